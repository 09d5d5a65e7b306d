"""Whose law a head reads: the Laws', or another game's, body's or document's.

A head that reads as a law (`Law 11`, `статья 5`, `12C1`) may number something else: another
game's law (`In football, Law 11`), a body's (`Quebec's Law 25`), a rule of thumb (`правило
11` that counts cards), a match or a table (`Match 3B2`), another document's article
(`Регламент соревнований, статья 5`, `ст. 56 ГПК РФ`). find asks here before it records one.
"""

from __future__ import annotations

import re

from bridgelaws.xref.grammar import DOCUMENT_WINDOW, Grammar
from bridgelaws.xref.parts import ended, numbers_other, read_detail

GAME_AFTER = 80  # how far after a law another game named makes it the game's
OWNER_REACH = 24  # how far before its law word whose law it is may be said: `Quebec's `
# How far back in its sentence another document may be named whose articles a head numbers
ARTICLE_REACH = 160
# How far before a head the comma or colon after another document's name may stand: `Регламент
# соревнований, статья 5`, `τον κανονισμό του: το άρθρο 12Β` (an article between)
SEPARATED_REACH = 8
# bridge, or ours, named between another game and a law: `в футболе ..., а в бридже Правило 11`,
# `а у нас Правило 11`
_BRIDGE = re.compile(r"[Бб]ридж|[Bb]ridge|[Μμ]πριτζ|[Уу] нас\b|\b[Oo]urs?\b|εμάς")


def bare_ok(text: str, g: Grammar, at: int) -> bool:
    """`12C1(c)` is a law, `Match 3B2` and `Table 12C1` are not; nor is `1.2.C3` or `#16B2`, nor a
    number in a clause that named another document (`In the Blue Book, 7B1 covers psyches and
    7B3 their recording`)."""
    if at and text[at - 1] in ".-/#" or numbers_other(text, g, at):
        return False
    return g.bare_document is None or (
        (d := g.bare_document.search(text, max(0, at - DOCUMENT_WINDOW), at)) is None
        or ended(text, d.end(), at, clause=False))


def anothers(text: str, g: Grammar, start: int, end: int, worded: bool = True) -> bool:
    """The law without a section read from `start` to `end` is another's: another game's
    named before it in the sentence (`In football, Law 11`; not where bridge is named
    between: `а в бридже Правило 11`) or right after it (`Закон 11 о положении «вне игры» в
    футболе`), whose it is (`Quebec's Law 25`; `worded`: it has a law word), the Rule of
    Twenty by its name (`«Правило 20»`) or as its sentence shows (`Правило 11 подсказывает,
    сколько старших карт`)."""
    return (worded and g.owner_before is not None
            and g.owner_before.search(text, max(0, start - OWNER_REACH), start) is not None
            or g.other_game is not None and (
                (d := _last(g.other_game, text, max(0, start - DOCUMENT_WINDOW), start)) is not None
                and not ended(text, d.end(), start)
                and _BRIDGE.search(text, d.end(), start) is None
                # or right after it: `Law 11 (offside) of the football Laws`
                or (d := g.other_game.search(text, end, end + GAME_AFTER)) is not None
                and not ended(text, end, d.start()))
            or start > 0 and text[start - 1] == "«" and g.not_law_head is not None
            and g.not_law_head.fullmatch(text, start - 1, end + 1) is not None
            or g.rule_of_thumb is not None and g.rule_of_thumb.match(text, start) is not None)


def documents(text: str, g: Grammar, start: int, end: int, word: str) -> int | None:
    """Where to go on past another document's article read from `start` to `end` with law
    word `word`: one named before it, a comma between (`Κανονισμοί Αγώνων ΕΟΜ, άρθρο 12Γ`;
    and its part: `Π.Δ. 56/2007, άρθρο 3, παρ. Β`), an article in a sentence that named
    another document (`свой регламент: п. 12В ..., а ст. 4`, `Ст. 6 Устава клуба: ...; ст.
    7`) or numbered on after a dot (`άρθρο 7.2`); None where it is the Laws'."""
    if (g.document_before is not None
            and ("," in (w := text[max(0, start - SEPARATED_REACH):start]) or ":" in w
                 or w.endswith("("))
            and not laws_word(g, word)
            and (d := g.document_before.search(text, max(0, start - DOCUMENT_WINDOW), start))
            and not ended(text, d.end("doc"), start)):
        return detail[0] if (detail := read_detail(text, g, end)) is not None else end
    if (g.article_word is not None and g.article_word.fullmatch(word)
            and (text.startswith(".", end) and text[end + 1:end + 2].isdigit()
                 or g.bare_document is not None
                 and (d := g.bare_document.search(text, max(0, start - ARTICLE_REACH), start))
                 and not ended(text, d.end(), start, clause=False))):
        return end
    return None


def listed_anothers(text: str, g: Grammar, end: int, word: str) -> bool:
    """The article ending at `end` (its word `word`) is listed before another of a document
    named after it: `Статья 5 и статья 6 Европейской конвенции`, the document's both."""
    return (g.next_article is not None and g.article_word is not None
            and g.article_word.fullmatch(word) is not None
            and (n := g.next_article.match(text, end)) is not None
            and (a := g.after.match(text, n.end())) is not None
            and a.lastgroup == "not_law_after")


_LAWS_WORDS: dict[tuple[str, str], bool] = {}


def laws_word(g: Grammar, word: str) -> bool:
    """`word` is the Laws' own word (`Law`, `Правило`, `Νόμος`: the self reference's), not
    an article's or a part's (`ст.`, `άρθρο`): after another document named, a comma
    between, it is the Laws' again (`Статья 23 Устава ФСБР — о взносах, Правило 23 — ...`),
    where its capital says so (`правила клуба, правило 12(с)`: the club's)."""
    key = (g.words.lang, word)
    if (own := _LAWS_WORDS.get(key)) is None:
        own = _LAWS_WORDS[key] = (
            word[:1].isupper() and re.fullmatch(g.words.self_word, word) is not None
            and not (g.article_word is not None and g.article_word.fullmatch(word)))
    return own


def _last(pattern: re.Pattern[str], text: str, lo: int, hi: int) -> re.Match[str] | None:
    """The last match of `pattern` in text[lo:hi] (`in rugby, Law 9 ...; in cricket, Law
    42`: cricket's); one search where there is none, as most windows."""
    last = None
    while (m := pattern.search(text, lo, hi)) is not None:
        last, lo = m, m.end()
    return last
