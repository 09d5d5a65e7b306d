"""Law 53 (1997): a lead out of turn accepted, or led again properly."""

from __future__ import annotations

from bridgelaws.laws.facts import Facts, LeadOutOfTurn
from bridgelaws.laws.pbn import seat_after, side
from bridgelaws.laws.reasons import Said, english, said
from bridgelaws.laws.registry import E1997, Context, any_child, rules
from bridgelaws.laws.verdict import Effect, Verdict, when

rules("53", editions=E1997)(any_child)


def how_accepted(lo: LeadOutOfTurn) -> Said:
    """Whether and how the lead was accepted, in any language (`reasons`)."""
    if lo.accepted_by:
        return said("lead.accepted by statement", player=lo.accepted_by)
    if lo.stood:
        return said("lead.accepted by play", player=seat_after(lo.seat))
    return said("lead.not accepted")


def lead_said(lo: LeadOutOfTurn) -> Said:
    """The lead out of turn, in any language (`reasons`)."""
    if lo.card:
        return said("lead", player=lo.seat, card=lo.card, trick=lo.trick, proper=lo.proper)
    return said("lead.no card", player=lo.seat, trick=lo.trick, proper=lo.proper)


def describe(lo: LeadOutOfTurn) -> str:
    return english(lead_said(lo))


@rules("53A", editions=E1997)
def lead_out_of_turn_treated_as_correct(ctx: Context) -> Verdict:
    """Applies to every lead faced out of turn: it becomes a correct lead if accepted by a
    statement or by the next player playing to it; otherwise the correct hand leads."""
    return when(
        ctx.facts.leads_out_of_turn,
        lambda lo: said("lead; how", lead=lead_said(lo), how=how_accepted(lo)),
        "no lead out of turn",
    )


def wrong_defender_plays(facts: Facts) -> list[LeadOutOfTurn]:
    """Leads out of turn to which the defender on the leader's right played."""
    out = []
    for lo in facts.leads_out_of_turn:
        right = seat_after(lo.seat, 3)
        if facts.is_defender(right) and any(
            e.trick == lo.trick and e.seat == right for e in facts.of_kind("premature")
        ):
            out.append(lo)
    return out


@rules("53B", editions=E1997, needs=("premature",))
def wrong_defender_plays_to_irregular_lead(ctx: Context) -> Verdict:
    """Applies when the defender on the right of the hand that led out of turn plays to that
    lead: the lead stands and Law 57 applies."""
    return when(
        wrong_defender_plays(ctx.facts),
        lambda lo: said("lead; played to", lead=lead_said(lo), player=seat_after(lo.seat, 3)),
        "no defender on the leader's right played to a lead out of turn",
        Effect(note="the lead stands; Law 57 applies"),
    )


@rules("53C", editions=E1997, needs=("proper-lead",))
def proper_lead_after_irregular_lead(ctx: Context) -> Verdict:
    """Applies when the opponent whose turn it was makes his proper lead after the lead out
    of turn: his lead stands and cards played in error may be withdrawn without penalty."""
    facts = ctx.facts
    found = [
        lo
        for lo in facts.leads_out_of_turn
        for e in facts.of_kind("proper-lead")
        if e.trick == lo.trick and e.seat == lo.proper and side(e.seat) != side(lo.seat)
    ]
    return when(
        found,
        lambda lo: said("53C", lead=lead_said(lo), player=lo.proper),
        "no proper lead made after a lead out of turn",
        Effect(note="the proper lead stands; cards played in error withdrawn without penalty"),
    )
