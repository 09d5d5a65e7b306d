"""One blank spaCy pipeline per language, built once: tokenizer, sentences, English lemmas.
Any language the manifest declares gets one (spaCy's own, or its multi-language `xx`).

Blank pipelines need no model download. The flow is one way: `segment` holds the boundary
rules, this module builds the pipelines with them and splits texts into sentences. English
lemmas come from the lookup tables of `spacy-lookups-data`; Russian and Greek lemmas are
done in `lemma` (spaCy has no lookup table for Greek and its Russian lemmatizer is
pymorphy3 anyway).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.language import Language

LANGUAGES = ("en", "ru", "el")  # the languages with lemmas and glossary renderings


@cache
def nlp(lang: str) -> Language:
    """spaCy imported here, not above: a build whose term answers are all remembered
    (`memo`) never needs it, and importing it is most of a small build's time."""
    import spacy

    from bridgelaws.translate.segment import COMPONENT

    try:
        pipeline = spacy.blank(lang)
    except ImportError:  # spaCy has no such language: its multi-language tokenizer
        pipeline = spacy.blank("xx")
    pipeline.add_pipe("sentencizer")
    pipeline.add_pipe(COMPONENT)
    if lang == "en":
        pipeline.add_pipe("lemmatizer", config={"mode": "lookup"})
    pipeline.initialize()
    return pipeline


def sentence_spans(text: str, lang: str) -> list[tuple[int, int]]:
    """(start, end) character offsets of each sentence of `text`, surrounding space left out,
    in document order: offsets, so that footnote markers can follow their sentence."""
    spans = []
    for sent in nlp(lang)(text).sents:
        start, end = sent.start_char, sent.end_char
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        if start < end:
            spans.append((start, end))
    return spans


def sentences(text: str, lang: str) -> list[str]:
    """The sentences of `text`, stripped, in document order."""
    return [text[start:end] for start, end in sentence_spans(text, lang)]
