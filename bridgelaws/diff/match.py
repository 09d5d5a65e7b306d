"""Clause matching between two editions of one law.

Texts pair first: the same citation with any likeness, or another citation with a text
alike enough (`moved`: renumbered, or split off from its old clause). A clause without
text (a heading over its items) then pairs with the clause of its citation, so a split
shows both halves: 2007 64C's text `moved` to 2017 64C1, its heading kept by 2017 64C.
Every text and every heading is reported once; what is left is `added` or `removed`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from difflib import SequenceMatcher

from bridgelaws.corpus.model import Clause, Law
from bridgelaws.diff.words import Op, normalise, ops_ratio, word_ops

CHANGES = ("unchanged", "modified", "moved", "added", "removed")

# A text pairs with the same citation when the two share at least this much (below it,
# a rewrite reads better as removed plus added), with another citation only when they
# share most of their words; the same citation wins near-ties.
MIN_SAME_CITE = 0.2
MIN_MOVED = 0.6
SAME_CITE_BONUS = 0.25


@dataclass
class ClauseDiff:
    """One clause across two editions: what became of its text and its heading."""

    old: str | None  # citation in the old edition, None when added
    new: str | None  # citation in the new edition, None when removed
    change: str  # one of CHANGES, for the text
    heading_changed: bool = False
    ops: dict[str, list[Op]] = field(default_factory=dict)  # per language with text
    headings: dict[str, tuple[str, str]] = field(default_factory=dict)  # lang -> (old, new)
    similarity: float = 1.0


@dataclass
class _Side:
    clause: Clause
    index: int  # document order in its edition
    texts: dict[str, str]


def match_laws(old: Law, new: Law, langs: list[str]) -> list[ClauseDiff]:
    """Every clause of two editions of a law, paired, in the new edition's order."""
    olds, news = _sides(old, langs), _sides(new, langs)
    text_pairs = _pair_texts(olds, news)
    pairs = sorted(text_pairs | _pair_cites(olds, news, text_pairs))
    same_cite = [(i, j) for i, j in pairs if olds[i].clause.cite == news[j].clause.cite]
    # Who reports what: a text its text pair, a heading the pair under its own citation.
    text_owner = _owners(pairs, text_pairs)
    heading_owner = _owners(pairs, same_cite)
    heading_langs = [lang for lang in langs
                     if _has_headings(old, lang) and _has_headings(new, lang)]
    entries: dict[tuple[int, int, int], ClauseDiff] = {}
    for i, j in pairs:
        o, n = olds[i], news[j]
        diff = _diff(o.clause.cite, n.clause.cite,
                     o.texts if text_owner[0, i] == (i, j) else {},
                     n.texts if text_owner[1, j] == (i, j) else {}, langs)
        diff.headings = _heading_pairs(
            _headings(o.clause, langs) if heading_owner[0, i] == (i, j) else {},
            _headings(n.clause, langs) if heading_owner[1, j] == (i, j) else {}, langs)
        diff.heading_changed = any(_heading_key(diff.headings.get(lang, ("", ""))[0])
                                   != _heading_key(diff.headings.get(lang, ("", ""))[1])
                                   for lang in heading_langs)
        entries[j, 0, i] = diff
    for j, side in enumerate(news):
        if (1, j) not in text_owner:
            diff = _diff(None, side.clause.cite, {}, side.texts, langs)
            diff.headings = _heading_pairs({}, _headings(side.clause, langs), langs)
            entries[j, 0, -1] = diff
    new_of_old = {i: j for i, j in pairs}  # the later pair wins: sorted
    last_new = -1  # a removed clause follows the new place of the old clause before it
    for i, side in enumerate(olds):
        if i in new_of_old:
            last_new = new_of_old[i]
            continue
        diff = _diff(side.clause.cite, None, side.texts, {}, langs)
        diff.headings = _heading_pairs(_headings(side.clause, langs), {}, langs)
        entries[last_new, 1, i] = diff
    return [entries[key] for key in sorted(entries)]


def _pair_cites(olds: list[_Side], news: list[_Side],
                text_pairs: set[tuple[int, int]]) -> set[tuple[int, int]]:
    """Same-citation pairs where one side has no text and one side has no text pair yet."""
    paired_old = {i for i, _ in text_pairs}
    paired_new = {j for _, j in text_pairs}
    new_by_cite = {side.clause.cite: j for j, side in enumerate(news)}
    pairs = set()
    for i, side in enumerate(olds):
        j = new_by_cite.get(side.clause.cite)
        if j is None or (i, j) in text_pairs or (side.texts and news[j].texts):
            continue
        if i not in paired_old or j not in paired_new:
            pairs.add((i, j))
    return pairs


def _owners(pairs: list[tuple[int, int]],
            preferred: set[tuple[int, int]] | list[tuple[int, int]]) -> dict:
    """(side, index) -> the pair reporting a clause's part: a preferred pair, else its only one."""
    owners: dict[tuple[int, int], tuple[int, int]] = {}
    for pair in sorted(pairs, key=lambda p: p in preferred):
        owners[0, pair[0]] = owners[1, pair[1]] = pair
    return owners


def _sides(law: Law, langs: list[str]) -> list[_Side]:
    sides = []
    for index, clause in enumerate(law.walk()):
        texts = {lang: clause.text[lang].value for lang in langs
                 if lang in clause.text and clause.text[lang].value.strip()}
        sides.append(_Side(clause, index, texts))
    return sides


def _pair_texts(olds: list[_Side], news: list[_Side]) -> set[tuple[int, int]]:
    """Greedy best-first pairing of texts by likeness, the same citation given a head start.

    A same-citation pair alike enough to outscore any other pairing is taken at once, so
    only the texts left over (rewritten, moved, new) are compared all against all.
    """
    words = {i: {lang: _words(t) for lang, t in side.texts.items()}
             for i, side in enumerate(olds) if side.texts}
    # One matcher per new text, so difflib indexes its words once for every old text.
    matchers = {j: {lang: SequenceMatcher(None, [], _words(t), autojunk=False)
                    for lang, t in side.texts.items()}
                for j, side in enumerate(news) if side.texts}
    new_by_cite = {news[j].clause.cite: j for j in matchers}
    sure = 1.0 - SAME_CITE_BONUS
    pairs: set[tuple[int, int]] = set()
    for i in words:
        j = new_by_cite.get(olds[i].clause.cite)
        score = _likeness(words[i], matchers[j], sure) if j is not None else None
        if score is not None and score > sure:
            pairs.add((i, j))
    taken_old = {i for i, _ in pairs}
    taken_new = {j for _, j in pairs}
    candidates = []
    for j in matchers.keys() - taken_new:
        for i in words.keys() - taken_old:
            same = olds[i].clause.cite == news[j].clause.cite
            score = _likeness(words[i], matchers[j], MIN_SAME_CITE if same else MIN_MOVED)
            if score is not None:
                candidates.append((-(score + (SAME_CITE_BONUS if same else 0.0)), i, j))
    for _score, i, j in sorted(candidates):
        if i not in taken_old and j not in taken_new:
            pairs.add((i, j))
            taken_old.add(i)
            taken_new.add(j)
    return pairs


def _likeness(old: dict[str, list[str]], new: dict[str, SequenceMatcher],
              floor: float) -> float | None:
    """Mean word likeness over the languages both texts have, None when under the floor."""
    langs = [lang for lang in old if lang in new]
    if not langs:
        return None
    matchers = [new[lang] for lang in langs]
    for lang, matcher in zip(langs, matchers, strict=True):
        matcher.set_seq1(old[lang])
    # Cheap upper bounds first: most pairs of clauses are nothing alike.
    for bound in ("real_quick_ratio", "quick_ratio", "ratio"):
        score = sum(getattr(m, bound)() for m in matchers) / len(langs)
        if score < floor:
            return None
    return score


def _words(text: str) -> list[str]:
    return normalise(text.lower()).split(" ")


def _diff(old_cite: str | None, new_cite: str | None, old_texts: dict[str, str],
          new_texts: dict[str, str], langs: list[str]) -> ClauseDiff:
    ops = {lang: word_ops(old_texts.get(lang, ""), new_texts.get(lang, ""))
           for lang in langs if lang in old_texts or lang in new_texts}
    if old_cite is None:
        change = "added"
    elif new_cite is None:
        change = "removed"
    elif old_cite != new_cite:
        change = "moved"
    elif all(tag == "equal" for lang_ops in ops.values() for tag, _text in lang_ops):
        change = "unchanged"
    else:
        change = "modified"
    likeness = [ops_ratio(ops[lang]) for lang in langs if lang in old_texts and lang in new_texts]
    score = sum(likeness) / len(likeness) if likeness else float(old_texts == new_texts)
    return ClauseDiff(old_cite, new_cite, change, ops=ops, similarity=round(score, 3))


def _headings(clause: Clause, langs: list[str]) -> dict[str, str]:
    """Headings per language; a law's is its title when the reader gave it no heading."""
    title = clause.title if isinstance(clause, Law) else {}
    found = {lang: clause.heading.get(lang) or title.get(lang, "") for lang in langs}
    return {lang: heading for lang, heading in found.items() if heading}


def _heading_pairs(old: dict[str, str], new: dict[str, str],
                   langs: list[str]) -> dict[str, tuple[str, str]]:
    return {lang: (old.get(lang, ""), new.get(lang, "")) for lang in langs
            if lang in old or lang in new}


def _has_headings(law: Law, lang: str) -> bool:
    """Whether a law's clauses carry headings in a language at all.

    A copy that lost every heading (the 2017 Greek federation pages) has not dropped them
    in a redraft, so its headings are not compared.
    """
    return any(lang in clause.heading for clause in law.walk() if clause is not law)


def _heading_key(heading: str) -> str:
    return normalise(heading).casefold()
