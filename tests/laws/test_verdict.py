"""Verdicts and effects as the JSON and the site see them."""

from __future__ import annotations

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
