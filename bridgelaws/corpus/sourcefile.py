"""Reading a source text: UTF-8 or one clear error naming the file and line."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from bridgelaws.errors import BridgelawsError

# Characters XML 1.0 cannot hold: C0 controls but tab, newline and carriage return, and the
# two non-characters U+FFFE/U+FFFF. A text holding one could not be written as the corpus.
NOT_IN_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
# A C0 control is one byte, never part of another character's bytes, so a pass over the
# bytes (deleting all others) finds one faster than the pattern over the text, which is
# searched only where there is one. The two non-characters are looked for in the text: a
# search for one character (none at all in a text of Latin-1 characters only) is several
# times faster than for its three bytes.
C0 = bytes(range(0x00, 0x09)) + b"\x0b\x0c" + bytes(range(0x0e, 0x20))
NOT_C0 = bytes(sorted(set(range(256)) - set(C0)))
NONCHARACTERS = ("\ufffe", "\uffff")


def read_source(path: Path) -> tuple[str, str]:
    """The text of a source file and the SHA-256 of its bytes (read once); bad bytes or an
    empty file are errors naming file and line."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise BridgelawsError("source file not found", file=str(path)) from None
    if not data.strip():
        raise BridgelawsError("source file is empty", file=str(path), line=1)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        raise BridgelawsError(
            f"not UTF-8 (byte 0x{data[err.start]:02x} at offset {err.start}); "
            "convert the file to UTF-8",
            file=str(path),
            line=line,
        ) from None
    text = text.removeprefix("\ufeff")  # a byte order mark is no part of the text
    suspect = data.translate(None, NOT_C0) or any(nc in text for nc in NONCHARACTERS)
    bad = NOT_IN_XML.search(text) if suspect else None
    if bad:
        raise BridgelawsError(
            f"control character U+{ord(bad.group()):04X} at column "
            f"{bad.start() - text.rfind(chr(10), 0, bad.start())}; XML cannot hold it",
            file=str(path),
            line=text.count("\n", 0, bad.start()) + 1,
        )
    return text, hashlib.sha256(data).hexdigest()
