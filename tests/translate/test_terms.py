import pytest

from bridgelaws.corpus.model import Text
from bridgelaws.errors import BridgelawsError
from bridgelaws.translate.terms import (
    Match,
    build_matcher,
    load_terms,
    matcher,
    parse_terms,
    term_spans,
)

EVERY_FORM = [
    (term.id, lang, form)
    for term in load_terms()
    for lang, renderings in term.renderings.items()
    for rendering in renderings
    for form in rendering
]


@pytest.mark.parametrize(("term_id", "lang", "form"), EVERY_FORM)
def test_every_form_finds_its_own_term(term_id, lang, form):
    assert [(m.start, m.end, m.term) for m in matcher(lang).find(form)] == [(0, len(form), term_id)]


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        # inflections found by lemma; the longest form wins and nothing overlaps
        ("it becomes a major penalty card", "en", [("major penalty card", "major-penalty-card")]),
        ("two penalty cards", "en", [("penalty cards", "penalty-card")]),
        ("REVOKES on the twelfth trick", "en", [("REVOKES", "revoke"), ("trick", "trick")]),
        ("the non-offending side's card", "en", [("non-offending side", "non-offending-side")]),
        ("the offending side leads", "en", [("offending side", "offending-side")]),
        (
            "становится старшей штрафной картой",
            "ru",
            [("старшей штрафной картой", "major-penalty-card")],
        ),
        ("становятся штрафными", "ru", [("штрафными", "penalty-card")]),
        ("с руки болвана", "ru", [("руки", "hand"), ("болвана", "dummy")]),
        ("του υπαίτιου άξονα", "el", [("υπαίτιου άξονα", "offending-side")]),
        ("ο υπαίτιος αφήνει", "el", [("υπαίτιος", "offender")]),
        ("επανορθωτική βαθμολογία", "el", [("επανορθωτική βαθμολογία", "adjusted-score")]),
        # punctuation stops a term: no "penalty card" across a full stop
        ("no penalty. Card played", "en", [("penalty", "penalty")]),
    ],
)
def test_find(text, lang, expected):
    assert [(text[m.start : m.end], m.term) for m in matcher(lang).find(text)] == expected


def test_match_reports_rendering_head():
    found = matcher("ru").find("фальшренонс не был установлен")
    assert found[1] == Match(found[1].start, found[1].end, "established", "установленный")


@pytest.mark.parametrize(
    "text", ["Law 50 applies to a defender’s card.", Text("a defender’s card")]
)
def test_term_spans(text):
    value = getattr(text, "value", text)
    spans = term_spans(text, "en")
    assert [(value[s:e], t) for s, e, t in spans] == [("defender", "defender")]


@pytest.mark.parametrize(
    ("toml", "message"),
    [
        ('[[term]]\nen = ["x"]', "missing or repeated id"),
        ('[[term]]\nid = "a"\nen = ["x"]\n[[term]]\nid = "a"\nen = ["y"]', "repeated id 'a'"),
        ('[[term]]\nid = "a"\nde = ["x"]\nen = ["y"]', "unknown keys"),
        ('[[term]]\nid = "a"\nru = ["x"]', "no English form"),
        ("[[term]\n", "bad TOML"),
    ],
)
def test_parse_terms_rejects(toml, message):
    with pytest.raises(BridgelawsError, match=message):
        parse_terms(toml, file="t.toml")


def test_parse_terms_renderings():
    (term,) = parse_terms('[[term]]\nid = "e"\nen = ["establish | establishment", "settle"]')
    assert term.renderings["en"] == (("establish", "establishment"), ("settle",))
    assert term.names("en") == ["establish", "settle"]


def test_two_terms_one_form_is_an_error():
    terms = parse_terms('[[term]]\nid = "a"\nen = ["trick"]\n[[term]]\nid = "b"\nen = ["tricks"]')
    with pytest.raises(BridgelawsError, match="also a's"):
        build_matcher(tuple(terms), "en")


@pytest.mark.parametrize(
    ("edition", "cite", "lang"), [("1997", "64C", "ru"), ("2017", "67B", "el")]
)
def test_term_spans_on_shipped_text(corpus, edition, cite, lang):
    text = corpus.editions[edition].clause(cite).text[lang]
    spans = term_spans(text, lang)
    assert spans and spans == sorted(spans)
    assert all(0 <= s < e <= len(text.value) for s, e, _ in spans)
    assert all(a[1] <= b[0] for a, b in zip(spans, spans[1:], strict=False))
