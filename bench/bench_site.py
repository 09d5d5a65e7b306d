"""Site build speed, printed as figures (targets: >= 10x MkDocs in pages per second;
the shipped corpus built, before Pagefind, in < 2 s).

Both generators build the same laws in one run: ours renders the law pages (and the
rest of the site) from the corpus; MkDocs builds the same law pages written out as
Markdown (one file per law page, every clause a heading with its text per language),
through its Python API so that neither pays for a process start. Both write into the same
RAM-backed folder (/dev/shm where there is one), so that the disk's file creation, which
costs both alike, does not hide the generators' own speed. Best of the same number of
rounds for each: more at the shipped size, where a build of ours takes milliseconds and a
few rounds do not reach its floor through the machine's noise.
"""

from __future__ import annotations

import logging
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bridgelaws.corpus import load_corpus
from bridgelaws.corpus.model import Corpus
from bridgelaws.site import build_site
from bridgelaws.site.pages import Parts, Site
from bridgelaws.site.parts import term_spans, term_titles
from bridgelaws.xref import corpus_refs

ROUNDS = {"shipped": 20, "scaled": 5}
SCALE = 10  # copies of the seeds for the throughput figure at scale


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


def time_mkdocs(docs: dict[str, str], folder: Path, rounds: int) -> tuple[float, int]:
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
    best = float("inf")
    for _ in range(rounds):
        config = load_config(str(folder / "mkdocs.yml"), site_dir=str(folder / "site"))
        start = time.perf_counter()
        build(config)
        best = min(best, time.perf_counter() - start)
    return best, len(list((folder / "site").rglob("*.html"))) - 1  # less MkDocs' 404 page


def time_ours(corpus: Corpus, folder: Path, rounds: int) -> tuple[float, int]:
    """The site's own pages, references linked and terms marked (both found beforehand, as
    Markdown's text is written beforehand), without the other parts' panels and pages
    (MkDocs has none)."""
    refs, terms, titles = corpus_refs(corpus), term_spans(corpus), term_titles()
    best, pages = float("inf"), 0
    for _ in range(rounds):
        start = time.perf_counter()
        pages = build_site(corpus, folder, refs, Parts(terms=terms, term_titles=titles))["pages"]
        best = min(best, time.perf_counter() - start)
    return best, pages


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
    mk_time, mk_pages = time_mkdocs(docs, folder / "mkdocs", rounds)
    our_time, our_pages = time_ours(corpus, folder / "ours", rounds)
    ours_rate, mk_rate = our_pages / our_time, mk_pages / mk_time
    print(f"{label} (best of {rounds} rounds each):")
    print(f"  bridgelaws site: {our_pages} pages in {our_time:.3f} s = {ours_rate:.0f} pages/s")
    print(f"  mkdocs:          {mk_pages} pages in {mk_time:.3f} s = {mk_rate:.0f} pages/s "
          f"({len(docs) - 1} law pages as Markdown)")
    print(f"  ratio: {ours_rate / mk_rate:.1f}x (target >= 10x)")


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
