"""The equity aid to Law 64C: the double-dummy result from the revoke trick on, played
without the revoke, on a board whose answer is plain by hand (tests/laws/data/explained.pbn
board 5: after West's SA wins trick 1, North-South hold every winner)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings

from bridgelaws.cli import cli
from bridgelaws.laws.equity import LABEL, equity_aid
from bridgelaws.laws.examples import FOLDER, panel
from bridgelaws.laws.explain import explain, ruling_text
from bridgelaws.laws.pbn import parse_file
from bridgelaws.laws.ruling import EDITIONS, rule_board

from .strategies import revoking_board

DATA = Path(__file__).parent / "data" / "explained.pbn"
BOARDS = {b.number: b for b in parse_file(DATA)}


@pytest.mark.parametrize("edition", EDITIONS)
def test_end_position_with_all_winners(edition):
    ruling = rule_board(BOARDS["5"], edition)
    assert ruling.facts.declarer_tricks() == 13 and ruling.declarer_tricks() == 11
    aid = equity_aid(ruling)
    assert aid == {"label": LABEL, "trick": 1, "player": "S", "card": "S2",
                   "declarer_tricks": 12}


@pytest.mark.parametrize(("number", "short"), [
    ("5", -1),  # East-West get 2 tricks after 64A1, 1 double dummy: not short
    ("3", -2),  # East-West get 3 after 64A1, 1 double dummy (only the CA)
    ("1", -1),  # North-South get 11 after 64A2, 10 double dummy
])
def test_how_far_the_non_offending_side_is_below_the_aid(number, short):
    assert explain(rule_board(BOARDS[number], "2017"), "en")["equity"]["short"] == short


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "after the rectification North-South are 2 trick(s) below it"),
    ("ru", "после исправления у стороны Север–Юг взяток меньше на 2"),
    ("el", "μετά την επανόρθωση ο άξονας Βορράς–Νότος έχει 2 λεβέ λιγότερες"),
])
def test_shortfall_said_when_there_is_one(lang, words):
    from bridgelaws.laws.explain import equity_text
    from bridgelaws.laws.explain import words as interface

    aid = {"trick": 3, "player": "E", "card": "H5", "tricks": 9, "result": "4S-1",
           "short": 2}
    assert equity_text(aid, interface(lang)).endswith(words)
    assert "below" not in equity_text(aid | {"short": 0}, interface("en"))


def test_aid_carries_the_score_it_would_give():
    aid = explain(rule_board(BOARDS["5"], "2017"), "en")["equity"]
    assert (aid["result"], aid["score"]) == ("4H+2", {"side": "NS", "points": 480})


@pytest.mark.parametrize(
    ("number", "want"),
    [
        ("1", 10),  # East follows with his H5: declarer's ten tricks stand
        ("2", None),  # corrected in time: no established revoke, no 64C judgement
        ("4", None),  # no irregularity
    ],
)
def test_only_where_64c_calls_for_judgement(number, want):
    aid = equity_aid(rule_board(BOARDS[number], "2017"))
    assert (aid and aid["declarer_tricks"]) == want


def test_not_without_every_hand():
    boards = parse_file(FOLDER / "unknown-hands.pbn")
    assert all(equity_aid(rule_board(b, "2017")) is None for b in boards if b.unknown)


def test_in_text_json_and_on_the_panel():
    text = CliRunner().invoke(cli, ["rule", str(DATA)]).output
    assert "an aid to the Director's judgement, not a ruling" in text
    assert "had South played a legal card (♠2): 4H+2, 12 tricks, North-South +480" in text
    got = json.loads(CliRunner().invoke(cli, ["rule", str(DATA), "--json"]).output)
    assert got[4]["equity"]["declarer_tricks"] == 12 and got[4]["equity"]["label"] == LABEL
    quiet = json.loads(CliRunner().invoke(cli, ["rule", str(DATA), "--json",
                                                "--no-equity"]).output)
    assert quiet[4]["equity"] is None
    example = panel("2017", "64C1", lang="el")["example"]
    assert example["equity"] and "Διαιτητή" in example["equity"]


@settings(max_examples=6)  # a solver's work per board: a few boards
@given(revoking_board())
def test_any_board_explains_and_the_aid_stays_in_range(text):
    from bridgelaws.laws.pbn import parse_text, side

    board = parse_text(text)[0]
    ruling = rule_board(board, "2017")
    aid = explain(ruling, "ru")["equity"]
    if aid is not None:  # the tricks already played stand; the rest is the solver's
        done = sum(1 for w in ruling.facts.winners[: aid["trick"] - 1]
                   if w and side(w) == side(board.declarer))
        assert done <= aid["declarer_tricks"] <= done + 14 - aid["trick"]
    assert ruling_text(ruling, "el")


@pytest.mark.parametrize(("board", "imported"), [
    ("4", False),  # no revoke: no position to solve, and endplay (80 MB) stays unimported
    ("1", True),  # an established revoke under 2017 Law 64C: solved
])
def test_endplay_is_imported_only_to_solve_a_position(board, imported):
    import subprocess
    import sys

    code = ("import sys; from bridgelaws.laws.explain import ruling_json;"
            " from bridgelaws.laws.ruling import rule_file;"
            f" r = [r for r in rule_file({str(DATA)!r}, ['2017']) if r.board.number == {board!r}];"
            " ruling_json(r[0], 'en'); print('endplay' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == str(imported)
