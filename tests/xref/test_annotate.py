"""Annotating free text: offsets in input characters, every character kept, bad input."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws.errors import BridgelawsError
from bridgelaws.xref.annotate import annotate, read_input, render, unread_warning
from bridgelaws.xref.refs import Ref

TEXT = "see Law 64C & <Law 62C3>, L63B, this Law\n"


def test_json_offsets(tiny_corpus):
    rows = json.loads(render(TEXT, annotate(TEXT, "en", tiny_corpus, "2007"), "json", "", "2007"))
    assert rows == [
        {
            "start": 4,
            "end": 11,
            "text": "Law 64C",
            "target": "64C",
            "status": "resolved",
            "edition": "2007",
            "edition_from": "option",
            "elsewhere": [],
        },
        {
            "start": 15,
            "end": 23,
            "text": "Law 62C3",
            "target": "62C3",
            "status": "other-edition",  # 2007 has no Law 62; the 2012 proposal has
            "edition": "2007",
            "edition_from": "option",
            "elsewhere": ["proposal-2012"],
        },
        {
            "start": 26,
            "end": 30,
            "text": "L63B",
            "target": "63B",
            "status": "outside-corpus",
            "edition": "2007",
            "edition_from": "option",
            "elsewhere": [],
        },
    ]
    assert all(TEXT[r["start"] : r["end"]] == r["text"] for r in rows)


def test_without_edition_the_newest_official_edition_answers(tiny_corpus):
    refs = annotate(TEXT, "en", tiny_corpus)
    assert [(r.target, r.status, r.target_edition, r.elsewhere) for r in refs] == [
        ("64C", "other-edition", "2017", ("2007",)),
        ("62C3", "other-edition", "2017", ("proposal-2012",)),  # never the proposal answers
        ("63B", "outside-corpus", "2017", ()),
    ]


@pytest.mark.parametrize("text,edition,elsewhere,link", [
    # Law 61 is in the 1997 Laws and in the 2012 proposal's own text, in neither 2017 nor
    # 2007 (manifest): the link goes to the newest official edition that holds it, not to
    # the newer proposal.
    ("see Law 61A", "2017", ("proposal-2012", "1997"), "1997/law-61.html#61A"),
    # 1997 Law 64B ends at B6 (a seventh exception came in 2007): the newest holder.
    ("Law 64B7", "1997", ("2007", "2017"), "2017/law-64.html#64B7"),
])
def test_other_edition_links_to_the_newest_official_holder(corpus, text, edition, elsewhere,
                                                           link):
    (ref,) = annotate(text, "en", corpus, edition=edition)
    assert (ref.status, ref.elsewhere) == ("other-edition", elsewhere)
    assert f"]({link})" in render(text, [ref], "md")


@pytest.mark.parametrize(
    "text,edition,expected",
    [
        ("Law 64C (2007)", None, [("64C", "resolved", "2007", "text")]),
        ("the 2007 Laws, Law 64A", "2017", [("64A", "resolved", "2007", "text")]),
        ("Law 64B (2017) and Law 64A", "2007",
         [("64B", "resolved", "2017", "text"), ("64A", "resolved", "2007", "option")]),
        ("Law 64A (2017)", None, [("64A", "other-edition", "2017", "text")]),
        ("Law 64B", None, [("64B", "resolved", "2017", "default")]),
    ],
)
def test_edition_written_in_the_text_wins(tiny_corpus, text, edition, expected):
    rows = json.loads(render(text, annotate(text, "en", tiny_corpus, edition), "json", "",
                             edition))
    assert [(r["target"], r["status"], r["edition"], r["edition_from"]) for r in rows] == expected


def test_law_option_reads_self_and_relative_references(tiny_corpus):
    text = "compensated by this Law (see B2 above)"
    refs = annotate(text, "en", tiny_corpus, "2007", law="64")
    assert [(r.text, r.target, r.status) for r in refs] == [
        ("this Law", "64", "resolved"),
        ("B2", "64B2", "resolved"),
    ]
    assert annotate(text, "en", tiny_corpus, "2007") == []  # without it: cannot be read


@pytest.mark.parametrize(
    "text,lang,fmt,expected",
    [
        ("Board 3.\nLaw 64 (see B2 above), this Law", "en", "json",
         "post.txt:2: warning: `B2` and any other reference to the law it stands in left out:"
         " give --law"),
        ("как указано в п. В2 выше", "ru", "md",
         "post.txt:1: warning: `В2` and any other reference to the law it stands in left out:"
         " give --law"),
        ("<p title='see B2 above'>x</p>\n<p>του παρόντος Νόμου</p>", "el", "html",
         "post.txt:2: warning: `του παρόντος Νόμου` and any other reference to the law it"
         " stands in left out: give --law"),
        ("Law 64A1 and 2, 4S= +420", "en", "json", ""),
        # A part that a cite reads is no part of the law the text stands in
        ("см. Правило 64, раздел B, пункт 3.", "ru", "json", ""),
        ("Law 64, section B2 and section B3 of Law 16", "en", "md", ""),
        ("<p>Law&nbsp;64 B6 applies</p>", "en", "html", ""),  # read as annotate reads it
        ("Law 64, section B; see section C", "en", "json",
         "post.txt:1: warning: `section C` and any other reference to the law it stands in"
         " left out: give --law"),
    ],
)
def test_what_is_left_out_without_law_is_said(text, lang, fmt, expected):
    """Nothing lost in silence: `see B2 above` without --law is no reference (the issue's
    reference-free flood), but annotate says it left such text out."""
    assert unread_warning(text, lang, fmt, "post.txt") == expected


def test_md_keeps_every_character(tiny_corpus):
    out = render(TEXT, annotate(TEXT, "en", tiny_corpus), "md")
    assert out == (
        "see [Law 64C](2007/law-64.html#64C) & <[Law 62C3](proposal-2012/law-62.html#62C3)>,"
        " L63B, this Law\n"
    )


PAGE = """<!DOCTYPE html>
<html><head><title>Law 64 ruling</title>
<style>p[data-x="Law 64"] { color: red }</style>
<script>var s = "see Law 64C"; if (a < b) {}</script></head>
<body class="Law 64"><!-- Law 64C --><p title="Law 64B">Under Law&nbsp;64C &amp; Law 64B,
the <a href="/x">Law 64C</a> link stays; <em>Law</em> 64 is split; a < b; L63B.</p>
<p>Law 64A (2007)</p><textarea>Law 64B</textarea>
</body></html>
"""


def test_html_links_in_text_nodes_only_and_keeps_every_byte(tiny_corpus):
    out = render(PAGE, annotate(PAGE, "en", tiny_corpus, fmt="html"), "html", "https://x.org/")
    links = re.findall(r'<a class="ref[^>]*>([^<]*)</a>', out)
    assert links == ["Law&nbsp;64C", "Law 64B", "Law 64A"]  # `&nbsp;` read as a space
    assert 'href="https://x.org/2017/law-64.html#64B"' in out
    assert 'href="https://x.org/2007/law-64.html#64A"' in out
    # remove exactly the added tags: the input comes back byte for byte
    stripped = out
    for m in reversed(list(re.finditer(r'<a class="ref [^>]*>([^<]*)</a>', out))):
        stripped = stripped[: m.start()] + m[1] + stripped[m.end():]
    assert stripped == PAGE


@pytest.mark.parametrize(
    "page",
    ["", "no tags Law 64B", "<p>Law 64B", "<!-- open Law 64B", "<script>Law 64B", "a <3 Law 64B",
     "<a href=x>Law 64B", "Law 64B</p>"],
)
def test_html_edge_cases_keep_every_byte(tiny_corpus, page):
    out = render(page, annotate(page, "en", tiny_corpus, fmt="html"), "html")
    stripped = re.sub(r'<a class="ref [^>]*>([^<]*)</a>', r"\1", out)
    assert stripped == page


@pytest.mark.parametrize(
    ("page", "links"),
    [
        # HTML 5 named and numeric character references (WHATWG HTML, 13.5 "Named character
        # references"): read as the character, written back as they were.
        ("<p>Law&nbsp;64B and Law&#160;64C</p>",
         [("Law&nbsp;64B", "64B"), ("Law&#160;64C", "64C")]),
        ("<p>Laws 61&ndash;64</p>", [("Laws 61&ndash;64", "61-64")]),
        ("<p>Law 64A&#x2013;C</p>", [("Law 64A&#x2013;C", "64A-64C")]),
        ("<p>&foo; Law 64B &amp; &lt;Law 64C&gt;</p>", [("Law 64B", "64B"), ("Law 64C", "64C")]),
        ("<p>Law&nbsp;</p><p>64B</p>", []),  # a reference never spans two text nodes
        ("<p>Правило&nbsp;64В</p>", [("Правило&nbsp;64В", "64B")]),
    ],
)
def test_html_character_references_read_as_characters(tiny_corpus, page, links):
    lang = "ru" if "Правило" in page else "en"
    refs = annotate(page, lang, tiny_corpus, "2017", fmt="html")
    assert [(r.text, r.target) for r in refs] == links
    assert all(page[r.start:r.end] == r.text for r in refs)
    out = render(page, refs, "html")
    assert re.sub(r'<a class="ref [^>]*>([^<]*)</a>', r"\1", out) == page


def test_greek_and_russian(tiny_corpus):
    refs = annotate("βλέπε Νόμο 64Γ και Νόμο 16Γ2", "el", tiny_corpus, "2007")
    assert [(r.text, r.target, r.status) for r in refs] == [
        ("Νόμο 64Γ", "64C", "resolved"),
        ("Νόμο 16Γ2", "16C2", "outside-corpus"),
    ]
    refs = annotate("см. Правило 64С", "ru", tiny_corpus, "2007")
    assert [(r.text, r.target, r.status) for r in refs] == [("Правило 64С", "64C", "resolved")]


@pytest.mark.parametrize(
    "lang,edition,fmt,message",
    [
        ("de", None, "json", "unknown language 'de'"),
        ("en", "2020", "json", "edition '2020' is not in the corpus"),
        ("en", None, "pdf", "unknown format 'pdf'"),
        ("en", "2020", "html", "edition '2020' is not in the corpus"),
    ],
)
def test_bad_options(tiny_corpus, lang, edition, fmt, message):
    with pytest.raises(BridgelawsError, match=message):
        render("no references", annotate("no references", lang, tiny_corpus, edition, fmt=fmt),
               fmt)


def test_undecodable_bytes(tmp_path):
    path = tmp_path / "post.txt"
    path.write_bytes(b"Law 64\n" + b"\xff\n")
    with pytest.raises(BridgelawsError, match=r"post.txt:2: not UTF-8: byte 0xff at offset 7"):
        read_input(str(path))


def test_missing_file(tmp_path):
    with pytest.raises(BridgelawsError, match="cannot read"):
        read_input(str(tmp_path / "nope.txt"))


def test_crlf_and_bom_are_kept(tmp_path):
    path = tmp_path / "post.txt"
    path.write_bytes("\ufeffLaw 64\r\n".encode())
    assert read_input(str(path)) == "\ufeffLaw 64\r\n"


_ROW_TEXT = st.text(st.characters(codec="utf-8"), max_size=12)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 10**6), _ROW_TEXT, _ROW_TEXT, st.sampled_from(
    ["resolved", "other-edition"]), _ROW_TEXT, _ROW_TEXT, st.lists(_ROW_TEXT, max_size=3)),
    max_size=4), st.sampled_from([None, "2007"]))
def test_json_is_what_the_json_module_writes(rows, edition):
    """The JSON is written in one join: byte for byte what json.dumps(indent=2) writes,
    quotes, backslashes, control characters and any Unicode included."""
    refs = [Ref("", "en", "", "", "text", "", start, start + 3, text, "cite", target, status,
                target_edition, "", "", named, tuple(elsewhere))
            for start, text, target, status, target_edition, named, elsewhere in rows]
    expected = [
        {"start": r.start, "end": r.end, "text": r.text, "target": r.target,
         "status": r.status, "edition": r.target_edition,
         "edition_from": "text" if r.named_edition else "option" if edition else "default",
         "elsewhere": list(r.elsewhere)}
        for r in refs
    ]
    assert render("", refs, "json", "", edition) == (
        json.dumps(expected, ensure_ascii=False, indent=2) + "\n")
