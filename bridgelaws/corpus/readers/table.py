"""The `RU | EN |` table: one law per row, each cell a whole law in one language.

Everything in a cell runs together: part and section headings into the first law of
their section (`SECTION TWOOTHER IRREGULAR ...`), the law's title into its first label
(`OUT OF TURNA. Declarer's`), each heading into its text (`LeadAny lead`). Labels are
found by expecting the next one in sequence (after B: `C.` or `1.`), which also reads
`Law 41.1. Declarer Plays` as Law 41 then item 1, and skips `Law 57.` and `16C).`.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from bridgelaws.corpus.headings import (
    Lexicon,
    looks_like_heading,
    split_glued,
    split_sentence_case_on_evidence,
    split_spaced_on_evidence,
)
from bridgelaws.corpus.model import Division, Law
from bridgelaws.corpus.notes import TABLE_MARK, TITLE_MARK, clean_text, split_marks, take_marks
from bridgelaws.corpus.readers.base import Reading, next_letter
from bridgelaws.corpus.tree import Piece, attach, letter_glyphs, new_law
from bridgelaws.corpus.words import TableWords, number, table_words
from bridgelaws.errors import BridgelawsError
from bridgelaws.morph import known_words


@cache
def _dictionary(name: str, lang: str):
    """The language's word list where the data names one (Russian: pymorphy3's), else None.
    Loaded once: it is the slowest step of reading a table."""
    if name != "pymorphy3":
        return None
    return lru_cache(maxsize=1 << 16)(known_words(lang))


# A section label stands before a capital (of any script): checked in `_accept`.
UPPER_START = r"(?=\s?[^\W\d_])"
TOKEN = re.compile(r"\S+")
# A section letter A-H as written: Latin, a Cyrillic look-alike or the Greek letter.
LETTERS = "".join(dict.fromkeys(g for letter in "ABCDEFGH" for g in letter_glyphs(letter)
                                if len(g) == 1))
LONE_LABEL = re.compile(rf"(?:[{LETTERS}]|ΣΤ)\.")
# The title's last capital (and a footnote marker after it) runs into the label: `TURNA.`.
GLUED_LABEL = re.compile(rf"[A-ZА-ЯЁΑ-Ω](?:1[0-9]|[1-9])?[{LETTERS}]\.$")


def read(reading: Reading, text: str) -> None:
    source = reading.source
    rows = []
    for lineno, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            continue
        body = line.rstrip()
        if not body.endswith(" |") or body.count(" | ") != len(source.languages) - 1:
            raise BridgelawsError(
                f"table row without its separators: expected {len(source.languages)} cells "
                "each ending ' |'",
                file=source.file,
                line=lineno,
            )
        rows.append((lineno, body[:-2].split(" | ")))
    for index, lang in enumerate(source.languages):
        words = table_words(lang, source.words.get(lang))
        if words is None:
            raise BridgelawsError(
                f"the table reader has no words for language {lang!r}: add [words.{lang}] to "
                f'manifest.toml with law = "... {{n}} ..." (how a law heading starts)',
                file=source.file, line=rows[0][0])
        lexicon = Lexicon([cells[index] for _, cells in rows],
                          _dictionary(words.dictionary, lang))
        divisions: dict[str, Division] = {}
        current = ""
        for lineno, cells in rows:
            law, current = _read_cell(reading, cells[index], lang, words, lineno, lexicon,
                                      divisions, current)
            reading.laws.append(law)
        reading.note_orphan_marks(lang)
        if index == 0:
            reading.divisions.extend(divisions.values())
        else:
            _merge_divisions(reading.divisions, list(divisions.values()), lang)


def _merge_divisions(into: list, extra: list, lang: str) -> None:
    by_eid = {d.eid: d for d in into}
    for div in extra:
        if div.eid in by_eid:
            target = by_eid[div.eid]
            target.heading.update(div.heading)
            target.labels.update(div.labels)
            target.lines.update(div.lines)
        else:
            into.append(div)


def _read_cell(reading: Reading, cell: str, lang: str, words: TableWords, lineno: int,
               lexicon: Lexicon, divisions: dict[str, Division],
               current: str) -> tuple[Law, str]:
    law_match = words.law.search(cell)
    if not law_match:
        raise BridgelawsError(f"no law heading ({' or '.join(map(repr, words.law_forms))}) "
                              f"in the {lang} cell", file=reading.source.file, line=lineno)
    current = _divisions(reading, cell[: law_match.start()], lang, words, lineno, divisions,
                         current)
    num = law_match[law_match.lastindex]
    rest = cell[law_match.end():]
    title_end, body_start = _title_end(rest, words.sentence_letters)
    law = new_law(num, lang, lineno, clean_text(rest[:title_end], TITLE_MARK, lineno),
                  law_match.group(0).strip())
    law.division = current
    if current:
        divisions[current].laws.append(num) if num not in divisions[current].laws else None
    body = rest[body_start:]
    labels = list(_labels(body))
    opening = body[: labels[0][0]] if labels else body
    law.text[lang] = clean_text(opening, TABLE_MARK, lineno)
    pieces: list[Piece] = []
    # Whether the parent's text ends with a colon, by the kind of its children.
    continues = {"section": law.text[lang].value.endswith(":")}
    for i, (start, end, kind, num_) in enumerate(labels):
        stop = labels[i + 1][0] if i + 1 < len(labels) else len(body)
        # Markers out first, so that one glued between heading and text (`Lead16Any`)
        # splits them as well as it stands in the heading.
        raw = take_marks(body[end:stop], TABLE_MARK, lineno)
        if kind in ("item", "subitem"):  # items have no headings
            heading, rest_text = "", raw.value.strip()
        else:
            heading, rest_text = _split_heading(raw.value, lexicon, words,
                                                continues.get(kind, False))
        heading_notes, piece_text = split_marks(raw, heading, rest_text)
        pieces.append(Piece(kind, num_, body[start:end].strip(), lineno, heading, piece_text,
                            heading_notes))
        if kind == "section":
            continues["subsection"] = piece_text.value.endswith(":")
    attach(law, lang, pieces)
    return law, current


def _split_heading(piece: str, lexicon: Lexicon, words: TableWords,
                   continues: bool) -> tuple[str, str]:
    """(heading, text) of a section's or numbered clause's piece: a heading glued to its
    text, else one followed by a space where the text shows that it starts there (in Title
    Case, or in sentence case with the language's openers and verbs); no heading where what
    would split off is none (`continues`: the parent's text ends with a colon)."""
    heading, text = split_glued(piece, lexicon, words.title_case, continues)
    if not looks_like_heading(heading):
        heading, text = (split_spaced_on_evidence(piece) if words.title_case else
                         split_sentence_case_on_evidence(piece, words.sentence_openers,
                                                         words.subject_verbs))
    return (heading, text) if looks_like_heading(heading) else ("", piece.strip())


def _divisions(reading: Reading, head: str, lang: str, words: TableWords, lineno: int,
               divisions: dict[str, Division], current: str) -> str:
    """Parts and sections whose headings run into the law: returns the innermost eId."""
    marks = []
    for kind, pattern in (("part", words.part), ("section", words.section)):
        for match in pattern.finditer(head) if pattern else ():
            marks.append((match.start(), match.end(), kind, match))
    marks.sort()
    part = current.split("__")[0] if current else ""
    for i, (_, end, kind, match) in enumerate(marks):
        stop = marks[i + 1][0] if i + 1 < len(marks) else len(head)
        num = number(words, match[match.lastindex])
        if kind == "part":
            eid, parent = f"part_{num}", ""
            part = eid
        else:
            eid, parent = f"{part}__subpart_{num}" if part else f"subpart_{num}", part
        div = divisions.setdefault(eid, Division(kind=kind, num=num, eid=eid, parent=parent))
        div.heading[lang] = head[end:stop].strip()
        div.labels[lang] = match.group(0).strip()
        div.lines[lang] = lineno
        current = eid
    stray = head[: marks[0][0] if marks else len(head)].strip()
    if stray:
        reading.warn(lineno, f"text before the law heading in the {lang} cell is not a part "
                     f"or section heading, left out: {stray!r}")
    return current


def _title_end(rest: str, sentence_letters: frozenset[str]) -> tuple[int, int]:
    """Where an upper-case law title ends, and where the body starts (they differ by a space);
    a one-letter word of the language before the first lowercase one opens the text."""
    previous = None
    for token in TOKEN.finditer(rest):
        word = token.group()
        if LONE_LABEL.fullmatch(word):
            return token.start(), token.start()
        if word.endswith(".") and GLUED_LABEL.search(word):
            return token.end() - 2, token.end() - 2
        if any(map(str.islower, word)):
            if previous is not None and previous.group() in sentence_letters:
                token = previous
            return token.start(), token.start()
        previous = token
    return len(rest), len(rest)


ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x")
# A numbered clause may start in lowercase where it goes on from a colon or a semicolon
# (`... a concession:1. if a player ...; or 2. if ...`), or where the clause before it did
# (2017 Law 74B: `refrain from:1. paying insufficient attention to the game.2. making ...`).
GOES_ON = re.compile(r"[:;](?:\s*[^\W\d_]{1,4})?\s*$")


@cache
def _label_pattern(kind: str, num: str) -> re.Pattern[str]:
    """The label of the next clause of a kind: `B.` (or a look-alike: Cyrillic `В.`, Greek
    `Β.`) not after a letter, digit or `(`; `3.` not after a digit; `(b)`, `(ii)` not after
    a letter or digit. The label comes first and its guard looks behind it, so the search
    runs on the literal label."""
    if kind == "section":
        return re.compile("(?:" + "|".join(rf"{re.escape(g)}\.(?<![\w(]{re.escape(g)}\.)"
                                           for g in letter_glyphs(num)) + ")" + UPPER_START)
    if kind == "subsection":
        label = rf"{re.escape(num)}\."
        return re.compile(rf"{label}(?<![\dA-Z]{label})(?=\s?[A-ZА-ЯЁΑ-Ω(«\"]|\s[^\W\d_])")
    glyphs = letter_glyphs(num) if kind == "item" else (num,)
    return re.compile("(?:" + "|".join(rf"\({re.escape(g)}\)(?<!\w\({re.escape(g)}\))"
                                       for g in glyphs) + r")(?=\s?\S)")


def _accept(body: str, kind: str, match: re.Match[str], lower_list: bool) -> bool:
    """A section label before a capital of any script; a numbered label followed by a
    lowercase word only where the text before goes on, or in a list whose clause before
    started in lowercase too (`lower_list`)."""
    if kind == "section":
        after = body[match.end():match.end() + 2]
        return after[1:2].isupper() if after[:1].isspace() else after[:1].isupper()
    if kind != "subsection":
        return True
    return (not _starts_lower(body, match) or lower_list
            or bool(GOES_ON.search(body[max(0, match.start() - 12):match.start()])))


def _starts_lower(body: str, match: re.Match[str]) -> bool:
    return body[match.end():match.end() + 2].lstrip()[:1].islower()


def _stops(body: str) -> list[int]:
    """Where each `.` and `)` ends, in order: every label ends in one of them. (A search for
    one character is a machine-level scan, several times faster than a character class.)"""
    ends = []
    for char in ".)":
        at = body.find(char)
        while at >= 0:
            ends.append(at + 1)
            at = body.find(char, at + 1)
    return sorted(ends)


@cache
def _expected(letter: str | None, number: str | None, item: str | None,
              subitem: str | None) -> dict[str, list[tuple[str, str, str, re.Pattern[str]]]]:
    """The labels that may come next, by their last two characters (`B.`, `2.`, `a)`), each
    (kind, num, the label as it may be written, its pattern), in order of precedence: the
    next section, numbered clause, item and sub-item."""
    options = [("section", next_letter(letter)),
               ("subsection", str(int(number) + 1 if number else 1)),
               ("item", chr(ord(item) + 1) if item else "a")]
    if item:
        options.append(("subitem", ROMAN[ROMAN.index(subitem) + 1] if subitem else "i"))
    out = []
    for kind, num in options:
        pattern = _label_pattern(kind, num)
        if kind == "section":
            out += [(kind, num, f"{g}.", pattern) for g in letter_glyphs(num)]
        elif kind == "subsection":
            out.append((kind, num, f"{num}.", pattern))
        else:
            glyphs = letter_glyphs(num) if kind == "item" else (num,)
            out += [(kind, num, f"({g})", pattern) for g in glyphs]
    by_end: dict[str, list[tuple[str, str, str, re.Pattern[str]]]] = {}
    for option in out:
        by_end.setdefault(option[2][-2:], []).append(option)
    return by_end


def _labels(body: str):
    """(start, end, kind, num) of each section, numbered clause, item and sub-item label, in
    order: at each point the next label of each kind in sequence, the nearest one wins (on
    the same spot, the first in the order section, numbered clause, item, sub-item).

    One pass over the `.` and `)` that end labels: at each, the labels that may come next
    are tried as ending there. Labels never nest in one another (`12.` holds no label `2.`,
    which may not follow a digit), so the first found ending is the nearest one starting."""
    pos = 0
    letter = number = item = subitem = None
    lower_list = False  # the last numbered clause started in lowercase
    expected = _expected(letter, number, item, subitem)
    for end in _stops(body):
        options = expected.get(body[end - 2:end])
        if options is None:  # most stops end a sentence
            continue
        best = None
        for kind, num, label, pattern in options:
            start = end - len(label)
            if start < pos or (best is not None and start >= best[0].start()):
                continue
            if body.startswith(label, start):
                match = pattern.match(body, start)
                if match and _accept(body, kind, match, lower_list):
                    best = (match, kind, num)
        if best is None:
            continue
        match, kind, num = best
        yield match.start(), match.end(), kind, num
        pos = match.end()
        if kind == "section":
            letter, number, item, subitem, lower_list = num, None, None, None, False
        elif kind == "subsection":
            number, item, subitem = num, None, None
            lower_list = _starts_lower(body, match)
        elif kind == "item":
            item, subitem = num, None
        else:
            subitem = num
        expected = _expected(letter, number, item, subitem)
