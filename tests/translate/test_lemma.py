import pytest

from bridgelaws.translate.lemma import greek_stem, lemmas


@pytest.mark.parametrize(
    "forms",
    [
        ["φύλλο", "φύλλα", "φύλλου", "φύλλων"],
        ["υπαίτιος", "υπαίτιου", "υπαίτιο"],
        ["άξονας", "άξονα", "άξονες"],
        ["αμυνόμενος", "αμυνόμενου"],
        ["Διαιτητής", "Διαιτητή"],
        ["χέρι", "χέρια", "χεριού"],
        ["χρώμα", "χρώματος"],
        ["επανόρθωση", "επανόρθωσης"],
    ],
)
def test_greek_stem_joins_inflections(forms):
    assert len({greek_stem(form) for form in forms}) == 1


@pytest.mark.parametrize(("a", "b"), [("νόμιμα", "Νόμος"), ("φύλλο", "χέρι"), ("λεβέ", "μορ")])
def test_greek_stem_keeps_words_apart(a, b):
    assert greek_stem(a) != greek_stem(b)


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("the non-offending side's cards", "en", ["the", "non", "offend", "side", "card"]),
        ("declarer’s hand, revoked", "en", ["declarer", "hand", "", "revoke"]),
        ("старшей штрафной картой", "ru", ["старший", "штрафной", "карта"]),
        ("взятку, болвана", "ru", ["взятка", "", "болван"]),
        ("τιμωρημένα φύλλα", "el", ["τιμωρημεν", "φυλλ"]),
    ],
)
def test_lemmas(text, lang, expected):
    found = lemmas(text, lang)
    assert [token.lemma for token in found] == expected
    assert all(text[t.start : t.end].strip() == text[t.start : t.end] != "" for t in found)


@pytest.mark.parametrize(("lang", "has_lookup"), [("en", True), ("el", False)])
def test_spacy_lookup_tables(lang, has_lookup):
    """Why Greek has a stemmer: spacy-lookups-data ships Greek rule tables (they need a
    tagger) but no lookup table; should one appear, Greek should use it like English."""
    from spacy.lookups import load_lookups

    table = load_lookups(lang, ["lemma_lookup"], strict=False).get_table("lemma_lookup")
    assert (len(table) > 0) is has_lookup
