"""The two addresses of a target: in the corpus (href) and on the site (page_url)."""

from __future__ import annotations

import pytest

from bridgelaws.xref.links import href, page_url


@pytest.mark.parametrize(
    "edition,eid,expected",
    [
        ("2017", "law_64__sec_B__para_8", "/akn/bridge/laws/2017/!main~law_64__sec_B__para_8"),
        ("proposal-2012", "law_61", "/akn/bridge/laws/proposal-2012/!main~law_61"),
    ],
)
def test_href(edition, eid, expected):
    assert href(edition, eid) == expected


@pytest.mark.parametrize(
    "edition,cite,base,expected",
    [
        ("2017", "64B8", "", "2017/law-64.html#64B8"),
        ("1997", "43B2(b)", "/laws/", "/laws/1997/law-43.html#43B2(b)"),
        ("2017", "67", "", "2017/law-67.html#67"),
    ],
)
def test_page_url(edition, cite, base, expected):
    assert page_url(edition, cite, base) == expected
