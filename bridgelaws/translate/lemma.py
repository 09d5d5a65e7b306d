"""Lemmas per language, so that a term matches whatever case or number the text uses.

English: spaCy's lookup lemmatizer. Russian: pymorphy3's first parse. Greek: `greek_stem`,
a suffix stripper (spacy-lookups-data has Greek rule tables, which need a part-of-speech
tagger, but no lookup table). Terms and texts go through the same function, so a stem need
not be a word, only the same for every form of one.

Speed: each distinct word form is lemmatised once per process (the Laws' vocabulary is a
few thousand forms, their text millions of tokens), and texts go through spaCy's tokenizer
alone, which is linear and so takes any length (the pipeline's `max_length`, E088, guards
the parser's memory, not the tokenizer's).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import cache

from bridgelaws.morph import analyzer

# Greek endings, longest first: nouns, adjectives and participles of the Laws' vocabulary,
# written with the final sigma folded as the words are.
GREEK_SUFFIXES = sorted(
    set(
        "ιου ιοσ ιων ιοι ιουσ ια ιο ιε ματοσ ματα ματων μα "
        "ουσ ου οσ ων οι εσ ασ ησ εισ ει ον α ο η ε ι υ σ".split()
    ),
    key=len,
    reverse=True,
)
MIN_STEM = 3
HYPHENS = {"-", "‐", "‑", "–"}
POSSESSIVES = {"'s", "’s", "'", "’"}


@dataclass(slots=True)  # not frozen: one per token, and a frozen one is 4x slower to make
class Lemma:
    start: int  # character offsets of the token in the text
    end: int
    lemma: str  # "" for punctuation: no term matches across it


@cache
def greek_stem(word: str) -> str:
    """Lower-cased, accents and final sigma folded, one inflectional ending taken off."""
    folded = "".join(
        ch for ch in unicodedata.normalize("NFD", word.lower()) if not unicodedata.combining(ch)
    ).replace("ς", "σ")
    for suffix in GREEK_SUFFIXES:
        if folded.endswith(suffix) and len(folded) - len(suffix) >= MIN_STEM:
            return folded[: -len(suffix)]
    return folded


@cache
def _english_table():
    from bridgelaws.translate.pipeline import nlp

    return nlp("en").get_pipe("lemmatizer").lookups.get_table("lemma_lookup")


@cache
def english_lemma(word: str) -> str:
    """Looked up lower-cased, so that titles in capitals ("REVOKES") match too."""
    word = word.lower().replace("’", "'")
    return _english_table().get(word, word)


@cache
def russian_lemma(word: str) -> str:
    return analyzer("ru").parse(word.lower())[0].normal_form.replace("ё", "е")


SKIP = None  # a token no term sees: spaces, hyphens, possessive endings


def lemmas(text: str, lang: str) -> list[Lemma]:
    """The text's tokens with their lemmas; hyphens and possessive endings are dropped so
    that `non-offending` and `declarer's` read as `non offend` and `declarer`.

    Tokens are read as arrays (offset, word id), and each word id's lemma looked up in a
    table filled once per form: no per-token spaCy objects (most of the time on long texts).
    """
    from spacy.attrs import IDX, ORTH

    from bridgelaws.translate.pipeline import nlp

    tokenizer = nlp(lang).tokenizer
    doc = tokenizer(text)  # no sentences needed here, nor a length limit
    known = _forms(lang)
    out = []
    for start, orth in doc.to_array([IDX, ORTH]).tolist():
        form = known.get(orth)
        if form is None:
            form = known[orth] = _form(tokenizer.vocab[orth], lang)
        if form is not SKIP:
            out.append(Lemma(start, start + form[0], form[1]))
    return out


@cache
def _forms(lang: str) -> dict[int, tuple[int, str] | None]:
    """Word id -> (length, lemma) or SKIP, per language, filled as forms are met."""
    return {}


def _form(lexeme, lang: str) -> tuple[int, str] | None:
    word = lexeme.orth_
    if lexeme.is_space or word in HYPHENS or word.lower() in POSSESSIVES:
        return SKIP
    if lexeme.is_punct:
        return len(word), ""
    return len(word), LEMMATISERS.get(lang, greek_stem)(word)


LEMMATISERS = {"en": english_lemma, "ru": russian_lemma}  # any other language: greek_stem
