"""References to the law a text stands in, read where the context trigger fires: `this Law`,
`see B2 above`, `as in A`, and without a direction `section C`, `B1(b) applies`, `C2(a) of
this Law`. They need `--law` (inside the corpus, the citing clause's law) to be resolved.
"""

from __future__ import annotations

import re

from bridgelaws.xref.grammar import PART_WINDOW, WINDOW, Grammar
from bridgelaws.xref.parts import (
    DASHES,
    ITEM_NAMED,
    MAX_SUB,
    Found,
    Hit,
    Parts,
    edition_named,
    item_to,
    items_before,
    items_named,
    make,
    named_before,
    numbers_listed,
    numbers_other,
    parts_before,
    parts_listed,
    range_to,
    read_detail,
    rel_parts,
    subs_before,
)


def read_context(text: str, g: Grammar, t: re.Match[str], found: list[Found], pos: int) -> int:
    """A self or relative reference where trigger `t` fired, recorded with the edition named
    for it (`section B of this Law in the 1997 edition`); where to go on."""
    at = t.start()
    if (m := g.self_ref.match(text, at)) is not None:
        hits = _self_parts(text, g, m, found[-1].end if found else 0)
        own = m.end() + text.startswith(("'s", "’s"), m.end()) * 2  # `this Law's section B`
        if not hits and (detail := read_detail(text, g, own)) is not None:
            end, parts = detail  # `this Law, section C`
            hits = [(at, end, "relative", parts, None)]
        return max(m.end(), _record(text, g, hits or [(at, m.end(), "self", Parts(), None)],
                                    found))
    if (g.relative_after is not None and (m := g.relative_after.match(text, at))
            and not ("clause_end" in m.re.groupindex and m["clause_end"] is not None
                     and _CLAUSE_END.match(text, m.end()) is None)
            and not ("shut" in m.re.groupindex and m["shut"] is not None
                     and not text.startswith(")", m.end()))  # `(see A)`
            and g.cite_trigger.match(text, m.start("rel")) is None):  # `under L92`: a cite
        (start, end), parts = m.span("rel"), rel_parts(m)
        end, to = _item_range(text, g, end, parts, sections=True)  # `as in C1(a)–(c) below`
        if g.free_after is not None and (a := g.free_after.match(text, end)) and a["self"]:
            end = a.end()  # `as in C1(c) of this Law`: one reference, to the law's part
        hit = (start, end, "range" if to else "relative", parts, to)
        return max(m.end(), _record(text, g, [hit], found))
    if (g.letter_verb is not None and (m := g.letter_verb.match(text, at)) is not None
            and _alone_ok(text, g, at, m["lsec"])):
        # `C applies when`, `but C still lets`, `η Γ εφαρμόζεται`: a part by what it does
        return _record(text, g, [(at, m.end("lsec"), "relative",
                                  make(Parts, ("", m["lsec"], "", "", "")), None)], found)
    if g.relative_free is not None and (m := g.relative_free.match(text, at)) is not None:
        if (free := _free(text, g, m, found[-1].parts.law if found else "")) is not None:
            return _record(text, g, free[0], found)
        return pos
    read = _relative_before(text, g, at, found[-1].end if found else 0)
    if found:  # `as in A1 above` was read as `as in A1`: not again, but what is listed after
        read = [hit for hit in read if hit[0] >= found[-1].end]  # (`in A1, A2 and A3 above`)
    if read:
        _record(text, g, read, found)
        return t.end()
    return pos


def _record(text: str, g: Grammar, hits: list[Hit], found: list[Found]) -> int:
    """Record `hits` with the edition named for them; where they (and it) end."""
    year, end = edition_named(text, g, hits[0][0], hits[-1][1], found[-1] if found else None)
    found += [make(Found, (s, e, text[s:e], kind, parts, to, year))
              for s, e, kind, parts, to in hits]
    return end


def _free(text: str, g: Grammar, m: re.Match[str], before: str) -> tuple[list[Hit], int] | None:
    """The parts of the law the text stands in that free match `m` names (`section C`,
    `B1(b)`, `B1–B7`, `C2(a) of this Law`), or of law `before`, the one the reference before
    named, where they say so (`пп. B1–B7 того же Правила`); and where they end; None where
    they are not its: a clause without a part word is glued to its number (`С 5 марта` is a date), a
    number the Laws give a sub-clause (`B12` is a vitamin), and numbers nothing else
    (`Table B2`); parts before a direction are read there (`B1 and B2
    above`), and those of a law named after them are that law's (`пункт B2 Правила 64`)."""
    at = m.start()
    if m["pword"] is None and (not 0 < _glued_number(text, at) < MAX_SUB
                               or numbers_other(text, g, at)):
        return None
    if m["pword"] is not None and g.cite_trigger.match(text, m.start("rel")) is not None:
        return None  # `περίπτωση L16/L73C`: the shorthand's law, not a part L16
    hits = parts_before(text, g, m, "", m.end(), "relative")
    end = m.end()
    if (m["pword"] is not None and len(hits) == 1 and not hits[0][3].sub
            and (n := named_before(g.numbers_before, text, at)) is not None):
        # `subsection 2 of section B`: its sub-clauses named before the section
        hits = numbers_listed(n, hits[0][3]._replace(sub=n["s1"]), end, "relative")
    if (m["plisted"] is not None and hits[-1][0] == m.start("psub")  # read as a part
            and ((a := g.free_after.match(text, end)) is None or a["direction"] is not None)):
        # `sections B1 and 3 other clauses`: a number listed after the last part is its
        # sub-clause only before a law or this Law (not read before `below` yet)
        del hits[-1]
        end = m.start("plisted")
    last = hits[-1][3]
    end, to = _item_range(text, g, end, last)
    if to is not None:  # `F5(b)(i)–(ii)`: the rest of a range is read with its start
        hits[-1] = (hits[-1][0], end, "range", last, to)
    else:  # items listed after the last part: `C1(a) and (b)`
        while ((e := g.member.match(text, end)) is not None and e["pitem"] is not None
               and (item := item_to(last, e["pitem"])) is not None):
            hits.append((e.start("m"), e.end(), "relative", item, None))
            end, last = e.end(), item
    if g.after is not None and (d := g.after.match(text, end)) and d.lastgroup == "not_law_after":
        return None  # `Section C of the club's conditions of contest`: that document's
    if (a := g.free_after.match(text, end)) is not None:
        if a["same"] is not None:
            if not before:
                return None
            hits[-1] = (hits[-1][0], a.end(), *hits[-1][2:])  # the link runs to the law
            return [(s, e, "cite" if kind == "relative" else kind, parts._replace(law=before),
                     to and to._replace(law=before)) for s, e, kind, parts, to in hits], a.end()
        if a["self"] is None:
            return None
        if (p := named_before(g.sub_before, text, a.start("self"))) is not None:
            # `items 1 to 8 of section C of this Law`: the sub-clauses before the section
            return subs_before(p, Parts(), a.end(), "relative"), a.end()
        end = a.end()  # `C2(a) of this Law`: the last part's link runs to the law
        hits[-1] = (hits[-1][0], end, *hits[-1][2:])
        if (len(hits) == 1 and (p := named_before(g.item_before, text, at)) is not None
                and (named := items_before(p, last, end))):
            # `item (a) of section B1 of this Law`, `подпункт (a) пункта B1 настоящего Правила`
            return [(s, e, "relative" if kind == "cite" else kind, parts, to)
                    for s, e, kind, parts, to in named], end
    return hits, end


def _item_range(text: str, g: Grammar, end: int, parts: Parts,
                sections: bool = False) -> tuple[int, Parts | None]:
    """A range's end given as an item alone right after `parts`, which end at `end`
    (`C1(a)–(c)`), or where `sections`, as a part (`as in B to E of this Law`): where it
    ends, and the end's parts; `end` and None where none follows."""
    if ((r := g.range_end.match(text, end)) is not None
            and (r["pitem"] is not None or sections and r["rsec"] is not None)
            and (to := range_to(r, parts)) is not None):
        return r.end(), to
    return end, None


def _glued_number(text: str, at: int) -> int:
    """The number glued to the section letter (one or two letters: `ΣΤ`) at `at`; 0 for
    none."""
    i = at + 1 + text[at + 1:at + 2].isalpha()
    j = i
    while j < len(text) and j - i < 3 and text[j].isdigit():
        j += 1
    return int(text[i:j]) if j > i else 0


# what may follow `under C`: a sign that ends a clause, a dash between blanks (`under B –
# normally 30 minutes`)
_CLAUSE_END = re.compile(r"[ \t]*(?:[.,;:)]|$)|[ \t]+[-–—][ \t]")
_CLAUSE_START = ",;:.!?(\n"  # what may stand before a clause of a sentence


WORDS_BEFORE = 10  # the words before a direction where what names its part may start


def _relative_before(text: str, g: Grammar, at: int, floor: int = 0) -> list[Hit]:
    """The relative cites that end at `at` (where `above` starts), in order: `see B2 `,
    tried at the starts of the last ten words only (`βλέπε την ενότητα Β2 `; a bracket
    starts one too: `items (b) to (e) of C1 `), not at every
    character of the window; else a clause with its number alone (`B2 above`, `В2 выше`)
    and the list or range it ends (`see B1 and B2 above`, `B1, B2 and B3 above`, `B1 to B3
    below`, `B2–B4 above`): the number says it is a clause, where a letter alone could be
    any capital."""
    # (as far back as parts are named before a law: `υποπεριπτώσεις (i) έως (iv) της παρ. Β2(α) `)
    lo, start = max(0, at - PART_WINDOW), at
    starts = []  # where the last words start, the nearest first
    for _ in range(WORDS_BEFORE):
        start = max(text.rfind(" ", lo, start - 1), text.rfind("\t", lo, start - 1),
                    text.rfind("(", lo, start - 1), text.rfind("\n", lo, start - 1)) + 1
        starts.append(max(start, lo))
        if start <= lo:
            break
    for k, start in enumerate(starts):
        if (m := g.relative_before.match(text, start, at)) is not None:
            # the farthest reading: items named before the part (`подпунктом (с) пункта С1
            # выше`, `подпункты (b)–(е) пункта С1 ниже`, not `пункта С1 выше` alone)
            for farther in starts[k + 1:]:
                m = g.relative_before.match(text, farther, at) or m
            parts, (start, end) = rel_parts(m), m.span("rel")
            if (first := ITEM_NAMED.search(text, m.start(), start)) is None:
                # clauses with their numbers listed before it (`το Β1(α) ή το Β1(β) ανωτέρω`),
                # after what was read before (`floor`)
                read = _listed_before(text, g, m.start(), floor)
                return parts_listed([(*r.span("rel"), rel_parts(r)) for r in read]
                                    + [(start, end, parts)],
                                    [r["to"] is not None for r in read], "relative")
            named, ranges = items_named(g, text, first.start(), start, end, parts)
            if len(named) == 1:  # `item (b) of section C1 above`: the item's link on C1
                return [(start, end, "relative", named[0][2], None)]
            # `items (b) to (e) of C1 below`, `(i) to (iv) of B2(a) above`
            return parts_listed(named, ranges, "relative") if named else [
                (start, end, "relative", parts, None)]
    # The last word (after a bracket that opens it: `(B2 above)`, not one inside it:
    # `Γ1(γ) ανωτέρω`), or what follows a dash in it (`B2–B4`).
    nearest = max(lo, *(text.rfind(c, lo, at - 1) + 1 for c in " \t\n"))
    nearest += text.startswith("(", nearest)
    nearest = max(nearest, *(text.rfind(d, nearest, at) + 1 for d in DASHES))
    m = g.relative_bare.match(text, nearest, at)
    if m is None:
        return _relative_items(text, g, nearest, at)
    # `C and E1 below`, `παραγράφους Γ και Ε1 κατωτέρω`, `sections D and E below`,
    # `sections C–E below`
    read = [*_listed_before(text, g, m.start(), letters=True), m]
    closed = ")" in text[at:at + 16].split(None, 1)[0] if text[at:at + 1].strip() else False
    if (len(read) == 1 and m["rsub"] is None
            and not _alone_ok(text, g, nearest, m["rsec"], closed=closed)):
        return []  # a letter alone, nothing listed before it: where it may name a part
    return parts_listed([(*r.span("rel"), rel_parts(r)) for r in read],
                   [r["to"] is not None for r in read[:-1]], "relative")


def _listed_before(text: str, g: Grammar, at: int, floor: int = 0,
                   letters: bool = False) -> list[re.Match[str]]:
    """The clauses listed or ranged before the one at `at`, in order, none before `floor`:
    each with its number, or, where `letters`, a letter alone where it may name a part."""
    read: list[re.Match[str]] = []
    while ((e := g.relative_member.search(text, max(floor, at - WINDOW), at)) is not None
           and not (e.start() and text[e.start() - 1].isalnum())
           and (e["rsub"] is not None
                or letters and _alone_ok(text, g, e.start(), e["rsec"], True))):
        read.insert(0, e)
        at = e.start()
    return read


def _alone_ok(text: str, g: Grammar, at: int, letter: str, listed: bool = False,
              closed: bool = False) -> bool:
    """A letter alone at `at` names a part: where a clause of the sentence starts (`..., C
    above does not apply`, `(A above)`), a list goes on (`D1 above and E below`), after a
    word that names where (`as A above says`) or, first in a list, a part word (`under C
    and E1 below`, `по пп. C и E1 ниже`); not after another word (`plan C above all`), nor
    where it is a word of the language (`Η παραπάνω ρύθμιση`, the article), unless alone in
    brackets with its direction (`closed`: the bracket closes after it, `(А выше)`) or
    first in a list after a part word (`пунктами С–Е ниже`)."""
    before = text[max(0, at - 16):at].rstrip(" \t")
    word = before.rsplit(None, 1)[-1] if before else ""
    after_part = (listed and g.part_word_alone is not None
                  and g.part_word_alone.fullmatch(word) is not None)
    if letter in g.words.letter_words and not letter.isascii():
        # alone in brackets (`(А выше)`) or first after a part word (`пунктами С–Е ниже`)
        return closed and before.endswith("(") or after_part
    return (not before or before[-1] in _CLAUSE_START or word in g.words.list_words
            or word in g.words.letter_before or after_part)


def _relative_items(text: str, g: Grammar, nearest: int, at: int) -> list[Hit]:
    """A range or list of a clause's items that ends at `at`, its last word (`nearest`,
    after the bracket that opens it) the last item alone: `A1(a) to (c) above`, `C1(a) and
    (b) above`."""
    nearest -= text.startswith("(", nearest - 1)
    if (r := g.item_end.match(text, nearest, at)) is None:
        return []
    e = g.relative_member.search(text, max(0, nearest - WINDOW), nearest)
    if e is None or (e.start() and text[e.start() - 1].isalnum()):
        return []
    head = rel_parts(e)
    if (to := item_to(head, r["pitem"])) is None:
        return []
    if e["to"] is not None:
        return [(e.start(), r.end("pend"), "range", head, to)]
    return [(*e.span("rel"), "relative", head, None), (*r.span("pend"), "relative", to, None)]


def _self_parts(text: str, g: Grammar, m: re.Match[str], after: int) -> list[Hit]:
    """The parts named before self reference `m`, of the law the text stands in (`section
    C of this Law`, `пункт С настоящего Правила`, `η παράγραφος Γ του παρόντος Νόμου`:
    there the article belongs to the part words, so they may also end at the self
    reference's second word); none before `after`, where the last reference ended."""
    if g.part_before is None:
        return []
    at = m.start()
    second = len(m[0]) - len(m[0].split(None, 1)[-1])
    for end in (at, at + second) if second else (at,):
        if (p := named_before(g.part_before, text, end, after)) is not None:
            if (s := named_before(g.sub_before, text, end, after)) is not None:  # `items 1 to
                return subs_before(s, Parts(), m.end(), "relative")  # 8 of section C of this Law`
            return parts_before(text, g, p, "", m.end(), "relative")
    # A part alone (`D of this Law`, `Γ του παρόντος Νόμου`), but not a letter that is a
    # word of the language with nothing between (`В настоящем Правиле`: in this Law)
    p = g.part_bare.search(text, max(after, at - WINDOW), at) if g.part_bare else None
    if p is None or (p["rsec"] in g.words.letter_words and not p["of"] and not p["rsub"]):
        return []
    return parts_before(text, g, p, "", m.end(), "relative")  # `B and C of this Law`
