"""Annotating free text: offsets in input characters, every character kept, bad input."""

from __future__ import annotations

import json

import pytest

from bridgelaws.errors import BridgelawsError
from bridgelaws.xref.annotate import annotate, read_input, render

TEXT = "see Law 64C & <Law 62C3>, L63B, this Law\n"


def test_json_offsets(tiny_corpus):
    rows = json.loads(render(TEXT, annotate(TEXT, "en", tiny_corpus, "2007"), "json"))
    assert rows == [
        {
            "start": 4,
            "end": 11,
            "text": "Law 64C",
            "target": "64C",
            "status": "resolved",
            "edition": "2007",
        },
        {
            "start": 15,
            "end": 23,
            "text": "Law 62C3",
            "target": "62C3",
            "status": "outside-corpus",
            "edition": "",
        },
        {
            "start": 26,
            "end": 30,
            "text": "L63B",
            "target": "63B",
            "status": "outside-corpus",
            "edition": "",
        },
    ]
    assert all(TEXT[r["start"] : r["end"]] == r["text"] for r in rows)


def test_without_edition_the_newest_that_holds_it_answers(tiny_corpus):
    refs = annotate(TEXT, "en", tiny_corpus)
    assert [(r.target, r.status, r.target_edition) for r in refs] == [
        ("64C", "resolved", "2007"),
        ("62C3", "resolved", "proposal-2012"),
        ("63B", "outside-corpus", ""),
    ]


def test_md_keeps_every_character(tiny_corpus):
    out = render(TEXT, annotate(TEXT, "en", tiny_corpus), "md")
    assert out == (
        "see [Law 64C](2007/law-64.html#64C) & <[Law 62C3](proposal-2012/law-62.html#62C3)>,"
        " L63B, this Law\n"
    )


def test_html_escapes_and_links(tiny_corpus):
    out = render(TEXT, annotate(TEXT, "en", tiny_corpus), "html", base="/site/")
    assert out == (
        'see <a class="ref" href="/site/2007/law-64.html#64C" data-target="64C">Law 64C</a>'
        ' &amp; &lt;<a class="ref" href="/site/proposal-2012/law-62.html#62C3"'
        ' data-target="62C3">Law 62C3</a>&gt;,'
        ' <span class="ref outside-corpus" data-target="63B">L63B</span>, this Law\n'
    )


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
    ],
)
def test_bad_options(tiny_corpus, lang, edition, fmt, message):
    with pytest.raises(BridgelawsError, match=message):
        render("no references", annotate("no references", lang, tiny_corpus, edition), fmt)


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
