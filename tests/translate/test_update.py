import pytest

from bridgelaws.errors import BridgelawsError
from bridgelaws.translate.inline import Code
from bridgelaws.translate.update import quality, update_units, word_diff


def by_id(update_corpus):
    return {u.id: u for u in update_units(update_corpus, "1990", "2020", "en", "ru")}


def test_statuses_worked_by_hand(update_corpus):
    items = by_id(update_corpus)
    assert {i: (u.status, u.match.cite if u.match else None) for i, u in items.items()} == {
        "10/title": ("unchanged", "10"),
        "10A/text": ("unchanged", "10A"),
        "10B/text": ("changed", "10B"),
        "10C/text": ("new", None),
        "10D/text": ("unchanged", "10C"),  # moved: the old 10C's words, word for word
    }


def test_unchanged_keeps_the_old_translation_and_its_marker(update_corpus):
    a = by_id(update_corpus)["10A/text"]
    assert a.source == ["The next player plays", Code("16", "16"), " to the lead."]
    assert a.target == ["Следующий игрок играет", Code("16", "16"), " после хода."]
    assert a.match.quality == 100


def test_changed_is_a_suggestion_with_quality_and_diff(update_corpus):
    b = by_id(update_corpus)["10B/text"]
    assert b.target == []
    # words: the card is played (4) / the card is played at once (6): 2*4/10 = 80%
    assert b.match.quality == 80
    assert b.match.target == ["Карта сыграна."]
    assert b.match.diff == "The card is [-played.-] {+played at once.+}"


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("Law 50 applies.", "Law 50 applies.", 100),
        ("a b c d", "a b x d", 75),  # 2*3/8
        ("defender's hand", "Defender’s hand", 100),  # case and typographic quotes aside
        ("one two", "three four", 0),
    ],
)
def test_quality(old, new, expected):
    assert quality(old, new) == expected


def test_word_diff_deletion_and_insertion():
    assert word_diff("if the side won", "the side won it") == "[-if-] the side won {+it+}"


def test_no_old_translation_is_an_error(update_corpus):
    with pytest.raises(BridgelawsError, match="no text in both en and el"):
        update_units(update_corpus, "1990", "2020", "en", "el")
