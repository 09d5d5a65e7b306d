"""Terminology checks over aligned units: a term in one language whose equivalent the other
language lacks, a term the term base gives no rendering for in the other language, English
terms rendered in more than one way, and counts per term.

A multi-word term counts where its words stand apart (`ход разыгрывающего вне очереди`):
word order differs between languages, and a split term is not a missing one."""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import asdict, dataclass, field
from itertools import permutations

from bridgelaws.corpus.model import Corpus
from bridgelaws.translate.terms import find_split_terms, load_terms
from bridgelaws.translate.units import edition_ids, units


@dataclass(frozen=True)
class Missing:
    """`term` is in the `present` language of a unit but not in its `absent` language."""

    edition: str
    cite: str
    part: str
    term: str
    present: str
    absent: str
    rendering: str  # the rendering found in the present language


@dataclass
class TermReport:
    editions: list[str]
    missing: list[Missing] = field(default_factory=list)
    # terms found in a unit whose other language the term base has no rendering for:
    # the check cannot say whether that language renders it (fill the term base)
    unrendered: list[Missing] = field(default_factory=list)
    # term -> lang -> rendering -> uses, in units whose English has the term; only where
    # a language uses more than one rendering
    renderings: dict[str, dict[str, dict[str, int]]] = field(default_factory=dict)
    counts: dict[str, dict[str, int]] = field(default_factory=dict)  # term -> lang -> uses

    def as_dict(self) -> dict:
        return asdict(self)


def check_terms(corpus: Corpus, edition: str | None = None) -> TermReport:
    report = TermReport(edition_ids(corpus, edition))
    translated = {term.id: set(term.renderings) for term in load_terms()}
    counts: dict[str, Counter] = defaultdict(Counter)
    renderings: dict[str, dict[str, Counter]] = defaultdict(lambda: defaultdict(Counter))
    for unit in units(corpus, edition):
        found = {lang: list(find_split_terms(text, lang)) for lang, text in unit.texts.items()}
        for lang, matches in found.items():
            counts_here = Counter(match.term for match in matches)
            for term_id, n in counts_here.items():
                counts[term_id][lang] += n
        if not unit.aligned:
            continue
        terms_in = {lang: {m.term: m.rendering for m in matches} for lang, matches in found.items()}
        for present, absent in permutations(sorted(found), 2):
            for term_id, rendering in terms_in[present].items():
                flag = Missing(unit.edition, unit.cite, unit.part, term_id, present, absent,
                               rendering)
                if absent not in translated[term_id]:
                    report.unrendered.append(flag)
                elif term_id not in terms_in[absent]:
                    report.missing.append(flag)
        for term_id in terms_in.get("en", {}):
            for lang, matches in found.items():
                for match in matches:
                    if lang != "en" and match.term == term_id:
                        renderings[term_id][lang][match.rendering] += 1
    report.counts = {t: dict(sorted(c.items())) for t, c in sorted(counts.items())}
    for term_id, by_lang in sorted(renderings.items()):
        varied = {lang: dict(f.most_common()) for lang, f in sorted(by_lang.items()) if len(f) > 1}
        if varied:
            report.renderings[term_id] = varied
    return report


def format_report(report: TermReport) -> str:
    """The report for a reader: findings first, then the counts table."""
    lines = [f"editions: {', '.join(report.editions)}", ""]
    lines.append(f"missing equivalents: {len(report.missing)}")
    for m in report.missing:
        lines.append(
            f"  {m.edition} {m.cite} ({m.part}): {m.term} in {m.present} ({m.rendering!r}),"
            f" none in {m.absent}"
        )
    lines += ["", f"no rendering in the term base: {len(report.unrendered)}"]
    for m in report.unrendered:
        lines.append(f"  {m.edition} {m.cite} ({m.part}): {m.term} in {m.present}"
                     f" ({m.rendering!r}), the term base has no {m.absent}")
    lines += ["", f"English terms rendered in more than one way: {len(report.renderings)}"]
    for term_id, by_lang in report.renderings.items():
        for lang, used in by_lang.items():
            shown = ", ".join(f"{rendering} ×{n}" for rendering, n in used.items())
            lines.append(f"  {term_id} [{lang}]: {shown}")
    langs = sorted({lang for c in report.counts.values() for lang in c})
    lines += ["", "counts per term:", "  " + "term".ljust(22) + "".join(x.rjust(6) for x in langs)]
    for term_id, by_lang in report.counts.items():
        row = "".join(str(by_lang.get(lang, 0)).rjust(6) for lang in langs)
        lines.append("  " + term_id.ljust(22) + row)
    return "\n".join(lines)
