"""Corpus throughput and CLI start-up, printed as figures (targets: >= 5 MB/s; --help < 0.3 s).

The corpus is the shipped sources copied 100 times, each copy's laws renumbered so that
no two copies hold the same law of the same edition.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bridgelaws.corpus.load import _load
from bridgelaws.corpus.manifest import SHIPPED, load_manifest
from bridgelaws.corpus.validate import validate
from bridgelaws.corpus.xmlwrite import corpus_xml

COPIES = 100
RENUMBER = {
    "table": re.compile(r"(LAW |ПРАВИЛО )(\d+)"),
    "editions": re.compile(r"^(LAW )(\d+)", re.M),
    "forum": re.compile(r"^(L)(\d+)(?= )", re.M),
}


def make_corpus(folder: Path) -> int:
    _, sources = load_manifest()
    entries, size = [], 0
    for k in range(COPIES):
        for src in sources:
            text = (SHIPPED / src.file).read_text(encoding="utf-8")
            shift = 100 * (k + 1)
            if src.reader in RENUMBER:
                text = RENUMBER[src.reader].sub(
                    lambda m, shift=shift: f"{m[1]}{int(m[2]) + shift}", text)
            name = f"{k:03d}_{src.file}"
            data = text.encode("utf-8")
            (folder / name).write_bytes(data)
            size += len(data)
            laws = [str(int(n) + shift) for n in src.laws]
            titles = {str(int(n) + shift): by_lang for n, by_lang in src.titles.items()}
            fields = {"file": name, "reader": src.reader, "editions": src.editions,
                      "languages": src.languages, "laws": laws, "redrafts": src.redrafts,
                      "origin": src.origin}
            # JSON strings and arrays are TOML; a table of tables is written inline.
            lines = [f"{key} = {json.dumps(value)}" for key, value in fields.items()]
            lines.append("titles = { " + ", ".join(
                f'"{n}" = {{ ' + ", ".join(f"{lang} = {json.dumps(t)}" for lang, t in by.items())
                + " }" for n, by in titles.items()) + " }")
            entries.append("[[source]]\n" + "\n".join(lines) + "\n")
    (folder / "manifest.toml").write_text("\n".join(entries), encoding="utf-8")
    return size


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        size = make_corpus(folder)
        start, cpu_start = time.perf_counter(), time.process_time()
        corpus = _load(str(folder))
        parsed = time.perf_counter()
        xml = corpus_xml(corpus)
        written, cpu = time.perf_counter(), time.process_time() - cpu_start
        validate(xml)
        validated = time.perf_counter()
    laws = sum(len(e.laws) for e in corpus.editions.values())
    mb = size / 1e6
    print(f"corpus: {COPIES} copies of the seeds, {mb:.2f} MB, {laws} laws")
    print(f"  read + align: {parsed - start:.3f} s")
    print(f"  XML write:    {written - parsed:.3f} s ({len(xml) / 1e6:.1f} MB)")
    print(f"  parse+align+write: {mb / (written - start):.1f} MB/s (target >= 5 MB/s)")
    print(f"  the same in CPU time: {mb / cpu:.1f} MB/s (what other processes do not slow)")
    print(f"  RELAX NG validation: {validated - written:.3f} s")
    runs = []
    for _ in range(5):
        t = time.perf_counter()
        subprocess.run([sys.executable, "-m", "bridgelaws.cli", "--help"], check=True,
                       capture_output=True)
        runs.append(time.perf_counter() - t)
    print(f"bridgelaws --help: best {min(runs):.3f} s of 5 (target < 0.3 s)")


if __name__ == "__main__":
    main()
