"""Word-level diffs: difflib over tokens (a word, or one punctuation mark) that keep their
trailing whitespace.

A word is a run of letters and digits in any script (Latin, Cyrillic, Greek), an
apostrophe or hyphen inside it included (`dummy's`, `non-offending`, `Law 64C`'s `64C`);
every other character that is not a space is a token of its own, so a changed comma is a
one-token change and never a changed word. Tokens are compared without their spacing and
with typographic quotes read as plain ones, so a change of spacing, line breaking or
apostrophe style is no change; the ops carry the tokens themselves, so the kept and
inserted ops re-join to the new text exactly and the kept and deleted ops to the old text
(up to spacing).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from difflib import SequenceMatcher

Op = tuple[str, str]  # ("equal" | "delete" | "insert", text)
Split = tuple[list[str], list[str]]  # a text's tokens and their keys

# An apostrophe inside a word may be typed as either typographic quote (word processors
# turn `'` after some letters into a left one); each quote is read as its plain one, which
# the pattern puts in the same place in a word, so a text's tokens and keys stay aligned.
_TOKEN = re.compile(r"(?:\w+(?:['\u2018\u2019\-]\w+)*|[^\w\s])\s*")
_QUOTES = {"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"'}  # as compared
_PLAIN_QUOTES = str.maketrans(_QUOTES)


def tokens(text: str) -> list[str]:
    """Words and marks with their trailing whitespace; leading whitespace stays on the first."""
    found = _TOKEN.findall(text)
    lead = text[: len(text) - len(text.lstrip())]
    if lead:
        found[:1] = [lead + (found[0] if found else "")]
    return found


def normalise(text: str) -> str:
    """The tokens of a text as compared, single-spaced: equal here means unchanged."""
    return " ".join(keys(text))


def word_ops(old: str, new: str, split: Callable[[str], Split] | None = None) -> list[Op]:
    """Equal, deleted and inserted runs of tokens, adjacent runs of one kind merged.

    `split` reads a text as `split_text` does: a caller diffing each text against several
    others may pass one that reads each text once."""
    if old == new:
        return [("equal", new)] if new else []
    split = split or split_text
    old_split, new_split = split(old), split(new)
    if old_split[1] == new_split[1]:  # most clauses: no need for difflib
        return [("equal", new)] if new else []
    return _grouped_ops([old_split], [new_split])[0]


def grouped_ops(olds: list[str], news: list[str]) -> list[list[Op]]:
    """The ops of the texts `olds` joined against `news` joined, cut where the side with
    several texts passes from one to the next: one list of ops per text of that side (a
    clause split in two shows each half against the part of the old text it took)."""
    return _grouped_ops([split_text(text) for text in olds], [split_text(text) for text in news])


def _grouped_ops(olds: list[Split], news: list[Split]) -> list[list[Op]]:
    """`grouped_ops` of texts already split into tokens and keys."""
    old_tokens, old_keys, old_part = _joined(olds)
    new_tokens, new_keys, new_part = _joined(news)
    by_new = len(news) > 1
    groups: list[list[Op]] = [[] for _ in (news if by_new else olds)]

    def part(i: int, j: int) -> int:
        """The group of a position: the text being read on the side that has several."""
        if by_new:
            return new_part[min(j, len(new_part) - 1)] if new_part else 0
        return old_part[min(i, len(old_part) - 1)] if old_part else 0

    def runs(lo: int, hi: int, group_of) -> list[tuple[int, int, int]]:
        """(group, start, end) of the positions lo..hi, one run per group in a row."""
        if len(groups) == 1:
            return [(0, lo, hi)] if hi > lo else []
        found: list[tuple[int, int, int]] = []
        for k in range(lo, hi):
            g = group_of(k)
            if found and found[-1][0] == g:
                found[-1] = (g, found[-1][1], k + 1)
            else:
                found.append((g, k, k + 1))
        return found

    matcher = SequenceMatcher(None, old_keys, new_keys, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            for g, a, b in runs(0, i2 - i1, lambda k, i1=i1, j1=j1: part(i1 + k, j1 + k)):
                _append(groups[g], "equal", "".join(new_tokens[j1 + a:j1 + b]))
            continue
        at_j = j1 if j2 > j1 else max(j1 - 1, 0)  # a bare deletion ends the text before
        at_i = i1 if i2 > i1 else max(i1 - 1, 0)  # and so does a bare insertion
        for g, a, b in runs(i1, i2, lambda i, at_j=at_j: part(i, at_j)):
            ops = groups[g]
            gone = "".join(old_tokens[a:b])
            if a == i1 and a and ops and not ops[-1][1][-1:].isspace():
                # The new text ends the kept run without the space the old one had.
                gone = old_tokens[a - 1][len(old_tokens[a - 1].rstrip()):] + gone
            _append(ops, "delete", gone)
        for g, a, b in runs(j1, j2, lambda j, at_i=at_i: part(at_i, j)):
            _append(groups[g], "insert", "".join(new_tokens[a:b]))
    return [_close_up(ops) for ops in groups]


def _close_up(ops: list[Op]) -> list[Op]:
    """A mark deleted after a word stands against that word (`pass[-,-] whenever`), the
    space going after it: the kept and deleted ops still re-join to the old text."""
    for k in range(1, len(ops) - 1):
        (before, kept), (tag, gone), (after, rest) = ops[k - 1], ops[k], ops[k + 1]
        if (tag == "delete" and before == after == "equal" and kept[-1:].isspace()
                and kept.strip() and not gone[:1].isalnum() and not gone[:1].isspace()):
            word = kept.rstrip()
            ops[k - 1], ops[k] = ("equal", word), ("delete", gone.rstrip())
            ops[k + 1] = ("equal", kept[len(word):] + rest)
    return ops


def ops_ratio(ops: list[Op]) -> float:
    """Share of tokens two texts have in common, in order (0 to 1): difflib's ratio."""
    if all(tag == "equal" for tag, _text in ops):
        return 1.0
    sizes = [(tag, len(_TOKEN.findall(text))) for tag, text in ops]
    kept = sum(n for tag, n in sizes if tag == "equal")
    total = sum(n * (2 if tag == "equal" else 1) for tag, n in sizes)
    return 2 * kept / total if total else 1.0


def _joined(texts: list[Split]) -> tuple[list[str], list[str], list[int]]:
    """The tokens of several texts in a row, their keys, and for each its text's index."""
    found: list[str] = []
    found_keys: list[str] = []
    part: list[int] = []
    for k, (toks, text_keys) in enumerate(texts):
        found += toks
        found_keys += text_keys
        part += [k] * len(toks)
    return found, found_keys, part


def split_text(text: str) -> Split:
    """The tokens of a text and their keys (the text read once)."""
    found = tokens(text)
    found_keys = [tok.strip() for tok in found]
    if any(quote in text for quote in _QUOTES):
        found_keys = [key.translate(_PLAIN_QUOTES) for key in found_keys]
    return found, found_keys


def keys(text: str) -> list[str]:
    """The tokens as compared, one per token of `tokens` (a text of spaces alone is one)."""
    return split_text(text)[1]


def _append(ops: list[Op], tag: str, text: str) -> None:
    if not text:
        return
    if ops and ops[-1][0] == tag:
        ops[-1] = (tag, ops[-1][1] + text)
    else:
        ops.append((tag, text))
