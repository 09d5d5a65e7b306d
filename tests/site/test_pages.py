"""The pages as data: links to exact anchors, backlinks, labels, twins, prev/next, panels."""

from __future__ import annotations

import pytest
from markupsafe import Markup

from bridgelaws.corpus.model import Division, Law
from bridgelaws.site.markup import Link
from bridgelaws.site.pages import (
    At,
    Cell,
    Extra,
    Panel,
    Parts,
    Row,
    Site,
    division_heading,
    law_titles,
    runs,
)
from bridgelaws.site.ui import words
from bridgelaws.xref import Ref, corpus_refs


@pytest.fixture(scope="module")
def site(corpus):
    return Site(corpus, corpus_refs(corpus))


def law_page(site, edition, num, langs=None):
    ed = site.corpus.editions[edition]
    law = ed.laws[num]
    return site.law_page(ed, law, langs or sorted(law.languages, key="enruel".find))


def row(page, cite):
    return next(r for r in page.context["rows"] if r.cite == cite)


def cell(page, cite, lang):
    return next(c for c in row(page, cite).cells if c.lang == lang)


@pytest.mark.parametrize(
    ("edition", "law", "cite", "lang", "href"),
    [
        ("1997", "63", "63B", "en", "law-61.html#61B"),
        ("1997", "63", "63C", "en", "law-62.html#62D"),
        ("1997", "63", "63B", "ru", "law-64.html#64"),
        ("2017", "64", "64B8", "en", "law-62.html#62C3"),
        ("2017", "67", "67B1(a)", "el", "law-64.html#64A2"),
    ],
)
def test_references_link_to_the_exact_anchor(site, edition, law, cite, lang, href):
    page = law_page(site, edition, law)
    assert f'href="{href}"' in str(cell(page, cite, lang).text)


@pytest.mark.parametrize(
    ("edition", "law", "cite", "lang", "href"),
    [
        ("2007", "64", "64B2", "en", 'href="law-64.html#64C"'),
        ("proposal-2012", "61", "61C", "en", 'href="../2007/law-64.html#64B"'),
    ],
)
def test_links_are_relative_to_the_folder(site, edition, law, cite, lang, href):
    assert href in str(cell(law_page(site, edition, law), cite, lang).text)


def test_twin_pages_link_as_their_parallel_page(site):
    parallel = cell(law_page(site, "2017", "67"), "67B1(a)", "el").text
    twin = next(p for p in site.pages() if p.path == "2017/law-67.el.html")
    assert cell(twin, "67B1(a)", "el").text == parallel


def test_cited_by_lists_each_citing_clause_once(site):
    page = law_page(site, "2017", "62")
    titles = [link.title for link in row(page, "62C3").cited_by]
    assert titles.count("Law 64B8 (2017)") == 1
    assert "law-64.html#64B8" in [link.href for link in row(page, "62C3").cited_by]


@pytest.mark.parametrize(
    ("here", "where", "source", "href"),
    [  # a backlink's href depends on the citing page's folder, not on which page it is
        ("2017/law-67.html", "footnote", ("67", "law_67", "1"), "law-67.html#law_67__note_1"),
        ("2017/law-67.el.html", "footnote", ("67", "law_67", "1"), "law-67.html#law_67__note_1"),
        ("1997/law-64.html", "footnote", ("67", "law_67", "1"),
         "../2017/law-67.html#law_67__note_1"),
        ("2017/law-64.html", "matter", ("", "matter_1", "0"), "index.html#matter_1"),
        ("1997/law-64.html", "matter", ("", "matter_1", "0"), "../2017/index.html#matter_1"),
    ],
)
def test_backlink_sources_are_relative_to_the_folder(site, here, where, source, href):
    cite, eid, n = source
    ref = Ref("2017", "en", cite, eid, where, n, 0, 6, "Law 64", "cite", "64", "resolved", "2017",
              "law_64", "")
    assert site.source_link(At("../", here), ref, "en").href == href


@pytest.mark.parametrize(
    ("cite", "lang", "label"),
    [("62A", "en", "[A]"), ("62C", "el", "[Γ]"), ("62B1", "el", "1.")],
)
def test_inferred_letters_are_bracketed(site, cite, lang, label):
    assert cell(law_page(site, "2017", "62"), cite, lang).label == label


def test_hand_made_refs_plug_in(corpus):
    text = corpus.editions["1997"].laws["53"].clause("53B").text["en"].value
    start = text.index("Law 57")
    ref = Ref("1997", "en", "53B", "law_53__sec_B", "text", "", start, start + 6, "Law 57", "cite",
              "57", "resolved", "1997", "law_57", "")
    site = Site(corpus, [ref])
    linked = str(cell(law_page(site, "1997", "53"), "53B", "en").text)
    assert 'href="law-57.html#57"' in linked
    cited = law_page(site, "1997", "57").context["rows"][0].cited_by
    assert [link.href for link in cited] == ["law-53.html#53B"]


def test_prev_next_and_other_editions(site):
    ctx = law_page(site, "1997", "64").context
    assert (ctx["prev"], ctx["next"]) == ("63", None)
    assert [o.edition for o in ctx["other_editions"]] == ["2007", "proposal-2012", "2017"]
    assert ctx["other_editions"][0].href == "../2007/law-64.html"


def test_pages_hold_twins_for_each_other_language(site):
    paths = {p.path for p in site.pages()}
    assert {"2017/law-62.html", "2017/law-62.el.html", "1997/law-53.ru.html"} <= paths
    assert "2017/law-64.el.html" not in paths and "2017/law-64.en.html" not in paths
    assert {"index.html", "1997/index.html", "search/el.html"} <= paths


def test_panels_are_shown_on_law_pages(corpus):
    def hook(edition, law, root, lang):
        return [Panel(f"Changes in {law.num} ({lang})", Markup("<p>x</p>"))]

    page = law_page(Site(corpus, [], Parts(panels=[hook])), "2017", "62", ["el"])
    assert page.context["panels"][0].title == "Changes in 62 (el)"


WORDS = Cell("en", "", Markup(""), Markup("text"), "Law 64 (2017)", "Cite", True, Markup(""))
NONE = WORDS._replace(present=False)


@pytest.mark.parametrize(
    ("kind", "cells", "cited_by", "extras", "shown"),
    [  # a law's own row where it has something to show; a clause's always, for its anchor
        ("law", [NONE], [], [], False),
        ("law", [NONE, WORDS], [], [], True),
        ("law", [NONE], [Link("law-53.html#53B", "Law 53B (1997)")], [], True),
        ("law", [NONE], [], [Extra("_predicate.html", {})], True),
        ("section", [NONE], [], [], True),
    ],
)
def test_which_rows_are_shown(kind, cells, cited_by, extras, shown):
    assert Row("64", kind, 0, False, cells, cited_by, extras, []).shown == shown


PREDICATE = Extra("_predicate.html", {})


def html_row(html: str, extras: list[Extra]) -> Row:
    """A row whose HTML comes in two pieces (its opening tag's end apart)."""
    return Row("64", "section", 1, False, [WORDS], [], extras, [], (html[:-1], html[-1:]))


@pytest.mark.parametrize(
    ("rows", "expected"),
    [  # rows without extras joined with their closing tags; a row with extras ends a run
        # open, law.html writing its extras and closing it
        ([html_row("<a>", []), html_row("<b>", [])],
         [("<a>\n    </div><b>\n    </div>", [])]),
        ([html_row("<a>", []), html_row("<b>", [PREDICATE]), html_row("<c>", [])],
         [("<a>\n    </div><b>", [PREDICATE]), ("<c>\n    </div>", [])]),
        ([html_row("<a>", [PREDICATE])], [("<a>", [PREDICATE])]),
        ([], []),
    ],
)
def test_runs_of_rows(rows, expected):
    assert [(html.__html__(), extras) for html, extras in runs(rows)] == expected


@pytest.mark.parametrize(
    ("title", "langs", "expected"),
    [  # a contents page lists a law's titles in its languages, else the English one
        ({"en": "Revoke", "ru": "Ренонс"}, ["en", "ru"], [("en", "Revoke"), ("ru", "Ренонс")]),
        ({"en": "Revoke", "ru": "Ренонс"}, ["ru"], [("ru", "Ренонс")]),
        ({"en": "Revoke", "ru": ""}, ["ru"], [("en", "Revoke")]),
        ({"en": "Revoke"}, ["el"], [("en", "Revoke")]),
        ({"el": "Ρενόνς"}, ["en", "el"], [("el", "Ρενόνς")]),
        ({"ru": "Ренонс"}, ["el"], []),
    ],
)
def test_law_titles_on_contents(title, langs, expected):
    law = Law("law", "64", "64", "law_64", title=title)
    assert law_titles(law, langs) == expected


@pytest.mark.parametrize(
    ("labels", "heading", "langs", "expected"),
    [  # each language with a label or a heading; English where none has one
        ({"en": "PART III", "ru": "Часть III"}, {"en": "Play"}, ["en", "ru"],
         [("en", "PART III Play"), ("ru", "Часть III ")]),
        ({"ru": "Раздел 1"}, {}, ["en", "ru"], [("ru", "Раздел 1 ")]),
        ({}, {"ru": "Розыгрыш"}, ["ru"], [("ru", " Розыгрыш")]),
        ({"en": "SECTION ONE"}, {"en": "Claims"}, ["el"], [("en", "SECTION ONE Claims")]),
    ],
)
def test_division_headings_on_contents(labels, heading, langs, expected):
    div = Division("part", "III", "part_III", heading=heading, labels=labels)
    assert division_heading(div, langs) == expected


def law_page_of(make_sources, files: dict[str, str], reader: str, edition: str, langs: str,
                law: str):
    """The page of `law` in a corpus of one source file read by `reader`."""
    from bridgelaws.corpus import load_corpus

    name = next(iter(files))
    manifest = (f'[[source]]\nfile = "{name}"\nreader = "{reader}"\neditions = ["{edition}"]\n'
                f'languages = {langs}\nlaws = ["{law}"]\norigin = "test"\n')
    corpus = load_corpus(make_sources(files, [manifest]))
    site = Site(corpus, corpus_refs(corpus))
    return next(p for p in site.pages() if p.path == f"{edition}/law-{law}.html")


BILINGUAL_45 = ("Α. Ένα φύλλο που παίχτηκε1)\nΚάθε φύλλο που παίχτηκε μένει παιγμένο.\n"
                "A. A Card Played1)\nEach card played stays played.\n"
                "1) Βλέπε Νόμο 47.\n1) See Law 47.\n")
TABLE_45 = ("ПРАВИЛО 45. СЫГРАННАЯ КАРТА А. Заход не в очередь16Любой заход считается "
            "сделанным. | LAW 45 - CARD PLAYED A. Lead Out of Turn16Any lead is treated as "
            "made. |\n")


@pytest.mark.parametrize(("files", "reader", "langs", "want"), [
    # A marker with its note's text links to it; one without says so in its title.
    ({"b.txt": BILINGUAL_45}, "bilingual", '["el", "en"]', {
        "el": 'Ένα φύλλο που παίχτηκε<sup class="fn"><a href="#law_45__note_1">1)</a></sup>',
        "en": 'A Card Played<sup class="fn"><a href="#law_45__note_1">1)</a></sup>'}),
    ({"t.txt": TABLE_45}, "table", '["ru", "en"]', {
        "ru": 'Заход не в очередь<sup class="fn" title="{}">16</sup>',
        "en": 'Lead Out of Turn<sup class="fn" title="{}">16</sup>'}),
])
def test_a_marker_in_a_heading_is_shown_where_it_stands(make_sources, files, reader, langs,
                                                        want):
    page = law_page_of(make_sources, files, reader, "2017", langs, "45")
    row = next(r for r in page.context["rows"] if r.cite == "45A")
    for cell in row.cells:
        assert str(cell.heading) == want[cell.lang].format(words(cell.lang)["no_note_text"])


EDITIONS_46 = ("2017 Law\nLAW 46 - INCOMPLETE CALL OF A CARD*\nA. Proper Form\n"
               "Declarer names the suit.\n* A card of dummy's, called by declarer.\n")
FORUM_46 = ("Quoting the director's post.\nL46 Incomplete Call of a Card<9>\n"
            "A. Proper Form Declarer names the suit.\n")


@pytest.mark.parametrize(("files", "reader", "edition", "want"), [
    ({"e.txt": EDITIONS_46}, "editions", "2017",
     'INCOMPLETE CALL OF A CARD<sup class="fn"><a href="#law_46__note_star1">*</a></sup>'),
    ({"f.txt": FORUM_46}, "forum", "proposal-2012",  # no note text in the post
     'Incomplete Call of a Card<sup class="fn" title="{}">&lt;9&gt;</sup>'),
])
def test_a_marker_in_a_law_title_is_shown_where_it_stands(make_sources, files, reader, edition,
                                                          want):
    page = law_page_of(make_sources, files, reader, edition, '["en"]', "46")
    assert str(page.context["titles"]["en"]) == want.format(words("en")["no_note_text"])
