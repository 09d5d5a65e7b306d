"""Law 57 (1997): a defender's premature lead or play."""

from __future__ import annotations

from bridgelaws.laws.events import Event
from bridgelaws.laws.facts import Facts, not_shown, penalty_cards, premature_excused
from bridgelaws.laws.pbn import partner, suit_of
from bridgelaws.laws.reasons import Said, said
from bridgelaws.laws.registry import E1997, Context, rules
from bridgelaws.laws.verdict import Effect, Verdict, when, when_known

OPTIONS = {"57A1": "highest", "57A2": "lowest", "57A3": "forbid-"}


def premature(facts: Facts, excused: bool) -> list[Event]:
    return [
        e
        for e in facts.of_kind("premature")
        if facts.is_defender(e.seat) and premature_excused(facts, e) == excused
    ]


def cannot_comply(facts: Facts, e: Event) -> bool | None:
    """Can the offender's partner not do what declarer chose? (Laws 57B and 59.) None when
    his hand is not known and the play does not show him holding the suit led."""
    option = e.get("option")
    trick = next((t for t in facts.board.tricks if t.number == e.trick), None)
    if not option or trick is None or trick.suit_led is None:
        return False
    mate = partner(e.seat)
    suits = {suit_of(c) for c in facts.holdings[e.trick - 1][mate]}
    if trick.suit_led in suits:
        return False
    if facts.holding(mate, e.trick) is None:
        return None
    return option in ("highest", "lowest") or suits == {option[-1]}


def describe(e: Event) -> Said:
    """The early lead or play, in any language (`reasons`)."""
    return said("57", player=e.seat, card=e.args["card"], trick=e.trick)


@rules("57", "57A", editions=E1997, needs=("premature",))
def premature_play(ctx: Context) -> Verdict:
    """Applies when a defender leads to the next trick before his partner played to the
    current one, or plays out of turn before his partner: the card becomes a penalty card
    and declarer chooses a lead or play penalty."""
    cards = [p for p in penalty_cards(ctx.facts) if p.source == "premature"]
    return when(
        premature(ctx.facts, excused=False),
        describe,
        "no defender played before his partner",
        Effect(penalty_cards=tuple(str(p) for p in cards)),
    )


@rules("57A1", "57A2", "57A3", editions=E1997, needs=("premature",))
def declarer_chooses_option(ctx: Context) -> Verdict:
    """Applies when declarer chose this option: the offender's partner plays the highest
    (A1) or the lowest (A2) card of the suit led, or may not play the suit declarer names
    (A3)."""
    want = OPTIONS[ctx.cite]
    found = [e for e in premature(ctx.facts, False) if e.get("option", "").startswith(want)]
    return when(
        found,
        lambda e: said(ctx.cite, early=describe(e), suit=e.get("option")[-1])  # forbid-S
        if ctx.cite == "57A3" else said(ctx.cite, early=describe(e)),
        f"declarer did not choose the {want.rstrip('-')} option",
    )


def _option(e: Event) -> Said:
    """Declarer's choice of penalty (`highest`, `lowest`, `forbid-S`), in any language."""
    option = e.get("option")
    if option.startswith("forbid-"):
        return said("57.forbid", suit=option[-1])
    return said(f"57.{option}")


@rules("57B", editions=E1997, needs=("premature",))
def partner_cannot_comply(ctx: Context) -> Verdict:
    """Applies when the offender's partner cannot comply with the penalty chosen (void in
    the suit led, or holding only the forbidden suit): he plays any card (Law 59)."""
    return when_known(
        [(e, cannot_comply(ctx.facts, e)) for e in premature(ctx.facts, False)],
        lambda e: said("57B", player=partner(e.seat), option=_option(e), trick=e.trick),
        lambda e: said("57B.ask", unknown=not_shown(partner(e.seat)), option=_option(e),
                       trick=e.trick),
        "the offender's partner could comply",
        Effect(note="he may play any card (Law 59)"),
    )


@rules("57C", editions=E1997, needs=("premature",))
def declarer_played_both_hands(ctx: Context) -> Verdict:
    """Applies when the defender played early only after dummy had played to the trick
    (declarer from both hands): no penalty."""
    return when(
        premature(ctx.facts, excused=True),
        lambda e: said("57C", early=describe(e)),
        "no early play after dummy had played",
        Effect(note="no penalty"),
    )
