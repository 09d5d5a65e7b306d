"""`annotate` throughput, printed as figures (target: >= 10 MB/s, linear in input size).

Mixed text is the shipped sources (English, Russian, Greek) repeated to 1, 5 and 10 MB,
each annotated in its own language; adversarial text is one 1 MB line of digits and
letters, runs of `Law Law Law`, and dense lists (`Laws 1, 2, 3, ...`). Each figure covers
finding, normalising, resolving and rendering md (the slowest format); the corpus is
loaded once, outside the timing.
"""

from __future__ import annotations

import random
import time

from bridgelaws.corpus import load_corpus
from bridgelaws.corpus.manifest import SHIPPED
from bridgelaws.xref.annotate import annotate, render
from bridgelaws.xref.resolve import Resolver

MB = 1_000_000
TARGET = 10.0  # MB/s
SOURCES = {  # source file -> language of most of its text
    "000_7f1d9a44518722f4.txt": "ru",
    "001_716f04c5566109c1.txt": "el",
    "002_ebb737f04c9e0169.txt": "en",
    "003_368613c22a3d6f55.txt": "en",
    "004_b853dc6357ac1c59.txt": "el",
}


def sized(text: str, size: int) -> str:
    """`text` repeated up to `size` bytes of UTF-8."""
    unit = len(text.encode("utf-8"))
    return text * max(1, size // unit)


def adversarial(size: int) -> dict[str, str]:
    """The inputs the target covers: few references, many near-misses."""
    rng = random.Random(0)
    alphabet = "0123456789ABCDEFGHLabcdefghΓΣΤαβ()L "
    return {
        "digits+letters line": "".join(rng.choice(alphabet) for _ in range(size)),
        "Law Law Law": sized("Law ", size),
        "L61B3a glued": sized("L61B3a", size),
        "Νόμος Νόμου Νόμο (el)": sized("Νόμος Νόμου Νόμο ", size),
    }


def dense(size: int) -> dict[str, str]:
    """Nothing but references: bound by the per-reference cost, not by scanning."""
    return {
        "Law Law Law 64B2(b)": sized("Law Law Law 64B2(b) ", size),
        "Laws 1, 2, 3, 64B, ...": "Laws " + sized("1, 2, 3, 64B, ", size),
        "Νόμο 16Γ2 (el)": sized("Νόμος Νόμου Νόμο 16Γ2 ", size),
    }


def measure(text: str, lang: str, corpus, resolver: Resolver) -> tuple[float, int]:
    start = time.perf_counter()
    refs = annotate(text, lang, corpus, resolver=resolver)
    render(text, refs, "md")
    return time.perf_counter() - start, len(refs)


def report(
    name: str, texts: list[tuple[str, str]], corpus, resolver: Resolver, per_ref: bool = False
) -> float:
    size = sum(len(t.encode("utf-8")) for t, _ in texts)
    seconds, count = 0.0, 0
    for text, lang in texts:
        s, n = measure(text, lang, corpus, resolver)
        seconds += s
        count += n
    rate = size / MB / seconds
    cost = f"{seconds / count * 1e6:5.1f} us/ref" if per_ref else " " * 12
    ok = "ok" if rate >= TARGET else "below target"
    print(
        f"{name:<30}{size / MB:6.1f} MB {seconds:7.3f} s {rate:7.1f} MB/s {count:>8} refs"
        f" {cost}  {ok}"
    )
    return rate


def main() -> None:
    corpus = load_corpus()
    resolver = Resolver(corpus)
    texts = {f: (SHIPPED / f).read_text(encoding="utf-8") for f in SOURCES}
    print(f"target: {TARGET:.0f} MB/s (MB = 10^6 bytes of UTF-8), linear in input size")
    rates = []
    for mb in (1, 5, 10):
        share = mb * MB // len(texts)
        mixed = [(sized(texts[f], share), lang) for f, lang in SOURCES.items()]
        rates.append(report(f"mixed {mb} MB", mixed, corpus, resolver))
    print(f"linearity (10 MB rate / 1 MB rate): {rates[-1] / rates[0]:.2f} (1.00 = linear)")
    hostile = [(text, "el" if "(el)" in name else "en") for name, text in adversarial(MB).items()]
    for (text, lang), name in zip(hostile, adversarial(0), strict=True):
        report(name, [(text, lang)], corpus, resolver)
    share = 10 * MB // len(texts)
    mixed = [(sized(texts[f], share), lang) for f, lang in SOURCES.items()]
    report("mixed 10 MB + adversarial", mixed + hostile, corpus, resolver)
    report(
        "digits+letters 10 MB line",
        [(adversarial(10 * MB)["digits+letters line"], "en")],
        corpus,
        resolver,
    )
    print("dense references (per-reference cost; outside the target):")
    for name, text in dense(MB).items():
        report(name, [(text, "el" if "(el)" in name else "en")], corpus, resolver, per_ref=True)


if __name__ == "__main__":
    main()
