import json

import pytest

from bridgelaws.diff.compare import diff_law
from bridgelaws.diff.match import ClauseDiff
from bridgelaws.diff.render import as_html, as_json, as_text, ops_html, ops_text, timeline_html
from bridgelaws.diff.timeline import timeline

OPS = [("equal", "subject to "), ("delete", "rectification,"), ("insert", "trick <adjustment>, "),
       ("equal", "the & Director")]


@pytest.mark.parametrize(
    ("render", "expected"),
    [
        (ops_text, "subject to [-rectification,-] {+trick <adjustment>,+} the & Director"),
        (ops_html, "subject to <del>rectification,</del> <ins>trick &lt;adjustment&gt;,</ins> "
                   "the &amp; Director"),
    ],
)
def test_ops_marks(render, expected):
    assert render(OPS) == expected


def test_json_shape(corpus64):
    data = as_json(diff_law(corpus64, "2007", "2017", "64"), "en")
    assert json.loads(json.dumps(data)) == data
    moved = next(d for d in data if d["change"] == "moved-modified")
    assert moved == {"old": "64C", "new": "64C1", "change": "moved-modified",
                     "label": "moved and reworded", "heading_changed": False, "parts": [],
                     "heading_ops": [],
                     "ops": [["equal", "When, after any established revoke, including those not "
                                       "subject to "],
                             ["delete", "rectification"], ["insert", "trick adjustment"],
                             ["equal", moved["ops"][-1][1]]]}
    assert {d["old"] for d in data if d["change"] == "added"} == {None}
    assert [d["new"] for d in data if d["change"] == "added"] == ["64B8", "64C2", "64C2(a)",
                                                                 "64C2(b)"]


@pytest.mark.parametrize(
    ("line", "present"),
    [
        ("64C -> 64C1      moved and reworded", True),
        ("64A              heading changed", True),
        ("64B              reworded, heading changed", True),
        ("64C              heading changed", True),
        ("    heading: [-Director Responsible for Equity-] {+Redress of Damage+}", True),
        ("    heading: [-Rectification following a Revoke-] {+Automatic Trick Adjustment+}", True),
        ("64B8             added", True),
        ("    {+the revoke has been corrected as per Law 62C3.+}", True),
        ("    When a revoke is established:", False),  # unchanged texts are not repeated
    ],
)
def test_text(corpus64, line, present):
    text = as_text(diff_law(corpus64, "2007", "2017", "64"), "en")
    assert (line in text.splitlines()) is present


def test_html_escapes_everything():
    diffs = [ClauseDiff("1A", "1A", "modified", True, {"en": OPS},
                        {"en": ("<b>Old</b>", "New & \"Improved\"")})]
    html = as_html(diffs, "en")
    assert "<b>" not in html and "&lt;b&gt;Old&lt;/b&gt;" in html
    assert "New</ins>" not in html and "<ins>New &amp; &quot;Improved&quot;</ins>" in html
    assert html.count("<div") == html.count("</div>") == 2
    assert 'class="clause-diff modified" id="diff-1A-1A"' in html


def test_html_law64(corpus64):
    html = as_html(diff_law(corpus64, "2007", "2017", "64"), "en")
    assert '<div class="clause-diff moved-modified" id="diff-64C-64C1">' in html
    assert '<span class="change">moved and reworded</span>' in html
    assert '<div class="clause-diff added" id="diff-64C2-a">' in html
    assert "<del>rectification</del> <ins>trick adjustment</ins>, the Director" in html


def test_timeline_html(corpus64):
    html = timeline_html(timeline(corpus64, "64", "64C1"), "en")
    assert html.count("<li") == 3
    assert ('<li class="moved-modified"><span class="cite">2017 64C1</span> '
            '<span class="change">moved and reworded</span>') in html
    assert "<del>penalty</del> <ins>rectification</ins>," in html


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", '<span class="change">split into 9B1 and 9B2</span> '
               '<span class="heading-changed">heading changed</span>'),
        ("ru", '<span class="change">разделён на 9B1 и 9B2</span> '
               '<span class="heading-changed">изменён заголовок</span>'),
        ("el", '<span class="change">χωρίστηκε σε 9B1 και 9B2</span> '
               '<span class="heading-changed">άλλαξε ο τίτλος</span>'),
        # no labels in German: English, marked as such (contract 2)
        ("de", '<span class="change" lang="en">split into 9B1 and 9B2</span> '
               '<span class="heading-changed" lang="en">heading changed</span>'),
    ],
)
def test_html_labels_in_the_sections_language(lang, expected):
    diffs = [ClauseDiff("9B", "9B1", "split", True, {lang: [("equal", "x")]},
                        parts=("9B1", "9B2")),
             ClauseDiff("9B", "9B2", "split", False, {lang: [("equal", "y")]},
                        parts=("9B1", "9B2"))]
    html = as_html(diffs, lang)
    assert expected in html
    assert html.count('<div class="clause-diff split"') == 1  # one split, shown once
