"""A translation finished in a CAT tool: XLIFF 1.2, as `bridgelaws export xliff` writes it.

Each `<trans-unit>` id is `CITE/PART`: `62/title`, `64A/heading`, `64C2(a)/text`,
`64/note/*` (a footnote, by its key). `<source>` is the text in the file's
source-language, `<target>` in its target-language; both become the clause's text in that
language, so the clause tree is rebuilt from the citations alone (a clause without words,
like a section holding only sub-clauses, from its children's). Footnote markers are `<x/>`
codes (XLIFF 1.2 section 2.4.3): `equiv-text` the marker as written, `xid` the footnote's
unit; a target's code written without them takes its source twin's (same `id`).
A unit with no target is a clause without its translation: a warning naming the line.
"""

from __future__ import annotations

import re

from bridgelaws.corpus.model import Law, NoteMark, Text
from bridgelaws.corpus.readers.base import Reading
from bridgelaws.corpus.tree import Piece, footnote, new_law
from bridgelaws.errors import BridgelawsError

NS = "urn:oasis:names:tc:xliff:document:1.2"
UNIT_ID = re.compile(
    r"(?P<law>\d+)(?P<section>[A-Z])?(?P<subsection>\d+)?(?:\((?P<item>[a-z]{1,2})\))?"
    r"/(?P<part>title|heading|text|note/\S+)"
)
# Standalone codes, our footnote markers; paired codes (a CAT tool's formatting) hold
# native markup, not words: their content is left out, the words after them kept.
CODES = {f"{{{NS}}}x", f"{{{NS}}}ph"}
PAIRED = {f"{{{NS}}}{tag}" for tag in ("bx", "ex", "bpt", "ept", "it")}
KINDS = ("section", "subsection", "item")
LABELS = {"section": "{}.", "subsection": "{}.", "item": "({})"}


def q(tag: str) -> str:
    return f"{{{NS}}}{tag}"


def etree_name(element) -> str:
    return element.tag.rsplit("}", 1)[-1]


def read(reading: Reading, text: str) -> None:
    from lxml import etree

    source = reading.source
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    try:
        root = etree.fromstring(text.encode("utf-8"), parser)
    except etree.XMLSyntaxError as err:
        raise BridgelawsError(f"not well-formed XML: {err.msg}", file=source.file,
                              line=err.lineno) from None
    if root.tag != q("xliff") or root.get("version") != "1.2":
        raise BridgelawsError("not XLIFF 1.2 (<xliff version=\"1.2\"> in its namespace)",
                              file=source.file, line=root.sourceline)
    laws: dict[str, dict[str, tuple[Law, dict[str, Piece]]]] = {}
    for file in root.iter(q("file")):
        langs = (file.get("source-language"), file.get("target-language"))
        if sorted(langs) != sorted(source.languages):
            raise BridgelawsError(f"languages {'/'.join(map(str, langs))} are not the "
                                  f"manifest's {'/'.join(source.languages)}",
                                  file=source.file, line=file.sourceline)
        for unit in file.iter(q("trans-unit")):
            _unit(reading, unit, langs, laws)
    for lang in source.languages:
        for law, pieces in laws.get(lang, {}).values():
            reading.add_law(law, lang, list(pieces.values()))
        reading.note_orphan_marks(lang)


def _unit(reading: Reading, unit, langs: tuple[str, str], laws) -> None:
    file = reading.source.file
    unit_id = unit.get("id", "")
    m = UNIT_ID.fullmatch(unit_id)
    if not m:
        raise BridgelawsError(f"trans-unit id {unit_id!r} is not CITE/PART (62B1/text, "
                              "62/title, 64/note/*)", file=file, line=unit.sourceline)
    src_element = unit.find(q("source"))
    twins: dict[str, NoteMark] = {}
    for lang, element in ((langs[0], src_element), (langs[1], unit.find(q("target")))):
        if element is None or not "".join(element.itertext()).strip() and not len(element):
            if lang == langs[1]:
                reading.warn(unit.sourceline, f"{unit_id}: no {lang} translation")
            continue
        value, notes = _content(element, twins, reading.warn)
        line = element.sourceline
        _place(reading, laws.setdefault(lang, {}), m, lang, Text(value, notes, line))


def _content(element, twins: dict[str, NoteMark], warn) -> tuple[str, list[NoteMark]]:
    """The words of a <source> or <target> and its markers; other inline markup (a CAT
    tool's <g> or <mrk>) gives up its words, so no character is lost. A code that says
    nothing of its marker, and has no twin in the source, is left out with a warning."""
    words: list[str] = []
    notes: list[NoteMark] = []
    length = 0

    def walk(node) -> None:
        nonlocal length
        if node.text and node.tag not in CODES:
            words.append(node.text)
            length += len(node.text)
        for child in node:
            if child.tag in PAIRED or not isinstance(child.tag, str):
                pass  # formatting, a comment or a processing instruction: no words
            elif child.tag in CODES:
                twin = twins.get(child.get("id", ""))
                mark = child.get("equiv-text") or (child.text or "") or (twin.mark if twin else "")
                xid = child.get("xid", "")
                n = xid.rsplit("/", 1)[-1] if "/note/" in xid else (twin.n if twin else mark)
                if mark:
                    note = NoteMark(length, n, mark)
                    notes.append(note)
                    twins.setdefault(child.get("id", ""), note)
                else:
                    warn(child.sourceline, f"code <{etree_name(child)} id="
                         f"{child.get('id', '')!r}/> matches no marker of the source: left out")
            else:
                walk(child)
            if child.tail:
                words.append(child.tail)
                length += len(child.tail)

    walk(element)
    value = "".join(words)
    lead = len(value) - len(value.lstrip())
    stripped = value.strip()
    return stripped, [NoteMark(min(max(n.offset - lead, 0), len(stripped)), n.n, n.mark)
                      for n in notes]


def _place(reading: Reading, laws, m: re.Match[str], lang: str, text: Text) -> None:
    num, part, line = m["law"], m["part"], text.line
    if num not in laws:
        law = new_law(num, lang, line)
        law.text[lang] = Text("", line=line)
        laws[num] = (law, {})
    law, pieces = laws[num]
    if part.startswith("note/"):
        footnote(law, part[len("note/"):], lang, text.value, line)
        return
    path = [(kind, m[kind]) for kind in KINDS if m[kind]]
    if not path:
        if part == "title":
            law.title[lang] = text.value
        elif part == "heading":
            law.heading[lang] = text.value
        else:
            law.text[lang] = text
        return
    if part == "title":
        raise BridgelawsError(f"a title belongs to a law, not to {m.group(0)}",
                              file=reading.source.file, line=line)
    cite = num
    for kind, n in path:  # a clause without words of its own is made for its children
        cite += f"({n})" if kind == "item" else n
        if cite not in pieces:
            pieces[cite] = Piece(kind, n, LABELS[kind].format(n), line, text=Text("", line=line))
    piece = pieces[cite]
    if part == "heading":
        piece.heading = text.value
    else:
        piece.text = text
