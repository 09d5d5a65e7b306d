"""Law 62: correcting a revoke (1997 and 2017 agree but for the words noted)."""

from __future__ import annotations

from dataclasses import dataclass

from bridgelaws.laws.events import Event
from bridgelaws.laws.facts import (
    END_OF_PLAY,
    Facts,
    Revoke,
    not_shown,
    penalty_cards,
    revokes_in,
)
from bridgelaws.laws.pbn import (
    SEATS,
    Play,
    partner,
    seat_after,
    side,
    suit_of,
    winner,
)
from bridgelaws.laws.reasons import Said, english, said
from bridgelaws.laws.registry import E1997, E2017, Context, any_child, rules
from bridgelaws.laws.verdict import (
    Effect,
    Verdict,
    applies,
    judgement,
    not_applicable,
    when,
    when_known,
)

BOTH = E1997 + E2017
NOTICED = ("attention", "corrected")  # a revoke is corrected only once noticed

rules("62", "62C", "62D", editions=BOTH)(any_child)


def to_correct(facts: Facts, edition: str | None = None) -> list[Revoke]:
    """Revokes corrected, or to be corrected: attention came before they were established
    (in 1997 a revoke a defender asked his partner about is established instead, Law 63B)."""
    return [
        r
        for r in revokes_in(facts, edition)
        if r.kind != "defective"
        and not r.established
        and (r.corrected or r.attention != END_OF_PLAY)
    ]


CORRECTING = {  # what each clause says of a revoke to correct (`reasons`), and of none
    "62A": (
        lambda r: said("62A", revoke=r.said()),
        "no revoke was noticed before it was established",
    ),
    "62B": (
        lambda r: said("62B", player=r.seat, card=r.card, suit=r.suit) if r.card
        else said("62B.no card", player=r.seat, suit=r.suit),
        "no revoke is corrected",
    ),
}


@rules("62A", "62B", editions=BOTH, needs=NOTICED)
def revoke_to_be_corrected(ctx: Context) -> Verdict:
    """Applies when attention is drawn to a revoke before it is established: it must be
    corrected (A), the offender withdrawing the card he played and following suit (B)."""
    say, otherwise = CORRECTING[ctx.cite]
    return when(to_correct(ctx.facts, ctx.edition), say, otherwise)


@rules("62B1", editions=BOTH, needs=("corrected",))
def defender_card_penalised(ctx: Context) -> Verdict:
    """Applies when the card withdrawn came from a defender's unfaced hand: it becomes a
    penalty card (2017: a major penalty card, Law 50)."""
    cards = [p for p in penalty_cards(ctx.facts, ctx.edition) if p.source == "revoke"]
    return when(
        cards,
        lambda p: said("62B1.major" if ctx.edition == "2017" else "62B1", player=p.seat,
                       card=p.card),
        "no card withdrawn from a defender's unfaced hand",
        Effect(penalty_cards=tuple(str(p) for p in cards)),
    )


@rules("62B2", editions=BOTH, needs=NOTICED)
def replaced_without_penalty(ctx: Context) -> Verdict:
    """Applies when the card withdrawn was declarer's, dummy's or a defender's faced card:
    it is replaced without penalty (2017: declarer's subject to Law 43B2(b))."""
    facts = ctx.facts
    found = [r for r in to_correct(facts, ctx.edition)
             if not facts.is_defender(r.seat) or r.faced]
    verdict = when(
        found,
        lambda r: said("62B2", player=r.seat, card=r.card) if r.card
        else said("62B2.no card", player=r.seat),
        "no card of declarer, dummy or a defender's faced card withdrawn",
    )
    by_declarer = any(r.seat == facts.declarer for r in found)
    if by_declarer and ctx.edition == "2017" and facts.of_kind("dummy-violation"):
        return judgement([*verdict.said, said("dummy forfeited")])
    return verdict


@dataclass(frozen=True)
class Withdrawal:
    """A `withdraw` event on the trick of a revoke being corrected, and what Law 62C says."""

    event: Event
    revoke: Revoke
    clause: str  # "62C1" a non-offender's, "62C2" the offending side's next hand, "" refused
    why: str = ""  # why the law does not allow it: a key of `reasons`

    def said(self) -> Said:
        """What Law 62C says of it, in any language (`reasons`)."""
        seat = self.event.seat
        if not self.clause:
            return said("62C.refused", player=seat, card=self.event.args["card"],
                        why=said(self.why))
        return said("62C", player=seat, trick=self.event.trick)


def corrected_revokes(facts: Facts) -> list[Revoke]:
    """Revokes corrected at the table (62A) or, on trick twelve, by the Director (62D1)."""
    found = to_correct(facts)
    return found + [r for r in twelfth_trick_revokes(facts) if r not in found]


def withdrawals(facts: Facts) -> list[Withdrawal]:
    """62C1: a non-offender may withdraw a card he played after the revoke; 62C2: then the
    hand of the offending side next in rotation may withdraw its card."""
    revokes: dict[int, Revoke] = {}
    for r in corrected_revokes(facts):
        revokes.setdefault(r.trick, r)
    out = []
    for e in facts.of_kind("withdraw"):
        r = revokes.get(e.trick)
        if r is None:
            continue
        trick = facts.board.tricks[r.trick - 1]
        after = [s for s in SEATS if (trick.position(s) or 0) > (trick.position(r.seat) or 0)]
        if side(e.seat) != side(r.seat):
            ok, why = e.seat in after, "62C.before the revoke"
            out.append(Withdrawal(e, r, "62C1" if ok else "", "" if ok else why))
        else:
            ok = any(w.clause == "62C1" and w.revoke is r and seat_after(w.event.seat) == e.seat
                     and e.seat in after for w in out)
            why = "62C.no non-offender first"
            out.append(Withdrawal(e, r, "62C2" if ok else "", "" if ok else why))
    return out


def _withdrawn(facts: Facts, clause: str) -> list[Withdrawal]:
    return [w for w in withdrawals(facts) if w.clause == clause]


@rules("62C1", editions=BOTH, needs=("withdraw",))
def non_offender_withdraws(ctx: Context) -> Verdict:
    """Applies when a non-offender withdraws a card he played after the revoke, before
    attention was drawn to it: without penalty (Law 16C)."""
    refused = [english(w.said()) for w in withdrawals(ctx.facts) if not w.clause]
    return when(
        _withdrawn(ctx.facts, "62C1"),
        Withdrawal.said,
        "; ".join(refused) or "no non-offender withdrew a card",
    )


@rules("62C2", editions=BOTH, needs=("withdraw",))
def offender_partner_withdraws(ctx: Context) -> Verdict:
    """Applies when, after a non-offender withdrew, the offending side's next hand withdraws
    its card: a penalty card if that player is a defender."""
    facts = ctx.facts
    found = _withdrawn(facts, "62C2")
    cards = [f"{w.event.seat}:{w.event.args['card']}" for w in found
             if facts.is_defender(w.event.seat)]
    return when(
        found,
        Withdrawal.said,
        "no card of the offending side withdrawn after a non-offender's",
        Effect(penalty_cards=tuple(cards)),
    )


@rules("62C3", editions=E2017, needs=("corrected",))
def both_sides_revoked_same_trick(ctx: Context) -> Verdict:
    """Applies when both sides revoked on the same trick and only one side had played to
    the next: both revokes are corrected; the defenders' withdrawn cards become penalty
    cards."""
    found = both_corrected_same_trick(ctx.facts)
    cards = [str(p) for p in penalty_cards(ctx.facts, ctx.edition) if p.source == "revoke"]
    return when(
        found,
        lambda t: said("62C3", trick=t),
        "no trick on which both sides revoked and corrected",
        Effect(penalty_cards=tuple(cards)),
    )


def both_corrected_same_trick(facts: Facts) -> list[int]:
    """Tricks on which both sides revoked and both revokes were corrected (2017 62C3)."""
    tricks: dict[int, set[str]] = {}
    for r in revokes_in(facts, "2017"):
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


def _played_out(facts: Facts) -> bool:
    """Were tricks twelve and thirteen played in full, so that they can be replayed?"""
    tricks = facts.board.tricks
    return len(tricks) == 13 and all(p.card for t in tricks[11:] for p in t.plays)


def _replayed(facts: Facts, revoke: Revoke) -> tuple[set[str], list[Said]]:
    """Who plays his trick-13 card to trick twelve in the corrected replay: the offender,
    and each player whose withdrawal Law 62C allows and whose other card is a legal play
    (a player who followed suit must follow again); with what is said of the withdrawals."""
    twelve, thirteen = facts.board.tricks[11], facts.board.tricks[12]
    led = twelve.suit_led
    swap, says = {revoke.seat}, []
    for w in withdrawals(facts):
        if w.revoke is not revoke:
            continue
        seat = w.event.seat
        now, other = twelve.play_of(seat).card, thirteen.play_of(seat).card
        if not w.clause:
            says.append(w.said())
        elif suit_of(now) == led and suit_of(other) != led:
            says.append(said("62D1.played again", player=seat, card=now))
        else:
            swap.add(seat)
            says.append(said("62D1.replayed", player=seat, card=now, instead=other,
                             clause=w.clause))
    return swap, says


def replay_twelve(facts: Facts, revoke: Revoke) -> dict[str, int]:
    """Tricks each side gains when the offender follows suit to trick twelve with the card
    he played to trick thirteen (his only other card), as do the players who withdraw their
    cards under Law 62C; the others' cards unchanged."""
    board = facts.board
    if not _played_out(facts) or suit_of(board.tricks[12].play_of(revoke.seat).card) != revoke.suit:
        return {}
    twelve, thirteen = board.tricks[11], board.tricks[12]
    swap, _ = _replayed(facts, revoke)
    cards12 = {p.seat: p.card for p in twelve.plays}
    cards13 = {p.seat: p.card for p in thirteen.plays}
    for seat in swap:
        cards12[seat], cards13[seat] = cards13[seat], cards12[seat]
    won12 = winner([Play(p.seat, cards12[p.seat]) for p in twelve.plays], board.trump)
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
    thirteen with the corrected card, and with the cards of players who withdraw theirs
    under Law 62C."""
    found = twelfth_trick_revokes(ctx.facts)
    if not found:
        return not_applicable("no revoke on trick twelve found in time")
    gains: dict[str, int] = {}
    for r in found:
        for s, n in replay_twelve(ctx.facts, r).items():
            gains[s] = gains.get(s, 0) + n
    says = [
        part
        for r in found
        for part in (said("62D1", revoke=r.said()),
                     *(_replayed(ctx.facts, r)[1] if _played_out(ctx.facts) else ()))
    ]
    return applies(says, Effect(transferred=gains, note="tricks 12 and 13 replayed corrected"))


@rules("62D2", editions=BOTH)
def twelfth_trick_partner(ctx: Context) -> Verdict:
    """Applies when a defender revoked on trick twelve before his partner played to it
    (1997: and the partner holds cards of two suits: he may not choose the play the revoke
    card could suggest; 2017: Law 16C applies)."""
    facts = ctx.facts
    answers = []
    for r in twelfth_trick_revokes(facts):
        trick = facts.board.tricks[11]
        mine, theirs = trick.position(r.seat), trick.position(partner(r.seat))
        if not facts.is_defender(r.seat) or theirs is None or theirs < mine:
            continue
        answers.append((r, ctx.edition != "1997" or _two_suits(facts, partner(r.seat))))
    key = "62D2" if ctx.edition == "2017" else "62D2.1997"
    return when_known(
        answers,
        lambda r: said(key, revoke=r.said()),
        lambda r: said("62D2.ask", revoke=r.said(), unknown=not_shown(partner(r.seat))),
        "no defender revoked on trick twelve before his partner played to it",
    )


def _two_suits(facts: Facts, seat: str) -> bool | None:
    """Does `seat` hold cards of two suits at trick twelve? None where the record cannot say."""
    if len({suit_of(c) for c in facts.holdings[11][seat]}) > 1:
        return True
    return None if facts.holding(seat, 12) is None else False
