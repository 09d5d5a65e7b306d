"""Plain English text holding one law in several editions: a `2007 Law` line starts each.

Headings stand on their own lines (`A. Rectification following a Revoke`); numbered
sub-clauses carry no heading; `2. (a) After ...` is sub-clause 2 with its item (a);
`* a trick won in dummy ...` is the footnote to `player*`.
"""

from __future__ import annotations

import re

from bridgelaws.corpus.headings import looks_like_heading, split_spaced_on_evidence
from bridgelaws.corpus.model import Law, Text
from bridgelaws.corpus.notes import STAR_MARK, append_text, clean_text, split_marks
from bridgelaws.corpus.readers.base import Reading, add_item
from bridgelaws.corpus.tree import Piece, footnote, new_law
from bridgelaws.errors import BridgelawsError

EDITION = re.compile(r"(?P<label>(?P<edition>[A-Za-z0-9][A-Za-z0-9._-]*) Law)\s*")
# `LAW 12 - TITLE`, or with the en or em dash of a text copied from the printed Laws.
LAW = re.compile(r"(?P<label>LAW (?P<num>\d+) [-–—])\s+(?P<title>.+)")
SECTION = re.compile(r"(?P<label>(?P<num>[A-H])\.)\s+(?P<heading>.+)")
NUMBERED = re.compile(r"(?P<label>(?P<num>\d+)\.)\s+(?P<rest>.*)")
ITEM = re.compile(r"(?P<label>\((?P<num>[a-z]{1,4})\))\s+(?P<rest>.*)")
NOTE = re.compile(r"(?P<label>\*+)\s+(?P<text>.+)")


def read(reading: Reading, text: str) -> None:
    source = reading.source
    lang = source.languages[0]
    edition = edition_label = ""
    law: Law | None = None
    pieces: list[Piece] = []
    item: str | None = None

    for lineno, raw in enumerate(text.split("\n"), 1):
        line = raw.strip()
        if not line:
            continue
        m = EDITION.fullmatch(line)
        if m and (m["edition"] in source.editions or m["edition"][:1].isdigit()):
            reading.add_law(law, lang, pieces)
            law, pieces = None, []
            edition = m["edition"]
            if edition not in source.editions:
                raise BridgelawsError(f"edition {edition} is not in the manifest entry",
                                      file=source.file, line=lineno)
            edition_label = m["label"]
            continue
        if not edition:
            raise BridgelawsError("text before the first '<edition> Law' line",
                                  file=source.file, line=lineno)
        if m := LAW.fullmatch(line):
            reading.add_law(law, lang, pieces)
            pieces = []
            # The edition line is consumed with the law heading: `2007 Law` + `LAW 64 -`.
            label = f"{edition_label} {m['label']}" if edition_label else m["label"]
            law = new_law(m["num"], lang, lineno, clean_text(m["title"], STAR_MARK, lineno),
                          label)
            law.edition, edition_label = edition, ""
            law.text[lang] = Text("", line=lineno)
            continue
        if law is None:
            raise BridgelawsError("text before the law heading", file=source.file, line=lineno)
        if m := NOTE.fullmatch(line):
            footnote(law, m["label"], lang, m["text"].strip(), lineno, mark=m["label"],
                     label=m["label"])
        elif m := SECTION.fullmatch(line):
            rest = clean_text(m["heading"], STAR_MARK, lineno)
            if looks_like_heading(rest.value):  # a heading line: the text follows
                heading, notes, text = rest.value, rest.notes, Text("", line=lineno)
            else:  # text, after a heading where its first words show it starts there
                # (`C. Missing Card Restored A card restored ...`, as a PDF copy has it)
                heading, value = split_spaced_on_evidence(rest.value)
                notes, text = split_marks(rest, heading, value) if heading else ([], rest)
            pieces.append(Piece("section", m["num"], m["label"], lineno, heading, text,
                                heading_notes=notes))
            item = None
        elif m := NUMBERED.fullmatch(line):
            item_match = ITEM.fullmatch(m["rest"])
            pieces.append(Piece("subsection", m["num"], m["label"], lineno, "",
                                clean_text("" if item_match else m["rest"], STAR_MARK, lineno)))
            item = add_item(pieces, item_match, lineno, None, STAR_MARK) if item_match else None
        elif m := ITEM.fullmatch(line):
            item = add_item(pieces, m, lineno, item, STAR_MARK)
        else:
            target = pieces[-1].text if pieces else law.text[lang]
            append_text(target, clean_text(line, STAR_MARK, lineno))
    reading.add_law(law, lang, pieces)
