"""The corpus as translation units: each law title, clause heading and clause text,
with its words in every language the edition has for it."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from bridgelaws.corpus.model import Corpus, NoteMark, edition_sort_key
from bridgelaws.errors import BridgelawsError

PARTS = ("title", "heading", "text")
NOTE = "note"  # a footnote's part is "note/KEY", KEY the footnote's key in the law


@dataclass(frozen=True)
class Unit:
    edition: str
    cite: str  # canonical citation of the clause (the law number for a title or footnote)
    part: str  # one of PARTS, or "note/KEY" for a footnote
    texts: dict[str, str]  # lang -> words
    # lang -> the footnote markers taken out of the words
    notes: dict[str, tuple[NoteMark, ...]] = field(default_factory=dict)

    @property
    def aligned(self) -> bool:
        return len(self.texts) > 1


def edition_ids(corpus: Corpus, edition: str | None) -> list[str]:
    """The edition asked for, or every edition in time order; an unknown one is an error."""
    if edition is None:
        return sorted(corpus.editions, key=edition_sort_key)
    if edition not in corpus.editions:
        known = ", ".join(sorted(corpus.editions, key=edition_sort_key))
        raise BridgelawsError(f"no edition {edition!r} in the corpus (known: {known})")
    return [edition]


def units(corpus: Corpus, edition: str | None = None,
          footnotes: bool = False) -> Iterator[Unit]:
    """Every unit with words in at least one language, editions in time order, laws and
    clauses in document order; with `footnotes`, each law's footnotes after its clauses."""
    for edition_id in edition_ids(corpus, edition):
        for law in corpus.editions[edition_id].laws.values():
            if law.title:
                yield Unit(edition_id, law.cite, "title", dict(law.title),
                           _notes(law.title_notes, law.title))
            for clause in law.walk():
                if clause.heading:
                    yield Unit(edition_id, clause.cite, "heading", dict(clause.heading),
                               _notes(clause.heading_notes, clause.heading))
                texts = {lang: text.value for lang, text in clause.text.items() if text.value}
                if texts:
                    yield Unit(edition_id, clause.cite, "text", texts, _notes(
                        {lang: text.notes for lang, text in clause.text.items()}, texts))
            if footnotes:
                for note in law.footnotes:
                    texts = {lang: text for lang, text in note.text.items() if text}
                    if texts:
                        yield Unit(edition_id, law.cite, f"{NOTE}/{note.n}", texts)


def _notes(marks: dict[str, list[NoteMark]], langs) -> dict[str, tuple[NoteMark, ...]]:
    """The footnote markers taken out of a title's, heading's or text's words, by language."""
    return {lang: tuple(marks[lang]) for lang in langs if marks.get(lang)}


def part_kind(part: str) -> str:
    """ "note/16" -> "note"; a title, heading or text part as it is."""
    return part.split("/")[0]
