"""Find references in a text: raw matches with character offsets, nothing interpreted yet.

One left-to-right pass: the language's trigger finds where a reference may be (`Law 4`,
`L4`, `this Law`, `above`); anchored patterns then read a head (`Law 45E`, `L61B3a`) and
what follows it (list members `or 58B`, a range's end `to 64`), a self reference, or, in
a short window ending at `above`, the `B2` of `see B2 above`. The trigger only moves
forward and each try reads a bounded stretch, so the pass is linear.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bridgelaws.errors import BridgelawsError
from bridgelaws.xref import grammar_el, grammar_en, grammar_ru
from bridgelaws.xref.grammar import MAX_LAW, WINDOW, Grammar

GRAMMARS: dict[str, Grammar] = {
    "en": grammar_en.GRAMMAR,
    "ru": grammar_ru.GRAMMAR,
    "el": grammar_el.GRAMMAR,
}


@dataclass(frozen=True, slots=True)
class Parts:
    """A citation as written, split up: letters not yet read (`Γ`, `β` stay as they are)."""

    law: str = ""  # "" for a relative reference
    sec: str = ""
    sub: str = ""
    item: str = ""


@dataclass(frozen=True, slots=True)
class Found:
    start: int
    end: int
    text: str
    kind: str  # "cite" | "range" | "self" | "relative"
    parts: Parts = Parts()
    to: Parts | None = None  # a range's end
    edition: str = ""  # an edition named in the text for this reference: `Law 64 (2007)`


def grammar(lang: str) -> Grammar:
    try:
        return GRAMMARS[lang]
    except KeyError:
        known = ", ".join(sorted(GRAMMARS))
        raise BridgelawsError(f"unknown language {lang!r} (known: {known})") from None


def _parts(m: re.Match[str]) -> Parts:
    return Parts(m["law"], m["sec"] or "", m["sub"] or "", m["item"] or m["glued"] or "")


def _relative(m: re.Match[str]) -> Found:
    start, end = m.span("rel")
    parts = Parts("", m["rsec"], m["rsub"] or "", m["ritem"] or "")
    return Found(start, end, m.string[start:end], "relative", parts)


def _law_ok(parts: Parts) -> bool:
    return int(parts.law) <= MAX_LAW


def find(text: str, lang: str) -> list[Found]:
    """Every reference in `text`, in order, as written in language `lang`."""
    g = grammar(lang)
    found: list[Found] = []
    pos = 0
    while (t := g.trigger.search(text, pos)) is not None:
        at = t.start()
        pos = at + 1
        if at and text[at - 1].isalnum():
            continue  # not at a word's start: `BBOLaw`, `LHO`, `xL6`, `has in`
        if (m := g.head.match(text, at)) is not None:
            pos = _follow(text, g, m, found)
        elif g.short is not None and (m := g.short.match(text, at)) is not None:
            pos = _follow(text, g, m, found)
        elif (m := g.self_ref.match(text, at)) is not None:
            found.append(Found(at, m.end(), m[0], "self"))
            pos = m.end()
        elif g.relative_after is not None and (m := g.relative_after.match(text, at)):
            found.append(_relative(m))
            pos = m.end()
        elif (m := g.relative_before.search(text, max(0, at - WINDOW), at)) is not None:
            found.append(_relative(m))
            pos = t.end()
    return found


def _follow(text: str, g: Grammar, m: re.Match[str], found: list[Found]) -> int:
    """Record a head and what hangs on it (a range's end, list members); return where to go on."""
    head = _parts(m)
    start, end = m.start(), m.end()
    if not _law_ok(head):
        return end
    r = g.range_end.match(text, end)
    if r is not None:
        to = _parts(r)
        if _law_ok(to) and int(head.law) <= int(to.law) and to != head:
            found.append(Found(start, r.end(), text[start : r.end()], "range", head, to))
            return r.end()
    found.append(Found(start, end, m[0], "cite", head))
    # A bare number joins the list only after a plural law word (`Laws 61 and 62`);
    # after `Law 64` it is more likely a count (`Law 64 and 12 tricks`).
    word = m.groupdict().get("word")
    bare_ok = word is not None and g.plural.fullmatch(word) is not None
    while (e := g.member.match(text, end)) is not None:
        member = _parts(e)
        if not _law_ok(member) or not (member.sec or bare_ok):
            break
        first = e.start("law")
        found.append(Found(first, e.end(), text[first : e.end()], "cite", member))
        end = e.end()
    return end
