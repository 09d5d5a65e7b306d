"""The corpus as one XML document (lxml), Akoma Ntoso style: every citable element has an
`eId` and its canonical `cite`; texts are mixed content with `<noteRef>` where a footnote
marker stood and `<ref>` around each cross-reference found by xref.

Akoma Ntoso's names where they fit: a lettered section is `<section>`, a numbered clause
`<paragraph>`, an item or sub-item `<point>`; the label as written is `<num>`; a clause's
words are its `<content>`, or its `<intro>` where sub-clauses follow. One file holds several
editions, so each edition is a component with its own eId scope (`ed_2017`) and every eId
inside it starts with that scope (`ed_2017__law_64__sec_B__para_7`), unique in the file as
the Akoma Ntoso Naming Convention 1.0 (OASIS, 2019, chapter 5) asks of an eId; the model's
in-edition eId (`law_64__sec_B__para_7`) is the part after the scope. Laws stand in the
order of their sources.

Deterministic: element and attribute order come from the model, never from a dict of
unordered origin or the clock, so the same sources give byte-identical output.

Fast: the document is written as compact markup and lxml's parser makes the tree in one
call, several times faster than making it element by element through lxml's API (setting
attributes costs most); lxml then serializes it, pretty-printed. Values are escaped by
XML's rules, so the parsed tree holds exactly the model's strings.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cache
from typing import Any

from bridgelaws.corpus.model import Clause, Corpus, Division, Edition, Law, NoteMark, Text

NS = "urn:bridgelaws:corpus:2"
TAGS = {"section": "section", "subsection": "paragraph", "item": "point", "subitem": "point"}
LANG_ORDER = ("en", "ru", "el")
# Marks an element whose text is "" (an empty text node, which markup cannot say).
EMPTY = "_empty_text"
TEXT_SPECIAL = re.compile(r"[&<>\r]")
ATTR_SPECIAL = re.compile(r'[&<>"\t\n\r]')


def langs(d: dict) -> tuple[str, ...]:
    """Languages in a stable order: English first, then Russian, then Greek, then others."""
    keys = tuple(d)
    order = _ORDERS.get(keys)
    if order is None:
        known = [lang for lang in LANG_ORDER if lang in d]
        order = _ORDERS[keys] = tuple(known + sorted(set(d) - set(LANG_ORDER)))
    return order


_ORDERS: dict[tuple[str, ...], tuple[str, ...]] = {}  # the few key orders a corpus has


def edition_scope(edition_id: str) -> str:
    """The eId scope of an edition in the corpus file: `ed_2017`, `ed_proposal-2012`."""
    return f"ed_{edition_id}"


def escape_text(value: str) -> str:
    """Text content as markup; a carriage return as a reference, which a parser keeps."""
    if not TEXT_SPECIAL.search(value):
        return value
    return (value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace("\r", "&#13;"))


def escape_attr(value: str) -> str:
    """An attribute value as markup; tab and line ends as references, which a parser keeps."""
    if not ATTR_SPECIAL.search(value):
        return value
    return (value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("\t", "&#9;").replace("\n", "&#10;")
            .replace("\r", "&#13;"))


def attr(name: str, value: str) -> str:
    """` name="value"`, or "" for an empty value (an absent attribute)."""
    return f' {name}="{escape_attr(value)}"' if value else ""


@cache
def common_attr(name: str, value: str) -> str:
    """`attr` for the few values that recur thousands of times (languages, kinds)."""
    return attr(name, value)


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

    parser = etree.XMLParser(huge_tree=True)
    writer = _Writer(RefIndex(refs), predicate, parser.feed)
    out = writer.out
    out.append(f'<corpus xmlns="{NS}"><sources>')
    for src in corpus.sources:
        # The first five are written even when empty.
        always = (("file", src.file), ("reader", src.reader), ("editions", " ".join(src.editions)),
                  ("languages", " ".join(src.languages)), ("sha256", src.sha256))
        out.append("<source" + "".join(f' {name}="{escape_attr(value)}"' for name, value in always)
                   + attr("laws", " ".join(src.laws)) + attr("redrafts", src.redrafts) + ">")
        writer.leaf("origin", "", src.origin)
        out.append("</source>")
    out.append("</sources>")
    order = {src.file: i for i, src in enumerate(corpus.sources)}
    for edition in corpus.editions.values():
        writer.edition(edition, order)
    out.append("</corpus>")
    writer.flush()
    root = parser.close()
    if writer.empty:
        for el in root.iterfind(f".//*[@{EMPTY}]"):
            del el.attrib[EMPTY]
            el.text = ""
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True)


class _Writer:
    """One corpus written as markup, with the references and predicate names at hand."""

    def __init__(self, index: RefIndex, predicate, feed: Callable[[bytes], None]):
        self.out: list[str] = []  # markup not yet fed to the parser
        self.feed = feed
        self.index = index
        self.predicate = predicate
        self.empty = False  # some element's text is ""
        self.scope = ""  # the edition's eId scope, "ed_2017__"

    def flush(self) -> None:
        """Hand the markup so far to the parser, so that it is never all held at once."""
        self.feed("".join(self.out).encode("utf-8"))
        self.out.clear()

    def leaf(self, tag: str, attrs: str, text: str) -> None:
        """An element with plain text, set even when empty (as lxml's `el.text = ""` was)."""
        if text:
            self.out.append(f"<{tag}{attrs}>{escape_text(text)}</{tag}>")
        else:
            self.empty = True
            self.out.append(f'<{tag}{attrs} {EMPTY}=""/>')

    def edition(self, edition: Edition, order: dict[str, int]) -> None:
        scope = edition_scope(edition.id)
        self.scope = scope + "__"
        self.out.append(f"<edition{attr('id', edition.id)}{attr('eId', scope)}"
                        f"{attr('redrafts', edition.redrafts)}>")
        for matter in (m for m in edition.matter if m.role == "preface"):
            self.matter(matter, edition.id)
        # A division goes inside the division its parent names if that one came before it,
        # else in the edition; a law inside its division. Each holder's contents stand in the
        # order of the first law they hold in the sources (a division never reorders laws).
        placed: dict[str, Division] = {}
        items_in: dict[int, list] = {}  # by id() of the parent division, 0: edition
        parent_of: dict[int, int] = {}
        for div in edition.divisions:
            parent = id(placed[div.parent]) if div.parent in placed else 0
            items_in.setdefault(parent, []).append(div)
            parent_of[id(div)] = parent
            placed[div.eid] = div
        first: dict[int, tuple] = {}
        for law in edition.laws.values():
            parent = id(placed[law.division]) if law.division in placed else 0
            items_in.setdefault(parent, []).append(law)
            key = (order.get(law.source, len(order)), min(law.lines.values(), default=0))
            first[id(law)] = key
            while parent:
                first[parent] = min(first.get(parent, key), key)
                parent = parent_of[parent]
        for items in items_in.values():
            items.sort(key=lambda item: first.get(id(item), (len(order) + 1, 0)))
        self.contents(0, items_in, edition.id)
        for matter in (m for m in edition.matter if m.role != "preface"):
            self.matter(matter, edition.id)
        self.out.append("</edition>")

    def contents(self, parent: int, items_in: dict, edition: str) -> None:
        for item in items_in.get(parent, []):
            if isinstance(item, Law):
                self.law(item, edition)
            else:
                self.division(item, items_in, edition)

    def division(self, div: Division, items_in: dict, edition: str) -> None:
        self.out.append(f"<division{attr('kind', div.kind)}{attr('num', div.num)}"
                        f"{attr('eId', self.scope + div.eid)}>")
        for lang in langs(div.labels):
            self.leaf("num", attr("lang", lang), div.labels[lang])
        for lang in langs(div.heading):
            self.leaf("heading", attr("lang", lang) + attr("line", str(div.lines.get(lang, ""))),
                      div.heading[lang])
        self.contents(id(div), items_in, edition)
        self.out.append("</division>")

    def matter(self, matter, edition: str) -> None:
        self.out.append(f"<matter{attr('role', matter.role)}{attr('eId', self.scope + matter.eid)}"
                        f"{attr('source', matter.source)}>")
        for i, (line, text) in enumerate(matter.paragraphs):
            self.mixed("p", attr("lang", matter.lang) + attr("line", str(line)), text, [],
                       self.index.refs_at(edition, matter.eid, "matter", str(i), matter.lang))
        self.out.append("</matter>")

    def law(self, law: Law, edition: str) -> None:
        self.clause(law, edition, tag="law", close=False)
        for note in law.footnotes:
            self.out.append(f"<note{attr('n', note.n)}{attr('eId', self.scope + note.eid)}"
                            f"{attr('anchor', note.anchor)}>")
            for lang in langs(note.marks):
                self.leaf("mark", attr("lang", lang), note.marks[lang])
            for lang in langs(note.labels):
                self.leaf("label", attr("lang", lang), note.labels[lang])
            for lang in langs(note.text):
                self.mixed("text", attr("lang", lang) + attr("line", str(note.lines.get(lang, ""))),
                           note.text[lang], [],
                           self.index.refs_at(edition, law.eid, "footnote", note.n, lang))
            self.out.append("</note>")
        self.out.append("</law>")
        if len(self.out) > 4096:
            self.flush()

    def clause(self, clause: Clause, edition: str, tag: str = "", close: bool = True):
        out, refs_at, eid = self.out, self.index.refs_at, clause.eid
        tag = tag or TAGS[clause.kind]
        name = self.predicate(edition, clause.cite) if self.predicate else None
        is_law = isinstance(clause, Law)
        out.append(f"<{tag}{common_attr('kind', clause.kind if tag != 'law' else '')}"
                   f"{attr('num', clause.num)}{attr('cite', clause.cite)}"
                   f"{attr('eId', self.scope + eid)}"
                   f"{common_attr('inferred', 'true' if clause.inferred else '')}"
                   f"{attr('predicate', name or '')}"
                   f"{common_attr('source', clause.source) if tag == 'law' else ''}>")
        if clause.labels:
            for lang in langs(clause.labels):
                self.leaf("num", common_attr("lang", lang), clause.labels[lang])
        if is_law and clause.title:
            for lang in langs(clause.title):
                source = "manifest" if lang in clause.title_supplied else ""
                self.mixed("title", common_attr("lang", lang) + common_attr("source", source),
                           clause.title[lang], [], refs_at(edition, eid, "title", "", lang))
        if clause.heading:
            for lang in langs(clause.heading):
                self.mixed("heading", common_attr("lang", lang), clause.heading[lang], [],
                           refs_at(edition, eid, "heading", "", lang))
        words = "intro" if clause.children else "content"
        for lang in langs(clause.text):
            text: Text = clause.text[lang]
            line = str(clause.lines.get(lang, text.line))
            self.mixed(words, common_attr("lang", lang) + attr("line", line), text.value,
                       text.notes, refs_at(edition, eid, "text", "", lang))
        for ref in self.index.citing.get((edition, eid), []):
            out.append(f"<citedBy{attr('edition', ref.edition)}{attr('cite', ref.source_cite)}"
                       f"{attr('eId', edition_scope(ref.edition) + '__' + ref.source_eid)}"
                       f"{attr('lang', ref.lang)}/>")
        for child in clause.children:
            self.clause(child, edition)
        if close:
            out.append(f"</{tag}>")

    def mixed(self, tag: str, attrs: str, value: str, notes: list[NoteMark], refs: list) -> None:
        """An element of mixed content: the text with `<noteRef>` at marker offsets and
        `<ref>` over spans."""
        if not notes and not refs:
            self.out.append(f"<{tag}{attrs}>{escape_text(value)}</{tag}>")
            return
        self.out.append(f"<{tag}{attrs}>")
        self.content(value, notes, refs)
        self.out.append(f"</{tag}>")

    def content(self, value: str, notes: list[NoteMark], refs: list) -> None:
        out = self.out
        events = sorted([(m.offset, 1, "note", m) for m in notes]
                        + [(r.start, 0, "ref", r) for r in refs], key=lambda e: (e[0], e[1]))
        cursor = 0
        for offset, _, kind, item in events:
            if offset < cursor:
                continue  # overlapping spans: the first one wins
            out.append(escape_text(value[cursor:offset]))
            cursor = offset
            if kind == "note":
                out.append(f"<noteRef{attr('n', item.n)}{attr('mark', item.mark)}/>")
                continue
            attrs = attr("href", item.href) + attr("target", item.target) + attr(
                "status", item.status)
            inner_notes = [m for m in notes if item.start <= m.offset < item.end]
            if inner_notes:
                out.append(f"<ref{attrs}>")
                self.content(value[item.start:item.end], [
                    NoteMark(m.offset - item.start, m.n, m.mark) for m in inner_notes], [])
                out.append("</ref>")
            else:
                self.leaf("ref", attrs, value[item.start:item.end])
            cursor = item.end
        out.append(escape_text(value[cursor:]))
