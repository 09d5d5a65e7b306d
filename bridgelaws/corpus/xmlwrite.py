"""The corpus as one XML document (lxml), Akoma Ntoso style: every citable element has an
`eId` and its canonical `cite`; texts are mixed content with `<noteRef>` where a footnote
marker stood and `<ref>` around each cross-reference found by xref.

Deterministic: element and attribute order come from the model, never from a dict of
unordered origin or the clock, so the same sources give byte-identical output.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from bridgelaws.corpus.model import Clause, Corpus, Division, Edition, Law, NoteMark, Text

NS = "urn:bridgelaws:corpus:1"
LANG_ORDER = ("en", "ru", "el")


def langs(d: dict) -> list[str]:
    """Languages in a stable order: English first, then Russian, then Greek."""
    return sorted(d, key=lambda lang: (LANG_ORDER.index(lang) if lang in LANG_ORDER else 9, lang))


class RefIndex:
    """Cross-references grouped by where they stand, and backlinks by what they cite."""

    def __init__(self, refs: Iterable[Any] = ()):
        self.at: dict[tuple, list] = {}
        self.citing: dict[tuple[str, str], list] = {}
        for ref in refs:
            key = (ref.edition, ref.source_eid, ref.where, ref.n, ref.lang)
            self.at.setdefault(key, []).append(ref)
            if ref.target_eid:
                self.citing.setdefault((ref.target_edition, ref.target_eid), []).append(ref)


def corpus_xml(corpus: Corpus, refs: Iterable[Any] = (),
               predicate: Callable[[str, str], str | None] | None = None) -> bytes:
    from lxml import etree

    index = RefIndex(refs)
    root = etree.Element(f"{{{NS}}}corpus", nsmap={None: NS})
    sources = etree.SubElement(root, f"{{{NS}}}sources")
    for src in corpus.sources:
        el = etree.SubElement(sources, f"{{{NS}}}source", file=src.file, reader=src.reader,
                              editions=" ".join(src.editions), languages=" ".join(src.languages),
                              sha256=src.sha256)
        if src.laws:
            el.set("laws", " ".join(src.laws))
        if src.redrafts:
            el.set("redrafts", src.redrafts)
        etree.SubElement(el, f"{{{NS}}}origin").text = src.origin
    for edition in corpus.editions.values():
        _edition(etree, root, edition, index, predicate)
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True)


def _sub(etree, parent, tag: str, **attrs: str):
    el = etree.SubElement(parent, f"{{{NS}}}{tag}")
    for key, value in attrs.items():
        if value:
            el.set(key, value)
    return el


def _edition(etree, root, edition: Edition, index: RefIndex, predicate) -> None:
    el = _sub(etree, root, "edition", id=edition.id, redrafts=edition.redrafts)
    for matter in (m for m in edition.matter if m.role == "preface"):
        _matter(etree, el, matter, edition.id, index)
    placed: dict[str, Any] = {}
    for div in edition.divisions:
        parent = placed.get(div.parent, el)
        placed[div.eid] = _division(etree, parent, div)
    for law in edition.laws.values():
        _law(etree, placed.get(law.division, el), law, edition.id, index, predicate)
    for matter in (m for m in edition.matter if m.role != "preface"):
        _matter(etree, el, matter, edition.id, index)


def _division(etree, parent, div: Division):
    el = _sub(etree, parent, "division", kind=div.kind, num=div.num, eId=div.eid)
    for lang in langs(div.labels):
        _sub(etree, el, "label", lang=lang).text = div.labels[lang]
    for lang in langs(div.heading):
        _sub(etree, el, "heading", lang=lang, line=str(div.lines.get(lang, ""))).text = (
            div.heading[lang])
    return el


def _matter(etree, parent, matter, edition: str, index: RefIndex) -> None:
    el = _sub(etree, parent, "matter", role=matter.role, eId=matter.eid, source=matter.source)
    for i, (line, text) in enumerate(matter.paragraphs):
        pel = _sub(etree, el, "p", lang=matter.lang, line=str(line))
        _fill(etree, pel, text, [], index.at.get(
            (edition, matter.eid, "matter", str(i), matter.lang), []))


def _law(etree, parent, law: Law, edition: str, index: RefIndex, predicate) -> None:
    el = _clause(etree, parent, law, edition, index, predicate, tag="law", source=law.source)
    for note in law.footnotes:
        nel = _sub(etree, el, "note", n=note.n, eId=note.eid, anchor=note.anchor)
        for lang in langs(note.marks):
            _sub(etree, nel, "mark", lang=lang).text = note.marks[lang]
        for lang in langs(note.labels):
            _sub(etree, nel, "label", lang=lang).text = note.labels[lang]
        for lang in langs(note.text):
            tel = _sub(etree, nel, "text", lang=lang, line=str(note.lines.get(lang, "")))
            _fill(etree, tel, note.text[lang], [], index.at.get(
                (edition, law.eid, "footnote", note.n, lang), []))


def _clause(etree, parent, clause: Clause, edition: str, index: RefIndex, predicate,
            tag: str = "clause", **extra: str):
    name = predicate(edition, clause.cite) if predicate else None
    el = _sub(etree, parent, tag, kind=clause.kind if tag == "clause" else "", num=clause.num,
              cite=clause.cite, eId=clause.eid, inferred="true" if clause.inferred else "",
              predicate=name or "", **extra)
    for lang in langs(clause.labels):
        _sub(etree, el, "label", lang=lang).text = clause.labels[lang]
    if isinstance(clause, Law):
        for lang in langs(clause.title):
            tel = _sub(etree, el, "title", lang=lang,
                       source="manifest" if lang in clause.title_supplied else "")
            _fill(etree, tel, clause.title[lang], [],
                  index.at.get((edition, clause.eid, "title", "", lang), []))
    for lang in langs(clause.heading):
        hel = _sub(etree, el, "heading", lang=lang)
        _fill(etree, hel, clause.heading[lang], [],
              index.at.get((edition, clause.eid, "heading", "", lang), []))
    for lang in langs(clause.text):
        text: Text = clause.text[lang]
        tel = _sub(etree, el, "text", lang=lang, line=str(clause.lines.get(lang, text.line)))
        _fill(etree, tel, text.value, text.notes,
              index.at.get((edition, clause.eid, "text", "", lang), []))
    for ref in index.citing.get((edition, clause.eid), []):
        _sub(etree, el, "citedBy", edition=ref.edition, cite=ref.source_cite,
             eId=ref.source_eid, lang=ref.lang)
    for child in clause.children:
        _clause(etree, el, child, edition, index, predicate)
    return el


def _fill(etree, el, value: str, notes: list[NoteMark], refs: list) -> None:
    """Mixed content: the text with `<noteRef>` at marker offsets and `<ref>` over spans."""
    events = sorted([(m.offset, 1, "note", m) for m in notes]
                    + [(r.start, 0, "ref", r) for r in refs], key=lambda e: (e[0], e[1]))
    cursor, target = 0, el
    last = None  # the element whose tail takes the next run of text

    def put(text: str) -> None:
        nonlocal last
        if not text:
            return
        if last is None:
            target.text = (target.text or "") + text
        else:
            last.tail = (last.tail or "") + text

    for offset, _, kind, item in events:
        if offset < cursor:
            continue  # overlapping spans: the first one wins
        put(value[cursor:offset])
        cursor = offset
        if kind == "note":
            last = _sub(etree, target, "noteRef", n=item.n, mark=item.mark)
            continue
        ref = _sub(etree, target, "ref", href=item.href, target=item.target, status=item.status)
        inner_notes = [m for m in notes if item.start <= m.offset < item.end]
        ref.text = value[item.start:item.end] if not inner_notes else None
        if inner_notes:
            _fill(etree, ref, value[item.start:item.end], [
                NoteMark(m.offset - item.start, m.n, m.mark) for m in inner_notes], [])
        last, cursor = ref, item.end
    put(value[cursor:])
