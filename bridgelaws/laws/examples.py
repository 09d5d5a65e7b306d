"""Worked example boards for each clause, for the website: the hand-ruled boards shipped in
`examples/*.pbn` (the same boards the tests check against their `{expect ...}` lines).

A clause's example is the first board on which its predicate does not answer
not-applicable, under that edition.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from bridgelaws.laws.pbn import SEATS, SUITS, Board, parse_file, rank_of
from bridgelaws.laws.reasons import Said
from bridgelaws.laws.ruling import EDITIONS, Ruling, rule_board
from bridgelaws.laws.verdict import NOT_APPLICABLE

FOLDER = Path(__file__).parent / "examples"


@dataclass(frozen=True)
class Example:
    file: Path
    board: str
    status: str  # the clause's verdict on it: applies or judgement
    reason: str  # in English
    pbn: str  # the board's lines as written, comments included
    said: tuple[Said, ...] = ()  # the reason's parts, for other languages (`Verdict.said`)


def example_files() -> list[Path]:
    return sorted(FOLDER.glob("*.pbn"))


@cache
def _read(path: Path) -> tuple[Board, ...]:
    """A file's boards, read once (they are not changed once read): each edition's examples
    and each worked board come from them."""
    return tuple(parse_file(path))


@cache
def _lines(file: str) -> tuple[str, ...]:
    """A file's lines, read once: each example of it quotes its board from them (132 times
    for the six files)."""
    return tuple(Path(file).read_text(encoding="utf-8").splitlines())


def board_text(board: Board) -> str:
    """The board's block of the file, from its first line to the blank line after it."""
    lines = _lines(board.file)[board.line - 1 :]
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
    """Clause citation -> its first example board under this edition; for Law 64C, the
    first on which the equity aid has a figure to show, where a board has one."""
    from bridgelaws.laws.equity import equity_aid

    found: dict[str, Example] = {}
    settled: set[str] = set()  # cites whose example is final
    for path in example_files():
        for board in _read(path):
            ruling = rule_board(board, edition)
            for cite, verdict in ruling.verdicts.items():
                if cite in settled or verdict.status == NOT_APPLICABLE:
                    continue
                equity = cite.startswith("64C") and equity_aid(ruling) is not None
                if cite not in found or equity:
                    found[cite] = Example(path, board.number, verdict.status, verdict.reason,
                                          board_text(board), verdict.said)
                if equity or not cite.startswith("64C"):
                    settled.add(cite)
    return found


def example_for(edition: str, cite: str) -> Example | None:
    return examples(edition).get(cite) if edition in EDITIONS else None


@cache
def _ruled(edition: str, file: Path, number: str) -> Ruling:
    board = next(b for b in _read(file) if b.number == number)
    return rule_board(board, edition)


@cache
def _worked(edition: str, file: Path, number: str, lang: str, sources: str | None) -> dict:
    """A worked board, made once per language: many clauses share one (read-only)."""
    return worked_board(_ruled(edition, file, number), lang, sources)


def worked_board(ruling: Ruling, lang: str, sources: str | None = None) -> dict:
    """A ruled board for the website: the four hands by suit, the play trick by trick and
    the ruling explained in `lang` (`explain`, clause texts from the corpus of `sources`),
    never the PBN itself."""
    from bridgelaws.laws.explain import (
        SUIT_SIGNS,
        card_text,
        contract_text,
        equity_text,
        explain,
        explain_lines,
        fact_lines,
        vulnerability_text,
        words,
    )

    b, w = ruling.board, words(lang)
    ex = explain(ruling, lang, sources=sources)
    hands = {
        seat: [(SUIT_SIGNS[suit], " ".join(card_text(c)[1:] for c in sorted(
            (c for c in b.hands[seat] if c[0] == suit), key=rank_of, reverse=True)) or "—")
               for suit in SUITS]
        for seat in SEATS
    }
    play = [
        {"trick": t["trick"], "winner": w[t["winner"]] if t["winner"] else "",
         "cards": [{"seat": w[c["seat"]], "card": card_text(c["card"]) + c.get("suffix", ""),
                    "notes": " ".join(c.get("notes", ())), "revoke": any(
                        f["trick"] == t["trick"] and f["player"] == c["seat"]
                        and not f.get("corrected") for f in ex["facts"])}
                   for c in t["cards"]]}
        for t in ex["play"]
    ]
    rest = ex | {"play": [], "dealer": None, "vulnerable": None, "facts": [], "clauses": [],
                 "equity": None}
    return {
        "hands": {w[seat]: suits for seat, suits in hands.items()},
        "dealer": w[ex["dealer"]] if ex["dealer"] in tuple(SEATS) else "",
        "vulnerable": vulnerability_text(ex["vulnerable"], w) if ex["vulnerable"] else "",
        "contract": contract_text(b.contract),
        "declarer": w[b.declarer] if b.declarer else "",
        "play": play,
        "facts": [line for f in ex["facts"] for line in fact_lines(f, w)],
        "clauses": [c | {"status_text": w[c["status"]], "law": w["law"]} for c in ex["clauses"]],
        "ruling": [line.strip() for line in explain_lines(rest, ruling.edition, w)],
        "explained": ex,
        "equity": equity_text(ex["equity"], w) if ex["equity"] else None,
    }


def panel(edition: str, cite: str, lang: str = "en", sources: str | None = None) -> dict | None:
    """What the website shows beside a clause: its predicate as a sentence in `lang`
    (English where `wording` has none: "lang" says which) and a worked board, its clause
    texts from the corpus of `sources` (default: the shipped one)."""
    from bridgelaws.laws.explain import reason_text
    from bridgelaws.laws.registry import describe_predicate, predicate_name
    from bridgelaws.laws.wording import PANEL_WORDS, panel_words, predicate_key, sentence

    name = predicate_name(edition, cite)
    if name is None:
        return None
    text, text_lang = sentence(predicate_key(name), lang) or (
        describe_predicate(edition, cite), "en")
    example = example_for(edition, cite)
    found = {
        "predicate": name,
        "text": text,
        "lang": text_lang,
        "words": panel_words(lang),
        "words_lang": lang if lang in PANEL_WORDS else "en",
        "example": None,
    }
    if example is not None:
        reason, reason_lang = reason_text(example.reason, example.said, lang)
        found["example"] = {
            "file": example.file.name,
            "board": example.board,
            "status": example.status,
            "reason": reason,
            "reason_lang": reason_lang,
            "pbn": example.pbn,
            **_worked(edition, example.file, example.board, lang, sources),
        }
    return found
