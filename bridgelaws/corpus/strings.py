"""Every string of an edition that other parts annotate (references, terms), named the same
way for all of them, so that an annotation found by one part is placed by another."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from bridgelaws.corpus.model import Edition

WHERE = ("title", "heading", "text", "footnote", "matter")


@dataclass(frozen=True)
class Located:
    """One string and where it stands."""

    text: str
    lang: str
    context: str  # the clause a relative reference in it is read against ("" for matter)
    source_cite: str  # cite of the clause; of the law for a title or footnote; "" for matter
    source_eid: str  # eId of the clause; of the law for a title or footnote; of the matter
    where: str  # one of WHERE
    n: str = ""  # footnote key (where="footnote"), paragraph index (where="matter"), else ""

    @property
    def key(self) -> tuple[str, str, str, str]:
        """(where, eId, n, lang): unique within an edition."""
        return (self.where, self.source_eid, self.n, self.lang)


def edition_strings(edition: Edition) -> Iterator[Located]:
    """Titles, headings, texts, footnotes and matter paragraphs, in document order."""
    for law in edition.laws.values():
        for lang in sorted(law.title):
            yield Located(law.title[lang], lang, law.cite, law.cite, law.eid, "title")
        for clause in law.walk():
            for lang in sorted(clause.heading):
                yield Located(clause.heading[lang], lang, clause.cite, clause.cite, clause.eid,
                              "heading")
            for lang in sorted(clause.text):
                yield Located(clause.text[lang].value, lang, clause.cite, clause.cite, clause.eid,
                              "text")
        for note in law.footnotes:
            for lang in sorted(note.text):
                yield Located(note.text[lang], lang, note.anchor or law.cite, law.cite, law.eid,
                              "footnote", note.n)
    for matter in edition.matter:
        for i, (_line, para) in enumerate(matter.paragraphs):
            yield Located(para, matter.lang, "", "", matter.eid, "matter", str(i))
