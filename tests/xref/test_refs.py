"""Refs over a whole corpus: a tiny hand-built one, then every reference of the shipped one."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from bridgelaws.corpus.strings import WHERE
from bridgelaws.xref.refs import backlinks, corpus_refs

EXPECTED = Path(__file__).with_name("corpus_refs.tsv")


def test_tiny_corpus_refs(tiny_corpus):
    got = [
        (r.edition, r.where, r.source_cite, r.n, r.text, r.target, r.status, r.target_edition)
        for r in corpus_refs(tiny_corpus)
    ]
    assert got == [
        ("2007", "text", "64B", "", "A", "64A", "resolved", "2007"),
        ("2007", "text", "64B2", "", "Law 64C", "64C", "resolved", "2007"),
        ("2007", "text", "64C", "", "this Law", "64", "resolved", "2007"),
        ("2007", "footnote", "64", "*", "this Law", "64", "resolved", "2007"),
        ("proposal-2012", "text", "62C3", "", "L63B", "63B", "outside-corpus", "proposal-2012"),
        ("proposal-2012", "text", "62C3", "", "L64B", "64B", "resolved", "2007"),
        ("proposal-2012", "text", "62C3", "", "L62C", "62C", "resolved", "proposal-2012"),
        ("proposal-2012", "text", "62E1(b)", "", "C3", "62C3", "resolved", "proposal-2012"),
        # 2017 answers (the text's edition) and names where the clause is
        ("2017", "text", "64B", "", "Law 64C", "64C", "other-edition", "2017"),
        ("2017", "text", "64B", "", "Law 62C3", "62C3", "other-edition", "2017"),
    ]


def test_ref_offsets_and_hrefs(tiny_corpus):
    for ref in corpus_refs(tiny_corpus):
        clause = tiny_corpus.editions[ref.edition].clause(ref.source_cite)
        if ref.where == "text":
            assert clause.text[ref.lang].value[ref.start : ref.end] == ref.text
        assert bool(ref.href) == (ref.status == "resolved")
        assert ref.href.endswith(ref.target_eid)


def test_backlinks(tiny_corpus):
    links = backlinks(corpus_refs(tiny_corpus))
    assert [r.source_cite for r in links[("2007", "law_64__sec_C")]] == ["64B2"]
    assert [r.source_cite for r in links[("2007", "law_64")]] == ["64C", "64"]
    assert [r.source_cite for r in links[("proposal-2012", "law_62__sec_C__para_3")]] == ["62E1(b)"]
    assert all(r.status == "resolved" for refs in links.values() for r in refs)


@pytest.fixture(scope="module")
def shipped():
    from bridgelaws.corpus import load_corpus

    corpus = load_corpus()
    return corpus, corpus_refs(corpus)


def _row(ref) -> dict[str, str]:
    where = ref.where in ("footnote", "matter")
    source = f"{ref.source_cite or ref.source_eid}#{ref.n}" if where else ref.source_cite
    return {
        "edition": ref.edition,
        "where": ref.where,
        "source": source,
        "lang": ref.lang,
        "text": ref.text,
        "target": ref.target,
        "status": ref.status,
        "target_edition": ref.target_edition,
    }


def _expected() -> list[dict[str, str]]:
    with EXPECTED.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE))


def test_every_reference_in_the_shipped_sources(shipped):
    """Every reference of the five source texts, in order, with its target and status."""
    assert [_row(r) for r in shipped[1]] == _expected()


def test_shipped_offsets_point_at_the_text(shipped):
    corpus, refs = shipped
    for ref in refs:
        assert ref.where in WHERE
        edition = corpus.editions[ref.edition]
        if ref.where in ("text", "heading"):
            clause = edition.clause(ref.source_cite)
            value = clause.text[ref.lang].value if ref.where == "text" else clause.heading[ref.lang]
        elif ref.where == "footnote":
            law = edition.laws[ref.source_cite]
            assert law.eid == ref.source_eid
            note = next(n for n in law.footnotes if n.n == ref.n)
            value = note.text[ref.lang]
        elif ref.where == "matter":
            matter = next(m for m in edition.matter if m.eid == ref.source_eid)
            value = matter.paragraphs[int(ref.n)][1]
        else:
            value = edition.laws[ref.source_cite].title[ref.lang]
        assert value[ref.start : ref.end] == ref.text
