"""Locale codes for exports: the language as a translation tool names it (`en-GB`).

A sources folder's manifest may say, beside its `[[source]]` entries (which the corpus
reader reads; it leaves other keys alone):

    [locales]
    en = "en-GB"

A language it does not name keeps its bare code (`ru`, `el`): the default, and what the
shipped manifest gives. A locale is a BCP 47 tag (RFC 5646) whose language is the one named.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from bridgelaws.errors import BridgelawsError

TAG = re.compile(r"(?P<lang>[a-z]{2,3})(?:-[A-Za-z0-9]{1,8})*")


def locales(folder: Path | None = None) -> dict[str, str]:
    """Language -> locale, as the folder's manifest names them (default: the shipped one)."""
    from bridgelaws.corpus.manifest import SHIPPED

    path = Path(folder or SHIPPED) / "manifest.toml"
    try:
        raw = path.read_text("utf-8")
        table = tomllib.loads(raw).get("locales", {})
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return {}  # the corpus reader says what is wrong with the manifest
    if not isinstance(table, dict):
        raise BridgelawsError("locales must be a table: [locales] en = \"en-GB\"",
                              file=str(path), line=_line(raw, "locales"))
    out = {}
    for lang, tag in table.items():
        m = TAG.fullmatch(tag) if isinstance(tag, str) else None
        if not m or m["lang"] != lang:
            raise BridgelawsError(f"locale for {lang!r} must be a BCP 47 tag of that language "
                                  f"(as en-GB), not {tag!r}", file=str(path), line=_line(raw, lang))
        out[lang] = tag
    return out


def _line(raw: str, key: str) -> int:
    start = raw.find("[locales]")
    found = re.compile(rf"^\s*{re.escape(key)}\s*=", re.M).search(raw, max(start, 0))
    return raw.count("\n", 0, found.start()) + 1 if found else 1


def language(tag: str) -> str:
    """A locale's language: "en-GB" -> "en"."""
    return tag.split("-")[0].lower()
