"""What `bridgelaws diff` prints: one language, one law or every law both editions hold."""

from __future__ import annotations

from bridgelaws.corpus.model import Corpus
from bridgelaws.diff.compare import (
    EditionChanges,
    changes_summary,
    default_language,
    diff_law,
    shared_laws,
)
from bridgelaws.diff.render import as_html, as_json, as_text, counts_text, entry_line
from bridgelaws.errors import BridgelawsError

FORMATS = ("text", "json", "html")


def diff_report(corpus: Corpus, old: str, new: str, law: str | None = None,
                lang: str | None = None, fmt: str = "text") -> str | list[dict]:
    """JSON data (a flat list of clause entries) for `json`, else the text or HTML to print.

    Diffs are computed in the one language shown, so `change` speaks of that language.
    """
    lang = lang or default_language(corpus, old, new, law)
    laws = [law] if law else shared_laws(corpus, old, new)
    if not laws:
        raise BridgelawsError(f"editions {old} and {new} hold no law in common")
    by_law = {number: diff_law(corpus, old, new, number, [lang]) for number in laws}
    if fmt == "json":
        return [entry for diffs in by_law.values() for entry in as_json(diffs, lang)]
    if fmt == "html":
        return "\n".join(as_html(diffs, lang) for diffs in by_law.values())
    return "\n\n".join(f"Law {number}: {old} -> {new} ({lang})\n{as_text(diffs, lang)}"
                       for number, diffs in by_law.items())


def summary_text(summary: EditionChanges) -> str:
    """One line of counts per law, then each clause that changed."""
    totals = summary.totals
    lines = [f"{summary.old} -> {summary.new}: {counts_text(totals, totals['headings_changed'])}"]
    for law in summary.laws:
        lines.append(f"Law {law.law}: {counts_text(law.counts, law.heading_changes)}")
        lines.extend(f"  {entry_line(d)}" for d in law.changed)
    for side, laws in ((summary.old, summary.only_old), (summary.new, summary.only_new)):
        if laws:
            lines.append(f"only in {side}: Laws {', '.join(laws)}")
    return "\n".join(lines)


def summary_report(corpus: Corpus, old: str, new: str, as_json: bool) -> str | dict:
    summary = changes_summary(corpus, old, new)
    return summary.as_dict() if as_json else summary_text(summary)
