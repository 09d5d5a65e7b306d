"""Where a reference points: `href` is its target's corpus address (in the XML, spelled by
`corpus.address`: `/akn/bridge/laws/2017/!main~law_64__sec_B__para_8`); `page_url` is the
website address: one page per law and edition, anchors are canonical cites,
`2017/law-64.html#64B8`.
"""

from __future__ import annotations

from bridgelaws.corpus.address import href
from bridgelaws.corpus.model import law_number

__all__ = ["href", "page_url"]


def page_url(edition: str, cite: str, base: str = "") -> str:
    return f"{base}{edition}/law-{law_number(cite)}.html#{cite}"
