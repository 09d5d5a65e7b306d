"""Law 62: correcting a revoke (1997 and 2017 agree but for the words noted)."""

from __future__ import annotations

from bridgelaws.laws.facts import END_OF_PLAY, Facts, Revoke, penalty_cards
from bridgelaws.laws.pbn import SEAT_NAMES, Play, partner, seat_after, side, suit_of, winner
from bridgelaws.laws.registry import E1997, E2017, Context, any_child, rules
from bridgelaws.laws.verdict import Effect, Verdict, applies, judgement, not_applicable, when

BOTH = E1997 + E2017

rules("62", "62C", "62D", editions=BOTH)(any_child)


def to_correct(facts: Facts) -> list[Revoke]:
    """Revokes corrected, or to be corrected: attention came before they were established
    (a revoke a defender asked his partner about is established instead, Law 63B)."""
    return [
        r
        for r in facts.revokes
        if r.kind != "defective"
        and not r.established
        and (r.corrected or r.attention != END_OF_PLAY)
    ]


def _penalty(ctx: Context) -> str:
    return "major penalty card" if ctx.edition == "2017" else "penalty card"


@rules("62A", editions=BOTH)
def revoke_must_be_corrected(ctx: Context) -> Verdict:
    """Applies when attention is drawn to a revoke before it is established: it must be
    corrected."""
    return when(
        to_correct(ctx.facts),
        lambda r: f"{r.describe()}, noticed before it was established",
        "no revoke was noticed before it was established",
    )


@rules("62B", editions=BOTH)
def correcting_a_revoke(ctx: Context) -> Verdict:
    """Applies to each revoke corrected: the offender withdraws the card and follows suit."""
    return when(
        to_correct(ctx.facts),
        lambda r: f"{SEAT_NAMES[r.seat]} withdraws {r.card or 'the card'} and follows {r.suit}",
        "no revoke is corrected",
    )


@rules("62B1", editions=BOTH)
def defender_card_penalised(ctx: Context) -> Verdict:
    """Applies when the card withdrawn came from a defender's unfaced hand: it becomes a
    penalty card (2017: a major penalty card, Law 50)."""
    cards = [p for p in penalty_cards(ctx.facts) if p.source == "revoke"]
    return when(
        cards,
        lambda p: f"{SEAT_NAMES[p.seat]}'s withdrawn {p.card} becomes a {_penalty(ctx)}",
        "no card withdrawn from a defender's unfaced hand",
        Effect(penalty_cards=tuple(str(p) for p in cards)),
    )


@rules("62B2", editions=BOTH)
def replaced_without_penalty(ctx: Context) -> Verdict:
    """Applies when the card withdrawn was declarer's, dummy's or a defender's faced card:
    it is replaced without penalty (2017: declarer's subject to Law 43B2(b))."""
    facts = ctx.facts
    found = [r for r in to_correct(facts) if not facts.is_defender(r.seat) or r.faced]
    verdict = when(
        found,
        lambda r: f"{SEAT_NAMES[r.seat]}'s {r.card or 'card'} is replaced without penalty",
        "no card of declarer, dummy or a defender's faced card withdrawn",
    )
    by_declarer = any(r.seat == facts.declarer for r in found)
    if by_declarer and ctx.edition == "2017" and facts.of_kind("dummy-violation"):
        return judgement(verdict.reason + "; dummy had forfeited his rights: Law 43B2(b)")
    return verdict


def _withdrawals(facts: Facts, offending: bool) -> list:
    corrected = {(r.trick, side(r.seat)) for r in to_correct(facts)}
    out = []
    for e in facts.of_kind("withdraw"):
        for trick, offenders in corrected:
            if e.trick == trick and (side(e.seat) == offenders) == offending:
                out.append(e)
    return out


@rules("62C1", editions=BOTH)
def non_offender_withdraws(ctx: Context) -> Verdict:
    """Applies when a non-offender withdraws a card he played after the revoke, before
    attention was drawn to it: without penalty (Law 16C)."""
    return when(
        _withdrawals(ctx.facts, offending=False),
        lambda e: f"{SEAT_NAMES[e.seat]} withdraws his card from trick {e.trick}",
        "no non-offender withdrew a card",
    )


@rules("62C2", editions=BOTH)
def offender_partner_withdraws(ctx: Context) -> Verdict:
    """Applies when, after a non-offender withdrew, the offending side's next hand withdraws
    its card: a penalty card if that player is a defender."""
    facts = ctx.facts
    found = _withdrawals(facts, offending=True) if _withdrawals(facts, offending=False) else []
    cards = [f"{e.seat}:{e.args['card']}" for e in found if facts.is_defender(e.seat)]
    return when(
        found,
        lambda e: f"{SEAT_NAMES[e.seat]} withdraws his card from trick {e.trick}",
        "no card of the offending side withdrawn after a non-offender's",
        Effect(penalty_cards=tuple(cards)),
    )


@rules("62C3", editions=E2017)
def both_sides_revoked_same_trick(ctx: Context) -> Verdict:
    """Applies when both sides revoked on the same trick and only one side had played to
    the next: both revokes are corrected; the defenders' withdrawn cards become penalty
    cards."""
    found = both_corrected_same_trick(ctx.facts)
    cards = [str(p) for p in penalty_cards(ctx.facts) if p.source == "revoke"]
    return when(
        found,
        lambda t: f"both sides revoked on trick {t} and both revokes are corrected",
        "no trick on which both sides revoked and corrected",
        Effect(penalty_cards=tuple(cards)),
    )


def both_corrected_same_trick(facts: Facts) -> list[int]:
    tricks: dict[int, set[str]] = {}
    for r in facts.revokes:
        if r.corrected:
            tricks.setdefault(r.trick, set()).add(side(r.seat))
    return sorted(t for t, sides in tricks.items() if len(sides) == 2)


def twelfth_trick_revokes(facts: Facts) -> list[Revoke]:
    """Revokes on trick twelve found before all four hands were returned to the board."""
    returned = [e.moment for e in facts.of_kind("returned")]
    return [
        r
        for r in facts.revokes
        if r.trick == 12 and r.kind == "suit" and not r.corrected
        and not any(m < r.attention for m in returned)
    ]


def replay_twelve(facts: Facts, revoke: Revoke) -> dict[str, int]:
    """Tricks each side gains when the offender follows suit to trick twelve with the card
    he played to trick thirteen (his only other card), the others' cards unchanged."""
    board = facts.board
    if len(board.tricks) < 13 or any(len(t.plays) < 4 for t in board.tricks[11:]):
        return {}
    twelve, thirteen = board.tricks[11], board.tricks[12]
    last = thirteen.play_of(revoke.seat).card
    if last is None or suit_of(last) != revoke.suit:
        return {}
    plays12 = [Play(p.seat, last) if p.seat == revoke.seat else p for p in twelve.plays]
    won12 = winner(plays12, board.trump)
    cards13 = {p.seat: p.card for p in thirteen.plays} | {revoke.seat: revoke.card}
    plays13 = [Play(seat_after(won12, i), cards13[seat_after(won12, i)]) for i in range(4)]
    won13 = winner(plays13, board.trump)
    before = [side(w) for w in facts.winners[11:13] if w]
    after = [side(w) for w in (won12, won13) if w]
    gains = {s: after.count(s) - before.count(s) for s in ("NS", "EW")}
    return {s: n for s, n in gains.items() if n > 0}


@rules("62D1", editions=BOTH)
def twelfth_trick_corrected(ctx: Context) -> Verdict:
    """Applies to a revoke on trick twelve found before all four hands are returned to the
    board: established or not, it is corrected; the effect replays tricks twelve and
    thirteen with the corrected card."""
    found = twelfth_trick_revokes(ctx.facts)
    if not found:
        return not_applicable("no revoke on trick twelve found in time")
    gains: dict[str, int] = {}
    for r in found:
        for s, n in replay_twelve(ctx.facts, r).items():
            gains[s] = gains.get(s, 0) + n
    said = "; ".join(f"{r.describe()}, found before the hands were returned" for r in found)
    return applies(said, Effect(transferred=gains, note="tricks 12 and 13 replayed corrected"))


@rules("62D2", editions=BOTH)
def twelfth_trick_partner(ctx: Context) -> Verdict:
    """Applies when a defender revoked on trick twelve before his partner played to it
    (1997: and the partner holds cards of two suits: he may not choose the play the revoke
    card could suggest; 2017: Law 16C applies)."""
    facts = ctx.facts
    found = []
    for r in twelfth_trick_revokes(facts):
        trick = facts.board.tricks[11]
        mate = partner(r.seat)
        mine, theirs = trick.position(r.seat), trick.position(mate)
        if not facts.is_defender(r.seat) or theirs is None or theirs < mine:
            continue
        suits = {suit_of(c) for c in facts.holdings[11][mate]}
        if ctx.edition == "1997" and len(suits) < 2:
            continue
        found.append(r)
    rule = "Law 16C applies" if ctx.edition == "2017" else "partner may not choose the play"
    return when(
        found,
        lambda r: f"{r.describe()} before his partner played to it: {rule}",
        "no defender revoked on trick twelve before his partner played to it",
    )
