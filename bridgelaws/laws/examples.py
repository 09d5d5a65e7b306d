"""Worked example boards for each clause, for the website: the hand-ruled boards shipped in
`examples/*.pbn` (the same boards the tests check against their `{expect ...}` lines).

A clause's example is the first board on which its predicate does not answer
not-applicable, under that edition.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from bridgelaws.laws.pbn import Board, parse_file
from bridgelaws.laws.ruling import EDITIONS, rule_board
from bridgelaws.laws.verdict import NOT_APPLICABLE

FOLDER = Path(__file__).parent / "examples"


@dataclass(frozen=True)
class Example:
    file: Path
    board: str
    status: str  # the clause's verdict on it: applies or judgement
    reason: str
    pbn: str  # the board's lines as written, comments included


def example_files() -> list[Path]:
    return sorted(FOLDER.glob("*.pbn"))


def board_text(board: Board) -> str:
    """The board's block of the file, from its first line to the blank line after it."""
    lines = Path(board.file).read_text(encoding="utf-8").splitlines()[board.line - 1 :]
    end = next((i for i, line in enumerate(lines) if not line.strip()), len(lines))
    return "\n".join(lines[:end]) + "\n"


def expectations(board: Board) -> dict[str, dict[str, str]]:
    """`{expect 2017 applies=64A2 judgement=64C1 NS=1 EW=0 tricks=8}` -> per edition."""
    out = {}
    for _, text in board.comments:
        words = text.split()
        if words[:1] == ["expect"] and len(words) > 1:
            out[words[1]] = dict(w.split("=", 1) for w in words[2:])
    return out


@cache
def examples(edition: str) -> dict[str, Example]:
    """Clause citation -> its first example board under this edition."""
    found: dict[str, Example] = {}
    for path in example_files():
        for board in parse_file(path):
            for cite, verdict in rule_board(board, edition).verdicts.items():
                if cite not in found and verdict.status != NOT_APPLICABLE:
                    found[cite] = Example(path, board.number, verdict.status, verdict.reason,
                                          board_text(board))
    return found


def example_for(edition: str, cite: str) -> Example | None:
    return examples(edition).get(cite) if edition in EDITIONS else None


def panel(edition: str, cite: str) -> dict | None:
    """What the website shows beside a clause: its predicate, in words, and a worked board."""
    from bridgelaws.laws.registry import describe_predicate, predicate_name

    name = predicate_name(edition, cite)
    if name is None:
        return None
    example = example_for(edition, cite)
    return {
        "predicate": name,
        "text": describe_predicate(edition, cite),
        "example": None if example is None else {
            "file": example.file.name,
            "board": example.board,
            "status": example.status,
            "reason": example.reason,
            "pbn": example.pbn,
        },
    }
