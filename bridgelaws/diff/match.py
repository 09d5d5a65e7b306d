"""Clause matching between two editions of one law.

Texts pair first: the same citation with any likeness, or another citation with a text
alike enough (moved: renumbered). A text whose words stand in two or more texts in a row
of the other edition, which together cover more of it than any one of them, was split
(merged): `regroup` decides it, for the diff and the concordance alike. A clause's
heading then pairs with its content, not its citation: with the clause of the other
edition, at its own level, holding most of the texts of the clause and its items (a
section renumbered keeps its heading; 2007 64C's text went to 2017 64C1, so its heading
pairs with 2017 64C, the section above it). A clause with no text paired
nowhere pairs with the clause of its citation. Every text and every heading is reported
once; what is left is `added` or `removed`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from difflib import SequenceMatcher

from bridgelaws.corpus.model import Clause, Law
from bridgelaws.diff.words import (
    Op,
    Split,
    grouped_ops,
    keys,
    normalise,
    ops_ratio,
    split_text,
    word_ops,
)

# One id per entry; `split` and `merged` entries come one per part, counted once a group.
CHANGES = ("unchanged", "heading-changed", "modified", "moved", "moved-modified", "split",
           "merged", "added", "removed")

# A text pairs with the same citation when the two share at least this much (below it,
# a rewrite reads better as removed plus added), with another citation only when they
# share most of their words; the same citation wins near-ties only (legal texts are
# formulaic: a new section's text can share most words with the one it pushed down).
MIN_SAME_CITE = 0.2
MIN_MOVED = 0.6
SAME_CITE_BONUS = 0.1
# Split or merged: the texts in a row together cover at least this share of the one text's
# tokens, and more than any one of them, each part with this share of its tokens found in
# it. Covering, not difflib's ratio of the joined texts: parts that each repeat a subject
# the one text says once (`The Authority may designate them. The Authority may prohibit
# them.` merged into `The Authority may designate them, and may prohibit them.`) are no
# less the parts of it.
MIN_GROUP = 0.75
MIN_PART_FOUND = 0.6
MAX_PARTS = 3


@dataclass
class ClauseDiff:
    """One clause across two editions: what became of its text and its heading."""

    old: str | None  # citation in the old edition, None when added
    new: str | None  # citation in the new edition, None when removed
    change: str  # one of CHANGES
    heading_changed: bool = False
    ops: dict[str, list[Op]] = field(default_factory=dict)  # per language with text
    headings: dict[str, tuple[str, str]] = field(default_factory=dict)  # lang -> (old, new)
    similarity: float = 1.0
    parts: tuple[str, ...] = ()  # split: the new clauses; merged: the old ones

    @property
    def group(self) -> tuple:
        """Entries of one split or merge share it; any other entry is a group of its own."""
        if self.change == "split":
            return ("split", self.old, self.parts)
        if self.change == "merged":
            return ("merged", self.new, self.parts)
        return ("one", self.old, self.new)


def grouped(diffs: list[ClauseDiff]) -> list[list[ClauseDiff]]:
    """The entries as a reader sees them: a split's (merge's) parts together, at the first."""
    groups: dict[tuple, list[ClauseDiff]] = {}
    for d in diffs:
        groups.setdefault(d.group, []).append(d)
    return list(groups.values())


def count_changes(diffs: list[ClauseDiff]) -> dict[str, int]:
    """Changes per kind, a split or merge counted once: what a diff page shows."""
    found = Counter(group[0].change for group in grouped(diffs))
    return {change: found[change] for change in CHANGES}


@dataclass
class _Side:
    clause: Clause
    index: int  # document order in its edition
    texts: dict[str, str]
    parent: int | None = None
    read: dict[str, _Words] = field(default_factory=dict)  # per text
    words: dict[str, list[str]] = field(default_factory=dict)  # per text, as compared
    above: tuple[int, ...] = ()  # the clause itself, then each clause above it

    def bag(self, lang: str) -> frozenset[tuple[str, int]]:
        return self.read[lang].bag()


class _Words:
    """A text's words as compared for pairing, as `_counted` has them and as the word diff
    reads them (each made when first needed): read once for every diff of the text's law."""

    def __init__(self, text: str):
        self.text = text
        self.words = keys(text.lower())
        self._bag: frozenset[tuple[str, int]] | None = None
        self._split: Split | None = None

    def bag(self) -> frozenset[tuple[str, int]]:
        if self._bag is None:
            self._bag = _counted(self.words)
        return self._bag

    def split(self) -> Split:
        if self._split is None:
            self._split = split_text(self.text)
        return self._split


@dataclass(frozen=True)
class _Unit:
    """Texts carried across: one to one, one to several (split), several to one (merged)."""

    olds: tuple[int, ...]
    news: tuple[int, ...]


def match_laws(old: Law, new: Law, langs: list[str],
               read: dict[str, _Words] | None = None) -> list[ClauseDiff]:
    """Every clause of two editions of a law, paired, in the new edition's order.

    `read` keeps the words of the law's texts, by text, for its diffs against the other
    editions (each text is read once, not once per diff)."""
    read = {} if read is None else read
    olds, news = _sides(old, langs, read), _sides(new, langs, read)

    def split_read(text: str) -> Split:
        return read[text].split() if text in read else split_text(text)

    units = regroup(olds, news, _pair_texts(olds, news))
    unit_of_old = {i: u for u in units for i in u.olds}
    unit_of_new = {j: u for u in units for j in u.news}
    frame = _pair_frames(olds, news, unit_of_old, unit_of_new)
    frame_of_new = {j: i for i, j in frame.items()}
    heading_langs = [lang for lang in langs
                     if _has_headings(old, lang) and _has_headings(new, lang)]
    entries: dict[tuple[int, int, int], ClauseDiff] = {}

    def add(key, i: int | None, j: int | None, texts_old: dict, texts_new: dict,
            own_old: bool, own_new: bool, change: str = "", parts: tuple[str, ...] = ()):
        o = olds[i].clause if i is not None else None
        n = news[j].clause if j is not None else None
        diff = _diff(o.cite if o else None, n.cite if n else None, texts_old, texts_new, langs,
                     split_read)
        diff.headings = _heading_pairs(_headings(o, langs) if own_old else {},
                                       _headings(n, langs) if own_new else {}, langs)
        # An added (removed) clause's heading comes (goes) with it: shown, not a change of its own.
        diff.heading_changed = i is not None and j is not None and any(
            _heading_differs(*diff.headings.get(lang, ("", ""))) for lang in heading_langs)
        if change:
            diff.change, diff.parts = change, parts
        elif diff.change == "unchanged" and diff.heading_changed:
            diff.change = "heading-changed"
        entries[key] = diff
        return diff

    for unit in units:
        if len(unit.olds) == 1 and len(unit.news) == 1:
            (i,), (j,) = unit.olds, unit.news
            add((j, 0, i), i, j, olds[i].texts, news[j].texts,
                frame.get(i, j) == j, frame_of_new.get(j, i) == i)
            continue
        split = len(unit.news) > 1
        parts = tuple((news if split else olds)[x].clause.cite
                      for x in (unit.news if split else unit.olds))
        for k, lang_ops in enumerate(_group_ops(olds, news, unit, langs)):
            i, j = (unit.olds[0], unit.news[k]) if split else (unit.olds[k], unit.news[0])
            diff = add((j, 0, i), i, j, {}, {},
                       frame[i] == j if i in frame else k == 0 or not split,
                       frame_of_new[j] == i if j in frame_of_new else k == 0 or split,
                       "split" if split else "merged", parts)
            diff.ops = lang_ops
            diff.similarity = _similarity(lang_ops)
    for i, j in frame.items():
        if (j, 0, i) not in entries:
            add((j, 0, i), i, j, olds[i].texts if i not in unit_of_old else {},
                news[j].texts if j not in unit_of_new else {}, True, True)
    for j, side in enumerate(news):
        if j not in unit_of_new and j not in frame_of_new:
            add((j, 0, -1), None, j, {}, side.texts, False, True)
    new_of_old = {key[2]: key[0] for key in entries if key[2] >= 0}
    last_new = -1  # a removed clause follows the new place of the old clause before it
    for i, side in enumerate(olds):
        if i in new_of_old:
            last_new = new_of_old[i]
            continue
        add((last_new, 1, i), i, None, side.texts, {}, True, False)
    return [entries[key] for key in sorted(entries)]


def regroup(olds: list[_Side], news: list[_Side],
            pairs: set[tuple[int, int]]) -> list[_Unit]:
    """The text pairs as units, a text split into (merged from) several in a row made one.

    A part is a text with no pair, or paired with the one text itself; the parts together
    must be more alike to the one text than its best single pair, and each must find
    most of its tokens in it (an added clause beside a kept one is not a split).
    """
    units = [_Unit((i,), (j,)) for i, j in sorted(pairs)]
    units = _gather(olds, news, units, split=True)
    units = _gather(olds, news, units, split=False)
    return sorted(units, key=lambda u: (u.news, u.olds))


def _gather(olds: list[_Side], news: list[_Side], units: list[_Unit],
            split: bool) -> list[_Unit]:
    """`regroup` one way: one old text to several new ones (split), or the reverse."""
    one_side, many_side = (olds, news) if split else (news, olds)

    def ones(u: _Unit) -> tuple[int, ...]:
        return u.olds if split else u.news

    def manys(u: _Unit) -> tuple[int, ...]:
        return u.news if split else u.olds

    partner = {manys(u)[0]: ones(u)[0] for u in units if len(u.olds) == len(u.news) == 1}
    grouped = {b for u in units if len(u.olds) + len(u.news) > 2 for b in manys(u)}
    taken_ones = {a for u in units for a in ones(u)}
    free = [a for a, side in enumerate(one_side) if side.texts and a not in taken_ones]
    texted = [b for b, side in enumerate(many_side) if side.texts]
    found_runs: list[tuple[float, int, tuple[int, ...]]] = []
    for start in range(len(texted)):
        for size in range(2, MAX_PARTS + 1):
            run = tuple(texted[start:start + size])
            if len(run) < size or grouped & set(run) or all(b in partner for b in run):
                continue
            owners = {partner[b] for b in run if b in partner}
            if len(owners) > 1:
                continue
            for a in sorted(owners) or free:
                found = _grouped_cover(one_side[a], [many_side[b] for b in run])
                if found is not None and found >= MIN_GROUP and found > max(
                        _cover(one_side[a], [many_side[b]]) for b in run):
                    found_runs.append((-found, a, run))
    groups: list[tuple[int, tuple[int, ...]]] = []
    for _score, a, run in sorted(found_runs):  # the best first: three parts over two of them
        if not grouped & set(run) and all(a != other for other, _ in groups):
            groups.append((a, run))
            grouped |= set(run)
    if not groups:
        return units
    one_grouped = {a for a, _ in groups}
    kept = [u for u in units if len(u.olds) + len(u.news) > 2
            or (manys(u)[0] not in grouped and ones(u)[0] not in one_grouped)]
    return kept + [_Unit((a,), run) if split else _Unit(run, (a,)) for a, run in groups]


def _grouped_cover(one: _Side, parts: list[_Side]) -> float | None:
    """The mean share of the one text's tokens that the parts, joined in order, match, over
    the languages all have; None where it is under MIN_GROUP or a part finds too few of its
    tokens in the one text (told from token counts first: most runs of texts are nothing
    alike)."""
    langs = _shared(one, parts)
    if not langs or not all(_may_group(one, parts, lang) for lang in langs):
        return None
    for lang in langs:
        whole = one.words[lang]
        if any(_matched(whole, p.words[lang]) < MIN_PART_FOUND * len(p.words[lang])
               for p in parts):
            return None
    return _cover(one, parts)


def _shared(one: _Side, parts: list[_Side]) -> list[str]:
    """The languages the one text and every part have."""
    return [lang for lang in one.texts if all(lang in p.texts for p in parts)]


def _cover(one: _Side, parts: list[_Side]) -> float:
    """The mean share of the one text's tokens that the parts, joined in order, match."""
    langs = _shared(one, parts)
    if not langs:
        return 0.0
    shares = [_matched(one.words[lang], [w for p in parts for w in p.words[lang]])
              / max(1, len(one.words[lang])) for lang in langs]
    return sum(shares) / len(shares)


def _matched(a: list[str], b: list[str]) -> int:
    """The tokens in difflib's matching blocks of `a` and `b` (in order, each once)."""
    return sum(block.size for block in SequenceMatcher(None, a, b, autojunk=False)
               .get_matching_blocks())


def _may_group(one: _Side, parts: list[_Side], lang: str) -> bool:
    """What word counts tell of `_grouped_cover` in `lang`: no part finding in the one
    text more of its words than the two have in common, and the parts together not
    covering more of it than the words they have in common with it."""
    whole = one.bag(lang)
    if any(len(p.bag(lang) & whole) < MIN_PART_FOUND * len(p.words[lang]) for p in parts):
        return False
    joined = _counted([word for p in parts for word in p.words[lang]])
    return len(joined & whole) >= MIN_GROUP * len(one.words[lang])


def _ratio(matches: int, size: int) -> float:
    """difflib's ratio: `matches` words in common between two texts of `size` words together."""
    return 2.0 * matches / size if size else 1.0


def _counted(words: list[str]) -> frozenset[tuple[str, int]]:
    """Each word with its count so far, ('the', 1), ('the', 2): the words as a set, so the
    words two texts have in common (difflib's quick_ratio counts them) are the size of the
    two sets' intersection."""
    return frozenset((word, k) for word, n in Counter(words).items() for k in range(1, n + 1))


def _group_ops(olds: list[_Side], news: list[_Side], unit: _Unit,
               langs: list[str]) -> list[dict[str, list[Op]]]:
    """Per part of a split or merge, its ops per language (the part's share of the text)."""
    many = len(unit.news) if len(unit.news) > 1 else len(unit.olds)
    per_part: list[dict[str, list[Op]]] = [{} for _ in range(many)]
    for lang in langs:
        old_texts = [olds[i].texts.get(lang, "") for i in unit.olds]
        new_texts = [news[j].texts.get(lang, "") for j in unit.news]
        if not any(old_texts) and not any(new_texts):
            continue
        for k, ops in enumerate(grouped_ops(old_texts, new_texts)):
            per_part[k][lang] = ops
    return per_part


def _similarity(ops: dict[str, list[Op]]) -> float:
    ratios = [ops_ratio(lang_ops) for lang_ops in ops.values()]
    return round(sum(ratios) / len(ratios), 3) if ratios else 1.0


def _pair_frames(olds: list[_Side], news: list[_Side], unit_of_old: dict,
                 unit_of_new: dict) -> dict[int, int]:
    """Old clause -> new clause holding its heading and items: where most of the texts of
    the clause and its items went, at the clause's own level where one such is (a text
    moved under a new bare heading takes that heading); failing that, for a clause without
    text paired, the clause of its citation."""
    landed: dict[int, list[int]] = {}
    for i in range(len(olds)):
        if i in unit_of_old:
            for a in olds[i].above:
                landed.setdefault(a, []).extend(unit_of_old[i].news)
    new_by_cite = {side.clause.cite: j for j, side in enumerate(news)}
    frames: dict[int, int] = {}
    taken: set[int] = set()
    for i, side in enumerate(olds):
        j = _majority(news, landed.get(i, []), len(side.above))
        if j is None:
            j = new_by_cite.get(side.clause.cite)
            if j is not None and (j in unit_of_new or i in unit_of_old
                                  or (side.texts and news[j].texts)):
                j = None
        if j is not None and j not in taken:
            frames[i] = j
            taken.add(j)
    return frames


def _majority(news: list[_Side], landed: list[int], depth: int) -> int | None:
    """The new clause holding more than half of the places texts landed in: the one at
    `depth` (a section for a section), else the deepest."""
    if not landed:
        return None
    held = Counter(a for j in landed for a in news[j].above)
    best = [a for a, n in held.items() if 2 * n > len(landed)]
    return max(best, key=lambda a: (len(news[a].above) == depth, len(news[a].above)),
               default=None)


def _sides(law: Law, langs: list[str], read: dict[str, _Words]) -> list[_Side]:
    sides = []
    index_of: dict[int, int] = {}
    for index, clause in enumerate(law.walk()):
        texts = {lang: clause.text[lang].value for lang in langs
                 if lang in clause.text and clause.text[lang].value.strip()}
        index_of[id(clause)] = index
        words = {lang: read.get(text) or read.setdefault(text, _Words(text))
                 for lang, text in texts.items()}
        sides.append(_Side(clause, index, texts, read=words,
                           words={lang: w.words for lang, w in words.items()}))
    for side in sides:  # walk order: a parent before its children
        side.above = (side.index, *(sides[side.parent].above if side.parent is not None else ()))
        for child in side.clause.children:
            sides[index_of[id(child)]].parent = side.index
    return sides


def _pair_texts(olds: list[_Side], news: list[_Side]) -> set[tuple[int, int]]:
    """Greedy best-first pairing of texts by likeness, the same citation given a head start.

    A text found once in each edition, word for word, pairs at once (it moved, if its
    citation changed); so does a same-citation pair alike enough to outscore any other
    pairing; only the texts left over (rewritten, new) are compared all against all.
    """
    pairs = _same_words(olds, news)
    paired_old, paired_new = {i for i, _ in pairs}, {j for _, j in pairs}
    left_old = [i for i, side in enumerate(olds) if side.texts and i not in paired_old]
    left_new = {j for j, side in enumerate(news) if side.texts and j not in paired_new}
    # One matcher per new text, made when first needed, so difflib indexes its words once
    # for every old text.
    matchers: dict[tuple[int, str], SequenceMatcher] = {}

    def likeness(i: int, j: int, floor: float) -> float | None:
        return _likeness(olds[i], news[j], floor, lambda lang: matchers.get((j, lang)) or
                         matchers.setdefault((j, lang), SequenceMatcher(
                             None, [], news[j].words[lang], autojunk=False)))

    new_by_cite = {news[j].clause.cite: j for j in left_new}
    sure = 1.0 - SAME_CITE_BONUS
    same_cite: dict[tuple[int, int], float | None] = {}  # likeness, for the second pass too
    for i in left_old:
        j = new_by_cite.get(olds[i].clause.cite)
        if j is not None:
            same_cite[i, j] = score = likeness(i, j, MIN_SAME_CITE)
            if score is not None and score > sure:
                pairs.add((i, j))
    taken_old = {i for i, _ in pairs}
    taken_new = {j for _, j in pairs}
    candidates = []
    for j in left_new - taken_new:
        for i in set(left_old) - taken_old:
            same = olds[i].clause.cite == news[j].clause.cite
            score = (same_cite[i, j] if (i, j) in same_cite
                     else likeness(i, j, MIN_SAME_CITE if same else MIN_MOVED))
            if score is not None:
                candidates.append((-(score + (SAME_CITE_BONUS if same else 0.0)), i, j))
    for _score, i, j in sorted(candidates):
        if i not in taken_old and j not in taken_new:
            pairs.add((i, j))
            taken_old.add(i)
            taken_new.add(j)
    return pairs


def _same_words(olds: list[_Side], news: list[_Side]) -> set[tuple[int, int]]:
    """Pairs of texts word for word the same, each found once in its edition."""
    def by_words(sides: list[_Side]) -> dict[tuple, list[int]]:
        found: dict[tuple, list[int]] = {}
        for k, side in enumerate(sides):
            if side.texts:
                found.setdefault(tuple(sorted((lang, tuple(w)) for lang, w in
                                              side.words.items())), []).append(k)
        return found

    new_words = by_words(news)
    return {(i[0], new_words[key][0]) for key, i in by_words(olds).items()
            if len(i) == 1 and len(new_words.get(key, ())) == 1}


def _likeness(old: _Side, new: _Side, floor: float,
              matcher: Callable[[str], SequenceMatcher]) -> float | None:
    """Mean word likeness over the languages both texts have, None when under the floor;
    `matcher(lang)` holds the new text's words in that language.

    Cheap upper bounds first, as difflib's real_quick_ratio and quick_ratio give them (most
    pairs of clauses are nothing alike): from the lengths, then from the words in common.
    """
    langs = [lang for lang in old.words if lang in new.words]
    if not langs:
        return None
    sizes = [(len(old.words[lang]), len(new.words[lang])) for lang in langs]
    if sum(_ratio(min(a, b), a + b) for a, b in sizes) / len(langs) < floor:
        return None
    if sum(_ratio(len(old.bag(lang) & new.bag(lang)), a + b)
           for lang, (a, b) in zip(langs, sizes, strict=True)) / len(langs) < floor:
        return None
    matchers = [matcher(lang) for lang in langs]
    for lang, m in zip(langs, matchers, strict=True):
        m.set_seq1(old.words[lang])
    score = sum(m.ratio() for m in matchers) / len(langs)
    return None if score < floor else score


def _diff(old_cite: str | None, new_cite: str | None, old_texts: dict[str, str],
          new_texts: dict[str, str], langs: list[str],
          split: Callable[[str], Split]) -> ClauseDiff:
    ops = {lang: word_ops(old_texts.get(lang, ""), new_texts.get(lang, ""), split)
           for lang in langs if lang in old_texts or lang in new_texts}
    if old_cite is None:
        change = "added"
    elif new_cite is None:
        change = "removed"
    else:
        same = all(tag == "equal" for lang_ops in ops.values() for tag, _text in lang_ops)
        change = {(True, True): "unchanged", (True, False): "modified",
                  (False, True): "moved", (False, False): "moved-modified"}[
            old_cite == new_cite, same]
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


def _heading_differs(old: str, new: str) -> bool:
    return old != new and _heading_key(old) != _heading_key(new)


def _heading_key(heading: str) -> str:
    return normalise(heading).casefold()
