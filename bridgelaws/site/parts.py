"""What the other parts add to the site, through the hooks of `pages.Parts`: the diff part's
panels and pages, the laws part's predicate under each clause, the translators' part's term
marks and glossary page."""

from __future__ import annotations

import re
from collections.abc import Iterator

from markupsafe import Markup

from bridgelaws.corpus.model import Clause, Corpus, Edition, edition_sort_key, law_number
from bridgelaws.corpus.strings import edition_strings
from bridgelaws.site.cite import LANG_NAMES, ordered_languages
from bridgelaws.site.markup import esc
from bridgelaws.site.pages import (
    Changes,
    ChangesHook,
    ClauseHook,
    Extra,
    Page,
    Panel,
    PanelHook,
    Parts,
    TermSpans,
)
from bridgelaws.site.ui import words
from bridgelaws.xref import page_url

GLOSSARY = "glossary.html"


def diff_panel(corpus: Corpus) -> PanelHook:
    """A law page's links to its diffs against the other editions."""
    from bridgelaws.diff.pages import law_panel_html

    def panel(edition, law, root, lang) -> list[Panel]:
        html = law_panel_html(corpus, edition.id, law.num, root)
        return [Panel(words(lang)["changes"], Markup(html), "en")] if html else []

    return panel


def timeline_extra(corpus: Corpus) -> ClauseHook:
    """Under each clause held by several editions: its line through them, diffed."""
    from bridgelaws.diff.pages import clause_timeline_html

    cache: dict = {}  # each law's diffs, for all its clauses and pages
    cites = {(ed_id, c.cite) for ed_id, edition in corpus.editions.items()
             for law in edition.laws.values() for c in law.walk()}

    def extra(edition: Edition, clause: Clause, lang: str) -> list[Extra]:
        if clause.kind == "law":  # its clauses say it all
            return []
        html = clause_timeline_html(corpus, edition.id, law_number(clause.cite), clause.cite,
                                    cache, lang)  # its words marked with their language
        return [Extra("_markup.html", Markup(linked_timeline(cites, html)), lang)] if html else []

    return extra


# A timeline entry's "edition cite", as the diff part writes it: <span class="cite">2007 64C</span>
TIMELINE_CITE = re.compile(r'<span class="cite">([^<\s]+) ([^<\s]+)</span>')


def linked_timeline(cites: set[tuple[str, str]], html: str) -> str:
    """Each entry of a clause's timeline that names a clause of the corpus (`cites`: edition
    and cite) a link to it in its edition (law pages all stand one folder below the root);
    "2017 (removed)" stays as it is."""

    def link(m: re.Match) -> str:
        if (m[1], m[2]) not in cites:
            return m[0]
        return f'<a class="cite" href="../{esc(page_url(m[1], m[2]))}">{m[1]} {m[2]}</a>'

    return TIMELINE_CITE.sub(link, html)


def diff_pages(corpus: Corpus) -> list[Page]:
    from bridgelaws.diff.pages import diff_pages as pages

    return [
        Page(page.path, "fragment.html",
             {"lang": page.lang, "page_title": page.title, "body": Markup(page.html)})
        for page in pages(corpus, LANG_NAMES)
    ]


def previous_edition(corpus: Corpus, edition: Edition, num: str) -> str:
    """The edition law `num` of `edition` follows: a proposal's, the one it redrafts; an
    official edition's, the latest official edition before it with the law ("" if none)."""
    if edition.redrafts:
        redrafted = corpus.editions.get(edition.redrafts)  # None: not in the user's sources
        return edition.redrafts if redrafted is not None and num in redrafted.laws else ""
    order = sorted(corpus.editions, key=edition_sort_key)
    before = [ed for ed in order[:order.index(edition.id)]
              if not corpus.editions[ed].redrafts and num in corpus.editions[ed].laws]
    return before[-1] if before else ""


def ops_html(ops) -> Markup:
    """A word diff's runs as HTML: deletions in <del>, insertions in <ins>."""
    tags = {"delete": "del", "insert": "ins"}
    return Markup("".join(
        f"<{tags[tag]}>{esc(text)}</{tags[tag]}>" if tag in tags else esc(text)
        for tag, text in ops
    ))


def changes_since(corpus: Corpus) -> ChangesHook:
    """A law's clauses as changed since the previous edition, per language: the diff part's
    clause matching and word diff, shown inline on the law page on request."""
    from bridgelaws.diff.compare import diff_law
    from bridgelaws.diff.words import word_ops

    def changes(edition: Edition, law) -> Changes | None:
        previous = previous_edition(corpus, edition, law.num)
        if not previous:
            return None
        # The diff part's diff of the law, in the languages both editions have (a change
        # is shown only in a column of this page): the matching of its pages and timelines,
        # made once.
        diffs = diff_law(corpus, previous, edition.id, law.num)
        marked: dict[tuple[str, str, str], Markup] = {}
        for diff in diffs:
            if diff.new is None:
                continue
            for lang, ops in diff.ops.items():
                if any(tag != "equal" for tag, _ in ops):
                    marked[(diff.new, "text", lang)] = ops_html(ops)
            for lang, (was, now) in diff.headings.items():
                if was != now:
                    marked[(diff.new, "heading", lang)] = ops_html(word_ops(was, now))
        return Changes(previous, marked)

    return changes


def predicate_extra(corpus: Corpus) -> ClauseHook:
    """Under each clause of an official edition: its predicate in words, and a worked board
    from the hand-ruled test boards, its clauses quoted from this corpus."""
    from bridgelaws.laws.examples import examples, panel
    from bridgelaws.laws.registry import predicate_name

    sources = corpus.folder or None
    # The examples of an edition whose clauses have predicates read now, once: the law
    # pages may be shared out between two processes (`write.build_site`), and each would
    # read and rule every example board (and solve a position, importing endplay) for itself.
    for ed_id, edition in sorted(corpus.editions.items()):
        if any(predicate_name(ed_id, c.cite) for law in edition.laws.values()
               for c in law.walk()):
            examples(ed_id)

    def extra(edition: Edition, clause: Clause, lang: str) -> list[Extra]:
        found = panel(edition.id, clause.cite, lang=lang, sources=sources)
        return [Extra("_predicate.html", found, found.get("lang", lang))] if found else []

    return extra


def term_spans(corpus: Corpus) -> TermSpans:
    """The term base's terms in every string of the corpus, keyed as references are."""
    from bridgelaws.translate.terms import term_spans as spans

    out: TermSpans = {}
    for ed_id, edition in corpus.editions.items():
        for s in edition_strings(edition):
            found = spans(s.text, s.lang)
            if found:
                out[(ed_id, *s.key)] = found
    return out


def term_titles() -> dict[str, str]:
    """Each term's title on its marks: its renderings per language, for a translator's eye."""
    from bridgelaws.translate.terms import load_terms

    return {
        term.id: " · ".join(
            f"{lang}: {', '.join(term.names(lang))}"
            for lang in ordered_languages(set(term.renderings))
        )
        for term in load_terms()
    }


def term_names() -> dict[str, dict[str, list[str]]]:
    """Each term's renderings by language: a clause using a term is found by a query in the
    term's words of any language (the page indexes them, hidden, beside the clause)."""
    from bridgelaws.translate.terms import load_terms

    return {term.id: {lang: term.names(lang) for lang in term.renderings}
            for term in load_terms()}


def glossary_page(corpus: Corpus) -> Page:
    """Each term, its translations, its note, and the clauses using it, by edition."""
    from bridgelaws.translate.glossary import glossary

    entries = []
    for entry in glossary(corpus):
        by_edition: dict[str, list[tuple[str, str]]] = {}
        for edition, cite in entry.clauses:
            by_edition.setdefault(edition, []).append((cite, page_url(edition, cite, "")))
        entries.append((entry, sorted(by_edition.items(), key=lambda e: edition_sort_key(e[0]))))
    langs = ordered_languages({lang for e, _ in entries for lang in e.translations})
    return Page(GLOSSARY, "glossary.html", {
        "lang": "en",
        "page_title": words("en")["glossary"],
        "entries": entries,
        "langs": langs,
        "lang_names": LANG_NAMES,
    })


def default_parts(corpus: Corpus) -> Parts:
    """What the other parts add to the law pages."""
    return Parts(
        panels=[diff_panel(corpus)],
        clause_extras=[predicate_extra(corpus), timeline_extra(corpus)],
        changes=changes_since(corpus),
        terms=term_spans(corpus),
        term_titles=term_titles(),
        term_names=term_names(),
    )


def side_pages(corpus: Corpus) -> tuple[Iterator[Page], Iterator[Page]]:
    """The other parts' own pages, each made as it is asked for: those that look up no
    term (diffs and the concordance), which a forked process may make, and those that do
    (glossary, translators' QA), made where the term finder keeps what it learns for the
    next build (`bridgelaws.memo`)."""

    def no_terms() -> Iterator[Page]:
        yield from diff_pages(corpus)

    def with_terms() -> Iterator[Page]:
        yield glossary_page(corpus)
        yield qa_page(corpus)

    return no_terms(), with_terms()


def learned(corpus: Corpus) -> dict:
    """What making the diff pages taught, for the process making the law pages (`learn`):
    the clause diffs, which the law pages' timelines and marked changes read again."""
    from bridgelaws.diff.compare import known_diffs

    return known_diffs(corpus)


def learn(corpus: Corpus, lesson: dict) -> None:
    from bridgelaws.diff.compare import remember_diffs

    remember_diffs(corpus, lesson)


def qa_page(corpus: Corpus) -> Page:
    """For translators: each edition's translations checked against its English (or, with
    no English, its first language): references, numbers, terms, missing clauses."""
    from bridgelaws.translate.qa import qa

    reports = []
    for ed_id in sorted(corpus.editions, key=edition_sort_key):
        langs = ordered_languages(set(corpus.editions[ed_id].languages))
        source = "en" if "en" in langs else (langs[0] if langs else "")
        reports += [qa(corpus, ed_id, f"{source}-{lang}") for lang in langs if lang != source]
    return Page("qa.html", "qa.html", {
        "lang": "en", "page_title": "Translation QA", "reports": reports,
        "lang_names": LANG_NAMES, "glossary": GLOSSARY,
    })
