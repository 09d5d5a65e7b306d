import pytest

from bridgelaws.diff.match import match_laws
from bridgelaws.diff.words import normalise

from .diff_fixtures import build_law


def changes(old, new, langs=("en",)):
    diffs = match_laws(old, new, list(langs))
    return {(d.old, d.new): (d.change, d.heading_changed) for d in diffs}


@pytest.mark.parametrize(
    ("old", "new", "pair", "change", "heading_changed"),
    [
        ("2007", "2017", ("64", "64"), "unchanged", False),
        ("2007", "2017", ("64A", "64A"), "heading-changed", True),
        ("2007", "2017", ("64A1", "64A1"), "unchanged", False),
        ("2007", "2017", ("64B", "64B"), "modified", True),
        ("2007", "2017", ("64B3", "64B3"), "modified", False),
        ("2007", "2017", ("64B7", "64B7"), "modified", False),
        ("2007", "2017", (None, "64B8"), "added", False),
        ("2007", "2017", ("64C", "64C"), "heading-changed", True),
        ("2007", "2017", ("64C", "64C1"), "moved-modified", False),
        ("2007", "2017", (None, "64C2"), "added", False),
        ("2007", "2017", (None, "64C2(a)"), "added", False),
        ("2007", "2017", (None, "64C2(b)"), "added", False),
        ("1997", "2017", ("64A1", "64A1"), "modified", True),
        ("1997", "2017", ("64B6", "64B6"), "modified", True),
        ("1997", "2017", (None, "64B7"), "added", False),
        ("1997", "2017", ("64C", "64C1"), "moved-modified", False),
        ("1997", "2007", ("64B1", "64B1"), "heading-changed", True),
        ("1997", "2007", ("64C", "64C"), "modified", False),
        ("2017", "2007", ("64C1", "64C"), "moved-modified", False),
        ("2017", "2007", ("64C", "64C"), "heading-changed", True),
        ("2017", "2007", ("64C2(b)", None), "removed", False),
        ("2017", "2007", ("64B8", None), "removed", False),
    ],
)
def test_law64_pairs(law64, old, new, pair, change, heading_changed):
    assert changes(law64[old], law64[new])[pair] == (change, heading_changed)


@pytest.mark.parametrize(("old", "new"), [("1997", "2007"), ("2007", "2017"), ("1997", "2017")])
def test_every_clause_reported_and_text_reported_once(law64, old, new):
    diffs = match_laws(law64[old], law64[new], ["en"])
    assert {d.old for d in diffs} - {None} == {c.cite for c in law64[old].walk()}
    assert {d.new for d in diffs} - {None} == {c.cite for c in law64[new].walk()}
    inserted = sorted("".join(t for tag, t in d.ops.get("en", []) if tag != "delete")
                      for d in diffs if d.new)
    deleted = sorted(normalise("".join(t for tag, t in d.ops.get("en", []) if tag != "insert"))
                     for d in diffs if d.old)
    assert [t for t in inserted if t] == sorted(c.text["en"].value for c in law64[new].walk()
                                                if "en" in c.text)
    assert [t for t in deleted if t] == sorted(normalise(c.text["en"].value)
                                               for c in law64[old].walk() if "en" in c.text)


def test_order_follows_the_new_edition_with_removed_after_their_old_neighbour(law64):
    diffs = match_laws(law64["2017"], law64["2007"], ["en"])
    order = [(d.old, d.new) for d in diffs]
    assert order.index(("64B8", None)) == order.index(("64B7", "64B7")) + 1
    new_order = list(dict.fromkeys(d.new for d in diffs if d.new))
    assert new_order == [c.cite for c in law64["2007"].walk()]


@pytest.mark.parametrize(
    ("old_rows", "new_rows", "expected"),
    [
        # renumbered: a new B1 pushes the old B1 down to B2
        ([("9", "", ""), ("9B1", "", "the offender withdraws the card he played"),
          ("9B2", "", "the card may be replaced without further rectification")],
         [("9", "", ""), ("9B1", "", "a wholly new first item on another subject"),
          ("9B2", "", "the offender withdraws the card he played"),
          ("9B3", "", "the card may be replaced without further rectification")],
         {("9B1", "9B2"): "moved", ("9B2", "9B3"): "moved", (None, "9B1"): "added"}),
        # same citation, rewritten beyond recognition: removed and added
        ([("9", "", ""), ("9A", "", "a player must correct his revoke")],
         [("9", "", ""), ("9A", "", "dummy may not participate in the play")],
         {("9A", None): "removed", (None, "9A"): "added"}),
        # merged: old 9C's items fold into one text at 9C
        ([("9", "", ""), ("9C", "Heading", ""), ("9C1", "", "when after any established revoke "
                                                          "the Director deems the side damaged")],
         [("9", "", ""), ("9C", "Heading", "when after any established revoke the Director "
                                            "deems the side damaged")],
         {("9C", "9C"): "unchanged", ("9C1", "9C"): "moved"}),
        # a whitespace-only change is no change
        ([("9", "", ""), ("9A", "", "a  player must\ncorrect")],
         [("9", "", ""), ("9A", "", "a player must correct")],
         {("9A", "9A"): "unchanged"}),
    ],
)
def test_matching_cases(old_rows, new_rows, expected):
    found = changes(build_law("old", old_rows), build_law("new", new_rows))
    assert {pair: found.get(pair, ("absent",))[0] for pair in expected} == expected


@pytest.mark.parametrize(
    ("langs", "expected"),
    [
        (["en"], "unchanged"),
        (["ru"], "modified"),
        (["en", "ru"], "modified"),
    ],
)
def test_change_counts_only_the_languages_compared(langs, expected):
    old = build_law("1997", [("9", "", ""), ("9A", "", {"en": "same words", "ru": "старые слова"})])
    new = build_law("2007", [("9", "", ""), ("9A", "", {"en": "same words", "ru": "новые слова"})])
    (diff,) = [d for d in match_laws(old, new, langs) if d.old == "9A"]
    assert diff.change == expected
    assert sorted(diff.ops) == langs


@pytest.mark.parametrize(
    ("old_heading", "new_heading", "other_heading", "expected"),
    [
        ("Revoke Must Be Corrected", "Revoke must be  corrected", "Other", False),
        ("Revoke Must Be Corrected", "Correcting a Revoke", "Other", True),
        ("Revoke Must Be Corrected", "", "Other", True),
        # the new copy lost every heading: nothing to compare
        ("Revoke Must Be Corrected", "", "", False),
    ],
)
def test_heading_changes(old_heading, new_heading, other_heading, expected):
    old = build_law("a", [("9", "", ""), ("9A", old_heading, "text"), ("9B", "Other", "x")])
    new = build_law("b", [("9", "", ""), ("9A", new_heading, "text"), ("9B", other_heading, "x")])
    (diff,) = [d for d in match_laws(old, new, ["en"]) if d.old == "9A"]
    assert (diff.change, diff.heading_changed) == (
        "heading-changed" if expected else "unchanged", expected)
    assert diff.headings["en"] == (old_heading, new_heading)
