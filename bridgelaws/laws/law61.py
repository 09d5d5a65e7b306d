"""Law 61 (1997): what a revoke is, and who may ask about one."""

from __future__ import annotations

from bridgelaws.laws.facts import illegal_inquiries
from bridgelaws.laws.reasons import said
from bridgelaws.laws.registry import E1997, Context, any_child, rules
from bridgelaws.laws.verdict import Verdict, applies, judgement, not_applicable, when

rules("61", editions=E1997)(any_child)


@rules("61A", editions=E1997)
def revoke_defined(ctx: Context) -> Verdict:
    """Applies to each failure to follow suit while holding a card of the suit led (marked
    `^R` or not), and to each failure to play a card required by law or by a penalty."""
    found = [r for r in ctx.facts.revokes if r.kind != "defective"]
    return when(found, lambda r: r.said(), "every player followed suit when able")


@rules("61B", editions=E1997, needs=("inquiry",))
def inquiry_about_revoke(ctx: Context) -> Verdict:
    """Applies when a player asks another whether he has a card of the suit led; calls for
    judgement when dummy asks after forfeiting his rights (Law 43B2(b))."""
    asked = ctx.facts.of_kind("inquiry")
    if not asked:
        return not_applicable("nobody asked about a possible revoke")
    illegal = illegal_inquiries(ctx.facts)
    asks = [said("61B.defenders" if e in illegal else "61B", player=e.args["by"],
                 other=e.args["of"]) for e in asked]
    dummy_asked = any(e.args["by"] == ctx.facts.dummy for e in asked)
    if dummy_asked and ctx.facts.of_kind("dummy-violation"):
        return judgement([*asks, said("dummy forfeited")])
    return applies(asks)
