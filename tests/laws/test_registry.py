"""The registry: citations, names and descriptions of predicates, container clauses."""

from __future__ import annotations

import pytest

from bridgelaws.laws.registry import (
    any_child,
    depth,
    describe_predicate,
    parent,
    predicate_name,
    registered,
    rules,
)


@pytest.mark.parametrize(
    "cite, up, level",
    [("64", None, 1), ("64B", "64", 2), ("64B7", "64B", 3), ("64C2(a)", "64C2", 4)],
)
def test_parent_and_depth(cite, up, level):
    assert (parent(cite), depth(cite)) == (up, level)


@pytest.mark.parametrize(
    "edition, cite, name",
    [
        ("2017", "64A2", "bridgelaws.laws.law64:offender_did_not_win_revoke_trick"),
        ("1997", "64A2", "bridgelaws.laws.law64:offender_did_not_win_revoke_trick"),
        ("2017", "64B7", "bridgelaws.laws.law64:both_sides_revoked"),
        ("1997", "63A", "bridgelaws.laws.registry:any_child"),
        ("1997", "64B7", None),  # 1997 has no B7
        ("2017", "53A", None),  # Law 53 of 2017 is not in the corpus
    ],
)
def test_predicate_name(edition, cite, name):
    assert predicate_name(edition, cite) == name


def test_describe_predicate_is_readable():
    text = describe_predicate("2017", "64B7")
    assert "both revokes were" in text and "established" in text
    assert describe_predicate("2017", "53A") == ""


def test_two_predicates_for_one_clause_are_refused():
    registered()  # load the laws
    with pytest.raises(ValueError, match="two predicates for 2017 64A1"):
        rules("64A1", editions=("2017",))(any_child)


def test_bad_citation_refused():
    with pytest.raises(ValueError, match="not a canonical citation"):
        rules("Law 64", editions=("2017",))(any_child)


QUIET = """[Board "1"]
[Deal "N:AKQJ.AKQ.KQJ.KQJ T98.JT9.AT9.AT98 765.876.8765.765 432.5432.432.432"]
[Declarer "{declarer}"]
[Contract "{contract}"]
{result}[Play "{leader}"]
{play}
"""
QUIET_BOARDS = [  # no event, revoke, lead out of turn or unknown hand: each a different play
    dict(declarer="N", contract="4S", result="", leader="E", play="H9 H6 H2 HA\nS8 S5 S3 SA"),
    dict(declarer="N", contract="3NT", result='[Result "12"]\n', leader="E",
         play="HJ H6 H2 HA\nDA D5 D2 DK\n*"),
    dict(declarer="W", contract="1NT", result="", leader="N", play="SA S8 S5 S2"),
    dict(declarer="S", contract="2C", result="", leader="W", play="H2 HA H9 H6\nS2 SA ST S7"),
]


@pytest.mark.parametrize("edition", ["1997", "2007", "2017"])
def test_quiet_boards_share_one_ruling(edition):
    """`evaluate` gives a quiet board the verdicts of the first quiet board: they must be
    what every predicate says when run on it."""
    from bridgelaws.laws.facts import derive
    from bridgelaws.laws.pbn import parse_text
    from bridgelaws.laws.registry import evaluate, quiet, rule_all

    for spec in QUIET_BOARDS:
        facts = derive(parse_text(QUIET.format(**spec))[0])
        assert quiet(facts)
        assert evaluate(facts, edition) == rule_all(facts, edition)


def test_a_revoke_is_not_quiet():
    from bridgelaws.laws.facts import derive
    from bridgelaws.laws.pbn import parse_text
    from bridgelaws.laws.registry import evaluate, quiet

    spec = dict(QUIET_BOARDS[0], play="H9 H6 H2 HA\nC8 C5 H3 CK\nS8 S5 S2 SA")
    facts = derive(parse_text(QUIET.format(**spec))[0])
    assert not quiet(facts)
    assert evaluate(facts, "2017")["64B1"].status == "applies"
