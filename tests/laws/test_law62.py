"""Law 62D1: a revoke on trick twelve found in time is corrected, and the last two tricks are
replayed with the corrected card."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bridgelaws.laws.examples import FOLDER
from bridgelaws.laws.facts import derive
from bridgelaws.laws.law62 import replay_twelve, twelfth_trick_revokes, withdrawals
from bridgelaws.laws.pbn import parse_file, parse_text
from bridgelaws.laws.ruling import rule_board

from .boardgen import play_out, to_pbn

# North leads everything to trick 11. On trick 12 declarer (West) discards C8 on the H4
# holding HA; South's HT wins. Corrected, West plays HA and wins trick 12; he then leads C8
# to South's CA. In play East-West took no trick; corrected, one.
DEAL = "N:AKQ2.KQ4.AKQ5.KQ 543.5.JT986.JT76 876.JT973.74.A54 JT9.A862.32.9832"
TRICKS = [
    ["SA", "S3", "S6", "S9"], ["SK", "S4", "S7", "ST"], ["SQ", "S5", "S8", "SJ"],
    ["HK", "H5", "H3", "H2"], ["DA", "D8", "D4", "D2"], ["DK", "D9", "D7", "D3"],
    ["CK", "C6", "C4", "C2"], ["CQ", "C7", "C5", "C3"], ["DQ", "DJ", "H9", "H8"],
    ["S2", "DT", "HJ", "C9"], ["HQ", "CT", "H7", "H6"], ["H4", "CJ", "HT", "C8"],
    ["CA", "HA", "D5", "D6"],
]


def board(events=()):
    text = to_pbn("1", DEAL, "W", "3NT", play_out(DEAL, None, "N", TRICKS),
                  comments=[f"@{e}" for e in events])
    return parse_text(text)[0]


def test_replay_gives_the_offenders_a_trick():
    facts = derive(board())
    [revoke] = twelfth_trick_revokes(facts)
    assert (revoke.seat, revoke.trick, revoke.established) == ("W", 12, True)
    assert replay_twelve(facts, revoke) == {"EW": 1}


@pytest.mark.parametrize(
    "events, edition, tricks, applies",
    [
        # As played East-West won neither trick 12 nor 13: 64B1 as well as 64B6.
        ((), "2017", 1, ["62D1", "64B1", "64B6"]),
        ((), "1997", 1, ["61A", "62D1", "63A1", "63C", "64B1", "64B6"]),
        ((), "2007", 0, ["64B1", "64B6"]),  # the 2007 Law 62 is not in the corpus
        (("returned", "attention"), "2017", 0, ["64B1", "64B6"]),  # found too late
    ],
)
def test_trick_twelve_by_edition(events, edition, tricks, applies):
    ruling = rule_board(board(events), edition).as_json()
    assert ruling["declarer_tricks"] == tricks
    assert ruling["applies"] == applies


TWELFTH = parse_file(FOLDER / "twelfth-trick.pbn")[1]  # East revokes on trick 12; no withdrawal


def with_events(*events: str):
    board = replace(TWELFTH, comments=TWELFTH.comments + [(0, f"@{e}") for e in events])
    return derive(board)


@pytest.mark.parametrize(
    "events, clauses, gains",
    [
        ((), [], {}),
        # South played after the revoke: he may take back H3 and win trick 12 with HA (62C1).
        (("withdraw trick=12 seat=S card=H3",), ["62C1"], {"NS": 2}),
        # Dummy led to the trick, before the revoke: his card stands.
        (("withdraw trick=12 seat=N card=H2",), [""], {}),
        # West may withdraw only after South, on his right, did (62C2) ...
        (("withdraw trick=12 seat=W card=HQ",), [""], {}),
        # ... and then must play HQ again: his other card, a club, does not follow suit.
        (("withdraw trick=12 seat=S card=H3", "withdraw trick=12 seat=W card=HQ"),
         ["62C1", "62C2"], {"NS": 2}),
    ],
)
def test_withdrawals_on_trick_twelve(events, clauses, gains):
    facts = with_events(*events)
    [revoke] = twelfth_trick_revokes(facts)
    assert [w.clause for w in withdrawals(facts)] == clauses
    assert replay_twelve(facts, revoke) == gains


@pytest.mark.parametrize(
    "events, edition, reason",
    [
        (("withdraw trick=12 seat=N card=H2",), "2017",
         "North may not withdraw H2: he played before the revoke"),
        (("withdraw trick=12 seat=S card=H3", "withdraw trick=12 seat=W card=HQ"), "1997",
         "South withdraws H3 and plays HA (62C1); West withdraws HQ but must play it again"),
    ],
)
def test_replay_says_what_became_of_each_withdrawal(events, edition, reason):
    verdicts = rule_board(TWELFTH, edition, with_events(*events)).verdicts
    assert reason in verdicts["62D1"].reason
    if edition == "2017":  # a withdrawal the law refuses is no 62C1 withdrawal
        assert verdicts["62C1"].status == "not-applicable" and reason in verdicts["62C1"].reason
