"""Fixtures for the xref tests: a finder that returns (text, target) pairs, a tiny corpus."""

from __future__ import annotations

import pytest

from bridgelaws.corpus.model import Clause, Corpus, Edition, Footnote, Law, Text
from bridgelaws.xref.find import find
from bridgelaws.xref.normalise import target


def cites(text: str, lang: str, context: str = "") -> list[tuple[str, str]]:
    """(citing text, canonical target) for every reference found; checks the offsets too."""
    out = []
    for found in find(text, lang):
        assert text[found.start : found.end] == found.text
        out.append((found.text, target(found, lang, context)))
    return out


@pytest.fixture
def find_cites():
    return cites


def _clause(kind: str, num: str, cite: str, eid: str, **text: str) -> Clause:
    return Clause(kind, num, cite, eid, text={k: Text(v) for k, v in text.items()})


def make_law(edition: str, num: str, clauses: list[Clause], **title: str) -> Law:
    """A law whose flat `clauses` are hung under their parent by cite prefix."""
    law = Law("law", num, num, f"law_{num}", title=title, edition=edition)
    by_cite: dict[str, Clause] = {num: law}
    for c in clauses:
        parent = max((p for p in by_cite if c.cite.startswith(p)), key=len)
        by_cite[parent].children.append(c)
        by_cite[c.cite] = c
    return law


@pytest.fixture
def tiny_corpus() -> Corpus:
    """2007 Law 64 (A, B2, C); proposal-2012 Law 62 (C3, E1(b)) redrafting 2007; 2017 Law 64."""
    l64_2007 = make_law(
        "2007",
        "64",
        [
            _clause("section", "A", "64A", "law_64__sec_A", en="When a revoke is established:"),
            _clause("section", "B", "64B", "law_64__sec_B", en="No rectification as in A:"),
            _clause("subsection", "2", "64B2", "law_64__sec_B__para_2", en="Law 64C may apply."),
            _clause("section", "C", "64C", "law_64__sec_C", en="compensated by this Law"),
        ],
    )
    l64_2007.footnotes.append(
        Footnote("*", text={"en": "for the purposes of this Law."}, eid="law_64__fn_1")
    )
    l62_prop = make_law(
        "proposal-2012",
        "62",
        [
            _clause("section", "C", "62C", "law_62__sec_C"),
            _clause("subsection", "3", "62C3", "law_62__sec_C__para_3", en="See L63B, L64B, L62C."),
            _clause("section", "E", "62E", "law_62__sec_E"),
            _clause("subsection", "1", "62E1", "law_62__sec_E__para_1"),
            _clause("item", "b", "62E1(b)", "law_62__sec_E__para_1__item_b", en="(see C3 above)"),
        ],
        en="Correction of a Revoke",
    )
    l64_2017 = make_law(
        "2017",
        "64",
        [_clause("section", "B", "64B", "law_64__sec_B", en="(but see Law 64C) Law 62C3")],
    )
    return Corpus(
        editions={
            "2007": Edition("2007", laws={"64": l64_2007}),
            "proposal-2012": Edition("proposal-2012", laws={"62": l62_prop}, redrafts="2007"),
            "2017": Edition("2017", laws={"64": l64_2017}),
        }
    )
