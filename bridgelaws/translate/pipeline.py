"""One blank spaCy pipeline per language, built once: tokenizer, sentences, English lemmas.

Blank pipelines need no model download. English lemmas come from the lookup tables of
`spacy-lookups-data`; Russian and Greek lemmas are done in `lemma` (spaCy has no lookup
table for Greek and its Russian lemmatizer is pymorphy3 anyway).
"""

from __future__ import annotations

from functools import cache

import spacy
from spacy.language import Language

from bridgelaws.errors import BridgelawsError
from bridgelaws.translate.segment import COMPONENT

LANGUAGES = ("en", "ru", "el")


@cache
def nlp(lang: str) -> Language:
    if lang not in LANGUAGES:
        raise BridgelawsError(f"no language pipeline for {lang!r} (known: {', '.join(LANGUAGES)})")
    pipeline = spacy.blank(lang)
    pipeline.add_pipe("sentencizer")
    pipeline.add_pipe(COMPONENT)
    if lang == "en":
        pipeline.add_pipe("lemmatizer", config={"mode": "lookup"})
    pipeline.initialize()
    return pipeline
