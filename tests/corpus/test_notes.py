"""Footnote markers taken out of texts, each kept at its offset in the words left: one table
row per layout's pattern, worked out by hand."""

from __future__ import annotations

import pytest

from bridgelaws.corpus.model import NoteMark
from bridgelaws.corpus.notes import (
    FORUM_MARK,
    PARAGRAPH_MARK,
    STAR_MARK,
    TABLE_MARK,
    TITLE_MARK,
    clean_text,
    take_marks,
)

# Written by hand: (pattern, text, the text without markers, the markers).
CASES = [
    (PARAGRAPH_MARK, "the cards2) of dummy3) (see Law 16C2).", "the cards of dummy (see Law 16C2).",
     [NoteMark(9, "2", "2)"), NoteMark(18, "3", "3)")]),
    (PARAGRAPH_MARK, "no marker (a) here 2) either", "no marker (a) here 2) either", []),
    (STAR_MARK, "a player* or dummy** and * alone", "a player or dummy and * alone",
     [NoteMark(8, "*", "*"), NoteMark(17, "**", "**")]),
    (STAR_MARK, "no star here", "no star here", []),
    (FORUM_MARK, "the LHO<52> of a player*", "the LHO of a player",
     [NoteMark(7, "52", "<52>"), NoteMark(19, "*", "*")]),
    (FORUM_MARK, "Law 61 < 62, nothing", "Law 61 < 62, nothing", []),
    # Texts without any character a marker holds (most texts) read as texts with one.
    (FORUM_MARK, "no marker here", "no marker here", []),
    (PARAGRAPH_MARK, "no bracket 2 here", "no bracket 2 here", []),
    (STAR_MARK, "", "", []),
    (TABLE_MARK, "he plays16 to the lead", "he plays to the lead", [NoteMark(8, "16", "16")]),
    (TABLE_MARK, "Law 57 applies", "Law 57 applies", []),
    (TABLE_MARK, "no digit 0 here", "no digit 0 here", []),
    (TITLE_MARK, "LEAD OUT OF TURN16 ACCEPTED", "LEAD OUT OF TURN ACCEPTED",
     [NoteMark(16, "16", "16")]),
    (TITLE_MARK, "LEAD OUT OF TURN", "LEAD OUT OF TURN", []),
]


@pytest.mark.parametrize(("pattern", "raw", "value", "notes"), CASES)
def test_markers_taken_out(pattern, raw, value, notes):
    text = take_marks(raw, pattern, 3)
    assert (text.value, text.notes, text.line) == (value, notes, 3)
    assert clean_text(raw, pattern).value == value.strip()
