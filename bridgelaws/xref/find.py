"""Find references in a text: raw matches with character offsets, nothing interpreted yet.

One left-to-right pass: the language's search pattern finds a head (`Law 45E`, `L61B3a`),
a self reference or a relative one; after a head, anchored patterns take the list members
(`or 58B`) and a range's end (`to 64`) that follow it. Every step moves forward, so the
whole pass is linear in the length of the text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bridgelaws.errors import BridgelawsError
from bridgelaws.xref import grammar_el, grammar_en, grammar_ru
from bridgelaws.xref.grammar import MAX_LAW, Grammar

GRAMMARS: dict[str, Grammar] = {
    "en": grammar_en.GRAMMAR,
    "ru": grammar_ru.GRAMMAR,
    "el": grammar_el.GRAMMAR,
}


@dataclass(frozen=True)
class Parts:
    """A citation as written, split up: letters not yet read (`Γ`, `β` stay as they are)."""

    law: str = ""  # "" for a relative reference
    sec: str = ""
    sub: str = ""
    item: str = ""


@dataclass(frozen=True)
class Found:
    start: int
    end: int
    text: str
    kind: str  # "cite" | "range" | "self" | "relative"
    parts: Parts = Parts()
    to: Parts | None = None  # a range's end


def grammar(lang: str) -> Grammar:
    try:
        return GRAMMARS[lang]
    except KeyError:
        known = ", ".join(sorted(GRAMMARS))
        raise BridgelawsError(f"unknown language {lang!r} (known: {known})") from None


def _parts(m: re.Match[str], prefix: str = "") -> Parts:
    return Parts(
        law=m[prefix + "law"] or "",
        sec=m[prefix + "sec"] or "",
        sub=m[prefix + "sub"] or "",
        item=m[prefix + "item"] or m[prefix + "glued"] or "",
    )


def _relative_parts(m: re.Match[str]) -> Parts:
    return Parts(sec=m["rsec"], sub=m["rsub"] or "", item=m["ritem"] or "")


def _law_ok(parts: Parts) -> bool:
    return int(parts.law) <= MAX_LAW


def find(text: str, lang: str) -> list[Found]:
    """Every reference in `text`, in order, as written in language `lang`."""
    g = grammar(lang)
    found: list[Found] = []
    pos = 0
    while (m := g.search.search(text, pos)) is not None:
        pos = m.end()
        if m["self"] is not None:
            found.append(Found(m.start(), m.end(), m[0], "self"))
            continue
        if m["head"] is None:
            start, end = m.start("rsec"), m.end()
            found.append(Found(start, end, text[start:end], "relative", _relative_parts(m)))
            continue
        head = _parts(m)
        if not _law_ok(head):
            continue
        pos = _follow(text, g, m, head, found)
    return found


def _follow(text: str, g: Grammar, m: re.Match[str], head: Parts, found: list[Found]) -> int:
    """Record a head and what hangs on it (a range's end, list members); return where to go on."""
    start, end = m.start(), m.end()
    r = g.range_end.match(text, end)
    if r is not None:
        to = _parts(r)
        if _law_ok(to) and int(head.law) <= int(to.law) and to != head:
            found.append(Found(start, r.end(), text[start : r.end()], "range", head, to))
            return r.end()
    found.append(Found(start, end, m[0], "cite", head))
    # A bare number joins the list only after a plural law word (`Laws 61 and 62`);
    # after `Law 64` it is more likely a count (`Law 64 and 12 tricks`).
    bare_ok = m["word"] is not None and g.plural.fullmatch(m["word"]) is not None
    while (e := g.member.match(text, end)) is not None:
        member = _parts(e)
        if not _law_ok(member) or not (member.sec or bare_ok):
            break
        first = e.start("law")
        found.append(Found(first, e.end(), text[first : e.end()], "cite", member))
        end = e.end()
    return end
