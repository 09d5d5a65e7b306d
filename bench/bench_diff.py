"""Diff 93 synthetic laws across two editions and print the CPU time (target: under 1 s);
then the diff part of a site build of the seeds copied N times (`bench_build`; default 30,
`python bench/bench_diff.py 10` for 10): every diff page, law panel and clause timeline.

Each law has five lettered sections of four numbered clauses (with items under some);
the newer edition rewords a third of the texts, renames some headings, renumbers a
section by inserting a clause at its head, drops one clause and adds another, as the
2017 redraft did to Law 64.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from bridgelaws.corpus.model import Clause, Corpus, Edition, Law, Text
from bridgelaws.diff import diff_editions

LAWS = 93
WORDS = ("the offending side revoke trick player card director non-offending established "
         "transferred after play subsequent suit dummy declarer penalty adjusted score "
         "attention drawn round board deal partner lead hand defender").split()


def sentence(rng: random.Random, n: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(n)).capitalize() + "."


def reword(rng: random.Random, text: str) -> str:
    words = text.split()
    for _ in range(3):
        words[rng.randrange(len(words))] = rng.choice(WORDS)
    return " ".join(words)


def clause(kind: str, num: str, cite: str, eid: str, text: str, heading: str = "") -> Clause:
    return Clause(kind, num, cite, eid, {"en": heading} if heading else {}, {"en": Text(text)})


def make_law(number: str, rng: random.Random) -> Law:
    law = Law("law", number, number, f"law_{number}", title={"en": f"LAW {number}"})
    for letter in "ABCDE":
        sec = clause("section", letter, number + letter, f"law_{number}__sec_{letter}",
                     sentence(rng, 12), heading=sentence(rng, 3))
        for k in range(1, 5):
            para = clause("subsection", str(k), f"{sec.cite}{k}", f"{sec.eid}__para_{k}",
                          sentence(rng, 30))
            if k == 2:
                para.children = [clause("item", i, f"{para.cite}({i})",
                                        f"{para.eid}__item_{i}", sentence(rng, 20)) for i in "ab"]
            sec.children.append(para)
        law.children.append(sec)
    return law


def redraft(old: Law, rng: random.Random) -> Law:
    """The newer edition of a law: reworded, renamed, renumbered, one clause out, one in."""
    new = make_law(old.num, random.Random(0))  # shape only; texts replaced below
    for old_sec, new_sec in zip(old.children, new.children, strict=True):
        new_sec.heading = dict(old_sec.heading)
        new_sec.text = {"en": Text(old_sec.text["en"].value)}
        for old_c, new_c in zip(old_sec.walk(), new_sec.walk(), strict=True):
            text = old_c.text["en"].value
            new_c.text = {"en": Text(reword(rng, text) if rng.random() < 0.33 else text)}
        if rng.random() < 0.2:
            new_sec.heading = {"en": sentence(rng, 3)}
    sec_b, sec_e = new.children[1], new.children[4]
    sec_b.children.insert(0, clause("subsection", "1", "", "", sentence(rng, 25)))
    for k, para in enumerate(sec_b.children, start=1):  # renumber B1.. after the insertion
        para.num, para.cite = str(k), f"{sec_b.cite}{k}"
        for item in para.children:
            item.cite = f"{para.cite}({item.num})"
    del sec_e.children[-1]
    return new


def site_share(copies: int) -> None:
    """CPU of what the site asks of the diff part, on the seeds `copies` times."""
    import bench_build

    from bridgelaws.corpus import load_corpus
    from bridgelaws.diff import clause_timeline_html, diff_pages, law_panel_html

    with tempfile.TemporaryDirectory() as tmp:
        bench_build.make_sources(Path(tmp) / "sources", copies)
        corpus = load_corpus(Path(tmp) / "sources")
    cpu = time.process_time()
    pages = diff_pages(corpus)
    cache: dict = {}
    timelines = 0
    for edition in corpus.editions.values():
        for law in edition.laws.values():
            law_panel_html(corpus, edition.id, law.num, "../")
            timelines += sum(bool(clause_timeline_html(corpus, edition.id, law.num, c.cite, cache))
                             for c in law.walk() if c is not law)
    cpu = time.process_time() - cpu
    print(f"seeds x{copies}: {len(pages)} diff pages and {timelines} clause timelines in "
          f"{cpu:.3f} s CPU")


def main() -> None:
    rng = random.Random(64)
    old_laws = {str(n): make_law(str(n), rng) for n in range(1, LAWS + 1)}
    new_laws = {n: redraft(law, rng) for n, law in old_laws.items()}
    corpus = Corpus({"old": Edition("old", old_laws), "new": Edition("new", new_laws)})
    clauses = sum(1 for law in old_laws.values() for _ in law.walk())
    start, cpu = time.perf_counter(), time.process_time()
    diffs = diff_editions(corpus, "old", "new")
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    counts = Counter(d.change for law in diffs.values() for d in law)
    print(f"diffed {len(diffs)} laws ({clauses} clauses per edition) in {cpu:.3f} s CPU "
          f"(target < 1 s; {seconds:.3f} s wall clock, which counts other loads too)")
    print("changes: " + ", ".join(f"{n} {change}" for change, n in sorted(counts.items())))


if __name__ == "__main__":
    main()
    site_share(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
