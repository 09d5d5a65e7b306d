"""Pairing one law's readings in several languages into one aligned law.

Clauses pair by citation (structure), never by position in the file. A clause found in
one language only, or a clause whose sub-clauses differ in number, is a warning naming
file and line; nothing is dropped.
"""

from __future__ import annotations

from bridgelaws.corpus.model import Clause, Law, Warning


def align(readings: list[Law], file: str, warnings: list[Warning]) -> Law:
    """Merge single-language readings of one law (the first is the base, in its order)."""
    base = readings[0]
    for other in readings[1:]:
        base.title.update(other.title)
        base.title_notes.update(other.title_notes)
        _merge(base, other, file, warnings)
        for note in other.footnotes:
            mine = next((n for n in base.footnotes if n.n == note.n), None)
            if mine is None:
                base.footnotes.append(note)
                continue
            for attr in ("text", "marks", "labels", "lines"):
                getattr(mine, attr).update(getattr(note, attr))
    return base


def _merge(into: Clause, other: Clause, file: str, warnings: list[Warning]) -> None:
    if not into.children and not other.children:  # most clauses: nothing below to pair
        _take_words(into, other)
        return
    mine = {c.cite: c for c in into.children}
    theirs = {c.cite: c for c in other.children}
    if (len(mine) == len(into.children) == len(other.children)
            and mine.keys() == theirs.keys()):  # most clauses: the same sub-clauses, once each
        _take_words(into, other)
        for cite, child in theirs.items():
            _merge(mine[cite], child, file, warnings)
        return
    # The languages of each side, as the warnings name them (before the words are taken).
    base_langs = "/".join(sorted(into.lines))
    other_langs = "/".join(sorted(set(other.lines) - set(into.lines)) or sorted(other.lines))
    _take_words(into, other)
    if len(into.children) != len(other.children):
        warnings.append(Warning(file, other.first_line(), (
            f"{into.cite}: {len(into.children)} sub-clauses in {base_langs} but "
            f"{len(other.children)} in {other_langs}")))
    for cite, child in theirs.items():
        if cite in mine:
            _merge(mine[cite], child, file, warnings)
        else:
            warnings.append(Warning(file, child.first_line(),
                                    f"clause {cite} found in {other_langs} only"))
            into.children.append(child)
    for cite, child in mine.items():
        if cite not in theirs:
            warnings.append(Warning(file, child.first_line(),
                                    f"clause {cite} found in {base_langs} only"))


def _take_words(into: Clause, other: Clause) -> None:
    """The other language's heading, text, label and line, beside this one's."""
    into.heading.update(other.heading)
    into.heading_notes.update(other.heading_notes)
    into.text.update(other.text)
    into.labels.update(other.labels)
    into.lines.update(other.lines)

