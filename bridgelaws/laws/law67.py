"""Law 67 (2017): a defective trick, one with a card too few or too many."""

from __future__ import annotations

from bridgelaws.laws.facts import DefectiveTrick, Facts, not_shown
from bridgelaws.laws.pbn import suit_of
from bridgelaws.laws.reasons import Said, said
from bridgelaws.laws.registry import E2017, Context, any_child, rules
from bridgelaws.laws.verdict import Effect, Verdict, when, when_known

rules("67", "67A", "67B", "67B2", editions=E2017)(any_child)

DEEMED = "deemed to have revoked: one trick transferred under Law 64A2"


def defective(facts: Facts, kind: str, late: bool) -> list[DefectiveTrick]:
    return [d for d in facts.defective if d.kind == kind and d.late == late]


def describe(d: DefectiveTrick) -> Said:
    """What made the trick defective, in any language (`reasons`)."""
    if d.kind == "omitted":
        return said("67.omitted", player=d.seat, trick=d.trick)
    return said("67.extra", player=d.seat, card=d.card, trick=d.trick)


@rules("67A1", editions=E2017, needs=("omitted", "attention"))
def omission_rectified(ctx: Context) -> Verdict:
    """Applies when a player omitted to play to a trick and it is noticed before a player of
    each side played to the next: he supplies a card he can legally play."""
    return when(
        defective(ctx.facts, "omitted", late=False),
        lambda d: said("67A", defect=describe(d)),
        "no omission noticed in time",
        Effect(note="the offender supplies a legal card"),
    )


@rules("67A2", editions=E2017, needs=("extra", "attention"))
def too_many_cards_rectified(ctx: Context) -> Verdict:
    """Applies when a player played too many cards to a trick and it is noticed in time: Law
    45E or Law 58B applies."""
    return when(
        defective(ctx.facts, "extra", late=False),
        lambda d: said("67A", defect=describe(d)),
        "no extra card noticed in time",
        Effect(note="Law 45E or Law 58B applies"),
    )


def _holds_suit_led(facts: Facts, d: DefectiveTrick) -> bool | None:
    """At the ruling (after the play), does the offender hold the suit led to the trick?
    None when his hand is not known and the play does not show it."""
    led = facts.board.tricks[d.trick - 1].suit_led
    if any(suit_of(c) == led for c in facts.holdings[-1][d.seat]):
        return True
    return None if facts.holding(d.seat, len(facts.board.tricks) + 1) is None else False


@rules("67B1", editions=E2017, needs=("omitted",))
def omission_found_late(ctx: Context) -> Verdict:
    """Applies when the omission is found after both sides played to the next trick: the
    offender faces a card and places it among his played cards; he is deemed to have revoked
    (one trick transferred under Law 64A2)."""
    return when(
        defective(ctx.facts, "omitted", late=True),
        lambda d: said("67B1", defect=describe(d), next=d.trick + 1),
        "no omission found late",
        Effect(note=DEEMED),
    )


@rules("67B1(a)", "67B1(b)", editions=E2017, needs=("omitted",))
def card_placed_for_omission(ctx: Context) -> Verdict:
    """Applies when the offender (a) holds a card of the suit led to the defective trick and
    must place one, or (b) holds none and places any card; either way deemed a revoke."""
    facts = ctx.facts
    holds = ctx.cite.endswith("(a)")
    answers = [(d, _holds_suit_led(facts, d)) for d in defective(facts, "omitted", True)]
    return when_known(
        [(d, held if held is None else held == holds) for d, held in answers],
        lambda d: said(ctx.cite, defect=describe(d)),
        lambda d: said("67B1.ask", defect=describe(d), unknown=not_shown(d.seat)),
        "the offender's holding is not as this item says",
        Effect(note=DEEMED),
    )


@rules("67B2(a)", editions=E2017, needs=("extra",))
def extra_cards_restored(ctx: Context) -> Verdict:
    """Applies when the offender played more than one card to the defective trick and it is
    found late: the extra cards go back to his hand; the trick keeps its owner."""
    return when(
        defective(ctx.facts, "extra", late=True),
        lambda d: said("67B2(a)", defect=describe(d), card=d.card),
        "no extra card found late",
        Effect(note="ownership of the trick does not change"),
    )


def missed_revokes(facts: Facts, d: DefectiveTrick) -> list[int]:
    """Later tricks on which the restored card's suit was led and the offender did not follow."""
    out = []
    for trick in facts.board.tricks[d.trick :]:
        play = trick.play_of(d.seat)
        led = trick.suit_led
        if d.card and led == suit_of(d.card) and play and play.card and suit_of(play.card) != led:
            out.append(trick.number)
    return out


@rules("67B2(b)", editions=E2017, needs=("extra",))
def restored_card_revoke(ctx: Context) -> Verdict:
    """Applies when the restored card was, in law, in the offender's hand on a later trick
    whose suit he did not follow: that failure is a revoke."""
    found = [d for d in defective(ctx.facts, "extra", True) if missed_revokes(ctx.facts, d)]
    return when(
        found,
        lambda d: said("67B2(b)", card=d.card, player=d.seat,
                       tricks=", ".join(map(str, missed_revokes(ctx.facts, d)))),
        "no restored card makes an earlier play a revoke",
    )


@rules("67B3", editions=E2017, needs=("misplaced",))
def card_not_among_quitted_tricks(ctx: Context) -> Verdict:
    """Applies when a card played was not placed among the quitted tricks: the Director puts
    it back; he awards an adjusted score if it was played again too late to correct."""
    found = ctx.facts.of_kind("misplaced")
    replayed = any(e.get("replayed") for e in found)
    return when(
        found,
        lambda e: said("67B3.replayed", player=e.seat, card=e.args["card"], trick=e.trick,
                       replayed=e.get("replayed")) if e.get("replayed")
        else said("67B3", player=e.seat, card=e.args["card"], trick=e.trick),
        "no card missing from the quitted tricks",
        Effect(adjusted_score=replayed),
    )
