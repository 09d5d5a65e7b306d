"""Terminology check and translation QA over the shipped corpus, in a fresh interpreter so
that spaCy's and pymorphy3's start-up count (target: the whole `bridgelaws terms check`
under 2 s).

Prints seconds for: the commands end to end (`terms check`, `qa --edition 1997 --pair
en-ru`), then in-process the imports and pipelines, loading the corpus, and each check.
"""

from __future__ import annotations

import subprocess
import sys
import time

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


def main() -> None:
    total = command_seconds("terms", "check")
    print(f"terms check, end to end (best of {RUNS}): {total:.2f} s (target < 2 s)")
    total = command_seconds("qa", "--edition", "1997", "--pair", "en-ru")
    print(f"qa 1997 en-ru, end to end (best of {RUNS}): {total:.2f} s")
    for stage, value in stage_seconds().items():
        print(f"  {stage}: {value:.2f} s" if isinstance(value, float) else f"  {stage}: {value}")


if __name__ == "__main__":
    main()
