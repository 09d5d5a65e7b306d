"""Derived facts: revokes marked or not, establishment, leads out of turn, tricks per side."""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from bridgelaws.laws.facts import derive
from bridgelaws.laws.pbn import parse_text

from .boardgen import play_out, to_pbn
from .strategies import legal_board

DEAL = "N:AKQJ.432.5432.32 T98.AKQJ.AK.8765 765.T98.QJT9.AKQ 432.765.876.JT94"


def facts_of(given_tricks, events=(), **kw):
    tricks = play_out(DEAL, "S", "E", given_tricks, stop=kw.pop("stop", 13))
    comments = [f"@{e}" for e in events]
    return derive(parse_text(to_pbn("1", DEAL, "N", "2S", tricks, comments=comments, **kw))[0])


@pytest.mark.parametrize("token", ["D6", "^RD6"])
def test_revoke_found_marked_or_not(token):
    facts = facts_of([["HJ", "H8", token, "H2"]])
    [r] = facts.revokes
    assert (r.trick, r.seat, r.suit, r.card, r.held) == (1, "W", "H", "D6", ("H5", "H6", "H7"))
    assert r.marked == token.startswith("^R")


@pytest.mark.parametrize(
    "events, established, how",
    [
        ((), True, "63A1"),  # East leads to trick 2
        (("attention at=1.4",), False, ""),  # noticed before East led: to be corrected
        (("designate trick=2 seat=E card=HQ",), True, "63A2"),
        (("inquiry by=E of=W at=1.4",), True, "63B"),  # defenders may not ask one another
        (("inquiry by=N of=W at=1.4",), True, "63A1"),  # declarer may
    ],
)
def test_establishment(events, established, how):
    [r] = facts_of([["HJ", "H8", "D6", "H2"]], events).revokes
    assert (r.established, r.established_by) == (established, how)


def test_claim_establishes_and_counts_claimed_tricks():
    facts = facts_of([["HJ", "H8", "D6", "H2"]], stop=1, claim=True, result=9)
    [r] = facts.revokes
    assert r.established_by == "63A3"
    # East won trick 1; of the 12 tricks claimed, 9 went to North-South by the Result.
    assert facts.won_by_side(1, "EW") == 1 + 3 and facts.won_by_side(1, "NS") == 9


def test_lead_out_of_turn_from_mark_and_from_event():
    facts = facts_of([["^LC4", "C2", "C5", "CA"]], ["loot trick=2 seat=W card=H5"])
    marked, withdrawn = facts.leads_out_of_turn
    assert (marked.trick, marked.seat, marked.proper, marked.stood) == (1, "W", "E", True)
    assert (withdrawn.trick, withdrawn.seat, withdrawn.stood) == (2, "W", False)


def test_defective_trick_found_late_is_a_deemed_revoke():
    facts = facts_of([["HJ", "H8", "-W", "H2"]], ["omitted trick=1 seat=W"])
    [d] = facts.defective
    assert (d.trick, d.seat, d.kind, d.late) == (1, "W", "omitted", True)
    assert [(r.kind, r.established_by) for r in facts.revokes] == [("defective", "67B1")]


@settings(max_examples=60, deadline=None)
@given(legal_board())
def test_no_revoke_in_a_legal_play(text):
    facts = derive(parse_text(text)[0])
    assert facts.revokes == []
    assert sum(1 for w in facts.winners if w) == 13
