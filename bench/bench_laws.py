"""Speed and memory of ruling PBN files: boards per second per edition, peak memory.

Boards stream (read, derived, ruled and dropped one by one), so memory stays flat however
long the file. Run: python bench/bench_laws.py [copies]  (the shipped example boards,
repeated; 60 copies is about 2,000 boards)
"""

from __future__ import annotations

import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bridgelaws.errors import BridgelawsError
from bridgelaws.laws.examples import example_files
from bridgelaws.laws.ruling import EDITIONS, rule_boards


def run(path: Path, editions: list[str]) -> tuple[int, float]:
    """Boards ruled and seconds taken; each ruling is dropped once made."""
    start = time.perf_counter()
    boards = 0
    for item in rule_boards(path, editions):
        if isinstance(item, BridgelawsError):
            raise item
        boards += 1
    return boards, time.perf_counter() - start


def main(copies: int = 60) -> None:
    text = "\n".join(p.read_text(encoding="utf-8") for p in example_files())
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "boards.pbn"
        path.write_text("\n\n".join([text] * copies), encoding="utf-8")
        for edition in EDITIONS:
            boards, took = run(path, [edition])
            print(f"{edition}: {boards} boards in {took:.2f} s: {boards / took:.0f} boards/s")
        boards, took = run(path, list(EDITIONS))
        print(f"all three: {boards} boards in {took:.2f} s: {boards / took:.0f} boards/s")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak memory (max RSS of this process): {peak:.0f} MB")
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "bridgelaws.cli", "rule", "--help"],
                   check=True, capture_output=True)
    print(f"rule --help start-up: {time.perf_counter() - start:.2f} s")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 60)
