"""The site's pages as data: what each template shows, with every text already marked up.

One `Page` per output file. Paths are relative to the site root and every link is
relative too (`root` is "" or "../"), so the site works from file:// and any static host.
Law pages come in a parallel form (all languages side by side, html `lang` the first
language) and, for every other language, a single-language twin, so that Pagefind, which
indexes a page under its html `lang`, indexes each language's words under that language.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from markupsafe import Markup

from bridgelaws.corpus.model import (
    KINDS,
    Clause,
    Corpus,
    Division,
    Edition,
    Law,
    edition_sort_key,
    law_number,
)
from bridgelaws.site.cite import LANG_NAMES, citation, greek_cite, ordered_languages
from bridgelaws.site.markup import Link, RefLike, esc, link_open, markup
from bridgelaws.site.ui import words
from bridgelaws.xref import page_url

SEARCH_LANGS = ("en", "ru", "el")
DEPTH = {kind: depth for depth, kind in enumerate(KINDS)}  # a row's class: depth-N
ROW_END = "\n    </div>"
COL_END = "\n      </div>"
NOT_INDEXED = " data-pagefind-ignore>"  # the end of a column's opening tag in another language


@dataclass(frozen=True)
class Panel:
    """An extra section on a law page from another part (diffs, predicates, glossary);
    `lang` the language of its text where it is not the page's."""

    title: str
    html: Markup
    lang: str = ""


@dataclass(frozen=True)
class Extra:
    """Something another part shows under one clause: a partial template and its data."""

    template: str
    data: object
    lang: str = ""  # the language of its text where it is not the page's


# A provider of panels: (edition, law, root, lang) -> panels, `root` being the page's way
# home, `lang` its language.
PanelHook = Callable[[Edition, Law, str, str], list[Panel]]
# A provider of a clause's extras (the predicate and its worked board): (edition, clause,
# the page's language).
ClauseHook = Callable[[Edition, Clause, str], list[Extra]]


@dataclass(frozen=True)
class Changes:
    """A law as changed since `since`, the edition before it: each changed heading and text
    as a word diff, keyed (clause cite, "heading" | "text", language)."""

    since: str
    marked: dict[tuple[str, str, str], Markup]


# A provider of a law's changes since the edition before: (edition, law) -> Changes or None.
ChangesHook = Callable[[Edition, Law], "Changes | None"]
# Term marks of one string, keyed as `string_key` keys references: (start, end, term id).
TermSpans = dict[tuple[str, str, str, str, str], list[tuple[int, int, str]]]


@dataclass
class Parts:
    """What the other parts add to the law pages: panels, extras under clauses, term marks
    in the texts (with each term's title: its renderings), changes since the edition before.
    (Their own pages come from `bridgelaws.site.parts.side_pages`.)"""

    panels: list[PanelHook] = field(default_factory=list)
    clause_extras: list[ClauseHook] = field(default_factory=list)
    terms: TermSpans = field(default_factory=dict)
    term_titles: dict[str, str] = field(default_factory=dict)
    term_names: dict[str, dict[str, list[str]]] = field(default_factory=dict)  # id -> lang -> names
    changes: ChangesHook | None = None


@dataclass
class Page:
    path: str  # relative to the site root, "/"-separated
    template: str
    context: dict = field(default_factory=dict)

    @property
    def root(self) -> str:
        return "../" * self.path.count("/")


class Cell(NamedTuple):
    """One clause in one language, with its column's HTML (made once, for the parallel page
    and the twin alike)."""

    lang: str
    label: str  # "B.", "7.", "(a)"; "[A]" where inferred
    heading: str  # as HTML, as are `text`, `button` and `changed`
    text: str
    citation: str
    button: str  # the cite button, its word in this language
    present: bool  # False where the language lacks the clause (or the law has no own text)
    changed: str  # heading and text as changed since the edition before; "" if unchanged
    # The column as HTML in two pieces, the page's own language (the one Pagefind indexes)
    # or not put between them: its opening tag but the last ">"; what it holds (label,
    # heading, text, changes, button) and its closing tag.
    opening: str = ""
    body: str = ""


class Row(NamedTuple):
    """One clause across the page's languages."""

    cite: str
    kind: str
    depth: int
    inferred: bool
    cells: list[Cell]
    cited_by: list[Link]
    extras: list[Extra]
    elsewhere: list[Link]  # the same clause in the other editions
    # The row as HTML but its extras and closing tag, in pieces that `runs` joins once for
    # the page: its opening tag; its anchor, notes and links; its cells as the page's columns.
    html: Sequence[str] = ()

    @property
    def shown(self) -> bool:
        """A law's own row only where it has something to show (words, backlinks, extras);
        every clause row, for its anchor."""
        return (self.kind != "law" or bool(self.cited_by or self.extras)
                or any(c.present for c in self.cells))


@dataclass
class NoteRow:
    id: str
    cells: list[tuple[str, str, Markup]]  # (lang, mark, text)


@dataclass
class LinkedLaw:
    edition: str
    num: str
    href: str


def string_key(ref: RefLike) -> tuple[str, str, str, str, str]:
    """Which string of the corpus a reference stands in: its edition, then the string's
    `bridgelaws.corpus.strings.Located.key`."""
    return (ref.edition, ref.where, ref.source_eid, ref.n, ref.lang)


def law_file(edition: str, num: str, lang: str = "") -> str:
    return f"{edition}/law-{num}{'.' + lang if lang else ''}.html"


def note_id(note) -> str:
    return note.eid or f"fn-{note.n}"


def default_label(clause: Clause) -> str:
    return f"({clause.num})" if clause.kind == "item" else f"{clause.num}."


def clause_label(clause: Clause, lang: str) -> str:
    """The label as the language wrote it; an inferred one in brackets (Greek letters in el)."""
    if clause.inferred:
        return f"[{greek_cite(clause.num) if lang == 'el' else clause.num}]"
    return clause.labels.get(lang) or default_label(clause)


class TermTags(dict):
    """Each term's opening tag on pages at one root, made on first use: a link to its
    glossary entry, titled with its renderings."""

    def __init__(self, root: str, titles: dict[str, str]):
        super().__init__()
        self.root, self.titles = root, titles

    def __missing__(self, term: str) -> str:
        tag = link_open("term", Link(f"{self.root}glossary.html#{term}",
                                     self.titles.get(term, term)))
        self[term] = tag
        return tag


@dataclass
class At:
    """The page being rendered: its way home, its own path, its footnotes' anchors, its
    folder (read for every link on the page, so found once)."""

    root: str
    here: str
    notes: dict[str, str] = field(default_factory=dict)  # footnote key -> anchor id
    folder: str = field(init=False)  # "/"-separated, "" at the root
    # How the page links a reference, a footnote marker and a term (`Site.linkers`).
    linkers: tuple[Callable, Callable, TermTags] | None = field(default=None, init=False)

    def __post_init__(self):
        self.folder = self.here.rpartition("/")[0]


class Site:
    """The corpus with its references indexed for rendering."""

    def __init__(self, corpus: Corpus, refs: list[RefLike], parts: Parts | None = None):
        self.corpus = corpus
        self.parts = parts or Parts()
        self.editions = sorted(corpus.editions, key=edition_sort_key)
        self.cites: dict[tuple[str, str], str] = {}  # (edition, eid) -> cite
        self.editions_of: dict[str, list[str]] = {}  # cite -> the editions holding it
        # Walked once here for every page: each law's clauses in order, its languages in
        # column order (those of its title and clauses), each edition's (of its clauses).
        self.clauses_of: dict[tuple[str, str], list[Clause]] = {}
        self.langs_of: dict[tuple[str, str], list[str]] = {}
        self.edition_langs: dict[str, list[str]] = {}
        for ed in self.editions:
            in_edition: set[str] = set()
            for law in corpus.editions[ed].laws.values():
                clauses = self.clauses_of[(ed, law.num)] = list(law.walk())
                in_law: set[str] = set()
                for c in clauses:
                    self.cites[(ed, c.eid)] = c.cite
                    self.editions_of.setdefault(c.cite, []).append(ed)
                    in_law.update(c.heading, c.text)
                in_edition |= in_law
                self.langs_of[(ed, law.num)] = ordered_languages(in_law.union(law.title))
            self.edition_langs[ed] = ordered_languages(in_edition)
        # Per edition, once: its laws in order with their places, its divisions by eId.
        self.law_nums = {ed: list(edition.laws) for ed, edition in corpus.editions.items()}
        self.law_place = {ed: {num: i for i, num in enumerate(nums)}
                          for ed, nums in self.law_nums.items()}
        self.divisions = {ed: {d.eid: d for d in edition.divisions}
                          for ed, edition in corpus.editions.items()}
        self.origins: dict[str, str] = {}  # source file -> its origin (the first listed)
        for source in corpus.sources:
            self.origins.setdefault(source.file, source.origin)
        self.elsewhere_of: dict[tuple[str, str, str], list[Link]] = {}
        self.backlinks_of: dict[tuple[str, str, str, str], list[Link]] = {}
        self.changes_at: dict[tuple[str, str], Changes | None] = {}
        self.refs_at: dict[tuple, list[RefLike]] = {}
        self.marked_at: dict[tuple, str] = {}
        self.cells: dict[tuple, Cell] = {}
        self.term_tags_at: dict[str, TermTags] = {}  # by the pages' root
        self.cited_by: dict[tuple[str, str], list[RefLike]] = {}
        for ref in refs:
            self.refs_at.setdefault(string_key(ref), []).append(ref)
            if ref.status == "resolved":
                self.cited_by.setdefault((ref.target_edition, ref.target_eid), []).append(ref)

    # -- links ---------------------------------------------------------------------------

    def href(self, at: At, url: str) -> str:
        """`url` (from the site root) as the page links it: bare within the page's folder,
        through the root elsewhere. A law page and its one-language twins stand in one
        folder, so their texts and backlinks link alike and are made once for both."""
        folder, _, name = url.rpartition("/")
        return name if at.folder == folder else at.root + url

    def clause_href(self, at: At, edition: str, cite: str) -> str:
        return self.href(at, page_url(edition, cite))

    def ref_link(self, at: At) -> Callable[[RefLike], Link | None]:
        def link(ref: RefLike) -> Link | None:
            cite = self.cites.get((ref.target_edition, ref.target_eid))
            if cite is None:
                return None
            href = self.clause_href(at, ref.target_edition, cite)
            return Link(href, citation(cite, ref.target_edition, ref.lang))

        return link

    def source_link(self, at: At, ref: RefLike, lang: str) -> Link:
        """Where a citing text stands: its clause, its law's footnote, or the edition's matter,
        described in `lang`."""
        ed, t = ref.edition, words(lang)
        if ref.where == "matter":
            return Link(self.href(at, f"{ed}/index.html#{ref.source_eid}"),
                        t["forum_post"].format(edition=ed))
        if ref.where == "footnote":
            law = self.corpus.editions[ed].laws[ref.source_cite]
            note = next(f for f in law.footnotes if f.n == ref.n)
            href = self.href(at, f"{law_file(ed, law.num)}#{note_id(note)}")
            return Link(href, f"{citation(ref.source_cite, ed, t.lang)}, "
                              f"{t['footnote'].format(n=note.n)}")
        return Link(self.clause_href(at, ed, ref.source_cite),
                    citation(ref.source_cite, ed, t.lang))

    def backlinks(self, at: At, edition: str, eid: str, lang: str) -> list[Link]:
        """What cites a clause, as links: the same on every page in one folder whose
        interface words are `lang`'s, so made once for them."""
        refs = self.cited_by.get((edition, eid))
        if not refs:
            return []
        key = (edition, eid, at.folder, words(lang).lang)
        found = self.backlinks_of.get(key)
        if found is None:
            links: dict[str, Link] = {}
            for ref in refs:
                link = self.source_link(at, ref, lang)
                links.setdefault(link.href, link)
            found = self.backlinks_of[key] = list(links.values())
        return found

    def marked(self, at: At, edition: str, where: str, ident: str, lang: str, value: str,
               notes: list = (), n: str = "") -> str:
        """One citing string of the corpus as HTML (`markup`): escaped, with its references
        and markers.

        `ident` (the string's eId) and `n` name the string as `string_key` does. Its links
        depend on the page's folder only, so a law page's twins reuse its markup.
        """
        if not value and not notes:  # no heading, say: nothing to mark
            return ""
        key = (edition, where, ident, n, lang)
        done = self.marked_at.get((key, at.root))
        if done is None:
            done = self.marked_at[(key, at.root)] = self.mark(at, key, value, notes)
        return done

    def mark(self, at: At, key: tuple[str, str, str, str, str], value: str,
             notes: list = ()) -> str:
        """`marked` without keeping the result: for a clause's heading and text, which its
        cell keeps (`key` as `string_key` makes it; its last item is the language)."""
        link, note_href, term_tags = at.linkers or self.linkers(at)
        return markup(value, self.refs_at.get(key, ()), notes, link, note_href,
                      self.parts.terms.get(key, ()), term_tags, key[4])

    def linkers(self, at: At) -> tuple[Callable, Callable, TermTags]:
        """The page's ways to link a reference, a footnote marker and a term, made once."""
        term_tags = self.term_tags_at.get(at.root)
        if term_tags is None:
            term_tags = self.term_tags_at[at.root] = TermTags(at.root, self.parts.term_titles)
        at.linkers = (self.ref_link(at),
                      lambda note: f"#{at.notes[note.n]}" if note.n in at.notes else None,
                      term_tags)
        return at.linkers

    # -- law pages -----------------------------------------------------------------------

    def cell(self, at: At, edition: str, clause: Clause, lang: str) -> Cell:
        """One clause in one language: the same on a law page and on its twin, so made once."""
        key = (edition, clause.eid, lang, at.root)
        cell = self.cells.get(key)
        if cell is not None:
            return cell
        said, text = clause.heading.get(lang, ""), clause.text.get(lang)
        words_ = self.mark(at, (edition, "text", clause.eid, "", lang), text.value,
                           text.notes) if text and (text.value or text.notes) else ""
        if self.parts.term_names:
            words_ += self.other_renderings(edition, clause.eid, lang)
        law_row = clause.kind == "law"
        present = (lang in clause.text or lang in clause.heading) and (
            not law_row or bool(said or text and text.value))
        notes = clause.heading_notes.get(lang, ())
        heading = self.mark(at, (edition, "heading", clause.eid, "", lang), said,
                            notes) if said or notes else ""
        label = "" if law_row else clause_label(clause, lang)
        cited = citation(clause.cite, edition, lang)
        button = cite_button(clause.cite, cited, lang)
        changed = self.changed(edition, clause, lang) if self.parts.changes else ""
        body = COL_END
        if present:  # label, heading, text, changes, button: made as one string
            label_html = f'<span class="label">{esc(label)}</span> ' if label else ""
            heading_html = f'<strong class="heading">{heading}</strong> ' if heading else ""
            changed_html = (f'\n        <p class="changed" data-pagefind-ignore>{label_html}'
                            f"{changed}</p>") if changed else ""
            button_html = "" if law_row else f"\n        {button}"
            body = (f"\n        <p>{label_html}{heading_html}{words_}</p>{changed_html}"
                    f"{button_html}{COL_END}")
        opening = (f'\n      <div class="col{"" if present else " absent"}'
                   f'{" has-changes" if changed else ""}" lang="{lang}"')
        cell = self.cells[key] = Cell(lang, label, heading, words_, cited, button, present,
                                      changed, opening, body)
        return cell

    def law_changes(self, edition: str, num: str) -> Changes | None:
        if self.parts.changes is None:
            return None
        key = (edition, num)
        if key not in self.changes_at:
            ed = self.corpus.editions[edition]
            self.changes_at[key] = self.parts.changes(ed, ed.laws[num])
        return self.changes_at[key]

    def changed(self, edition: str, clause: Clause, lang: str) -> str:
        """A clause's words in `lang` as changed since the edition before, as HTML, or ""
        unchanged."""
        if self.parts.changes is None:
            return ""
        changes = self.law_changes(edition, law_number(clause.cite))
        if changes is None:
            return ""
        heading = changes.marked.get((clause.cite, "heading", lang))
        text = changes.marked.get((clause.cite, "text", lang))
        if heading is None and text is None:
            return ""
        if heading is None and clause.heading.get(lang):
            heading = esc(clause.heading[lang])
        if text is None and lang in clause.text:
            text = esc(clause.text[lang].value)
        out = f'<strong class="heading">{heading}</strong> ' if heading else ""
        return f"{out}{text or ''}"  # both escaped already

    def other_renderings(self, edition: str, eid: str, lang: str) -> str:
        """The other languages' words for the terms a clause uses, hidden, for the search
        index only: "revoke" on a Russian page finds the clause saying "фальшренонс"."""
        names = self.parts.term_names
        found = {term for where in ("heading", "text")
                 for _, _, term in self.parts.terms.get((edition, where, eid, "", lang), ())}
        alt = sorted({name for term in found for other, words_ in names.get(term, {}).items()
                      if other != lang for name in words_})
        if not alt:
            return ""
        return f'<span class="other-renderings" hidden>{esc(" ".join(alt))}</span>'

    def row(self, at: At, edition: str, clause: Clause, langs: list[str]) -> Row:
        """One clause on a page in `langs`: its backlinks and links described in the words
        of the first, the page's own language."""
        first = langs[0]
        cited_by = self.backlinks(at, edition, clause.eid, first)
        elsewhere = [] if clause.kind == "law" else self.elsewhere(at, edition, clause.cite)
        extras = [extra for hook in self.parts.clause_extras
                  for extra in hook(self.corpus.editions[edition], clause, first)
                  ] if self.parts.clause_extras else []
        cells = [self.cell(at, edition, clause, lang) for lang in langs]
        depth = DEPTH[clause.kind]
        anchor = "" if clause.kind == "law" else f' id="{esc(clause.cite)}"'
        html = [
            f'\n    <div class="row depth-{depth}{" inferred" if clause.inferred else ""}"'
            f"{anchor}>",
            row_meta(clause, cited_by, elsewhere, first),
        ]
        for cell in cells:  # each a column: the page's own language indexed, no other
            html += (cell.opening, ">" if cell.lang == first else NOT_INDEXED, cell.body)
        return Row(clause.cite, clause.kind, depth, clause.inferred, cells, cited_by, extras,
                   elsewhere, html)

    def elsewhere(self, at: At, edition: str, cite: str) -> list[Link]:
        """The same clause (by its citation) in the other editions, linked to its anchor:
        the same on every page in one folder, so made once for them."""
        key = (edition, cite, at.folder)
        found = self.elsewhere_of.get(key)
        if found is None:
            found = self.elsewhere_of[key] = [
                Link(self.clause_href(at, ed, cite), ed) for ed in self.editions_of[cite]
                if ed != edition]
        return found

    def law_page(self, edition: Edition, law: Law, langs: list[str], twin_of: str = "") -> Page:
        """A law page in `langs`: all of the law's languages for the parallel page, one for a
        twin, `twin_of` then being the parallel page's path."""
        lang = langs[0]
        page = Page(law_file(edition.id, law.num, lang if twin_of else ""), "law.html")
        written = [f for f in law.footnotes if any(f.text.get(lang) for lang in langs)]
        at = At(page.root, page.path, {f.n: note_id(f) for f in written})
        nums = self.law_nums[edition.id]
        i = self.law_place[edition.id][law.num]
        notes = [
            NoteRow(note_id(note), [
                (lang, note.marks.get(lang, note.n),
                 Markup(self.marked(at, edition.id, "footnote", law.eid, lang,
                                    note.text.get(lang, ""), n=note.n)))
                for lang in langs
            ])
            for note in written
        ]
        single, t = lang if twin_of else "", words(lang)
        title = law.title.get(lang) or law.title.get("en", "")
        cite = citation(law.num, edition.id, lang)
        rows = [row for c in self.clauses_of[(edition.id, law.num)]
                if (row := self.row(at, edition.id, c, langs)).shown]
        every_twin = [(other, self.href(at, law_file(edition.id, law.num, other)))
                      for other in self.twin_langs(edition.id, law.num)]
        page.context = {
            "lang": lang,
            "view": lang if twin_of else "all",
            "contents": (f"index.{lang}.html" if twin_of and lang in
                         self.edition_langs[edition.id][1:] else "index.html"),
            "edition": edition.id,
            "law": law,
            "langs": langs,
            "lang_names": LANG_NAMES,
            "page_title": cite,
            "head_title": f"{cite} · {title}" if title else cite,
            "law_title": title,
            "title_lang": lang if law.title.get(lang) else "en",
            "titles": {
                lang: Markup(self.marked(at, edition.id, "title", law.eid, lang,
                                         law.title.get(lang, ""), law.title_notes.get(lang, [])))
                for lang in langs
            },
            "fallback_titles": {
                lang: law.title.get("en", "") for lang in langs if not law.title.get(lang)
            },
            "rows": rows,
            "runs": runs(rows),
            "notes": notes,
            "division": [(div.labels.get(lang) or div.labels.get("en") or f"{div.kind} {div.num}",
                          bool(div.labels.get(lang)))
                         for div in self.division_trail(edition, law)],
            "origin": self.origin(law),
            "other_editions": [
                LinkedLaw(ed, law.num, self.law_variant(ed, law.num, single, at))
                for ed in self.editions
                if ed != edition.id and law.num in self.corpus.editions[ed].laws
            ],
            "prev": nums[i - 1] if i > 0 else None,
            "next": nums[i + 1] if i + 1 < len(nums) else None,
            "prev_name": t["law_n"].format(n=nums[i - 1]) if i > 0 else "",
            "next_name": t["law_n"].format(n=nums[i + 1]) if i + 1 < len(nums) else "",
            "contents_name": t["contents_of"].format(edition=edition.id),
            "prev_href": self.law_variant(edition.id, nums[i - 1], single, at) if i else "",
            "next_href": (self.law_variant(edition.id, nums[i + 1], single, at)
                          if i + 1 < len(nums) else ""),
            "parallel": f"{at.root}{twin_of}" if twin_of else "",
            "twins": [] if twin_of else every_twin,
            "alternates": [("x-default", self.href(at, law_file(edition.id, law.num))),
                           *every_twin],
            "changes_since": (changes := self.law_changes(edition.id, law.num))
            and changes.marked and changes.since,
            "panels": [p for hook in self.parts.panels
                       for p in hook(edition, law, at.root, lang)],
        }
        return page

    def law_variant(self, edition: str, num: str, lang: str, at: At) -> str:
        """The page of law `num` in `lang` alone where it has one, else its parallel page,
        as page `at` links it: a one-language page links on to one-language pages."""
        if lang and lang in self.twin_langs(edition, num):
            return self.href(at, law_file(edition, num, lang))
        return self.href(at, law_file(edition, num))

    def law_langs(self, edition: str, num: str) -> list[str]:
        """Law `num`'s languages in column order; it has a one-language page in each but
        the first."""
        return self.langs_of[(edition, num)]

    def twin_langs(self, edition: str, num: str) -> list[str]:
        return self.law_langs(edition, num)[1:]

    def origin(self, law: Law) -> str:
        """Where the law's text came from: its source's `origin` in the manifest."""
        return self.origins.get(law.source, "")

    def division_trail(self, edition: Edition, law: Law) -> list:
        by_eid = self.divisions[edition.id]
        trail, eid = [], law.division
        while eid in by_eid:
            trail.insert(0, by_eid[eid])
            eid = by_eid[eid].parent
        return trail

    # -- other pages ---------------------------------------------------------------------

    def edition_page(self, edition: Edition, lang: str = "") -> Page:
        """An edition's contents: in all its languages, or (`lang`) in one, which then links
        on to the laws' pages in that language."""
        name = f"index.{lang}.html" if lang else "index.html"
        page = Page(f"{edition.id}/{name}", "edition.html")
        at = At(page.root, page.path)
        langs = self.edition_langs[edition.id]
        twins = [(other, f"index.{other}.html") for other in langs[1:]]
        children: dict[str, list] = {}
        for div in edition.divisions:
            children.setdefault(div.parent, []).append(div)
        placed = {num for d in edition.divisions for num in d.laws}
        matter = [
            (
                m,
                [
                    (line, Markup(self.marked(at, edition.id, "matter", m.eid, m.lang, text,
                                              n=str(i))))
                    for i, (line, text) in enumerate(m.paragraphs)
                ],
            )
            for m in edition.matter
        ]
        shown = [lang] if lang else langs
        t = words(lang or "en")
        page.context = {
            "lang": lang or "en",
            "view": lang or "all",
            "edition": edition,
            # The edition it redrafts has a page only where the sources hold it.
            "redrafted_here": edition.redrafts in self.corpus.editions,
            "langs": shown,
            "lang_names": LANG_NAMES,
            "page_title": t["contents_of"].format(edition=edition.id),
            # Each law's link, name and titles (in the languages shown, else in English).
            "law_items": {
                num: (self.law_variant(edition.id, num, lang, at), t["law_n"].format(n=num),
                      law_titles(law, shown))
                for num, law in edition.laws.items()
            },
            "alternates": [("x-default", "index.html"), *twins] if len(langs) > 1 else [],
            "twins": [] if lang else twins,
            "parallel": "index.html" if lang else "",
            "children": children,
            "division_heads": {div.eid: division_heading(div, shown) for div in edition.divisions},
            "loose": [num for num in edition.laws if num not in placed],
            "matter": matter,
        }
        return page

    def home_page(self) -> Page:
        page = Page("index.html", "home.html")
        page.context = {
            "lang": "en",
            "page_title": "The Laws of Duplicate Bridge",
            "editions": [self.corpus.editions[ed] for ed in self.editions],
            "lang_names": LANG_NAMES,
            "edition_langs": self.edition_langs,
            "examples": [(lang, citation("64B7", "2017", lang)) for lang in SEARCH_LANGS],
            "languages": ordered_languages({lang for langs in self.edition_langs.values()
                                            for lang in langs}),
        }
        return page

    def search_page(self, lang: str) -> Page:
        page = Page(f"search/{lang}.html", "search.html")
        page.context = {
            "lang": lang,
            "page_title": words(lang)["search_title"].format(name=LANG_NAMES[lang]),
            "search_langs": SEARCH_LANGS,
            "lang_names": LANG_NAMES,
        }
        return page

    def pages(self, share: int = 0, shares: int = 1) -> Iterator[Page]:
        """Every page, made as it is written: what a law's pages share (its cells, rows,
        marked strings, links) is kept while they are made, then let go, so that memory
        holds one law's pages at a time, not the site's.

        With `shares` > 1, only this process's share of them: the laws are dealt out by
        number (a law's pages in every edition together, as they share its diffs), the
        contents pages go to share 0."""
        numbers = {num: i for i, num in enumerate(sorted(
            {num for nums in self.law_nums.values() for num in nums}))}
        if share == 0:
            yield self.home_page()
            yield from (self.search_page(lang) for lang in SEARCH_LANGS)
        for ed_id in self.editions:
            edition = self.corpus.editions[ed_id]
            if share == 0:
                yield self.edition_page(edition)
                yield from (self.edition_page(edition, lang)
                            for lang in self.edition_langs[ed_id][1:])
            for law in edition.laws.values():
                if numbers[law.num] % shares != share:
                    continue
                self.forget()
                langs = self.law_langs(ed_id, law.num)
                yield self.law_page(edition, law, langs)
                if len(langs) > 1:
                    parallel = law_file(edition.id, law.num)
                    yield from (self.law_page(edition, law, [lang], parallel)
                                for lang in langs[1:])
        self.forget()

    def forget(self) -> None:
        """Let go of what the pages made so far shared (keyed by clause or string: no page
        to come needs it)."""
        for made in (self.marked_at, self.cells, self.backlinks_of, self.elsewhere_of,
                     self.changes_at):
            made.clear()


class Html:
    """HTML made in Python for a template to write as it is: jinja's `escape` takes it from
    `__html__` with one copy (a `Markup` made of it first would be copied twice; a page's
    rows are most of its bytes)."""

    __slots__ = ("text",)

    def __init__(self, text: str):
        self.text = text

    def __html__(self) -> str:
        return self.text


def runs(rows: list[Row]) -> list[tuple[Html, list[Extra]]]:
    """The rows as law.html writes them: each run of rows up to one with extras as one piece
    of HTML, with that row's extras, which the template renders and closes the row after."""
    out, run = [], []
    for row in rows:
        run += row.html
        if row.extras:
            out.append((Html("".join(run)), row.extras))
            run = []
        else:
            run.append(ROW_END)
    if run:
        out.append((Html("".join(run)), []))
    return out


def law_titles(law: Law, langs: list[str]) -> list[tuple[str, str]]:
    """A law's titles in `langs`, or its English one where it has none of them."""
    found = [(lang, law.title[lang]) for lang in langs if law.title.get(lang)]
    if not found and law.title.get("en"):
        found = [("en", law.title["en"])]
    return found


def division_heading(div: Division, langs: list[str]) -> list[tuple[str, str]]:
    """A part's or section's label and heading in each of `langs` that has either, or in
    English where none has."""
    found = [(lang, f"{div.labels.get(lang, '')} {div.heading.get(lang, '')}")
             for lang in langs if div.labels.get(lang) or div.heading.get(lang)]
    return found or [("en", f"{div.labels.get('en', '')} {div.heading.get('en', '')}")]


@functools.cache
def ui_attr(lang: str) -> str:
    """` lang="en"` where the interface words for `lang` are English, else nothing."""
    return "" if words(lang).lang == lang else f' lang="{words(lang).lang}"'


def cite_button(cite: str, text: str, lang: str) -> str:
    """The Cite button of a clause in `lang` (canonical cites and the interface words hold no
    character HTML escapes: see `Clause.cite` and tests/site/test_reader.py)."""
    return (f'<button type="button" class="cite" data-cite="{esc(text)}" data-anchor="{cite}" '
            f'data-pagefind-ignore{ui_attr(lang)}>{words(lang).cite}</button>')


def links_html(links: list[Link]) -> str:
    return ", ".join(f'<a href="{esc(link.href)}">{esc(link.title)}</a>' for link in links)


def row_meta(clause: Clause, cited_by: list[Link], elsewhere: list[Link], lang: str) -> str:
    """A row's line above its columns: its anchor, whether its letter is inferred, what cites
    it, the same clause in the other editions; in the words of `lang` (canonical cites and
    interface words need no escaping)."""
    if clause.kind == "law" and not cited_by:
        return ""
    t, ui = words(lang), ui_attr(lang)
    out = ['<div class="meta" data-pagefind-ignore>']
    if clause.kind != "law":
        out.append(f'<a class="anchor" href="#{clause.cite}">{clause.cite}</a>')
    if clause.inferred:
        out.append(f'<span class="note-inferred" title="{t.letter_inferred_title}"{ui}>'
                   f'{t.letter_inferred}</span>')
    if cited_by:
        out.append(f'<span class="cited-by"><span{ui}>{t.cited_by}</span> '
                   f'{links_html(cited_by)}</span>')
    if elsewhere:
        out.append(f'<span class="elsewhere"><span{ui}>{t.in_editions}</span> '
                   f'{links_html(elsewhere)}</span>')
    out.append("</div>")
    return "\n        ".join(out)
