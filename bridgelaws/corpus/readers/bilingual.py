"""Greek paragraphs, then the same paragraphs in English, then the footnotes, one line each
per language (Hellenic Bridge Federation pages, 2017 Laws 62 and 67).

The pages' section letters and headings are lost. Paragraphs are told apart by script,
not by blank lines. A paragraph without a number opens a new section, and so does a `1.`
after numbered paragraphs; those letters are inferred and marked so.
"""

from __future__ import annotations

import re

from bridgelaws.corpus.headings import looks_like_heading
from bridgelaws.corpus.model import Text
from bridgelaws.corpus.notes import PARAGRAPH_MARK, append_text, clean_text
from bridgelaws.corpus.readers.base import Reading, add_item, next_letter
from bridgelaws.corpus.tree import Piece, footnote, latin, new_law
from bridgelaws.errors import BridgelawsError

# Runs of letters, so that counting a line's letters makes one string per word, not per letter.
GREEK = re.compile(r"[\u0370-\u03ff\u1f00-\u1fff]+")
LATIN = re.compile(r"[A-Za-z]+")
NUMBERED = re.compile(r"(?P<label>(?P<num>\d+)\.)\s+(?P<rest>.*)")
ITEM = re.compile(r"(?P<label>\((?P<num>[α-ωa-zа-я]{1,4})\))\s+(?P<rest>.*)")
SECTION = re.compile(r"(?P<label>(?P<letter>ΣΤ|[A-HΑ-ΗАВСЕН])\.)(?:\s+(?P<rest>.*))?")


CYRILLIC = re.compile(r"[\u0400-\u04ff]+")
SCRIPTS = {"greek": GREEK, "cyrillic": CYRILLIC, "latin": LATIN}
# The script each language is written in; any language not named here is in Latin script.
SCRIPT_OF = {"el": "greek", "ru": "cyrillic", "uk": "cyrillic", "bg": "cyrillic",
             "sr": "cyrillic", "mk": "cyrillic", "be": "cyrillic"}


def script(line: str) -> str:
    """The script most of a line's letters are in."""
    if line.isascii():  # no Greek or Cyrillic letter: Latin wins even a tie at 0
        return "latin"
    # Most lines are mostly letters of one script: the first script whose letters are more
    # than the line's other characters wins outright, after one count of its runs.
    for name, pattern in SCRIPTS.items():
        if 2 * sum(map(len, pattern.findall(line))) > len(line):
            return name
    # Otherwise only where two or more have some are they counted (a search stops at the
    # first letter; counting reads every run).
    found = [name for name, pattern in SCRIPTS.items() if pattern.search(line)]
    if len(found) < 2:
        return found[0] if found else "latin"
    counts = {name: sum(map(len, SCRIPTS[name].findall(line))) for name in found}
    return max(counts, key=lambda name: (counts[name], name == "latin"))


def read(reading: Reading, text: str) -> None:
    source = reading.source
    if len(source.laws) != 1:
        raise BridgelawsError("the bilingual reader needs the manifest to name exactly one law",
                              file=source.file, line=1)
    # The languages are told apart by script, so each must have its own.
    by_script = {SCRIPT_OF.get(lang, "latin"): lang for lang in reversed(source.languages)}
    runs: list[tuple[str, list[tuple[int, str]]]] = []
    for lineno, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            continue
        lang = by_script.get(script(line), "")
        if not lang:
            raise BridgelawsError(f"a line in {script(line)} script, which no language of the "
                                  f"manifest ({', '.join(source.languages)}) is written in",
                                  file=source.file, line=lineno)
        if runs and runs[-1][0] == lang:
            runs[-1][1].append((lineno, line.strip()))
        else:
            runs.append((lang, [(lineno, line.strip())]))
    body, notes = runs[: len(source.languages)], runs[len(source.languages):]
    read = [(lang, lines, _pieces(lines)) for lang, lines in body]
    fullest = max((pieces for _, _, pieces in read), key=lambda p: len(_sections(p)),
                  default=[])
    for lang, lines, pieces in read:
        law = new_law(source.laws[0], lang, lines[0][0])
        law.text[lang] = Text("", line=lines[0][0])
        if len(pieces) == 1 and pieces[0].inferred:
            # One paragraph, neither lettered nor numbered: the law's own text, no section
            # (2017 Law 33)
            law.text[lang], pieces = pieces[0].text, []
        if pieces is not fullest:
            _pair_sections(fullest, pieces)
        reading.add_law(law, lang, pieces)
        _number_marks(law, lang)
    for lang, lines in notes:
        law = next(law for law in reading.laws if lang in law.lines)
        marks = [m for c in law.walk() for m in c.marks(lang)]
        for k, (lineno, line) in enumerate(lines, 1):
            mark = marks[k - 1].mark if k <= len(marks) else ""
            if not mark:
                reading.warn(lineno, f"footnote {k} in {lang} has no marker in the text")
            footnote(law, str(k), lang, line, lineno, mark=mark)
        for mark in marks[len(lines):]:
            reading.warn(law.lines[lang], f"marker {mark.mark!r} in {lang} has no footnote text")


def _pieces(lines: list[tuple[int, str]]) -> list[Piece]:
    """One language's paragraphs as labelled pieces. Where the text letters its sections
    (`Α. Heading`, `B. Heading`) they are read; where it does not, a paragraph without a
    number opens a new section, and so does a `1.` that does not go on from a colon."""
    pieces: list[Piece] = []
    lettered = any(_section(line, None) for _, line in lines)
    letter: str | None = None
    item: str | None = None
    awaiting_text = False  # a heading line whose text is the next paragraph
    numbered = False
    for lineno, line in lines:
        section = _section(line, letter) if lettered else None
        if section:
            letter, item = latin(section["letter"]), None
            rest = clean_text(section["rest"] or "", PARAGRAPH_MARK, lineno)
            heading = rest.value if looks_like_heading(rest.value) else ""
            pieces.append(Piece("section", letter, section["label"], lineno, heading,
                                Text("", line=lineno) if heading else rest,
                                heading_notes=rest.notes if heading else []))
            awaiting_text = bool(heading)
            continue
        numbered_match = NUMBERED.fullmatch(line)
        if numbered_match:
            # Unlettered, a `1.` after numbered paragraphs opens the next section (a `1.` after
            # a paragraph without a number is its first sub-clause, as 2017 62B and 67A).
            if numbered_match["num"] == "1" and not lettered and (numbered or letter is None):
                letter = next_letter(letter)
                pieces.append(Piece("section", letter, "", lineno, inferred=True,
                                    text=Text("", line=lineno)))
            numbered = True
            rest = numbered_match["rest"]
            item_match = ITEM.fullmatch(rest)
            pieces.append(Piece("subsection", numbered_match["num"], numbered_match["label"],
                                lineno, "", clean_text("" if item_match else rest,
                                                       PARAGRAPH_MARK, lineno)))
            item = None
            if item_match:
                item = add_item(pieces, item_match, lineno, item, PARAGRAPH_MARK)
            awaiting_text = False
            continue
        item_match = ITEM.fullmatch(line)
        if item_match:
            item = add_item(pieces, item_match, lineno, item, PARAGRAPH_MARK)
            awaiting_text = False
            continue
        numbered = False
        if awaiting_text or (lettered and pieces):
            append_text(pieces[-1].text, clean_text(line, PARAGRAPH_MARK, lineno))
            awaiting_text = False
            continue
        letter, item = next_letter(letter), None
        pieces.append(Piece("section", letter, "", lineno, inferred=True,
                            text=clean_text(line, PARAGRAPH_MARK, lineno)))
    return pieces


def _section(line: str, letter: str | None):
    """A section label line for the letter after `letter` (Latin, Greek or Cyrillic glyph)."""
    match = SECTION.fullmatch(line)
    return match if match and latin(match["letter"]) == next_letter(letter) else None


def _sections(pieces: list[Piece]) -> list[tuple[Piece, tuple]]:
    """Each section with its shape: whether it has words of its own, and its sub-clauses."""
    out: list[tuple[Piece, list]] = []
    for piece in pieces:
        if piece.kind == "section":
            out.append((piece, [bool(piece.text.value)]))
        elif out:
            out[-1][1].append((piece.kind, piece.num))
    return [(piece, tuple(shape)) for piece, shape in out]


def _pair_sections(base: list[Piece], other: list[Piece]) -> None:
    """Inferred section letters of a second language, paired with the first language's by
    the shape of each section (its numbered paragraphs and items), not by position: a
    paragraph missing on one side leaves the others paired, and the one without a partner
    is kept and found in one language only (a warning)."""
    from difflib import SequenceMatcher

    mine, theirs = _sections(base), _sections(other)
    if not all(p.inferred for p, _ in mine + theirs) or len(mine) == len(theirs):
        return
    matcher = SequenceMatcher(None, [s for _, s in mine], [s for _, s in theirs], autojunk=False)
    letters: dict[int, str] = {}
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag in ("equal", "replace"):
            for k in range(min(i2 - i1, j2 - j1)):
                letters[j1 + k] = mine[i1 + k][0].num
    spare = mine[-1][0].num if mine else None
    for j, (piece, _) in enumerate(theirs):
        if j not in letters:
            spare = next_letter(spare)
            letters[j] = spare
        piece.num = letters[j]


def _number_marks(law, lang: str) -> None:
    """Markers differ by language for the same note (`1)` in Greek, `2)` in English):
    the k-th marker of a law points to its k-th footnote."""
    k = 0
    for clause in law.walk():
        for mark in clause.marks(lang):
            k += 1
            mark.n = str(k)
