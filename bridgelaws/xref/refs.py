"""References as the XML writer and the site consume them: find, normalise, resolve, in one.

`corpus_refs` walks every string of the corpus that can cite (clause headings and texts,
law titles, footnotes, non-law matter) in a fixed order; offsets are characters in that
clean string, so `<ref>` can be put around exactly `Ref.text`.
"""

from __future__ import annotations

from typing import NamedTuple

from bridgelaws.collector import collector_paused
from bridgelaws.corpus.model import Corpus, edition_sort_key
from bridgelaws.corpus.strings import edition_strings
from bridgelaws.xref.find import Found, find
from bridgelaws.xref.normalise import target
from bridgelaws.xref.resolve import RESOLVED, Resolver


class Ref(NamedTuple):
    """One reference, found and resolved (a named tuple: the corpus and a text make one per
    reference, and a tuple is made several times faster than a frozen dataclass)."""

    edition: str  # edition of the citing text ("" for free text annotated without one)
    lang: str
    source_cite: str  # cite of the citing clause; of the law for a title or footnote
    source_eid: str  # eId of the citing clause; of the law for a title or footnote; of matter
    where: str  # one of bridgelaws.corpus.strings.WHERE
    n: str  # footnote key (where="footnote"), paragraph index (where="matter"), else ""
    start: int  # character offsets in the citing string
    end: int
    text: str  # exactly the citing text: string[start:end]
    kind: str  # "cite" | "range" | "self" | "relative"
    target: str  # canonical cite, or a range "61-64"
    status: str  # resolved | other-edition | outside-corpus | unknown-clause
    target_edition: str  # the edition that answered (holds the target where resolved)
    target_eid: str  # eId of the target (of a range's first end); "" unless resolved
    href: str  # href(target_edition, target_eid); "" unless resolved
    named_edition: str = ""  # an edition written in the text for this reference: `(2007)`
    elsewhere: tuple[str, ...] = ()  # where an `other-edition` target is

    def moved(self, by: int) -> Ref:
        """The same reference, its offsets `by` characters later (a text node in a page)."""
        return self._replace(start=self.start + by, end=self.end + by) if by else self

    def as_dict(self) -> dict[str, object]:
        return self._asdict()


def text_refs(
    resolver: Resolver, text: str, lang: str, edition: str, context: str = "", **source: str
) -> list[Ref]:
    """The references in one string; `context` is the citing clause's cite ("" if none).

    Self and relative references without a context cannot be read and are left out.
    """
    refs = []
    # Ref's fields before the offsets: the same for every reference of the string. A Ref
    # is made from a tuple of its fields, as one is made per reference (calling the class,
    # which names each of 17 arguments, costs twice as much).
    fixed = (edition, lang, source.get("source_cite", ""), source.get("source_eid", ""),
             source.get("where", "text"), source.get("n", ""))
    make = tuple.__new__
    # The same reference recurs through a text: its target and how it resolves depend only
    # on what find read (kind, parts, a range's end, a named edition), given the context.
    answers: dict[tuple, tuple] = {}
    for found in find(text, lang, relative=bool(context)):
        read = found[3:]  # kind, parts, to, edition
        if (answer := answers.get(read)) is None:
            answer = answers[read] = _answer(resolver, found, lang, edition, context)
        if answer:  # the offsets, text and kind are Found's first four fields
            refs.append(make(Ref, fixed + found[:4] + answer))
    return refs


def _answer(resolver: Resolver, found: Found, lang: str, edition: str, context: str) -> tuple:
    """Ref's fields from `target` on; () where nothing can be read (`this Law`, no context)."""
    cite = target(found, lang, context)
    if not cite:
        return ()
    named = found.edition
    status, answered, eid, link, elsewhere = resolver.answer(edition, cite, named)
    return cite, status, answered, eid, link, named, elsewhere


def corpus_refs(corpus: Corpus, resolver: Resolver | None = None) -> list[Ref]:
    """Every reference in the corpus: editions in time order, then document order."""
    resolver = resolver or Resolver(corpus)
    refs = []
    with collector_paused():  # as `annotate`: tuples that all stay alive, no cycles
        for ed_id in sorted(corpus.editions, key=edition_sort_key):
            for s in edition_strings(corpus.editions[ed_id]):
                refs.extend(text_refs(resolver, s.text, s.lang, ed_id, s.context,
                                      source_cite=s.source_cite, source_eid=s.source_eid,
                                      where=s.where, n=s.n))
    return refs


def backlinks(refs: list[Ref]) -> dict[tuple[str, str], list[Ref]]:
    """(edition, eId) of each cited clause -> the refs that cite it, in `refs` order.

    A range is listed at its first end, where its href points.
    """
    out: dict[tuple[str, str], list[Ref]] = {}
    for ref in refs:
        if ref.status == RESOLVED:
            out.setdefault((ref.target_edition, ref.target_eid), []).append(ref)
    return out
