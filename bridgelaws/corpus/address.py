"""A clause's address in the corpus XML, Akoma Ntoso style: the edition as the work and the
clause's in-edition eId as the portion, `/akn/bridge/laws/2017/!main~law_64__sec_B__para_8`.
The one place that spells it: a reference's `<ref href>` points to its target so, and a
clause's `<citedBy href>` to the clause that cites it."""

from __future__ import annotations

AKN_ROOT = "/akn/bridge/laws"


def href(edition: str, eid: str) -> str:
    return f"{AKN_ROOT}/{edition}/!main~{eid}"
