"""What a reference looks like in one language, compiled into linear-time regexes.

Each language module (grammar_en, grammar_ru, grammar_el) fills in a `Words`; this module
compiles it. Finding runs in two steps: a trigger regex without groups, whose alternatives
all start with a letter (`Law 6`, `this Law`, `L6`, `above`), skips most of the text at C
speed and does not stop at `Law Law Law`; only where it fires are the full patterns tried,
anchored there (for `see B2 above`, in a short window ending at `above`). Every quantifier
is bounded, so each try reads a few dozen characters at most: `annotate` stays linear on
adversarial input.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# Laws of Duplicate Bridge have at most 93 laws; a bigger number is a year or a count.
MAX_LAW = 93
# How far before `above` a relative reference may start: `см. подпункт B2(a) ` with room.
WINDOW = 40
# Latin letters anywhere: sections upper case (lower case read as upper), items lower case.
LATIN_SECTION = "A-Za-z"
LATIN_ITEM = "a-z"
# Not followed by a letter or a digit: a citation ends at a word boundary, so `16C2xy`,
# `64A216` (a footnote marker glued on) and `12th` are not read as citations.
END = r"(?![^\W_])"


@dataclass(frozen=True)
class Words:
    """The language-specific parts of the grammar, as regex sources and letter maps."""

    lang: str
    law_word: str  # a law word in any case form, e.g. `[Ll]aws?`
    plural_word: str  # the forms that are (or may be) plural: a bare list member may follow
    self_word: str  # the law word of a self reference: `Law` in `this Law`
    self_before: str  # what stands before it: `this ` (starting with a letter, no \b)
    direction: str  # `above|below`: ends a relative reference
    # What stands before the direction word: `see {rel} `; `{rel}` is the relative cite.
    relative_before: str
    list_words: tuple[str, ...]  # `and`, `or`: join list members
    range_words: tuple[str, ...]  # `to`: joins a range's ends (dashes always do)
    # Non-Latin letters and what they are read as, in the order they count.
    section_letters: dict[str, str] = field(default_factory=dict)
    item_letters: dict[str, str] = field(default_factory=dict)
    short_form: bool = False  # `L61B3a`, the forum shorthand
    relative_after: str = ""  # a relative reference that starts with a literal: `as in {rel}`


@dataclass(frozen=True)
class Grammar:
    words: Words
    trigger: re.Pattern[str]  # where a reference may start (or, `above`, end)
    head: re.Pattern[str]  # `Law 64B2`, at a law word
    short: re.Pattern[str] | None  # `L64B2`, at an L
    self_ref: re.Pattern[str]  # `this Law`, at its first word
    relative_before: re.Pattern[str]  # `see B2 `: search in the window ending at `above`
    relative_after: re.Pattern[str] | None  # `as in A`, at its first word
    member: re.Pattern[str]  # a list member after a citation
    range_end: re.Pattern[str]  # a range's end after a citation
    plural: re.Pattern[str]  # fullmatch: a law word that may head a list of bare numbers


def _alternation(options: list[str]) -> str:
    """Longest first, so `ΣΤ` wins over a shorter prefix and nothing needs backtracking."""
    return "|".join(re.escape(o) for o in sorted(options, key=lambda o: (-len(o), o)))


def _letters(latin: str, extra: list[str]) -> str:
    alt = _alternation(extra)
    return f"{alt}|[{latin}]" if alt else f"[{latin}]"


def cite_pattern(words: Words) -> str:
    """Law number, section letter, sub-clause number, item: `64`, `64B`, `64B2`, `43B2(b)`."""
    sec = _letters(LATIN_SECTION, list(words.section_letters))
    item = _letters(LATIN_ITEM, list(words.item_letters))
    return (
        "(?P<law>[1-9][0-9]?)(?![0-9])"
        f"(?:(?P<sec>{sec})"
        "(?:(?P<sub>[1-9][0-9]?)(?![0-9])"
        rf"(?:\((?P<item>{item})\)|(?P<glued>{item}))?"
        ")?)?" + END
    )


def relative_pattern(words: Words) -> str:
    """A cite inside the citing law, without the law number: `B2`, `C2(a)`."""
    sec = _letters("A-Z", [k for k in words.section_letters if k.isupper()])
    item = _letters(LATIN_ITEM, list(words.item_letters))
    return (
        f"(?P<rel>(?P<rsec>{sec})(?:(?P<rsub>[1-9][0-9]?)(?![0-9])"
        rf"(?:\((?P<ritem>{item})\))?)?)" + END
    )


def compile_grammar(words: Words) -> Grammar:
    cite, rel = cite_pattern(words), relative_pattern(words)
    self_ref = f"(?:{words.self_before})(?:{words.self_word})\\b(?![ \\t]*[0-9])"
    after = words.relative_after.replace("{rel}", rel)
    # No groups and no leading \b or lookbehind: each alternative starts with a letter the
    # regex engine can skip to. find() checks that a hit starts a word.
    triggers = [f"(?:{words.law_word})(?=\\s{{1,3}}[1-9])", self_ref, words.direction]
    if words.short_form:
        triggers.append("L(?=[1-9])")
    if after:
        triggers.append(re.sub(r"[(][?]P<[a-z]+>", "(?:", after))
    joins = "|".join(re.escape(w) for w in words.list_words)
    to = "|".join(re.escape(w) for w in words.range_words)
    short = "L?" if words.short_form else ""
    return Grammar(
        words=words,
        trigger=re.compile("|".join(triggers)),
        head=re.compile(rf"(?P<word>(?:{words.law_word}))\b\s{{1,3}}{cite}"),
        short=re.compile(f"L{cite}") if words.short_form else None,
        self_ref=re.compile(self_ref),
        relative_before=re.compile(rf"(?:{words.relative_before.replace('{rel}', rel)})$"),
        relative_after=re.compile(after) if after else None,
        member=re.compile(
            rf"(?:[ \t]*,[ \t]*(?:(?:{joins})[ \t]+)?|[ \t]+(?:{joins})[ \t]+){cite}"
        ),
        range_end=re.compile(rf"(?:[ \t]*[-–—][ \t]*|[ \t]+(?:{to})[ \t]+){short}{cite}"),
        plural=re.compile(words.plural_word),
    )
