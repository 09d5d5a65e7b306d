"""A translation finished in a CAT tool: XLIFF 1.2 or 2.0, as `bridgelaws export xliff`
writes it.

Each `<trans-unit>` id (2.0: each `<unit>` name) is `CITE/PART`: `62/title`,
`64A/heading`, `64C2(a)/text` (or `64C2(a)/text/1`, `/2`... sentence by sentence, joined
with a space), `64/note/*` (a footnote, by its key). `<source>` is the
text in the file's source language, `<target>` in its target language; both become the
clause's text in that language, so the clause tree is rebuilt from the citations alone
(a clause without words, like a section holding only sub-clauses, from its children's).
Footnote markers are `<x/>` codes (XLIFF 1.2, Inline Elements): `equiv-text` the marker as
written, `xid` the footnote's unit (2.0: `<ph>`, `equiv` or its `originalData`,
`subFlows`); a target's code written without them takes its source twin's (same `id`).
A 2.0 unit's segments are read in order. A unit with no target is a clause without its
translation: a warning naming the line.
"""

from __future__ import annotations

import re

from bridgelaws.corpus.model import Law, NoteMark, Text
from bridgelaws.corpus.readers.base import Reading
from bridgelaws.corpus.tree import Piece, footnote, new_law
from bridgelaws.errors import BridgelawsError

NS = "urn:oasis:names:tc:xliff:document:1.2"
NS2 = "urn:oasis:names:tc:xliff:document:2.0"
UNIT_ID = re.compile(
    r"(?P<law>\d+)(?P<section>[A-Z])?(?P<subsection>\d+)?(?:\((?P<item>[a-z]{1,2})\))?"
    r"/(?:(?P<part>title|heading|note/\S+)|text(?:/(?P<sentence>\d+))?)"
)
# Standalone codes, our footnote markers; paired codes (a CAT tool's formatting) hold
# native markup, not words: their content is left out, the words after them kept. By
# local name, the same in 1.2 and 2.0 (2.0's <pc> and <mrk> hold words, as 1.2's <g>).
CODES = {"x", "ph"}
PAIRED = {"bx", "ex", "bpt", "ept", "it", "sc", "ec"}
KINDS = ("section", "subsection", "item")
LABELS = {"section": "{}.", "subsection": "{}.", "item": "({})"}


def q(tag: str) -> str:
    return f"{{{NS}}}{tag}"


def _language(tag: str | None) -> str | None:
    """A locale's language (`en-GB` is `en`), as the manifest names languages."""
    return tag.split("-")[0].lower() if tag else tag


def read(reading: Reading, text: str) -> None:
    from lxml import etree

    source = reading.source
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    try:
        root = etree.fromstring(text.encode("utf-8"), parser)
    except etree.XMLSyntaxError as err:
        raise BridgelawsError(f"not well-formed XML: {err.msg}", file=source.file,
                              line=err.lineno) from None
    laws: dict[str, dict[str, tuple[Law, dict[str, Piece]]]] = {}
    if root.tag == f"{{{NS2}}}xliff" and root.get("version", "").startswith("2."):
        _read_2(reading, root, laws)
    elif root.tag != q("xliff") or root.get("version") != "1.2":
        raise BridgelawsError("not XLIFF 1.2 or 2.0 (<xliff version=...> in its namespace)",
                              file=source.file, line=root.sourceline)
    for file in root.iter(q("file")):
        langs = (_language(file.get("source-language")), _language(file.get("target-language")))
        if sorted(map(str, langs)) != sorted(source.languages):
            raise BridgelawsError(f"languages {'/'.join(map(str, langs))} are not the "
                                  f"manifest's {'/'.join(source.languages)}",
                                  file=source.file, line=file.sourceline)
        for unit in file.iter(q("trans-unit")):
            _unit(reading, unit, langs, laws)
    for lang in source.languages:
        for law, pieces in laws.get(lang, {}).values():
            reading.add_law(law, lang, list(pieces.values()))
        reading.note_orphan_marks(lang)


def _read_2(reading: Reading, root, laws) -> None:
    """XLIFF 2.0: languages on the root; each unit's segments (and the ignorable space
    between them) joined in order into one source and one target."""
    from lxml import etree

    langs = (_language(root.get("srcLang")), _language(root.get("trgLang")))
    if sorted(map(str, langs)) != sorted(reading.source.languages):
        raise BridgelawsError(f"languages {'/'.join(map(str, langs))} are not the "
                              f"manifest's {'/'.join(reading.source.languages)}",
                              file=reading.source.file, line=root.sourceline)
    units = list(root.iter(f"{{{NS2}}}unit"))
    names = {unit.get("id", ""): unit.get("name") or unit.get("id", "") for unit in units}
    for unit in units:
        data = {d.get("id"): d.text or "" for d in unit.iter(f"{{{NS2}}}data")}
        joined = []
        for tag in ("source", "target"):
            element = etree.Element(tag)
            element.text = ""
            for part in unit:
                if part.tag not in (f"{{{NS2}}}segment", f"{{{NS2}}}ignorable"):
                    continue
                found = part.find(f"{{{NS2}}}{tag}")
                if found is None:
                    continue
                element.sourceline = element.sourceline or found.sourceline
                element.append(_copy(found))
            joined.append(element if len(element) else None)
        _unit(reading, unit, langs, laws, names[unit.get("id", "")], joined[0], joined[1],
              names, data)


def _copy(element):
    """A <source>/<target> of a segment as a <pc>-like wrapper: its words and codes kept."""
    import copy

    wrapper = copy.deepcopy(element)
    wrapper.tail = ""
    return wrapper


def _unit(reading: Reading, unit, langs: tuple[str, str], laws, unit_id: str | None = None,
          src_element=None, tgt_element=None, names=None, data=None) -> None:
    file = reading.source.file
    if unit_id is None:  # XLIFF 1.2
        unit_id = unit.get("id", "")
        src_element, tgt_element = unit.find(q("source")), unit.find(q("target"))
    m = UNIT_ID.fullmatch(unit_id)
    if not m:
        raise BridgelawsError(f"unit id {unit_id!r} is not CITE/PART (62B1/text, "
                              "62/title, 64/note/*)", file=file, line=unit.sourceline)
    twins: dict[str, NoteMark] = {}
    for lang, element in ((langs[0], src_element), (langs[1], tgt_element)):
        if element is None or not "".join(element.itertext()).strip() and not len(element):
            if lang == langs[1]:
                reading.warn(unit.sourceline, f"{unit_id}: no {lang} translation")
            continue
        value, notes = _content(element, twins, reading.warn, names or {}, data or {})
        line = element.sourceline or unit.sourceline
        _place(reading, laws.setdefault(lang, {}), m, lang, Text(value, notes, line))


def _content(element, twins: dict[str, NoteMark], warn, names: dict[str, str],
             data: dict[str, str]) -> tuple[str, list[NoteMark]]:
    """The words of a <source> or <target> and its markers; other inline markup (a CAT
    tool's <g> or <mrk>) gives up its words, so no character is lost. A code that says
    nothing of its marker, and has no twin in the source, is left out with a warning."""
    words: list[str] = []
    notes: list[NoteMark] = []
    length = 0

    def walk(node) -> None:
        nonlocal length
        if node.text:
            words.append(node.text)
            length += len(node.text)
        for child in node:
            name = child.tag.rsplit("}", 1)[-1] if isinstance(child.tag, str) else ""
            if name in PAIRED or not name:
                pass  # formatting, a comment or a processing instruction: no words
            elif name in CODES:
                twin = twins.get(child.get("id", ""))
                mark = (child.get("equiv-text") or child.get("equiv") or (child.text or "")
                        or data.get(child.get("dataRef", ""), "") or (twin.mark if twin else ""))
                ref = child.get("xid") or child.get("subFlows") or ""
                ref = names.get(ref, ref)
                n = ref.rsplit("/", 1)[-1] if "/note/" in ref else (twin.n if twin else mark)
                if mark:
                    note = NoteMark(length, n, mark)
                    notes.append(note)
                    twins.setdefault(child.get("id", ""), note)
                else:
                    warn(child.sourceline, f"code <{name} id="
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
    num, part, line = m["law"], m["part"] or "text", text.line
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
            _keep_notes(law.title_notes, lang, text)
        elif part == "heading":
            law.heading[lang] = text.value
            _keep_notes(law.heading_notes, lang, text)
        else:
            law.text[lang] = _joined(law.text.get(lang), text, m["sentence"])
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
        piece.heading_notes = text.notes
    else:
        piece.text = _joined(piece.text, text, m["sentence"])


def _keep_notes(notes: dict[str, list[NoteMark]], lang: str, text: Text) -> None:
    """A title's or heading's markers, kept as a clause's text keeps its own."""
    if text.notes:
        notes[lang] = text.notes


def _joined(before: Text | None, text: Text, sentence: str | None) -> Text:
    """A clause text given sentence by sentence (`62B1/text/2`): each after the one before
    it, one space between, markers moved along."""
    if not sentence or sentence == "1" or before is None or not before.value:
        return text
    shift = len(before.value) + 1
    notes = before.notes + [NoteMark(n.offset + shift, n.n, n.mark) for n in text.notes]
    return Text(f"{before.value} {text.value}", notes, before.line)
