import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgelaws.diff.words import grouped_ops, normalise, ops_ratio, tokens, word_ops


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a b", ["a ", "b"]),
        ("  a\n b ", ["  a\n ", "b "]),
        ("", []),
        ("   ", ["   "]),
        ("player, the", ["player", ", ", "the"]),
        ("dummy's non-offending (a)", ["dummy's ", "non-offending ", "(", "a", ")"]),
        ("don\u2018t \u2018x\u2019", ["don\u2018t ", "\u2018", "x", "\u2019"]),
        ("Law 64C.", ["Law ", "64C", "."]),
        ("игрок, «болван»", ["игрок", ", ", "«", "болван", "»"]),
        ("ο παίκτης· Νόμος 64Γ;", ["ο ", "παίκτης", "· ", "Νόμος ", "64Γ", ";"]),
    ],
)
def test_tokens_keep_their_trailing_whitespace(text, expected):
    assert tokens(text) == expected


@pytest.mark.parametrize(
    ("old", "new", "ops"),
    [
        ("a b c", "a b c", [("equal", "a b c")]),
        ("a  b\nc", "a b c", [("equal", "a b c")]),
        ("a b c", "a c", [("equal", "a "), ("delete", "b "), ("equal", "c")]),
        ("a b", "a", [("equal", "a"), ("delete", " b")]),
        ("a", "a b", [("equal", "a "), ("insert", "b")]),
        ("", "new words", [("insert", "new words")]),
        ("old words", "", [("delete", "old words")]),
        ("dummy's hand", "dummy\u2019s  hand", [("equal", "dummy\u2019s  hand")]),
        # a left quote typed for the apostrophe is one too: one word, the same word
        ("I don\u2018t know", "I don't know", [("equal", "I don't know")]),
        ("I don\u2018t know", "I do not know",
         [("equal", "I "), ("delete", "don\u2018t "), ("insert", "do not "), ("equal", "know")]),
        (
            "not subject to rectification, the Director",
            "not subject to trick adjustment, the Director",
            [("equal", "not subject to "), ("delete", "rectification"),
             ("insert", "trick adjustment"), ("equal", ", the Director")],
        ),
    ],
)
def test_word_ops(old, new, ops):
    assert word_ops(old, new) == ops


@pytest.mark.parametrize(
    ("old", "new", "ratio"),
    [
        # 8 and 9 tokens (the full stop is one), 7 kept in order: 2 * 7 / 17
        ("to a revoke on the twelfth trick.", "it is a revoke on the twelfth trick.", 14 / 17),
        ("same words here", "same  words here", 1.0),
        ("Same words", "same words", 0.5),
        ("nothing alike at all", "completely different text", 0.0),
        ("", "", 1.0),
    ],
)
def test_ops_ratio(old, new, ratio):
    assert ops_ratio(word_ops(old, new)) == pytest.approx(ratio)


# Typographic quotes as word processors put them, a left one standing for an apostrophe too.
words = st.lists(st.sampled_from(["a", "b", "c", "revoke,", "Law 64C", "(ii).", "ход;", "λεβέ·",
                                  "dummy\u2019s", "don\u2018t", "\u201cpass\u201d", "don't"]),
                 max_size=8)
spaces = st.sampled_from([" ", "  ", "\n", " \n "])


@st.composite
def texts(draw):
    ws = draw(st.lists(spaces, min_size=10, max_size=10))
    return "".join(w + ws[k] for k, w in enumerate(draw(words))).rstrip(draw(st.booleans()) * " ")


@given(texts(), texts())
def test_ops_rejoin_to_both_texts(old, new):
    ops = word_ops(old, new)
    assert "".join(text for tag, text in ops if tag != "delete") == new
    assert normalise("".join(text for tag, text in ops if tag != "insert")) == normalise(old)
    assert all(a[0] != b[0] for a, b in zip(ops, ops[1:], strict=False))


# Punctuation is a token of its own: a changed mark is a one-token change, the words around
# it kept (worked out by hand, one case per script).
@pytest.mark.parametrize(
    ("old", "new", "ops"),
    [
        ("the revoke, if established", "the revoke; if established",
         [("equal", "the revoke"), ("delete", ", "), ("insert", "; "),
          ("equal", "if established")]),
        ("after play ends.", "after play ends",
         [("equal", "after play ends"), ("delete", ".")]),
        # a mark gone between words stands against the word before it
        ("must pass, whenever it is", "must pass whenever it is",
         [("equal", "must pass"), ("delete", ","), ("equal", " whenever it is")]),
        ("ревоку, если он", "ревоку: если он",
         [("equal", "ревоку"), ("delete", ", "), ("insert", ": "), ("equal", "если он")]),
        ("η αντιστροφή, εάν", "η αντιστροφή· εάν",
         [("equal", "η αντιστροφή"), ("delete", ", "), ("insert", "· "), ("equal", "εάν")]),
        ("see «Law 64»", "see \u201cLaw 64\u201d",
         [("equal", "see "), ("delete", "«"), ("insert", "\u201c"), ("equal", "Law 64"),
          ("delete", "»"), ("insert", "\u201d")]),
    ],
)
def test_punctuation_is_its_own_token(old, new, ops):
    assert word_ops(old, new) == ops


@given(texts(), st.lists(texts(), min_size=2, max_size=3))
def test_a_splits_parts_rejoin_to_each_new_text_and_together_to_the_old(old, news):
    groups = grouped_ops([old], news)
    assert ["".join(t for tag, t in ops if tag != "delete") for ops in groups] == news
    # the parts side by side (a space between: each part's text stands alone)
    kept = " ".join("".join(t for tag, t in ops if tag != "insert") for ops in groups)
    assert normalise(kept) == normalise(old)


@given(st.lists(texts(), min_size=2, max_size=3), texts())
def test_a_merges_parts_rejoin_to_each_old_text_and_together_to_the_new(olds, new):
    groups = grouped_ops(olds, [new])
    assert [normalise("".join(t for tag, t in ops if tag != "insert")) for ops in groups] == [
        normalise(old) for old in olds]
    assert "".join(t for ops in groups for tag, t in ops if tag != "delete") == new
