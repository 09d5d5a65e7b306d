"""The bilingual reader tells a line's language by the script most of its letters are in."""

from __future__ import annotations

import pytest

from bridgelaws.corpus.readers.bilingual import script


@pytest.mark.parametrize(("line", "expected"), [
    ("Law 16B applies.", "latin"),  # ASCII only
    ("“Quoted” text — dash", "latin"),  # not ASCII, and no Greek or Cyrillic letter
    ("1. (а)", "cyrillic"),  # one Cyrillic letter, nothing else
    ("… 12 …", "latin"),  # no letter at all: Latin wins the tie at 0
    ("Ο Νόμος 16B εφαρμόζεται", "greek"),  # 19 Greek letters, 1 Latin
    ("See Νόμος 16", "greek"),  # 3 Latin letters, 5 Greek: 5 win
    ("Law Νόμο", "greek"),  # 3 Latin, 4 Greek
    ("ab αβ", "latin"),  # a tie of Latin and Greek goes to Latin
    ("αβ аб", "greek"),  # a tie of Greek and Cyrillic: Greek, the first named
    ("ΑΒ абв cd", "cyrillic"),  # three scripts: 2, 3, 2
    ("Правило 16 Law", "cyrillic"),  # 7 Cyrillic, 3 Latin
])
def test_script_of_a_line(line, expected):
    assert script(line) == expected
