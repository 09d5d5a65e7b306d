"""Translation QA of one edition in one language pair, clause by clause: references present
in one language and not the other (to laws, and footnote markers to their footnotes),
numbers that differ, terms not rendered as the term base says (multi-word terms whole,
even where their words stand apart), and clauses without their translation. Each flag
names the source file and line and the clause's anchor on the site.

References are found by the cross-reference finder of each language (`xref.find`), their
letters read as Latin (Greek `Γ` is C, `β` is b), so `Law 16C` and `Νόμο 16Γ` agree.
Numbers are the digits outside references. Terms go source to target: a source term whose
target rendering the term base gives but the target lacks; a term the term base has no
target rendering for is listed apart (the check cannot judge it: fill the term base), and
a term the term base marks `qa = false` (an everyday word, `hand`) is not checked.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import asdict, dataclass, field

from bridgelaws.corpus.model import Clause, Corpus, Law
from bridgelaws.corpus.tree import latin
from bridgelaws.errors import BridgelawsError
from bridgelaws.translate.terms import find_split_terms, load_terms
from bridgelaws.translate.tmx import parse_pair
from bridgelaws.translate.units import edition_ids

KINDS = ("missing", "reference", "number", "term")
DIGITS = re.compile(r"\d+")


@dataclass(frozen=True)
class Flag:
    kind: str  # one of KINDS
    cite: str
    part: str  # title | heading | text | note/KEY
    message: str
    where: str  # FILE:LINE of the clause in the language the finding is about
    anchor: str  # the clause on the site: 2017/law-62.html#62B1
    # a term flag: the source words, and the target renderings the term base gives
    words: str = ""
    renderings: tuple[str, ...] = ()


@dataclass
class QAReport:
    edition: str
    pair: str
    units: int = 0  # units with words in either language of the pair
    flags: list[Flag] = field(default_factory=list)
    unrendered: dict[str, list[str]] = field(default_factory=dict)  # term -> cites

    def as_dict(self) -> dict:
        return {**asdict(self), "counts": self.counts()}

    def counts(self) -> dict[str, int]:
        return {kind: sum(f.kind == kind for f in self.flags) for kind in KINDS}


def _refs(text: str, lang: str) -> tuple[list[str], str]:
    """The references of a text as canonical citations, and the text with them blanked."""
    from bridgelaws.xref.find import find

    found: list[str] = []
    refs = find(text, lang)
    if not refs:  # most texts: nothing to blank
        return found, text
    pieces, last = [], 0  # the text between references, each reference as spaces
    for ref in refs:
        parts = [ref.parts] + ([ref.to] if ref.to else [])
        key = "–".join(
            p.law + latin(p.sec) + p.sub + (f"({latin(p.item)})" if p.item else "")
            for p in parts)
        found.append(key)
        start = max(ref.start, last)  # `find` goes in text order; never blank twice
        pieces += [text[last:start], " " * (ref.end - start)]
        last = max(ref.end, last)
    pieces.append(text[last:])
    return found, "".join(pieces)


def _differ(a: list[str], b: list[str]) -> tuple[list[str], list[str]]:
    """What each list has more of than the other (as multisets), sorted."""
    a, b = sorted(a), sorted(b)
    if a == b:  # most units: the translation agrees
        return [], []
    more_a, more_b = Counter(a) - Counter(b), Counter(b) - Counter(a)
    return list(more_a.elements()), list(more_b.elements())


def _parts(law: Law, clause: Clause, lang: str) -> dict[str, tuple[str, int]]:
    """part -> (words, source line) of one clause in one language."""
    out = {}
    if clause is law and law.title.get(lang) and lang not in law.title_supplied:
        out["title"] = (law.title[lang], law.lines.get(lang, 0))
    if clause.heading.get(lang):
        out["heading"] = (clause.heading[lang], clause.lines.get(lang, 0))
    text = clause.text.get(lang)
    if text and text.value:
        out["text"] = (text.value, text.line or clause.lines.get(lang, 0))
    if clause is law:
        for note in law.footnotes:
            if note.text.get(lang):
                out[f"note/{note.n}"] = (note.text[lang], note.lines.get(lang, 0))
    return out


def qa(corpus: Corpus, edition: str, pair: str) -> QAReport:
    from bridgelaws.xref import page_url

    (edition,) = edition_ids(corpus, edition)
    declared = {lang for source in corpus.sources for lang in source.languages}
    try:  # the manifest's languages are the corpus's but for a walk over every clause
        src, tgt = parse_pair(pair, sorted(declared))
    except BridgelawsError:
        src, tgt = parse_pair(pair, corpus.languages)
    report = QAReport(edition, pair)
    rendered = {term.id: term.renderings for term in load_terms()}
    skipped = {term.id for term in load_terms() if not term.qa}
    unrendered: dict[str, list[str]] = {}
    for law in corpus.editions[edition].laws.values():
        clauses = list(law.walk())
        langs = {lang for clause in clauses for lang in (*clause.heading, *clause.text)}
        if not langs & {src, tgt}:
            continue
        if not {src, tgt} <= langs:
            have = src if src in langs else tgt
            lacking = tgt if have == src else src
            report.flags.append(Flag("missing", law.cite, "law",
                                     f"law {law.num} has no {lacking} text",
                                     f"{law.source}:{law.lines.get(have, 0)}",
                                     page_url(edition, law.cite)))
            continue
        for clause in clauses:
            mine = {lang: _parts(law, clause, lang) for lang in (src, tgt)}
            here = page_url(edition, clause.cite)
            for part in sorted(set(mine[src]) | set(mine[tgt]), key=_part_order):
                report.units += 1
                if part not in mine[src] or part not in mine[tgt]:
                    have = src if part in mine[src] else tgt
                    lacking = tgt if have == src else src
                    report.flags.append(Flag(
                        "missing", clause.cite, part, f"{part} in {have} only, none in {lacking}",
                        f"{law.source}:{mine[have][part][1]}", here))
                    continue
                (s_text, _), (t_text, t_line) = mine[src][part], mine[tgt][part]
                where = f"{law.source}:{t_line}"
                s_refs, s_rest = _refs(s_text, src)
                t_refs, t_rest = _refs(t_text, tgt)
                only_s, only_t = _differ(s_refs, t_refs)
                for key, lang in [(k, src) for k in only_s] + [(k, tgt) for k in only_t]:
                    other = tgt if lang == src else src
                    report.flags.append(Flag("reference", clause.cite, part,
                                             f"Law {key} in {lang}, not in {other}", where, here))
                if part == "text":  # footnote markers: a reference to a footnote each
                    marks = [[m.n for m in clause.text[lang].notes] for lang in (src, tgt)]
                    only_s, only_t = _differ(*marks)
                    for key, lang in [(k, src) for k in only_s] + [(k, tgt) for k in only_t]:
                        other = tgt if lang == src else src
                        report.flags.append(Flag(
                            "reference", clause.cite, part,
                            f"the marker of footnote {key} in {lang}, not in {other}", where, here))
                only_s, only_t = _differ(DIGITS.findall(s_rest), DIGITS.findall(t_rest))
                for n, lang in [(k, src) for k in only_s] + [(k, tgt) for k in only_t]:
                    other = tgt if lang == src else src
                    report.flags.append(Flag("number", clause.cite, part,
                                             f"{n} in {lang}, not in {other}", where, here))
                t_terms = {m.term for m in find_split_terms(t_text, tgt)}
                for match in find_split_terms(s_text, src):
                    if match.term in t_terms or match.term in skipped:
                        continue
                    names = [r[0] for r in rendered[match.term].get(tgt, ())]
                    if not names:
                        unrendered.setdefault(match.term, []).append(clause.cite)
                        continue
                    words = s_text[match.start:match.end]
                    report.flags.append(Flag(
                        "term", clause.cite, part,
                        f"{src} {words!r} ({match.term}) is not rendered as the term base "
                        f"says: {' / '.join(names)}", where, here, words, tuple(names)))
                    t_terms.add(match.term)  # once per unit
    report.unrendered = {term: sorted(set(cites), key=cites.index)
                         for term, cites in sorted(unrendered.items())}
    return report


def _part_order(part: str) -> tuple[int, str]:
    return ({"title": 0, "heading": 1, "text": 2}.get(part, 3), part)


def format_qa(report: QAReport) -> str:
    counts = report.counts()
    lines = [f"QA {report.edition} {report.pair}: {report.units} units, "
             + ", ".join(f"{n} {kind}" for kind, n in counts.items())]
    for flag in report.flags:
        lines.append(f"{flag.where}: {flag.kind}: {flag.cite} ({flag.part}): {flag.message}"
                     f"  [{flag.anchor}]")
    if report.unrendered:
        lines.append("terms the term base gives no target rendering for (not checked):")
        for term, cites in report.unrendered.items():
            lines.append(f"  {term}: {', '.join(cites)}")
    return "\n".join(lines)
