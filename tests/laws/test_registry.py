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
