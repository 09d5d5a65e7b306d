"""Write PBN play records from cards in the order played (for fixtures and property tests).

A trick is given as its cards in the order played; whose card each is follows from the deal.
Tricks not given are played on automatically and legally: the leader leads his lowest card
of his longest suit, the others follow low, or discard their lowest card.
"""

from __future__ import annotations

from bridgelaws.laws.pbn import RANKS, SEATS, SUITS, seat_after, suit_of, winner
from bridgelaws.laws.pbn import Play as PlayedCard


def hands_of(deal: str) -> dict[str, set[str]]:
    first, _, rest = deal.partition(":")
    out = {}
    for i, text in enumerate(rest.split()):
        cards = [s + r for s, holding in zip(SUITS, text.split("."), strict=True) for r in holding]
        out[seat_after(first, i)] = set(cards)
    return out


def _low(cards) -> str:
    return min(cards, key=lambda c: (RANKS.index(c[1]), SUITS.index(c[0])))


def autoplay_card(hand: set[str], led: str | None) -> str:
    follow = [c for c in hand if led and suit_of(c) == led]
    if follow:
        return _low(follow)
    if led:
        return _low(hand)
    longest = max(SUITS, key=lambda s: (sum(1 for c in hand if c[0] == s), -SUITS.index(s)))
    return _low([c for c in hand if c[0] == longest])


def play_out(deal: str, trump: str | None, opening_leader: str, given: list[list[str]],
             stop: int = 13, extra: dict[int, str] | None = None) -> list[list[tuple[str, str]]]:
    """Tricks as (seat, card-token) in play order; `given` tokens may carry ^R/^L, `-W` is
    West not playing; `extra` maps a trick to a card played too (a fifth card)."""
    hands = hands_of(deal)
    extra = extra or {}
    tricks, leader = [], opening_leader
    for n in range(stop):
        plays: list[tuple[str, str]] = []
        spec = given[n] if n < len(given) else []
        led = None
        for i in range(4):
            if i < len(spec):
                token = spec[i]
                card = token.replace("^R", "").replace("^L", "")
                if card.startswith("-"):
                    seat, card, token = card[1:], "-", "-"
                else:
                    seat = next(s for s in SEATS if card in hands[s])
            else:
                seat = seat_after(plays[0][0] if plays else leader, i)
                card = autoplay_card(hands[seat], led) if hands[seat] else "-"
                token = card
            if card != "-":
                hands[seat].discard(card)
            if i == 0:
                led = suit_of(card)
            plays.append((seat, token))
        if n + 1 in extra:
            card = extra[n + 1]
            hands[next(s for s in SEATS if card in hands[s])].discard(card)
        full = [PlayedCard(s, t.replace("^R", "").replace("^L", "")) for s, t in plays]
        leader = winner([p for p in full if p.card != "-"], trump)
        tricks.append(plays)
    return tricks


def to_pbn(number: str, deal: str, declarer: str, contract: str, tricks, result: int | None = None,
           comments: list[str] = (), claim: bool = False) -> str:
    """One board as PBN text: play lines in seat order from the opening leader."""
    opening = seat_after(declarer)
    lines = [f'[Board "{number}"]', f'[Deal "{deal}"]', f'[Declarer "{declarer}"]',
             f'[Contract "{contract}"]']
    if result is not None:
        lines.append(f'[Result "{result}"]')
    lines.extend("{" + c + "}" for c in comments)
    lines.append(f'[Play "{opening}"]')
    for plays in tricks:
        by_seat = dict(plays)
        lines.append(" ".join(by_seat.get(seat_after(opening, i), "-") for i in range(4)))
    if claim:
        lines.append("*")
    return "\n".join(lines) + "\n"
