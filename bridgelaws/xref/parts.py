"""A reference's pieces read into Parts: the groups of a match, lists and ranges, and parts
named before or after their law (`sections B1 and B2 of Law 64`, `Law 64, section B, item
3`, `items (a) to (e) of Law 40B2`, `пункт 2 раздела B Правила 64`).

What `find` (cites) and `context` (references to the law a text stands in) share.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from bridgelaws.xref.grammar import (
    EDITION_WINDOW,
    ITEM_MARK,
    MAX_LAW,
    PART_WINDOW,
    ROMAN,
    Grammar,
    Words,
)

# Members below this number after a sub-clause are sub-clauses: `64A1 and 2`.
MAX_SUB = 10
DASHES = "-–—"

ROMAN_ITEM = re.compile(ROMAN)
# An item named before its part: in brackets, `(b)`, or with a keraia, `β΄` (ITEM_MARK).
ITEM_NAMED = re.compile(rf"\(([^()\s]{{1,4}})\)|(?<![^\W\d_])([^\W\d_]{{1,2}})[{ITEM_MARK}]")

# A named tuple made from a tuple of its fields: half the cost of calling the class, which
# names each argument; one is made per reference.
make = tuple.__new__


class Parts(NamedTuple):
    """A citation as written, split up: letters not yet read (`Γ`, `β` stay as they are).

    Named tuples, not dataclasses: one is made per reference, and a tuple is made fastest."""

    law: str = ""  # "" for a relative reference
    sec: str = ""
    sub: str = ""
    item: str = ""
    subitem: str = ""  # `ii` in `67B2(a)(ii)`


def latin_letters(parts: Parts, words: Words) -> tuple[str, str]:
    """The section letter and the item of `parts` as the Latin letters they stand for in
    `words`' language: a Greek letter by its place in the Greek numbering (`Γ` is C), a
    Cyrillic look-alike as the letter it looks like; a section in capitals, an item in small
    letters (`(E)`, `(А)` in a heading in capitals)."""
    item = parts.item.lower()
    return (words.section_letters.get(parts.sec, parts.sec).upper(),
            words.item_letters.get(item, item))


def in_latin(parts: Parts, words: Words) -> Parts:
    """`parts` with their letters read (`latin_letters`)."""
    sec, item = latin_letters(parts, words)
    return make(Parts, (parts.law, sec, parts.sub, item, parts.subitem))


class Found(NamedTuple):
    start: int
    end: int
    text: str
    kind: str  # "cite" | "range" | "self" | "relative"
    parts: Parts = Parts()
    to: Parts | None = None  # a range's end
    edition: str = ""  # an edition named in the text for this reference: `Law 64 (2007)`


# A reference before its edition is known: (start, end, kind, parts, a range's end).
Hit = tuple[int, int, str, Parts, "Parts | None"]

# The groups of a cite and of a relative cite, by prefix (`m` in a list member).
CITE = {p: tuple(p + n for n in ("law", "sec", "sub", "item", "glued", "subitem", "gsub"))
         for p in ("", "m")}


REL = {p: tuple(p + n for n in ("sec", "sub", "item", "subitem")) for p in ("r", "mr")}


def cite_parts(m: re.Match[str], p: str = "") -> Parts:
    law, sec, sub, item, glued, subitem, gsub = m.group(*CITE[p])
    return make(Parts, (law, sec or "", sub or "", item or glued or "", subitem or gsub or ""))


def rel_parts(m: re.Match[str], p: str = "r", law: str = "") -> Parts:
    sec, sub, item, subitem = m.group(*REL[p])
    return make(Parts, (law, sec, sub or "", item or "", subitem or ""))


def _law_ok(parts: Parts) -> bool:
    return int(parts.law) <= MAX_LAW


def parts_listed(items: list[tuple[int, int, Parts]], ranges: list[bool], kind: str) -> list[Hit]:
    """Parts listed one after another as hits of `kind`, but two joined by `to` or a dash
    (`ranges[i]`: after item i) make one range (`B1 to B3`)."""
    hits: list[Hit] = []
    i = 0
    while i < len(items):
        start, end, parts = items[i]
        if i < len(ranges) and ranges[i] and items[i + 1][2] != parts:
            hits.append((start, items[i + 1][1], "range", parts, items[i + 1][2]))
            i += 2
        else:
            hits.append((start, end, kind, parts, None))
            i += 1
    return hits


def parts_before(text: str, g: Grammar, p: re.Match[str], law: str, end: int,
                  kind: str = "cite") -> list[Hit]:
    """The parts named before law `law` (`section B2 of `, `sections B1 and B2 of `,
    `пункты В1–В3 `, `paragraph (b) of section C1 of `), ending at `end`, where the law
    does: the first starts at its word, the last ends with the law. `kind`: "relative"
    where the law is the one the text stands in (`law` "")."""
    items: list[tuple[int, int, Parts]] = []
    ranges: list[bool] = []
    start, (pos, stop) = p.start(), p.span("plist")
    while pos < stop and (m := g.part_member.match(text, pos, stop)) is not None:
        items.append((start, m.end("rel"), rel_parts(m, law=law)))
        ranges.append(m["to"] is not None)
        pos = start = m.end()
    last = rel_parts(p, law=law)
    if not items and not last.subitem:
        # `paragraph (b) of section C1 of Law 12`, `items (a) to (c) of section C1 of Law 12`
        named, ranges = items_named(g, text, start, pos, pos, last)
        if named:
            items += named[:-1]
            start, _, last = named[-1]
    if (item := p["pitem2"]) is not None and last.item:
        # `пункты С1(а)–(d) Правила 12`: the last part's item, then another
        items.append((start, p.end("rel"), last))
        ranges.append(p["ilisted"] is None)
        last = last._replace(item=item)
        if p["ilisted"] is not None:
            start = p.start("pitem2") - 1
    elif (bsub := p["bsub"]) is not None and not last.sub:
        last = last._replace(sub=bsub)  # `section D, subsection 2, of Law 68`
    elif ((psub := p["psub"]) is not None and last.sub and not last.item
          and (p["plisted"] is not None or int(last.sub) < int(psub)) and int(psub) < MAX_SUB):
        # `παρ. Β1-3 του Νόμου 43`; listed: `sections B1 and 3 of Law 64`
        items.append((start, p.end("rel"), last))
        ranges.append(p["plisted"] is None)
        last = last._replace(sub=psub)
        if p["plisted"] is not None:
            start = p.start("psub")
    items.append((start, end, last))
    return parts_listed(items, ranges, kind)


def items_named(g: Grammar, text: str, start: int, stop: int, end: int, part: Parts
                ) -> tuple[list[tuple[int, int, Parts]], list[bool]]:
    """`part` with the items named before it, between `start` and `stop` (or its sub-items,
    where it names its item): one (`paragraph (b) of section C1`, `εδάφιο β΄ της παραγράφου
    Β1`, a sub-item first: `εδάφιο (iii) της περίπτωσης (α) της παραγράφου Β2`), or two
    listed or ranged (`items (a) to (c) of section C1`, `(i) to (iv) of B2(a)`): each as
    (where it starts, where it ends, parts), the first starting at `start` and the last
    ending at `end`, and whether they range, as `parts_listed` reads them; none where none
    is named."""
    named = list(ITEM_NAMED.finditer(text, start, stop))
    ranged = _joined(g, text[named[0].end():named[1].start()]) if len(named) == 2 else None
    if ranged is not None:
        field = "subitem" if part.item else "item"
        first, second = (part._replace(**{field: m[1] or m[2]}) for m in named)
        return [(start, named[0].end(), first),
                (start if ranged else named[1].start(), end, second)], [ranged]
    if not named or part.item:
        return [], []
    one = part._replace(item=named[-1][1] or named[-1][2],
                        subitem=named[0][1] or named[0][2] if len(named) > 1 else "")
    return [(start, end, one)], []


def _joined(g: Grammar, between: str) -> bool | None:
    """What joins two items named one after the other: a range's dash or word (True), a
    list's comma or word (False), else None (`(iii) της περίπτωσης (α)`: one in the other)."""
    word = between.strip(" \t")
    if word and word in DASHES or word in g.words.range_words:
        return True
    return False if word == "," or word in g.words.list_words else None


def named_before(pattern: re.Pattern[str] | None, text: str, end: int,
                 after: int = 0) -> re.Match[str] | None:
    """What `pattern` (anchored at its end) names in the window before `end`, where a law
    or a self reference starts: parts (`section B2 of `), items (`items (a) to (e) of `),
    sub-clauses (`пункт 2 раздела B `); none that starts inside a word or before `after`."""
    if pattern is None:
        return None
    m = pattern.search(text, max(after, end - PART_WINDOW), end)
    return None if m is None or (m.start() and text[m.start() - 1].isalnum()) else m


def numbers_other(text: str, g: Grammar, at: int) -> bool:
    """A word right before `at` says the number there is another thing's: `Table 12C1`,
    `Match 3B2`."""
    return g.not_law_before is not None and g.not_law_before.search(
        text, max(0, at - 20), at) is not None


def subs_before(p: re.Match[str], head: Parts, end: int, kind: str = "cite") -> list[Hit]:
    """The sub-clauses of `head` named before it with their section (`p`), the law ending at
    `end`; `kind` "relative" where `head` is the law the text stands in."""
    first = make(Parts, (head.law, p["ssec"], p["s1"], p["sitem"] or p["sitem2"] or "",
                         p["ssubitem"] or ""))
    return numbers_listed(p, first, end, kind)


def numbers_listed(p: re.Match[str], first: Parts, end: int, kind: str = "cite") -> list[Hit]:
    """The sub-clauses a match names by number (`s1`, and `s2` listed or, with `sto`,
    ranged), `first` the first of them, the law ending at `end`: `пункт 2 раздела B Правила
    64`, `οι παρ. 1 και 2 του Νόμου 79Γ`."""
    if p["s2"] is None:
        return [(p.start(), end, kind, first, None)]
    last = first._replace(sub=p["s2"])
    if p["sto"] is not None:
        return [(p.start(), end, "range", first, last)]
    return [(p.start(), p.end("s1"), kind, first, None), (p.start("s2"), end, kind, last, None)]


def items_before(p: re.Match[str], head: Parts, end: int) -> list[Hit]:
    """The item of `head` named before it, or its items listed or ranged (`p`), the law
    ending at `end`; its sub-items where it names its item (`пп. (i) и (ii) Правила
    12С1(е)`); none where they can be neither (`(ii)` of a sub-clause, `(a)` of an item)."""
    names = [name for name in (p["i1"], p["i2"]) if name is not None]
    if any(len(name) > 1 for name in names) if not head.item else not all(
            ROMAN_ITEM.fullmatch(name) for name in names):
        return []
    field = "subitem" if head.item else "item"
    first, last = head._replace(**{field: p["i1"]}), head._replace(**{field: p["i2"] or ""})
    if p["i2"] is None:
        return [(p.start(), end, "cite", first, None)]
    if p["ito"] is not None:
        return [(p.start(), end, "range", first, last)]
    return [(p.start(), p.end("i1") + 1, "cite", first, None),
            (p.start("i2") - 1, end, "cite", last, None)]


def read_detail(text: str, g: Grammar, at: int, law: str = "") -> tuple[int, Parts] | None:
    """The part named at `at`, after a whole law (`law`; "" for the law the text stands
    in): `, п. B2`, ` (section B2)`, `, section B, item 3`; where it ends, and its parts."""
    if g.detail is None or (d := g.detail.match(text, at)) is None:
        return None
    if d["dopen"] is not None:  # read only with its partner right after the part
        return (d.end() + 1, rel_parts(d, law=law)) if text.startswith(")", d.end()) else None
    parts, end = rel_parts(d, law=law), d.end()
    if not parts.sub and g.detail_sub is not None and (s := g.detail_sub.match(text, end)):
        parts, end = parts._replace(sub=s["dsub"], item=s["ditem"] or "",
                                    subitem=s["dsubitem"] or ""), s.end()
    if (parts.sub and not parts.item and g.detail_item is not None
            and (i := g.detail_item.match(text, end))):
        parts, end = parts._replace(item=i["ditem"]), i.end()  # `, subsection 4, item (b)`
    return end, parts


def range_to(r: re.Match[str], head: Parts) -> Parts | None:
    """A range's end, given whole (`61-64`) or leaving out what it shares with the start
    (`64B1-3`, `64B1 to B3`, `13A–C`, `12C1(a)-(c)`); None where it is no end of this start
    (`Law 64-12`, `Law 64 to A`, an end equal to the start)."""
    if r["law"] is not None:
        to = cite_parts(r)
        if not to.sec and head.sub and int(to.law) < MAX_SUB:
            if int(to.law) <= int(head.sub):
                return None
            to = make(Parts, (head.law, head.sec, to.law, "", ""))  # `64B1-3`
        elif not (_law_ok(to) and int(head.law) <= int(to.law)):
            return None
    elif r["rsec"] is not None:
        if not head.sec:
            return None
        to = rel_parts(r, law=head.law)  # `13A–C`, `64B1 to B3`
    else:
        return item_to(head, r["pitem"])
    return None if to == head else to


def item_to(head: Parts, item: str) -> Parts | None:
    """A range's end given as an item alone (`12C1(a)-(c)`, `12C1(e)(i)-(iv)`); None where
    it is no end of this start."""
    if head.subitem and ROMAN_ITEM.fullmatch(item):
        to = head._replace(subitem=item)  # `12C1(e)(i)-(iv)`
    elif head.item and (len(item) == 1 or not ROMAN_ITEM.fullmatch(item)):
        to = make(Parts, (*head[:3], item, ""))  # `12C1(a)-(c)`
    else:
        return None
    return None if to == head else to


# The year of an edition named in the text, read back from what named it
YEAR_NAMED = re.compile(r"(?:19|20)[0-9]{2}|(?<=['’])[0-9]{2}")


def year_named(named: str) -> str:
    """The year in what named an edition, in full: `2007`; `'97` is 1997, `'07` 2007."""
    year = YEAR_NAMED.search(named)[0]
    return year if len(year) == 4 else ("19" if year >= "50" else "20") + year


def edition_before(text: str, g: Grammar, start: int, prev: Found | None = None) -> str:
    """The last edition named in the window before `start`, on the same line; not one the
    reference before it, `prev`, named as its own."""
    if g.edition_before is None:
        return ""
    lo = start - EDITION_WINDOW if start > EDITION_WINDOW else 0
    window = text[lo:start]  # one slice, then `in`: two `find`s parse their arguments
    if "19" not in window and "20" not in window and "'" not in window and "’" not in window:
        return ""  # no year in the window: most references, found without a regex
    lo = max(lo, text.rfind("\n", lo, start) + 1)
    # One search where none is named (most windows), not an iterator's set-up
    year, at = "", -1
    while (e := g.edition_before.search(text, lo, start)) is not None:
        year, lo, at = year_named(e[0]), e.end(), e.start()
    # The reference before named it after itself (`section B of this Law in the 1997 edition
    # with B3 below`), not one that is named for this one (`Правилом 40С1 (в редакции 1997 г.
    # — Правило 40А)`, `Law 25B; the 2017 Law 25`, `в редакции 2007 г. было Правилом 16D, в
    # редакции 2017 г. стало Правилом 16С`: the one before took another)
    if at >= 0 and prev is not None and prev.edition == year and g.after is not None and (
            a := g.after.match(text, prev.end)) is not None and a.start() <= at < a.end():
        return ""
    return year


def edition_named(text: str, g: Grammar, start: int, end: int,
                  prev: Found | None = None) -> tuple[str, int]:
    """The edition named for a reference from `start` to `end`: right after it (`(2007)`,
    `в редакции 1997 г.`, `in the 1997 edition`; and where that ends), else before it on
    its line (`In the 2007 Laws, B3 of this Law`)."""
    if (g.after is not None and (a := g.after.match(text, end)) is not None
            and a.lastgroup == "edition_after"):
        return year_named(a[0]), a.end()
    return edition_before(text, g, start, prev), end


# Words shortened with a dot before the number they give (`παρ. 5Β3`, `п. 5В3`, `para. 7`)
_NUMBERING = frozenset(("п", "пп", "ст", "разд", "гл", "παρ", "αρ", "άρθ", "κεφ", "para",
                        "paras", "par", "art", "Art", "sec", "Sec", "ch", "Ch", "p", "pp", "No",
                        "no", "Nr", "nr"))


def ended(text: str, lo: int, hi: int, clause: bool = True) -> bool:
    """A sentence ends between `lo` and `hi` (`. ` before a capital or a number, but not the
    dot of a word that numbers: `παρ. 5Β3`), or a clause (`;`) where `clause`: what named a
    document there names nothing after it (a reference starts at `hi`). A bare number goes
    on in the document's numbering to the sentence's end (`Orange Book 5B4 and 10C2 restrict
    psychs; 10C2 was the issue`)."""
    between = text[lo:hi]
    if clause and ";" in between:
        return True
    at = between.find(". ")
    while at >= 0:
        after = text[lo + at + 2:hi + 1].lstrip()[:1]
        if after.isupper() or after.isdigit() and (
                between[:at].rsplit(None, 1) or [""])[-1] not in _NUMBERING:
            return True
        at = between.find(". ", at + 2)
    return False
