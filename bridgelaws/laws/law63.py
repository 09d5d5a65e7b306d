"""Law 63 (1997): when a revoke becomes established, and what that stops."""

from __future__ import annotations

from bridgelaws.laws.law62 import twelfth_trick_revokes
from bridgelaws.laws.reasons import said
from bridgelaws.laws.registry import E1997, Context, any_child, rules
from bridgelaws.laws.verdict import Effect, Verdict, judgement, when

rules("63", "63A", editions=E1997)(any_child)



def _established_by(ctx: Context, how: str):
    """The revokes established by this clause of Law 63, each said with how (`reasons`)."""
    found = [r for r in ctx.facts.revokes if r.established_by == how]
    return when(found, lambda r: said(how, revoke=r.said()), f"no revoke established so ({how})")


@rules("63A1", editions=E1997)
def established_by_play(ctx: Context) -> Verdict:
    """Applies when the offender or his partner leads or plays to the trick after the revoke."""
    return _established_by(ctx, "63A1")


@rules("63A2", editions=E1997, needs=("designate",))
def established_by_designation(ctx: Context) -> Verdict:
    """Applies when the offender or his partner names a card to be played to the next trick."""
    return _established_by(ctx, "63A2")


@rules("63A3", editions=E1997)
def established_by_claim(ctx: Context) -> Verdict:
    """Applies when a member of the offending side makes or agrees to a claim or concession
    (a `*` in the play record is a claim all four agreed to)."""
    return _established_by(ctx, "63A3")


@rules("63B", editions=E1997, needs=("inquiry",))
def attention_illegally_drawn(ctx: Context) -> Verdict:
    """Applies when a defender asked his partner about a revoke (Law 61B): the revoker
    substitutes a legal card and Law 64 applies as if the revoke were established."""
    found = [r for r in ctx.facts.revokes if r.established_by == "63B"]
    return when(found, lambda r: said("63B", revoke=r.said()), "no inquiry broke Law 61B")


@rules("63C", editions=E1997)
def established_revoke_stands(ctx: Context) -> Verdict:
    """Applies to each established revoke: it may no longer be corrected and its trick
    stands as played, except as Law 62D provides for trick twelve; judgement when dummy broke
    Law 43B2."""
    twelfth = twelfth_trick_revokes(ctx.facts)
    found = [
        r for r in ctx.facts.revokes if r.established and r.kind != "defective" and not r.corrected
    ]
    stands = [r for r in found if r not in twelfth]
    verdict = when(
        found,
        lambda r: said("63C.stands", revoke=r.said(), trick=r.trick) if r in stands
        else said("63C.twelfth", revoke=r.said()),
        "no revoke was established",
        Effect(note="the revoke trick stands as played" if stands else "corrected under Law 62D"),
    )
    if found and ctx.facts.of_kind("dummy-violation"):
        return judgement([*verdict.said, said("dummy forfeited")])
    return verdict
