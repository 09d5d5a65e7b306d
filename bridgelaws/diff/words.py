"""Word-level diffs: difflib over word tokens that keep their trailing whitespace.

Tokens are compared by their words alone, with typographic quotes read as plain ones, so
a change of spacing, line breaking or apostrophe style (`dummy's`, `dummy’s`) is no
change; the ops carry the tokens themselves, so the kept and inserted ops re-join to the
new text exactly and the kept and deleted ops to the old text (up to spacing).
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

Op = tuple[str, str]  # ("equal" | "delete" | "insert", text)

_TOKEN = re.compile(r"\S+\s*")
_PLAIN_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"'})


def tokens(text: str) -> list[str]:
    """Words with their trailing whitespace; leading whitespace stays on the first token."""
    found = _TOKEN.findall(text)
    lead = text[: len(text) - len(text.lstrip())]
    if lead:
        found[:1] = [lead + (found[0] if found else "")]
    return found


def normalise(text: str) -> str:
    """The words of a text as compared, single-spaced: equal here means unchanged."""
    return " ".join(_keys(text))


def word_ops(old: str, new: str) -> list[Op]:
    """Equal, deleted and inserted runs of words, adjacent runs of one kind merged."""
    old_keys, new_keys = _keys(old), _keys(new)
    if old_keys == new_keys:  # most clauses of a new edition: no need for difflib
        return [("equal", new)] if new else []
    old_tokens, new_tokens = tokens(old), tokens(new)
    matcher = SequenceMatcher(None, old_keys, new_keys, autojunk=False)
    ops: list[Op] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            _append(ops, "equal", "".join(new_tokens[j1:j2]))
            continue
        if i2 > i1:
            deleted = "".join(old_tokens[i1:i2])
            if i1 and ops and not ops[-1][1][-1:].isspace():
                # The new text ends the kept run without the space the old one had.
                deleted = old_tokens[i1 - 1][len(old_tokens[i1 - 1].rstrip()) :] + deleted
            _append(ops, "delete", deleted)
        if j2 > j1:
            _append(ops, "insert", "".join(new_tokens[j1:j2]))
    return ops


def ops_ratio(ops: list[Op]) -> float:
    """Share of words two texts have in common, in order (0 to 1): difflib's ratio."""
    kept = sum(len(text.split()) for tag, text in ops if tag == "equal")
    total = sum(len(text.split()) * (2 if tag == "equal" else 1) for tag, text in ops)
    return 2 * kept / total if total else 1.0


def _keys(text: str) -> list[str]:
    """The tokens as compared: the quotes map one character to one, so tokens stay aligned."""
    return [tok.strip() for tok in tokens(text.translate(_PLAIN_QUOTES))]


def _append(ops: list[Op], tag: str, text: str) -> None:
    if not text:
        return
    if ops and ops[-1][0] == tag:
        ops[-1] = (tag, ops[-1][1] + text)
    else:
        ops.append((tag, text))
