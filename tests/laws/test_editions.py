"""The law of each edition, clause by clause where the editions differ (hand-ruled).

Board A is tests/laws/notation/plain-a.pbn (East revokes on trick 9, West plays to trick 10
second, East wins trick 10 with the CA he could have played to trick 9; East-West win
tricks 10 and 11). Each row adds events to it; the expected figures are worked out by hand
from the text of each edition in the corpus:
- 1997 64A2 has a second sentence (a later trick won with a card that could have been
  played to the revoke trick); 2007 and 2017 64A2 do not.
- 1997 63B: an illegal inquiry (61B) establishes the revoke; 2007/2017 have no such clause
  (only Law 63A's acts establish it).
- Attention drawn without a correction leaves the revoke card played: West's card to trick
  10 establishes it (63A1), whatever the edition.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaws.laws.examples import example_files
from bridgelaws.laws.pbn import parse_file, parse_text
from bridgelaws.laws.ruling import rule_board

PLAIN_A = (Path(__file__).parent / "notation" / "plain-a.pbn").read_text(encoding="utf-8")


def with_events(*events: str) -> str:
    lines = "".join(f"{{@ {e}}}\n" for e in events)
    return PLAIN_A.replace('[Play "E"]\n', lines + '[Play "E"]\n')


ROWS = [
    # (events, edition, tricks to NS, declarer's tricks, clause that must apply, must not)
    ((), "1997", 2, 8, "64A2", "63B"),
    ((), "2007", 1, 7, "64A2", "63B"),
    ((), "2017", 1, 7, "64A2", "63B"),
    (("attention at=9.4 by=N",), "1997", 2, 8, "63A1", "63B"),
    (("attention at=9.4 by=N",), "2007", 1, 7, "64A2", "62A"),
    (("attention at=9.4 by=N",), "2017", 1, 7, "64A2", "62A"),
    (("inquiry by=W of=E at=9.4",), "1997", 2, 8, "63B", "63A1"),
    (("inquiry by=W of=E at=9.4",), "2007", 1, 7, "64A2", "63B"),
    (("inquiry by=W of=E at=9.4",), "2017", 1, 7, "64A2", "63B"),
]


@pytest.mark.parametrize("events, edition, ns, tricks, applies, absent", ROWS)
def test_board_a_by_edition(events, edition, ns, tricks, applies, absent):
    ruling = rule_board(parse_text(with_events(*events), "a.pbn")[0], edition)
    got = ruling.as_json()
    assert (ruling.transferred()["NS"], ruling.declarer_tricks()) == (ns, tricks)
    assert applies in ruling.verdicts and ruling.verdicts[applies].status == "applies"
    assert absent not in got["applies"]


def test_1997_extra_trick_names_the_card_trick():
    ruling = rule_board(parse_text(PLAIN_A, "a.pbn")[0], "1997")
    assert "he won trick 10 with a card he could have played to it" in \
        ruling.verdicts["64A2"].reason


REVOKES = next(p for p in example_files() if p.name == "revokes.pbn")
BOARDS = {b.number: b for b in parse_file(REVOKES)}


@pytest.mark.parametrize("number, edition, ns, refused, applies", [
    # board 16: East asks West (61B) and West corrects. 1997 63B: established all the same;
    # 2007/2017: corrected, no trick moves (2017 62A, 62B1: D6 a major penalty card)
    ("16", "1997", 1, False, {"63B", "64A2"}),
    ("16", "2007", 0, False, set()),
    ("16", "2017", 0, False, {"62A", "62B1"}),
    # board 19: both sides revoke on trick 1; East had led to trick 2 before attention.
    # 1997/2007: West's correction is refused (63C: established by East's lead);
    # 2017 62C3: both corrected
    ("19", "1997", 1, True, {"63A1", "63C", "64A2"}),
    ("19", "2007", 0, True, {"64B7"}),
    ("19", "2017", 0, False, {"62C3", "64B8"}),
])
def test_correction_and_establishment_by_edition(number, edition, ns, refused, applies):
    ruling = rule_board(BOARDS[number], edition)
    got = ruling.as_json()
    assert ruling.transferred()["NS"] == ns
    assert applies <= set(got["applies"])
    assert any(r.get("correction_refused") for r in got["revokes"]) == refused


@pytest.mark.parametrize("result, warned", [("6", False), ("9", True), ("0", True)])
def test_result_against_the_play_is_a_warning(result, warned):
    text = PLAIN_A.replace('[Result "6"]', f'[Result "{result}"]')
    ruling = rule_board(parse_text(text, "a.pbn")[0], "2017")
    warnings = ruling.as_json().get("warnings", [])
    assert bool(warnings) == warned
    if warned:
        assert warnings[0].startswith("a.pbn:17: board 1: [Result] says")
    assert ruling.declarer_tricks() == 7  # the play counts


@pytest.mark.parametrize("result, warned", [("8", False), ("4", False), ("3", True),
                                            ("9", True)])
def test_result_of_a_claim_must_fit_the_tricks_played(result, warned):
    # plain-b: nine tricks played, North-South won four of them (6, 7, 8, 9): from 4 to 8
    text = (Path(__file__).parent / "notation" / "plain-b.pbn").read_text(encoding="utf-8")
    text = text.replace('[Result "8"]', f'[Result "{result}"]')
    ruling = rule_board(parse_text(text, "b.pbn")[0], "2017")
    assert bool(ruling.as_json().get("warnings")) == warned


DEFECTIVE = next(p for p in example_files() if p.name == "defective.pbn")


@pytest.mark.parametrize("edition, ns, applies", [
    ("1997", 0, set()), ("2007", 0, set()),
    # 2017 67B2(b): West's D7, found late as an extra card on trick 3, is deemed his all
    # along: his S4 ruff of trick 9 is a revoke he won, 64A1: one trick
    ("2017", 1, {"64A1", "67B2(a)", "67B2(b)"}),
])
def test_restored_card_makes_a_revoke_only_in_2017(edition, ns, applies):
    board = next(b for b in parse_file(DEFECTIVE) if b.number == "65")
    ruling = rule_board(board, edition)
    assert ruling.transferred()["NS"] == ns
    assert set(ruling.as_json()["applies"]) == applies
