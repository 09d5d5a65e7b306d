"""Ruling a file: the JSON shape of `bridgelaws rule`, editions compared, bad input, and the
properties every ruling keeps on random plays."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings

from bridgelaws.cli import cli
from bridgelaws.errors import BridgelawsError
from bridgelaws.laws.examples import FOLDER, board_text
from bridgelaws.laws.explain import EXPLAINED, compare_text
from bridgelaws.laws.facts import derive
from bridgelaws.laws.law64 import outcomes
from bridgelaws.laws.pbn import other_side, parse_file, parse_text, side
from bridgelaws.laws.ruling import EDITIONS, rule_board, rule_file

from .strategies import revoking_board

REVOKES = FOLDER / "revokes.pbn"
BOARDS = Path(__file__).parent / "boards"


def test_json_shape_of_the_issue():
    result = CliRunner().invoke(cli, ["rule", str(REVOKES), "--edition", "2017", "--json"])
    assert result.exit_code == 0
    first = json.loads(result.output)[0]
    assert set(first) - set(EXPLAINED) == {"board", "edition", "revokes", "transferred",
                                           "declarer_tricks", "applies", "judgement"}
    assert {k: first[k] for k in first if k not in EXPLAINED} == {
        "board": "1",
        "edition": "2017",
        "revokes": [{"trick": 1, "player": "W", "suit": "H", "established": True}],
        "transferred": {"NS": 1, "EW": 0},
        "declarer_tricks": 8,
        "applies": ["64A2"],
        "judgement": ["64C1"],
    }


def test_compare_shows_where_editions_part():
    # Board 3: declarer revokes and dummy wins the trick; 1997 counts it as declarer's.
    result = CliRunner().invoke(cli, ["rule", str(REVOKES), "--compare", "1997", "2017"])
    assert result.exit_code == 0
    assert "board 3 differs: declarer's tricks 1997: 6, 2017: 7" in result.output
    assert "board 1 differs" not in result.output


def test_unknown_edition():
    with pytest.raises(BridgelawsError, match="no predicates for edition 'proposal-2012'"):
        rule_file(REVOKES, ["proposal-2012"])


@pytest.mark.parametrize("file", sorted(p.name for p in BOARDS.glob("*.pbn")))
def test_bad_input_is_one_line_and_exit_2(file):
    run = subprocess.run(
        [sys.executable, "-m", "bridgelaws.cli", "rule", str(BOARDS / file)],
        capture_output=True, text=True, check=False,
    )
    assert run.returncode == 2
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {BOARDS / file}:")
    assert ": board " in lines[0]


@settings(max_examples=80)
@given(revoking_board())
def test_properties_of_rulings(text):
    board = parse_text(text)[0]
    facts = derive(board)
    for edition in EDITIONS:
        ruling = rule_board(board, edition, facts)
        assert 0 <= ruling.declarer_tricks() <= 13
        # Law 64 never takes more than the offending side won from its first revoke trick on.
        given_up: dict[str, int] = {}
        first: dict[str, int] = {}
        for o in outcomes(facts, edition):
            offenders = side(o.revoke.seat)
            given_up[offenders] = given_up.get(offenders, 0) + o.tricks
            first[offenders] = min(first.get(offenders, 13), o.revoke.trick)
            assert o.tricks <= facts.won_by_side(o.revoke.trick, offenders)
        for offenders, n in given_up.items():
            assert n <= facts.won_by_side(first[offenders], offenders)
            assert ruling.transferred()[other_side(offenders)] >= n


def test_rulings_name_the_hands_the_deal_does_not_give():
    path = str(FOLDER / "unknown-hands.pbn")
    got = json.loads(CliRunner().invoke(cli, ["rule", path, "--json"]).output)
    assert [r.get("unknown_hands") for r in got] == [["E", "W"]] * 3 + [None] + [["E", "W"]]
    text = CliRunner().invoke(cli, ["rule", path]).output
    assert text.count("unknown hands: the deal does not give the cards of East and West") == 4


def test_compare_keeps_apart_games_of_one_board_at_two_tables():
    # Board 3 of revokes.pbn (the editions differ), then board 1 (they agree) as board "3" too.
    boards = {b.number: b for b in parse_file(REVOKES)}
    text = board_text(boards["3"]) + "\n" + board_text(boards["1"]).replace('"1"', '"3"', 1)
    rulings = [rule_board(b, e) for b in parse_text(text) for e in ("1997", "2017")]
    assert compare_text(rulings).count("board 3 differs: declarer's tricks 1997: 6, 2017: 7") == 1


SWAPPED = FOLDER / "swapped-declarer.pbn"


@pytest.mark.parametrize(
    "path, extra",
    [
        (REVOKES, [set()] * 21),  # no Table, Room or swap: the keys of the issue only
        (SWAPPED, [{"table", "room"}, {"table", "room", "irregular_declarer"}]),
    ],
)
def test_json_keys_only_where_the_record_has_them(path, extra):
    got = json.loads(CliRunner().invoke(cli, ["rule", str(path), "--json"]).output)
    base = {"board", "edition", "revokes", "transferred", "declarer_tricks", "applies",
            "judgement", *EXPLAINED}
    assert [set(entry) - base for entry in got] == extra
    assert all(e["irregular_declarer"] is True for e in got if "irregular_declarer" in e)


def test_json_names_table_and_room():
    got = json.loads(CliRunner().invoke(cli, ["rule", str(SWAPPED), "--json"]).output)
    assert [(e["board"], e["table"], e["room"]) for e in got] == [
        ("67", "1", "Open"), ("67", "1", "Closed")
    ]


def test_text_tells_apart_the_games_of_one_board():
    text = CliRunner().invoke(cli, ["rule", str(SWAPPED), "--compare", "1997", "2017"]).output
    heads = [line for line in text.splitlines() if line.startswith("board")]
    assert heads == [
        "board 67, table 1, open room (1997): 2S by North: 8 tricks in play, 6 after the Laws",
        "board 67, table 1, open room (2017): 2S by North: 8 tricks in play, 7 after the Laws",
        "board 67, table 1, closed room (1997): 2S by South: 8 tricks in play, 8 after the Laws",
        "board 67, table 1, closed room (2017): 2S by South: 8 tricks in play, 8 after the Laws",
    ]
    assert "  board 67, table 1, open room differs: declarer's tricks 1997: 6, 2017: 7" in text
    assert "closed room differs" not in text
    assert text.count("  irregular declarer: South played the hand and North, declarer by the"
                      " auction, was dummy (PBN 2.1 section 3.4.13)") == 2
