"""Coverage against the shipped corpus: every clause of the official editions has a
predicate, and no predicate names a clause the corpus lacks."""

from __future__ import annotations

import pytest

from bridgelaws.laws.coverage import coverage, coverage_text


@pytest.fixture(scope="module")
def report():
    return coverage()


@pytest.mark.parametrize("edition, count", [("1997", 73), ("2007", 13), ("2017", 42)])
def test_no_clause_without_predicate(report, edition, count):
    row = report[edition]
    assert row["missing"] == [] and row["extra"] == []
    assert row["clauses"] == row["covered"] == count


def test_text(report):
    assert "2017: 42 of 42 clauses have a predicate" in coverage_text(report)
