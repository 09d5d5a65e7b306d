"""The hand-ruled boards: each ruling matches the one written in the board, and every clause
of every edition has a board on which it applies or calls for judgement."""

from __future__ import annotations

import pytest

from bridgelaws.laws.examples import example_files, example_for, expectations, panel
from bridgelaws.laws.pbn import parse_file
from bridgelaws.laws.registry import registered
from bridgelaws.laws.ruling import EDITIONS, rule_board

BOARDS = [(path.stem, board) for path in example_files() for board in parse_file(path)]


def test_at_least_thirty_boards():
    assert len(BOARDS) >= 30


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("name, board", BOARDS, ids=[f"{n}-{b.number}" for n, b in BOARDS])
def test_ruling_matches_hand_ruling(name, board, edition):
    want = expectations(board)[edition]
    got = rule_board(board, edition).as_json()
    assert ",".join(got["applies"]) == want["applies"]
    assert ",".join(got["judgement"]) == want["judgement"]
    assert got["transferred"] == {"NS": int(want["NS"]), "EW": int(want["EW"])}
    assert got["declarer_tricks"] == int(want["tricks"])


@pytest.mark.parametrize("edition, cite", registered())
def test_every_clause_has_a_worked_example(edition, cite):
    example = example_for(edition, cite)
    assert example is not None, f"{edition} {cite}"
    assert example.status in ("applies", "judgement")
    assert example.pbn.startswith('[Board "') and "[Play" in example.pbn


def test_panel_for_the_site():
    got = panel("2017", "64B7")
    assert got["predicate"] == "bridgelaws.laws.law64:both_sides_revoked"
    assert "both sides revoked" in got["text"]
    assert (got["example"]["file"], got["example"]["board"]) == ("revokes.pbn", "12")
    assert got["example"]["status"] == "applies"
    assert panel("2017", "53A") is None
