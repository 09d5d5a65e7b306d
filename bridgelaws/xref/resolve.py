"""Resolve a canonical target inside the citing text's own edition, never silently elsewhere.

A proposal (Edition.redrafts) resolves to its own clauses first, then to the edition it
redrafts; the Ref records which edition answered. Status: `resolved`; `unknown-clause`
(the law is in the corpus, that clause is not: likely an error in the text or a reader);
`outside-corpus` (that law is not in the corpus for this edition).

Free text with no edition (edition "") resolves in the newest edition that holds the
target; the Resolution says which, so even then nothing is silent.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from bridgelaws.corpus.model import Corpus, edition_sort_key, law_number
from bridgelaws.errors import BridgelawsError
from bridgelaws.xref.normalise import range_ends

RESOLVED, OUTSIDE, UNKNOWN = "resolved", "outside-corpus", "unknown-clause"
STATUSES = (RESOLVED, UNKNOWN, OUTSIDE)  # best first


@dataclass(frozen=True)
class Resolution:
    status: str
    edition: str  # the edition that holds the target ("" when outside the corpus)
    eid: str  # eId of the target clause ("" unless resolved)


class Resolver:
    """Cite -> eId tables per edition, built once, so resolving is a dict look-up."""

    def __init__(self, corpus: Corpus):
        self.corpus = corpus
        self.eids = {
            ed_id: {c.cite: c.eid for law in ed.laws.values() for c in law.walk()}
            for ed_id, ed in corpus.editions.items()
        }
        self.resolve = lru_cache(maxsize=4096)(self._resolve)

    def chain(self, edition: str) -> list[str]:
        """The editions a text of `edition` may cite, in the order they answer."""
        ed = self.corpus.editions.get(edition)
        if ed is None:
            known = ", ".join(sorted(self.corpus.editions))
            raise BridgelawsError(f"edition {edition!r} is not in the corpus (known: {known})")
        return [edition] + ([ed.redrafts] if ed.redrafts in self.corpus.editions else [])

    def _one(self, edition: str, cite: str) -> Resolution:
        chain = self.chain(edition)
        for ed in chain:
            if cite in self.eids[ed]:
                return Resolution(RESOLVED, ed, self.eids[ed][cite])
        for ed in chain:
            if law_number(cite) in self.corpus.editions[ed].laws:
                return Resolution(UNKNOWN, ed, "")
        return Resolution(OUTSIDE, "", "")

    def _resolve(self, edition: str, target: str) -> Resolution:
        if edition:
            return self._in(edition, target)
        newest = sorted(self.corpus.editions, key=edition_sort_key, reverse=True)
        answers = [self._in(ed, target) for ed in newest]
        nowhere = Resolution(OUTSIDE, "", "")
        return min(answers, key=lambda r: STATUSES.index(r.status), default=nowhere)

    def _in(self, edition: str, target: str) -> Resolution:
        """A range points at its first end; an unknown end (an error) beats an outside one."""
        ends = [self._one(edition, cite) for cite in range_ends(target)]
        first = ends[0]
        for status in (UNKNOWN, OUTSIDE):
            if any(r.status == status for r in ends):
                return Resolution(status, first.edition if first.status != OUTSIDE else "", "")
        return first
