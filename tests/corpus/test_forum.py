"""The forum layout's short citations of a footnote's anchor, in canonical form: worked out by
hand from the canonical format (model.Clause.cite: an item letter in brackets)."""

from __future__ import annotations

import pytest

from bridgelaws.corpus.readers.forum import anchor_cite


@pytest.mark.parametrize(("short", "cite"), [
    ("61B3a", "61B3(a)"),  # an item letter after a number: bracketed
    ("61a", "61(a)"),
    ("61B3", "61B3"),  # nothing to bracket
    ("61B", "61B"),  # a section letter is a capital
    ("61", "61"),
])
def test_anchor_cite(short, cite):
    assert anchor_cite(short) == cite
