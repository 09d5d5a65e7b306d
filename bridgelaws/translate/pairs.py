"""One segmentation rule for every export: a unit's (source, target) segments are its
sentence pairs where both languages have as many sentences, else the whole clause. Each
segment keeps its footnote markers as inline codes."""

from __future__ import annotations

from itertools import pairwise

from bridgelaws.errors import BridgelawsError
from bridgelaws.translate.inline import Piece, pieces, split
from bridgelaws.translate.units import Unit

SEGMENTS = ("clause", "sentence")
Pair = tuple[list[Piece], list[Piece]]


def content(unit: Unit, lang: str) -> list[Piece]:
    """The unit's words in `lang` with their markers."""
    return pieces(unit.texts[lang], unit.notes.get(lang, ()))


def sentence_contents(unit: Unit, lang: str) -> list[list[Piece]]:
    from bridgelaws.translate.pipeline import sentence_spans

    value = unit.texts[lang]
    return split(value, unit.notes.get(lang, ()), sentence_spans(value, lang))


def rejoinable(unit: Unit, lang: str) -> list[list[Piece]] | None:
    """The unit's sentences where one space parts each from the next and the text has no
    space around it, so that joining them with a space gives the text back; else None."""
    from bridgelaws.translate.pipeline import sentence_spans

    value = unit.texts[lang]
    spans = sentence_spans(value, lang)
    gaps = [value[end:start] for (_, end), (start, _) in pairwise(spans)]
    if not spans or spans[0][0] != 0 or spans[-1][1] != len(value) or set(gaps) - {" "}:
        return None
    return split(value, unit.notes.get(lang, ()), spans)


def segment_pairs(unit: Unit, src: str, tgt: str, segments: str = "clause") -> list[Pair]:
    """The unit's (source, target) segments; `tgt` may be missing (a clause to translate):
    then the source alone is split, each with an empty target."""
    if segments not in SEGMENTS:
        raise BridgelawsError(f"segments must be one of {', '.join(SEGMENTS)}, not {segments!r}")
    whole = [(content(unit, src), content(unit, tgt) if tgt in unit.texts else [])]
    if segments == "clause" or unit.part != "text":
        return whole
    src_parts = sentence_contents(unit, src)
    if tgt not in unit.texts:
        return [(part, []) for part in src_parts]
    tgt_parts = sentence_contents(unit, tgt)
    if len(src_parts) != len(tgt_parts):
        return whole
    return list(zip(src_parts, tgt_parts, strict=True))
