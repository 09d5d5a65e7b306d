"""Resolution stays in the citing edition; a proposal falls back to the edition it redrafts."""

from __future__ import annotations

import pytest

from bridgelaws.errors import BridgelawsError
from bridgelaws.xref.resolve import Resolution, Resolver


@pytest.mark.parametrize(
    "edition,target,expected",
    [
        ("2007", "64C", Resolution("resolved", "2007", "law_64__sec_C")),
        ("2007", "64B2", Resolution("resolved", "2007", "law_64__sec_B__para_2")),
        ("2007", "64B9", Resolution("unknown-clause", "2007", "")),
        ("2007", "62C3", Resolution("outside-corpus", "", "")),  # only the proposal has 62
        ("2017", "64A", Resolution("unknown-clause", "2017", "")),  # never 2007's 64A
        ("proposal-2012", "62C3", Resolution("resolved", "proposal-2012", "law_62__sec_C__para_3")),
        ("proposal-2012", "64A", Resolution("resolved", "2007", "law_64__sec_A")),
        ("proposal-2012", "62D", Resolution("unknown-clause", "proposal-2012", "")),
        ("proposal-2012", "47", Resolution("outside-corpus", "", "")),
        ("2007", "64A-64C", Resolution("resolved", "2007", "law_64__sec_A")),
        ("2007", "64A-64D", Resolution("unknown-clause", "2007", "")),
        ("2007", "64-65", Resolution("outside-corpus", "2007", "")),
        ("", "62E1(b)", Resolution("resolved", "proposal-2012", "law_62__sec_E__para_1__item_b")),
        ("", "64B", Resolution("resolved", "2017", "law_64__sec_B")),  # the newest that has it
        # no 2017 64A; the proposal (newer than 2007) answers through its fallback to 2007
        ("", "64A", Resolution("resolved", "2007", "law_64__sec_A")),
        ("", "12", Resolution("outside-corpus", "", "")),
    ],
)
def test_resolve(tiny_corpus, edition, target, expected):
    assert Resolver(tiny_corpus).resolve(edition, target) == expected


def test_edition_not_in_corpus(tiny_corpus):
    with pytest.raises(BridgelawsError, match="edition '2020' is not in the corpus"):
        Resolver(tiny_corpus).resolve("2020", "64")
