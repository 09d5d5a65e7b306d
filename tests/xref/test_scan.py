"""The trigger rewritten to scan at C speed finds exactly what the original finds."""

from __future__ import annotations

import re
from dataclasses import fields
from re import _compiler, _constants, _parser

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws.xref import grammar_el, grammar_en, grammar_ru
from bridgelaws.xref.find import grammar
from bridgelaws.xref.grammar import (
    Grammar,
    bare_pattern,
    cite_pattern,
    relative_pattern,
    self_ref_pattern,
)
from bridgelaws.xref.scan import literal_first, optional_as_branch, top_level

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


@pytest.mark.parametrize(
    "source,expected",
    [
        ("(?:ab)?c", "(?:ab|)c"),
        ("(?:a|b)?", "(?:a|b|)"),
        ("(?P<x>a)?b", "(?:(?P<x>a)|)b"),
        ("(a)?", "(?:(a)|)"),
        ("(?:(?:a)?b)?", "(?:(?:a|)b|)"),
        # lookarounds, lazy and possessive, other counts, escaped and classed brackets: kept
        ("(?=x)?", "(?=x)?"),
        ("(?:a)??", "(?:a)??"),
        ("(?:a)?+", "(?:a)?+"),
        ("(?:a){0,3}", "(?:a){0,3}"),
        (r"\(?:a\)?", r"\(?:a\)?"),
        ("[(?:]?", "[(?:]?"),
    ],
)
def test_optional_as_branch(source, expected):
    assert optional_as_branch(source) == expected


CITES = st.lists(
    st.sampled_from(["64", "1", "9", "A", "B", "a", "b", "ii", "Γ", "ΣΤ", "β", "А", "(", ")",
                     " ", ".", "-", "A p", "x", "2007", "Law "]),
    max_size=14,
).map("".join)


@settings(max_examples=300, deadline=None)
@given(CITES)
def test_optional_groups_as_branches_match_the_same(text):
    """Same spans, same groups, same last group: `(?:X)?` and `(?:X|)` try X, then nothing."""
    for lang, w in WORDS.items():
        sources = [cite_pattern(w), bare_pattern(w), relative_pattern(w),
                   f"(?:{cite_pattern(w)})(?:(?=[ ](?P<more_a>)|-(?P<more_b>)))?"]
        for source in sources:
            old, new = re.compile(source), re.compile(optional_as_branch(source))
            assert new.pattern != source, lang
            for pos in range(len(text)):
                a, b = old.match(text, pos), new.match(text, pos)
                assert (a and (a.span(), a.groupdict(), a.lastgroup)) == (
                    b and (b.span(), b.groupdict(), b.lastgroup)), (lang, source, text, pos)


def _group_repeats(tree) -> list:
    """The repeats of more than one character class in a parsed pattern, at any depth."""
    found = []
    for op, av in tree:
        if op in (_constants.MAX_REPEAT, _constants.MIN_REPEAT):
            item = av[2]
            if not (len(item) == 1 and item[0][0] in (_constants.LITERAL, _constants.IN,
                                                      _constants.ANY, _constants.NOT_LITERAL)):
                found.append(av)
            found += _group_repeats(item)
        elif op is _constants.BRANCH:
            found += [r for alt in av[1] for r in _group_repeats(alt)]
        elif op is _constants.SUBPATTERN:
            found += _group_repeats(av[-1])
        elif op in (_constants.ASSERT, _constants.ASSERT_NOT):
            found += _group_repeats(av[1])
    return found


@pytest.mark.parametrize("lang", ["en", "ru", "el"])
def test_no_pattern_repeats_a_group(lang):
    """Every pattern finding runs repeats single characters only: a group's `?` runs as a
    branch, a number's `.5.2` is spelt out (each repeat of a group costs an allocation a try
    in the re module, and the trigger tries them at every head)."""
    g = grammar(lang)
    for f in fields(Grammar):
        if isinstance(pattern := getattr(g, f.name), re.Pattern):
            assert _group_repeats(_parser.parse(pattern.pattern)) == [], f.name
    assert _group_repeats(_parser.parse("(?:ab)?")) != []
