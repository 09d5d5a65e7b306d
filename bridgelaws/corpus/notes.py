"""Footnote markers glued to words (`plays16`, `cards2)`, `LHO<52>`, `player*`).

They are not words and not references: each is taken out of the text and kept as a
`NoteMark` at its offset, so the clean text reads `plays to` and nothing is lost.
"""

from __future__ import annotations

import re

from bridgelaws.corpus.model import NoteMark, Text

# Per layout: the marker pattern; group "n" is the footnote's key where it has one. Each
# starts with the marker and looks behind it for the word it is glued to, so the search
# skips ahead on the marker's first character instead of trying a look-behind everywhere.
# Table: 1 to 19 (a second digit only after a 1).
# Before a space, a stop or a capital: a heading glued to its text (`Out of Turn16Any lead`).
TABLE_MARK = re.compile(r"(?P<n>[1-9](?<=[a-zß-öø-ÿа-яёά-ώ]{2}.)(?:(?<=1)[0-9])?)"
                        r"(?=[\s,.;:)A-ZÀ-ÖØ-ÞА-ЯЁΑ-ΩΆ-Ώ]|$)")
# A law title of the table is in capitals: a marker 1 to 19 after two letters of any case,
# where a word ends (the title is cut before the label it may run into: `PLAYED16A.`).
TITLE_MARK = re.compile(r"(?P<n>[1-9](?<=[^\W\d_]{2}.)(?:(?<=1)[0-9])?)(?=[\s,.;:)]|$)")
# After a lowercase word only: `cards2)` is a marker, `Law 16C2)` closes a reference.
PARAGRAPH_MARK = re.compile(r"(?P<n>\d)\)(?<=[a-zα-ωά-ώ]{2}..)")
STAR_MARK = re.compile(r"(?P<n>\*(?<=\w\*)\**)")
# Both branches start with a literal, so that the search skips to a `<` or `*`.
FORUM_MARK = re.compile(r"<(?P<n>\d+)>|\*(?<=\w\*)\**")


def take_marks(raw: str, pattern: re.Pattern[str], line: int = 0) -> Text:
    """The text without its markers, the markers kept with their offsets."""
    first = pattern.search(raw)
    if first is None:  # most pieces: one search, no iterator
        return Text(raw, [], line)
    out: list[str] = []
    notes: list[NoteMark] = []
    last = 0
    length = 0
    # From the first marker on (a look-behind still sees the text before it).
    for match in pattern.finditer(raw, first.start()):
        out.append(raw[last : match.start()])
        length += match.start() - last
        key = match.group("n") or match.group(0)
        notes.append(NoteMark(offset=length, n=key, mark=match.group(0)))
        last = match.end()
    out.append(raw[last:])
    return Text("".join(out), notes, line)


def clean_text(raw: str, pattern: re.Pattern[str], line: int = 0) -> Text:
    """A piece of source as clause text: markers taken out, surrounding space trimmed."""
    if pattern.search(raw) is None:  # most pieces: no marker
        return Text(raw.strip(), [], line)
    text = take_marks(raw, pattern, line)
    if text.notes:
        return strip_text(text)
    text.value = text.value.strip()  # no offsets to keep right
    return text


def strip_text(text: Text) -> Text:
    """Trim surrounding whitespace, keeping marker offsets right."""
    lead = len(text.value) - len(text.value.lstrip())
    value = text.value.strip()
    notes = [
        NoteMark(offset=min(max(m.offset - lead, 0), len(value)), n=m.n, mark=m.mark)
        for m in text.notes
    ]
    return Text(value, notes, text.line)


def split_marks(piece: Text, heading: str, rest: str) -> tuple[list[NoteMark], Text]:
    """A piece whose markers are out, split into its heading and its text (each stripped, as
    the split made them): the heading's markers, and the text with its own. Each marker goes
    with the words it stands among, one right after the heading's last word
    (`Lead16Any lead`) with the heading."""
    if not piece.notes:  # most pieces: no marker to place
        return [], Text(rest, [], piece.line)
    value = piece.value
    start = len(value) - len(value.lstrip())
    end = start + len(heading)
    text_start = len(value.rstrip()) - len(rest) if heading else start
    head_notes: list[NoteMark] = []
    text = Text(rest, [], piece.line)
    for mark in piece.notes:
        if heading and mark.offset <= end:
            head_notes.append(NoteMark(min(max(mark.offset - start, 0), len(heading)), mark.n,
                                       mark.mark))
        else:
            text.notes.append(NoteMark(min(max(mark.offset - text_start, 0), len(rest)), mark.n,
                                       mark.mark))
    return head_notes, text


def append_text(target: Text, more: Text) -> None:
    """A paragraph that goes on the clause above it, its markers shifted along."""
    if not target.value:
        target.line = more.line
    sep = " " if target.value and more.value else ""
    shift = len(target.value) + len(sep)
    target.value += sep + more.value
    for mark in more.notes:
        mark.offset += shift
        target.notes.append(mark)
