"""A forum post that redrafts laws: a quoted line and a signature, then laws as
`L61 Title`, clauses as `A. Heading text` (heading and text parted by one space only),
footnote markers `<52>` with their notes after each law (`52 L61B1 Only declarer ...`),
and last a worked ruling that cites the redraft.
"""

from __future__ import annotations

import re

from bridgelaws.corpus.headings import split_spaced
from bridgelaws.corpus.model import Law, Matter, Text
from bridgelaws.corpus.notes import FORUM_MARK, append_text, clean_text, split_marks, take_marks
from bridgelaws.corpus.readers.base import ROMAN, Reading
from bridgelaws.corpus.tree import LEVEL, Piece, cite_part, footnote, new_law

LAW = re.compile(r"(?P<label>L(?P<num>\d+))\s+(?P<title>.+)")
SECTION = re.compile(r"(?P<label>(?P<num>[A-H])\.)\s+(?P<rest>.*)")
NUMBERED = re.compile(r"(?P<label>(?P<num>\d+)\.)\s+(?P<rest>.*)")
# `a.`, `b)`, and sub-items `(i)`, `ii.` (a Roman number under an item, `i` after `h` is an item)
ITEM = re.compile(r"(?P<label>\(?(?P<num>[a-z]|[ivx]{2,4}|i)[.)])\s+(?P<rest>.*)")
NOTE = re.compile(r"(?P<label>(?P<n>\d+)\s+L(?P<anchor>\d+[A-Z]?\d*[a-z]?))\s+(?P<text>.+)")
PATTERNS = (("section", SECTION), ("subsection", NUMBERED), ("item", ITEM))


def anchor_cite(short: str) -> str:
    """`61B3a` -> `61B3(a)`: the forum's short form in canonical form (an item letter after
    a digit)."""
    item = short[-1:]
    return f"{short[:-1]}({item})" if "a" <= item <= "z" and short[-2:-1].isdecimal() else short


def _cite_of(law: Law, pieces: list[Piece]) -> str:
    """The citation the last piece will have once nested (the reader has not nested yet)."""
    stack: list[Piece] = []
    for piece in pieces:
        while stack and LEVEL[stack[-1].kind] >= LEVEL[piece.kind]:
            stack.pop()
        stack.append(piece)
    cite = law.num
    kinds = ["law"]
    for piece in stack:
        cite += cite_part(piece.kind, piece.num, kinds[-1])
        kinds.append(piece.kind)
    return cite


def read(reading: Reading, text: str) -> None:
    source = reading.source
    lang = source.languages[0]
    preface = Matter("preface", lang, source=source.file)
    ruling = Matter("ruling", lang, source=source.file)
    law: Law | None = None
    pieces: list[Piece] = []
    after_title = False
    item: str | None = None  # the item a Roman number would be a sub-item of
    lines = text.split("\n")
    # Text after the last law is the worked ruling; a line before it that no pattern reads
    # is kept as text of the clause above it, and warned.
    # The law headings, by line number, found once.
    heads = {n: m for n, raw in enumerate(lines, 1) if (m := LAW.fullmatch(raw.strip()))}
    last_law = max(heads, default=0)

    for lineno, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line:
            continue
        if ruling.paragraphs or (law is None and lineno not in heads):
            (ruling if law is not None else preface).paragraphs.append((lineno, line))
            continue
        if m := heads.get(lineno):
            reading.add_law(law, lang, pieces)
            law = new_law(m["num"], lang, lineno, clean_text(m["title"], FORUM_MARK, lineno),
                          m["label"])
            pieces, after_title = [], True
            law.text[lang] = Text("", line=lineno)
            continue
        if m := NOTE.fullmatch(line):
            footnote(law, m["n"], lang, m["text"].strip(), lineno, mark=f"<{m['n']}>",
                     label=m["label"], anchor=anchor_cite(m["anchor"]))
            after_title = False
            continue
        kind, m = "", None
        for name, pattern in PATTERNS:
            if found := pattern.fullmatch(line):
                kind, m = name, found
                break
        if m:
            if kind == "item" and m["num"] in ROMAN and (
                    (item and not (m["num"] == "i" and item == "h"))
                    # `(i)`, `(ii)` right under a numbered clause, with no item above them
                    or (item is None and (m["num"] == "i" or pieces[-1:] and
                                          pieces[-1].kind == "subitem"))):
                kind = "subitem"
            elif kind != "subitem":
                item = m["num"] if kind == "item" else None
            raw = take_marks(m["rest"], FORUM_MARK, lineno)
            heading, rest = split_spaced(raw.value)
            heading_notes, text = split_marks(raw, heading, rest)
            pieces.append(Piece(kind, m["num"], m["label"], lineno, heading, text, heading_notes))
        elif after_title:
            law.text[lang] = clean_text(line, FORUM_MARK, lineno)
        elif lineno < last_law:
            target = pieces[-1] if pieces else None
            append_text(target.text if target else law.text[lang],
                        clean_text(line, FORUM_MARK, lineno))
            where = _cite_of(law, pieces)
            reading.warn(lineno, f"line not understood (no law, clause or footnote label): "
                         f"kept as text of {where}")
        else:
            ruling.paragraphs.append((lineno, line))
        after_title = False
    reading.add_law(law, lang, pieces)
    for matter in (preface, ruling):
        if matter.paragraphs:
            reading.matter.append(matter)
    reading.note_orphan_marks(lang)

