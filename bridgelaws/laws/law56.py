"""Law 56 (1997): a defender's lead out of turn that declarer makes him retract."""

from __future__ import annotations

from bridgelaws.laws.facts import penalty_cards
from bridgelaws.laws.reasons import said
from bridgelaws.laws.registry import E1997, Context, rules
from bridgelaws.laws.verdict import Effect, Verdict, when


@rules("56", editions=E1997, needs=("loot", "refuse"))
def defender_lead_retracted(ctx: Context) -> Verdict:
    """Applies when declarer requires a defender to retract his lead out of turn: the card
    becomes a major penalty card (Law 50D)."""
    cards = [p for p in penalty_cards(ctx.facts) if p.source == "loot"]
    return when(
        cards,
        lambda p: said("56", player=p.seat, card=p.card, trick=p.trick),
        "declarer made no defender retract a lead out of turn",
        Effect(penalty_cards=tuple(str(p) for p in cards), note="major penalty card; Law 50D"),
    )
