"""Law 59 (1997): a player unable to lead or play as a penalty requires."""

from __future__ import annotations

from bridgelaws.laws.facts import not_shown
from bridgelaws.laws.law57 import cannot_comply, premature
from bridgelaws.laws.pbn import partner
from bridgelaws.laws.reasons import said
from bridgelaws.laws.registry import E1997, Context, rules
from bridgelaws.laws.verdict import Verdict, when_known


@rules("59", editions=E1997, needs=("premature",))
def inability_to_play_as_required(ctx: Context) -> Verdict:
    """Applies when a player cannot comply with a lead or play penalty (no card of the
    required suit, or only cards of a forbidden suit): he may play any legal card."""
    return when_known(
        [(e, cannot_comply(ctx.facts, e)) for e in premature(ctx.facts, False)],
        lambda e: said("59", player=partner(e.seat), trick=e.trick),
        lambda e: said("59.ask", unknown=not_shown(partner(e.seat)), trick=e.trick),
        "nobody was unable to comply with a penalty",
    )
