"""Resolve a canonical target in the right edition, never silently elsewhere.

Which edition answers: one named in the text (`Law 64 (2007)`) wins; otherwise the citing
text's own edition (`--edition` for free text); otherwise the newest official edition,
never a proposal. A proposal (Edition.redrafts) resolves to its own clauses first, then to
the edition it redrafts; the Resolution records which edition answered.

Status: `resolved`; `other-edition` (not in the edition asked, but in another one, which
`elsewhere` names); `unknown-clause` (the law is in the corpus, that clause is not: likely
an error in the text or a reader); `outside-corpus` (that law is not in the corpus for this
edition, nor the clause in any other).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import NamedTuple

from bridgelaws.corpus.model import Corpus, edition_sort_key, law_number
from bridgelaws.xref.links import href
from bridgelaws.xref.normalise import RANGE_SEP, range_ends

RESOLVED, OTHER, OUTSIDE, UNKNOWN = "resolved", "other-edition", "outside-corpus", "unknown-clause"
STATUSES = (RESOLVED, OTHER, UNKNOWN, OUTSIDE)  # best first


class Resolution(NamedTuple):
    """How one target resolves (a named tuple: the resolver makes several per target)."""

    status: str
    edition: str  # the edition that answered ("" only for one named in a text, not held)
    eid: str  # eId of the target clause ("" unless resolved)
    # Editions that hold the target, for `other-edition`: in time order, the proposals
    # before the official editions, so that the last, where a link goes, is the newest
    # official one that holds it (a proposal only where none does).
    elsewhere: tuple[str, ...] = ()


_NOWHERE = Resolution(OUTSIDE, "", "")
# A resolution as a reference reports it: (status, edition, eid, href, elsewhere).
Answer = tuple[str, str, str, str, tuple[str, ...]]
_make = tuple.__new__  # a named tuple from a tuple of its fields: half the cost of the class


class Resolver:
    """Cite -> resolution tables per edition, built once, so resolving is a dict look-up."""

    def __init__(self, corpus: Corpus):
        self.corpus = corpus
        eids = {
            ed_id: {c.cite: c.eid for law in ed.laws.values() for c in law.walk()}
            for ed_id, ed in corpus.editions.items()
        }
        self.order = sorted(corpus.editions, key=edition_sort_key)
        official = [ed for ed in self.order if not corpus.editions[ed].redrafts]
        # The order `elsewhere` names editions in: proposals first, then by time.
        self.rank = {ed: (ed in official, i) for i, ed in enumerate(self.order)}
        self.default = (official or self.order or [""])[-1]
        self.chains = {ed: self._chain(ed) for ed in corpus.editions}
        self.held: set[str] = set().union(*eids.values())  # cites some edition holds
        # Every cite a text of an edition resolves, as it resolves: in the first edition of
        # its chain that holds it (the chain walked last to first, the first one written
        # last), made once here rather than per cite asked.
        self.resolved: dict[str, dict[str, Resolution]] = {}
        for ed, chain in self.chains.items():
            table = self.resolved[ed] = {}
            for holder in reversed(chain):
                table.update((cite, _make(Resolution, (RESOLVED, holder, eid, ())))
                             for cite, eid in eids[holder].items())
        # How a reference reports each cite asked in each edition, made here with the corpus
        # (like the corpus load) rather than the first time a text cites it: most references
        # of a text are seen once. (status, edition, eid, href, elsewhere) of each cite some
        # edition holds: resolved where asked, else in other editions (`elsewhere`, in time
        # order, each as its own chain answers); of a cite none holds, by its law alone: an
        # unknown clause of a law the edition has, else outside the corpus.
        holders: dict[str, list[tuple[str, str]]] = {}  # cite -> (edition, its answer)
        for ed in self.order:
            for cite, res in self.resolved[ed].items():
                holders.setdefault(cite, []).append((ed, res.edition))
        self.reported: dict[str, dict[str, Answer]] = {}
        for ed, chain in self.chains.items():
            table = self.reported[ed] = {
                cite: (RESOLVED, res.edition, res.eid, href(res.edition, res.eid), ())
                for cite, res in self.resolved[ed].items()}
            for cite, answered in holders.items():
                if cite not in table:
                    elsewhere = self._ranked(h for other, h in answered if other not in chain)
                    table[cite] = (OTHER, ed, "", "", elsewhere)
        self.unheld: dict[str, dict[str, Answer]] = {
            ed: {law: (UNKNOWN, holder, "", "", ())
                 for holder in reversed(chain) for law in corpus.editions[holder].laws}
            for ed, chain in self.chains.items()
        }
        self.resolve = lru_cache(maxsize=4096)(self._resolve)

    def answer(self, edition: str, target: str, named: str = "") -> Answer:
        """What `resolve` says of `target`, with the href, as a reference reports it:
        (status, edition, eid, href, elsewhere). Most targets are one or two look-ups."""
        asked = named or edition or self.default
        if (reported := self.reported.get(asked)) is not None:
            if (row := reported.get(target)) is not None:
                return row
            if RANGE_SEP not in target and target not in self.held:
                law = law_number(target)
                return self.unheld[asked].get(law) or (OUTSIDE, asked, "", "", ())
        res = self.resolve(edition, target, named)
        link = href(res.edition, res.eid) if res.status == RESOLVED else ""
        return res.status, res.edition, res.eid, link, res.elsewhere

    def chain(self, edition: str) -> list[str]:
        """The editions a text of `edition` may cite, in the order they answer."""
        return self.chains[edition] if edition in self.chains else self._chain(edition)

    def _chain(self, edition: str) -> list[str]:
        ed = self.corpus.edition(edition)  # the error for an edition not in the corpus
        return [edition] + ([ed.redrafts] if ed.redrafts in self.corpus.editions else [])

    def _one(self, edition: str, cite: str) -> Resolution:
        if (res := self.resolved[edition].get(cite)) is not None:
            return res
        law = law_number(cite)
        for ed in self.chains[edition]:
            if law in self.corpus.editions[ed].laws:
                return Resolution(UNKNOWN, ed, "")
        return _NOWHERE

    def _resolve(self, edition: str, target: str, named: str = "") -> Resolution:
        """`named`: an edition written in the text; `edition`: the citing text's ("": none)."""
        asked = named or edition or self.default
        chain = self.chains.get(asked)  # None: named in the text, not in the corpus
        if chain is None and not named:
            self._chain(asked)  # an edition asked for must be in the corpus: the error
        res = _NOWHERE
        if chain is not None:
            # Most targets: one cite that resolves where asked, one look-up.
            if (res := self.resolved[asked].get(target)) is not None:
                return res
            res = self._in(asked, target)
            if res.status == RESOLVED:
                return res
        answered = asked if chain is not None else ""
        # Other editions are asked only for a range or a cite that one of them holds (most
        # cites that do not resolve where asked are held nowhere: one look-up says so).
        if (RANGE_SEP in target or target in self.held) and (
                other := self._elsewhere(chain or (), target, answered)):
            return other
        return Resolution(res.status, res.edition or answered, "")

    def _elsewhere(self, skip: Sequence[str], target: str, answered: str) -> Resolution | None:
        """`target`, not resolved where asked, as held in other editions; None if in none."""
        elsewhere = self._ranked(
            holder for ed in self.order if ed not in skip and (holder := self._holder(ed, target)))
        return Resolution(OTHER, answered, "", elsewhere) if elsewhere else None

    def _ranked(self, holders: Iterable[str]) -> tuple[str, ...]:
        """Each holder once, as `Resolution.elsewhere` orders them."""
        return tuple(sorted(dict.fromkeys(holders), key=self.rank.__getitem__))

    def _holder(self, edition: str, target: str) -> str:
        """The edition that answers `target` for `edition` where it resolves there (a range:
        both ends; its first end's edition), else "": what `_in` says of a resolved target,
        by look-ups alone, as every other edition is asked for it."""
        answered = ""
        resolved = self.resolved[edition]
        for cite in range_ends(target):
            if (res := resolved.get(cite)) is None:
                return ""
            answered = answered or res.edition
        return answered

    def _in(self, edition: str, target: str) -> Resolution:
        """A range points at its first end; an unknown end (an error) beats an outside one."""
        if RANGE_SEP not in target:
            return self._one(edition, target)  # one cite: most targets
        ends = [self._one(edition, cite) for cite in range_ends(target)]
        first = ends[0]
        for status in (UNKNOWN, OUTSIDE):
            if any(r.status == status for r in ends):
                return Resolution(status, first.edition if first.status != OUTSIDE else "", "")
        return first
