"""Alignment pairs by structure and warns, naming file and line, where languages differ."""

from __future__ import annotations

from bridgelaws.corpus import load_corpus

ENTRY = ('[[source]]\nfile = "t.txt"\nreader = "table"\neditions = ["1997"]\n'
         'languages = ["ru", "en"]\norigin = "test"\n')
ROW = ("ПРАВИЛО 70. ЗАГОЛОВОК A. ПервыйТекст один.B. ВторойТекст два. | "
       "LAW 70 - TITLE A. FirstText one.B. SecondText two.C. ThirdText three. |\n")


def test_clause_in_one_language_is_a_warning_not_a_drop(make_sources):
    folder = make_sources({"t.txt": ROW}, [ENTRY])
    corpus = load_corpus(folder)
    law = corpus.editions["1997"].laws["70"]
    assert [c.cite for c in law.walk()] == ["70", "70A", "70B", "70C"]
    assert law.clause("70C").text["en"].value == "Text three."
    assert "ru" not in law.clause("70C").text
    messages = [(w.file, w.line, w.message) for w in corpus.warnings]
    assert ("t.txt", 1, "clause 70C found in en only") in messages
    assert ("t.txt", 1, "70: 2 sub-clauses in ru but 3 in en") in messages


def test_pairs_by_citation_not_position(make_sources):
    folder = make_sources({"t.txt": ROW}, [ENTRY])
    law = load_corpus(folder).editions["1997"].laws["70"]
    assert law.clause("70B").heading == {"ru": "Второй", "en": "Second"}
