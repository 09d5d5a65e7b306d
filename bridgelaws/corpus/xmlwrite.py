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

Fast: the document is written as text in one pass, already in the form lxml's
pretty-printer (libxml2's xmlNodeDumpOutput) gives a tree: two spaces of indent per level
(at most 30 levels), each child of an element-only element on its own line, an element
holding text written inline with everything inside it, `<x/>` for an element with no
content and `<x></x>` for one whose text is "". No tree is built or parsed, which made up
half of the time; `validate` still parses the result against the schema. Values are
escaped as libxml2 escapes them, so a parser gives back exactly the model's strings.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from bridgelaws.corpus.address import href
from bridgelaws.corpus.model import Clause, Corpus, Division, Edition, Law, NoteMark, Text

NS = "urn:bridgelaws:corpus:2"
TAGS = {"section": "section", "subsection": "paragraph", "item": "point", "subitem": "point"}
LANG_ORDER = ("en", "ru", "el")
ATTR_SPECIAL = re.compile(r'[&<>"\t\n\r]')


def langs(d: dict) -> tuple[str, ...]:
    """Languages in a stable order: English first, then Russian, then Greek, then others."""
    return _ORDERS[tuple(d)]


class _Orders(dict):
    """The order of each of the few key orders a corpus has, made at its first use (a
    lookup, not a call, where the writer asks it for every clause)."""

    def __missing__(self, keys: tuple[str, ...]) -> tuple[str, ...]:
        known = [lang for lang in LANG_ORDER if lang in keys]
        order = self[keys] = tuple(known + sorted(set(keys) - set(LANG_ORDER)))
        return order


_ORDERS = _Orders()


def edition_scope(edition_id: str) -> str:
    """The eId scope of an edition in the corpus file: `ed_2017`, `ed_proposal-2012`."""
    return f"ed_{edition_id}"


INFERRED = ' inferred="true"'
# libxml2 indents by two spaces a level, up to 30 levels (its 60-character indent buffer).
PADS = tuple("  " * min(depth, 30) for depth in range(64))


def escape_text(value: str) -> str:
    """Text content as markup; a carriage return as a reference, which a parser keeps.
    (Four searches for one character each: a text is scanned several times faster so than
    by a pattern's character class, and most texts have nothing to escape.)"""
    if not ("&" in value or "<" in value or ">" in value or "\r" in value):
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


class _Attrs(dict):
    """`attr` of one name by value, made at a value's first use: for the few values that
    recur thousands of times (languages, kinds, sources), where a dictionary's lookup costs
    a fraction of a call."""

    def __init__(self, name: str):
        super().__init__()
        self.name = name

    def __missing__(self, value: str) -> str:
        self[value] = attr(self.name, value)
        return self[value]


LANG_ATTR, KIND_ATTR, SOURCE_ATTR = _Attrs("lang"), _Attrs("kind"), _Attrs("source")


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
    writer = _Writer(RefIndex(refs), predicate)
    out = writer.out
    out.append(f'<?xml version=\'1.0\' encoding=\'UTF-8\'?>\n<corpus xmlns="{NS}">\n'
               "  <sources>\n")
    for src in corpus.sources:
        # The first five are written even when empty.
        always = (("file", src.file), ("reader", src.reader), ("editions", " ".join(src.editions)),
                  ("languages", " ".join(src.languages)), ("sha256", src.sha256))
        out.append("    <source" + "".join(f' {name}="{escape_attr(value)}"'
                                           for name, value in always)
                   + attr("laws", " ".join(src.laws)) + attr("redrafts", src.redrafts) + ">\n")
        writer.leaf(3, "origin", "", src.origin)
        out.append("    </source>\n")
    out.append("  </sources>\n")
    order = {src.file: i for i, src in enumerate(corpus.sources)}
    for edition in corpus.editions.values():
        writer.edition(edition, order)
    out.append("</corpus>\n")
    return "".join(out).encode("utf-8")


def element(tag: str, attrs: str, text: str) -> str:
    """An element holding plain text, inline; `<x></x>` for "" (lxml's `el.text = ""`)."""
    return f"<{tag}{attrs}>{escape_text(text)}</{tag}>"


class _Writer:
    """One corpus written as indented markup, with the references and predicate names at hand.
    Methods take the depth of the element they write (the root is 0)."""

    def __init__(self, index: RefIndex, predicate):
        self.out: list[str] = []
        self.index = index
        self.predicate = predicate
        self.scope = ""  # the edition's eId scope, "ed_2017__"
        self.escaped_scope = ""  # the same as an attribute value

    def open(self, depth: int, start_tag: str) -> int:
        """A start tag on its own line; returns where it stands, for `close`."""
        self.out.append(f"{PADS[depth]}{start_tag}\n")
        return len(self.out) - 1

    def close(self, depth: int, tag: str, at: int) -> None:
        """The end tag of the element opened at `at`; `<x/>` where nothing came in between."""
        out = self.out
        if len(out) == at + 1:
            out[at] = out[at][:-2] + "/>\n"
        else:
            out.append(f"{PADS[depth]}</{tag}>\n")

    def leaf(self, depth: int, tag: str, attrs: str, text: str) -> None:
        """An element with plain text, set even when empty (as lxml's `el.text = ""` was)."""
        self.out.append(f"{PADS[depth]}<{tag}{attrs}>{escape_text(text)}</{tag}>\n")

    def edition(self, edition: Edition, order: dict[str, int]) -> None:
        scope = edition_scope(edition.id)
        self.scope = scope + "__"
        self.escaped_scope = escape_attr(self.scope)
        at = self.open(1, f"<edition{attr('id', edition.id)}{attr('eId', scope)}"
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
        self.contents(2, 0, items_in, edition.id)
        for matter in (m for m in edition.matter if m.role != "preface"):
            self.matter(matter, edition.id)
        self.close(1, "edition", at)

    def contents(self, depth: int, parent: int, items_in: dict, edition: str) -> None:
        for item in items_in.get(parent, []):
            if isinstance(item, Law):
                self.law(depth, item, edition)
            else:
                self.division(depth, item, items_in, edition)

    def division(self, depth: int, div: Division, items_in: dict, edition: str) -> None:
        at = self.open(depth, f"<division{attr('kind', div.kind)}{attr('num', div.num)}"
                              f"{attr('eId', self.scope + div.eid)}>")
        for lang in langs(div.labels):
            self.leaf(depth + 1, "num", LANG_ATTR[lang], div.labels[lang])
        for lang in langs(div.heading):
            self.leaf(depth + 1, "heading",
                      LANG_ATTR[lang] + attr("line", str(div.lines.get(lang, ""))),
                      div.heading[lang])
        self.contents(depth + 1, id(div), items_in, edition)
        self.close(depth, "division", at)

    def matter(self, matter, edition: str) -> None:
        at = self.open(2, f"<matter{attr('role', matter.role)}"
                          f"{attr('eId', self.scope + matter.eid)}{attr('source', matter.source)}>")
        for i, (line, text) in enumerate(matter.paragraphs):
            self.mixed(3, "p", attr("lang", matter.lang) + attr("line", str(line)), text, (),
                       self.index.refs_at(edition, matter.eid, "matter", str(i), matter.lang))
        self.close(2, "matter", at)

    def law(self, depth: int, law: Law, edition: str) -> None:
        at = self.clause(depth, law, edition, tag="law")
        inner = depth + 1
        for note in law.footnotes:
            note_at = self.open(inner, f"<note{attr('n', note.n)}"
                                       f"{attr('eId', self.scope + note.eid)}"
                                       f"{attr('anchor', note.anchor)}>")
            for lang in langs(note.marks):
                self.leaf(inner + 1, "mark", LANG_ATTR[lang], note.marks[lang])
            for lang in langs(note.labels):
                self.leaf(inner + 1, "label", LANG_ATTR[lang], note.labels[lang])
            for lang in langs(note.text):
                self.mixed(inner + 1, "text",
                           LANG_ATTR[lang] + attr("line", str(note.lines.get(lang, ""))),
                           note.text[lang], (),
                           self.index.refs_at(edition, law.eid, "footnote", note.n, lang))
            self.close(inner, "note", note_at)
        self.close(depth, "law", at)

    def clause(self, depth: int, clause: Clause, edition: str, tag: str = "") -> int:
        """A clause and all below it; a law is left open (its notes follow) and its start
        returned."""
        out, eid = self.out, clause.eid
        refs_at = self.index.refs_at if self.index.at else None
        is_law = tag == "law"
        tag = tag or TAGS[clause.kind]
        name = self.predicate(edition, clause.cite) if self.predicate else None
        at = len(out)
        num, cite = clause.num, clause.cite
        if num and cite and not ATTR_SPECIAL.search(num + cite + eid):  # as good as always
            ids = f' num="{num}" cite="{cite}" eId="{self.escaped_scope}{eid}"'
        else:
            ids = f"{attr('num', num)}{attr('cite', cite)}{attr('eId', self.scope + eid)}"
        out.append(f"{PADS[depth]}<{tag}{'' if is_law else KIND_ATTR[clause.kind]}"
                   f"{ids}{INFERRED if clause.inferred else ''}"
                   f"{attr('predicate', name) if name else ''}"
                   f"{SOURCE_ATTR[clause.source] if is_law else ''}>\n")
        inner = depth + 1
        pad = PADS[inner]
        if clause.labels:
            labels = clause.labels
            for lang in _ORDERS[tuple(labels)]:
                out.append(f"{pad}<num{LANG_ATTR[lang]}>"
                           f"{escape_text(labels[lang])}</num>\n")
        if is_law and clause.title:
            for lang in _ORDERS[tuple(clause.title)]:
                source = "manifest" if lang in clause.title_supplied else ""
                self.mixed(inner, "title",
                           LANG_ATTR[lang] + SOURCE_ATTR[source],
                           clause.title[lang], clause.title_notes.get(lang, ()),
                           refs_at(edition, eid, "title", "", lang) if refs_at else ())
        if clause.heading:
            headings, heading_notes = clause.heading, clause.heading_notes
            for lang in _ORDERS[tuple(headings)]:
                value = headings[lang]
                notes = heading_notes.get(lang, ()) if heading_notes else ()
                refs = refs_at(edition, eid, "heading", "", lang) if refs_at else ()
                if notes or refs or not value:
                    self.mixed(inner, "heading", LANG_ATTR[lang], value, notes, refs)
                else:  # the common case, written here without a call
                    out.append(f"{pad}<heading{LANG_ATTR[lang]}>{escape_text(value)}"
                               "</heading>\n")
        words = "intro" if clause.children else "content"
        lines = clause.lines
        texts = clause.text
        for lang in _ORDERS[tuple(texts)]:
            text: Text = texts[lang]
            value = text.value
            line = lines.get(lang, text.line)
            refs = refs_at(edition, eid, "text", "", lang) if refs_at else ()
            if text.notes or refs:
                self.mixed(inner, words, f'{LANG_ATTR[lang]} line="{line}"', value, text.notes,
                           refs)
            elif value:  # the common case, written here without a call, in one string
                out.append(f'{pad}<{words}{LANG_ATTR[lang]} line="{line}">'
                           f"{escape_text(value)}</{words}>\n")
            else:
                out.append(f'{pad}<{words}{LANG_ATTR[lang]} line="{line}"/>\n')
        if self.index.citing:
            for ref in self.index.citing.get((edition, eid), ()):
                out.append(f"{pad}<citedBy{attr('edition', ref.edition)}"
                           f"{attr('cite', ref.source_cite)}"
                           f"{attr('href', href(ref.edition, ref.source_eid))}"
                           f"{attr('lang', ref.lang)}/>\n")
        for child in clause.children:
            self.clause(inner, child, edition)
        if not is_law:
            self.close(depth, tag, at)
        return at

    def mixed(self, depth: int, tag: str, attrs: str, value: str, notes, refs) -> None:
        """An element of mixed content: the text with `<noteRef>` at marker offsets and
        `<ref>` over spans. Inline where it holds text of its own; where it holds only
        elements (a text that is all one reference), each on its own line, as libxml2 does."""
        pad = PADS[depth]
        if not notes and not refs:
            if value:
                self.out.append(f"{pad}<{tag}{attrs}>{escape_text(value)}</{tag}>\n")
            else:
                self.out.append(f"{pad}<{tag}{attrs}/>\n")
            return
        parts = self.content(value, notes, refs)
        if any(not is_element and markup for is_element, markup in parts):
            self.out.append(f"{pad}<{tag}{attrs}>{''.join(m for _, m in parts)}</{tag}>\n")
            return
        inner = PADS[depth + 1]
        self.out.append(f"{pad}<{tag}{attrs}>\n" + "".join(
            f"{inner}{markup}\n" for is_element, markup in parts if is_element)
            + f"{pad}</{tag}>\n")

    def content(self, value: str, notes, refs) -> list[tuple[bool, str]]:
        """The children of a mixed element: (is an element, markup), texts escaped."""
        parts: list[tuple[bool, str]] = []
        events = sorted([(m.offset, 1, "note", m) for m in notes]
                        + [(r.start, 0, "ref", r) for r in refs], key=lambda e: (e[0], e[1]))
        cursor = 0
        for offset, _, kind, item in events:
            if offset < cursor:
                continue  # overlapping spans: the first one wins
            parts.append((False, escape_text(value[cursor:offset])))
            cursor = offset
            if kind == "note":
                parts.append((True, f"<noteRef{attr('n', item.n)}{attr('mark', item.mark)}/>"))
                continue
            attrs = attr("href", item.href) + attr("target", item.target) + attr(
                "status", item.status)
            inner_notes = [m for m in notes if item.start <= m.offset < item.end]
            if inner_notes:
                # A reference's span is never empty, so its markers stand among text: inline.
                inner = self.content(value[item.start:item.end], [
                    NoteMark(m.offset - item.start, m.n, m.mark) for m in inner_notes], [])
                parts.append((True, f"<ref{attrs}>{''.join(m for _, m in inner)}</ref>"))
            else:
                parts.append((True, element("ref", attrs, value[item.start:item.end])))
            cursor = item.end
        parts.append((False, escape_text(value[cursor:])))
        return parts
