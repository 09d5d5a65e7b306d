import pytest

from bridgelaws.diff.compare import (
    changes_summary,
    default_language,
    diff_editions,
    diff_law,
    edition_pairs_for_law,
)
from bridgelaws.diff.match import CHANGES
from bridgelaws.errors import BridgelawsError

from .diff_fixtures import build_corpus, build_law


@pytest.fixture
def bilingual():
    """Law 62 as the shipped corpus has it: 1997 in ru+en, 2017 in el+en; Law 9 in 1997 only."""
    return build_corpus({
        "1997": [build_law("1997", [("62", "", ""), ("62A", {"en": "Must", "ru": "Надо"},
                                                     {"en": "a player must correct",
                                                      "ru": "игрок обязан исправить"})]),
                 build_law("1997", [("9", "", ""), ("9A", "", {"ru": "только по-русски"})])],
        "2017": [build_law("2017", [("62", "", ""), ("62A", "", {"en": "a player must correct",
                                                                 "el": "Ένας παίκτης πρέπει"})])],
    })


@pytest.mark.parametrize(
    ("law", "pairs"),
    [
        ("64", [("1997", "2007"), ("1997", "2017"), ("2007", "2017")]),
        ("99", []),
    ],
)
def test_edition_pairs_for_law(corpus64, law, pairs):
    assert edition_pairs_for_law(corpus64, law) == pairs


@pytest.mark.parametrize(
    ("old", "new", "law", "message"),
    [
        ("1996", "2017", "64", "no edition '1996'"),
        ("2007", "2017", "62", "edition 2007 has no Law 62"),
    ],
)
def test_diff_law_bad_input(corpus64, old, new, law, message):
    with pytest.raises(BridgelawsError, match=message):
        diff_law(corpus64, old, new, law)


def test_languages_default_to_those_both_share(bilingual):
    (_root, clause) = diff_law(bilingual, "1997", "2017", "62")
    assert sorted(clause.ops) == ["en"]
    assert clause.change == "unchanged"


@pytest.mark.parametrize(
    ("langs", "law", "expected"),
    [
        (["ru"], "62", "Law 62 is not in ru in both 1997 and 2017 (shared: en)"),
        (None, "9", "edition 2017 has no Law 9"),
    ],
)
def test_languages_not_shared(bilingual, langs, law, expected):
    with pytest.raises(BridgelawsError, match=expected.replace("(", r"\(").replace(")", r"\)")):
        diff_law(bilingual, "1997", "2017", law, langs)


@pytest.mark.parametrize(
    ("old", "new", "law", "expected"),
    [("1997", "2017", "62", "en"), ("1997", "2017", None, "en")],
)
def test_default_language(bilingual, old, new, law, expected):
    assert default_language(bilingual, old, new, law) == expected


def test_default_language_none_shared():
    corpus = build_corpus({"a": [build_law("a", [("1", "", {"ru": "x"})])],
                           "b": [build_law("b", [("1", "", {"el": "x"})])]})
    with pytest.raises(BridgelawsError, match="share no language"):
        default_language(corpus, "a", "b")


def test_diff_editions_covers_the_shared_laws(bilingual):
    assert list(diff_editions(bilingual, "1997", "2017")) == ["62"]


@pytest.mark.parametrize(
    ("old", "new", "counts", "heading_changes"),
    [
        # by hand from the rows of diff_fixtures: 64, 64A1, 64A2 unchanged; 64A and 64C only
        # their heading; 64B and B1-B7 reworded; 64C's text to 64C1, reworded; 4 new clauses
        ("2007", "2017", {"unchanged": 3, "heading-changed": 2, "modified": 8,
                          "moved-modified": 1, "added": 4}, 3),
        # 64A, B1, B3, B4, B5 lost or changed only their heading; 64A1, A2, B, B2, B6, C
        # reworded (headings of A1-B6 dropped: 10 with a changed heading); 64B7 new
        ("1997", "2007", {"unchanged": 1, "heading-changed": 5, "modified": 6, "added": 1}, 10),
        ("2017", "2007", {"unchanged": 3, "heading-changed": 2, "modified": 8,
                          "moved-modified": 1, "removed": 4}, 3),
    ],
)
def test_changes_summary(corpus64, old, new, counts, heading_changes):
    counts = {change: counts.get(change, 0) for change in CHANGES}
    summary = changes_summary(corpus64, old, new)
    (law,) = summary.laws
    assert (law.law, law.counts, law.heading_changes) == ("64", counts, heading_changes)
    assert summary.totals == {**counts, "headings_changed": heading_changes}
    assert all(d.change != "unchanged" for d in law.changed)
    data = summary.as_dict()
    assert (data["old"], data["new"], data["only_old"], data["only_new"]) == (old, new, [], [])
    assert len(data["laws"][0]["changed"]) == len(law.changed)


def test_changes_summary_names_laws_in_one_edition_only(bilingual):
    summary = changes_summary(bilingual, "1997", "2017")
    assert (summary.only_old, summary.only_new) == (["9"], [])


# The shipped corpus: 2007 and 2017 Law 64 from one English text, 1997 Law 62 from the
# Russian-English table, 2017 Law 62 from the Greek-English pages (which lost the headings).
@pytest.mark.parametrize(
    ("old", "new", "law", "pair", "change", "heading_changed"),
    [
        ("2007", "2017", "64", ("64A", "64A"), "heading-changed", True),
        ("2007", "2017", "64", ("64A1", "64A1"), "unchanged", False),
        ("2007", "2017", "64", ("64B", "64B"), "modified", True),
        ("2007", "2017", "64", ("64B7", "64B7"), "modified", False),
        ("2007", "2017", "64", (None, "64B8"), "added", False),
        ("2007", "2017", "64", ("64C", "64C"), "heading-changed", True),
        ("2007", "2017", "64", ("64C", "64C1"), "moved-modified", False),
        ("2007", "2017", "64", (None, "64C2"), "added", False),
        ("2007", "2017", "64", (None, "64C2(a)"), "added", False),
        ("2007", "2017", "64", (None, "64C2(b)"), "added", False),
        ("1997", "2017", "64", ("64A1", "64A1"), "modified", True),
        ("1997", "2017", "64", (None, "64B7"), "added", False),
        ("1997", "2017", "64", ("64C", "64C1"), "moved-modified", False),
        ("1997", "2007", "64", ("64A", "64A"), "heading-changed", True),
        ("1997", "2017", "62", ("62A", "62A"), "modified", False),
        ("1997", "2017", "62", ("62B1", "62B1"), "modified", False),
        ("1997", "2017", "62", ("62D1", "62D1"), "unchanged", False),
        ("1997", "2017", "62", ("62D2", "62D2"), "modified", False),
        ("1997", "2017", "62", (None, "62C3"), "added", False),
    ],
)
def test_shipped_corpus(shipped, old, new, law, pair, change, heading_changed):
    found = {(d.old, d.new): (d.change, d.heading_changed)
             for d in diff_law(shipped, old, new, law)}
    assert found[pair] == (change, heading_changed)


@pytest.mark.parametrize(
    ("old", "new", "law", "langs"),
    [("1997", "2017", "62", ["en"]), ("2007", "2017", "64", ["en"]),
     ("2017", "2017", "62", ["el", "en"])],
)
def test_shipped_languages(shipped, old, new, law, langs):
    diffs = diff_law(shipped, old, new, law)
    assert sorted({lang for d in diffs for lang in d.ops}) == langs


def test_an_edition_against_itself_is_unchanged(shipped):
    diffs = diff_law(shipped, "2017", "2017", "62")
    assert {(d.change, d.heading_changed) for d in diffs} == {("unchanged", False)}
    assert all(d.old == d.new for d in diffs)
