"""A segment's words with its footnote markers as inline codes, so that no export drops them.

The corpus keeps markers out of the words (`NoteMark`s at offsets); a translation unit
needs them back in place, as codes a CAT tool protects: TMX 1.4b `<ph>` (Content Markup),
XLIFF 1.2 `<x/>` (Inline Elements). A code matches its twin in the other
language by the footnote it points to, not by its position or the way it is written.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from bridgelaws.corpus.model import NoteMark


@dataclass(frozen=True)
class Code:
    """A footnote marker: `mark` as the language writes it ("16", "*", "2)"), `note` the key
    of the footnote it points to (the same key in every language)."""

    mark: str
    note: str


Piece = str | Code


def pieces(value: str, notes: Iterable[NoteMark] = (), start: int = 0,
           end: int | None = None) -> list[Piece]:
    """value[start:end] with the markers standing in it, at or after `start` and up to and
    including `end` (a marker glued to a sentence's last word stays with that sentence)."""
    end = len(value) if end is None else end
    out: list[Piece] = []
    last = start
    for mark in sorted(notes, key=lambda m: m.offset):
        if start <= mark.offset <= end:
            if mark.offset > last:
                out.append(value[last : mark.offset])
            out.append(Code(mark.mark, mark.n))
            last = max(last, mark.offset)
    if end > last:
        out.append(value[last:end])
    return out


def split(value: str, notes: Sequence[NoteMark],
          spans: list[tuple[int, int]]) -> list[list[Piece]]:
    """The pieces of each (start, end) span of `value`; every marker goes to exactly one
    span, the first whose end it does not pass (a marker between two sentences goes with
    the first, glued to its last word), or the last span."""
    mine: list[list[NoteMark]] = [[] for _ in spans]
    for mark in notes:
        n = next((i for i, (_, end) in enumerate(spans) if mark.offset <= end), len(spans) - 1)
        mine[n].append(mark)
    return [
        pieces(value, here, min([start, *(m.offset for m in here)]),
               max([end, *(m.offset for m in here)]))
        for (start, end), here in zip(spans, mine, strict=True)
    ]


def written(content: Iterable[Piece]) -> str:
    """The words with each marker as written (the source's reading)."""
    return "".join(p if isinstance(p, str) else p.mark for p in content)


def code_ids(*contents: Iterable[Piece]) -> dict[str, str]:
    """One id per footnote across the languages of a unit, "1", "2"... in order of first
    appearance: TMX's `x` and XLIFF's `id` that pair a code with its twin."""
    ids: dict[str, str] = {}
    for content in contents:
        for p in content:
            if isinstance(p, Code) and p.note not in ids:
                ids[p.note] = str(len(ids) + 1)
    return ids
