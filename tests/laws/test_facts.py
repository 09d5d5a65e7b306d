"""Derived facts: revokes marked or not, establishment, leads out of turn, tricks per side."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws.errors import BridgelawsError
from bridgelaws.laws.facts import derive
from bridgelaws.laws.pbn import parse_text, seat_after

from .boardgen import play_out, to_pbn
from .strategies import legal_board, revoking_board

DEAL = "N:AKQJ.432.5432.32 T98.AKQJ.AK.8765 765.T98.QJT9.AKQ 432.765.876.JT94"


def facts_of(given_tricks, events=(), **kw):
    tricks = play_out(DEAL, "S", "E", given_tricks, stop=kw.pop("stop", 13))
    comments = [f"@{e}" for e in events]
    return derive(parse_text(to_pbn("1", DEAL, "N", "2S", tricks, comments=comments, **kw))[0])


@pytest.mark.parametrize("token", ["D6", "^RD6"])
def test_revoke_found_marked_or_not(token):
    facts = facts_of([["HJ", "H8", token, "H2"]])
    [r] = facts.revokes
    assert (r.trick, r.seat, r.suit, r.card, r.held) == (1, "W", "H", "D6", ("H5", "H6", "H7"))
    assert r.marked == token.startswith("^R")


@pytest.mark.parametrize(
    "events, established, how",
    [
        ((), True, "63A1"),  # East leads to trick 2
        # noticed before East led, yet not corrected: East's lead establishes it (63A1);
        # attention alone corrects nothing (issue 14)
        (("attention at=1.4",), True, "63A1"),
        # (a corrected revoke: the record shows the H5 that replaced the D6)
        (("attention at=1.4", "corrected trick=1 seat=W card=D6"), False, ""),
        # corrected after East led to trick 2: too late (1997 63C), the revoke stands
        (("corrected trick=1 seat=W card=D6 at=2.2",), True, "63A1"),
        (("attention at=2.1", "corrected trick=1 seat=W card=D6"), True, "63A1"),
        (("corrected trick=1 seat=W card=D6 at=2.0",), False, ""),  # before East led
        (("designate trick=2 seat=E card=HQ",), True, "63A2"),
        (("inquiry by=E of=W at=1.4",), True, "63B"),  # defenders may not ask one another
        (("inquiry by=N of=W at=1.4",), True, "63A1"),  # declarer may
    ],
)
def test_establishment(events, established, how):
    west = "H5" if any(e.startswith("corrected") for e in events) else "D6"
    [r] = facts_of([["HJ", "H8", west, "H2"]], events).revokes
    assert r.refused == (west == "H5" and established)
    assert (r.established, r.established_by) == (established, how)


def test_claim_establishes_and_counts_claimed_tricks():
    facts = facts_of([["HJ", "H8", "D6", "H2"]], stop=1, claim=True, result=9)
    [r] = facts.revokes
    assert r.established_by == "63A3"
    # East won trick 1; of the 12 tricks claimed, 9 went to North-South by the Result.
    assert facts.won_by_side(1, "EW") == 1 + 3 and facts.won_by_side(1, "NS") == 9


def test_lead_out_of_turn_from_mark_and_from_event():
    facts = facts_of([["^LC4", "C2", "C5", "CA"]], ["loot trick=2 seat=W card=H5"])
    marked, withdrawn = facts.leads_out_of_turn
    assert (marked.trick, marked.seat, marked.proper, marked.stood) == (1, "W", "E", True)
    assert (withdrawn.trick, withdrawn.seat, withdrawn.stood) == (2, "W", False)


def test_defective_trick_found_late_is_a_deemed_revoke():
    facts = facts_of([["HJ", "H8", "-W", "H2"]], ["omitted trick=1 seat=W"])
    [d] = facts.defective
    assert (d.trick, d.seat, d.kind, d.late) == (1, "W", "omitted", True)
    assert [(r.kind, r.established_by) for r in facts.revokes] == [("defective", "67B1")]


@settings(max_examples=60)
@given(legal_board())
def test_no_revoke_in_a_legal_play(text):
    facts = derive(parse_text(text)[0])
    assert facts.revokes == []
    assert sum(1 for w in facts.winners if w) == 13


NS_ONLY = "N:AKQJ.432.5432.32 - 765.T98.QJT9.AKQ -"  # East's and West's hands not given


def facts_without_east_west(given_tricks, events=(), marks=()):
    """The board of `facts_of`, its play stopped by a claim after the tricks given."""
    tricks = play_out(DEAL, "S", "E", given_tricks, stop=len(given_tricks))
    text = to_pbn("1", DEAL, "N", "2S", tricks, result=8, claim=True,
                  comments=[f"@{e}" for e in events])
    return derive(parse_text(text.replace(DEAL, NS_ONLY), "f.pbn")[0])


@pytest.mark.parametrize(
    "tricks, revokes",
    [
        # West discards on a heart and plays a heart later: he held it, so he revoked.
        ([["HJ", "H8", "D6", "H2"], ["C5", "CQ", "C4", "C2"], ["H9", "H5", "H3", "HQ"]],
         [(1, "W")]),
        # He never shows a heart: the record cannot say he had one.
        ([["HJ", "H8", "D6", "H2"], ["C5", "CQ", "C4", "C2"]], []),
        # Marked ^R: a revoke on the record's word.
        ([["HJ", "H8", "^RD6", "H2"], ["C5", "CQ", "C4", "C2"]], [(1, "W")]),
        # An unknown card (-) by West first does not hide the heart he plays later.
        ([["HJ", "H8", "-W", "H2"], ["C5", "CQ", "C4", "C2"], ["H9", "D6", "H3", "HQ"],
          ["HK", "HT", "H5", "H4"]], [(3, "W")]),
    ],
)
def test_revokes_by_hands_not_given(tricks, revokes):
    facts = facts_without_east_west(tricks)
    assert facts.board.unknown == {"E", "W"}
    assert [(r.trick, r.seat) for r in facts.revokes] == revokes


@pytest.mark.parametrize(
    "seat, before, known",
    [
        ("N", 1, 13),  # given in the deal
        ("W", 1, None),  # three cards shown of thirteen
        ("W", 4, None),
    ],
)
def test_holding_is_none_where_the_record_does_not_show_it(seat, before, known):
    facts = facts_without_east_west([["HJ", "H8", "D6", "H2"], ["C5", "CQ", "C4", "C2"],
                                     ["H9", "H5", "H3", "HQ"]])
    got = facts.holding(seat, before)
    assert (None if got is None else len(got)) == known


def test_holding_of_a_hand_not_given_is_known_once_the_play_shows_the_rest():
    # East and West each play one unknown card early; from trick 4 on every card is shown.
    given = [["HJ", "H8", "-W", "H2"], ["C5", "CQ", "C4", "C2"], ["D9", "D7", "D2", "-E"]]
    text = to_pbn("1", DEAL, "N", "2S", play_out(DEAL, "S", "E", given))
    facts = derive(parse_text(text.replace(DEAL, NS_ONLY))[0])
    assert facts.board.unknown == {"E", "W"}
    assert facts.holding("W", 1) is None and facts.holding("E", 3) is None
    assert facts.holding("W", 4) == facts.holdings[3]["W"] and len(facts.holding("W", 4)) == 10


@pytest.mark.parametrize(
    "event, stop, message",
    [
        ("attention at=5.1", 3, "event attention: at=5.1 is beyond the recorded play"),
        ("corrected trick=9 seat=W card=D6", 3,
         "event corrected: trick 9 is beyond the recorded play (3 tricks)"),
        ("misplaced trick=1 seat=W card=D6 replayed=9", 3, "trick 9 is beyond the recorded play"),
        ("corrected trick=1 seat=W card=SA", 13, "corrected: West does not hold SA at trick 1"),
        ("premature trick=5 seat=E card=HJ", 13, "East does not hold HJ at trick 5"),  # played
        ("simultaneous trick=2 seat=W cards=C4,SA visible=2", 13, "West does not hold SA"),
    ],
)
def test_events_beyond_the_record_are_one_line_errors(event, stop, message):
    tricks = play_out(DEAL, "S", "E", [["HJ", "H8", "D6", "H2"]], stop=stop)
    text = to_pbn("7", DEAL, "N", "2S", tricks, comments=[f"@{event}"])
    with pytest.raises(BridgelawsError) as err:
        derive(parse_text(text, "f.pbn")[0])
    assert str(err.value).startswith("f.pbn:5: board 7: ") and message in str(err.value)


@pytest.mark.parametrize(
    "event", ["attention at=4.0", "attention at=3.4", "corrected trick=3 seat=W card=D7"]
)
def test_events_within_the_record_are_accepted(event):
    facts = facts_of([["HJ", "H8", "D6", "H2"]], [event], stop=3)
    assert [e.kind for e in facts.events] == [event.split()[0]]


def test_an_event_may_not_give_a_hand_not_given_another_hands_card():
    with pytest.raises(BridgelawsError, match="event withdraw: SA is North's card, not West's"):
        facts_without_east_west([["HJ", "H8", "D6", "H2"]], ["withdraw trick=1 seat=W card=SA"])


def leave_out(text: str, hidden: set[str], kept: int) -> str:
    """The board with the hands of `hidden` given as "-", its play cut after `kept` tricks."""
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("[Deal"))
    first, _, hands = lines[at][len('[Deal "') : -len('"]')].partition(":")
    parts = [("-" if seat_after(first, i) in hidden else h) for i, h in enumerate(hands.split())]
    lines[at] = f'[Deal "{first}:{" ".join(parts)}"]'
    play = next(i for i, line in enumerate(lines) if line.startswith("[Play"))
    return "\n".join(lines[: play + 1 + kept] + (["*"] if kept < 13 else [])) + "\n"


@settings(max_examples=40)
@given(legal_board(), st.sets(st.sampled_from("NESW"), min_size=1), st.integers(0, 13))
def test_hands_left_out_of_a_legal_play(text, hidden, kept):
    full = derive(parse_text(text)[0])
    facts = derive(parse_text(leave_out(text, hidden, kept))[0])
    assert facts.revokes == [] and facts.winners == full.winners[:kept]
    for seat in "NESW":  # the cards known are the player's; a hand is known or marked unknown
        assert facts.board.hands[seat] <= full.board.hands[seat]
        assert (facts.board.hands[seat] == full.board.hands[seat]) or seat in facts.board.unknown


@settings(max_examples=40)
@given(revoking_board(), st.sets(st.sampled_from("NESW"), min_size=1), st.integers(0, 13))
def test_hands_left_out_find_no_revoke_the_full_deal_does_not(text, hidden, kept):
    def revokes(pbn: str) -> set[tuple[int, str]]:
        return {(r.trick, r.seat) for r in derive(parse_text(pbn)[0]).revokes}

    assert revokes(leave_out(text, hidden, kept)) <= revokes(text)


@pytest.mark.parametrize(
    "declarer, leader, loot, spread",
    [
        ("N", "E", [], []),
        ("N", "W", [("W", "E")], []),
        # "^S": North, declarer by the auction, put his cards down after West led out of turn
        ("^S", "W", [("W", "E")], ["N"]),
        ("^S", "E", [], ["N"]),  # swapped, though East led in turn
        ("S", "W", [], []),
    ],
)
def test_irregular_declarer_opening_lead_and_spread(declarer, leader, loot, spread):
    text = (f'[Board "1"]\n[Deal "{DEAL}"]\n[Declarer "{declarer}"]\n[Contract "2S"]\n'
            f'[Play "{leader}"]\n')
    first = {"E": "C5 CA C4 D2", "W": "C4 D2 C5 CA"}[leader]  # seat order from the leader
    facts = derive(parse_text(text + first + "\n")[0])
    assert [(lo.seat, lo.proper) for lo in facts.leads_out_of_turn] == loot
    assert [e.args["by"] for e in facts.of_kind("spread")] == spread
    assert facts.declarer == declarer[-1] and facts.dummy == seat_after(declarer[-1], 2)


def test_a_recorded_spread_is_not_doubled():
    text = (f'[Board "1"]\n[Deal "{DEAL}"]\n[Declarer "^S"]\n[Contract "2S"]\n'
            '{@spread by=N}\n[Play "W"]\nC4 D2 C5 CA\n')
    assert len(derive(parse_text(text)[0]).of_kind("spread")) == 1
