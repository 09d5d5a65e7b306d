"""What a reference looks like in one language, compiled into a few linear-time regexes.

Each language module (grammar_en, grammar_ru, grammar_el) fills in a `Words` with its law
words, letters and connectives; `compile_grammar` turns that into one search pattern (a
reference's head, a self reference or a relative reference) plus anchored patterns for the
elements that may follow a head (list members, a range's end). Every quantifier is bounded
and every alternative starts differently, so matching never backtracks more than a few
characters: that keeps `annotate` linear on adversarial input.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# Laws of Duplicate Bridge have at most 93 laws; a bigger number is a year or a count.
MAX_LAW = 93
# Latin letters anywhere: sections upper case (lower case read as upper), items lower case.
LATIN_SECTION = "A-Za-z"
LATIN_ITEM = "a-z"
# Not followed by a letter or a digit: a citation ends at a word boundary, so `16C2x`,
# `64A216` (a footnote marker glued on) and `12th` are not read as citations.
END = r"(?![^\W_])"


@dataclass(frozen=True)
class Words:
    """The language-specific parts of the grammar, as regex sources and letter maps."""

    lang: str
    law_word: str  # a law word in any case form, e.g. `[Ll]aws?`
    plural_word: str  # the forms that are (or may be) plural: a bare list member may follow
    self_ref: str  # `this Law`: a reference to the law holding the text
    # `(see B2 above)`: `{rel}` is where the relative cite stands (once); `{shape}` is the same
    # pattern without groups, for lookaheads.
    relative: str
    list_words: tuple[str, ...]  # `and`, `or`: join list members
    range_words: tuple[str, ...]  # `to`: joins a range's ends (dashes always do)
    # Non-Latin letters and what they are read as, in the order they count.
    section_letters: dict[str, str] = field(default_factory=dict)
    item_letters: dict[str, str] = field(default_factory=dict)
    short_form: bool = False  # `L61B3a`, the forum shorthand


@dataclass(frozen=True)
class Grammar:
    words: Words
    search: re.Pattern[str]  # head of a citation | self reference | relative reference
    member: re.Pattern[str]  # a list member after a citation (anchored with .match)
    range_end: re.Pattern[str]  # a range's end after a citation (anchored with .match)
    plural: re.Pattern[str]  # fullmatch: a law word that may head a list of bare numbers


def _alternation(options: list[str]) -> str:
    """Longest first, so `ΣΤ` wins over a shorter prefix and nothing needs backtracking."""
    return "|".join(re.escape(o) for o in sorted(options, key=lambda o: (-len(o), o)))


def cite_pattern(words: Words, prefix: str) -> str:
    """Law number, section letter, sub-clause number, item: `64`, `64B`, `64B2`, `43B2(b)`."""
    sec_extra = _alternation(list(words.section_letters))
    item_extra = _alternation(list(words.item_letters))
    sec = f"{sec_extra}|[{LATIN_SECTION}]" if sec_extra else f"[{LATIN_SECTION}]"
    item = f"{item_extra}|[{LATIN_ITEM}]" if item_extra else f"[{LATIN_ITEM}]"
    p = prefix
    return (
        f"(?P<{p}law>[1-9][0-9]?)(?![0-9])"
        f"(?:(?P<{p}sec>{sec})"
        f"(?:(?P<{p}sub>[1-9][0-9]?)(?![0-9])"
        rf"(?:\((?P<{p}item>{item})\)|(?P<{p}glued>{item}))?"
        ")?)?" + END
    )


def relative_pattern(words: Words) -> str:
    """A cite inside the citing law, without the law number: `B2`, `C2(a)`."""
    sec_extra = _alternation([k for k in words.section_letters if k.isupper()])
    item_extra = _alternation(list(words.item_letters))
    sec = f"{sec_extra}|[A-Z]" if sec_extra else "[A-Z]"
    item = f"{item_extra}|[{LATIN_ITEM}]" if item_extra else f"[{LATIN_ITEM}]"
    return (
        f"(?P<rsec>{sec})(?:(?P<rsub>[1-9][0-9]?)(?![0-9])"
        rf"(?:\((?P<ritem>{item})\))?)?" + END
    )


def compile_grammar(words: Words) -> Grammar:
    head = rf"(?P<word>\b(?:{words.law_word})\b)\s{{1,3}}"
    if words.short_form:
        # `L61B3a`: an L glued to the law number, not inside a word (`LHO`, `BBOL6`).
        head = rf"(?:{head}|(?<![^\W_])(?P<short>L)(?=[1-9]))"
    rel = relative_pattern(words)
    shape = re.sub(r"[(][?]P<[a-z]+>", "(?:", rel)
    search = (
        f"(?P<head>{head}{cite_pattern(words, '')})"
        f"|(?P<self>{words.self_ref})"
        f"|{words.relative.replace('{shape}', shape).replace('{rel}', rel)}"
    )
    joins = "|".join(re.escape(w) for w in words.list_words)
    member = rf"(?:[ \t]*,[ \t]*(?:(?:{joins})[ \t]+)?|[ \t]+(?:{joins})[ \t]+)"
    to = "|".join(re.escape(w) for w in words.range_words)
    short = "L?" if words.short_form else ""
    range_end = rf"(?:[ \t]*[-–—][ \t]*|[ \t]+(?:{to})[ \t]+){short}"
    return Grammar(
        words=words,
        search=re.compile(search),
        member=re.compile(member + cite_pattern(words, "")),
        range_end=re.compile(range_end + cite_pattern(words, "")),
        plural=re.compile(words.plural_word),
    )
