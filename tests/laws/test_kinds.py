"""Where each clause takes its facts from, held to the predicates' behaviour.

Each predicate declares its kind where it is registered (registry.rules: `needs=` the events
it cannot do without, `decides=` the Director's judgement; `any_child` is an aggregator;
anything else is computed from the play). The declarations are checked against what the
predicates do:
- a computed clause reaches its verdict from the play alone: on one of the hand-ruled boards
  of kinds/from-play.pbn, which carry no event, it applies (each board ruled by hand from
  the law text of each edition, its expect lines);
- a needs-event clause never applies without events (those boards, and every shipped example
  board with its events taken out), and on each example board where it applies, taking out
  the events it declares makes it stop;
- a judgement clause never applies: it calls for judgement or does not apply.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest

from bridgelaws.laws.coverage import coverage, coverage_text
from bridgelaws.laws.examples import example_files
from bridgelaws.laws.pbn import Board, parse_file
from bridgelaws.laws.registry import (
    AGGREGATOR,
    COMPUTED,
    JUDGEMENT_KIND,
    NEEDS_EVENT,
    any_child,
    kind_of,
    predicate_for,
    registered,
    rules,
)
from bridgelaws.laws.ruling import EDITIONS, rule_board
from bridgelaws.laws.verdict import APPLIES, JUDGEMENT, NOT_APPLICABLE
from tests.laws.hand import assert_ruled_as_written

FROM_PLAY = parse_file(Path(__file__).parent / "kinds" / "from-play.pbn")
# a penalty card comes from an event; failing to play it, from the play
PENALTY = parse_file(Path(__file__).parent / "kinds" / "penalty-card.pbn")
EXAMPLES = [board for path in example_files() for board in parse_file(path)]


def without(board: Board, kinds: tuple[str, ...] | None = None) -> Board:
    """The board with its events of these kinds (all when None) taken out."""
    def event_kind(text: str) -> str:
        words = text.lstrip("@").split()
        return words[0] if words else ""

    kept = [(line, text) for line, text in board.comments
            if not text.startswith("@") or (kinds is not None and event_kind(text) not in kinds)]
    return replace(board, comments=kept)


@cache
def verdicts(boards: str, edition: str) -> list[dict]:
    pool = FROM_PLAY if boards == "from-play" else [without(b) for b in EXAMPLES]
    return [rule_board(b, edition).verdicts for b in pool]


def declared(*kinds: str) -> list[tuple[str, str]]:
    return [(e, c) for e, c in registered() if kind_of(e, c)[0] in kinds]


def test_from_play_boards_carry_no_event():
    assert len(FROM_PLAY) >= 10
    assert not [b.number for b in FROM_PLAY if any(t.startswith("@") for _, t in b.comments)]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("board", FROM_PLAY + PENALTY, ids=[b.number for b in FROM_PLAY + PENALTY])
def test_ruled_by_hand(board, edition):
    assert_ruled_as_written(board, edition)


@pytest.mark.parametrize("edition, cite", declared(COMPUTED, JUDGEMENT_KIND))
def test_computed_from_the_play_alone(edition, cite):
    needs = kind_of(edition, cite)[1]
    if needs:
        pytest.skip(f"judgement that needs {needs}")
    want = JUDGEMENT if kind_of(edition, cite)[0] == JUDGEMENT_KIND else APPLIES
    statuses = {v[cite].status for v in verdicts("from-play", edition)}
    assert want in statuses, f"no event-free board on which {edition} {cite} {want}"


@pytest.mark.parametrize("edition, cite", declared(NEEDS_EVENT, JUDGEMENT_KIND))
def test_needs_event_silent_without_events(edition, cite):
    if not kind_of(edition, cite)[1]:
        pytest.skip("judgement from the play")
    for pool in ("from-play", "examples-without-events"):
        statuses = {v[cite].status for v in verdicts(pool, edition)}
        assert statuses == {NOT_APPLICABLE}, f"{edition} {cite} without events: {statuses}"


@pytest.mark.parametrize("edition, cite", declared(NEEDS_EVENT, JUDGEMENT_KIND))
def test_needed_events_are_needed(edition, cite):
    needs = kind_of(edition, cite)[1]
    if not needs:
        pytest.skip("judgement from the play")
    hits = [b for b in EXAMPLES if rule_board(b, edition).verdicts[cite].status != NOT_APPLICABLE]
    assert hits, f"no example board on which {edition} {cite} applies"
    for board in hits:
        status = rule_board(without(board, needs), edition).verdicts[cite].status
        assert status == NOT_APPLICABLE, f"{edition} {cite} board {board.number} without {needs}"


@pytest.mark.parametrize("edition, cite", declared(JUDGEMENT_KIND))
def test_judgement_never_applies(edition, cite):
    boards = FROM_PLAY + EXAMPLES
    assert APPLIES not in {rule_board(b, edition).verdicts[cite].status for b in boards}


@pytest.mark.parametrize("edition, cite", registered())
def test_aggregator_is_any_child(edition, cite):
    assert (kind_of(edition, cite)[0] == AGGREGATOR) == (predicate_for(edition, cite) is any_child)


def test_unknown_event_kind_refused():
    with pytest.raises(ValueError, match="no such event kind: faced"):
        rules("64B9", editions=("2099",), needs=("faced",))


@pytest.mark.parametrize(
    "edition, cite, kind, events",
    [
        ("1997", "53A", COMPUTED, []),  # a lead out of turn: the play shows who led
        ("1997", "53C", NEEDS_EVENT, ["proper-lead"]),
        ("1997", "54A", COMPUTED, []),  # [Declarer "^S"]
        ("1997", "63A1", COMPUTED, []),
        ("1997", "63A2", NEEDS_EVENT, ["designate"]),
        ("1997", "63B", NEEDS_EVENT, ["inquiry"]),
        ("2007", "64B4", NEEDS_EVENT, ["next-call", "attention"]),
        ("2007", "64B7", COMPUTED, []),
        ("2017", "64", AGGREGATOR, []),
        ("2017", "64C1", JUDGEMENT_KIND, []),
        ("2017", "67B1", NEEDS_EVENT, ["omitted"]),
    ],
)
def test_coverage_reports_kinds(edition, cite, kind, events):
    report = coverage()
    assert report[edition]["kinds"][cite] == {"kind": kind, "events": events}
    row = report[edition]
    assert sum(row["by_kind"].values()) == row["covered"] == len(row["kinds"])
    line = f"  {cite} {kind}" + (f": {', '.join(events)}" if events else "")
    assert line in coverage_text(report).split("\n")


@pytest.mark.parametrize("edition", EDITIONS)
def test_evaluate_skips_only_what_it_may(edition):
    """`evaluate` does not run a clause that needs events the board lacks, nor any clause on a
    quiet board; what it gives must be what running every predicate gives."""
    from bridgelaws.laws.facts import derive
    from bridgelaws.laws.registry import evaluate, rule_all

    boards = FROM_PLAY + PENALTY + EXAMPLES + [without(b) for b in EXAMPLES]
    for board in boards:
        facts = derive(board)
        assert evaluate(facts, edition) == rule_all(facts, edition), board.number
