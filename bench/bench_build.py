"""Whole-build throughput as users meet it (targets: >= 5 MB/s at the margin between 1x and
30x the seeds, linear to 200x, peak memory < 1 GB; the search index timed apart).

Each size is the shipped sources copied N times with the laws renumbered (bench_corpus's
`make_corpus`; the 1997 parts and sections in the first copy only), built by ONE process,
`python -m bridgelaws build --no-search --json`, as a user runs it. Printed per size: wall
and CPU seconds (CPU counts the build's own worker processes too: it is what other users of
a shared machine do not slow), peak memory (the largest process's resident set,
ru_maxrss), the stage that took most (from the report's "timings"); between sizes, MB/s at
the margin: the extra megabytes over the extra time, which leaves out the start-up every
build pays once.

    python bench/bench_build.py                      # 1x 10x 30x 200x, then Pagefind at 200x
    python bench/bench_build.py --sizes 1 30 --profile   # cProfile of the 30x build
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import bench_corpus  # this folder's corpus benchmark: the seeds copied and renumbered

SIZES = (1, 10, 30, 200)
# A part or section label of the table layout (either language) and its heading, up to
# the next label or law.
DIVISION = re.compile(r"(?:Часть [IVX]+|Раздел \d+|PART [IVX]+|SECTION [A-Z]+?(?=[A-Z ]))"
                      r"[^|]*?(?=Раздел \d+ |ПРАВИЛО |SECTION |LAW \d)")
PROFILED = 30


@dataclass
class Run:
    copies: int
    mb: float
    wall: float
    cpu: float
    peak_mb: float
    timings: dict[str, float]


def build_command(sources: Path, out: Path, *extra: str) -> list[str]:
    return [sys.executable, *extra, "-m", "bridgelaws", "build", "--no-search", "--json",
            "--sources", str(sources), "--out", str(out)]


def run_child(cmd: list[str], log: Path) -> tuple[float, float, float, bytes]:
    """Wall seconds, CPU seconds and peak resident MB of one process (wait4's usage takes in
    the children it waited for), and its standard output."""
    with open(log, "wb") as stdout:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=stdout, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed with status {proc.returncode}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, log.read_bytes()


def make_sources(folder: Path, copies: int) -> int:
    """The seeds `copies` times (bench_corpus), the parts and sections (with their
    headings) kept in the first copy only: every copy repeats the 1997 text's "Часть III" and
    its "Раздел 1-3", so N copies would make N parts of one edition with the same eId, which
    no real text has (one Part III per edition) and whose contents page grows as N squared
    (3.3 MB at 30x). Returns the bytes written."""
    folder.mkdir()
    bench_corpus.COPIES = copies
    bench_corpus.make_corpus(folder)
    size = 0
    for path in sorted(folder.glob("*.txt")):
        if not path.name.startswith("000_"):
            text = path.read_text(encoding="utf-8")
            path.write_text(DIVISION.sub("", text), encoding="utf-8")
        size += path.stat().st_size
    return size


def measure(copies: int, tmp: Path, tag: str = "") -> Run:
    sources, out = tmp / f"sources-{copies}{tag}", tmp / f"out-{copies}{tag}"
    size = make_sources(sources, copies)
    wall, cpu, peak, stdout = run_child(build_command(sources, out), tmp / "report.json")
    return Run(copies, size / 1e6, wall, cpu, peak, json.loads(stdout)["timings"])


def top(timings: dict[str, float]) -> str:
    stage = max(timings, key=timings.get)
    return f"{stage} {timings[stage]:.2f} s"


def margin(a: Run, b: Run) -> str:
    extra = b.mb - a.mb
    grown = {stage: b.timings.get(stage, 0) - a.timings.get(stage, 0) for stage in b.timings}
    return (f"  {a.copies}x -> {b.copies}x: {extra / (b.wall - a.wall):.2f} MB/s wall, "
            f"{extra / (b.cpu - a.cpu):.2f} MB/s CPU at the margin (target >= 5); "
            f"grew most: {top(grown)}")


def time_search(site: Path) -> None:
    """Pagefind alone, on the largest site built, as `build` runs it after the pages."""
    from bridgelaws.site.search import index_site

    pages = sum(1 for _ in site.rglob("*.html"))
    start = time.perf_counter()
    found = index_site(site)
    wall = time.perf_counter() - start
    print(f"search index (Pagefind) on that site: {pages} HTML files in {wall:.2f} s wall; "
          f"pages per language {found['pages_per_language']}")


def profile(tmp: Path) -> None:
    sources = tmp / f"sources-{PROFILED}"
    if not sources.exists():
        make_sources(sources, PROFILED)
    stats = tmp / "build.prof"
    run_child(build_command(sources, tmp / "out-prof", "-m", "cProfile", "-o", str(stats)),
              tmp / "prof.json")
    import pstats

    print(f"cProfile of the {PROFILED}x build, by own time:")
    pstats.Stats(str(stats)).sort_stats("tottime").print_stats(25)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    parser.add_argument("--no-search", dest="search", action="store_false",
                        help="skip timing Pagefind on the largest site")
    parser.add_argument("--profile", action="store_true", help=f"cProfile the {PROFILED}x build")
    args = parser.parse_args()
    ram = Path("/dev/shm")
    with tempfile.TemporaryDirectory(dir=ram if ram.is_dir() else None) as tmp:
        tmp = Path(tmp)
        # A first build, not counted: the first process in a while reads its libraries
        # (spaCy, lxml, the models' tables) from disk, the later ones from the page cache.
        measure(min(args.sizes), tmp, "warm")
        runs: list[Run] = []
        for copies in sorted(args.sizes):
            run = measure(copies, tmp)
            if runs:
                print(margin(runs[-1], run))
            print(f"{copies}x the seeds, {run.mb:.2f} MB: {run.wall:.2f} s wall, "
                  f"{run.cpu:.2f} s CPU, peak {run.peak_mb:.0f} MB (target < 1024); "
                  f"most: {top(run.timings)}")
            runs.append(run)
        if len(runs) > 2:
            print(margin(runs[0], runs[-1]).replace("  ", "  whole range ", 1))
        if args.search:
            time_search(tmp / f"out-{runs[-1].copies}" / "site")
        if args.profile:
            profile(tmp)


if __name__ == "__main__":
    main()
