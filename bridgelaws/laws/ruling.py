"""Rule every board of a PBN file under an edition: the verdicts and the adjusted result."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from bridgelaws.errors import BridgelawsError
from bridgelaws.laws.facts import Facts, derive
from bridgelaws.laws.law64 import counted
from bridgelaws.laws.pbn import (
    SEAT_NAMES,
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

    def most_specific(self, status: str) -> list[str]:
        """Clauses with this status that no clause under them shares (64A2, not 64A or 64)."""
        hits = {c for c, v in self.verdicts.items() if v.status == status}
        covered = set()
        for cite in hits:
            up = parent(cite)
            while up:
                covered.add(up)
                up = parent(up)
        return sorted(hits - covered, key=cite_key)

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

    def as_text(self) -> str:
        b = self.board
        played = self.facts.declarer_tricks()
        head = f"{b.name} ({self.edition}): {b.contract}"
        if b.declarer:
            head += f" by {SEAT_NAMES[b.declarer]}: {played} tricks in play"
            head += f", {self.declarer_tricks()} after the Laws"
        lines = [head]
        if b.irregular_declarer:
            lines.append(f"  irregular declarer: {SEAT_NAMES[b.declarer]} played the hand and"
                         f" {SEAT_NAMES[b.auction_declarer]}, declarer by the auction, was dummy"
                         " (PBN 2.1 section 3.4.13)")
        if self.board.unknown:  # say what the ruling cannot see
            names = " and ".join(SEAT_NAMES[s] for s in SEATS if s in self.board.unknown)
            lines.append(f"  unknown hands: the deal does not give the cards of {names}, nor"
                         " does the play show them all: a revoke by them is found only where the"
                         " play shows the suit they failed to follow, or marks it ^R; clauses"
                         " that turn on their cards call for judgement")
        lines += [
            f"  revoke: {r.describe()}" + (f", established ({r.established_by})"
                                            if r.established else ", not established")
            + (", corrected too late: the correction is refused and the revoke stands"
               if r.refused else "")
            for r in counted(self.facts, self.edition)
        ]
        lines += [f"  warning: {w}" for w in self.facts.warnings]
        moved = {s: n for s, n in self.transferred().items() if n}
        if moved:
            lines.append("  transferred: " + ", ".join(f"{n} to {s}" for s, n in moved.items()))
        for status in (APPLIES, JUDGEMENT):
            for cite in self.most_specific(status):
                lines.append(f"  {cite} {status}: {self.verdicts[cite].reason}")
        return "\n".join(lines)


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


def compare_text(rulings: list[Ruling]) -> str:
    """The rulings, with a line saying where the editions part ways on each board."""
    out, by_board = [], {}
    for r in rulings:  # by game, not number: one board played at many tables ([Board "#"])
        by_board.setdefault(id(r.board), []).append(r)
    for group in by_board.values():
        out.extend(r.as_text() for r in group)
        results = {r.edition: r.declarer_tricks() for r in group}
        if len(set(results.values())) > 1:
            said = ", ".join(f"{e}: {n}" for e, n in results.items())
            out.append(f"  {group[0].board.name} differs: declarer's tricks {said}")
    return "\n".join(out)
