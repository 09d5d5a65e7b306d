"""Which clauses of the official editions have no predicate (there must be none), and where
each predicate takes its facts from: the play record (computed), events the record cannot
hold (needs-event), the clauses under it (aggregator) or the Director (judgement)."""

from __future__ import annotations

from pathlib import Path

from bridgelaws.laws.registry import (
    AGGREGATOR,
    COMPUTED,
    JUDGEMENT_KIND,
    NEEDS_EVENT,
    kind_of,
    predicate_name,
    registered,
)
from bridgelaws.laws.ruling import EDITIONS, cite_key


def coverage(sources: Path | None = None) -> dict:
    """Per edition: the corpus's clauses, those without a predicate, predicates for clauses
    the corpus does not have, and each clause's kind with the events it needs."""
    from bridgelaws.corpus import load_corpus

    corpus = load_corpus(sources)
    report: dict = {}
    for edition in EDITIONS:
        if edition not in corpus.editions:
            continue
        cites = [c.cite for law in corpus.editions[edition].laws.values() for c in law.walk()]
        ruled = {c for e, c in registered(edition)}
        report[edition] = {
            "clauses": len(cites),
            "covered": sum(1 for c in cites if predicate_name(edition, c)),
            "missing": [c for c in cites if c not in ruled],
            "extra": sorted(ruled - set(cites), key=cite_key),
            **kinds(edition, [c for c in cites if c in ruled]),
        }
    return report


KINDS = (COMPUTED, NEEDS_EVENT, AGGREGATOR, JUDGEMENT_KIND)


def kinds(edition: str, cites: list[str]) -> dict:
    """`by_kind` (clauses per kind) and `kinds` (per clause: its kind and needed events)."""
    per = {c: kind_of(edition, c) for c in cites}
    return {
        "by_kind": {k: sum(1 for kind, _ in per.values() if kind == k) for k in KINDS},
        "kinds": {c: {"kind": kind, "events": list(needs)} for c, (kind, needs) in per.items()},
    }


def coverage_text(report: dict) -> str:
    lines = []
    for edition, row in report.items():
        lines.append(f"{edition}: {row['covered']} of {row['clauses']} clauses have a predicate")
        lines += [f"  missing: {c}" for c in row["missing"]]
        lines += [f"  predicate for a clause not in the corpus: {c}" for c in row["extra"]]
        lines.append("  " + ", ".join(f"{n} {k}" for k, n in row["by_kind"].items()))
        lines += [f"  {c} {v['kind']}" + (f": {', '.join(v['events'])}" if v["events"] else "")
                  for c, v in row["kinds"].items()]
    return "\n".join(lines)
