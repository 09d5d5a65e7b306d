"""Law 54 (1997): an opening lead faced out of turn by a defender."""

from __future__ import annotations

from bridgelaws.laws.facts import Facts, LeadOutOfTurn
from bridgelaws.laws.law53 import lead_said
from bridgelaws.laws.pbn import seat_after
from bridgelaws.laws.reasons import said
from bridgelaws.laws.registry import E1997, Context, any_child, rules
from bridgelaws.laws.verdict import Effect, Verdict, when

rules("54B", editions=E1997)(any_child)


def opening_leads_out_of_turn(facts: Facts) -> list[LeadOutOfTurn]:
    return [lo for lo in facts.leads_out_of_turn if lo.trick == 1 and facts.is_defender(lo.seat)]


def accepted(facts: Facts) -> list[LeadOutOfTurn]:
    spread = facts.of_kind("spread")
    return [
        lo
        for lo in opening_leads_out_of_turn(facts)
        if (lo.stood or lo.accepted_by) and not lo.refused_by and not spread
    ]


@rules("54", editions=E1997)
def faced_opening_lead_out_of_turn(ctx: Context) -> Verdict:
    """Applies when a defender faces the opening lead out of turn (a face-down lead by his
    partner is then retracted)."""
    return when(opening_leads_out_of_turn(ctx.facts), lead_said, "no opening lead out of turn")


@rules("54A", editions=E1997)
def declarer_spreads_hand(ctx: Context) -> Verdict:
    """Applies when declarer spreads his hand after a faced opening lead out of turn: he
    becomes dummy and dummy becomes declarer."""
    facts = ctx.facts
    found = facts.of_kind("spread") if opening_leads_out_of_turn(facts) else []
    return when(
        found,
        lambda e: said("54A", player=e.args["by"]),
        "declarer did not spread his hand",
        Effect(note="declarer becomes dummy, dummy becomes declarer"),
    )


def second_hand(facts: Facts, lo: LeadOutOfTurn) -> str:
    """Whose card declarer played second to the accepted opening lead: "dummy" (an `accept`
    by dummy's seat), "declarer" (his own hand, next after the leader) or ""."""
    if lo.accepted_by and lo.accepted_by == facts.dummy:
        return "dummy"
    return "declarer" if seat_after(lo.seat) == facts.declarer else ""


SECOND_CARD = {  # the hand, when no lead qualifies, the effect
    "54B1": (
        "declarer",
        "no accepted opening lead with the second card from declarer's hand",
        None,
    ),
    "54B2": (
        "dummy",
        "declarer did not play the second card from dummy",
        Effect(note="dummy's card may not be withdrawn except to correct a revoke"),
    ),
}


@rules("54B1", editions=E1997)
@rules("54B2", editions=E1997, needs=("accept",))
def declarer_accepts_opening_lead(ctx: Context) -> Verdict:
    """Applies when declarer accepts the opening lead out of turn and the second card to the
    trick comes from his own hand (B1) or from dummy (B2, an `accept` by dummy's seat:
    dummy's card may not be withdrawn except to correct a revoke)."""
    hand, otherwise, effect = SECOND_CARD[ctx.cite]
    return when(
        [lo for lo in accepted(ctx.facts) if second_hand(ctx.facts, lo) == hand],
        lambda lo: said(ctx.cite, lead=lead_said(lo)),  # whose hand played second (`reasons`)
        otherwise,
        effect,
    )


@rules("54C", editions=E1997, needs=("dummy-seen",))
def declarer_must_accept(ctx: Context) -> Verdict:
    """Applies when declarer could have seen any of dummy's cards before deciding: he must
    accept the opening lead out of turn."""
    facts = ctx.facts
    found = opening_leads_out_of_turn(facts) if facts.of_kind("dummy-seen") else []
    return when(
        found,
        lambda lo: said("54C", lead=lead_said(lo)),
        "declarer could not have seen dummy's cards",
        Effect(note="declarer must accept the lead"),
    )


@rules("54D", editions=E1997, needs=("refuse",))
def declarer_refuses_opening_lead(ctx: Context) -> Verdict:
    """Applies when declarer requires the defender to retract his opening lead out of turn:
    Law 56 applies."""
    facts = ctx.facts
    found = [lo for lo in opening_leads_out_of_turn(facts) if lo.refused_by == facts.declarer]
    return when(
        found,
        lambda lo: said("54D", lead=lead_said(lo)),
        "declarer did not refuse an opening lead out of turn",
        Effect(note="Law 56 applies"),
    )
