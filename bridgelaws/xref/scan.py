"""A trigger regex rewritten so that the re module scans for it at C speed.

The re module skips ahead to where a match may start only when the pattern starts with
one character class, or with an alternation whose every branch starts with a literal
character. A trigger like `(?:[Ll]aws?)\\s(?=[1-9])|[1-9][0-9]?[A-L]...|L(?=[1-9])` is
neither, so it is tried at every position. `literal_first` rewrites it into the same
language with every branch starting with a literal (`Laws?\\s(?=[1-9])|laws?...|1[0-9]?...
|2...|L(?=[1-9])`): leading groups are opened up (`(?:a|b)c` -> `ac|bc`, `(?:a)?c` ->
`ac|c`), leading classes spelt out (`[1-9]x` -> `1x|2x|...|9x`). Branch order is kept,
so the leftmost-first match is the same. Where a branch cannot be opened up the source
is returned as it was (slower, never wrong).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

_CLASS = re.compile(r"\[([^\]\\^][^\]\\]*)\]")  # a plain class: no negation, no escapes
_QUANTIFIER = ("?", "*", "+", "{")
_MAX_BRANCHES = 2000


def _outside(source: str) -> Iterator[tuple[int, str, int]]:
    """(index, character, depth) of each `|`, `(` and `)` of a regex source outside
    escapes and classes, depth counted after the character: what both readers below need."""
    depth, i, in_class = 0, 0, False
    while i < len(source):
        c = source[i]
        if c == "\\":
            i += 2
            continue
        if in_class:
            in_class = c != "]"
        elif c == "[":
            in_class = True
        elif c in "()|":
            depth += (c == "(") - (c == ")")
            yield i, c, depth
        i += 1


def top_level(source: str) -> list[str]:
    """The alternatives of a regex source, split at `|` outside groups and classes."""
    parts, start = [], 0
    for i, c, depth in _outside(source):
        if c == "|" and depth == 0:
            parts.append(source[start:i])
            start = i + 1
    parts.append(source[start:])
    return parts


def _group_end(source: str) -> int:
    """The index of the `)` closing the group that opens `source`, or -1."""
    return next((i for i, c, depth in _outside(source) if c == ")" and depth == 0), -1)


def _chars(spec: str) -> list[str] | None:
    """The characters of a plain class's inside (`Ll`, `1-9`), in order."""
    out, i = [], 0
    while i < len(spec):
        if i + 2 < len(spec) and spec[i + 1] == "-":
            lo, hi = ord(spec[i]), ord(spec[i + 2])
            if hi - lo > 64:
                return None
            out += [chr(c) for c in range(lo, hi + 1)]
            i += 3
        else:
            out.append(spec[i])
            i += 1
    return out


def _opened(alt: str) -> list[str] | None:
    """`alt` as branches that each start with a literal character; None if it cannot be."""
    if not alt:
        return None
    if alt.startswith("(?:"):
        end = _group_end(alt)
        if end < 0:
            return None
        inner, rest = alt[3:end], alt[end + 1 :]
        if rest.startswith("?") and not rest.startswith("??"):
            return [*(a + rest[1:] for a in top_level(inner)), rest[1:]] if rest[1:] else None
        if rest.startswith(_QUANTIFIER):
            return None
        return [a + rest for a in top_level(inner)]
    if (m := _CLASS.match(alt)) is not None:
        rest = alt[m.end() :]
        chars = _chars(m[1])
        if chars is None or rest.startswith(_QUANTIFIER):
            return None
        return [re.escape(ch) + rest for ch in chars]
    if alt[0] in "\\()[].^$|?*+{":
        return None
    if alt[1:2] and alt[1] in _QUANTIFIER:
        return None  # `s?...`: the first character is optional
    return [alt]


def literal_first(source: str) -> str:
    """`source` rewritten so that every top-level branch starts with a literal character
    (the same matches, found at C speed), or `source` itself where that cannot be done."""
    todo, out = top_level(source), []
    while todo:
        alt = todo.pop(0)
        opened = _opened(alt)
        if opened is None:
            return source
        if opened == [alt]:
            out.append(alt)
        else:
            todo[0:0] = opened
        if len(out) + len(todo) > _MAX_BRANCHES:
            return source
    return "|".join(out)


def optional_as_branch(source: str) -> str:
    """`source` with every optional group `(?:X)?` written `(?:X|)` (a capturing one
    `(?:(X)|)`): the same matches, tried in the same order (X first, then nothing), but the
    re module runs a branch in place, where each try of `(...)?` allocates a repeat context
    (a cite has eight such groups, tried at every head). Lookarounds, lazy `??` and
    possessive `?+` are left as they are."""
    edits: list[tuple[int, int, str]] = []  # (start, end, replacement), applied last first
    opened: list[int] = []
    for i, c, _depth in _outside(source):
        if c == "(":
            opened.append(i)
        elif c == ")":
            start = opened.pop()
            if source[i + 1 : i + 2] != "?" or source[i + 2 : i + 3] in ("?", "+"):
                continue
            kind = source[start + 1 : start + 3]
            if kind == "?:":
                edits.append((i, i + 2, "|)"))
            elif kind == "?P" or kind[:1] != "?":
                edits.append((i + 1, i + 2, "|)"))
                edits.append((start, start, "(?:"))
    for start, end, text in sorted(edits, reverse=True):
        source = source[:start] + text + source[end:]
    return source
