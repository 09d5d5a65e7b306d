"""Speed of ruling PBN files: boards per second read, derived and ruled under three editions.

Run: python bench/bench_laws.py [copies]  (the shipped example boards, repeated)
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bridgelaws.laws.examples import example_files
from bridgelaws.laws.ruling import EDITIONS, rule_file


def main(copies: int = 40) -> None:
    text = "\n".join(p.read_text(encoding="utf-8") for p in example_files())
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "boards.pbn"
        path.write_text("\n".join([text] * copies), encoding="utf-8")
        start = time.perf_counter()
        rulings = rule_file(path, list(EDITIONS))
        took = time.perf_counter() - start
    boards = len(rulings) // len(EDITIONS)
    print(f"boards: {boards}, rulings: {len(rulings)}, seconds: {took:.2f}")
    print(f"boards per second (3 editions each): {boards / took:.0f}")
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "bridgelaws.cli", "rule", "--help"],
                   check=True, capture_output=True)
    print(f"rule --help start-up: {time.perf_counter() - start:.2f} s")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
