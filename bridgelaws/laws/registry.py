"""Which predicate rules which clause: keyed by (edition, canonical citation).

A predicate takes a `Context` and returns a `Verdict`. Editions that agree share one
function, registered for each of them; a clause whose words only gather the clauses under
it ("A revoke becomes established:") is ruled by `any_child`.

Each registration also declares where the predicate's facts come from (`kind_of`): from the
play record alone (computed), from events the record cannot hold (`needs=`: attention drawn,
a statement, a question asked), from its children (an aggregator, `any_child`), or from the
Director (`decides=True`: judgement). tests/laws/test_kinds.py holds each declaration to the
predicate's behaviour on boards without events.
"""

from __future__ import annotations

import importlib
import inspect
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache

from bridgelaws.laws.events import KINDS as EVENT_KINDS
from bridgelaws.laws.facts import Facts, derive
from bridgelaws.laws.pbn import parse_text
from bridgelaws.laws.verdict import (
    APPLIES,
    JUDGEMENT,
    NOT_APPLICABLE,
    Verdict,
    applies,
    judgement,
    not_applicable,
)

E1997, E2007, E2017 = ("1997",), ("2007",), ("2017",)
# where a clause takes its facts from (see `kind_of`)
COMPUTED, NEEDS_EVENT = "computed", "needs-event"
AGGREGATOR, JUDGEMENT_KIND = "aggregator", "judgement"
LAW_MODULES = tuple(f"bridgelaws.laws.law{n}" for n in (*range(53, 65), 67))
CITE = re.compile(r"^(\d+)([A-Z])?(\d+)?(\([a-z]+\))?$")


@dataclass
class Context:
    facts: Facts
    edition: str
    cite: str
    verdicts: dict[str, Verdict]  # clauses already ruled: every clause under this one


Predicate = Callable[[Context], Verdict]
_REGISTRY: dict[tuple[str, str], Predicate] = {}
_KINDS: dict[tuple[str, str], tuple[str, tuple[str, ...]]] = {}


def rules(*cites: str, editions: Iterable[str], needs: tuple[str, ...] = (),
          decides: bool = False) -> Callable[[Predicate], Predicate]:
    """Register the decorated function as the predicate of these clauses in these editions.

    `needs`: the event kinds (events.KINDS) without which the clause cannot apply, facts a
    PBN play record cannot hold; `decides`: the clause calls for the Director's judgement."""
    unknown = [k for k in needs if k not in EVENT_KINDS]
    if unknown:
        raise ValueError(f"no such event kind: {', '.join(unknown)}")

    def register(func: Predicate) -> Predicate:
        kind = (AGGREGATOR if func is any_child else JUDGEMENT_KIND if decides
                else NEEDS_EVENT if needs else COMPUTED)
        for edition in editions:
            for cite in cites:
                if not CITE.match(cite):
                    raise ValueError(f"not a canonical citation: {cite}")
                if (edition, cite) in _REGISTRY:
                    raise ValueError(f"two predicates for {edition} {cite}")
                _REGISTRY[edition, cite] = func
                _KINDS[edition, cite] = (kind, tuple(needs))
        return func

    return register


def kind_of(edition: str, cite: str) -> tuple[str, tuple[str, ...]] | None:
    """(kind, events it needs) of the clause's predicate: kind is computed, needs-event,
    aggregator or judgement; None where the clause has no predicate."""
    _load()
    return _KINDS.get((edition, cite))


@cache
def parent(cite: str) -> str | None:
    """`64B2(a)` -> `64B2` -> `64B` -> `64` -> None."""
    m = CITE.match(cite)
    parts = [g for g in m.groups() if g] if m else [cite]
    return "".join(parts[:-1]) or None


def depth(cite: str) -> int:
    m = CITE.match(cite)
    return sum(1 for g in m.groups() if g) if m else 0


@cache
def _load() -> None:
    """Import the law modules once: their decorators fill the registry."""
    for name in LAW_MODULES:
        importlib.import_module(name)


def registered(edition: str | None = None) -> list[tuple[str, str]]:
    _load()
    return sorted(k for k in _REGISTRY if edition is None or k[0] == edition)


def predicate_for(edition: str, cite: str) -> Predicate | None:
    _load()
    return _REGISTRY.get((edition, cite))


def predicate_name(edition: str, cite: str) -> str | None:
    """`bridgelaws.laws.law64:automatic_adjustment` for the XML corpus, None where none."""
    func = predicate_for(edition, cite)
    return f"{func.__module__}:{func.__name__}" if func else None


def describe_predicate(edition: str, cite: str) -> str:
    """The predicate in words, for readers of the website: its docstring."""
    func = predicate_for(edition, cite)
    if func is None:
        return ""
    return inspect.getdoc(func) or func.__name__.replace("_", " ")


def evaluate(facts: Facts, edition: str) -> dict[str, Verdict]:
    """Every clause of the edition ruled on the board, the clauses under a clause first.

    Most boards of a real file have no irregularity at all: no event, revoke, lead out of
    turn or defective trick, every hand known. On such a quiet board every predicate finds
    nothing and says so in the same words: its verdicts are those of a board with no play,
    ruled once per edition. On any board, a clause that needs events (`rules(needs=...)`)
    none of which the board has says what it says on that quiet board, unasked.
    tests/laws/test_registry.py and test_kinds.py check that this is what running every
    predicate gives."""
    silent = silent_verdicts(edition)
    return dict(silent) if quiet(facts) else rule_all(facts, edition, silent)


SILENT_BOARD = ('[Board "0"]\n[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432.'
                ' ...AKQJT98765432"]\n[Declarer "N"]\n[Contract "1NT"]\n')


@cache
def silent_verdicts(edition: str) -> dict[str, Verdict]:
    """What every predicate of the edition says of a board without play or event."""
    return rule_all(derive(parse_text(SILENT_BOARD, "<quiet board>")[0]), edition)


def quiet(facts: Facts) -> bool:
    """No irregularity on the board that any predicate could find."""
    board = facts.board
    return not (facts.events or facts.revokes or facts.leads_out_of_turn or facts.defective
                or facts.restored or board.unknown or board.irregular_declarer)


def rule_all(facts: Facts, edition: str,
             silent: dict[str, Verdict] | None = None) -> dict[str, Verdict]:
    """Every predicate of the edition run on the board; given the `silent` verdicts, a clause
    that needs events none of which the board has takes its verdict from them (`evaluate`).
    One context serves every clause (a predicate reads it while it runs, never keeps it)."""
    present = {e.kind for e in facts.events}
    verdicts: dict[str, Verdict] = {}
    ctx = Context(facts, edition, "", verdicts)
    for cite, func, needs in _plan(edition):
        if silent is not None and needs and present.isdisjoint(needs):
            verdicts[cite] = silent[cite]
            continue
        ctx.cite = cite
        verdicts[cite] = _signed(func(ctx), cite, edition)
    return verdicts


_SIGNED: dict[tuple, Verdict] = {}  # verdicts without an effect, shared: they are frozen


def _signed(verdict: Verdict, cite: str, edition: str) -> Verdict:
    """The verdict with its clause and edition. Most verdicts on most boards are the same
    few sentences saying a clause does not apply ("no lead out of turn"): made once, not once
    per board (a bounded table, so that a long file's own sentences cannot fill memory)."""
    if verdict.effect is not None or verdict.status != NOT_APPLICABLE:
        return Verdict(verdict.status, verdict.text, verdict.effect, cite, edition,
                       verdict.said)
    key = (verdict.status, verdict.text, cite, edition)
    signed = _SIGNED.get(key)
    if signed is None:
        signed = Verdict(verdict.status, verdict.text, None, cite, edition)
        if len(_SIGNED) < 20_000:
            _SIGNED[key] = signed
    return signed


@cache
def _plan(edition: str) -> tuple[tuple[str, Predicate, frozenset[str]], ...]:
    """Each clause in order, with its predicate and the events it needs."""
    return tuple((cite, _REGISTRY[edition, cite], frozenset(_KINDS[edition, cite][1]))
                 for cite in _order(edition))


@cache
def _order(edition: str) -> tuple[str, ...]:
    """The edition's clauses, deepest first, so a clause is ruled after those under it."""
    return tuple(sorted((c for _, c in registered(edition)), key=lambda c: (-depth(c), c)))


@cache
def _children(edition: str, cite: str) -> tuple[str, ...]:
    return tuple(c for c in sorted(_order(edition)) if parent(c) == cite)


def children(ctx: Context) -> list[Verdict]:
    return [ctx.verdicts[c] for c in _children(ctx.edition, ctx.cite)]


def any_child(ctx: Context) -> Verdict:
    """Applies when a clause under it applies; calls for judgement when one of them does."""
    kids = children(ctx)
    statuses = {v.status for v in kids}
    for status, make in ((APPLIES, applies), (JUDGEMENT, judgement)):
        if status in statuses:
            found = [v.cite for v in kids if v.status == status]
            return make(f"{', '.join(found)} under it: {status}")
    return not_applicable("no clause under it applies")
