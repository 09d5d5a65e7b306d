"""Where a reference points: the one place that spells a target's address.

`href` is the corpus address (in the XML): Akoma Ntoso style, the edition as the work and
the clause's eId as the portion, `/akn/bridge/laws/2017/!main~law_64__sec_B__para_8`.
`page_url` is the website address: one page per law and edition, anchors are canonical
cites, `2017/law-64.html#64B8`.
"""

from __future__ import annotations

from bridgelaws.corpus.model import law_number

AKN_ROOT = "/akn/bridge/laws"


def href(edition: str, eid: str) -> str:
    return f"{AKN_ROOT}/{edition}/!main~{eid}"


def page_url(edition: str, cite: str, base: str = "") -> str:
    return f"{base}{edition}/law-{law_number(cite)}.html#{cite}"
