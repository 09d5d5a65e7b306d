"""Canonical form: law number, section letter, sub-clause number, item in parentheses."""

from __future__ import annotations

import pytest

from bridgelaws.xref.find import Found, Parts
from bridgelaws.xref.normalise import cite, range_ends, target


@pytest.mark.parametrize(
    "parts,lang,expected",
    [
        (Parts("64", "B", "2"), "en", "64B2"),
        (Parts("43", "B", "2", "b"), "en", "43B2(b)"),
        (Parts("50", "d"), "en", "50D"),
        (Parts("61", "B", "3", "a"), "en", "61B3(a)"),
        (Parts("16", "Γ", "2"), "el", "16C2"),
        (Parts("20", "ΣΤ"), "el", "20F"),
        (Parts("40", "Ζ"), "el", "40G"),
        (Parts("43", "B", "2", "β"), "el", "43B2(b)"),
        (Parts("64", "A", "2"), "el", "64A2"),  # Latin A in Greek text
        (Parts("16", "С", "2"), "ru", "16C2"),  # Cyrillic С
        (Parts("58", "В"), "ru", "58B"),  # Cyrillic В is B, not the third letter
        (Parts("43", "B", "2", "б"), "ru", "43B2(b)"),
    ],
)
def test_cite(parts, lang, expected):
    assert cite(parts, lang) == expected


@pytest.mark.parametrize(
    "found,context,expected",
    [
        (Found(0, 8, "this Law", "self"), "64C1", "64"),
        (Found(0, 8, "this Law", "self"), "", ""),
        (Found(0, 2, "B2", "relative", Parts("", "B", "2")), "64C2(a)", "64B2"),
        (Found(0, 2, "B2", "relative", Parts("", "B", "2")), "", ""),
        (Found(0, 13, "Laws 61 to 64", "range", Parts("61"), Parts("64")), "", "61-64"),
        (Found(0, 7, "Law 64C", "cite", Parts("64", "C")), "64B2", "64C"),
    ],
)
def test_target(found, context, expected):
    assert target(found, "en", context) == expected


@pytest.mark.parametrize("value,ends", [("61-64", ["61", "64"]), ("43B2(b)", ["43B2(b)"])])
def test_range_ends(value, ends):
    assert range_ends(value) == ends
