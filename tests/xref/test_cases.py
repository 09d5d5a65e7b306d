"""The hand-written tables of tests/xref/cases/: precision and recall per language, and no
reference at all in a text that holds none (the issue's targets: 0.98 and 0.97)."""

from __future__ import annotations

import pytest

from tests.xref.scorer import LANGS, compare, got, load, score

NEGATIVES = [c for lang in LANGS for c in load(lang) if not c.expected]


@pytest.mark.parametrize("lang", LANGS)
def test_tables_are_big_enough(lang):
    cases = load(lang)
    assert len(cases) >= 150
    assert sum(not c.expected for c in cases) >= 40
    assert {c.split for c in cases} == {"dev", "held-out"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("split", "least_recall"), [
    # The targets, on what was read right the first time it was read
    ("held-out", 0.97),
    # What each held-out batch found missing and the grammar was then tuned on, with the
    # misses kept as written (`as B says`, `Law Seventy-Three`): a guard, not the target
    ("dev", 0.95),
])
def test_precision_and_recall(lang, split, least_recall):
    precision, recall = score([c for c in load(lang) if c.split == split])
    assert precision >= 0.98
    assert recall >= least_recall


@pytest.mark.parametrize("case", NEGATIVES, ids=lambda c: f"{c.lang}:{c.line}")
def test_no_reference_in_text_that_holds_none(case):
    assert got(case) == []


def test_the_scorer_counts_a_wrong_edition_as_a_miss():
    (case,) = [c for c in load("en") if c.text == "see Law 64 (2007) for the old wording"]
    assert compare(case) == (1, 1, 1)
    wrong = type(case)(case.lang, case.split, 0, "", "see Law 64 (2017) for the old", ("64@2007",))
    assert compare(wrong) == (0, 1, 1)
