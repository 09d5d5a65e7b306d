from bridgelaws.translate.glossary import glossary
from bridgelaws.translate.terms import load_terms


def test_glossary_lists_every_term_sorted(small_corpus):
    entries = glossary(small_corpus)
    assert sorted(e.id for e in entries) == sorted(t.id for t in load_terms())
    assert [e.term.casefold() for e in entries] == sorted(e.term.casefold() for e in entries)


def test_glossary_entry(small_corpus):
    by_id = {e.id: e for e in glossary(small_corpus)}
    revoke = by_id["revoke"]
    assert revoke.term == "revoke"
    assert revoke.translations == {"en": ["revoke"], "ru": ["фальшренонс"], "el": ["ρενόνς"]}
    assert revoke.clauses == [("1997", "62"), ("1997", "62A"), ("2007", "64"), ("2017", "62")]
    assert by_id["major-penalty-card"].clauses == [("2017", "62B1")]
    assert by_id["adjusted-score"].clauses == [("2007", "64")]
    assert by_id["follow-suit"].clauses == []


def test_shipped_glossary_clauses_resolve(corpus):
    entries = glossary(corpus)
    for entry in entries:
        for edition, cite in entry.clauses:
            assert corpus.editions[edition].clause(cite) is not None
    revoke = next(e for e in entries if e.id == "revoke")
    assert {edition for edition, _ in revoke.clauses} == set(corpus.editions)
