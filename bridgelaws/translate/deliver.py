"""Where an export goes: a file, written whole or not at all, or standard output."""

from __future__ import annotations

import sys
from pathlib import Path

from bridgelaws.atomic import write_bytes


def deliver(data: bytes, out: Path | None) -> None:
    if out is None:
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
    else:
        write_bytes(Path(out), data)
