"""`memo`: answers kept between builds (terms found, positions solved) are the answers found
anew, and only the answers a build used are written back.

The strings are written here (not in the seeds): a term in three languages' inflected
forms, and a string with none. The positions are those of the hand-ruled boards of
tests/laws/data/explained.pbn, whose double-dummy answers tests/laws/test_equity.py checks.
"""

from __future__ import annotations

import marshal
from pathlib import Path

import pytest

import bridgelaws.laws.equity as equity
import bridgelaws.translate.terms as terms
from bridgelaws import memo
from bridgelaws.laws.pbn import parse_file
from bridgelaws.laws.ruling import rule_board

BOARDS = {b.number: b for b in parse_file(Path(__file__).parent / "laws" / "data"
                                          / "explained.pbn")}

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
    (path,) = tmp_path.glob("answers-*.marshal")
    assert len(marshal.loads(path.read_bytes())) == 1


def test_another_fingerprints_file_goes(tmp_path, uncached):
    stale = tmp_path / "answers-0000.marshal"
    stale.write_bytes(marshal.dumps({b"x" * 16: ((0, 1, "revoke", "revoke"),)}))
    with memo.memo(tmp_path) as kept:
        terms.find_terms(STRINGS[1][1], "ru")
        kept.save()
    assert [p.name for p in tmp_path.glob("answers-*")] == [f"answers-{memo.fingerprint()}.marshal"]


def test_without_a_memo_nothing_is_written(tmp_path, uncached):
    terms.find_terms(STRINGS[0][1], "en")
    assert [kept.path for kept in memo.ACTIVE] == [None]
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(("number", "edition"), [("5", "2007"), ("3", "2017"), ("1", "2017")])
def test_a_solved_position_is_read_back_without_solving(tmp_path, uncached, monkeypatch,
                                                        number, edition):
    """The equity aid of a worked board from the memo, endplay not asked: the same aid."""
    with memo.memo(tmp_path) as kept:
        aid = equity.equity_aid(rule_board(BOARDS[number], edition))
        kept.save()
    assert aid is not None and aid["card"]

    def no_solver(*position):
        raise AssertionError("the memo should have answered")

    monkeypatch.setattr(equity, "_solve", no_solver)
    with memo.memo(tmp_path):
        assert equity.equity_aid(rule_board(BOARDS[number], edition)) == aid


def test_answers_of_two_kinds_are_kept_in_one_file(tmp_path, uncached):
    """Each kind's answers written as that kind's rows: terms as matches, positions as
    (card, tricks)."""
    with memo.memo(tmp_path) as kept:
        aid = equity.equity_aid(rule_board(BOARDS["5"], "2017"))
        found = terms.find_terms(STRINGS[0][1], "en")
        kept.save()
    with memo.memo(tmp_path) as kept:
        assert len(kept.known) == 2
        assert equity.equity_aid(rule_board(BOARDS["5"], "2017")) == aid
        assert terms.find_terms(STRINGS[0][1], "en") == found
