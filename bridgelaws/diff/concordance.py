"""A concordance of two editions: where each clause of one went in the other.

What an appeals committee or a translator needs when an old ruling cites an old number:
every clause of the old edition with its counterpart in the new (`same`, `renumbered`,
`split`, `merged`, `gone`), and the reverse (`new` for a clause with no old counterpart).
It reads the clause pairing of the diff (`match_laws`), so the two never disagree: a
clause whose text went to one new clause and its heading to another is `split`.
"""

from __future__ import annotations

import csv
import io
import re
from collections import Counter
from dataclasses import asdict, dataclass
from html import escape

from bridgelaws.corpus.model import Clause, Corpus, Law, law_number
from bridgelaws.diff.compare import diff_law, shared_laws
from bridgelaws.errors import BridgelawsError

# `outside-corpus`: the other edition's text of that law is not in the corpus, so nothing
# can be said (not `gone`: 2017 has a Law 62 even where the corpus holds only 1997's).
# A clause counts as split off from (merged into) another when this share of its words
# stands there, and it has enough words for that to mean something.
MIN_CONTAINED = 0.8
MIN_PART_WORDS = 4
WORD = re.compile(r"\w+")
RELATIONS = ("same", "renumbered", "split", "merged", "gone", "new", "outside-corpus")


@dataclass(frozen=True)
class Entry:
    law: str
    old: str  # cite in the old edition, "" for a new clause
    new: str  # cite in the new edition, "" for a clause gone
    relation: str  # one of RELATIONS


@dataclass
class Concordance:
    old: str
    new: str
    forward: list[Entry]  # every old clause, in the old edition's order
    backward: list[Entry]  # every new clause, in the new edition's order

    def as_dict(self) -> dict[str, object]:
        return {"old": self.old, "new": self.new,
                "forward": [asdict(e) for e in self.forward],
                "backward": [asdict(e) for e in self.backward]}


def concordance(corpus: Corpus, old: str, new: str) -> Concordance:
    for ed in (old, new):
        if ed not in corpus.editions:
            known = ", ".join(sorted(corpus.editions))
            raise BridgelawsError(f"edition {ed!r} is not in the corpus (known: {known})")
    old_laws, new_laws = corpus.editions[old].laws, corpus.editions[new].laws
    shared = set(shared_laws(corpus, old, new))
    forward: list[Entry] = []
    backward: list[Entry] = []
    for law, body in old_laws.items():
        if law not in shared:
            forward += [Entry(law, c.cite, "", "outside-corpus") for c in body.walk()]
            continue
        pairs = _pairs(corpus, old, new, law)
        pairs += _parts_of(body, new_laws[law], pairs)
        order = {c.cite: k for k, c in enumerate(new_laws[law].walk())}
        news_of = _group(sorted(pairs, key=lambda p: order[p[1]]), 0)
        olds_of = _group(pairs, 1)
        for c in body.walk():
            forward += [Entry(law, c.cite, n, _relation(c.cite, n, news_of, olds_of))
                        for n in news_of.get(c.cite, [])] or [Entry(law, c.cite, "", "gone")]
        for c in new_laws[law].walk():
            backward += [Entry(law, o, c.cite, _relation(o, c.cite, news_of, olds_of))
                         for o in olds_of.get(c.cite, [])] or [Entry(law, "", c.cite, "new")]
    for law, body in new_laws.items():
        if law not in shared:
            backward += [Entry(law, "", c.cite, "outside-corpus") for c in body.walk()]
    backward.sort(key=lambda e: list(new_laws).index(e.law))  # stable: clause order kept
    return Concordance(old, new, forward, backward)


def _pairs(corpus: Corpus, old: str, new: str, law: str) -> list[tuple[str, str]]:
    return [(d.old, d.new) for d in diff_law(corpus, old, new, law)
            if d.old is not None and d.new is not None]


def _words(clause: Clause) -> Counter[str]:
    text = " ".join(t.value for t in clause.text.values())
    return Counter(w.lower() for w in WORD.findall(text))


def _contained(part: Counter[str], whole: Counter[str]) -> float:
    """How much of `part` (its words, with repeats) stands in `whole`."""
    total = sum(part.values())
    return sum((part & whole).values()) / total if total >= MIN_PART_WORDS else 0.0


def _parts_of(old: Law, new: Law, pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Pairs the diff cannot make, as it pairs each text once: a clause with no counterpart
    whose words stand in a clause of the other edition is a part split off from it (a new
    clause) or merged into it (an old one)."""
    olds = {c.cite: _words(c) for c in old.walk() if c.text}
    news = {c.cite: _words(c) for c in new.walk() if c.text}
    paired_old, paired_new = {o for o, _ in pairs}, {n for _, n in pairs}
    extra = []
    for cite, words in news.items():
        if cite not in paired_new:
            best = max(olds, key=lambda o: _contained(words, olds[o]), default=None)
            if best is not None and _contained(words, olds[best]) >= MIN_CONTAINED:
                extra.append((best, cite))
    for cite, words in olds.items():
        if cite not in paired_old:
            best = max(news, key=lambda n: _contained(words, news[n]), default=None)
            if best is not None and _contained(words, news[best]) >= MIN_CONTAINED:
                extra.append((cite, best))
    return extra


def _group(pairs: list[tuple[str, str]], side: int) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for pair in pairs:
        other = pair[1 - side]
        if other not in out.setdefault(pair[side], []):
            out[pair[side]].append(other)
    return out


def _relation(old: str, new: str, news_of: dict, olds_of: dict) -> str:
    if len(news_of[old]) > 1:
        return "split"
    if len(olds_of[new]) > 1:
        return "merged"
    return "same" if old == new else "renumbered"


def as_text(c: Concordance) -> str:
    lines = [f"{c.old} -> {c.new}"]
    lines += [f"  {e.old:<12} {e.new or '-':<12} {e.relation}" for e in c.forward]
    lines += [f"{c.new} <- {c.old}"]
    lines += [f"  {e.new:<12} {e.old or '-':<12} {e.relation}" for e in c.backward]
    return "\n".join(lines)


def as_csv(c: Concordance) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["direction", "law", c.old, c.new, "relation"])
    for direction, entries in (("forward", c.forward), ("backward", c.backward)):
        writer.writerows([direction, e.law, e.old, e.new, e.relation] for e in entries)
    return out.getvalue()


def as_html(c: Concordance) -> str:
    """The concordance page's body: one table each way, cites linked to the law pages."""

    def cell(edition: str, cite: str) -> str:
        if not cite:
            return "<td>&mdash;</td>"
        url = f"../../{edition}/law-{law_number(cite)}.html#{cite}"
        return f'<td><a href="{escape(url)}">{escape(cite)}</a></td>'

    parts = []
    for title, entries, first, second in (
        (f"{c.old} &rarr; {c.new}", c.forward, c.old, c.new),
        (f"{c.new} &larr; {c.old}", c.backward, c.new, c.old),
    ):
        parts.append(f"<h2>{title}</h2>\n<table class=\"concordance\">"
                     f"<tr><th>{escape(first)}</th><th>{escape(second)}</th><th>relation</th></tr>")
        for e in entries:
            a, b = (e.old, e.new) if first == c.old else (e.new, e.old)
            parts.append(f"<tr>{cell(first, a)}{cell(second, b)}"
                         f"<td>{escape(e.relation)}</td></tr>")
        parts.append("</table>")
    return "\n".join(parts)
