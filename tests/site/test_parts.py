"""What the other parts add to the site: predicates under clauses, term marks, glossary."""

from __future__ import annotations

import pytest

from bridgelaws.site.parts import (
    default_parts,
    glossary_page,
    ops_html,
    predicate_extra,
    previous_edition,
    side_pages,
    term_spans,
    timeline_extra,
)


@pytest.fixture(scope="module")
def spans(corpus):
    return term_spans(corpus)


@pytest.mark.parametrize(
    ("edition", "cite", "predicate"),
    [
        ("2017", "64B7", "bridgelaws.laws.law64:both_sides_revoked"),
        ("1997", "53", None),  # a law's own row has a predicate too; None: any name will do
        ("proposal-2012", "64", False),  # the forum's redraft has no predicates
    ],
)
def test_predicate_extra_per_clause(corpus, edition, cite, predicate):
    ed = corpus.editions[edition]
    extras = predicate_extra(corpus)(ed, ed.clause(cite), "en")
    if predicate is False:
        assert extras == []
    else:
        assert [e.template for e in extras] == ["_predicate.html"]
        assert extras[0].data["text"]
        assert predicate is None or extras[0].data["predicate"] == predicate


def test_the_examples_are_read_before_any_page_asks(corpus, monkeypatch):
    """Read when the hook is made, in the process that shares the law pages out: a forked
    process would otherwise read and rule every example board again (issue 18)."""
    from bridgelaws.laws import examples

    read = []
    monkeypatch.setattr(examples, "examples", read.append)
    predicate_extra(corpus)
    assert read == ["1997", "2007", "2017"]  # the official editions; not proposal-2012


# A 2017 law no predicate covers (predicates cover the play: Laws 53 to 67), written here.
LAW_5_2017 = ("2017 Law\n\nLAW 5 - ASSIGNMENT OF SEATS\n\nA. Initial Position\n"
              "The Director assigns an initial position to each contestant.\n")
LAW_5_ENTRY = ('[[source]]\nfile = "t.txt"\nreader = "editions"\neditions = ["2017"]\n'
               'languages = ["en"]\norigin = "test"\n')


def test_no_examples_are_read_for_laws_without_predicates(make_sources, monkeypatch):
    """Laws no predicate covers (the renumbered copies of bench_build): nothing to show, so
    no example board is ruled nor endplay imported."""
    from bridgelaws.corpus import load_corpus
    from bridgelaws.laws import examples

    corpus = load_corpus(make_sources({"t.txt": LAW_5_2017}, [LAW_5_ENTRY]))
    read = []
    monkeypatch.setattr(examples, "examples", read.append)
    predicate_extra(corpus)
    assert read == []


def test_a_worked_board_quotes_the_corpus_the_site_is_built_from(make_sources):
    """A user's sources (an Italian Law 64 of 2017, written by hand for tests/laws): the
    panel's worked board quotes its 64A1, not the shipped English."""
    from bridgelaws.corpus import load_corpus
    from tests.laws.test_explain import ITALIAN_64, ITALIAN_ENTRY

    corpus = load_corpus(make_sources({"it.txt": ITALIAN_64}, [ITALIAN_ENTRY]))
    ed = corpus.editions["2017"]
    extras = predicate_extra(corpus)(ed, ed.clause("64A1"), "it")
    said = next(c for c in extras[0].data["example"]["clauses"] if c["cite"] == "64A1")
    assert (said["text_lang"], said["text"][:40]) == (
        "it", "Quando una renonce è consolidata: … e la")


@pytest.mark.parametrize(
    ("edition", "where", "eid", "lang", "word", "term"),
    [
        ("1997", "text", "law_64__sec_A__para_1", "en", "revoke", "revoke"),
        ("1997", "title", "law_62", "ru", "ФАЛЬШРЕНОНСА", "revoke"),
        ("2017", "text", "law_62__sec_A", "el", "ρενόνς", "revoke"),
    ],
)
def test_term_spans_are_keyed_as_references(corpus, spans, edition, where, eid, lang, word, term):
    found = spans[(edition, where, eid, "", lang)]
    clause = corpus.editions[edition].laws[eid.split("__")[0].removeprefix("law_")]
    node = next(c for c in clause.walk() if c.eid == eid)
    text = clause.title[lang] if where == "title" else node.text[lang].value
    assert (term, word.lower()) in {(t, text[s:e].lower()) for s, e, t in found}


def test_glossary_page_links_each_term_to_its_clauses(corpus):
    page = glossary_page(corpus)
    entries = {entry.id: by_edition for entry, by_edition in page.context["entries"]}
    assert ("2017", [("62A", "2017/law-62.html#62A")]) in [
        (ed, [c for c in clauses if c[0] == "62A"]) for ed, clauses in entries["revoke"]
    ]
    assert [ed for ed, _ in entries["revoke"]] == ["1997", "2007", "proposal-2012", "2017"]
    assert page.path == "glossary.html" and page.context["langs"] == ["en", "ru", "el"]


def test_default_parts_gather_every_part(corpus):
    parts = default_parts(corpus)
    assert len(parts.panels) == 1 and len(parts.clause_extras) == 2
    no_terms, with_terms = side_pages(corpus)
    paths = [p.path for p in no_terms]
    assert paths and all(p.startswith("diff/") for p in paths)
    assert [p.path for p in with_terms] == ["glossary.html", "qa.html"]
    assert parts.terms and set(parts.term_titles) >= {"revoke", "penalty-card"}
    assert "ru: фальшренонс" in parts.term_titles["revoke"]


@pytest.mark.parametrize(
    ("edition", "cite", "shown"),
    [("2017", "64C1", True), ("1997", "62B", True), ("2017", "64B8", False), ("2017", "64", False),
     ("2017", "67B1", False)],
)
def test_timeline_extra_under_clauses_of_several_editions(corpus, edition, cite, shown):
    ed = corpus.editions[edition]
    extras = timeline_extra(corpus)(ed, ed.clause(cite), "ru")
    assert [e.template for e in extras] == (["_markup.html"] if shown else [])
    assert not shown or "<summary>По редакциям: " in extras[0].data
    assert not shown or extras[0].lang == "ru"  # the page's language: no wrapper needed


@pytest.mark.parametrize(("lang", "details", "change"), [
    # 1997 62A -> 2017 62A was reworded (words of the diff part's LOCAL_LABELS); the clause's
    # words are English (2017 has no Russian or Greek), its labels in the page's language
    ("ru", '<details class="extra clause-timeline-box" lang="ru" data-pagefind-ignore>'
           "<summary>По редакциям: 1997 62A &rarr; 2017 62A</summary>",
     '<span class="change" lang="ru">изменена формулировка</span>'),
    ("el", '<details class="extra clause-timeline-box" lang="el" data-pagefind-ignore>'
           "<summary>Ανά έκδοση: 1997 62A &rarr; 2017 62A</summary>",
     '<span class="change" lang="el">αναδιατυπώθηκε</span>'),
    ("en", '<details class="extra clause-timeline-box" lang="en" data-pagefind-ignore>'
           "<summary>Through the editions: 1997 62A &rarr; 2017 62A</summary>",
     '<span class="change">reworded</span>'),
    ("it", '<details class="extra clause-timeline-box" lang="en" data-pagefind-ignore>'
           "<summary>Through the editions: 1997 62A &rarr; 2017 62A</summary>",
     '<span class="change">reworded</span>'),  # no Italian words: English, marked
])
def test_a_timeline_speaks_the_page_language(corpus, lang, details, change):
    ed = corpus.editions["1997"]
    html = timeline_extra(corpus)(ed, ed.clause("62A"), lang)[0].data
    assert html.startswith(details)
    assert '<ol class="clause-timeline" lang="en">' in html and change in html


def test_timeline_entries_link_to_the_clause_in_each_edition(corpus):
    ed = corpus.editions["2017"]
    html = timeline_extra(corpus)(ed, ed.clause("64C1"), "en")[0].data
    # 2007 64C's text moved to 2017 64C1 (see the diff part's matching)
    assert '<a class="cite" href="../2007/law-64.html#64C">2007 64C</a>' in html
    assert '<a class="cite" href="../1997/law-64.html#64C">1997 64C</a>' in html
    assert '<a class="cite" href="../2017/law-64.html#64C1">2017 64C1</a>' in html


@pytest.mark.parametrize(("lang", "gone"), [
    ("en", '<span class="cite">2017 (removed)</span>'),
    ("ru", '<span class="cite" lang="ru">2017 (исключён)</span>'),
])
def test_a_removed_entry_of_a_timeline_is_no_link(corpus, lang, gone):
    # proposal-2012 62A has no counterpart in 2017 (the diff part pairs it with none)
    ed = corpus.editions["proposal-2012"]
    html = timeline_extra(corpus)(ed, ed.clause("62A"), lang)[0].data
    assert gone in html
    assert 'href="../2017/law-.html' not in html


@pytest.mark.parametrize(
    ("edition", "law", "previous"),
    [  # worked out from the manifest: which editions hold which laws
        ("2017", "64", "2007"),  # 2007 and 2017 both hold Law 64
        ("2017", "62", "1997"),  # no 2007 Law 62 here: the latest official one before
        ("proposal-2012", "64", "2007"),  # a proposal follows the edition it redrafts
        ("proposal-2012", "47", ""),  # which has no Law 47 here
        ("1997", "64", ""),  # nothing before 1997
        ("2017", "67", ""),  # Law 67 only in 2017
    ],
)
def test_previous_edition_of_a_law(corpus, edition, law, previous):
    assert previous_edition(corpus, corpus.editions[edition], law) == previous


def test_changes_are_marked_as_deletions_and_insertions():
    html = ops_html([("equal", "a <b> "), ("delete", "x & y"), ("insert", "z")])
    assert html == "a &lt;b&gt; <del>x &amp; y</del><ins>z</ins>"
