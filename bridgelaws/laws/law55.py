"""Law 55 (1997): declarer's lead out of turn."""

from __future__ import annotations

from bridgelaws.laws.facts import Facts, LeadOutOfTurn
from bridgelaws.laws.law53 import how_accepted, lead_said
from bridgelaws.laws.reasons import said
from bridgelaws.laws.registry import E1997, Context, any_child, rules
from bridgelaws.laws.verdict import Effect, Verdict, judgement, not_applicable, when

rules("55", "55B", editions=E1997)(any_child)


def declarer_leads(facts: Facts) -> list[LeadOutOfTurn]:
    return [lo for lo in facts.leads_out_of_turn if not facts.is_defender(lo.seat)]


def retracted(facts: Facts, wrong_hand: bool) -> list[LeadOutOfTurn]:
    """Declarer's leads out of turn a defender made him retract; `wrong_hand`: it was his
    side's lead, from the other hand."""
    return [
        lo
        for lo in declarer_leads(facts)
        if lo.refused_by and facts.is_defender(lo.refused_by)
        and facts.is_defender(lo.proper) != wrong_hand
    ]


@rules("55A", editions=E1997)
def declarer_lead_accepted(ctx: Context) -> Verdict:
    """Applies when declarer led out of turn from his hand or dummy's and a defender accepts
    the lead (Law 53)."""
    found = [lo for lo in declarer_leads(ctx.facts) if not lo.refused_by]
    return when(
        found, lambda lo: said("lead; how", lead=lead_said(lo), how=how_accepted(lo)),
        "no accepted lead by declarer",
    )


RETRACTED = {  # the lead was on a defender's turn (B1) or from the wrong hand (B2)
    "55B1": (
        False,
        "no lead of declarer's retracted on a defender's turn",
        "the card is restored without penalty",
    ),
    "55B2": (
        True,
        "no lead of declarer's from the wrong hand retracted",
        "declarer must lead from the correct hand",
    ),
}


@rules("55B1", "55B2", editions=E1997, needs=("refuse",))
def declarer_lead_retracted(ctx: Context) -> Verdict:
    """Applies when a defender makes declarer retract his lead out of turn: if it was a
    defender's turn, the card goes back to its hand without penalty (B1); if declarer led
    from the wrong one of his two hands, he leads from the correct one (B2)."""
    wrong_hand, otherwise, note = RETRACTED[ctx.cite]
    return when(
        retracted(ctx.facts, wrong_hand),
        lambda lo: said(ctx.cite, lead=lead_said(lo)),  # how it was retracted (`reasons`)
        otherwise,
        Effect(note=note),
    )


@rules("55C", editions=E1997, needs=("refuse",), decides=True)
def declarer_might_obtain_information(ctx: Context) -> Verdict:
    """Calls for judgement after declarer retracted a lead out of turn: may his line of play
    have been based on information from the infraction? The Director may adjust."""
    found = retracted(ctx.facts, False) + retracted(ctx.facts, True)
    if not found:
        return not_applicable("declarer retracted no lead out of turn")
    return judgement(said("55C", leads=tuple(lead_said(lo) for lo in found)),
                     Effect(adjusted_score=True))
