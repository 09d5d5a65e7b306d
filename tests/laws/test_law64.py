"""Law 64 per edition: what each established revoke of the example boards comes to."""

from __future__ import annotations

import pytest

from bridgelaws.laws.examples import FOLDER
from bridgelaws.laws.facts import derive
from bridgelaws.laws.law64 import exemptions, extra_trick_1997, offender_won, outcomes
from bridgelaws.laws.pbn import parse_file, parse_text

BOARDS = {b.number: derive(b) for b in parse_file(FOLDER / "revokes.pbn")}


@pytest.mark.parametrize(
    "board, edition, want",
    [
        # West revokes, East wins the trick: one trick everywhere.
        ("1", "1997", [("64A2", 1, ())]),
        ("1", "2017", [("64A2", 1, ())]),
        # Declarer revokes, dummy wins the trick: declarer's in 1997 only.
        ("3", "1997", [("64A1", 2, ())]),
        ("3", "2007", [("64A2", 1, ())]),
        # 1997 64A2's extra trick won with a card of the suit he could have played.
        ("4", "1997", [("64A2", 2, ())]),
        ("4", "2007", [("64A2", 1, ())]),
        # Repeated revoke in one suit by one player.
        ("6", "2017", [("64A2", 1, ()), ("", 0, ("64B2",))]),
        # Both sides revoked: 1997 adjusts each, 2007/2017 neither.
        ("12", "1997", [("64A2", 1, ()), ("64A1", 2, ())]),
        ("12", "2007", [("", 0, ("64B7",)), ("", 0, ("64B7",))]),
        ("12", "2017", [("", 0, ("64B7",)), ("", 0, ("64B7",))]),
        # One of the two revokes corrected: 2007 still exempts, 2017 does not.
        ("13", "2007", [("", 0, ("64B7",))]),
        ("13", "2017", [("64A2", 1, ())]),
        # Offender won the revoke trick but his side won nothing later: capped at one.
        ("14", "2017", [("64A1", 1, ())]),
        ("7", "2017", [("", 0, ("64B3",))]),
        ("20", "1997", [("", 0, ("64B3",))]),
    ],
)
def test_outcomes(board, edition, want):
    got = [(o.clause, o.tricks, o.exempt) for o in outcomes(BOARDS[board], edition)]
    assert got == want


def test_trick_won_in_dummy_is_declarers_only_in_1997():
    facts = BOARDS["3"]
    [revoke] = facts.revokes
    assert facts.winners[0] == facts.dummy and revoke.seat == facts.declarer
    assert offender_won(facts, revoke, "1997") and not offender_won(facts, revoke, "2017")


def test_extra_trick_names_the_trick():
    facts = BOARDS["4"]
    [revoke] = facts.revokes
    later = extra_trick_1997(facts, revoke)
    assert later is not None and facts.winners[later - 1] == "E"
    assert facts.board.tricks[later - 1].play_of("E").card in revoke.held


@pytest.mark.parametrize("board, edition, want", [("5", "2017", ("64B1",)),
                                                  ("8", "2017", ("64B4",)),
                                                  ("9", "1997", ("64B5",)),
                                                  ("10", "2007", ("64B6",))])
def test_exemptions(board, edition, want):
    facts = BOARDS[board]
    assert exemptions(facts, facts.revokes[0], edition) == want


# Found by the property test: West revokes on trick 11 after two earlier revokes by his side;
# 1997 64A2 would give two tricks (he won trick 13 with a spade he held), but East-West won
# only one trick from trick 11 on.
LATE = (
    '[Board "1"]\n[Deal "N:T752.A632.4.Q642 Q6.K9754.2.JT753 KJ84..KJT98653.8 A93.QJT8.AQ7.AK9"]\n'
    '[Declarer "N"]\n[Contract "3NT"]\n[Play "E"]\nC3 C8 C9 CQ\nD2 D3 CA D4\nS6 D5 CK C2\n'
    "SQ S4 S3 S2\nC5 D6 D7 C4\nC7 D8 DA C6\nCJ D9 DQ H2\nCT DJ H8 H3\nH4 DK HJ H6\n"
    "H5 DT HQ HA\nH7 S8 HT S5\nH9 SJ S9 S7\nHK SK SA ST\n"
)


@pytest.mark.parametrize("edition, want", [("1997", [1, 2, 1]), ("2017", [1, 1, 1])])
def test_each_revoke_is_capped_by_the_tricks_won_from_its_own_trick_on(edition, want):
    facts = derive(parse_text(LATE)[0])
    assert [o.tricks for o in outcomes(facts, edition)] == want
    assert facts.won_by_side(11, "EW") == 1
