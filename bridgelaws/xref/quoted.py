"""References quoted in another language's own script (`«Правило 40С»` in an English
translator's note, `«Νόμος 12Γ1(γ)»` in a Russian one): looked for where a mark of that
language's law words stands, each stretch of its script read by that language's grammar,
and merged with the references the text's own language read."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from bridgelaws.xref.grammar import Words
from bridgelaws.xref.parts import Found, in_latin

# Stretches this close are read in one call (line breaks between them keep them apart)
GROUP_REACH = 200


@dataclass(frozen=True)
class Script:
    """A language's own script, as another language's text holds it.

    `marks`: letters one of which each of its law words holds (`Words.script_marks`), looked
    for with `in` at C speed (a scan for the script's letters costs a hundred times more);
    `find_marks` finds them; `letters` is one letter of the script; `stretch`, text in it:
    its words (a look-alike of another script typed in one: `Пpавило`, `Nόμος`), and between
    these what is no word in another script (numbers, blanks, signs, a letter alone:
    `Правило 27В1(b)`, an item `(ii)`)."""

    words: Words
    marks: str
    find_marks: re.Pattern[str]
    letters: re.Pattern[str]
    stretch: re.Pattern[str]

    def in_text(self, text: str) -> bool:
        """`text` may quote a reference in this script: it holds one of the marks."""
        return any(mark in text for mark in self.marks)


def script(words: Words) -> Script | None:
    """The script of `words`' language; None for one other languages share (Latin)."""
    if not words.script:
        return None
    return Script(words, words.script_marks, re.compile(f"[{words.script_marks}]"),
                  re.compile(words.script),
                  re.compile(rf"(?:[^\W\d_]*(?:{words.script})[^\W\d_]*|\([ivx]{{1,4}}\)"
                             rf"|[^\w\n]|[\d_]"
                             r"|(?<![^\W\d_])[^\W\d_](?![^\W\d_]))+"))


def quoted(text: str, s: Script, found: list[Found], read: Callable[[str], list[Found]],
           anothers: Callable[[int, int], bool]) -> list[Found]:
    """`found` and the references quoted in script `s`: each stretch of it around one of its
    law words' marks, read by `read` (that language's finder; with what of its script,
    numbers and signs stands right before the mark: `the 16th «εδάφιο (β) της παρ.»`);
    where the text's own language read it too, the better reading stays (`_weaker`); where
    the text says in its own words that a law is another's (`anothers(start, end)`), it is
    (`Στο κρίκετ ο Law 42`). Their letters are read here, in that language: the text's
    language reads them no more."""
    groups: list[list[tuple[int, int]]] = []  # the stretches, near ones together
    pos = 0
    while (mark := s.find_marks.search(text, pos)) is not None:
        at = mark.start()
        lo = at  # back over the stretch's letters and signs, to its first word's start
        while lo > pos and text[lo - 1] != "\n" and (
                not text[lo - 1].isalpha() or s.letters.match(text, lo - 1)):
            lo -= 1
        while lo > pos and text[lo - 1].isalpha() and text[lo].isalpha():  # `Nόμος`
            lo -= 1
        pos = max(s.stretch.match(text, lo).end(), at + 1)
        if groups and lo - groups[-1][-1][1] <= GROUP_REACH:
            groups[-1].append((lo, pos))
        else:
            groups.append([(lo, pos)])
    found_there: list[Found] = []
    for spans in groups:  # stretches near each other read in one call, line breaks between
        lo = spans[0][0]
        piece = "".join(text[a:b] + "\n" * ((spans[i + 1][0] if i + 1 < len(spans) else b) - b)
                        for i, (a, b) in enumerate(spans))
        found_there += [
            r._replace(start=r.start + lo, end=r.end + lo, parts=in_latin(r.parts, s.words),
                       to=r.to and in_latin(r.to, s.words))
            for r in read(piece) if r.parts.sec or not anothers(r.start + lo, r.end + lo)]
    merged: list[Found] = []
    i = 0
    for r in found_there:
        while i < len(found) and found[i].end <= r.start:
            merged.append(found[i])
            i += 1
        j = i
        while j < len(found) and found[j].start < r.end:
            j += 1
        if all(_weaker(f, r) for f in found[i:j]):
            merged.append(r)
            i = j
    return merged + found[i:]


def _weaker(own: Found, quote: Found) -> bool:
    """The text's own reading of what a quote reads too is the lesser one: shorter (`50D1`
    of `«Правило 50D1»`), or as long without a law (`B1–B3` of `«пп. B1–B3 Правила 64»`, a
    relative reference in English)."""
    mine, theirs = own.end - own.start, quote.end - quote.start
    return mine < theirs or mine == theirs and not own.parts.law and bool(quote.parts.law)
