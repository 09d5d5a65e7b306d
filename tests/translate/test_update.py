import pytest

from bridgelaws.errors import BridgelawsError
from bridgelaws.translate.inline import Code, written
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


def test_sentences_where_they_align(update_corpus):
    from bridgelaws.corpus.model import Text

    old = update_corpus.editions["1990"].laws["10"].children
    new = update_corpus.editions["2020"].laws["10"].children
    # 10A unchanged, two sentences in English and in Russian: two units, each translated
    old[0].text = {"en": Text("It stands. Play goes on."),
                   "ru": Text("Ход остается. Игра продолжается.")}
    new[0].text = {"en": Text("It stands. Play goes on.")}
    # 10D unchanged but its Russian is one sentence: the clause stays whole
    old[2].text = {"en": Text("It stands. It is played."),
                   "ru": Text("Ход остается и считается сыгранным.")}
    new[3].text = {"en": Text("It stands. It is played.")}
    # 10C new, two sentences: two units to translate
    new[2].text = {"en": Text("A claim stops play. The Director is called.")}
    items = update_units(update_corpus, "1990", "2020", "en", "ru", "sentence")
    assert [(u.id, u.status, written(u.target)) for u in items] == [
        ("10/title", "unchanged", "ВЫМЫШЛЕННОЕ ПРАВИЛО"),
        ("10A/text/1", "unchanged", "Ход остается."),
        ("10A/text/2", "unchanged", "Игра продолжается."),
        ("10B/text", "changed", ""),  # changed: whole, its suggestion with it
        ("10C/text/1", "new", ""),
        ("10C/text/2", "new", ""),
        ("10D/text", "unchanged", "Ход остается и считается сыгранным."),
    ]
    with pytest.raises(BridgelawsError, match="segments must be"):
        update_units(update_corpus, "1990", "2020", "en", "ru", "word")
