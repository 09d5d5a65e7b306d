"""Which clauses of the official editions have no predicate (there must be none)."""

from __future__ import annotations

from pathlib import Path

from bridgelaws.laws.registry import predicate_name, registered
from bridgelaws.laws.ruling import EDITIONS, cite_key


def coverage(sources: Path | None = None) -> dict:
    """Per edition: the corpus's clauses, those without a predicate, and predicates for
    clauses the corpus does not have."""
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
        }
    return report


def coverage_text(report: dict) -> str:
    lines = []
    for edition, row in report.items():
        lines.append(f"{edition}: {row['covered']} of {row['clauses']} clauses have a predicate")
        lines += [f"  missing: {c}" for c in row["missing"]]
        lines += [f"  predicate for a clause not in the corpus: {c}" for c in row["extra"]]
    return "\n".join(lines)
