"""`memo`: the term finder's answers kept between builds give the same matches as finding
them anew, and only the answers a build used are written back.

The strings are written here (not in the seeds): a term in three languages' inflected
forms, and a string with none.
"""

from __future__ import annotations

import marshal

import pytest

import bridgelaws.translate.terms as terms
from bridgelaws.translate import memo

STRINGS = [
    ("en", "After the revokes were established, declarer's partner conceded."),
    ("ru", "Ренонс разыгрывающего считается установленным после хода."),
    ("el", "Η αναγνώριση της ανακάλησης από τον εκτελεστή."),
    ("en", "Nothing of the sort here."),
]


def fresh(kind: str, value: str, lang: str):
    finder = terms.matcher(lang).find if kind == "find" else terms.matcher(lang).find_split
    return tuple(finder(value))


@pytest.fixture
def uncached(monkeypatch):
    """find_terms and find_split_terms keep answers per process: a new process's memo here."""
    monkeypatch.setattr(memo, "ACTIVE", [memo.Memo()])


@pytest.mark.parametrize(("lang", "value"), STRINGS)
def test_remembered_answers_are_the_finders(tmp_path, uncached, monkeypatch, lang, value):
    with memo.memo(tmp_path) as kept:
        found = terms.find_terms(value, lang), terms.find_split_terms(value, lang)
        kept.save()
    assert found == (fresh("find", value, lang), fresh("split", value, lang))

    def no_matcher(lang):
        raise AssertionError("the memo should have answered")

    monkeypatch.setattr(terms, "matcher", no_matcher)
    with memo.memo(tmp_path):
        assert (terms.find_terms(value, lang), terms.find_split_terms(value, lang)) == found


def test_only_the_answers_used_are_written_back(tmp_path, uncached):
    with memo.memo(tmp_path) as kept:
        for lang, value in STRINGS:
            terms.find_terms(value, lang)
        kept.save()
    with memo.memo(tmp_path) as kept:
        terms.find_terms(STRINGS[0][1], STRINGS[0][0])
        kept.save()
    (path,) = tmp_path.glob("terms-*.marshal")
    assert len(marshal.loads(path.read_bytes())) == 1


def test_another_fingerprints_file_goes(tmp_path, uncached):
    stale = tmp_path / "terms-0000.marshal"
    stale.write_bytes(marshal.dumps({b"x" * 16: ((0, 1, "revoke", "revoke"),)}))
    with memo.memo(tmp_path) as kept:
        terms.find_terms(STRINGS[1][1], "ru")
        kept.save()
    assert [p.name for p in tmp_path.glob("terms-*")] == [f"terms-{memo.fingerprint()}.marshal"]


def test_without_a_memo_nothing_is_written(tmp_path, uncached):
    terms.find_terms(STRINGS[0][1], "en")
    assert [kept.path for kept in memo.ACTIVE] == [None]
    assert list(tmp_path.iterdir()) == []
