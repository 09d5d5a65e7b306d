"""Rule every board of a PBN file under an edition: the verdicts and the adjusted result."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from bridgelaws.errors import BridgelawsError
from bridgelaws.laws.explain import EXPLAINED, board_name, explain, explain_lines, words
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

    def as_json(self, lang: str | None = None, equity: bool = True) -> dict:
        """The ruling (the keys of issue 14's first version); with a language, explained
        too (`explain`: the keys it adds are `EXPLAINED`), as `rule --json` gives it."""
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
        if lang is None:
            return out
        # the play as recorded (suffixes, notes) is left to the text and the site: a board's
        # ruling is the same whatever notation the record uses
        explained = explain(self, lang, equity)
        return out | {k: explained[k] for k in EXPLAINED}

    def as_text(self, lang: str = "en", equity: bool = True) -> str:
        """The ruling as a director writes it, in `lang` (see `explain`)."""
        b, w = self.board, words(lang)
        played = self.facts.declarer_tricks()
        head = f"{board_name(b.name, w)} ({self.edition}): {b.contract}"
        if b.declarer:
            head = w["head"].format(name=board_name(b.name, w), edition=self.edition,
                                    contract=b.contract, declarer=w[b.declarer], played=played,
                                    after=self.declarer_tricks())
        lines = [head]
        if b.irregular_declarer:
            lines.append("  " + w["irregular"].format(player=w[b.declarer],
                                                      auction=w[b.auction_declarer]))
        if self.board.unknown:  # say what the ruling cannot see
            names = f" {w['and']} ".join(w[s] for s in SEATS if s in self.board.unknown)
            lines.append("  " + w["unknown"].format(names=names))
        lines += [f"  warning: {warning}" for warning in self.facts.warnings]
        lines += explain_lines(explain(self, lang, equity), self.edition, w)
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


def compare_text(rulings: list[Ruling], lang: str = "en", equity: bool = True) -> str:
    """The rulings, with a line saying where the editions part ways on each board."""
    out, by_board = [], {}
    for r in rulings:  # by game, not number: one board played at many tables ([Board "#"])
        by_board.setdefault(id(r.board), []).append(r)
    for group in by_board.values():
        out.extend(r.as_text(lang, equity) for r in group)
        results = {r.edition: r.declarer_tricks() for r in group}
        if len(set(results.values())) > 1:
            said = ", ".join(f"{e}: {n}" for e, n in results.items())
            out.append("  " + words(lang)["differs"].format(
                name=board_name(group[0].board.name, words(lang)), said=said))
    return "\n".join(out)
