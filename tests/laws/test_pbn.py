"""The PBN reader: seat order of play lines, marks, many boards, and bad input."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaws.errors import BridgelawsError
from bridgelaws.laws.pbn import parse_file, parse_text, winner

BOARDS = Path(__file__).parent / "boards"
DEAL = "N:AKQJ.432.5432.32 T98.AKQJ.AK.8765 765.T98.QJT9.AKQ 432.765.876.JT94"
HEAD = f'[Board "1"]\n[Deal "{DEAL}"]\n[Declarer "N"]\n[Contract "2S"]\n[Play "E"]\n'


def test_play_lines_are_in_seat_order_not_play_order():
    # Every line reads E S W N. East wins trick 1 and leads trick 2; South wins trick 2 with
    # the CQ, so trick 3 is played S W N E although its line still starts with East's DK.
    board = parse_text(HEAD + "HJ H8 H5 H2\nC5 CQ C4 C2\nDK D9 D6 D2\n")[0]
    assert [t.leader for t in board.tricks] == ["E", "E", "S"]
    assert [p.seat for p in board.tricks[2].plays] == ["S", "W", "N", "E"]
    assert [p.card for p in board.tricks[2].plays] == ["D9", "D6", "D2", "DK"]


def test_lead_out_of_turn_mark_makes_its_player_the_leader():
    board = parse_text(HEAD + "C5 CA ^LC4 C2\n")[0]
    assert board.tricks[0].leader == "W"
    assert [p.seat for p in board.tricks[0].plays] == ["W", "N", "E", "S"]
    assert board.tricks[0].plays[0].lead_mark


def test_revoke_mark_unknown_card_and_claim():
    board = parse_text(HEAD + "HJ H8 ^RD6 H2\nC5 - - -\n*\n")[0]
    assert board.tricks[0].plays[2].revoke_mark and board.tricks[0].plays[2].card == "D6"
    assert board.claimed
    assert [p.card for p in board.tricks[1].plays] == ["C5"]  # trailing unknowns dropped


def test_many_boards_and_comments():
    text = HEAD + "{@ attention}\n\n" + HEAD.replace('"1"', '"2"', 1)
    boards = parse_text(text)
    assert [b.number for b in boards] == ["1", "2"]
    assert boards[0].comments == [(6, "@ attention")]


@pytest.mark.parametrize(
    "cards, trump, won",
    [
        (["HJ", "H8", "H5", "H2"], "S", "N"),  # highest of the suit led
        (["HJ", "S2", "HA", "H2"], "S", "E"),  # a trump
        (["HJ", "S2", "HA", "H2"], None, "S"),  # no trumps: South's ace
    ],
)
def test_winner(cards, trump, won):
    from bridgelaws.laws.pbn import Play

    plays = [Play(seat, card) for seat, card in zip("NESW", cards, strict=True)]
    assert winner(plays, trump) == won


def test_hands_agree_with_endplay():
    from endplay.types import Deal

    board = parse_text(HEAD)[0]
    deal = Deal(DEAL)
    for seat, name in zip("NESW", ("north", "east", "south", "west"), strict=True):
        theirs = {"SHDC"[c.suit.value] + c.rank.abbr for c in getattr(deal, name)}
        assert board.hands[seat] == theirs


@pytest.mark.parametrize(
    "file, where, message",
    [
        ("malformed-deal.pbn", ":8:", "board 2: malformed deal"),
        ("twelve-cards.pbn", ":3:", "board 7: West holds 12 cards"),
        ("duplicated-card.pbn", ":3:", "board 3: card SA dealt twice"),
        ("not-in-hand.pbn", ":8:", "board 4: trick 2: West plays C4, which is not in"),
        ("long-line.pbn", ":7:", "board 5: play line has 5 cards"),
    ],
)
def test_bad_input_names_board_and_line(file, where, message):
    with pytest.raises(BridgelawsError) as err:
        parse_file(BOARDS / file)
    text = str(err.value)
    assert where in text and message in text and "\n" not in text
