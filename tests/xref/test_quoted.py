"""References quoted in another language's own script, as `find` reads them with the text's
own: `«Правило 40С»` in an English note, `«Νόμος 12Γ1(γ)»` in a Russian one."""

from __future__ import annotations

import pytest

from bridgelaws.xref import grammar_en, grammar_ru
from bridgelaws.xref.find import find
from bridgelaws.xref.quoted import script


@pytest.mark.parametrize(("text", "lang", "expected"), [
    # A reference quoted in another language's own script, read as that language reads it
    # (translators' notes, held-out batch 42)
    ("Olga's note «см. Правило 40С» is about Law 40C.", "en",
     [("Правило 40С", "40C"), ("Law 40C", "40C")]),
    ("the Greek heading «Νόμος 20ΣΤ» is our Law 20F", "en",
     [("Νόμος 20ΣΤ", "20F"), ("Law 20F", "20F")]),
    ("греческое «Νόμος 12Γ1(γ)» — у нас Правило 12С1(с).", "ru",
     [("Νόμος 12Γ1(γ)", "12C1(c)"), ("Правило 12С1(с)", "12C1(c)")]),
    ("γράφει «Правило 27В1(b)», δηλαδή τον Νόμο 27Β1(β).", "el",
     [("Правило 27В1(b)", "27B1(b)"), ("Νόμο 27Β1(β)", "27B1(b)")]),
    # its lists, ranges, sub-items and ranges in words, as in that language's text
    ("«Правила 16 и 73», «Правило 12С1(е)(ii)» and «Νόμοι 61 έως 64»", "en",
     [("Правила 16", "16"), ("73", "73"), ("Правило 12С1(е)(ii)", "12C1(e)(ii)"),
      ("Νόμοι 61 έως 64", "61-64")]),
    # what that language's text holds as no law is none here either, nor a letter alone
    ("Δ = 3 IMPs; зал 12В; «правило 20»; ν. 2725/1999 and Νόμος 4052/2012", "en", []),
    # where both read it, the text's own language does: once
    ("Правило 16В1 (Law 16B1)", "en", [("Правило 16В1", "16B1"), ("Law 16B1", "16B1")]),
])
def test_references_quoted_in_another_script(find_cites, text, lang, expected):
    assert find_cites(text, lang) == expected


@pytest.mark.parametrize(("text", "lang", "expected"), [
    # English in a Greek or Russian text is read by that text's grammar: its law words and
    # list words (held-out batch 47)
    ('Στο αγγλικό: "Laws 27B1(a) or (b)" — στα ελληνικά «Νόμος 27Β1(α) ή (β)».', "el",
     [("Laws 27B1(a)", "27B1(a)"), ("(b)", "27B1(b)"), ("Νόμος 27Β1(α)", "27B1(a)"),
      ("(β)", "27B1(b)")]),
    ('в английском: "Laws 16 and 73"', "ru", [("Laws 16", "16"), ("73", "73")]),
    # where the text's own language reads less of it, the quote's reading stays: longer,
    # or as long with a law where the own one has none (a relative `B1–B3`, `D2`)
    ('in RU this is "пп. B1–B3 Правила 64".', "en", [("пп. B1–B3 Правила 64", "64B1-64B3")]),
    ('the Russian wrote "Правило 50D1 и D2".', "en", [("Правило 50D1", "50D1"), ("D2", "50D2")]),
    ('the note "см. п. B2 Правила 64" moved', "en", [("п. B2 Правила 64", "64B2")]),
])
def test_the_better_reading_of_a_quote(find_cites, text, lang, expected):
    assert find_cites(text, lang) == expected


@pytest.mark.parametrize(("word", "lang", "section"), [
    (word, "ru", "В") for word in ("Правило", "Правилу", "ПРАВИЛО", "Пpавило", "Закон", "Закону",
                                   "ЗАКОН", "Статья", "ст.", "Ст.", "Пр.")
] + [
    (word, "el", "Β") for word in ("Νόμος", "Νόμου", "ΝΟΜΟΣ", "Nόμος", "Νoμος", "Ν.", "άρθρο",
                                   "ΑΡΘΡΟ")
])
def test_every_law_word_of_a_script_quoted_in_another(find_cites, word, lang, section):
    """Each law word holds a mark of its script (`Words.script_marks`), which `find` looks
    for before it reads a quote in that script."""
    other = "el" if lang == "ru" else "ru"
    for text_lang in ("en", other):
        assert find_cites(f"quoted: «{word} 16{section}1» here", text_lang) == [
            (f"{word} 16{section}1", "16B1")]


def test_a_quoted_references_edition_and_offsets(find_cites):
    text = "Line one.\nIn Greek: «Νόμοι 61–64 (2007)», in Law 12."
    found = find(text, "en")
    assert [(f.text, f.start, f.edition) for f in found] == [
        ("Νόμοι 61–64", text.index("Νόμοι"), "2007"), ("Law 12", text.index("Law 12"), "")]


def test_a_script_is_its_languages_own():
    """Latin, which the three languages share, is no quoted script; a text holds a script's
    quote only where one of its marks stands."""
    assert script(grammar_en.WORDS) is None
    ru = script(grammar_ru.WORDS)
    assert ru is not None
    assert ru.in_text("see «пп. B1–B3 Правила 64»")
    assert not ru.in_text("Law 16, ΝΟΜΟΣ 16Β, «Law 16»")
