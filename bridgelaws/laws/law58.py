"""Law 58 (1997): simultaneous leads or plays."""

from __future__ import annotations

from bridgelaws.laws.facts import found_late, penalty_cards
from bridgelaws.laws.reasons import Said, said
from bridgelaws.laws.registry import E1997, Context, any_child, rules
from bridgelaws.laws.verdict import Effect, Verdict, when

rules("58", "58B", editions=E1997)(any_child)


def _cards(e) -> Said:
    """The cards played at once, in any language (`reasons`)."""
    return said("58", player=e.seat, cards=e.args["cards"], trick=e.trick)


@rules("58A", editions=E1997, needs=("simultaneous-players",))
def simultaneous_plays_by_two_players(ctx: Context) -> Verdict:
    """Applies when two players play at once: the play made with another's legal play is
    deemed to come after it."""
    return when(
        ctx.facts.of_kind("simultaneous-players"),
        lambda e: said("58A", players=e.args["seats"], trick=e.trick),
        "no two players played at once",
    )


def _simultaneous(ctx: Context, test, late: bool = False) -> list:
    """Simultaneous cards from one hand that pass `test`: found in time (58B1-B3), or
    found only after both sides played to the next trick (`late`, 58B4: Law 67 instead)."""
    return [e for e in ctx.facts.of_kind("simultaneous")
            if test(e) and found_late(ctx.facts, e) == late]


@rules("58B1", editions=E1997, needs=("simultaneous",))
def one_card_visible(ctx: Context) -> Verdict:
    """Applies when a player played several cards at once and only one was visible: that
    card is played, the others picked up without penalty."""
    return when(
        _simultaneous(ctx, lambda e: e.args["visible"] == "1"),
        lambda e: said("58B1", play=_cards(e)),
        "no simultaneous cards with one visible",
    )


@rules("58B2", editions=E1997, needs=("simultaneous",))
def more_cards_visible(ctx: Context) -> Verdict:
    """Applies when more than one of the cards played at once was visible: the player
    chooses one; a defender's other exposed cards become penalty cards."""
    cards = [p for p in penalty_cards(ctx.facts) if p.source == "simultaneous"]
    return when(
        _simultaneous(ctx, lambda e: int(e.args["visible"]) > 1),
        lambda e: said("58B2", play=_cards(e), visible=e.args["visible"]),
        "no simultaneous cards with more than one visible",
        Effect(penalty_cards=tuple(str(p) for p in cards)),
    )


@rules("58B3", editions=E1997, needs=("simultaneous",))
def after_visible_card_withdrawn(ctx: Context) -> Verdict:
    """Applies when a visible card was withdrawn after an opponent played to it: he may
    withdraw and substitute his card without penalty (Law 16C)."""
    return when(
        _simultaneous(ctx, lambda e: e.get("withdrawn") == "yes"),
        lambda e: said("58B3", play=_cards(e)),
        "no visible card withdrawn after an opponent played to it",
    )


@rules("58B4", editions=E1997, needs=("simultaneous",))
def error_not_discovered(ctx: Context) -> Verdict:
    """Applies when the simultaneous play is found only after both sides played to the next
    trick: Law 67 (defective trick) applies."""
    found = _simultaneous(ctx, lambda e: True, late=True)
    return when(
        found,
        lambda e: said("58B4", play=_cards(e), next=e.trick + 1),
        "every simultaneous play was found in time",
        Effect(note="Law 67 applies"),
    )
