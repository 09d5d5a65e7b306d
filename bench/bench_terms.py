"""Terminology check and translation QA over the shipped corpus, in a fresh interpreter so
that spaCy's and pymorphy3's start-up count (target: the whole `bridgelaws terms check`
under 2 s).

Prints seconds for: the commands end to end (`terms check`, `qa --edition 1997 --pair
en-ru`), then in-process the imports and pipelines, loading the corpus, and each check;
then the terms' and QA's share of a build (the site's term marks, glossary and QA page, as
`site.parts` makes them, no memo from an earlier build) in CPU seconds, one fresh process
per size: the shipped corpus and the seeds copied 30 times (bench_build's corpus; target:
a fifth of what it was, 3.6 s at 30x under load). The machine is shared: CPU seconds, and
even they vary with load.

    python bench/bench_terms.py            # all
    python bench/bench_terms.py --share    # the build's share only
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RUNS = 3


def command_seconds(*args: str) -> float:
    """Best of RUNS: the command with --json, as a user runs it."""
    best = float("inf")
    for _ in range(RUNS):
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "bridgelaws.cli", *args, "--json"],
            check=True,
            capture_output=True,
        )
        best = min(best, time.perf_counter() - start)
    return best


def stage_seconds() -> dict[str, float]:
    times, start = {}, time.perf_counter()
    from bridgelaws.translate.check import check_terms
    from bridgelaws.translate.terms import matcher

    for lang in ("en", "ru", "el"):
        matcher(lang)
    times["imports, pipelines and term base"] = time.perf_counter() - start
    from bridgelaws.corpus import load_corpus

    start = time.perf_counter()
    corpus = load_corpus()
    times["load corpus"] = time.perf_counter() - start
    start = time.perf_counter()
    report = check_terms(corpus)
    times["check"] = time.perf_counter() - start
    times["findings"] = len(report.missing)
    from bridgelaws.translate.qa import qa

    start = time.perf_counter()
    flags = len(qa(corpus, "1997", "en-ru").flags) + len(qa(corpus, "2017", "en-el").flags)
    times["qa 1997 en-ru and 2017 en-el"] = time.perf_counter() - start
    times["qa flags"] = flags
    return times


SHARE_SIZES = (1, 30)
# One fresh process per size: start-up (term base, tokenizer rules, lemmatisers) is part of
# the share, as in a build.
SHARE = """
import json, sys, time
from pathlib import Path
from bridgelaws.corpus import load_corpus
corpus = load_corpus(Path(sys.argv[1])) if len(sys.argv) > 1 else load_corpus()
from bridgelaws.site import parts
times = {}
for name in ("term_spans", "glossary_page", "qa_page"):
    start = time.process_time()
    getattr(parts, name)(corpus)
    times[name] = time.process_time() - start
print(json.dumps(times))
"""


def share_seconds() -> None:
    sys.path.insert(0, str(Path(__file__).parent))
    import bench_build  # this folder's build benchmark: its corpus of N copies

    with tempfile.TemporaryDirectory() as tmp:
        for copies in SHARE_SIZES:
            args = []
            if copies > 1:
                sources = Path(tmp) / f"sources-{copies}"
                bench_build.make_sources(sources, copies)
                args = [str(sources)]
            best: dict[str, float] = {}
            for _ in range(RUNS):
                done = subprocess.run([sys.executable, "-c", SHARE, *args], check=True,
                                      capture_output=True, text=True)
                times = json.loads(done.stdout)
                if not best or sum(times.values()) < sum(best.values()):
                    best = times
            shown = ", ".join(f"{name} {value:.2f}" for name, value in best.items())
            print(f"terms and QA in a build, {copies}x (CPU s, best of {RUNS}): "
                  f"{sum(best.values()):.2f} s ({shown})")


def main() -> None:
    if "--share" in sys.argv[1:]:
        share_seconds()
        return
    total = command_seconds("terms", "check")
    print(f"terms check, end to end (best of {RUNS}): {total:.2f} s (target < 2 s)")
    total = command_seconds("qa", "--edition", "1997", "--pair", "en-ru")
    print(f"qa 1997 en-ru, end to end (best of {RUNS}): {total:.2f} s")
    for stage, value in stage_seconds().items():
        print(f"  {stage}: {value:.2f} s" if isinstance(value, float) else f"  {stage}: {value}")
    share_seconds()


if __name__ == "__main__":
    main()
