import pytest

from bridgelaws.diff.timeline import timeline
from bridgelaws.errors import BridgelawsError

from .diff_fixtures import build_corpus, build_law


@pytest.mark.parametrize(
    ("cite", "edition", "expected"),
    [
        ("64C1", None, [("1997", "64C", None), ("2007", "64C", "modified"),
                        ("2017", "64C1", "moved-modified")]),
        ("64C", "1997", [("1997", "64C", None), ("2007", "64C", "modified"),
                         ("2017", "64C1", "moved-modified")]),
        ("64C", "2017", [("1997", "64C", None), ("2007", "64C", "modified"),
                         ("2017", "64C", "heading-changed")]),
        ("64B7", None, [("2007", "64B7", "added"), ("2017", "64B7", "modified")]),
        ("64B8", None, [("2017", "64B8", "added")]),
        ("64A1", "2007", [("1997", "64A1", None), ("2007", "64A1", "modified"),
                          ("2017", "64A1", "unchanged")]),
    ],
)
def test_timeline_law64(corpus64, cite, edition, expected):
    steps = timeline(corpus64, "64", cite, edition)
    assert [(s.edition, s.cite, s.change) for s in steps] == expected


def test_timeline_carries_texts_and_ops(corpus64):
    first, second, third = timeline(corpus64, "64", "64C1")
    assert (first.ops, first.heading["en"]) == ({}, "Director Responsible for Equity")
    assert ("delete", "penalty") in second.ops["en"]
    assert ("insert", "trick adjustment") in third.ops["en"]
    assert third.text["en"].startswith("When, after any established revoke")


def test_timeline_shows_removal():
    corpus = build_corpus({
        "1997": [build_law("1997", [("9", "", ""), ("9A", "", "kept"), ("9B", "", "dropped")])],
        "2007": [build_law("2007", [("9", "", ""), ("9A", "", "kept")])],
    })
    steps = timeline(corpus, "9", "9B")
    assert [(s.edition, s.cite, s.change) for s in steps] == [("1997", "9B", None),
                                                              ("2007", None, "removed")]


@pytest.mark.parametrize(("cite", "edition"), [("64D", None), ("64B8", "2007"), ("64A", "1996")])
def test_timeline_unknown_clause(corpus64, cite, edition):
    with pytest.raises(BridgelawsError, match=f"no clause {cite} in Law 64"):
        timeline(corpus64, "64", cite, edition)


@pytest.mark.parametrize(
    ("law", "cite", "expected"),
    [
        ("64", "64C1", [("1997", "64C", None), ("2007", "64C", "modified"),
                        ("2017", "64C1", "moved-modified")]),
        ("64", "64B7", [("2007", "64B7", "added"), ("2017", "64B7", "modified")]),
        ("62", "62D2", [("1997", "62D2", None), ("2017", "62D2", "modified")]),
        ("62", "62C3", [("2017", "62C3", "added")]),
    ],
)
def test_timeline_shipped(shipped, law, cite, expected):
    assert [(s.edition, s.cite, s.change) for s in timeline(shipped, law, cite)] == expected
