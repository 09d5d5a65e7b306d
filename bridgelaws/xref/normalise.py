"""Write a found reference in the one canonical form: `64B2`, `43B2(b)`, a range `61-64`.

Letters are read here, once: Greek letters by their place in the Greek numbering
(`Γ` is C, `ΣΤ` is F), Cyrillic look-alikes as the Latin letter they look like, Latin
section letters upper case and items lower case. Relative and self references need the
citing clause's own cite, because `B2 above` means B2 of the law that says it.
"""

from __future__ import annotations

from functools import lru_cache

from bridgelaws.corpus.model import law_number
from bridgelaws.xref.find import WORDS, Found, Parts
from bridgelaws.xref.parts import latin_letters

RANGE_SEP = "-"  # canonical cites never contain a hyphen, so `61-64` is unambiguous


@lru_cache(maxsize=4096)
def cite(parts: Parts, lang: str, law: str = "") -> str:
    """The canonical cite of `parts`; `law` stands in for a relative reference's law number."""
    # grammar(lang).words, without compiling it
    sec, item = latin_letters(parts, WORDS.get(lang) or WORDS["en"])
    out = (parts.law or law).lstrip("0") + sec + parts.sub
    if item:
        out += f"({item})"
    if parts.subitem:
        out += f"({parts.subitem})"
    return out


def target(found: Found, lang: str, context: str = "") -> str:
    """Canonical target of `found`; "" for a self or relative reference without a context.

    `context` is the canonical cite of the citing clause (or of its law).
    """
    kind, parts = found.kind, found.parts
    if kind == "cite":
        return cite(parts, lang)
    law = parts.law or law_number(context)  # a range within the law: `B1 to B3 below`
    if not law:
        return ""
    if kind == "range" and found.to is not None:
        return f"{cite(parts, lang, law)}{RANGE_SEP}{cite(found.to, lang, law)}"
    return law if kind == "self" else cite(parts, lang, law)


def range_ends(target_cite: str) -> list[str]:
    """The cites a target names: one, or a range's two ends."""
    return target_cite.split(RANGE_SEP)
