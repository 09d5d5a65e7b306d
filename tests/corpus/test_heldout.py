"""Held-out texts in each of the four layouts, laws the seeds do not hold, against clause trees
worked out by hand (tests/corpus/heldout/*/expected.txt), never produced by the readers."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaws.corpus import load_corpus
from tests.corpus.lossless import lost, table_text

HELDOUT = Path(__file__).parent / "heldout"
LAYOUTS = ("table", "bilingual", "editions", "forum")
# The table layout again in Greek (words from the shipped data) and in Italian, a language
# the code has no words for (declared in the fixture's manifest).
# A second text in each layout, written by a helper who did not read the readers (session 10).
FOLDERS = (*LAYOUTS, "table-el", "table-it", "table-spaced",
           *(f"{layout}-2" for layout in LAYOUTS))


def expected(layout: str) -> dict[str, list[tuple[str, str, str, str]]]:
    """edition -> [(cite, lang, heading, first words)] in document order."""
    out: dict[str, list[tuple[str, str, str, str]]] = {}
    edition = ""
    for line in (HELDOUT / layout / "expected.txt").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("@ "):
            edition = line[2:].strip()
            continue
        where, heading, text = (part.strip() for part in line.split("|"))
        cite, lang = where.split()
        out.setdefault(edition, []).append((cite, lang, heading, text))
    return out



def _digits(cite: str) -> str:
    end = 0
    while end < len(cite) and cite[end].isdigit():
        end += 1
    return cite[:end]


@pytest.fixture(scope="module", params=FOLDERS)
def layout(request):
    return request.param, load_corpus(HELDOUT / request.param)


def test_heldout_fixtures_hold_at_least_25_laws():
    laws = {(edition, _digits(cite)) for layout in LAYOUTS
            for edition, rows in expected(layout).items() for cite, *_ in rows}
    assert len(laws) >= 25
    langs = {lang for layout in LAYOUTS for rows in expected(layout).values()
             for _, lang, *_ in rows}
    assert langs >= {"en", "ru", "el"}


def test_laws_in_source_order(layout):
    name, corpus = layout
    for edition, rows in expected(name).items():
        want = list(dict.fromkeys(_digits(cite) for cite, *_ in rows))
        assert list(corpus.editions[edition].laws) == want


def test_clause_trees(layout):
    name, corpus = layout
    for edition, rows in expected(name).items():
        laws = corpus.editions[edition].laws
        for num in dict.fromkeys(_digits(cite) for cite, *_ in rows):
            want = list(dict.fromkeys(cite for cite, *_ in rows if _digits(cite) == num))
            got = [clause.cite for clause in laws[num].walk()]
            assert got == want, f"{name} {edition} law {num}"


def test_headings_and_texts(layout):
    name, corpus = layout
    for edition, rows in expected(name).items():
        ed = corpus.editions[edition]
        for cite, lang, heading, text in rows:
            clause = ed.clause(cite)
            assert clause is not None, f"{name} {edition} {cite} missing"
            where = f"{name} {edition} {cite} ({lang})"
            got_heading = (clause.title if clause.kind == "law" else clause.heading).get(lang, "")
            assert got_heading == heading, where
            got_text = clause.text[lang].value if lang in clause.text else ""
            if text:
                assert got_text.startswith(text), where
            else:
                assert got_text == "", where


# The editions text quotes 2017 Law 12 from C1(e) on: an excerpt, said so. The forum post
# redrafts 2017, which the fixture does not hold: its changes cannot be shown, said so.
WARNINGS = {
    "forum": [
        "post.txt:1: warning: edition draft-2019 redrafts edition 2017, which no source holds: "
        "its laws are shown without the changes from 2017; add a source of 2017 to compare them",
    ],
    "forum-2": [
        "post.txt:1: warning: edition draft-2023 redrafts edition 2017, which no source holds: "
        "its laws are shown without the changes from 2017; add a source of 2017 to compare them",
    ],
    "editions": [
        "laws-en.txt:50: warning: clause 12C where 12A was expected: numbering out of sequence",
        "laws-en.txt:51: warning: clause 12C1(e) where 12C1(a) was expected: numbering out of "
        "sequence",
    ],
}


def test_clean_texts_give_no_other_warning(layout):
    name, corpus = layout
    assert [str(w) for w in corpus.warnings] == WARNINGS.get(name, [])


def test_no_character_lost(layout):
    name, corpus = layout
    for source in corpus.sources:
        text = (HELDOUT / name / source.file).read_text(encoding="utf-8")
        if source.reader == "table":  # the cell bars are layout, not text
            text = table_text(text)
        assert lost(text, corpus, source.file) == {}, source.file
