"""The ruling explained: facts, clauses with their corpus text in the reader's language,
tricks transferred, result and score before and after, penalty cards and lead restrictions.
The boards are tests/laws/data/explained.pbn, each ruled by hand in its comments."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from bridgelaws.cli import cli
from bridgelaws.laws.explain import WORDS, card_text, contract_result, explain, ruling_text
from bridgelaws.laws.pbn import parse_file
from bridgelaws.laws.ruling import rule_board

DATA = Path(__file__).parent / "data" / "explained.pbn"
BOARDS = {b.number: b for b in parse_file(DATA)}


def explained(number: str, edition: str = "2017", lang: str = "en") -> dict:
    return explain(rule_board(BOARDS[number], edition), lang)


@pytest.mark.parametrize(
    ("number", "facts", "clauses", "moved", "before", "after"),
    [
        # East revokes, West (partner) plays to trick 2; West won trick 1: 64A2, one trick
        ("1", [("E", 1, "H", "C9", "63A1", "W")], ["64A2", "64C1"], {"NS": 1, "EW": 0},
         ("4S=", 10, 620), ("4S+1", 11, 650)),
        # corrected in time: 62A, 62B1, no trick moves, C9 a major penalty card
        ("2", [("E", 1, "H", "C9", None, None)], ["62A", "62B1"], {"NS": 0, "EW": 0},
         ("4S=", 10, 420), ("4S=", 10, 420)),
        # declarer ruffs holding a club and wins: 64A1, two tricks; 4HX vul
        ("3", [("N", 1, "C", "H9", "63A1", "N")], ["64A1", "64C1"], {"NS": 0, "EW": 2},
         ("4HX+2", 12, 1190), ("4HX=", 10, 790)),
        ("4", [], [], {"NS": 0, "EW": 0}, ("3NT=", 9, 400), ("3NT=", 9, 400)),
        # the lead's board: East discards on a diamond lead at trick 5, West plays to trick 6;
        # East-West win trick 7: 64A2, one trick; 4S by South not vulnerable
        ("6", [("E", 5, "D", "CJ", "63A1", "W")], ["64A2", "64C1"], {"NS": 1, "EW": 0},
         ("4S=", 10, 420), ("4S+1", 11, 450)),
    ],
)
def test_explained_by_hand(number, facts, clauses, moved, before, after):
    ex = explained(number)
    got = [(f["player"], f["trick"], f["suit"], f["card"],
            f.get("established_at", {}).get("by"), f.get("established_at", {}).get("player"))
           for f in ex["facts"]]
    assert got == facts
    assert [c["cite"] for c in ex["clauses"]] == clauses
    assert ex["transferred"] == moved
    for part, (result, tricks, points) in (("before", before), ("after", after)):
        res = ex["result"][part]
        assert (res["result"], res["tricks"], res["score"]["points"]) == (result, tricks, points)


def test_won_from_the_revoke_trick():
    fact = explained("1")["facts"][0]
    assert fact["won_from_revoke_trick"] == {"NS": 10, "EW": 3}
    assert fact["established_at"]["trick"] == 2
    fact = explained("6")["facts"][0]
    assert fact["won_from_revoke_trick"] == {"NS": 6, "EW": 3}
    assert fact["established_at"]["trick"] == 6


def test_penalty_card_and_lead_restriction():
    ex = explained("2")
    assert ex["penalty_cards"] == [{"seat": "E", "card": "C9", "trick": 1, "source": "revoke",
                                    "kind": "major"}]
    assert ex["lead_restrictions"] == [{"player": "W", "suit": "C", "card": "C9",
                                        "law": "50D2"}]
    assert explained("1")["penalty_cards"] == [] and explained("1")["lead_restrictions"] == []


@pytest.mark.parametrize(
    ("number", "edition", "lang", "cite", "words", "text_lang"),
    [
        ("1", "1997", "ru", "64A2", "не выиграна нарушившим игроком", "ru"),
        ("1", "2017", "ru", "64A2", "was not won by the offending player", "en"),
        ("2", "2017", "el", "62B1", "γίνεται μεγάλο τιμωρημένο φύλλο", "el"),
        ("2", "2017", "en", "62B1", "becomes a major penalty card", "en"),
        ("3", "1997", "en", "64A1", "plus one of any subsequent tricks", "en"),
        ("3", "2017", "en", "64A1", "When a revoke is established: … and the trick on", "en"),
    ],
)
def test_clause_text_in_the_language(number, edition, lang, cite, words, text_lang):
    clause = next(c for c in explained(number, edition, lang)["clauses"] if c["cite"] == cite)
    assert words in clause["text"] and clause["text_lang"] == text_lang


def test_text_in_russian_says_where_it_falls_back_to_english():
    text = ruling_text(rule_board(BOARDS["1"], "2017"), "ru")
    assert "фальшренонс во взятке 1" in text and "Правило 64A2: применяется" in text
    assert "нет русского текста этого положения" in text
    assert "в зоне: Север–Юг" in text and "после исправления 4S+1" in text


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "unknown hands: the deal does not give the cards of East and West"),
    ("ru", "неизвестные руки: расклад не даёт карт этих рук (Восток и Запад)"),
    ("el", "άγνωστα χέρια: η διανομή δεν δίνει τα φύλλα αυτών των χεριών (Ανατολή και Δύση)"),
])
def test_unknown_hands_said_in_the_language(lang, words):
    from bridgelaws.laws.examples import FOLDER

    board = next(b for b in parse_file(FOLDER / "unknown-hands.pbn") if b.unknown)
    assert words in ruling_text(rule_board(board, "2017"), lang)


def test_text_in_greek():
    text = ruling_text(rule_board(BOARDS["2"], "2017"), "el")
    assert "Νόμος 62B1: εφαρμόζεται" in text and "μεγάλο τιμωρημένο φύλλο" in text
    assert "τιμωρημένα φύλλα: Ανατολή ♣9 (μεγάλο)" in text
    assert "; " not in text.split("γεγονότα:")[1].split("διατάξεις")[0]  # Greek ';' is '?'


def test_play_listing_keeps_suffixes_and_notes():
    text = ruling_text(rule_board(BOARDS["1"], "2017"))
    assert "1. W ♥A=1=  N ♥2  E ♣9?  S ♥6  won by West" in text
    assert "1. З ♥A=1=  С ♥2  В ♣9?  Ю ♥6  взятку взял Запад" in ruling_text(rule_board(
        BOARDS["1"], "2017"), "ru")


def test_cli_json_explained_in_russian():
    result = CliRunner().invoke(cli, ["rule", str(DATA), "--json", "--lang", "ru"])
    assert result.exit_code == 0, result.output
    first = json.loads(result.output)[0]
    assert first["lang"] == "ru" and first["vulnerable"] == "NS"
    assert first["applies"] == ["64A2"] and first["clauses"][0]["cite"] == "64A2"
    assert first["result"]["after"]["score"] == {"side": "NS", "points": 650}


def test_cli_compare_in_russian():
    result = CliRunner().invoke(cli, ["rule", str(DATA), "--compare", "1997", "2017",
                                      "--lang", "ru"])
    assert result.exit_code == 0, result.output
    assert "сдача 3 (1997): 4HX, играет Север: взяток в розыгрыше 12, по Правилам 10" in (
        result.output)


def test_cli_unknown_language_is_one_line():
    result = CliRunner().invoke(cli, ["rule", str(DATA), "--lang", "de"])
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.startswith("error: no language 'de' in the corpus")


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_every_language_has_every_word(lang):
    assert set(WORDS[lang]) == set(WORDS["en"])
    if lang != "en":  # translated, not copied: only placeholders and punctuation repeat
        same = [k for k, v in WORDS["en"].items() if WORDS[lang][k] == v
                and re.search(r"[^\W\d_]", re.sub(r"\{\w+\}", "", v))]
        assert same == []


@pytest.mark.parametrize(("card", "want"), [("HT", "♥10"), ("SA", "♠A"), (None, "-")])
def test_card_text(card, want):
    assert card_text(card) == want


@pytest.mark.parametrize(("contract", "tricks", "want"),
                         [("4S", 8, "4S-2"), ("3NTX", 9, "3NTX="), ("1C", 9, "1C+2"),
                          ("Pass", None, "Pass")])
def test_contract_result(contract, tricks, want):
    assert contract_result(contract, tricks) == want


# Law 64A of 2017 in Italian, translated for this test: a user's own sources folder
ITALIAN_64 = ("2017 Law\nLAW 64 - PROCEDURA DOPO UNA RENONCE CONSOLIDATA\n"
              "A. Rettifica dopo una renonce\nQuando una renonce è consolidata:\n"
              "1. e la presa della renonce è stata vinta dal giocatore colpevole, a fine gioco"
              " quella presa passa alla linea non colpevole.\n"
              "2. e la presa della renonce non è stata vinta dal giocatore colpevole, se la"
              " linea colpevole ha vinto quella o una presa successiva, a fine gioco una presa"
              " passa alla linea non colpevole.\n")
ITALIAN_ENTRY = ('[[source]]\nfile = "it.txt"\nreader = "editions"\neditions = ["2017"]\n'
                 'languages = ["it"]\norigin = "test"\n')


def test_rule_reads_the_clause_texts_from_the_users_sources(make_sources):
    folder = make_sources({"it.txt": ITALIAN_64}, [ITALIAN_ENTRY])
    args = ["rule", str(DATA), "--lang", "it", "--sources", str(folder), "--json"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    first = json.loads(result.output)[0]
    assert first["clauses"][0] == {
        "cite": "64A2", "status": "applies",
        "text": "Quando una renonce è consolidata: … e la presa della renonce non è stata vinta"
                " dal giocatore colpevole, se la linea colpevole ha vinto quella o una presa"
                " successiva, a fine gioco una presa passa alla linea non colpevole.",
        "text_lang": "it", "reason": first["clauses"][0]["reason"],
        "reason_lang": "en",  # no Italian words for the reasons: English, and said so
        "effect": {"transferred": {"NS": 1}},
    }
    # Law 64C is not in these sources: no text, and the text output says nothing of one
    assert first["clauses"][1]["cite"] == "64C1" and first["clauses"][1]["text"] == ""
    text = CliRunner().invoke(cli, args[:-1]).output
    assert "«Quando una renonce è consolidata: … e la presa della renonce non" in text
    # the shipped corpus has no Italian; its languages are not those of the user's sources
    shipped = CliRunner().invoke(cli, args[:4])
    assert shipped.exit_code == 2 and "no language 'it' in the corpus" in shipped.stderr
    en = CliRunner().invoke(cli, ["rule", str(DATA), "--sources", str(folder)])
    assert en.exit_code == 2 and "no language 'en' in the corpus: use one of ['it']" in en.stderr


def test_rule_with_sources_that_do_not_read_is_one_error_line(tmp_path):
    result = CliRunner().invoke(cli, ["rule", str(DATA), "--sources", str(tmp_path)])
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.startswith("error: ") and len(result.stderr.splitlines()) == 1
