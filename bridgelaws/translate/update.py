"""From the last translation to a new edition: which units of the new edition a translator
finds done, which carry a suggestion, which are new.

Each unit of the new edition (title, heading, clause text, footnote) is looked up among the old
edition's units of the same law and part that have both languages: the same source
words (markers included) give the old translation as it stands; otherwise the most alike
old source, at least `FUZZY`, gives its translation as a suggestion with its match quality
and the word diff of the source; else the unit is new.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from difflib import SequenceMatcher

from bridgelaws.corpus.model import Corpus, law_number
from bridgelaws.errors import BridgelawsError
from bridgelaws.translate.inline import Piece, written
from bridgelaws.translate.pairs import SEGMENTS, content, rejoinable
from bridgelaws.translate.units import Unit, edition_ids, part_kind, units

FUZZY = 50  # per cent: below this an old translation is no help
WORD = re.compile(r"\w+")
QUOTES = str.maketrans("’‘“”", "''\"\"")


@dataclass(frozen=True)
class Suggestion:
    cite: str  # the old unit's clause
    source: list[Piece]
    target: list[Piece]
    quality: int  # per cent of source words alike (difflib ratio over words)
    diff: str  # the source's word diff, old to new: [-gone-] {+added+}


@dataclass(frozen=True)
class UpdateUnit:
    unit: Unit  # the new edition's unit
    source: list[Piece]
    target: list[Piece]  # the old translation where the source is unchanged, else []
    match: Suggestion | None  # the old unit used (exact or fuzzy), None for a new clause
    sentence: int = 0  # 1, 2... for a clause text given sentence by sentence, else 0

    @property
    def id(self) -> str:
        tail = f"/{self.sentence}" if self.sentence else ""
        return f"{self.unit.cite}/{self.unit.part}{tail}"

    @property
    def status(self) -> str:
        if self.target:
            return "unchanged"
        return "changed" if self.match else "new"


def normal(text: str) -> str:
    """Typographic quotes folded and spaces collapsed: `defender’s` is `defender's`."""
    return " ".join(text.translate(QUOTES).split())


def word_diff(old: str, new: str) -> str:
    """wdiff's notation over the words (markers are codes, not words): words gone in
    [-...-], words added in {+...+}, the rest as is."""
    a, b = normal(old).split(), normal(new).split()
    out = []
    for op, i1, i2, j1, j2 in SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            out.append(" ".join(a[i1:i2]))
            continue
        if i2 > i1:
            out.append("[-" + " ".join(a[i1:i2]) + "-]")
        if j2 > j1:
            out.append("{+" + " ".join(b[j1:j2]) + "+}")
    return " ".join(out)


def quality(old: str, new: str) -> int:
    """Per cent alike: difflib's ratio over the words, case and punctuation aside."""
    a, b = (WORD.findall(normal(text).casefold()) for text in (old, new))
    ratio = SequenceMatcher(None, a, b, autojunk=False).ratio()
    return round(ratio * 100)


def update_units(corpus: Corpus, old: str, new: str, src: str, tgt: str,
                 segments: str = "clause") -> list[UpdateUnit]:
    """Every unit of edition `new` with words in `src`, in document order; with `segments`
    "sentence", a clause text by sentences where they align (see `by_sentence`)."""
    if segments not in SEGMENTS:
        raise BridgelawsError(f"segments must be one of {', '.join(SEGMENTS)}, not {segments!r}")
    edition_ids(corpus, old)
    edition_ids(corpus, new)
    translated: dict[tuple[str, str], list[Unit]] = {}
    for unit in units(corpus, old, footnotes=True):
        if src in unit.texts and tgt in unit.texts:
            translated.setdefault((law_number(unit.cite), part_kind(unit.part)), []).append(unit)
    if not translated:
        raise BridgelawsError(f"edition {old} has no text in both {src} and {tgt}")
    out = []
    for unit in units(corpus, new, footnotes=True):
        if src not in unit.texts:
            continue
        source = content(unit, src)
        text = unit.texts[src]
        best: tuple[int, bool, Unit] | None = None
        for candidate in translated.get((law_number(unit.cite), part_kind(unit.part)), []):
            score = quality(candidate.texts[src], text)
            key = (score, (candidate.cite, candidate.part) == (unit.cite, unit.part), candidate)
            if best is None or key[:2] > best[:2]:
                best = key
        if best is None or best[0] < FUZZY:
            out += _by_sentence(UpdateUnit(unit, source, [], None), None, src, tgt, segments)
            continue
        old_unit = best[2]
        old_source, old_target = content(old_unit, src), content(old_unit, tgt)
        same = normal(written(old_source)) == normal(written(source))
        # 100 only for the same words: a fuzzy match is never offered as exact
        match = Suggestion(old_unit.cite, old_source, old_target, 100 if same else min(best[0], 99),
                           "" if same else word_diff(old_unit.texts[src], text))
        item = UpdateUnit(unit, source, old_target if same else [], match)
        out += _by_sentence(item, old_unit, src, tgt, segments)
    return out


def _by_sentence(item: UpdateUnit, old_unit: Unit | None, src: str, tgt: str,
                 segments: str) -> list[UpdateUnit]:
    """A clause text, sentence by sentence where they align: a new one wherever its
    sentences rejoin with one space; an unchanged one where the old translation has as
    many sentences, rejoining likewise. A changed one stays whole, its suggestion with it."""
    if segments == "clause" or item.unit.part != "text" or item.status == "changed":
        return [item]
    parts = rejoinable(item.unit, src)
    if not parts or len(parts) < 2:
        return [item]
    targets = rejoinable(old_unit, tgt) if item.status == "unchanged" else [[]] * len(parts)
    if not targets or len(targets) != len(parts):
        return [item]
    return [UpdateUnit(item.unit, part, target, item.match, n)
            for n, (part, target) in enumerate(zip(parts, targets, strict=True), start=1)]
