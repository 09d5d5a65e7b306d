import re

import pytest

from bridgelaws.diff.pages import clause_timeline_html, diff_pages, diff_path, law_panel_html


@pytest.mark.parametrize(
    ("old", "new", "law", "path"),
    [
        ("2007", "2017", "64", "diff/2007-to-2017/law-64.html"),
        ("2007", "proposal-2012", None, "diff/2007-to-proposal-2012/index.html"),
    ],
)
def test_diff_path(old, new, law, path):
    assert diff_path(old, new, law) == path


def test_diff_pages_hand_built(corpus64):
    pages = {page.path: page for page in diff_pages(corpus64, {"en": "English"})}
    pairs = [("1997", "2007"), ("1997", "2017"), ("2007", "2017")]
    assert sorted(pages) == sorted(
        [diff_path(old, new, law) for old, new in pairs for law in (None, "64")]
        + [f"diff/{old}-to-{new}/concordance.html" for old, new in pairs])
    page = pages["diff/2007-to-2017/law-64.html"]
    assert (page.title, page.lang) == ("Law 64: 2007 to 2017", "en")
    assert '<a href="../../2007/law-64.html">Law 64 (2007)</a>' in page.html
    assert ('<a class="old" href="../../2007/law-64.html#64C">64C</a> &rarr; '
            '<a class="new" href="../../2017/law-64.html#64C1">64C1</a>') in page.html
    assert "<h2>English</h2>" in page.html
    summary = pages["diff/2007-to-2017/index.html"]
    assert ('<a href="law-64.html">Law 64</a>: 3 unchanged, 2 heading changed, 8 reworded, '
            '0 moved, 1 moved and reworded, 0 split, 0 merged, 4 added, 0 removed; '
            '3 headings changed') in summary.html
    assert "64C -&gt; 64C1      moved and reworded" in summary.html
    assert '<a href="concordance.html">Concordance' in summary.html
    concordance = pages["diff/2007-to-2017/concordance.html"]
    assert concordance.title == "Concordance 2007 and 2017"
    assert ('<tr><td><a href="../../2007/law-64.html#64C">64C</a></td>'
            '<td><a href="../../2017/law-64.html#64C1">64C1</a></td><td>renumbered</td></tr>'
            ) in concordance.html


def test_diff_pages_are_well_formed(corpus64):
    for page in diff_pages(corpus64):
        tags = re.findall(r"<(/?)(div|section|p|ul|li|nav|pre)\b", page.html)
        depth = 0
        for closing, _tag in tags:
            depth += -1 if closing else 1
            assert depth >= 0
        assert depth == 0, page.path


@pytest.mark.parametrize(
    ("edition", "links"),
    [
        ("2017", ["1997-to-2017", "2007-to-2017"]),
        ("1997", ["1997-to-2007", "1997-to-2017"]),
    ],
)
def test_law_panel(corpus64, edition, links):
    html = law_panel_html(corpus64, edition, "64", "../")
    assert re.findall(r'href="\.\./diff/([^/]+)/law-64\.html"', html) == links


@pytest.mark.parametrize(
    ("edition", "cite", "summary"),
    [
        ("2017", "64C1", "1997 64C &rarr; 2007 64C &rarr; 2017 64C1"),
        ("2017", "64B7", "2007 64B7 &rarr; 2017 64B7"),
        ("1997", "64C", "1997 64C &rarr; 2007 64C &rarr; 2017 64C1"),
        ("2017", "64B8", None),  # in one edition only: no timeline
    ],
)
def test_clause_timeline(corpus64, edition, cite, summary):
    html = clause_timeline_html(corpus64, edition, "64", cite, {})
    if summary is None:
        assert html == ""
    else:
        assert f"<summary>Through the editions: {summary}</summary>" in html
        assert '<ol class="clause-timeline"' in html


def test_law_panel_empty_for_a_law_in_one_edition(shipped):
    assert law_panel_html(shipped, "2017", "67", "../") == ""


def test_diff_pages_shipped(shipped):
    paths = [page.path for page in diff_pages(shipped)]
    assert "diff/1997-to-2017/law-62.html" in paths
    assert "diff/2007-to-2017/law-64.html" in paths
    assert len(paths) == len(set(paths))
