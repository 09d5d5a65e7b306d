"""A clause through the editions: 1997 64C, then 2007 64C, then 2017 64C1."""

from __future__ import annotations

from dataclasses import dataclass, field

from bridgelaws.corpus.model import Clause, Corpus, Law, edition_sort_key
from bridgelaws.diff.compare import diff_law
from bridgelaws.diff.match import ClauseDiff
from bridgelaws.diff.words import Op
from bridgelaws.errors import BridgelawsError


@dataclass
class Step:
    """The clause in one edition, and how it came from the step before."""

    edition: str
    cite: str | None  # None: removed in this edition
    change: str | None  # against the step before; None for the first, "added" where it began
    heading_changed: bool = False
    ops: dict[str, list[Op]] = field(default_factory=dict)  # against the step before
    heading: dict[str, str] = field(default_factory=dict)
    text: dict[str, str] = field(default_factory=dict)


def timeline(corpus: Corpus, law_number: str, cite: str, edition: str | None = None,
             cache: dict | None = None) -> list[Step]:
    """The clause `cite` of `edition` (default: the latest holding it) traced back and forward.

    The line runs through the official editions holding the law; a proposal joins it only
    when it is the `edition` asked for. `cache` (one per corpus) keeps for the next call what
    the law's lines read: its clauses and its diffs' entries, by citation.
    """
    cache = {} if cache is None else cache

    def clauses(ed: str) -> dict[str, Clause]:
        if ("clauses", ed, law_number) not in cache:
            cache["clauses", ed, law_number] = _by_cite(corpus.editions[ed].laws[law_number])
        return cache["clauses", ed, law_number]

    def links(older: str, newer: str) -> _Links:
        if ("links", older, newer, law_number) not in cache:
            cache["links", older, newer, law_number] = _links(
                diff_law(corpus, older, newer, law_number))
        return cache["links", older, newer, law_number]

    line = sorted((e for e, ed in corpus.editions.items() if law_number in ed.laws
                   and (not ed.redrafts or e == edition)), key=edition_sort_key)
    holding = [e for e in line if cite in clauses(e)]
    if edition is None and holding:
        edition = holding[-1]
    if edition not in holding:
        where = f"edition {edition}" if edition else "any edition"
        raise BridgelawsError(f"no clause {cite} in Law {law_number} of {where}")
    at = line.index(edition)
    steps = [_step(edition, clauses(edition), cite)]
    for older, newer in zip(reversed(line[:at]), reversed(line[1 : at + 1]), strict=True):
        link = links(older, newer).back.get(steps[0].cite)
        if link is None:
            steps[0].change = "added"
            break
        steps.insert(0, _step(older, clauses(older), link.old))
        _mark(steps[1], link)
    for older, newer in zip(line[at:], line[at + 1 :], strict=False):
        link = links(older, newer).forward.get(steps[-1].cite)
        if link is None:
            break
        steps.append(_step(newer, clauses(newer), link.new))
        _mark(steps[-1], link)
        if link.new is None:
            break
    return steps


@dataclass
class _Links:
    """The entries of a diff carrying each clause across, by its old and its new cite."""

    back: dict[str | None, ClauseDiff]  # new cite -> the entry from the old edition
    forward: dict[str | None, ClauseDiff]  # old cite -> the entry into the new edition


def _links(diffs: list[ClauseDiff]) -> _Links:
    """Per cite, the entry carrying the clause: its text before its bare heading, then its
    cite; the first such in the diff's order."""
    found = _Links({}, {})
    for d in diffs:
        if d.old is not None:  # an added clause carries nothing back
            _keep(found.back, d.new, d)
        _keep(found.forward, d.old, d)
    return found


def _keep(by: dict[str | None, ClauseDiff], cite: str | None, d: ClauseDiff) -> None:
    if cite not in by or _rank(d) < _rank(by[cite]):
        by[cite] = d


def _rank(d: ClauseDiff) -> tuple[bool, bool]:
    """Lowest first: an entry with text before a bare heading, the same cite before another."""
    return not any(d.ops.values()), d.old != d.new


def _mark(step: Step, link: ClauseDiff) -> None:
    step.change, step.heading_changed, step.ops = link.change, link.heading_changed, link.ops


def _step(edition: str, clauses: dict[str, Clause], cite: str | None) -> Step:
    clause = clauses.get(cite) if cite else None
    if clause is None:
        return Step(edition, None, None)
    return Step(edition, cite, None, heading=dict(clause.heading),
                text={lang: text.value for lang, text in clause.text.items()})


def _by_cite(law: Law) -> dict[str, Clause]:
    """A law's clauses by cite, the first of a cite as `Law.clause` finds it."""
    found: dict[str, Clause] = {}
    for clause in law.walk():
        found.setdefault(clause.cite, clause)
    return found
