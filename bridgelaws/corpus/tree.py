"""Building a law's clause tree from the flat run of labelled pieces a reader finds.

Readers only say "a section B starts here, with this label, heading and text"; the nesting,
canonical citations and eIds are worked out here once, the same for every layout.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from bridgelaws.corpus.model import EID_PREFIX, KINDS, Clause, Footnote, Law, NoteMark, Text

LEVEL = {kind: depth for depth, kind in enumerate(KINDS)}

# Greek section letters in Greek order (ΣΤ is the sixth) and item letters, as Latin.
GREEK_LETTERS = {"Α": "A", "Β": "B", "Γ": "C", "Δ": "D", "Ε": "E", "ΣΤ": "F", "Ζ": "G", "Η": "H"}
GREEK_ITEMS = {"α": "a", "β": "b", "γ": "c", "δ": "d", "ε": "e", "στ": "f", "ζ": "g", "η": "h"}
# Cyrillic look-alikes typed for Latin letters.
LOOKALIKES = str.maketrans("АВСЕНавсе", "ABCEHabce")


LOOKALIKE_OF = {"A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н", "a": "а", "c": "с", "e": "е"}
GLYPHS_OF = {latin: glyph for glyph, latin in (GREEK_LETTERS | GREEK_ITEMS).items()}


def letter_glyphs(letter: str) -> tuple[str, ...]:
    """The ways a source may write a Latin section or item letter: itself, its Cyrillic
    look-alike, the Greek letter in its place (`C`: `C`, `С`, `Γ`; `F`: `F`, `ΣΤ`)."""
    return tuple(dict.fromkeys(g for g in (letter, LOOKALIKE_OF.get(letter),
                                            GLYPHS_OF.get(letter)) if g))


def latin(letter: str) -> str:
    """A section or item letter as the Latin letter it stands for."""
    return GREEK_LETTERS.get(letter) or GREEK_ITEMS.get(letter) or letter.translate(LOOKALIKES)


@lru_cache(maxsize=1024)  # a few kinds and numbers, asked once per clause
def cite_part(kind: str, num: str, parent_kind: str = "section") -> str:
    if kind in ("item", "subitem"):
        return f"({num})"
    return f".{num}" if kind == "subsection" and parent_kind == "law" else num


@dataclass(slots=True)
class Piece:
    """One labelled piece of one language, as a reader found it."""

    kind: str  # section | subsection | item | subitem
    num: str  # Latin letter or number
    label: str  # the label as written ("A.", "1.", "(α)", "a)"), "" where inferred
    line: int
    heading: str = ""
    text: Text = field(default_factory=lambda: Text(""))
    heading_notes: list[NoteMark] = field(default_factory=list)  # markers out of the heading
    inferred: bool = False


def new_law(num: str, lang: str, line: int, title: Text | None = None, label: str = "") -> Law:
    """A law as its heading line gives it: the title's words, and its markers taken out."""
    law = Law("law", num, num, f"law_{num}")  # kind, num, cite, eid
    law.lines[lang] = line
    if title is not None and (title.value or title.notes):
        law.title[lang] = title.value
        if title.notes:
            law.title_notes[lang] = title.notes
    if label:
        law.labels[lang] = label
    return law


def attach(law: Law, lang: str, pieces: list[Piece]) -> None:
    """Nest pieces under the law by kind, giving each its citation and eId."""
    stack: list[Clause] = [law]
    for piece in pieces:
        while LEVEL[stack[-1].kind] >= LEVEL[piece.kind]:
            stack.pop()
        parent = stack[-1]
        # Every field by position, in the model's order: a call with ten keywords costs
        # twice as much, once for each clause of the corpus.
        clause = Clause(
            piece.kind,  # kind
            piece.num,  # num
            parent.cite + cite_part(piece.kind, piece.num, parent.kind),  # cite
            f"{parent.eid}__{EID_PREFIX[piece.kind]}_{piece.num}",  # eid
            {lang: piece.heading} if piece.heading else {},  # heading
            {lang: piece.text},  # text
            {lang: piece.label} if piece.label else {},  # labels
            {lang: piece.line},  # lines
            piece.inferred,  # inferred
            [],  # children
            {lang: piece.heading_notes} if piece.heading_notes else {},  # heading_notes
        )
        parent.children.append(clause)
        stack.append(clause)


def footnote(law: Law, n: str, lang: str, text: str, line: int, mark: str = "", label: str = "",
             anchor: str = "") -> Footnote:
    index = law.note_index
    if len(index) != len(law.footnotes):  # notes added elsewhere (align): index them again
        index.clear()
        for k, f in enumerate(law.footnotes):
            index.setdefault(f.n, k)
    at = index.get(n)
    note = law.footnotes[at] if at is not None and law.footnotes[at].n == n else None
    if note is None:
        note = Footnote(n=n, eid=f"{law.eid}__note_{footnote_key(n)}", anchor=anchor)
        index[n] = len(law.footnotes)
        law.footnotes.append(note)
    if text:
        note.text[lang] = text
        note.lines[lang] = line
    if mark:
        note.marks[lang] = mark
    if label:
        note.labels[lang] = label
    return note


def footnote_key(n: str) -> str:
    """An eId-safe key: "*" -> "star1", "**" -> "star2"."""
    return f"star{len(n)}" if set(n) == {"*"} else n
