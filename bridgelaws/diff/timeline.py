"""A clause through the editions: 1997 64C, then 2007 64C, then 2017 64C1."""

from __future__ import annotations

from dataclasses import dataclass, field

from bridgelaws.corpus.model import Clause, Corpus, edition_sort_key
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
    when it is the `edition` asked for. `cache` keeps the law's diffs for the next call.
    """
    cache = {} if cache is None else cache

    def diffs(older: str, newer: str) -> list[ClauseDiff]:
        if (older, newer, law_number) not in cache:
            cache[older, newer, law_number] = diff_law(corpus, older, newer, law_number)
        return cache[older, newer, law_number]

    line = sorted((e for e, ed in corpus.editions.items() if law_number in ed.laws
                   and (not ed.redrafts or e == edition)), key=edition_sort_key)
    holding = [e for e in line if _clause(corpus, e, law_number, cite)]
    if edition is None and holding:
        edition = holding[-1]
    if edition not in holding:
        where = f"edition {edition}" if edition else "any edition"
        raise BridgelawsError(f"no clause {cite} in Law {law_number} of {where}")
    at = line.index(edition)
    steps = [_step(corpus, edition, law_number, cite)]
    for older, newer in zip(reversed(line[:at]), reversed(line[1 : at + 1]), strict=True):
        link = _link(diffs(older, newer), steps[0].cite, backward=True)
        if link is None:
            steps[0].change = "added"
            break
        steps.insert(0, _step(corpus, older, law_number, link.old))
        _mark(steps[1], link)
    for older, newer in zip(line[at:], line[at + 1 :], strict=False):
        link = _link(diffs(older, newer), steps[-1].cite, backward=False)
        if link is None:
            break
        steps.append(_step(corpus, newer, law_number, link.new))
        _mark(steps[-1], link)
        if link.new is None:
            break
    return steps


def _link(diffs: list[ClauseDiff], cite: str | None, backward: bool) -> ClauseDiff | None:
    """The entry carrying the clause across: its text before its bare heading, then its cite."""
    if backward:
        found = [d for d in diffs if d.new == cite and d.old is not None]
    else:
        found = [d for d in diffs if d.old == cite]
    return min(found, key=lambda d: (not any(d.ops.values()), d.old != d.new), default=None)


def _mark(step: Step, link: ClauseDiff) -> None:
    step.change, step.heading_changed, step.ops = link.change, link.heading_changed, link.ops


def _step(corpus: Corpus, edition: str, law: str, cite: str | None) -> Step:
    clause = _clause(corpus, edition, law, cite) if cite else None
    if clause is None:
        return Step(edition, None, None)
    return Step(edition, cite, None, heading=dict(clause.heading),
                text={lang: text.value for lang, text in clause.text.items()})


def _clause(corpus: Corpus, edition: str, law: str, cite: str) -> Clause | None:
    return corpus.editions[edition].laws[law].clause(cite)
