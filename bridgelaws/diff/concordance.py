"""A concordance of two editions: where each clause of one went in the other.

What an appeals committee or a translator needs when an old ruling cites an old number:
every clause of the old edition with its counterpart in the new (`same`, `renumbered`,
`split`, `merged`, `gone`), and the reverse (`new` for a clause with no old counterpart).
It reads the clause pairing of the diff (`match_laws`, whose `regroup` alone decides a
split or merge), so the two never disagree: a pair the diff shows split (merged) is
`split` (`merged`); a clause whose text went to one new clause and its heading to
another has both counterparts, each `same` or `renumbered`.
"""

from __future__ import annotations

import csv
import io
from dataclasses import asdict, dataclass
from html import escape

from bridgelaws.corpus.model import Corpus, law_number
from bridgelaws.diff.compare import diff_law, shared_laws

# `outside-corpus`: the other edition's text of that law is not in the corpus, so nothing
# can be said (not `gone`: 2017 has a Law 62 even where the corpus holds only 1997's).
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
    old_laws, new_laws = corpus.edition(old).laws, corpus.edition(new).laws
    shared = set(shared_laws(corpus, old, new))
    forward: list[Entry] = []
    backward: list[Entry] = []
    for law, body in old_laws.items():
        if law not in shared:
            forward += [Entry(law, c.cite, "", "outside-corpus") for c in body.walk()]
            continue
        relation = _relations(corpus, old, new, law)
        order = {c.cite: k for k, c in enumerate(new_laws[law].walk())}
        news_of = _group(sorted(relation, key=lambda p: order[p[1]]), 0)
        olds_of = _group(list(relation), 1)
        for c in body.walk():
            forward += [Entry(law, c.cite, n, relation[c.cite, n])
                        for n in news_of.get(c.cite, [])] or [Entry(law, c.cite, "", "gone")]
        for c in new_laws[law].walk():
            backward += [Entry(law, o, c.cite, relation[o, c.cite])
                         for o in olds_of.get(c.cite, [])] or [Entry(law, "", c.cite, "new")]
    for law, body in new_laws.items():
        if law not in shared:
            backward += [Entry(law, "", c.cite, "outside-corpus") for c in body.walk()]
    law_order = {law: k for k, law in enumerate(new_laws)}
    backward.sort(key=lambda e: law_order[e.law])  # stable: clause order kept
    return Concordance(old, new, forward, backward)


def _relations(corpus: Corpus, old: str, new: str, law: str) -> dict[tuple[str, str], str]:
    """(old cite, new cite) -> relation, for every pair the diff makes."""
    out = {}
    for d in diff_law(corpus, old, new, law):
        if d.old is not None and d.new is not None:
            out[d.old, d.new] = (d.change if d.change in ("split", "merged")
                                 else "same" if d.old == d.new else "renumbered")
    return out


def _group(pairs: list[tuple[str, str]], side: int) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for pair in pairs:
        other = pair[1 - side]
        if other not in out.setdefault(pair[side], []):
            out[pair[side]].append(other)
    return out


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
