"""The check every hand-ruled board gets: the ruling equals its `{expect EDITION ...}` line,
which was worked out by hand from that edition's law text (examples/*.pbn, kinds/*.pbn)."""

from __future__ import annotations

from bridgelaws.laws.examples import expectations
from bridgelaws.laws.pbn import Board
from bridgelaws.laws.ruling import rule_board


def assert_ruled_as_written(board: Board, edition: str) -> None:
    want = expectations(board)[edition]
    got = rule_board(board, edition).as_json()
    assert ",".join(got["applies"]) == want["applies"]
    assert ",".join(got["judgement"]) == want["judgement"]
    assert got["transferred"] == {"NS": int(want["NS"]), "EW": int(want["EW"])}
    assert got["declarer_tricks"] == int(want["tricks"])
