"""Hypothesis strategies: random deals and plays, legal (by endplay's rules) or with revokes."""

from __future__ import annotations

from hypothesis import strategies as st

from bridgelaws.laws.pbn import RANKS, SEATS, SUITS, seat_after, suit_of, winner
from bridgelaws.laws.pbn import Play as PlayedCard

from .boardgen import hands_of, to_pbn

CARDS = [s + r for s in SUITS for r in RANKS]


def deal_string(order: list[str]) -> str:
    hands = [order[i * 13 : (i + 1) * 13] for i in range(4)]
    return "N:" + " ".join(
        ".".join("".join(r for r in reversed(RANKS) if s + r in hand) for s in SUITS)
        for hand in hands
    )


def endplay_card(card) -> str:
    return "SHDC"[card.suit.value] + card.rank.abbr


@st.composite
def legal_board(draw) -> str:
    """A deal played out legally, each card chosen among endplay's legal moves."""
    from endplay.types import Deal, Denom, Player

    deal = deal_string(draw(st.permutations(CARDS)))
    declarer = draw(st.sampled_from(SEATS))
    strain = draw(st.sampled_from(["S", "H", "D", "C", "NT"]))
    game = Deal(deal)
    game.first = Player.find(seat_after(declarer))
    game.trump = {"S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds,
                  "C": Denom.clubs, "NT": Denom.nt}[strain]
    tricks = []
    for _ in range(13):
        plays = []
        for _ in range(4):
            seat = game.curplayer.abbr
            moves = game.legal_moves()
            card = moves[draw(st.integers(0, len(moves) - 1))]
            plays.append((seat, endplay_card(card)))
            game.play(card)
        tricks.append(plays)
    return to_pbn("1", deal, declarer, f"4{strain}", tricks)


@st.composite
def revoking_board(draw) -> str:
    """A deal played out with some cards chosen from the whole hand: revokes, marked or not."""
    deal = deal_string(draw(st.permutations(CARDS)))
    hands = hands_of(deal)
    declarer = draw(st.sampled_from(SEATS))
    trump = draw(st.sampled_from(["S", "H", "D", "C", None]))
    leader, tricks = seat_after(declarer), []
    for _ in range(13):
        plays: list[tuple[str, str]] = []
        for i in range(4):
            seat = seat_after(leader, i)
            hand = sorted(hands[seat])
            led = suit_of(plays[0][1].replace("^R", "")) if plays else None
            legal = [c for c in hand if led and suit_of(c) == led] or hand
            pool = hand if draw(st.integers(0, 9)) == 0 else legal
            card = pool[draw(st.integers(0, len(pool) - 1))]
            hands[seat].discard(card)
            mark = "^R" if card not in legal and draw(st.booleans()) else ""
            plays.append((seat, mark + card))
        leader = winner([PlayedCard(s, c.replace("^R", "")) for s, c in plays], trump)
        tricks.append(plays)
    return to_pbn("1", deal, declarer, f"3{trump or 'NT'}", tricks)
