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
TAGS = ("corpus sources source origin edition matter p division label heading law clause "
        "title text note mark citedBy noteRef ref").split()
Q = {tag: f"{{{NS}}}{tag}" for tag in TAGS}  # qualified names, made once


def langs(d: dict) -> list[str]:
    """Languages in a stable order: English first, then Russian, then Greek, then others."""
    known = [lang for lang in LANG_ORDER if lang in d]
    return known if len(known) == len(d) else known + sorted(set(d) - set(LANG_ORDER))


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

    def refs_at(self, *key: str) -> list:
        return self.at.get(key, []) if self.at else []


def corpus_xml(corpus: Corpus, refs: Iterable[Any] = (),
               predicate: Callable[[str, str], str | None] | None = None) -> bytes:
    from lxml import etree

    writer = _Writer(etree.SubElement, RefIndex(refs), predicate)
    root = etree.Element(Q["corpus"], nsmap={None: NS})
    sources = writer.sub(root, "sources")
    for src in corpus.sources:
        el = writer.make(sources, Q["source"], file=src.file, reader=src.reader,
                         editions=" ".join(src.editions), languages=" ".join(src.languages),
                         sha256=src.sha256)
        if src.laws:
            el.set("laws", " ".join(src.laws))
        if src.redrafts:
            el.set("redrafts", src.redrafts)
        writer.sub(el, "origin").text = src.origin
    for edition in corpus.editions.values():
        writer.edition(root, edition)
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True)


class _Writer:
    """One corpus written: lxml's SubElement, the references and the predicate names at hand.

    Elements whose attributes are never empty are made directly; `sub` leaves out empty
    attributes. This is the hot path of writing (about 115k elements at 100x the seeds).
    """

    def __init__(self, make, index: RefIndex, predicate):
        self.make = make
        self.index = index
        self.predicate = predicate

    def sub(self, parent, tag: str, **attrs: str):
        return self.make(parent, Q[tag], {k: v for k, v in attrs.items() if v})

    def edition(self, root, edition: Edition) -> None:
        el = self.sub(root, "edition", id=edition.id, redrafts=edition.redrafts)
        for matter in (m for m in edition.matter if m.role == "preface"):
            self.matter(el, matter, edition.id)
        placed: dict[str, Any] = {}
        for div in edition.divisions:
            placed[div.eid] = self.division(placed.get(div.parent, el), div)
        for law in edition.laws.values():
            self.law(placed.get(law.division, el), law, edition.id)
        for matter in (m for m in edition.matter if m.role != "preface"):
            self.matter(el, matter, edition.id)

    def division(self, parent, div: Division):
        el = self.sub(parent, "division", kind=div.kind, num=div.num, eId=div.eid)
        for lang in langs(div.labels):
            self.sub(el, "label", lang=lang).text = div.labels[lang]
        for lang in langs(div.heading):
            self.sub(el, "heading", lang=lang, line=str(div.lines.get(lang, ""))).text = (
                div.heading[lang])
        return el

    def matter(self, parent, matter, edition: str) -> None:
        el = self.sub(parent, "matter", role=matter.role, eId=matter.eid, source=matter.source)
        for i, (line, text) in enumerate(matter.paragraphs):
            pel = self.sub(el, "p", lang=matter.lang, line=str(line))
            self.fill(pel, text, [],
                      self.index.refs_at(edition, matter.eid, "matter", str(i), matter.lang))

    def law(self, parent, law: Law, edition: str) -> None:
        el = self.clause(parent, law, edition, tag="law", source=law.source)
        for note in law.footnotes:
            nel = self.sub(el, "note", n=note.n, eId=note.eid, anchor=note.anchor)
            for lang in langs(note.marks):
                self.sub(nel, "mark", lang=lang).text = note.marks[lang]
            for lang in langs(note.labels):
                self.sub(nel, "label", lang=lang).text = note.labels[lang]
            for lang in langs(note.text):
                tel = self.sub(nel, "text", lang=lang, line=str(note.lines.get(lang, "")))
                self.fill(tel, note.text[lang], [],
                          self.index.refs_at(edition, law.eid, "footnote", note.n, lang))

    def clause(self, parent, clause: Clause, edition: str, tag: str = "clause", **extra: str):
        make, refs_at = self.make, self.index.refs_at
        name = self.predicate(edition, clause.cite) if self.predicate else None
        el = self.sub(parent, tag, kind=clause.kind if tag == "clause" else "", num=clause.num,
                      cite=clause.cite, eId=clause.eid,
                      inferred="true" if clause.inferred else "", predicate=name or "", **extra)
        for lang in langs(clause.labels):
            make(el, Q["label"], lang=lang).text = clause.labels[lang]
        if isinstance(clause, Law):
            for lang in langs(clause.title):
                tel = self.sub(el, "title", lang=lang,
                               source="manifest" if lang in clause.title_supplied else "")
                self.fill(tel, clause.title[lang], [],
                          refs_at(edition, clause.eid, "title", "", lang))
        for lang in langs(clause.heading):
            self.fill(make(el, Q["heading"], lang=lang), clause.heading[lang], [],
                      refs_at(edition, clause.eid, "heading", "", lang))
        for lang in langs(clause.text):
            text: Text = clause.text[lang]
            tel = make(el, Q["text"], lang=lang, line=str(clause.lines.get(lang, text.line)))
            self.fill(tel, text.value, text.notes, refs_at(edition, clause.eid, "text", "", lang))
        for ref in self.index.citing.get((edition, clause.eid), []):
            self.sub(el, "citedBy", edition=ref.edition, cite=ref.source_cite,
                     eId=ref.source_eid, lang=ref.lang)
        for child in clause.children:
            self.clause(el, child, edition)
        return el

    def fill(self, el, value: str, notes: list[NoteMark], refs: list) -> None:
        """Mixed content: the text with `<noteRef>` at marker offsets and `<ref>` over spans."""
        if not notes and not refs:
            if value:
                el.text = value
            return
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
                last = self.sub(target, "noteRef", n=item.n, mark=item.mark)
                continue
            ref = self.sub(target, "ref", href=item.href, target=item.target, status=item.status)
            inner_notes = [m for m in notes if item.start <= m.offset < item.end]
            ref.text = value[item.start:item.end] if not inner_notes else None
            if inner_notes:
                self.fill(ref, value[item.start:item.end], [
                    NoteMark(m.offset - item.start, m.n, m.mark) for m in inner_notes], [])
            last, cursor = ref, item.end
        put(value[cursor:])
