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


def groups(old_rows, new_rows, langs=("en",)):
    """(old cites, new cites, change) per change a reader sees."""
    found: dict[tuple, tuple[list, list, str]] = {}
    for d in match_laws(build_law("old", old_rows), build_law("new", new_rows), list(langs)):
        olds, news, _change = found.setdefault(d.group, ([], [], d.change))
        olds += [d.old] if d.old and d.old not in olds else []
        news += [d.new] if d.new and d.new not in news else []
    return {(" ".join(o), " ".join(n), c) for o, n, c in found.values()}


# Splits and merges, and what is neither; worked out by hand from the texts.
@pytest.mark.parametrize(
    ("old_rows", "new_rows", "expected"),
    [
        # a clause kept, a new one beside it: no split
        ([("9", "", ""), ("9A", "", "the offender must play the card he exposed")],
         [("9", "", ""), ("9A", "", "the offender must play the card he exposed"),
          ("9B", "", "a defender may lead any card after the auction")],
         {("9", "9", "unchanged"), ("9A", "9A", "unchanged"), ("", "9B", "added")}),
        # reworded, and a new clause sharing a few of its words (6 of its 11 tokens: under
        # the 0.6 a part must find): no split
        ([("9", "", ""), ("9A", "", "the revoke is established when the offender leads to the "
                                    "next trick")],
         [("9", "", ""), ("9A", "", "a revoke is established when the offender or his partner "
                                    "leads to the next trick"),
          ("9B", "", "the revoke is corrected when the offender notices it in time")],
         {("9", "9", "unchanged"), ("9A", "9A", "modified"), ("", "9B", "added")}),
        # three sentences become three items under a bare 9A: one split into three, not two
        ([("9", "", ""), ("9A", "", "A player may ask. The reply is given by partner. Screens "
                                    "change nothing.")],
         [("9", "", ""), ("9A", "", ""), ("9A1", "", "A player may ask."),
          ("9A2", "", "The reply is given by partner."), ("9A3", "", "Screens change nothing.")],
         {("9", "9", "unchanged"), ("9A", "9A", "unchanged"),
          ("9A", "9A1 9A2 9A3", "split")}),
        # two items folded into their section's text: merged, the items' section kept
        ([("9", "", ""), ("9B", "Claims", ""), ("9B1", "", "Play stops after a claim."),
          ("9B2", "", "The claimer states his line of play at once.")],
         [("9", "", ""), ("9B", "Claims", "Play stops after a claim, and the claimer states "
                                           "his line of play at once.")],
         {("9", "9", "unchanged"), ("9B", "9B", "unchanged"), ("9B1 9B2", "9B", "merged")}),
        # Greek: two items folded into their section's text (the second loses its capital)
        ([("9", "", ""), ("9B", {"el": "Αξιώσεις"}, ""),
          ("9B1", "", {"el": "Το παιχνίδι σταματά μετά από αξίωση."}),
          ("9B2", "", {"el": "Ο αξιών δηλώνει αμέσως τη γραμμή παιξίματος."})],
         [("9", "", ""), ("9B", {"el": "Αξιώσεις"}, {"el": "Το παιχνίδι σταματά μετά από "
                                                          "αξίωση, και ο αξιών δηλώνει αμέσως "
                                                          "τη γραμμή παιξίματος."})],
         {("9", "9", "unchanged"), ("9B", "9B", "unchanged"), ("9B1 9B2", "9B", "merged")}),
        # a new 9B pushes sections with texts down a letter; formulaic texts (new 9B shares 8
        # of old 9B's 10 tokens) must not hold a section at its old letter: old 9B's text
        # went to 9C (9 of 10, "during" now "in"), its heading and item with it
        ([("9", "", ""), ("9A", "", "This Law applies to every claim made during the play."),
          ("9B", "Claims by Declarer", "Declarer may claim at any time during the play."),
          ("9B1", "", "Declarer states his line of play when he claims."),
          ("9C", "Claims by a Defender", "A defender may claim at any time during the play.")],
         [("9", "", ""), ("9A", "", "This Law applies to every claim made during the play."),
          ("9B", "Concessions", "A player may concede at any time during the play."),
          ("9C", "Claims by Declarer", "Declarer may claim at any time in the play."),
          ("9C1", "", "Declarer states his line of play when he claims."),
          ("9D", "Claims by a Defender", "A defender may claim at any time during the play.")],
         {("9", "9", "unchanged"), ("9A", "9A", "unchanged"), ("", "9B", "added"),
          ("9B", "9C", "moved-modified"), ("9B1", "9C1", "moved"), ("9C", "9D", "moved")}),
        # Russian: a section pushed down a letter keeps its heading (moved, no heading
        # change), its item moved; the new section added
        ([("9", "", ""), ("9A", {"ru": "Претензии"}, ""),
          ("9A1", "", {"ru": "Игра прекращается после претензии."})],
         [("9", "", ""), ("9A", {"ru": "Уступки"}, {"ru": "Уступка не может быть отменена."}),
          ("9B", {"ru": "Претензии"}, ""), ("9B1", "", {"ru": "Игра прекращается после "
                                                              "претензии."})],
         {("9", "9", "unchanged"), ("", "9A", "added"), ("9A", "9B", "moved"),
          ("9A1", "9B1", "moved")}),
    ],
)
def test_splits_and_merges(old_rows, new_rows, expected):
    langs = sorted({lang for rows in (old_rows, new_rows) for _c, h, t in rows
                    for lang in (h if isinstance(h, dict) else {}) | (t if isinstance(t, dict)
                                                                     else {})} or {"en"})
    assert groups(old_rows, new_rows, langs) == expected


# Splits at the thresholds of `regroup`, worked out by hand: the parts, joined in order, must
# cover at least 0.75 of the old text's tokens (M/T, M the tokens in difflib's matching
# blocks, T the old text's tokens), more than any part alone, and each part must find 0.6
# of its own tokens in it (every word below is one token and no word repeats). MIN_GROUP
# and MIN_PART_FOUND must hold as ">=", whatever shortcut decides a run early, and word
# order must count, not only the words in common.
OLD_13 = "one two three four five six seven eight nine ten alpha beta gamma"


@pytest.mark.parametrize(
    ("old_text", "new_texts", "expected"),
    [
        # 9A2 finds 3 of its 5 tokens (0.6 exactly); together they cover 13/13 > 9A1 alone
        # (10/13): split
        (OLD_13, ["one two three four five six seven eight nine ten",
                  "alpha beta gamma delta epsilon"],
         {("9A", "9A1 9A2", "split")}),
        # 9A2 finds 2 of 5 (under 0.6): 9A1 is the old text reworded, 9A2 new
        (OLD_13, ["one two three four five six seven eight nine ten",
                  "alpha beta delta epsilon zeta"],
         {("9A", "9A1", "moved-modified"), ("", "9A2", "added")}),
        # each part finds 3 of its 5, together they cover 6/6, each alone 3/6: split
        ("one two three four five six", ["one two three seven eight",
                                         "four five six nine ten"],
         {("9A", "9A1 9A2", "split")}),
        # one token more in 9A2: it finds 3 of its 6 (0.5): no split; nothing alike enough,
        # the old text stays with the bare heading of its citation (modified: gone)
        ("one two three four five six", ["one two three seven eight",
                                         "four five six nine ten eleven"],
         {("9A", "9A", "modified"), ("", "9A1", "added"), ("", "9A2", "added")}),
        # together they cover 6/8 = 0.75 exactly (each part finds 3 of its 4): split
        ("one two three four five six seven eight", ["one two three alpha",
                                                     "four five six beta"],
         {("9A", "9A1 9A2", "split")}),
        # one token more in the old text: 6/9 = 0.67, under 0.75: no split
        ("one two three four five six seven eight nine", ["one two three alpha",
                                                          "four five six beta"],
         {("9A", "9A", "modified"), ("", "9A1", "added"), ("", "9A2", "added")}),
        # only 6 of 10 covered: 0.6
        ("one two three four five six seven eight nine ten", ["one two three alpha",
                                                               "four five six beta"],
         {("9A", "9A", "modified"), ("", "9A1", "added"), ("", "9A2", "added")}),
        # the same words, the halves swapped: joined in order they match one block of 3
        # (3/6), no split; the old text is paired with the first half
        ("one two three four five six", ["four five six", "one two three"],
         {("9A", "9A1", "moved-modified"), ("", "9A2", "added")}),
    ],
)
def test_split_thresholds(old_text, new_texts, expected):
    old_rows = [("9", "", ""), ("9A", "", old_text)]
    new_rows = [("9", "", ""), ("9A", "", ""),
                *((f"9A{k}", "", text) for k, text in enumerate(new_texts, start=1))]
    found = groups(old_rows, new_rows)
    assert found - {("9", "9", "unchanged"), ("9A", "9A", "unchanged")} == expected


# Worked by hand: the words two texts have in common, a word repeated counting as often as
# both texts have it (difflib's quick_ratio counts them; pairing reads them first).
@pytest.mark.parametrize(
    ("a", "b", "common"),
    [
        ("the player and the card", "the card of the player", 4),  # the twice, player, card
        ("a a a b", "a c", 1),  # one "a" of three finds a partner
        ("revoke established", "claim conceded", 0),
        ("ход после ревока", "Ревока после ход", 3),  # order is the matcher's business
    ],
)
def test_words_in_common_as_difflibs_quick_ratio_counts_them(a, b, common):
    from difflib import SequenceMatcher

    from bridgelaws.diff.match import _Words

    wa, wb = _Words(a), _Words(b)
    assert len(wa.bag() & wb.bag()) == common
    quick = SequenceMatcher(None, wa.words, wb.words, autojunk=False).quick_ratio()
    assert quick == 2.0 * common / (len(wa.words) + len(wb.words))


# Two sentences with one subject merged into one sentence that says it once (2017-style
# redrafting), and the reverse: worked out by hand. The second part finds all of its tokens
# in the one text (`the authority may` and `prohibit them .`), though the joined parts
# repeat the subject; together they cover 12 of its 14 tokens (all but `,` and `and`), the
# first part alone 9 (`the ... special` and the full stop).
MERGED = "The Authority may designate certain agreements as special, and may prohibit them."
PARTS = ["The Authority may designate certain agreements as special.",
         "The Authority may prohibit them."]


def test_a_merge_that_says_the_subject_once():
    old_rows = [("9", "", ""), ("9B", "", ""), ("9B1", "", PARTS[0]), ("9B2", "", PARTS[1])]
    new_rows = [("9", "", ""), ("9B", "", ""), ("9B1", "", MERGED)]
    assert ("9B1 9B2", "9B1", "merged") in groups(old_rows, new_rows)


def test_a_split_that_repeats_the_subject():
    old_rows = [("9", "", ""), ("9B", "", ""), ("9B1", "", MERGED)]
    new_rows = [("9", "", ""), ("9B", "", ""), ("9B1", "", PARTS[0]), ("9B2", "", PARTS[1])]
    assert ("9B1", "9B1 9B2", "split") in groups(old_rows, new_rows)
