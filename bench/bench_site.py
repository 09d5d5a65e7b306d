"""Site build speed, printed as figures (targets: >= 10x MkDocs in pages per second;
the shipped corpus built, before Pagefind, in < 2 s).

Both generators build the same laws in one run: ours renders the law pages (and the
rest of the site) from the corpus; MkDocs builds the same law pages written out as
Markdown (one file per law page, every clause a heading with its text per language),
through its Python API so that neither pays for a process start. Both write into the same
RAM-backed folder (/dev/shm where there is one), so that the disk's file creation, which
costs both alike, does not hide the generators' own speed. Best of the same number of
rounds for each, the two taking turns: more at the shipped size, where a build of ours
takes milliseconds and a few rounds do not reach its floor through the machine's noise.
"""

from __future__ import annotations

import logging
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from bridgelaws.corpus import load_corpus
from bridgelaws.corpus.model import Corpus
from bridgelaws.site import build_site
from bridgelaws.site.pages import Parts, Site
from bridgelaws.site.parts import term_spans, term_titles
from bridgelaws.xref import corpus_refs

ROUNDS = {"shipped": 20, "scaled": 5}
SCALE = 10  # copies of the seeds for the throughput figure at scale


class Best:
    """The shortest of several timed rounds, in wall and in CPU seconds (the process's own
    and its forked children's: on a machine others share, CPU time is what their load does
    not stretch)."""

    def __init__(self):
        self.wall = self.cpu = float("inf")

    def __enter__(self):
        self.start = time.perf_counter(), cpu_seconds()

    def __exit__(self, *exc):
        self.wall = min(self.wall, time.perf_counter() - self.start[0])
        self.cpu = min(self.cpu, cpu_seconds() - self.start[1])


def cpu_seconds() -> float:
    """This process's CPU time and that of its children reaped so far."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def law_markdown(corpus: Corpus) -> dict[str, str]:
    """The site's law pages (parallel and single-language) as Markdown, by path."""
    out = {"index.md": "# The Laws of Duplicate Bridge\n"}
    for page in Site(corpus, []).pages():
        if page.template != "law.html":
            continue
        ctx = page.context
        law, langs = ctx["law"], ctx["langs"]
        lines = [f"# {ctx['page_title']}", ""]
        lines += [law.title[lang] for lang in langs if lang in law.title]
        for clause in law.walk():
            lines += ["", f"## {clause.cite}", ""]
            for lang in langs:
                heading = clause.heading.get(lang, "")
                text = clause.text[lang].value if lang in clause.text else ""
                if heading or text:
                    lines += [f"**{heading}** {text}".strip(), ""]
        for note in law.footnotes:
            lines += [f"{note.n}. " + " / ".join(note.text.get(lang, "") for lang in langs)]
        out[page.path.replace(".html", ".md")] = "\n".join(lines) + "\n"
    return out


def mkdocs_round(docs: dict[str, str], folder: Path) -> Callable[[Best], int]:
    """One MkDocs build of `docs` per call, timed into the given Best; its pages."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    logging.getLogger("mkdocs").setLevel(logging.ERROR)
    for path, text in docs.items():
        target = folder / "docs" / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    # No search plugin: ours is timed before Pagefind, so MkDocs builds no index either.
    (folder / "mkdocs.yml").write_text("site_name: Laws\ntheme: mkdocs\nplugins: []\n",
                                       encoding="utf-8")

    def run(best: Best) -> int:
        config = load_config(str(folder / "mkdocs.yml"), site_dir=str(folder / "site"))
        with best:
            build(config)
        return len(list((folder / "site").rglob("*.html"))) - 1  # less MkDocs' 404 page

    return run


def our_round(corpus: Corpus, folder: Path) -> Callable[[Best], int]:
    """One build of the site's own pages per call, references linked and terms marked (both
    found beforehand, as Markdown's text is written beforehand), without the other parts'
    panels and pages (MkDocs has none); its pages."""
    refs, terms, titles = corpus_refs(corpus), term_spans(corpus), term_titles()

    def run(best: Best) -> int:
        parts = Parts(terms=terms, term_titles=titles)
        with best:
            return build_site(corpus, folder, refs, parts)["pages"]

    return run


def time_whole_build(folder: Path) -> float:
    """`bridgelaws build --no-search` in a fresh process, as a user runs it: the corpus read,
    written as XML, references and terms found, spaCy started, the site written with every
    part's additions. Best of three."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "bridgelaws.cli", "build", "--no-search",
                        "--out", str(folder)], check=True, capture_output=True)
        best = min(best, time.perf_counter() - start)
    return best


def compare(label: str, corpus: Corpus, folder: Path, rounds: int) -> None:
    docs = law_markdown(corpus)
    mkdocs, ours = mkdocs_round(docs, folder / "mkdocs"), our_round(corpus, folder / "ours")
    # The rounds alternate, so that both see the same spells of the machine's speed (it
    # swings between two modes): run one after the other, ours (20 builds in half a
    # second) could fall wholly in a slow spell that MkDocs's four seconds outlast.
    mk_time, our_time = Best(), Best()
    for _ in range(rounds):
        mk_pages = mkdocs(mk_time)
        our_pages = ours(our_time)
    print(f"{label} (best of {rounds} rounds each; wall, then CPU):")
    for kind in ("wall", "cpu"):
        ours, mk = getattr(our_time, kind), getattr(mk_time, kind)
        ours_rate, mk_rate = our_pages / ours, mk_pages / mk
        print(f"  {kind}: bridgelaws site {our_pages} pages in {ours:.3f} s = {ours_rate:.0f} "
              f"pages/s; mkdocs {mk_pages} pages in {mk:.3f} s = {mk_rate:.0f} pages/s "
              f"({len(docs) - 1} law pages as Markdown); ratio {ours_rate / mk_rate:.1f}x "
              f"(target >= 10x)")


def main() -> None:
    import bench_corpus  # this folder's corpus benchmark: the seeds copied and renumbered

    ram = Path("/dev/shm")
    with tempfile.TemporaryDirectory(dir=ram if ram.is_dir() else None) as tmp:
        tmp = Path(tmp)
        compare("shipped corpus", load_corpus(), tmp / "shipped", ROUNDS["shipped"])
        bench_corpus.COPIES = SCALE
        (tmp / "sources").mkdir()
        bench_corpus.make_corpus(tmp / "sources")
        compare(f"the seeds {SCALE} times over", load_corpus(tmp / "sources"), tmp / "scaled",
                ROUNDS["scaled"])
        whole = time_whole_build(tmp / "whole")
    print(f"bridgelaws build --no-search of the shipped corpus: {whole:.3f} s (target < 2 s)")


if __name__ == "__main__":
    main()
