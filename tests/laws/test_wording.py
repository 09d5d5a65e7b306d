"""Every predicate of the official editions reads as a sentence for a director, in English,
Russian and Greek."""

from __future__ import annotations

import re

import pytest

from bridgelaws.laws.registry import predicate_name, registered
from bridgelaws.laws.ruling import EDITIONS
from bridgelaws.laws.wording import (
    PANEL_WORDS,
    SENTENCES,
    panel_words,
    predicate_key,
    sentence,
)

KEYS = sorted({
    predicate_key(name) for edition in EDITIONS for _, cite in registered(edition)
    if (name := predicate_name(edition, cite))
})
SCRIPT = {"en": r"[A-Za-z]", "ru": r"[А-Яа-яЁё]", "el": r"[Α-Ωα-ωά-ώ]"}
DEVELOPER = re.compile(r"`|\^R|\bPBN\b|\bat=|\bseat=|_|\bpredicate\b|\bevent\b")


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("lang", ["en", "ru", "el"])
def test_every_predicate_has_a_sentence(key, lang):
    said, said_lang = sentence(key, lang)
    assert said_lang == lang
    # ";" is the Greek question mark
    assert re.search(SCRIPT[lang], said) and said[0].isupper() and said[-1] in ".?;"
    assert not DEVELOPER.search(said), said


def test_no_sentence_for_a_predicate_that_is_gone():
    assert set(SENTENCES) == set(KEYS)


def test_predicate_key():
    assert predicate_key("bridgelaws.laws.law64:no_adjustment") == "law64:no_adjustment"


def test_english_reads_as_for_a_director():
    said, _ = sentence("law64:offender_did_not_win_revoke_trick", "en")
    assert said.startswith("Applies when the offending player did not win the revoke trick")


def test_a_language_without_sentences_falls_back_to_english():
    assert sentence("law61:revoke_defined", "de") == (
        SENTENCES["law61:revoke_defined"]["en"], "en")
    assert sentence("law99:nothing", "en") is None
    assert panel_words("de") == PANEL_WORDS["en"]


@pytest.mark.parametrize("lang", sorted(PANEL_WORDS))
def test_panel_words_in_every_language(lang):
    assert set(PANEL_WORDS[lang]) == set(PANEL_WORDS["en"])
