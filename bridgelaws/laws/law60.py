"""Law 60 (1997): play after an illegal play."""

from __future__ import annotations

from bridgelaws.laws.facts import PENALTY_EVENTS, Facts, LeadOutOfTurn, penalty_cards
from bridgelaws.laws.law53 import lead_said
from bridgelaws.laws.pbn import seat_after, side
from bridgelaws.laws.reasons import said
from bridgelaws.laws.registry import E1997, Context, any_child, rules
from bridgelaws.laws.verdict import Effect, Verdict, when

rules("60", "60A", editions=E1997)(any_child)


def forfeited(facts: Facts) -> list[LeadOutOfTurn]:
    """Leads out of turn a non-offender played to before any penalty was assessed."""
    out = []
    for lo in facts.leads_out_of_turn:
        trick = next((t for t in facts.board.tricks if t.number == lo.trick), None)
        nxt = trick.play_of(seat_after(lo.seat)) if trick else None
        if lo.stood and not lo.accepted_by and nxt and nxt.card:
            out.append(lo)
    return out


FORFEITED = {  # what each clause says of a forfeited right (`reasons`), and of none
    "60A1": (
        lambda lo: said("lead; played to", lead=lead_said(lo), player=seat_after(lo.seat)),
        "no non-offender played to an irregular lead",
    ),
    "60A2": (lambda lo: said("60A2", lead=lead_said(lo)), "no irregularity was legalised"),
}


@rules("60A1", "60A2", editions=E1997)
def right_to_penalise_forfeited(ctx: Context) -> Verdict:
    """Applies when a non-offender plays after his right-hand opponent led or played out of
    turn, before a penalty was assessed: the right to penalise is lost (A1), and the illegal
    play counts as in turn (A2; but Law 53C applies to the player whose turn it was)."""
    say, otherwise = FORFEITED[ctx.cite]
    return when(forfeited(ctx.facts), say, otherwise)


@rules("60A3", editions=E1997, needs=PENALTY_EVENTS)
def other_penalty_obligations_remain(ctx: Context) -> Verdict:
    """Applies when the offending side of a legalised irregularity already owed a penalty
    card or a lead or play penalty: that obligation remains."""
    facts = ctx.facts
    owed = penalty_cards(facts)
    found = [
        (lo, p)
        for lo in forfeited(facts)
        for p in owed
        if side(p.seat) == side(lo.seat) and p.trick < lo.trick
    ]
    return when(
        found,
        lambda pair: said("60A3", lead=lead_said(pair[0]), player=pair[1].seat,
                          card=pair[1].card),
        "the offending side owed no earlier penalty",
    )


@rules("60B", editions=E1997, needs=("play-before-lead",))
def defender_plays_before_required_lead(ctx: Context) -> Verdict:
    """Applies when a defender plays after declarer was made to retract a lead out of turn
    but before declarer led from the correct hand: the card becomes a penalty card."""
    cards = [p for p in penalty_cards(ctx.facts) if p.source == "play-before-lead"]
    return when(
        cards,
        lambda p: said("60B", player=p.seat, card=p.card),
        "no defender played before declarer's required lead",
        Effect(penalty_cards=tuple(str(p) for p in cards), note="Law 50"),
    )


@rules("60C", editions=E1997, needs=("offender-play",))
def play_by_offending_side(ctx: Context) -> Verdict:
    """Applies when the offending side plays before the penalty is assessed: the opponents
    keep their rights, and the play may itself be penalised."""
    return when(
        ctx.facts.of_kind("offender-play"),
        lambda e: said("60C", player=e.seat, trick=e.trick),
        "the offending side did not play before the penalty",
        Effect(note="the opponents' rights are unaffected"),
    )
