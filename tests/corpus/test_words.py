"""The table layout's heading words come from data (bridgelaws/corpus/table_words.toml) and
from the manifest ([words.LANG]), never from code: a new language needs no Python."""

from __future__ import annotations

import pytest

from bridgelaws.corpus import load_corpus
from bridgelaws.corpus.words import shipped, table_words
from bridgelaws.errors import BridgelawsError

ENTRY = ('[[source]]\nfile = "t.txt"\nreader = "table"\neditions = ["2017"]\n'
         'languages = ["{lang}", "en"]\norigin = "test"\n')
# Cells written by hand: Law 9 (2017), "Procedure Following an Irregularity", A. and B.
CELLS = {
    "en": "LAW 9 - PROCEDURE FOLLOWING AN IRREGULARITY A. Drawing Attention to an "
          "IrregularityAny player may draw attention.B. After Attention Is "
          "DrawnThe Director should be summoned at once.",
    "el": "ΝΟΜΟΣ 9. ΔΙΑΔΙΚΑΣΙΑ ΜΕΤΑ ΑΠΟ ΠΑΡΑΤΥΠΙΑ Α. Επισήμανση παρατυπίαςΚάθε παίκτης μπορεί "
          "να την επισημάνει.Β. Μετά την επισήμανσηΟ Διευθυντής καλείται αμέσως.",
    "nl": "WET 9 - PROCEDURE NA EEN ONREGELMATIGHEID A. Wijzen op een onregelmatigheidIedere "
          "speler mag erop wijzen.B. Nadat erop gewezen isDe arbiter wordt meteen geroepen.",
}
# By hand: (cite, heading or title, first words) per language.
TREE = {
    "en": [("9", "PROCEDURE FOLLOWING AN IRREGULARITY", ""),
           ("9A", "Drawing Attention to an Irregularity", "Any player may"),
           ("9B", "After Attention Is Drawn", "The Director should")],
    "el": [("9", "ΔΙΑΔΙΚΑΣΙΑ ΜΕΤΑ ΑΠΟ ΠΑΡΑΤΥΠΙΑ", ""),
           ("9A", "Επισήμανση παρατυπίας", "Κάθε παίκτης"),
           ("9B", "Μετά την επισήμανση", "Ο Διευθυντής")],
    "nl": [("9", "PROCEDURE NA EEN ONREGELMATIGHEID", ""),
           ("9A", "Wijzen op een onregelmatigheid", "Iedere speler"),
           ("9B", "Nadat erop gewezen is", "De arbiter")],
}
DUTCH = '[words.nl]\nlaw = "WET {n} - "\n'


def _corpus(make_sources, lang: str, words: str = ""):
    row = f"{CELLS[lang]} | {CELLS['en']} |\n"
    return load_corpus(make_sources({"t.txt": row}, [words + ENTRY.replace("{lang}", lang)]))


def test_shipped_data_covers_en_ru_el():
    assert {"en", "ru", "el"} <= set(shipped())
    for lang in shipped():
        assert table_words(lang) is not None


@pytest.mark.parametrize(("lang", "words"), [("el", ""), ("nl", DUTCH)])
def test_a_language_from_data_or_the_manifest(make_sources, lang, words):
    corpus = _corpus(make_sources, lang, words)
    assert corpus.warnings == []
    law = corpus.editions["2017"].laws["9"]
    for language in (lang, "en"):
        got = [(c.cite, (law.title if c is law else c.heading)[language],
                c.text[language].value) for c in law.walk()]
        assert [(cite, heading) for cite, heading, _ in got] == [
            (cite, heading) for cite, heading, _ in TREE[language]]
        for (_, _, text), (_, _, want) in zip(got, TREE[language], strict=True):
            assert text.startswith(want) and (text == "") == (want == "")


def test_a_language_without_words_is_an_error_naming_the_fix(make_sources):
    with pytest.raises(BridgelawsError) as err:
        _corpus(make_sources, "nl")
    assert err.value.line == 1 and "t.txt" in err.value.file
    assert "no words for language 'nl'" in str(err.value) and "[words.nl]" in str(err.value)


def test_manifest_words_replace_shipped_keys(make_sources):
    """`[words.el]` in the manifest replaces the Greek law heading for that folder only."""
    words = '[words.el]\nlaw = "ΝΟΜΟΣ ΑΡ. {n}: "\n'
    cell = CELLS["el"].replace("ΝΟΜΟΣ 9. ", "ΝΟΜΟΣ ΑΡ. 9: ")
    folder = make_sources({"t.txt": f"{cell} | {CELLS['en']} |\n"},
                          [words + ENTRY.replace("{lang}", "el")])
    law = load_corpus(folder).editions["2017"].laws["9"]
    assert law.labels["el"] == "ΝΟΜΟΣ ΑΡ. 9:" and law.title["el"] == "ΔΙΑΔΙΚΑΣΙΑ ΜΕΤΑ ΑΠΟ ΠΑΡΑΤΥΠΙΑ"
    assert table_words("el").law.search(cell[:20]) is None  # the shipped words are unchanged


@pytest.mark.parametrize(("words", "needle"), [
    ('[words.nl]\nlaw = "WET - "\n', "one of {n} where the number stands"),
    ('[words.nl]\nlaw = "{n} WET"\n', "a template is words, then"),
    ('[words.nl]\nlaw = "WET {roman} - "\n', "one of {n}"),
    ('[words.nl]\nlaw = "WET {n} - "\nwet = "X"\n', "unknown key 'wet'"),
    ('[words.nl]\nlaw = "WET {n} - "\nnumbers = "EEN"\n', "must be a list of words"),
    ('[words.nl]\nlaw = "WET {n} - "\ntitle_case = "ja"\n', "must be true or false"),
    ('[words.nl]\nlaw = "WET {n} - "\ndictionary = "pymorphy3"\n', "unknown key 'dictionary'"),
    ('[words.NL]\nlaw = "WET {n} - "\n', "bad language 'NL'"),
])
def test_bad_manifest_words_name_the_manifest_line(make_sources, words, needle):
    with pytest.raises(BridgelawsError) as err:
        _corpus(make_sources, "nl", words)
    assert err.value.file.endswith("manifest.toml") and err.value.line == 1
    assert needle in str(err.value)
