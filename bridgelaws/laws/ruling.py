"""Rule every board of a PBN file under an edition: the verdicts and the adjusted result."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from bridgelaws.errors import BridgelawsError
from bridgelaws.laws.facts import Facts, derive
from bridgelaws.laws.law64 import counted
from bridgelaws.laws.pbn import (
    SEATS,
    Board,
    iter_boards,
    other_side,
    read_lines,
    side,
)
from bridgelaws.laws.registry import CITE, evaluate, parent
from bridgelaws.laws.verdict import APPLIES, JUDGEMENT, Verdict

EDITIONS = ("1997", "2007", "2017")


def cite_key(cite: str) -> tuple[int, str]:
    m = CITE.match(cite)
    return (int(m.group(1)), cite[len(m.group(1)) :]) if m else (0, cite)


@dataclass
class Ruling:
    board: Board
    edition: str
    facts: Facts
    verdicts: dict[str, Verdict]
    _specific: dict[str, tuple[str, ...]] = field(default_factory=dict, init=False,
                                                  repr=False, compare=False)

    def most_specific(self, status: str) -> list[str]:
        """Clauses with this status that no clause under them shares (64A2, not 64A or 64);
        found once per status (the JSON, the explanation and the equity aid each ask, and
        the verdicts never change)."""
        if status not in self._specific:
            hits = {c for c, v in self.verdicts.items() if v.status == status}
            covered = set()
            for cite in hits:
                up = parent(cite)
                while up:
                    covered.add(up)
                    up = parent(up)
            self._specific[status] = tuple(sorted(hits - covered, key=cite_key))
        return list(self._specific[status])

    def transferred(self) -> dict[str, int]:
        total = {"NS": 0, "EW": 0}
        for v in self.verdicts.values():
            if v.status == APPLIES and v.effect is not None:
                for s, n in v.effect.transferred.items():
                    total[s] += n
        return total

    def declarer_tricks(self) -> int | None:
        base = self.facts.declarer_tricks()
        if base is None:
            return None
        decl = side(self.board.declarer)
        moved = self.transferred()
        return max(0, min(13, base + moved[decl] - moved[other_side(decl)]))

    def as_json(self) -> dict:
        """The ruling (the keys of issue 14's first version); `explain.ruling_json` adds
        the explanation, as `rule --json` gives it."""
        out = {
            "board": self.board.number,
            **{tag: self.board.tags[tag] for tag in ("table", "room") if self.board.tags.get(tag)},
            "edition": self.edition,
            "revokes": [
                {"trick": r.trick, "player": r.seat, "suit": r.suit, "established": r.established,
                 **({"correction_refused": True} if r.refused else {})}
                for r in counted(self.facts, self.edition)
            ],
            "transferred": self.transferred(),
            "declarer_tricks": self.declarer_tricks(),
            "applies": self.most_specific(APPLIES),
            "judgement": self.most_specific(JUDGEMENT),
        }
        if self.board.unknown:
            out["unknown_hands"] = [s for s in SEATS if s in self.board.unknown]
        if self.board.irregular_declarer:
            out["irregular_declarer"] = True
        if self.facts.warnings:
            out["warnings"] = self.facts.warnings
        return out


def check_edition(edition: str) -> str:
    if edition not in EDITIONS:
        raise BridgelawsError(f"no predicates for edition {edition!r}: use one of {EDITIONS}")
    return edition


def rule_board(board: Board, edition: str, facts: Facts | None = None) -> Ruling:
    facts = facts or derive(board)
    return Ruling(board, edition, facts, evaluate(facts, check_edition(edition)))


def rule_boards(path: Path | str, editions: list[str]) -> Iterator[list[Ruling] | BridgelawsError]:
    """Each board of the file ruled under each edition, as it is read: one list of rulings
    per board, or the error that spoils the board (the boards after it are still ruled).
    Nothing is held: a file of any size streams."""
    for edition in editions:
        check_edition(edition)
    for item in iter_boards(read_lines(path), str(path)):
        if isinstance(item, BridgelawsError):
            yield item
            continue
        try:
            facts = derive(item)
        except BridgelawsError as err:
            yield err
            continue
        yield [rule_board(item, e, facts) for e in editions]


def rule_file(path: Path | str, editions: list[str]) -> list[Ruling]:
    """Every board ruled under each edition; the first bad board is an error."""
    out = []
    for item in rule_boards(path, editions):
        if isinstance(item, BridgelawsError):
            raise item
        out.extend(item)
    return out
