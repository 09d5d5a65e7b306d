"""The trigger rewritten to scan at C speed finds exactly what the original finds."""

from __future__ import annotations

import re
from re import _compiler, _parser

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws.xref import grammar_el, grammar_en, grammar_ru
from bridgelaws.xref.find import grammar
from bridgelaws.xref.grammar import self_ref_pattern
from bridgelaws.xref.scan import literal_first, top_level

WORDS = {"en": grammar_en.WORDS, "ru": grammar_ru.WORDS, "el": grammar_el.WORDS}


def test_top_level_splits_outside_groups_and_classes():
    assert top_level(r"a(?:b|c)|[|]d|\|e") == ["a(?:b|c)", "[|]d", r"\|e"]


@pytest.mark.parametrize(
    "source,expected",
    [
        ("[Ll]aws?", "Laws?|laws?"),
        ("(?:a|b)c", "ac|bc"),
        ("(?:a)?c", "ac|c"),
        ("[1-3]x|L(?=[1-9])", "1x|2x|3x|L(?=[1-9])"),
        ("s?x", "s?x"),  # an optional first character: kept as it was
        ("[^a]x", "[^a]x"),
    ],
)
def test_literal_first(source, expected):
    assert literal_first(source) == expected


def _sources(lang: str) -> list[str]:
    """Trigger-like sources made of each language's own words: what the grammar flattens."""
    w = WORDS[lang]
    return [
        rf"(?:{w.law_word})(?:(?<=\.)[ \t]{{0,3}}|\b\s{{1,3}})(?=[1-9])|[1-9][0-9]?[A-L]",
        self_ref_pattern(w),
        f"(?:{w.direction})",
    ]


TEXT = st.lists(
    st.sampled_from(["Law ", "laws ", "LAW", "Правило ", "ст.", "п. ", "пп.", "Νόμος ", "Ν.",
                     "άρθρο ", "12", "1", "9A", " ", "this Law", "этим Правилом",
                     "του παρόντος Νόμου", "above", "выше", "πιο πάνω", "x", ".", "\n"]),
    max_size=30,
).map("".join)


@settings(max_examples=200, deadline=None)
@given(TEXT)
def test_flattened_sources_match_the_same(text):
    for lang in WORDS:
        for source in _sources(lang):
            flat = literal_first(source)
            assert flat != source  # the language's words open up
            spans = [m.span() for m in re.finditer(source, text)]
            assert [m.span() for m in re.finditer(flat, text)] == spans


@pytest.mark.parametrize("lang", ["en", "ru", "el"])
def test_the_cite_trigger_scans_at_c_speed(lang):
    """The re module finds the set of characters the cite trigger may start with (what
    it skips to at C speed): each branch of the heads it reads starts with a literal."""
    pattern = grammar(lang).cite_trigger.pattern
    assert _compiler._get_charset_prefix(_parser.parse(pattern), 0) is not None
    assert _compiler._get_charset_prefix(_parser.parse("(?:[Ll]aw|1)x"), 0) is None
