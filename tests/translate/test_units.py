import pytest

from bridgelaws.errors import BridgelawsError
from bridgelaws.translate.units import edition_ids, units


def test_units_in_order(small_corpus):
    found = [(u.edition, u.cite, u.part, sorted(u.texts)) for u in units(small_corpus)]
    assert found == [
        ("1997", "62", "title", ["en", "ru"]),
        ("1997", "62A", "heading", ["en", "ru"]),
        ("1997", "62A", "text", ["en", "ru"]),
        ("1997", "62B1", "heading", ["en", "ru"]),
        ("1997", "62B1", "text", ["en", "ru"]),
        ("1997", "62C1", "text", ["en", "ru"]),
        ("2007", "64", "title", ["en"]),
        ("2007", "64", "text", ["en"]),
        ("2017", "62", "text", ["el", "en"]),
        ("2017", "62B1", "text", ["el", "en"]),
        ("2017", "62B2", "text", ["el", "en"]),
    ]


@pytest.mark.parametrize(
    ("edition", "expected"), [(None, ["1997", "2007", "2017"]), ("2007", ["2007"])]
)
def test_edition_ids(small_corpus, edition, expected):
    assert edition_ids(small_corpus, edition) == expected


def test_unknown_edition(small_corpus):
    with pytest.raises(BridgelawsError, match="no edition '2030'"):
        list(units(small_corpus, "2030"))


def test_aligned(small_corpus):
    assert {u.edition for u in units(small_corpus) if not u.aligned} == {"2007"}
