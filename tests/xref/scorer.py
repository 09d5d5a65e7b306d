"""Precision and recall of the finder over the hand-written tables in tests/xref/cases/.

A case is (context law, text, expected targets). A found reference counts as `TARGET`, or as
`TARGET@EDITION` where the table names an edition. Run `python -m tests.xref.scorer` for
the figures per language and split (dev: what the grammar was tuned on; held-out: written
at the same time, before any tuning, and not looked at case by case while tuning).
"""

from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from bridgelaws.xref.find import find
from bridgelaws.xref.normalise import target

CASES = Path(__file__).parent / "cases"
LANGS = ("en", "ru", "el")


@dataclass(frozen=True)
class Case:
    lang: str
    split: str
    line: int
    context: str
    text: str
    expected: tuple[str, ...]


def load(lang: str) -> list[Case]:
    cases, split = [], ""
    for n, line in enumerate((CASES / f"{lang}.tsv").read_text("utf-8").splitlines(), 1):
        if line.startswith("# split:"):
            split = line.split(":", 1)[1].strip()
        if not line or line.startswith("#"):
            continue
        context, text, expected = line.split("\t")
        cases.append(Case(lang, split, n, context, text, tuple(expected.split())))
    return cases


def got(case: Case) -> list[str]:
    """What the finder reads in the case, in the table's notation."""
    out = []
    for f in find(case.text, case.lang):
        cite = target(f, case.lang, case.context)
        if cite:
            out.append(f"{cite}@{f.edition}" if f.edition else cite)
    return out


def compare(case: Case) -> tuple[int, int, int]:
    """(true positives, found, expected); an expectation without an edition ignores it."""
    found = got(case)
    strict = Counter(e for e in case.expected if "@" in e)
    loose = Counter(e for e in case.expected if "@" not in e)
    tp = 0
    for f in found:
        if strict[f] > 0:
            strict[f] -= 1
            tp += 1
        elif loose[f.split("@")[0]] > 0:
            loose[f.split("@")[0]] -= 1
            tp += 1
    return tp, len(found), len(case.expected)


def score(cases: list[Case]) -> tuple[float, float]:
    tp = found = expected = 0
    for case in cases:
        t, f, e = compare(case)
        tp, found, expected = tp + t, found + f, expected + e
    return (tp / found if found else 1.0), (tp / expected if expected else 1.0)


def main() -> None:
    for lang in LANGS:
        cases = load(lang)
        for split in ("dev", "held-out", "all"):
            part = [c for c in cases if split in ("all", c.split)]
            p, r = score(part)
            neg = sum(not c.expected for c in part)
            print(f"{lang} {split:<9} cases {len(part):>4} (negatives {neg:>3})"
                  f"  precision {p:.3f}  recall {r:.3f}")
        if "-v" in sys.argv:
            for case in cases:
                if compare(case)[0] != len(case.expected) or len(got(case)) != len(case.expected):
                    print(f"  {case.split}:{case.line}: {case.text!r} got {got(case)}"
                          f" want {list(case.expected)}")


if __name__ == "__main__":
    main()
