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
        ("inherited-deal.pbn", ":8:", "board 2: tag Deal may not have the value '#'"),
        ("unknown-hand-card.pbn", ":8:", "board 6: trick 2: West plays SA, which is North's card"),
    ],
)
def test_bad_input_names_board_and_line(file, where, message):
    with pytest.raises(BridgelawsError) as err:
        parse_file(BOARDS / file)
    text = str(err.value)
    assert where in text and message in text and "\n" not in text


NS_ONLY = "N:AKQJ.432.5432.32 - 765.T98.QJT9.AKQ -"
PLAY3 = "HJ H8 D6 H2\nC5 CQ C4 C2\nDK D9 D7 D2\n"
FULL_PLAY = (
    "HJ H8 D6 H2\nC5 CQ C4 C2\nDK D9 D7 D2\nS8 S5 S2 SJ\nS9 S6 S3 SQ\nDA DT D8 D3\n"
    "HQ H9 H5 H3\nC6 CK C9 C3\nC7 DJ S4 D4\nHK HT H6 H4\nST S7 H7 SK\nC8 DQ CT SA\n"
    "HA CA CJ D5\n"
)


def head(deal: str) -> str:
    return f'[Board "1"]\n[Deal "{deal}"]\n[Declarer "N"]\n[Contract "2S"]\n[Play "E"]\n'


@pytest.mark.parametrize(
    "deal, play, unknown, east",
    [
        # Two hands not given, no play: nothing is known of them.
        (NS_ONLY, "", "EW", set()),
        # Three tricks then a claim: East's hand is the three cards he played.
        (NS_ONLY, PLAY3 + "*\n", "EW", {"HJ", "C5", "DK"}),
        # The whole play shows every card: both hands become known.
        (NS_ONLY, FULL_PLAY, "", set(parse_text(HEAD)[0].hands["E"])),
        # One hand not given: it holds what the other three do not.
        ("N:AKQJ.432.5432.32 - 765.T98.QJT9.AKQ 432.765.876.JT94", "", "",
         set(parse_text(HEAD)[0].hands["E"])),
    ],
)
def test_hands_not_given(deal, play, unknown, east):
    board = parse_text(head(deal) + play)[0]
    assert "".join(sorted(board.unknown)) == unknown
    assert board.hands["E"] == east


def test_given_hands_agree_with_endplay_when_some_are_not():
    from endplay.types import Deal

    board = parse_text(head(NS_ONLY))[0]
    deal = Deal(NS_ONLY)
    for seat, name in zip("NESW", ("north", "east", "south", "west"), strict=True):
        theirs = {"SHDC"[c.suit.value] + c.rank.abbr for c in getattr(deal, name)}
        assert board.hands[seat] == theirs  # endplay leaves a hand not given empty too


@pytest.mark.parametrize(
    "play, message",
    [
        ("HJ H8 SA H2\n", "trick 1: West plays SA, which is North's"),  # North holds SA
        ("HJ H8 D6 H2\nC5 CQ D6 C2\n", "trick 2: West plays D6, which was played"),
        ("HJ H8 D6 H2\nC5 CQ HJ C2\n", "trick 2: West plays HJ, which was played"),
    ],
)
def test_cards_of_hands_not_given_are_checked(play, message):
    with pytest.raises(BridgelawsError, match=message):
        parse_text(head(NS_ONLY) + play, "f.pbn")


GAMES = (
    f'[Event "##Club pairs"]\n[Site "Leiden"]\n[Board "1"]\n[Deal "{DEAL}"]\n[Result "8"]\n\n'
    f'[Site "#"]\n[Board "#"]\n[Deal "{DEAL}"]\n[Result "#"]\n\n'
    f'[Event "Club teams"]\n[Board "3"]\n[Deal "{DEAL}"]\n\n'
    f'[Site "#"]\n[Board "4"]\n[Deal "{DEAL}"]\n'
)


@pytest.mark.parametrize(
    "game, event, site, board, result",
    [
        (0, "Club pairs", "Leiden", "1", 8),
        (1, "Club pairs", "Leiden", "1", 8),  # "#": the value of the game before
        (2, "Club teams", None, "3", None),  # a "##" tag redefined stays so for later games
        (3, "Club teams", "Leiden", "4", None),  # "#" reaches back to the last game with it
    ],
)
def test_tag_value_inheritance(game, event, site, board, result):
    got = parse_text(GAMES)[game]
    assert (got.tags["event"], got.tags.get("site"), got.number, got.result) == (
        event, site, board, result
    )


def test_plain_inheritance_agrees_with_endplay():
    from endplay.parsers import pbn  # it copies "#" one game back: no chains, no "##"

    games = "".join(f'[Event "{e}"]\n[Board "{n}"]\n[Deal "{DEAL}"]\n\n'
                    for n, e in enumerate(["Pairs", "#", "Teams", "#"], start=1))
    theirs = [b.info["Event"] for b in pbn.loads(games)]
    assert [b.tags["event"] for b in parse_text(games)] == theirs == [
        "Pairs", "Pairs", "Teams", "Teams"
    ]


@pytest.mark.parametrize(
    "tag, value",
    [("Deal", "#"), ("Contract", "#"), ("Declarer", "##N"), ("Play", "#"), ("Dealer", "#"),
     ("Vulnerable", "##None")],
)
def test_tags_that_may_not_inherit(tag, value):
    deal = "" if tag == "Deal" else f'[Deal "{DEAL}"]\n'
    text = f'[Board "1"]\n[Deal "{DEAL}"]\n\n[Board "2"]\n[{tag} "{value}"]\n{deal}'
    with pytest.raises(BridgelawsError) as err:
        parse_text(text, "f.pbn")
    assert str(err.value) == (f"f.pbn:5: board 2: tag {tag} may not have the value {value!r}"
                              " (PBN 2.1 section 4.8)")


@pytest.mark.parametrize(
    "declarer, result, tricks",
    [("N", "9", 9), ("N", "NS 9", 9), ("N", "EW 4", 9), ("E", "EW 4", 4), ("S", "EW 4 NS 9", 9),
     ("W", "^3", 3), ("N", "", None)],
)
def test_result_forms(declarer, result, tricks):
    text = f'[Board "1"]\n[Deal "{DEAL}"]\n[Declarer "{declarer}"]\n[Result "{result}"]\n'
    assert parse_text(text)[0].result == tricks


@pytest.mark.parametrize(
    "declarer, result, message",
    [("", "NS 9", "counts a side's tricks: give the Declarer"), ("N", "14", "more than 13"),
     ("N", "nine", "malformed result 'nine'")],
)
def test_bad_results(declarer, result, message):
    text = f'[Board "1"]\n[Deal "{DEAL}"]\n[Declarer "{declarer}"]\n[Result "{result}"]\n'
    with pytest.raises(BridgelawsError, match=message):
        parse_text(text)


@pytest.mark.parametrize(
    "value, declarer, dummy, by_auction, irregular",
    [
        ("N", "N", "S", "N", False),
        ("^N", "N", "S", "S", True),  # North played the hand; South, declarer by the auction
        ("^e", "E", "W", "W", True),  # lower case in import format (section 3.11)
        ("", None, None, None, False),  # passed out
    ],
)
def test_irregular_declarer(value, declarer, dummy, by_auction, irregular):
    board = parse_text(f'[Board "1"]\n[Deal "{DEAL}"]\n[Declarer "{value}"]\n')[0]
    assert (board.declarer, board.dummy, board.auction_declarer, board.irregular_declarer) == (
        declarer, dummy, by_auction, irregular
    )


@pytest.mark.parametrize("value", ["^", "^X", "N^", "^^N", "NS"])
def test_malformed_declarer(value):
    text = f'[Board "1"]\n[Deal "{DEAL}"]\n[Declarer "{value}"]\n'
    with pytest.raises(BridgelawsError) as err:
        parse_text(text, "f.pbn")
    assert str(err.value) == f"f.pbn:3: board 1: malformed declarer {value!r}"


@pytest.mark.parametrize(
    "tags, name",
    [
        ("", "board 3"),
        ('[Table "2"]\n', "board 3, table 2"),
        ('[Room "Open"]\n', "board 3, open room"),
        ('[Table "12"]\n[Room "closed"]\n', "board 3, table 12, closed room"),
        ('[Room "Lounge"]\n', "board 3, room Lounge"),
        ('[Table ""]\n[Room ""]\n', "board 3"),
    ],
)
def test_game_names_its_table_and_room(tags, name):
    assert parse_text(f'[Board "3"]\n{tags}[Deal "{DEAL}"]\n')[0].name == name


def test_game_names_follow_inherited_tags():
    games = (f'[Board "3"]\n[Table "1"]\n[Room "Open"]\n[Deal "{DEAL}"]\n\n'
             f'[Board "#"]\n[Table "#"]\n[Room "Closed"]\n[Deal "{DEAL}"]\n')
    assert [b.name for b in parse_text(games)] == [
        "board 3, table 1, open room", "board 3, table 1, closed room"
    ]
