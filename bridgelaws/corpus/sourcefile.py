"""Reading a source text: UTF-8 or one clear error naming the file and line."""

from __future__ import annotations

from pathlib import Path

from bridgelaws.errors import BridgelawsError


def read_source(path: Path) -> str:
    """The text of a source file; bad bytes or an empty file are errors naming file and line."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise BridgelawsError("source file not found", file=str(path)) from None
    if not data.strip():
        raise BridgelawsError("source file is empty", file=str(path), line=1)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        raise BridgelawsError(
            f"not UTF-8 (byte 0x{data[err.start]:02x} at offset {err.start}); "
            "convert the file to UTF-8",
            file=str(path),
            line=line,
        ) from None
