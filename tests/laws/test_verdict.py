"""Verdicts and effects as the JSON and the site see them."""

from __future__ import annotations

import pytest

from bridgelaws.laws import verdict
from bridgelaws.laws.verdict import Effect, Verdict, applies, judgement, not_applicable, when


def test_when_joins_the_facts_or_says_why_not():
    assert when([], str, "no revoke") == not_applicable("no revoke")
    got = when([1, 2], lambda n: f"revoke on trick {n}", "none", Effect(penalty_cards=("W:H5",)))
    assert got.status == "applies" and got.reason == "revoke on trick 1; revoke on trick 2"


def test_as_dict_keeps_only_what_the_clause_prescribes():
    effect = Effect(transferred={"NS": 1, "EW": 0}, adjusted_score=True)
    verdict = Verdict("judgement", "the Director deems", effect, cite="64C1", edition="2017")
    assert verdict.as_dict() == {
        "cite": "64C1",
        "status": "judgement",
        "reason": "the Director deems",
        "effect": {"transferred": {"EW": 0, "NS": 1}, "adjusted_score": True},
    }
    assert "effect" not in applies("x", Effect()).as_dict()
    assert judgement("y").status == "judgement"


@pytest.mark.parametrize(
    "answers, status, reason",
    [
        ([], "not-applicable", "none"),
        ([(1, False)], "not-applicable", "none"),
        ([(1, True), (2, False)], "applies", "found 1"),
        ([(1, None)], "judgement", "ask 1"),  # the record cannot say: the Director must
        ([(1, True), (2, None), (3, False)], "judgement", "found 1; ask 2"),
    ],
)
def test_when_known_leaves_what_the_record_cannot_say_to_judgement(answers, status, reason):
    got = verdict.when_known(answers, lambda n: f"found {n}", lambda n: f"ask {n}", "none")
    assert (got.status, got.reason) == (status, reason)
