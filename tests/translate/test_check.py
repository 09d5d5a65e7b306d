import pytest

from bridgelaws.corpus.model import Text
from bridgelaws.translate.check import Missing, check_terms, format_report


def test_clean_fixture_has_no_findings(small_corpus):
    report = check_terms(small_corpus)
    assert report.editions == ["1997", "2007", "2017"]
    assert report.missing == []
    assert report.renderings == {}


def test_missing_equivalent(small_corpus):
    clause = small_corpus.editions["1997"].clause("62A")
    clause.text["en"] = Text("A player must correct his revoke before it becomes established.")
    report = check_terms(small_corpus, "1997")
    assert report.missing == [
        Missing("1997", "62A", "text", "irregularity", "ru", "en", "отклонение")
    ]


def test_term_without_translation_is_not_missing(small_corpus):
    # "rectification" has no Russian rendering in the term base: nothing to miss in ru
    clause = small_corpus.editions["1997"].clause("62A")
    clause.text["en"] = Text(clause.text["en"].value + " No rectification.")
    assert check_terms(small_corpus, "1997").missing == []


def test_renderings(small_corpus):
    clause = small_corpus.editions["1997"].clause("62C1")
    clause.text["en"] = Text(clause.text["en"].value + " It is a penalty card.")
    clause.text["ru"] = Text(clause.text["ru"].value + " Это штрафная карта.")
    report = check_terms(small_corpus)
    assert report.renderings == {"penalty-card": {"ru": {"штрафная": 1, "штрафная карта": 1}}}


@pytest.mark.parametrize(
    ("edition", "term", "expected"),
    [
        (None, "revoke", {"el": 1, "en": 6, "ru": 4}),
        ("1997", "revoke", {"en": 3, "ru": 4}),
        ("2017", "major-penalty-card", {"el": 1, "en": 1}),
        (None, "adjusted-score", {"en": 1}),
    ],
)
def test_counts(small_corpus, edition, term, expected):
    assert check_terms(small_corpus, edition).counts[term] == expected


def test_as_dict_and_text(small_corpus):
    clause = small_corpus.editions["1997"].clause("62A")
    clause.text["en"] = Text("A player must correct his revoke before it becomes established.")
    report = check_terms(small_corpus)
    data = report.as_dict()
    assert data["missing"][0]["term"] == "irregularity"
    assert data["counts"]["revoke"]["en"] == 6
    text = format_report(report)
    assert "1997 62A (text): irregularity in ru ('отклонение'), none in en" in text
    assert "missing equivalents: 1" in text


def test_shipped_2017_greek_matches_the_term_base(corpus):
    report = check_terms(corpus, "2017")
    assert report.editions == ["2017"]
    assert report.missing == []
    assert report.counts["revoke"]["el"] > 0 and report.counts["revoke"]["en"] > 0


def test_shipped_1997_findings(corpus):
    report = check_terms(corpus, "1997")
    assert Missing("1997", "53A", "text", "lead-out-of-turn", "ru", "en", "ход вне очереди") in (
        report.missing
    )  # "Any lead faced out of turn": English splits the term the Russian keeps whole
    assert report.renderings["penalty-card"]["ru"]["штрафная"] >= 1
    assert all(
        m.edition == "1997" and {m.present, m.absent} == {"en", "ru"} for m in report.missing
    )
