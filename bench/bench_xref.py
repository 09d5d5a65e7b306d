"""`annotate` throughput, printed as figures (target: >= 10 MB/s, linear in input size).

Realistic text is the shipped sources (English, Russian, Greek) and the hand-written
sentences of tests/xref/cases (appeals write-ups, forum posts, translators' notes), each in
its own language and in an equal share; reference-free floods are `see B2 above`
(unreadable without a law), scores and boards, `Law Law Law`. Each is measured at 0.1, 1
and 10 MB (1x, 10x, 100x): linear means the rate stays flat. The case sentences are also
read whole, each once, as a dense row: nearly a reference a line, each seen first there.
Adversarial text is one 1 MB line of digits and letters, and dense lists (`Laws 1, 2, 3,
...`). Each figure covers finding, normalising, resolving and rendering md (the slowest
format); the corpus is loaded and the grammars compiled once, outside the timing.
"""

from __future__ import annotations

import random
import time
from pathlib import Path

from bridgelaws.corpus import load_corpus
from bridgelaws.corpus.manifest import SHIPPED
from bridgelaws.xref.annotate import annotate, render
from bridgelaws.xref.find import WORDS, grammar
from bridgelaws.xref.normalise import cite
from bridgelaws.xref.resolve import Resolver

MB = 1_000_000
TARGET = 10.0  # MB/s
REPEAT = 3  # reads of each row, the fastest reported
SOURCES = {  # source file -> language of most of its text
    "000_7f1d9a44518722f4.txt": "ru",
    "001_716f04c5566109c1.txt": "el",
    "002_ebb737f04c9e0169.txt": "en",
    "003_368613c22a3d6f55.txt": "en",
    "004_b853dc6357ac1c59.txt": "el",
}


def sized(text: str, size: int) -> str:
    """`text` repeated up to `size` bytes of UTF-8; a text longer than that sampled, every
    k-th line evenly across it, up to `size`: each scale holds each text in the same share
    and in the same mix. (Cut at its head, as before, a case table gave its earliest lines
    only, with 2.2 to 2.5 times the references per KB of the whole table: 1x then read
    another text than 10x and 100x.) A text of one line is cut at `size`."""
    data = text.encode("utf-8")
    if len(data) <= size or size <= 0:
        return text * (size // len(data))
    step = -(-len(data) // size)
    sample, used = [], 0
    for line in text.splitlines(keepends=True)[::step]:
        used += len(line.encode("utf-8"))
        if used > size:
            break
        sample.append(line)
    return "".join(sample) or data[:size].decode("utf-8", errors="ignore")


def cases_text() -> dict[str, str]:
    """The hand-written sentences of the test tables, one language each."""
    root = Path(__file__).resolve().parent.parent / "tests" / "xref" / "cases"
    out = {}
    for lang in ("en", "ru", "el"):
        lines = (root / f"{lang}.tsv").read_text(encoding="utf-8").splitlines()
        out[lang] = "\n".join(ln.split("\t")[1] for ln in lines if ln and ln[0] != "#") + "\n"
    return out


def floods(size: int) -> dict[str, tuple[str, str]]:
    """Text with no reference a reader could follow, as name -> (text, language)."""
    return {
        "flood: see B2 above": (sized("see B2 above ", size), "en"),
        "flood: см. B2 выше": (sized("см. B2 выше ", size), "ru"),
        "flood: scores and boards": (sized("Board 12: 4S-1, 12 IMPs, 64% on 2007-03-12. ", size),
                                     "en"),
        "flood: Law Law Law": (sized("Law ", size), "en"),
    }


def adversarial(size: int) -> dict[str, str]:
    """The inputs the target covers: few references, many near-misses."""
    rng = random.Random(0)
    alphabet = "0123456789ABCDEFGHLabcdefghΓΣΤαβ()L "
    return {
        "digits+letters line": "".join(rng.choice(alphabet) for _ in range(size)),
        "Law Law Law": sized("Law ", size),
        "L61B3a glued": sized("L61B3a", size),
        "Νόμος Νόμου Νόμο (el)": sized("Νόμος Νόμου Νόμο ", size),
        # What may follow a cite is read over one long run of blanks at a time, not over
        # every way of splitting it (`Правило 5` then 1 MB of spaces: once quadratic).
        "Law 5 then blanks": "Law 5" + " " * size + "to Law 6",
        "Правило 5 then blanks (ru)": "Правило 5" + " " * size + "x",
        "Νόμος 5 then blanks (el)": "Νόμος 5" + " \t" * (size // 2) + "x",
        # a mark of another script's law words, then a megabyte of English to its end
        "one Π, then English": "с " + sized("Law and order, ", size),
    }


def dense(size: int) -> dict[str, str]:
    """Nothing but references: bound by the per-reference cost, not by scanning."""
    return {
        "Law Law Law 64B2(b)": sized("Law Law Law 64B2(b) ", size),
        "Laws 1, 2, 3, 64B, ...": "Laws " + sized("1, 2, 3, 64B, ", size),
        "Νόμο 16Γ2 (el)": sized("Νόμος Νόμου Νόμο 16Γ2 ", size),
        # another script's references everywhere, each read as a quote
        "Правило, Νόμος in English": sized("the Правило 5 and Νόμος 6, пункт В, μ ", size),
        "Νόμος, ρ in Russian (ru)": sized("в тексте Νόμος 16Γ ρ и ", size),
    }


def _lang(name: str) -> str:
    """The language an input's name says it is in (`(el)`, `(ru)`), else English."""
    return next((lang for lang in ("el", "ru") if f"({lang})" in name), "en")


def measure(text: str, lang: str, corpus, resolver: Resolver) -> tuple[float, int]:
    """CPU seconds (not wall time: the machine is shared) and the references found."""
    start = time.process_time()
    refs = annotate(text, lang, corpus, resolver=resolver)
    render(text, refs, "md")
    return time.process_time() - start, len(refs)


def forget() -> None:
    """Drop what earlier reads remembered (heads and cites seen), so that a read is a first."""
    for lang in WORDS:
        grammar(lang).heads.clear()
    cite.cache_clear()


def report(name: str, texts: list[tuple[str, str]], corpus, per_ref: bool = False) -> float:
    """The fastest of REPEAT reads of `texts`, each a first read (what earlier rows and reads
    remembered forgotten, a resolver of its own): a 0.1 MB row lasts some 8 ms, where one
    scheduler tick moves the figure by a fifth."""
    size = sum(len(t.encode("utf-8")) for t, _ in texts)
    best, count = float("inf"), 0
    for _ in range(REPEAT):
        forget()
        resolver = Resolver(corpus)
        seconds, count = 0.0, 0
        for text, lang in texts:
            s, n = measure(text, lang, corpus, resolver)
            seconds += s
            count += n
        best = min(best, seconds)
    rate = size / MB / best
    cost = f"{best / count * 1e6:5.1f} us/ref" if per_ref else " " * 12
    ok = "ok" if rate >= TARGET else "below target"
    print(
        f"{name:<30}{size / MB:6.1f} MB {best:7.3f} s {rate:7.1f} MB/s {count:>8} refs"
        f" {cost}  {ok}"
    )
    return rate


def main() -> None:
    corpus = load_corpus()
    for lang in WORDS:  # compiled when first used: start-up, timed no more than the load
        grammar(lang)
    texts = {f: (SHIPPED / f).read_text(encoding="utf-8") for f in SOURCES}
    print(f"target: {TARGET:.0f} MB/s of CPU time (MB = 10^6 bytes of UTF-8), linear in input size;"
          f" each row the fastest of {REPEAT} first reads")
    cases = cases_text()
    for scale, size in (("1x", MB // 10), ("10x", MB), ("100x", 10 * MB)):
        share = size // (len(texts) + len(cases))
        real = [(sized(texts[f], share), lang) for f, lang in SOURCES.items()]
        real += [(sized(text, share), lang) for lang, text in cases.items()]
        report(f"realistic {scale}", real, corpus)
        for name, (text, lang) in floods(size).items():
            report(f"{name} {scale}", [(text, lang)], corpus)
    hostile = [(text, _lang(name)) for name, text in adversarial(MB).items()]
    for (text, lang), name in zip(hostile, adversarial(0), strict=True):
        report(name, [(text, lang)], corpus)
    share = 10 * MB // len(texts)
    mixed = [(sized(texts[f], share), lang) for f, lang in SOURCES.items()]
    report("mixed 10 MB + adversarial", mixed + hostile, corpus)
    report("digits+letters 10 MB line", [(adversarial(10 * MB)["digits+letters line"], "en")],
           corpus)
    print("dense references (per-reference cost; outside the target):")
    for name, text in dense(MB).items():
        report(name, [(text, _lang(name))], corpus, per_ref=True)
    # Every hand-written sentence once: a reference in nearly every line, each seen for the
    # first time (the realistic rows hold a share of these sentences).
    report("case sentences, each once", [(text, lang) for lang, text in cases.items()],
           corpus, per_ref=True)


if __name__ == "__main__":
    main()
