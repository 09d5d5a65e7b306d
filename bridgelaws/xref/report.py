"""The `refs` report: one edition's references, as rows or as counts per status."""

from __future__ import annotations

from bridgelaws.corpus.model import Corpus
from bridgelaws.errors import BridgelawsError
from bridgelaws.xref.refs import Ref, corpus_refs
from bridgelaws.xref.resolve import STATUSES, UNKNOWN, Resolver


def row(ref: Ref) -> dict[str, object]:
    """A reference for scripts; `source` is the citing clause's cite (matter: its eId);
    `edition` the edition that answered, `elsewhere` where an other-edition target is."""
    return {
        "source": ref.source_cite or ref.source_eid,
        "lang": ref.lang,
        "text": ref.text,
        "target": ref.target,
        "status": ref.status,
        "edition": ref.target_edition,
        "elsewhere": list(ref.elsewhere),
    }


def edition_refs(corpus: Corpus, edition: str, status: str | None = None) -> list[Ref]:
    resolver = Resolver(corpus)
    resolver.chain(edition)  # the edition must be in the corpus
    if status is not None and status not in STATUSES:
        raise BridgelawsError(f"unknown status {status!r} (known: {', '.join(STATUSES)})")
    return [
        ref
        for ref in corpus_refs(corpus, resolver)
        if ref.edition == edition and status in (None, ref.status)
    ]


def summary(edition: str, refs: list[Ref]) -> dict[str, object]:
    """Counts per status and language; the unknown clauses listed, as they are likely errors."""
    by_status = {s: sum(r.status == s for r in refs) for s in STATUSES}
    langs = sorted({r.lang for r in refs})
    return {
        "edition": edition,
        "total": len(refs),
        "by_status": by_status,
        "by_lang": {lang: sum(r.lang == lang for r in refs) for lang in langs},
        "unknown_clauses": [row(r) for r in refs if r.status == UNKNOWN],
    }


def rows_text(rows: list[dict]) -> str:
    return "\n".join(
        f"{r['source']}\t{r['lang']}\t{r['text']}\t-> {r['target']}\t{r['status']}"
        + (f" (in {', '.join(r['elsewhere'])})" if r["elsewhere"] else "")
        for r in rows
    )


def summary_text(data: dict) -> str:
    lines = [f"{data['edition']}: {data['total']} references"]
    lines += [f"  {status:<15}{n:>5}" for status, n in data["by_status"].items()]
    lines += [f"  {lang:<15}{n:>5}" for lang, n in data["by_lang"].items()]
    if data["unknown_clauses"]:
        lines += ["unknown clauses (likely errors):", rows_text(data["unknown_clauses"])]
    return "\n".join(lines)
