"""The corpus model: what every later stage (xref, laws, site, diffs, exports) reads.

A law is the root clause of a tree. Every clause carries its heading and text in each
language its source has, paired by structure (the citation), never by file position.
Texts keep footnote markers out of the words, as `NoteMark`s at character offsets, so
that downstream code sees clean text and can still place the markers back.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

# Kinds of clause, outermost first; the eId prefix Akoma Ntoso uses for each.
KINDS = ("law", "section", "subsection", "item", "subitem")
EID_PREFIX = {"law": "law", "section": "sec", "subsection": "para", "item": "item",
              "subitem": "subitem"}


@dataclass(slots=True)
class NoteMark:
    """A footnote marker taken out of a text: `plays16` keeps `plays` plus this mark."""

    offset: int  # character offset in the text where the marker stood
    n: str  # key of the footnote it points to (Law.footnotes[].n)
    mark: str  # the marker as written: "16", "1)", "<52>", "*"


@dataclass(slots=True)
class Text:
    """A clause's words in one language, without footnote markers."""

    value: str
    notes: list[NoteMark] = field(default_factory=list)
    line: int = 0  # source line the text starts on

    def with_marks(self) -> str:
        """The text with its markers put back where they stood (the source's reading)."""
        out, last = [], 0
        for note in sorted(self.notes, key=lambda m: m.offset):
            out.append(self.value[last : note.offset])
            out.append(note.mark)
            last = note.offset
        out.append(self.value[last:])
        return "".join(out)


@dataclass(slots=True)
class Clause:
    """A citable unit: a law, a lettered section, a numbered sub-clause or an item."""

    kind: str  # one of KINDS
    num: str  # "64", "B", "7", "b", "ii" (Latin letters, whatever the language wrote)
    # canonical citation: "64", "64B", "64B7", "43B2(b)", "40B1(b)(ii)"; a numbered clause
    # right under a law (a law without sections) is "71.1", so that it never reads as law 711
    cite: str
    eid: str  # Akoma Ntoso style id: "law_64__sec_B__para_7"
    heading: dict[str, str] = field(default_factory=dict)
    text: dict[str, Text] = field(default_factory=dict)
    # The structural label each language wrote and the reader consumed ("A.", "1.", "(α)").
    labels: dict[str, str] = field(default_factory=dict)
    lines: dict[str, int] = field(default_factory=dict)  # source line per language
    inferred: bool = False  # number/letter inferred from structure, not written in the source
    children: list[Clause] = field(default_factory=list)
    # Footnote markers taken out of a heading, as in `text` (`heading` holds the words only).
    heading_notes: dict[str, list[NoteMark]] = field(default_factory=dict)

    def marks(self, lang: str) -> list[NoteMark]:
        """The clause's footnote markers in one language, in reading order: heading, text."""
        text = self.text.get(lang)
        return self.heading_notes.get(lang, []) + (text.notes if text else [])

    def first_line(self) -> int:
        """The line a warning about the clause names: its first in any language."""
        return min(self.lines.values()) if self.lines else 0

    def walk(self) -> Iterator[Clause]:
        """This clause and all below it, in document order. (A clause without children is
        yielded here, not through a generator of its own: most clauses are such leaves.)"""
        yield self
        for child in self.children:
            if child.children:
                yield from child.walk()
            else:
                yield child

    @property
    def languages(self) -> list[str]:
        return sorted(set(self.heading) | set(self.text))


@dataclass(slots=True)
class Footnote:
    n: str  # key: "16", "52", "*", "1"
    text: dict[str, str] = field(default_factory=dict)
    # The marker per language: {"el": "1)", "en": "2)"} for one note.
    marks: dict[str, str] = field(default_factory=dict)
    labels: dict[str, str] = field(default_factory=dict)  # consumed label: "52 L61B1", "*"
    anchor: str = ""  # canonical cite the source says the note belongs to, where it says so
    lines: dict[str, int] = field(default_factory=dict)
    eid: str = ""


@dataclass(slots=True)
class Law(Clause):
    """A law: the root clause, with its title, footnotes and provenance."""

    title: dict[str, str] = field(default_factory=dict)
    # Languages whose title the manifest supplied because the source gives none: not source
    # text, so the lossless check and anyone quoting the source leave them out.
    title_supplied: set[str] = field(default_factory=set)
    footnotes: list[Footnote] = field(default_factory=list)
    edition: str = ""
    source: str = ""  # manifest file name
    division: str = ""  # eId of the innermost part/section holding it, "" where none
    # Footnote key -> its index in `footnotes`, kept by tree.footnote (rebuilt when stale).
    note_index: dict[str, int] = field(default_factory=dict, repr=False, compare=False)
    # Footnote markers taken out of a title, as a clause's `heading_notes` (`title` holds the
    # words only).
    title_notes: dict[str, list[NoteMark]] = field(default_factory=dict)

    def marks(self, lang: str) -> list[NoteMark]:
        """The law's footnote markers in one language, in reading order: title, heading, text."""
        return self.title_notes.get(lang, []) + Clause.marks(self, lang)

    def clause(self, cite: str) -> Clause | None:
        return next((c for c in self.walk() if c.cite == cite), None)


@dataclass
class Division:
    """A part or section of an edition (1997: Part III, Sections One to Three)."""

    kind: str  # "part" | "section"
    num: str  # "III", "1"
    eid: str  # "part_III", "part_III__section_1"
    heading: dict[str, str] = field(default_factory=dict)
    labels: dict[str, str] = field(default_factory=dict)  # "PART III", "SECTION ONE", "Раздел 1"
    lines: dict[str, int] = field(default_factory=dict)
    parent: str = ""  # eId of the enclosing division
    laws: list[str] = field(default_factory=list)  # law numbers directly inside


@dataclass
class Matter:
    """Source text that is not a law (a forum post's quote and signature, a worked ruling)."""

    role: str  # "preface" | "ruling"
    lang: str
    paragraphs: list[tuple[int, str]] = field(default_factory=list)  # (line, text)
    source: str = ""
    eid: str = ""


@dataclass
class Edition:
    id: str  # "1997", "2007", "2017", "proposal-2012"
    laws: dict[str, Law] = field(default_factory=dict)  # law number -> Law, in law order
    divisions: list[Division] = field(default_factory=list)
    matter: list[Matter] = field(default_factory=list)
    redrafts: str = ""  # the edition a proposal redrafts ("2007" for proposal-2012)

    @property
    def languages(self) -> list[str]:
        return sorted({lang for law in self.laws.values() for c in law.walk()
                       for lang in c.languages})

    def clause(self, cite: str) -> Clause | None:
        """The clause with this canonical citation, or None."""
        law = self.laws.get(law_number(cite))
        return law.clause(cite) if law else None


@dataclass
class Source:
    file: str
    reader: str
    editions: list[str]
    languages: list[str]
    origin: str
    laws: list[str] = field(default_factory=list)
    redrafts: str = ""
    sha256: str = ""
    # Titles the text does not give, supplied by the manifest: law number -> lang -> title.
    titles: dict[str, dict[str, str]] = field(default_factory=dict)
    # The manifest's [words.LANG] tables (heading words of the table layout), by language.
    words: dict[str, dict] = field(default_factory=dict)


@dataclass
class Warning:
    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: warning: {self.message}"


@dataclass
class Corpus:
    editions: dict[str, Edition] = field(default_factory=dict)
    sources: list[Source] = field(default_factory=list)
    warnings: list[Warning] = field(default_factory=list)
    folder: str = ""  # the sources folder it was read from (resolved); "" for the shipped one

    def edition(self, edition_id: str) -> Edition:
        """The edition, or the error every command gives for one the manifest lacks."""
        found = self.editions.get(edition_id)
        if found is None:
            from bridgelaws.errors import BridgelawsError

            known = ", ".join(sorted(self.editions))
            raise BridgelawsError(f"edition {edition_id!r} is not in the corpus (known: {known})")
        return found

    @property
    def languages(self) -> list[str]:
        """Every language the manifest declares for a source or an edition holds, sorted."""
        declared = {lang for source in self.sources for lang in source.languages}
        return sorted(declared.union(*(ed.languages for ed in self.editions.values())))


def law_number(cite: str) -> str:
    """The law part of a canonical citation: "43B2(b)" -> "43" (the leading digits, cut at C
    speed: the site and the references ask it for every link)."""
    return cite[:len(cite) - len(cite.lstrip("0123456789"))]


def edition_sort_key(edition_id: str) -> tuple[int, str]:
    """Editions in time order: 1997, 2007, proposal-2012, 2017."""
    digits = "".join(ch for ch in edition_id if ch.isdigit())
    return (int(digits) if digits else 0, edition_id)
