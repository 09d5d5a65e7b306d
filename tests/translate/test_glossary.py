from bridgelaws.translate.glossary import glossary
from bridgelaws.translate.terms import load_terms


def test_glossary_lists_every_term_sorted(corpus):
    entries = glossary(corpus)
    assert sorted(e.id for e in entries) == sorted(t.id for t in load_terms())
    assert [e.term.casefold() for e in entries] == sorted(e.term.casefold() for e in entries)


def test_glossary_entry(corpus):
    by_id = {e.id: e for e in glossary(corpus)}
    revoke = by_id["revoke"]
    assert revoke.term == "revoke"
    assert revoke.translations == {"en": ["revoke"], "ru": ["фальшренонс"], "el": ["ρενόνς"]}
    assert revoke.clauses == [("1997", "62"), ("1997", "62A"), ("2007", "64"), ("2017", "62")]
    assert by_id["major-penalty-card"].clauses == [("2017", "62B1")]
    assert by_id["adjusted-score"].clauses == [("2007", "64")]
    assert by_id["follow-suit"].clauses == []
