"""Find references in a text: raw matches with character offsets, nothing interpreted yet.

One left-to-right pass: the language's trigger finds where a reference may be (`Law 4`,
`L4`, `12C1`, `this Law`, `above`); anchored patterns then read a head (`Law 45E`,
`L61B3a`) and what follows it (list members `or 58B`, `and 2`, `or B2`, `and (b)`, a
range's end `to 64`, an edition `(2007)`), a self reference, or, in a short window ending
at `above`, the `B2` of `see B2 above`. The trigger only moves forward and each try reads
a bounded stretch, so the pass is linear.

`parts` turns what the patterns read into Parts (lists, ranges, parts named around a law);
`context` reads the references to the law a text stands in where the context trigger fires.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from functools import cache
from typing import NamedTuple

from bridgelaws.errors import BridgelawsError
from bridgelaws.xref import grammar_el, grammar_en, grammar_ru
from bridgelaws.xref.context import read_context
from bridgelaws.xref.grammar import (
    HEADS_MEMO,
    MAX_LAW,
    MORE,
    TAILS,
    Grammar,
    Words,
    compile_grammar,
)
from bridgelaws.xref.owner import anothers, bare_ok, documents, listed_anothers
from bridgelaws.xref.parts import (
    CITE,
    DASHES,
    MAX_SUB,
    ROMAN_ITEM,
    Found,
    Hit,
    Parts,
    cite_parts,
    edition_before,
    ended,
    items_before,
    make,
    named_before,
    numbers_listed,
    parts_before,
    range_to,
    read_detail,
    rel_parts,
    subs_before,
    year_named,
)
from bridgelaws.xref.quoted import quoted, script

WORDS: dict[str, Words] = {
    "en": grammar_en.WORDS,
    "ru": grammar_ru.WORDS,
    "el": grammar_el.WORDS,
}

_DIGIT = re.compile("[1-9]")

# How far after a reference to a law its number may stand with a section alone (`Law 70 —
# especially 70D`)
SAME_LAW_REACH = 80
# How far before it a form's label may name a law with its section alone (`Laws applied: 75C`)
LABEL_REACH = 24
# How far before an L apart from its number a word may say it cites a law (`applied L 23`),
# or a law stand with signs between (`L 27B1(b) + L 23`)
SHORT_REACH = 24
SIGNS_REACH = 4

CONTRACT_LEVEL = 7  # a contract's level: `7C` may be one, `20F` may not
# The suits' and no trumps' letters that no law up to a contract's level has as a section
# (Laws 5-7 have A to F): after one of those numbers, a contract
_NO_SECTION = "HSN"
# What follows a contract (`Law 4, the 4H bid`, `4H= `, `4H-1`, `4H by South`)
_CONTRACT = re.compile(r"[ \t]*(?:[=+×*]|-[0-9]|(?:bids?|contract|opening|overcall|response"
                       r"|doubled|redoubled|making|made|by|went|down|[Xx]{1,2})\b)")


# How far before its law the bracket closing an item named before it may stand: `(e) of `,
# `(ε) της `
ITEM_REACH = 12

# What makes a number a share: `Law 12C1(c) to 30% of`, no range's end
_PERCENT = re.compile(r"[ \t]*(?:%|per[ \t]?cent|процент|τοις)")
_CARD = tuple("♠♥♦♣♤♡♢♧")  # a suit after a number: a contract or a card (`4♠-1`, `10♠`)
NEAR_LAWS = 10  # `Law 1 to Law 5` is a range; `Law 16 to Law 73` two laws compared
NEAR = 200  # characters: references this close are searched for without the digit skip


def _no_end(text: str, g: Grammar, r: re.Match[str], head: Parts) -> bool:
    """What follows range end `r` of `head` says it is none: a share (`Law 12C1(c) to 30% of
    2♠=`) or a suit (`по Правилу 12С1(е) до 4♠-1`), or a count after a sub-clause's number
    apart (`L64A1 — 2 tricks`; not `64B1-3 of the Laws`, `20F1–3 deals with`); or the end
    is a letter alone that is a word of the sentence, blanks around it (`law 72b1 — I
    think`; not `Правила 40А–С касаются`)."""
    at = r.end()
    return (_PERCENT.match(text, at) is not None or text.startswith(_CARD, at)
            or text[at - 1:at] in g.words.letter_words and text[at - 2:at - 1] in (" ", "\t")
            and _WORD_NEXT.match(text, at) is not None
            or r["law"] is not None and bool(head.sub) and text[r.start("law") - 1] in " \t"
            and _counted(text, g, at))


_OF = frozenset(("of", "из", "από"))  # `2 of them` counts, but `64B1-3 of the Laws` ranges


def _counted(text: str, g: Grammar, at: int) -> bool:
    """A count follows the number that ends at `at` (`2 tricks`, `1 trick to EW`)."""
    return g.counts is not None and (c := g.counts.match(text, at)) is not None and (
        c[0].strip() not in _OF)


_WORD_NEXT = re.compile(r"[ \t]+[^\W\d_](?<![A-Z])")  # a word starts after blanks, not a capital


def _chained(text: str, at: int) -> bool:
    """Another dash and number follow a range's end: numbers chained (`Правило 2-3-4`, of
    pre-empts), no range of laws."""
    return text.startswith(tuple(DASHES), at) and text[at + 1:at + 2].isdigit()


_FIRST_TAIL = {MORE + name: i for i, name in enumerate(TAILS)}
_RANGE_END, _RANGE_END_WORD, _MEMBER, _DETAIL, *_ = range(len(TAILS))


def grammar(lang: str) -> Grammar:
    """The language's grammar; English for a language with no reference words yet (an
    Italian translation declared in the manifest): bare cites (`64B2`, `L61B3a`) and English
    law words are read in any language, as contract 2 of the corpus asks."""
    return _compiled(lang if lang in WORDS else "en")


@cache
def _compiled(lang: str) -> Grammar:
    """A language's grammar, compiled when first asked for: a tenth of a second or more
    each, which a command reading one language need not wait for."""
    return compile_grammar(WORDS[lang])


def check_language(lang: str, declared: Callable[[], Iterable[str]] = tuple) -> None:
    """A language neither xref nor the corpus knows is bad input (`--lang fr` for `fra`).

    `declared` gives the corpus's languages; it is called only for a language xref has no
    grammar for, as finding them walks every clause of the corpus."""
    if lang in WORDS:
        return
    known = set(declared())
    if lang not in known:
        known = ", ".join(sorted(set(WORDS) | known))
        raise BridgelawsError(f"unknown language {lang!r} (known: {known})")


def find(text: str, lang: str, relative: bool = True) -> list[Found]:
    """Every reference in `text`, in order, as written in language `lang`, and those quoted
    in another language's own script (`«Правило 40С»` in an English translator's note).

    `relative=False` leaves out self and relative references (`this Law`, `see B2 above`):
    without the law they stand in they cannot be read, and a flood of them costs time.
    """
    found = _find(text, lang, relative)
    if text.isascii():  # most English texts: no other script, told without reading them
        return found
    for other, s in _SCRIPTS.items():
        if other != lang and s.in_text(text):
            own = grammar(lang)
            found = quoted(text, s, found, lambda piece, other=other: _find(piece, other, False),
                           lambda start, end, own=own: anothers(text, own, start, end))
    return found


# The scripts of the languages that have their own (`quoted.script`)
_SCRIPTS = {lang: s for lang, words in WORDS.items() if (s := script(words)) is not None}


def _find(text: str, lang: str, relative: bool) -> list[Found]:
    """`find` in the text's own language."""
    g = grammar(lang)
    if (read := _blanked(text)) is not text:
        return [make(Found, (s, e, text[s:e], *rest))
                for s, e, _, *rest in _find(read, lang, relative)]
    found: list[Found] = []
    pos = 0
    # The next cite trigger and the next self or relative one (and where each starts; the
    # text's end for none), each searched again only once `pos` has passed it; the first of
    # the two (a cite where both start) is where the text is read next, as if one trigger
    # held both.
    nowhere = len(text) + 1
    cite = _cite_trigger(text, g, 0)
    cite_at = nowhere if cite is None else cite.start()
    context = g.context_trigger.search(text) if relative else None
    context_at = nowhere if context is None else context.start()
    near = False  # the last cite was found near where the search for it started
    while True:
        if cite_at < pos:
            # Skipping to the next digit pays over a stretch without references; where
            # they stand close together, it is one search more per reference.
            cite = g.cite_trigger.search(text, pos) if near else _cite_trigger(text, g, pos)
            cite_at = nowhere if cite is None else cite.start()
            near = cite_at - pos < NEAR
        if context_at < pos:
            context = g.context_trigger.search(text, pos)
            context_at = nowhere if context is None else context.start()
        at = cite_at if cite_at <= context_at else context_at
        if at == nowhere:
            break
        pos = at + 1
        if at and (text[at - 1].isalnum() or text[at - 1] == "-" and _inside_word(text, at)):
            continue  # most triggers: a blank before them, no call
        if at < cite_at:  # no cite starts here: the cite trigger would have fired
            pos = read_context(text, g, context, found, pos)
        else:
            pos = _follow(text, g, cite, found)
    return found


def _inside_word(text: str, at: int) -> bool:
    """A trigger at `at` is not at a word's start (`BBOLaw`, `LHO`, `xL6`, `has in`), or ends
    a hyphenated word (`by-law 12C`, a club's own rule)."""
    if not at:
        return False
    c = text[at - 1]
    return c.isalnum() or c == "-" and at > 1 and text[at - 2].isalpha()


# What text copied from PDFs, pages and word processors holds (`&nbsp;`, `Law 64\u2009B6`,
# `Laws 41‒43`), read as the character it stands for: no-break, thin and other spaces as a
# space, hyphens, figure dashes and minus signs as a hyphen.
_ODD = tuple((c, " ") for c in "\u00a0\u2007\u202f\u2009\u200a\u2002\u2003\u2004\u2005"
                                 "\u2006\u2008\u205f\u3000")
_ODD += tuple((c, "-") for c in "\u2010\u2011\u2012\u2015\u2212")
# An item in square brackets, as in brackets: `Law 43A1[c]`
# (the bracket first: the scan skips to it at C speed, a lookbehind first is tried everywhere)
_SQUARE_ITEM = re.compile(r"\[(?<=[^\W_]\[)([^\W\d_]{1,4})\]")


def _blanked(text: str) -> str:
    """`text` with what `_ODD` and `_SQUARE_ITEM` name read as they stand for (the same
    length: offsets stay); `text` itself where it holds none (most texts: no copy)."""
    read = text
    for odd, plain in _ODD:  # `in` and `replace`, at C speed: a regex scan costs 100 times
        if odd in read:
            read = read.replace(odd, plain)
    if "[" in read:
        read = _SQUARE_ITEM.sub(r"(\1)", read)
    return read


def _cite_trigger(text: str, g: Grammar, pos: int) -> re.Match[str] | None:
    """The first cite trigger at or after `pos`, searched from `digit_reach` before the
    first digit 1-9 from `pos` on: none can start sooner."""
    digit = _DIGIT.search(text, pos)
    if digit is None:
        return None
    return g.cite_trigger.search(text, max(pos, digit.start() - g.digit_reach))


def context_refs(text: str, lang: str) -> Iterator[Found]:
    """The self and relative references of `text` alone (`this Law`, `see B2 above`), one
    at a time, found by a scan that passes over everything else at C speed: what `find(...,
    relative=False)` leaves out. A part a cite reads (`Law 64, section B`) may look like
    one: each is read again with the text around it, as `find` reads it there."""
    g = grammar(lang)
    if (read := _blanked(text)) is not text:
        yield from (f._replace(text=text[f.start:f.end]) for f in context_refs(read, lang))
        return
    found: list[Found] = []
    pos = told = 0  # `told`: where the last one yielded ends
    while (t := g.context_trigger.search(text, pos)) is not None:
        at = t.start()
        pos = at + 1
        if not _inside_word(text, at):
            seen = len(found)
            pos = read_context(text, g, t, found, pos)
            for f in found[seen:]:
                lo = max(0, text.rfind("\n", 0, max(0, f.start - NEAR)) + 1, f.start - NEAR)
                for r in find(text[lo:f.end + NEAR], lang):
                    if (f.start <= r.start + lo < f.end and r.start + lo >= told
                            and not r.parts.law):
                        told = r.end + lo
                        yield r._replace(start=r.start + lo, end=told)
            del found[:-1]  # the last one stays: `read_context` reads nothing that starts in it


def _numbered_before(text: str, g: Grammar, start: int) -> int | None:
    """Where parts listed right before the law word at `start` would end, where a number
    ends there, a blank after it (or an article the language writes there,
    `Words.articles_before_law`): `B2 Правила`, `Β5 του Νόμου`; None elsewhere, most heads,
    without a regex."""
    at = start
    for article in g.words.articles_before_law:
        if text.startswith(article, start - len(article)):
            at = start - len(article)
            break
    return at if text[at - 1:at] == " " and text[at - 2:at - 1].isdigit() else None


def _opened(text: str, g: Grammar, start: int) -> bool:
    """A word that opens a range stands right before `start`: `from `, `с `, `από τον `."""
    return g.opened is not None and g.opened.search(text, max(0, start - 16), start) is not None


_UNSEEN = object()


class _Head(NamedTuple):
    """How a head reads, as remembered for the next time it is written the same way."""

    parts: Parts
    word: str | None  # its law word; None for `L64B2`, `64B2`
    opens: bool  # it opens a range (`с 12`): one that does not follow is no reference
    bare: bool  # `64B2`: a law only where the words before it do not number something else
    # `70D`, a bare number and section alone: a law only right after the same law's reference
    # (`Law 70, especially 70D`), else a contract (`4H`) or a seat (`12C`)
    alone: bool


def _head(text: str, g: Grammar, at: int) -> _Head | None:
    """How the head the trigger found at `at` reads (a law word's, an L's or a bare cite's:
    they start with different characters); None where it is no law (`Law 99`; `п. 3`, a
    paragraph). Made once per head as written: its parts read in one call, not per part."""
    word, opens = None, False
    bare = text[at] in "123456789"  # a law word and the L start with a letter
    if bare:
        m = g.bare.match(text, at)
        if g.words.ordinal and m["word"] is not None:  # an ordinal before its law word
            if m["word"].endswith("."):
                return None  # `16-м пп.`: an abbreviation needs its number after it
            return make(_Head, (make(Parts, (m["law"], "", "", "", "")), m["word"], False,
                                 False, False))
    elif (m := g.head.match(text, at)) is not None:
        word, opens = m.group("word", "from") if g.words.range_from else (m["word"], None)
        opens = opens is not None
    else:  # a letter that starts no law word: the L of `L61B3a`, in a grammar that has it
        m = g.short.match(text, at)
    law, sec, sub, item, glued, subitem, gsub = m.group(*CITE[""])
    if int(law) > MAX_LAW:
        return None
    if not sec and g.not_law_head is not None and g.not_law_head.fullmatch(m[0]):
        return None  # `правило 11`, the Rule of Eleven
    if not sec and word is not None and _needs_section(g, word):
        return None
    head = make(Parts, (law, sec or "", sub or "", item or glued or "", subitem or gsub or ""))
    return make(_Head, (head, word, opens, bare, bare and not sub))


_SECTION_WORDS: dict[tuple[str, str], bool] = {}


def _needs_section(g: Grammar, word: str) -> bool:
    """A law word that cites only with a section (`п.`), asked once per word as written."""
    key = (g.words.lang, word)
    if (needs := _SECTION_WORDS.get(key)) is None:
        needs = _SECTION_WORDS[key] = (g.section_word is not None
                                       and g.section_word.fullmatch(word) is not None)
    return needs


def _follow(text: str, g: Grammar, t: re.Match[str], found: list[Found]) -> int:
    """Record the head trigger `t` read and what hangs on it (a range's end, list members,
    an edition named after them); return where to go on."""
    start, end = t.span()
    written = t[0]
    read = g.heads.get(written, _UNSEEN)
    if read is _UNSEEN:
        read = _head(text, g, start)
        if len(g.heads) < HEADS_MEMO:
            g.heads[written] = read
    if read is None:
        return end
    head, word, opens, bare, alone = read
    if bare and not bare_ok(text, g, start):
        return end
    if (word is None and not bare and not head.sec and written[1] in " \t"
            and not _cited_apart(text, g, start, end, found)):
        return end
    if alone and not (found and (_same_law(found[-1], head.law)
                                 and start - found[-1].end <= SAME_LAW_REACH
                                 or _listed_on(text, g, found[-1].end, start))
                      and _CONTRACT.match(text, end) is None
                      or g.label.search(text, max(0, start - LABEL_REACH), start)
                      or _after_part_word(text, g, start) and g.member.match(text, end)):
        return end
    if not head.sec and anothers(text, g, start, end, word is not None):
        return end  # `In football, Law 11 (offside)`, `Quebec's Law 25`: another's
    if word is not None and (past := documents(text, g, start, end, word)) is not None:
        return past  # `Регламент соревнований, статья 5`: another document's article
    if (word is not None and not head.sec
            and (p := named_before(g.part_before, text, start)) is not None):
        # `section B2 of Law 64`: only an edition is read after it
        if (s := named_before(g.sub_before, text, start)) is not None:
            # the section's sub-clauses named before it: `пункт 2 раздела B Правила 64`
            return _record(text, g, subs_before(s, head, end), end, found)
        group = parts_before(text, g, p, head.law, end)
        # and what is set against its last part: `παράγραφο Β2 του Νόμου 64, όχι την Β3`
        return _record(text, g, group, _members(text, g, word, group[-1][3], end, group), found)
    if (word is not None and not head.sec and g.part_bare is not None
            and (at := _numbered_before(text, g, start)) is not None
            and (p := named_before(g.part_bare, text, at)) is not None):
        # parts listed before a law without a part word: `B1 или B2 Правила 64`, `το Β4 ή
        # το Β5 του Νόμου 64`
        return _record(text, g, parts_before(text, g, p, head.law, end), end, found)
    if (head.sub and not head.subitem
            # most heads: no bracket closed before them but a reference's, and no regex
            and (k := text.rfind(")", max(0, start - ITEM_REACH), start)) >= 0
            and not (found and found[-1].end > k)
            and (p := named_before(g.item_before, text, start)) is not None
            and (hits := items_before(p, head, end))):
        # `items (a) to (e) of Law 40B2`, `пп. (а) и (б) Правила 40В2`; sub-items: `пп. (i) и
        # (ii) Правила 12С1(е)`
        return _record(text, g, hits, end, found)
    if (head.sec and not head.sub and word is not None
            and _DIGIT.search(text, max(0, start - ITEM_REACH), start)  # most heads: none
            and (p := named_before(g.numbers_before, text, start)) is not None):
        # `οι παρ. 1 και 2 του Νόμου 79Γ`: its sub-clauses named before it
        return _record(text, g, numbers_listed(p, head._replace(sub=p["s1"]), end), end, found)
    first = _FIRST_TAIL.get(t.lastgroup)  # what the trigger says may follow the head
    if first is None and text.startswith(_GLOSS_OPEN, end) and _glossed(text, g, end):
        first = _MEMBER  # `Laws 68 (claims) and 69`: a member after a gloss
    if first is None:  # the common case: nothing hangs on the head
        if word is not None and listed_anothers(text, g, end, word):
            return end  # `Статья 5 и статья 6 Европейской конвенции`: the document's both
        year = edition_before(text, g, start, found[-1] if found else None)
        found.append(make(Found, (start, end, written, "cite", head, None, year)))
        return end
    # A tail before `first` does not follow the head: it is not tried there.
    head_end = end
    group: list[Hit] = []
    r = g.range_end.match(text, end) if first == _RANGE_END else None
    if (r is None and first <= _RANGE_END_WORD and (w := g.range_end_word.match(text, end))
            and (_opened(text, g, start) or _near_laws(w, head))):
        r = w  # `from Law 61 to Law 64`, `Law 1 to Law 5`
    if r is not None and _chained(text, r.end()):
        return r.end()
    if r is not None and (to := range_to(r, head)) is not None and not _no_end(text, g, r, head):
        end = r.end()
        group.append((start, end, "range", head, to))
        end = _members(text, g, word, to, end, group)  # `Laws 61-64 and 70`
    if not group:
        if opens:
            return end  # `с 12` opens a range that does not follow
        if (not head.sec and first <= _DETAIL
                and (detail := read_detail(text, g, end, head.law)) is not None):
            end, head = detail  # `ст. 64, п. B2`, `Правило 64 (п. B2)`
            end, head = _ranged(text, g, start, end, head, group)  # `Law 64, sections B1–B3`
        elif (head.sec and not head.sub and first <= _DETAIL and g.detail_sub is not None
              and (n := g.detail_sub.match(text, end)) is not None):
            head = head._replace(sub=n["dsub"], item=n["ditem"] or "",
                                 subitem=n["dsubitem"] or "")  # `Правило 50D, пункт 1`
            end, head = _ranged(text, g, start, n.end(), head, group)
        else:
            group.append((start, end, "cite", head, None))
        if end != head_end or first <= _MEMBER:
            end = _members(text, g, word, head, end, group)
    last = group[-1][1]
    end = _record(text, g, group, end, found)
    while end > last and found and found[-1].edition:
        # the list goes on after the edition it read: `Правила 40 (ред. 2007) и 40 (ред. 2017)`
        more: list[Hit] = []
        after = _members(text, g, word, group[-1][3], end, more)
        if not more:
            break
        group, last = more, more[-1][1]
        end = _record(text, g, more, after, found)
    return end


# A gloss in brackets after a reference, words without a number (`Laws 68 (claims) and 69
# (acquiescence)`; not an edition, `Law 16 (2007) and 73`)
_GLOSS = re.compile(r"[ \t]*\((?=[^()\n]*[^\W\d_])[^()\d\n]{1,40}\)")
_GLOSS_OPEN = (" (", "(")


def _glossed(text: str, g: Grammar, end: int) -> re.Match[str] | None:
    """The list member after a gloss in brackets at `end`, if one follows it."""
    gloss = _GLOSS.match(text, end)
    return None if gloss is None else g.member.match(text, gloss.end())


def _cited_apart(text: str, g: Grammar, start: int, end: int, found: list[Found]) -> bool:
    """`L 23`, an L apart from a number with no section, read at `start`, cites a law: a
    word around it says so (`applied L 23`, `L 86 lets`), or an L's law follows in a list
    (`L 27 or L.27B`) or after a sign (`L 16 + L 73`), or a law stands right before, signs
    between (`L 27B1(b) + L 23`), or an L's law before in the sentence (`See L 27 and, for
    the lead, L 26`); not `row L 12`, `W 5 L 2`."""
    return (bool(found) and (start - found[-1].end <= SIGNS_REACH
                             and not text[found[-1].end:start].strip(" \t+&/,;")
                             or found[-1].text.startswith("L")
                             and not ended(text, found[-1].end, start))
            or g.short_cited_before is not None
            and g.short_cited_before.search(text, max(0, start - SHORT_REACH), start) is not None
            or g.short_cited_after is not None and g.short_cited_after.match(text, end) is not None
            or (m := g.member.match(text, end)) is not None and text.startswith("L", m.start("m"))
            or _SIGNED_L.match(text, end) is not None)


_SIGNED_L = re.compile(r"[ \t]*[+&][ \t]*L\.?[ \t]?[1-9]")  # `L 16 + L 73`: a sign, an L's law


def _listed_on(text: str, g: Grammar, lo: int, hi: int) -> bool:
    """A list goes on from a reference ending at `lo` to the number at `hi`, a few words
    between, one of them a list word (`Laws 21, 40 and 75 (and sometimes 47E)`)."""
    if hi - lo > LIST_REACH:
        return False
    between = _WORDS.findall(text, lo, hi)
    return not any(c.isdigit() for c in text[lo:hi]) and any(
        w in g.words.list_words for w in between)


_WORDS = re.compile(r"[^\W\d_]+")
LIST_REACH = 24  # how far a list may go on past words in between: `(and sometimes 47E)`


def _same_law(before: Found, law: str) -> bool:
    """The reference `before` is to law `law`, or a range of laws that holds it (`Laws 29 to
    32 ..., and 31B`)."""
    if before.kind == "range" and before.to is not None and before.parts.law:
        return int(before.parts.law) <= int(law) <= int(before.to.law or before.parts.law)
    return before.kind == "cite" and before.parts.law == law


def _after_part_word(text: str, g: Grammar, start: int) -> bool:
    """A part word right before `start`: with a list after them, the number and letter there
    are a clause of the Laws (`пункты 16А, В и D`, `οι παράγραφοι 16Α, Β και Δ`; alone,
    another document's: `В конвенционной карте, пункт 3B`; `section 16B` in English is
    numbers_other's)."""
    if g.part_word_alone is None:
        return False
    before = text[max(0, start - 16):start]
    return before[-1:] in " \t" and g.part_word_alone.fullmatch(
        before.rstrip(" \t").rsplit(None, 1)[-1] if before.strip() else "") is not None


def _near_laws(w: re.Match[str], head: Parts) -> bool:
    """`Law 1 to Law 5`: a range without a word that opens it, where both ends are whole
    laws a few apart (`moves 64B7 to Law 64B8`, `compared Law 16 to Law 73`: two cites)."""
    return (not head.sec and w["sec"] is None
            and 0 < int(w["law"]) - int(head.law) <= NEAR_LAWS)


def _ranged(text: str, g: Grammar, start: int, end: int, parts: Parts,
            group: list[Hit], follows: bool = True) -> tuple[int, Parts]:
    """Record `parts` (read from `start` to `end`) as a cite, or as the start of a range
    where one's end follows (`B1–B3`, `61 to 64`; `follows`: one may); where it ends, and
    its last parts."""
    r = g.range_end.match(text, end) if follows else None
    if r is not None and (to := range_to(r, parts)) is not None and not _no_end(text, g, r, parts):
        group.append((start, r.end(), "range", parts, to))
        return r.end(), to
    group.append((start, end, "cite", parts, None))
    return end, parts


def _record(text: str, g: Grammar, group: list[Hit], end: int, found: list[Found]) -> int:
    """Record a group of references ending at `end`, with the edition named after it
    (`Law 64 (2007)`) or before it; none where what follows says it is no law's
    (`статья 5 регламента`); return where to go on."""
    after = g.after.match(text, end) if g.after is not None else None
    if after is None:
        year = edition_before(text, g, group[0][0], found[-1] if found else None)
    elif after.lastgroup == "not_law_after":
        return end  # `статья 5 регламента`: another document's article 5
    else:
        year = year_named(after[0])  # `Law 64 (2007)`
        end = after.end()
        if after[0].lstrip(" \t").startswith(",") and (
                before := edition_before(text, g, group[0][0], found[-1] if found else None)
        ) not in ("", year):
            # `в редакции 2007 г. было Правилом 16D, в редакции 2017 г. стало`: the edition
            # after a comma begins the next clause, where another is named before
            year, end = before, after.start()
    found += [make(Found, (s, e, text[s:e], kind, parts, to, year))
              for s, e, kind, parts, to in group]
    return end


def _members(text: str, g: Grammar, word: str | None, prev: Parts, end: int,
             group: list[Hit]) -> int:
    """List members after a cite: each may leave out what it shares with the one before."""
    # A bare number joins the list as a law after a plural law word (`Laws 61 and 62`); after
    # `Law 64`, only where nothing counted follows it (`Law 64 and 12 tricks`, `Law 64 and
    # 2 more`; `Law 83 and 92 both say`). Asked once a list.
    plural = None
    while (e := g.member.match(text, end) or _glossed(text, g, end)) is not None:
        if text.startswith(_CARD, e.end()):
            break  # `Law 27B1(b) and 2♠`: a contract
        if e["mlaw"] is not None:
            member = cite_parts(e, "m")
            if not member.sec and prev.sub and int(member.law) < MAX_SUB:
                if _counted(text, g, e.end()):
                    break  # `L70D1, 1 trick to EW`
                member = make(Parts, (prev.law, prev.sec, member.law, "", ""))  # `64A1 and 2`
            elif int(member.law) > MAX_LAW or (
                    member.sec and int(member.law) <= CONTRACT_LEVEL
                    and (member.sec.upper() in _NO_SECTION
                         or _CONTRACT.match(text, e.end("msec")) is not None)):
                # `Law 16B and 4H doubled`, `and 4S-1`, `Law 16B1(a), 4H rolled back`: a
                # contract ends the list
                break
            elif not member.sec:
                if plural is None:
                    plural = word is not None and g.plural.fullmatch(word) is not None
                if not plural and (g.counts is None or g.counts.match(text, e.end())):
                    break
        elif e["mrsec"] is not None:
            if (not prev.sec or e["mrsub"] is not None and int(e["mrsub"]) >= MAX_SUB
                    or text.startswith(_PAIRS, e.start("m"))  # `Law 12C2(a), E/W ...`
                    or e.start("mrsec") > e.start("m") and not _set_against(text, g, e)
                    or e["mrsub"] is None and e["mrsec"] in g.words.letter_words
                    and (text.startswith(("'", "’"), e.end())
                         or e["mrsec"].isascii() and _WORD_NEXT.match(text, e.end()) is not None)
                    or g.free_after is not None and g.free_after.match(text, e.end())):
                # `L 45C1 / L 50`: no section L50; `B2, I'm`, `82C and I still`: a word; `Law
                # 16C rather than C above`, `Law 16B and C of this Law`: a part of the law the
                # text stands in, `and C of Law 73`: of that law
                break
            member = rel_parts(e, "mr", law=prev.law)  # `64B1 or B2`
        elif e["litem"] is not None:
            # `L27B1a or b`, `16B1a/b`: after an item glued to its number, a later letter
            if not (prev.item and e["litem"] > prev.item and text[end - 1:end] == prev.item
                    and text[end - 2:end - 1].isdigit()):
                break
            member = prev._replace(item=e["litem"], subitem="")
        elif prev.subitem and ROMAN_ITEM.fullmatch(e["pitem"]):
            member = prev._replace(subitem=e["pitem"])  # `(i) and (ii)`
        elif prev.item and (len(e["pitem"]) == 1 or e["pitem"] in g.words.item_letters):
            member = make(Parts, (*prev[:3], e["pitem"], ""))  # `27B1(a) and (b)`
        else:
            break
        end, prev = _ranged(text, g, e.start("m"), e.end(), member, group,
                            _dash_or_word(text, e.end(), g.words.range_words))  # `16 and 61-64`
    return end


_PAIRS = ("E/W", "N/S", "W/E", "S/N", "EW ", "NS ")  # a side, by its seats: no section E or N


def _set_against(text: str, g: Grammar, e: re.Match[str]) -> bool:
    """List member `e`, a part named by its word, is set against the one before by a
    contrast word (`, а не пункт В3`), not a new reference that names its own law after it
    (`καθώς και τα εδάφια Α1 και Α2 του Νόμου 85`)."""
    joiner = " ".join(text[e.start():e.start("m")].replace(",", " ").split())
    return any(joiner == c or joiner.startswith(c + " ") for c in g.words.contrast_words)


def _dash_or_word(text: str, at: int, words: tuple[str, ...]) -> bool:
    """A dash, or after blanks a dash or one of `words`, at `at`: where a range's end may
    follow a list member (most are followed by neither: no regex is tried there)."""
    c = text[at:at + 1]
    if c in DASHES:
        return c != ""
    if c not in " \t":
        return False
    rest = text[at:at + 16].lstrip(" \t")
    return rest[:1] in DASHES and rest != "" or rest.startswith(words)
