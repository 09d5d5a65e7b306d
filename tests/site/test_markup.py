"""One string as HTML: escaped, references linked or explained, footnote markers placed."""

from __future__ import annotations

import re

import pytest

from bridgelaws.corpus.model import NoteMark
from bridgelaws.site.markup import Link, esc, markup
from bridgelaws.xref import Ref


def hand_ref(start: int, end: int, text: str, target: str, status: str = "resolved") -> Ref:
    """A reference in 2017 64B, made by hand."""
    return Ref("2017", "en", "64B", "law_64__sec_B", "text", "", start, end, text, "cite", target,
               status, "2017", "law_64", "")


def link(ref) -> Link:
    return Link(f"law-{ref.target}.html#{ref.target}", f"Law {ref.target}")


def ref_at(value: str, text: str, target: str, **kw) -> Ref:
    start = value.index(text)
    return hand_ref(start, start + len(text), text, target, **kw)


class TermTags(dict):
    def __missing__(self, term: str) -> str:
        return f'<a class="term" href="glossary.html#{term}">'


def render(value: str, refs=(), notes=(), notes_known=("16",), terms=()) -> str:
    return str(
        markup(value, list(refs), list(notes), link,
               lambda n: f"#fn-{n.n}" if n.n in notes_known else None, list(terms), TermTags())
    )


V = "see Law 64 and Law 47E1 <script>alert(1)</script> & more"


@pytest.mark.parametrize(
    ("refs", "notes", "expected"),
    [
        ([], [], "see Law 64 and Law 47E1 &lt;script&gt;alert(1)&lt;/script&gt; &amp; more"),
        (
            [ref_at(V, "Law 64", "64")],
            [],
            'see <a class="ref" href="law-64.html#64" title="Law 64">Law 64</a> and Law 47E1 '
            "&lt;script&gt;",
        ),
        (
            [ref_at(V, "Law 47E1", "47E1", status="outside-corpus")],
            [],
            'and <span class="ref-out" title="Law 47E1 is not in this corpus">Law 47E1</span> ',
        ),
        (
            [ref_at(V, "Law 64", "64Z", status="unknown-clause")],
            [],
            '<span class="ref-out" title="64Z: no such clause in this edition">Law 64</span>',
        ),
        ([], [NoteMark(3, "16", "16")], 'see<sup class="fn"><a href="#fn-16">16</a></sup> Law'),
        ([], [NoteMark(3, "9", "9)")], 'see<sup class="fn" title="no footnote text in the source">'
                                       "9)</sup> Law"),
        (  # a marker inside a reference goes after it
            [ref_at(V, "Law 64", "64")],
            [NoteMark(7, "16", "16")],
            'Law 64</a><sup class="fn"><a href="#fn-16">16</a></sup> and',
        ),
    ],
)
def test_markup(refs, notes, expected):
    html = render(V, refs, notes)
    assert expected in html
    assert "<script>" not in html


def test_overlapping_references_keep_the_first():
    first = ref_at(V, "Law 64 and", "64")
    second = ref_at(V, "64 and Law 47E1", "47E1")
    html = render(V, [second, first])
    assert html.count("<a ") == 1 and ">Law 64 and</a>" in html


def test_attribute_values_are_escaped():
    html = str(markup("Law 64", [hand_ref(0, 6, "Law 64", "64")], [],
                      lambda r: Link('x.html#"onmouseover="alert(1)', "<t>"), lambda n: None))
    assert 'href="x.html#&#34;onmouseover=&#34;alert(1)"' in html
    assert 'title="&lt;t&gt;"' in html


@pytest.mark.parametrize(("text", "expected"), [
    ("", ""),
    ("Law 64B (1997)", "Law 64B (1997)"),
    ("фальшренонс · ρενόνς", "фальшренонс · ρενόνς"),
    ("&", "&amp;"),
    ("<b>", "&lt;b&gt;"),
    ("the Director's", "the Director&#39;s"),
    ('say "pass"', "say &#34;pass&#34;"),
    ("&amp; already", "&amp;amp; already"),
    ("a<b>&'\"c", "a&lt;b&gt;&amp;&#39;&#34;c"),
])
def test_escaping_is_markupsafes(text, expected):
    """Written out by hand (HTML 5 character references, as markupsafe writes them):
    with nothing to escape the text comes back as it is, otherwise every one of the five."""
    assert esc(text) == expected


T = "the revoke & the penalty card <b>"


@pytest.mark.parametrize(
    ("refs", "notes", "terms", "expected"),
    [
        ([], [], [(4, 10, "revoke")],
         'the <a class="term" href="glossary.html#revoke">revoke</a> &amp; the'),
        ([], [], [(17, 29, "penalty-card")],
         '<a class="term" href="glossary.html#penalty-card">penalty card</a> &lt;b&gt;'),
        (  # a term inside a reference is left to the reference
            [ref_at(T, "revoke &", "64")], [], [(4, 10, "revoke")],
            'the <a class="ref" href="law-64.html#64" title="Law 64">revoke &amp;</a> the',
        ),
        (  # a footnote marker inside a term goes after it
            [], [NoteMark(7, "16", "16")], [(4, 10, "revoke")],
            'revoke</a><sup class="fn"><a href="#fn-16">16</a></sup> &amp;',
        ),
    ],
)
def test_terms_are_marked(refs, notes, terms, expected):
    html = render(T, refs, notes, terms=terms)
    assert expected in html
    assert html.count('class="term"') == (0 if refs else len(terms))


W = "revoke: Law 64 revoke, Law 62 penalty card"


@pytest.mark.parametrize(
    ("terms", "marked"),
    [  # terms before, between, inside and across the references: those clear of them marked
        ([(0, 6, "revoke"), (15, 21, "revoke"), (30, 42, "penalty-card")],
         ["revoke", "revoke", "penalty card"]),
        ([(8, 11, "law"), (12, 21, "64-revoke"), (23, 42, "62-penalty-card")], []),
        ([(0, 6, "revoke"), (27, 29, "62"), (30, 37, "penalty")], ["revoke", "penalty"]),
        ([(0, 11, "revoke-law"), (14, 21, "revoke"), (22, 23, "gap")], [" revoke", " "]),
    ],
)
def test_terms_beside_references(terms, marked):
    refs = [ref_at(W, "Law 64", "64"), ref_at(W, "Law 62", "62")]
    html = render(W, refs, terms=terms)
    assert re.findall(r'class="term"[^>]*>([^<]*)</a>', html) == marked
    assert html.count('class="ref"') == 2
