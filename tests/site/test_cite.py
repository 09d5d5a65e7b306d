"""Citations per language, Greek letters for Greek citations."""

from __future__ import annotations

import pytest

from bridgelaws.site.cite import citation, greek_cite, ordered_languages


@pytest.mark.parametrize(
    ("cite", "edition", "lang", "expected"),
    [
        ("64B7", "2017", "en", "Law 64B7 (2017)"),
        ("64B7", "2017", "ru", "Правило 64B7 (2017)"),
        ("64B7", "2017", "el", "Νόμος 64Β7 (2017)"),
        ("62C3", "2017", "el", "Νόμος 62Γ3 (2017)"),
        ("67F", "2017", "el", "Νόμος 67ΣΤ (2017)"),
        ("43B2(b)", "1997", "el", "Νόμος 43Β2(β) (1997)"),
        ("62E1(a)", "proposal-2012", "en", "Law 62E1(a) (proposal-2012)"),
        ("64", "2007", "fr", "Law 64 (2007)"),
    ],
)
def test_citation(cite, edition, lang, expected):
    assert citation(cite, edition, lang) == expected


@pytest.mark.parametrize(
    ("cite", "expected"),
    [("ABCDEFGH", "ΑΒΓΔΕΣΤΖΗ"), ("abcdefgh", "αβγδεστζη"), ("64", "64"), ("12Z", "12Z")],
)
def test_greek_cite(cite, expected):
    assert greek_cite(cite) == expected


@pytest.mark.parametrize(
    ("langs", "expected"),
    [({"ru", "en"}, ["en", "ru"]), ({"el", "en"}, ["en", "el"]), ({"de", "el"}, ["el", "de"])],
)
def test_ordered_languages(langs, expected):
    assert ordered_languages(langs) == expected
