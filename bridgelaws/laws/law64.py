"""Law 64: the trick adjustment after an established revoke, per edition.

The editions differ in four places, each read from its text:
- 1997 64A2 also transfers a trick the offender won later with a card he could have
  played to the revoke trick; 2007 and 2017 do not.
- 2007 and 2017: "a trick won in dummy is not won by declarer for the purposes of this
  Law"; 1997 has no such footnote, so a trick won in dummy is won by declarer.
- 64B7: 2007 exempts a board on which both sides revoked; 2017 only when both revokes
  were established; 1997 has no B7. 2017 adds B8 (revoke corrected under Law 62C3).
- 64B3: 1997/2007 "any card faced on the table"; 2017 "a penalty card or any card
  belonging to dummy".
Whatever the edition, no more tricks go across than the offending side won from the
revoke trick on.
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgelaws.laws.facts import (
    END_OF_PLAY,
    Facts,
    Revoke,
    repeats,
    revokes_in,
    sides_revoked,
)
from bridgelaws.laws.law62 import both_corrected_same_trick
from bridgelaws.laws.pbn import other_side, side
from bridgelaws.laws.reasons import Said, said
from bridgelaws.laws.registry import E1997, E2007, E2017, Context, any_child, predicate_for, rules
from bridgelaws.laws.verdict import Effect, Verdict, judgement, not_applicable, when

ALL = E1997 + E2007 + E2017

rules("64", "64A", "64B", editions=ALL)(any_child)
rules("64C", "64C2", editions=E2017)(any_child)


@dataclass(frozen=True)
class Outcome:
    revoke: Revoke
    exempt: tuple[str, ...]  # the 64B clauses that apply to it
    clause: str  # "64A1" | "64A2" | "" when exempt
    tricks: int  # tricks transferred to the non-offending side
    why: tuple[Said, ...]  # how the tricks were counted; nothing when exempt


def offender_won(facts: Facts, revoke: Revoke, edition: str) -> bool:
    """Did the offending player win the revoke trick? (1997: a trick in dummy is declarer's.)"""
    won = facts.winners[revoke.trick - 1] if revoke.trick <= len(facts.winners) else None
    if won == revoke.seat:
        return True
    return edition == "1997" and revoke.seat == facts.declarer and won == facts.dummy


def extra_trick_1997(facts: Facts, revoke: Revoke) -> int | None:
    """1997 64A2: a later trick the offender won with a card he could have played to the
    revoke trick (a card of the suit led that he held then); its number, or None."""
    for trick, won in zip(facts.board.tricks[revoke.trick :], facts.winners[revoke.trick :],
                          strict=False):
        play = trick.play_of(revoke.seat)
        if won == revoke.seat and play and play.card in revoke.held:
            return trick.number
    return None


def exemptions(facts: Facts, revoke: Revoke, edition: str) -> tuple[str, ...]:
    """The 64B clauses of the edition that take this revoke out of the adjustment."""
    offenders = side(revoke.seat)
    out = []
    if facts.won_by_side(revoke.trick, offenders) == 0:
        out.append("64B1")
    if revoke.kind == "defective":  # Law 67B1: adjusted "in accordance with Law 64A2"
        return tuple(out)
    if repeats(facts, revoke, first_established=edition == "2017"):
        out.append("64B2")
    faced = revoke.kind == "penalty-card" or (edition != "2017" and revoke.faced)
    if revoke.seat == facts.dummy or faced:
        out.append("64B3")
    post = [(e.moment, e) for e in facts.events if e.kind in ("next-call", "round-end")]
    for moment, e in post:
        if moment < revoke.attention and revoke.attention != END_OF_PLAY:
            if e.kind == "next-call" and side(e.args["by"]) != offenders:
                out.append("64B4")
            elif e.kind == "round-end":
                out.append("64B5")
    if revoke.trick == 12:
        out.append("64B6")
    if edition == "2007" and len(sides_revoked(facts, established_only=False)) == 2:
        out.append("64B7")
    if edition == "2017" and len(sides_revoked(facts, established_only=True)) == 2:
        out.append("64B7")
    return tuple(sorted(set(out)))


def counted(facts: Facts, edition: str) -> list[Revoke]:
    """The revokes this edition knows of: a defective trick is a revoke only where the
    edition's Law 67 (in the corpus) deems it one."""
    key = ("counted", edition)
    if key not in facts.memo:
        deemed = predicate_for(edition, "67B1") is not None
        facts.memo[key] = [r for r in revokes_in(facts, edition)
                           if r.kind != "defective" or deemed]
    return facts.memo[key]


def _outcomes(facts: Facts, edition: str) -> tuple[Outcome, ...]:
    out = []
    left: dict[str, int] = {}  # tricks the offending side can still lose
    for r in counted(facts, edition):
        if not r.established:
            continue
        offenders = side(r.seat)
        exempt = exemptions(facts, r, edition)
        if exempt:
            out.append(Outcome(r, exempt, "", 0, ()))
            continue
        left.setdefault(offenders, facts.won_by_side(r.trick, offenders))
        later = facts.won_by_side(r.trick + 1, offenders)
        if r.kind != "defective" and offender_won(facts, r, edition):
            clause, tricks = "64A1", 1 + (1 if later else 0)
            won = "won" if facts.winners[r.trick - 1] == r.seat else "dummy"
            why = [said(f"64A1.{won}{', later' if later else ''}", player=r.seat)]
        else:
            clause, tricks = "64A2", 1
            why = [said("64A2.not won", player=r.seat)]
            extra = extra_trick_1997(facts, r) if edition == "1997" else None
            if extra:
                tricks += 1
                why.append(said("64A2.1997 extra", trick=extra))
        capped = min(tricks, left[offenders], facts.won_by_side(r.trick, offenders))
        if capped < tricks:
            why.append(said("64A.capped", tricks=capped))
        left[offenders] -= capped
        out.append(Outcome(r, (), clause, capped, tuple(why)))
    return tuple(out)


def outcomes(facts: Facts, edition: str) -> tuple[Outcome, ...]:
    """Each established revoke with what Law 64 of the edition does about it."""
    key = ("64", edition)
    if key not in facts.memo:
        facts.memo[key] = _outcomes(facts, edition)
    return facts.memo[key]


def _transferred(found: list[Outcome]) -> dict[str, int]:
    total: dict[str, int] = {}
    for o in found:
        to = other_side(side(o.revoke.seat))
        total[to] = total.get(to, 0) + o.tricks
    return total


def _adjusted(ctx: Context, clause: str) -> Verdict:
    found = [o for o in outcomes(ctx.facts, ctx.edition) if o.clause == clause]
    return when(
        found,
        lambda o: said("64A", revoke=o.revoke.said(), why=o.why, tricks=o.tricks,
                       side=other_side(side(o.revoke.seat))),
        f"no established revoke falls under {clause}",
        Effect(transferred=_transferred(found)),
    )


@rules("64A1", editions=ALL)
def offender_won_revoke_trick(ctx: Context) -> Verdict:
    """Applies to an established revoke whose trick the offending player won (2007/2017: a
    trick won in dummy is not won by declarer): that trick and one later trick won by the
    offending side go to the non-offending side."""
    return _adjusted(ctx, "64A1")


@rules("64A2", editions=ALL)
def offender_did_not_win_revoke_trick(ctx: Context) -> Verdict:
    """Applies to an established revoke whose trick the offending player did not win, when
    his side won that or a later trick: one trick goes across (1997: and one more if he later
    won a trick with a card he could have played to the revoke trick)."""
    return _adjusted(ctx, "64A2")


def _exempted(ctx: Context) -> Verdict:
    found = [o for o in outcomes(ctx.facts, ctx.edition) if ctx.cite in o.exempt]
    return when(
        found,
        lambda o: said(ctx.cite, revoke=o.revoke.said()),  # why it is exempt (`reasons`)
        f"no established revoke is exempt under {ctx.cite}",
    )


@rules("64B1", "64B6", editions=ALL)
@rules("64B4", editions=ALL, needs=("next-call", "attention"))
@rules("64B5", editions=ALL, needs=("round-end", "attention"))
def no_adjustment(ctx: Context) -> Verdict:
    """Applies to an established revoke exempt from the trick adjustment: the offending side
    won no trick from the revoke trick on (B1), attention came after a non-offender's call on
    the next deal (B4) or after the round ended (B5), or the revoke was on trick twelve (B6)."""
    return _exempted(ctx)


@rules("64B2", editions=ALL)
def repeated_revoke(ctx: Context) -> Verdict:
    """Applies to a later revoke in the same suit by the same player (2017: once the first
    revoke was established): no adjustment for it."""
    return _exempted(ctx)


@rules("64B3", editions=ALL)
def faced_card_revoke(ctx: Context) -> Verdict:
    """Applies to a revoke by failing to play a faced card or a card of dummy's (2017: a
    penalty card or any card of dummy's): no adjustment."""
    return _exempted(ctx)


@rules("64B7", editions=E2007 + E2017)
def both_sides_revoked(ctx: Context) -> Verdict:
    """Applies when both sides revoked on the board (2017: and both revokes were
    established): no adjustment."""
    return _exempted(ctx)


@rules("64B8", editions=E2017, needs=("corrected",))
def corrected_under_62c3(ctx: Context) -> Verdict:
    """Applies to revokes corrected under Law 62C3 (both sides on one trick): no adjustment."""
    return when(
        both_corrected_same_trick(ctx.facts),
        lambda t: said("64B8", trick=t),
        "no revoke corrected under Law 62C3",
    )


def _established(ctx: Context) -> list[Revoke]:
    return [r for r in counted(ctx.facts, ctx.edition) if r.established]


def _equity(ctx: Context) -> Verdict:
    found = _established(ctx)
    if not found:
        return not_applicable("no established revoke")
    return judgement(
        said("64C", revokes=tuple(r.said() for r in found)),
        Effect(adjusted_score=True, note="only if the Director so deems"),
    )


@rules("64C", editions=E1997 + E2007, decides=True)
def director_responsible_for_equity(ctx: Context) -> Verdict:
    """Calls for judgement after any established revoke: the Director deems whether the
    non-offending side is insufficiently compensated and, if so, adjusts the score."""
    return _equity(ctx)


@rules("64C1", editions=E2017, decides=True)
def redress_of_damage(ctx: Context) -> Verdict:
    """Calls for judgement after any established revoke: the Director deems whether the
    non-offending side is insufficiently compensated and, if so, adjusts the score."""
    return _equity(ctx)


@rules("64C2(a)", editions=E2017, decides=True)
def repeated_revokes_redress(ctx: Context) -> Verdict:
    """Calls for judgement after repeated revokes by one player in one suit: would the
    non-offending side likely have made more tricks without the later revokes?"""
    found = [o for o in outcomes(ctx.facts, ctx.edition) if "64B2" in o.exempt]
    if not found:
        return not_applicable("no repeated revoke in one suit by one player")
    return judgement(said("64C2(a)", revokes=tuple(o.revoke.said() for o in found)),
                     Effect(adjusted_score=True))


@rules("64C2(b)", editions=E2017, decides=True)
def both_sides_redress(ctx: Context) -> Verdict:
    """Calls for judgement when both sides revoked on the board: the Director deems whether a
    contestant was damaged and scores the likely result had no revoke occurred."""
    if len(sides_revoked(ctx.facts, established_only=False)) < 2:
        return not_applicable("only one side revoked")
    if not _established(ctx):
        return not_applicable("no revoke was established")
    return judgement(said("64C2(b)"), Effect(adjusted_score=True))
