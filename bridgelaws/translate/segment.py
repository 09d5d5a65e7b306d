"""The Laws' sentence boundaries, as a spaCy pipeline component (`pipeline` adds it).

spaCy's rule sentencizer splits at every full stop; the Laws need a few corrections on top:
abbreviations (`e.g.`, `см.`, `βλ.`) end no sentence, a lower-case word continues the
sentence before it, a bare label (`1.`, `(a)`, `2. (a)`) belongs to the sentence it
introduces, and an opening bracket starts the sentence it opens, not the one before.
"""

from __future__ import annotations

import re

from spacy.language import Language
from spacy.tokens import Doc

COMPONENT = "laws_sentences"

# Abbreviations written with a full stop, lower-cased, without the final stop. spaCy keeps
# some as one token ("e.g."), others as word + "."; both readings are handled.
ABBREVIATIONS = {
    "en": {"e.g", "i.e", "cf", "etc", "mr", "mrs", "no", "vs", "approx", "viz", "eg", "ie"},
    "ru": {"см", "т.е", "т.д", "т.п", "напр", "ст", "п", "пп", "стр", "др", "т"},
    "el": {"βλ", "π.χ", "κλπ", "δηλ", "αρ", "σελ", "παρ", "κ.λπ"},
}
LABEL_PART = re.compile(r"\(?[0-9]{1,2}[.)]|\(?[A-Za-zΑ-Ωα-ω]{1,2}[.)]|\([0-9A-Za-zΑ-Ωα-ω]{1,3}\)")
OPENING = set("([{«“‘\"'")


def is_label(text: str) -> bool:
    """A structural label alone: "1.", "(a)", "A.", "2. (a)", "(β)"."""
    parts = text.split()
    return bool(parts) and all(LABEL_PART.fullmatch(part) for part in parts)


def is_abbreviation(doc: Doc, i: int, lang: str) -> bool:
    """Does token i end with an abbreviation's full stop (so the next token goes on)?"""
    abbreviations = ABBREVIATIONS.get(lang, set())
    word = doc[i].text.lower()
    if word.endswith(".") and word[:-1] in abbreviations:
        return True
    return (
        word == "."
        and i > 0
        and doc[i - 1].whitespace_ == ""
        and (doc[i - 1].text.lower() in abbreviations)
    )


def fix_boundaries(doc: Doc) -> Doc:
    """Apply the Laws' corrections to the sentencizer's boundaries, in place."""
    lang = doc.lang_
    for i in range(len(doc) - 1, 1, -1):  # an opening bracket goes with what it opens
        if doc[i].is_sent_start and doc[i - 1].text in OPENING:
            doc[i - 1].is_sent_start = True
            doc[i].is_sent_start = False
    for i in range(1, len(doc)):
        token = doc[i]
        if token.is_sent_start and (token.text[:1].islower() or is_abbreviation(doc, i - 1, lang)):
            token.is_sent_start = False
    for sent in list(doc.sents):  # a bare label joins the sentence it introduces
        if sent.end < len(doc) and is_label(sent.text.strip()):
            doc[sent.end].is_sent_start = False
    return doc


Language.component(COMPONENT, func=fix_boundaries)

