"""An aid to the Director's judgement under Law 64C (2017 64C1): what the deal was worth,
double dummy, from the revoke trick on had the offender played a legal card instead.

Law 64C asks whether the non-offending side is insufficiently compensated by the trick
adjustment. The answer is the Director's; this gives him one figure to weigh: the position
before the revoke card, with the cards already on that trick, solved by endplay's DDS with
the offender to play a legal card. It is not a ruling, and says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.laws.law64 import counted
from bridgelaws.laws.pbn import SEATS, SUITS, side
from bridgelaws.laws.verdict import JUDGEMENT
from bridgelaws.memo import recall

if TYPE_CHECKING:
    from bridgelaws.laws.ruling import Ruling

LABEL = "an aid to the Director's judgement, not a ruling"


def _hand(cards: frozenset[str]) -> str:
    order = "AKQJT98765432"
    return ".".join("".join(sorted((c[1] for c in cards if c[0] == suit), key=order.index))
                    for suit in SUITS)


def equity_aid(ruling: Ruling) -> dict | None:
    """The double-dummy result of the deal from the first established revoke's trick on,
    played without the revoke; None where Law 64C does not call for judgement on the board,
    the revoke is no failure to follow suit, or the deal does not give every hand."""
    facts, board = ruling.facts, ruling.board
    if not any(c.startswith("64C") for c in ruling.most_specific(JUDGEMENT)):
        return None
    revoke = next((r for r in counted(facts, ruling.edition) if r.established), None)
    if (revoke is None or revoke.kind != "suit" or board.unknown or board.declarer is None
            or board.denomination is None or revoke.trick > len(board.tricks)):
        return None
    trick = board.tricks[revoke.trick - 1]
    before = facts.holdings[revoke.trick - 1]
    earlier = trick.plays[: trick.position(revoke.seat)]
    left = 14 - revoke.trick
    if any(len(before[s]) != left for s in SEATS) or any(p.card is None for p in earlier):
        return None  # a defective trick before it or a card not recorded: no sound position
    deal = "N:" + " ".join(_hand(before[s]) for s in SEATS)
    cards = " ".join(p.card for p in earlier)
    # The position is all DDS answers from: the memo's key (`bridgelaws.memo`), so that a
    # rebuild imports no endplay for a position it has solved.
    solved = recall("equity", "", f"{deal}|{trick.leader}|{board.denomination}|{cards}",
                    lambda: _solve(deal, trick.leader, board.denomination, cards), tuple, _pair)
    if not solved:
        return None
    card, offenders = solved[0]  # the offender's best legal card, double dummy
    decl = side(board.declarer)
    won = sum(1 for w in facts.winners[: revoke.trick - 1] if w and side(w) == decl)
    tricks = won + (offenders if side(revoke.seat) == decl else left - offenders)
    return {
        "label": LABEL,
        "trick": revoke.trick,
        "player": revoke.seat,
        "card": card,
        "declarer_tricks": tricks,
    }


def _pair(card: str, tricks: int) -> tuple[str, int]:
    return card, tricks


def _solve(deal: str, leader: str, trump: str, cards: str) -> list[tuple[str, int]]:
    """The best legal card (PBN: `HT`) of the player to play after `cards` (the trick's
    cards so far) and his side's tricks from here, double dummy; [] where DDS gives none."""
    # imported only here, where a position is to be solved: endplay (with the plotting
    # library its dealer imports) is some 80 MB, which a file without such a board never needs
    from endplay.dds import solve_board
    from endplay.dds.solve import SolveMode
    from endplay.types import Card, Deal, Denom, Player

    position = Deal(deal, first=Player.find(leader), trump=Denom.find(trump))
    for card in cards.split():
        position.play(Card(card))
    # DDS asked for one optimal card only (solutions=1): what the aid needs, five times
    # faster than scoring every legal card
    return [("SHDC"[int(card.suit)] + card.rank.abbr, tricks)  # endplay's Card as PBN
            for card, tricks in list(solve_board(position, SolveMode.OptimalOne))[:1]]
