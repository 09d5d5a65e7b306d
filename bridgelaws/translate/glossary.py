"""The glossary the site shows: each term, its translations and the clauses using it."""

from __future__ import annotations

from dataclasses import dataclass, field

from bridgelaws.corpus.model import Corpus
from bridgelaws.translate.terms import find_terms, load_terms
from bridgelaws.translate.units import units


@dataclass
class GlossaryEntry:
    id: str  # term id: a stable anchor for the page
    term: str  # the preferred English form
    translations: dict[str, list[str]]  # lang -> renderings, preferred first (English too)
    clauses: list[tuple[str, str]] = field(default_factory=list)  # (edition, cite), in order
    note: str = ""


def glossary(corpus: Corpus) -> list[GlossaryEntry]:
    """Every term of the term base, by English term, with the clauses (title, heading or
    text, any language) where it is found; editions in time order, clauses in law order."""
    entries = {
        term.id: GlossaryEntry(
            term.id,
            term.names("en")[0],
            {lang: term.names(lang) for lang in term.renderings},
            note=term.note,
        )
        for term in load_terms()
    }
    seen: set[tuple[str, str, str]] = set()  # (term, edition, cite): a set, not the list
    for unit in units(corpus):
        for term_id in {match.term for lang, text in unit.texts.items()
                        for match in find_terms(text, lang)}:
            if (term_id, unit.edition, unit.cite) not in seen:
                seen.add((term_id, unit.edition, unit.cite))
                entries[term_id].clauses.append((unit.edition, unit.cite))
    return sorted(entries.values(), key=lambda entry: entry.term.casefold())
