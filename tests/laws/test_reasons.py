"""The predicates' reasons in the reader's language: English, Russian and Greek, in the terms
of the corpus's own translations (фальшренонс, взятка, нарушившая сторона, Судья; ρενόνς,
λεβέ, υπαίτιος/αναίτιος άξονας, Διαιτητής). The board is tests/laws/data/reasons.pbn, ruled
by hand in its comments; the expected lines are written from that ruling, not from the code."""

from __future__ import annotations

import json
import string
from pathlib import Path

import pytest
from click.testing import CliRunner

from bridgelaws.cli import cli
from bridgelaws.laws.explain import explain
from bridgelaws.laws.pbn import parse_file
from bridgelaws.laws.reasons import ENGLISH, REASONS, render, said
from bridgelaws.laws.ruling import rule_board

DATA = Path(__file__).parent / "data" / "reasons.pbn"
BOARD = parse_file(DATA)[0]
REVOKE = {
    "en": "West failed to follow D on trick 2",
    "ru": "Запад: фальшренонс во взятке 2 (не сыграл в масть ♦)",
    "el": "Δύση: ρενόνς στη λεβέ 2 (δεν ακολούθησε το χρώμα ♦)",
}


def example_reason(file: str, number: str, edition: str, lang: str, cite: str) -> str:
    """The reason given for `cite` on a board of the shipped example files."""
    from bridgelaws.laws.examples import FOLDER

    board = next(b for b in parse_file(FOLDER / file) if b.number == number)
    return board_reason(board, edition, lang, cite)


def board_reason(board, edition: str, lang: str, cite: str) -> str:
    """The reason given for `cite` on `board`, explained in `lang`."""
    ex = explain(rule_board(board, edition), lang, equity=False)
    return {c["cite"]: c["reason"] for c in ex["clauses"]}[cite]


def reasons(edition: str, lang: str) -> dict[str, tuple[str, str]]:
    ex = explain(rule_board(BOARD, edition), lang, equity=False)
    return {c["cite"]: (c["reason"], c["reason_lang"]) for c in ex["clauses"]}


@pytest.mark.parametrize(("edition", "lang", "cite", "after"), [
    ("1997", "en", "61A", ""),
    ("1997", "ru", "61A", ""),
    ("1997", "el", "61A", ""),
    ("1997", "en", "63A1", ": the offending side played to the following trick"),
    ("1997", "ru", "63A1", ": нарушившая сторона сыграла в следующую взятку"),
    ("1997", "el", "63A1", ": ο υπαίτιος άξονας έπαιξε στην επόμενη λεβέ"),
    ("1997", "en", "63C", ": trick 2 stands as played"),
    ("1997", "ru", "63C", ": взятка 2 остаётся такой, как сыграна"),
    ("1997", "el", "63C", ": η λεβέ 2 μένει όπως παίχτηκε"),
    ("2017", "en", "64A2", ": West did not win the revoke trick; his side won it or later;"
                           " 1 trick(s) to NS"),
    ("2017", "ru", "64A2", ": Запад не взял взятку, в которой был фальшренонс; его сторона"
                           " взяла её или более позднюю; взяток стороне Север–Юг: 1"),
    ("2017", "el", "64A2", ": ο παίκτης Δύση δεν πήρε τη λεβέ της ρενόνς · ο άξονάς του πήρε"
                           " αυτή ή μεταγενέστερη · 1 λεβέ στον άξονα Βορράς–Νότος"),
    ("1997", "ru", "64A2", ": Запад не взял взятку, в которой был фальшренонс; его сторона"
                           " взяла её или более позднюю; взяток стороне Север–Юг: 1"),
    ("2017", "en", "64C1", ": the Director deems whether the non-offending side is"
                           " compensated enough"),
    ("2017", "ru", "64C1", ": Судья решает, достаточно ли возмещён ущерб ненарушившей"
                           " стороне"),
    ("1997", "el", "64C", ": ο Διαιτητής κρίνει αν ο αναίτιος άξονας αποζημιώνεται επαρκώς"),
])
def test_reason_in_the_language(edition, lang, cite, after):
    assert reasons(edition, lang)[cite] == (REVOKE[lang] + after, lang)


def test_text_output_gives_the_reason_unmarked_in_russian():
    text = CliRunner().invoke(cli, ["rule", str(DATA), "--lang", "ru", "--no-equity"]).output
    assert ("      основание: Запад: фальшренонс во взятке 2 (не сыграл в масть ♦): Запад не"
            " взял взятку, в которой был фальшренонс; его сторона взяла её или более позднюю;"
            " взяток стороне Север–Юг: 1\n") in text
    assert "основание (en)" not in text


def test_json_gives_the_reason_in_greek():
    result = CliRunner().invoke(cli, ["rule", str(DATA), "--json", "--lang", "el",
                                      "--edition", "1997", "--no-equity"])
    assert result.exit_code == 0, result.output
    clauses = json.loads(result.output)[0]["clauses"]
    assert [(c["cite"], c["reason_lang"]) for c in clauses] == [
        ("61A", "el"), ("63A1", "el"), ("63C", "el"), ("64A2", "el"), ("64C", "el")]
    assert clauses[0]["reason"] == REVOKE["el"]


def test_a_reason_without_words_in_the_language_is_english_and_said_so():
    """A corpus language the reasons have no words in (a user's own French text): each
    reason is given in English, and the text output marks it `(en)`."""
    from bridgelaws.laws.examples import FOLDER
    from bridgelaws.laws.explain import explain_lines, words

    board = next(b for b in parse_file(FOLDER / "revokes.pbn") if b.number == "16")
    ex = explain(rule_board(board, "1997"), "fr", equity=False)
    assert {c["reason_lang"] for c in ex["clauses"]} == {"en"}
    reason = {c["cite"]: c["reason"] for c in ex["clauses"]}["61B"]
    assert reason == "East asked West (defenders may not ask one another: see Law 63B)"
    assert f"      why (en): {reason}" in explain_lines(ex, "1997", words("fr"))


@pytest.mark.parametrize("key", sorted(REASONS))
def test_every_reason_has_words_in_each_language_with_the_same_arguments(key):
    def fields(template: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(template) if name}

    assert sorted(REASONS[key]) == ["el", "en", "ru"]
    assert fields(REASONS[key]["ru"]) == fields(REASONS[key]["en"]) == fields(
        REASONS[key]["el"])


def test_english_keeps_the_record_s_cards_and_sides():
    parts = said("64A", revoke=said("revoke.penalty-card", player="S", trick=4, suit="H",
                                    card="HT"),
                 why=(said("64A1.won", player="S"), said("64A.capped", tricks=1)), tricks=1,
                 side="EW")
    assert render(parts, ENGLISH) == ("South failed to play the penalty card HT on trick 4:"
                                      " South won the revoke trick; capped at the 1 trick(s)"
                                      " his side won from the revoke trick on; 1 trick(s) to"
                                      " EW")
    assert render(said("no such key"), ENGLISH) is None


EXPLAINED = {b.number: b for b in parse_file(Path(__file__).parent / "data" / "explained.pbn")}


@pytest.mark.parametrize(("edition", "lang", "cite", "reason"), [
    # board 2: East's C9 on a heart lead, corrected at once; the C9 is a penalty card
    ("2017", "ru", "62A", "Восток: фальшренонс во взятке 1 (не сыграл в масть ♥); внимание"
                          " привлечено до того, как он был установлен"),
    ("2017", "ru", "62B1", "Восток: забранная карта ♣9 становится крупной штрафной картой"),
    ("1997", "ru", "62B1", "Восток: забранная карта ♣9 становится штрафной картой"),
    ("2017", "el", "62B1", "ο παίκτης Ανατολή: το φύλλο ♣9 που αποσύρθηκε γίνεται μεγάλο"
                           " τιμωρημένο φύλλο"),
    ("2017", "en", "62B1", "East's withdrawn C9 becomes a major penalty card"),
    ("1997", "en", "62B1", "East's withdrawn C9 becomes a penalty card"),
])
def test_correction_reason_in_the_language(edition, lang, cite, reason):
    assert board_reason(EXPLAINED["2"], edition, lang, cite) == reason


@pytest.mark.parametrize(("file", "edition", "number", "lang", "cite", "reason"), [
    # board 61: West did not play to trick 3, noticed before trick 4 (2017 67A1)
    ("defective.pbn", "2017", "61", "en", "67A1",
     "West did not play to trick 3; noticed in time"),
    ("defective.pbn", "2017", "61", "ru", "67A1",
     "Запад не сыграл во взятку 3; обнаружено вовремя"),
    ("defective.pbn", "2017", "61", "el", "67A1",
     "ο παίκτης Δύση δεν έπαιξε στη λεβέ 3 · διαπιστώθηκε εγκαίρως"),
    # board 62: West played D6 and D7 to trick 3, noticed at once (67A2)
    ("defective.pbn", "2017", "62", "en", "67A2",
     "West also played D7 to trick 3; noticed in time"),
    ("defective.pbn", "2017", "62", "ru", "67A2",
     "Запад сыграл во взятку 3 ещё и карту ♦7; обнаружено вовремя"),
    ("defective.pbn", "2017", "62", "el", "67A2",
     "ο παίκτης Δύση έπαιξε επιπλέον το ♦7 στη λεβέ 3 · διαπιστώθηκε εγκαίρως"),
    # leads.pbn board 31: West faces the opening lead C4 out of turn, East's turn; North
    # (declarer) plays C2 after it: accepted by play (53A), second card from his hand (54B1)
    ("leads.pbn", "1997", "31", "en", "53A",
     "West led C4 to trick 1, East's turn; accepted when North played to it"),
    ("leads.pbn", "1997", "31", "ru", "53A",
     "Запад: ход ♣4 вне очереди во взятку 1 (ходить должен был Восток); ход принят: Север"
     " сыграл на него"),
    ("leads.pbn", "1997", "31", "el", "53A",
     "ο παίκτης Δύση βγήκε ♣4 εκτός σειράς στη λεβέ 1 (σειρά είχε ο παίκτης Ανατολή) · έγινε"
     " δεκτή όταν ο παίκτης Βορράς έπαιξε σε αυτή"),
    ("leads.pbn", "1997", "31", "ru", "54B1",
     "Запад: ход ♣4 вне очереди во взятку 1 (ходить должен был Восток); разыгрывающий принял"
     " ход и сыграл второй картой из своей руки"),
    # board 48: East leads C7 to trick 9 out of turn (South won trick 8 with CK), South
    # plays to it (60A1, 60A2); East still owes his premature HQ, a penalty card (60A3)
    ("leads.pbn", "1997", "48", "ru", "60A2",
     "Восток: ход ♣7 вне очереди во взятку 9 (ходить должен был Юг): считается сделанным в"
     " очередь"),
    ("leads.pbn", "1997", "48", "en", "60A3",
     "East led C7 to trick 9, South's turn; East still owes HQ"),
    ("leads.pbn", "1997", "48", "el", "60A3",
     "ο παίκτης Ανατολή βγήκε ♣7 εκτός σειράς στη λεβέ 9 (σειρά είχε ο παίκτης Νότος) · ο"
     " παίκτης Ανατολή εξακολουθεί να οφείλει το ♥Q"),
    # leads.pbn boards 41-43: East leads HQ to trick 2 before West played to trick 1;
    # declarer has West play his highest (41) or lowest (42) heart, or forbids clubs (43)
    ("leads.pbn", "1997", "41", "en", "57A1",
     "East played HQ before his partner played to trick 1; declarer chose highest"),
    ("leads.pbn", "1997", "41", "ru", "57A1",
     "Восток сыграл ♥Q раньше, чем партнёр сыграл во взятку 1; разыгрывающий потребовал от"
     " партнёра нарушителя сыграть старшей картой масти хода"),
    ("leads.pbn", "1997", "42", "el", "57A2",
     "ο παίκτης Ανατολή έπαιξε το ♥Q πριν παίξει ο συμπαίκτης του στη λεβέ 1 · ο εκτελεστής"
     " απαίτησε από τον συμπαίκτη του υπαίτιου να παίξει το μικρότερο φύλλο του χρώματος της"
     " εξόδου"),
    ("leads.pbn", "1997", "43", "en", "57A3",
     "East played HQ before his partner played to trick 1; declarer chose forbid-C"),
    ("leads.pbn", "1997", "43", "ru", "57A3",
     "Восток сыграл ♥Q раньше, чем партнёр сыграл во взятку 1; разыгрывающий запретил партнёру"
     " нарушителя играть в масть ♣"),
    # board 44: declarer chose highest (57A1), West has no heart on trick 12: he cannot
    # comply (57B, Law 59); unknown-hands board 5: West's hand is not recorded
    ("leads.pbn", "1997", "44", "ru", "57B",
     "Запад не может сыграть во взятку 12 старшей картой масти хода"),
    ("leads.pbn", "1997", "44", "el", "59",
     "ο παίκτης Δύση δεν μπορεί να συμμορφωθεί με την επανόρθωση στη λεβέ 12"),
    ("unknown-hands.pbn", "1997", "5", "ru", "59",
     "Запад: руки нет в записи сдачи, и розыгрыш не показывает её полностью: может ли он"
     " подчиниться наказанию во взятке 12?"),
    ("unknown-hands.pbn", "1997", "5", "el", "57B",
     "ο παίκτης Δύση: το χέρι του δεν υπάρχει στη διανομή και η εκτέλεση δεν το δείχνει"
     " ολόκληρο: μπορεί να παίξει το μεγαλύτερο φύλλο του χρώματος της εξόδου στη λεβέ 12;"),
    # boards 45, 46, 146: South and West play at once to trick 1; West plays C4 and CJ
    # (or C9) at once to trick 2, one visible (45), found late (46), two visible and one
    # withdrawn after an opponent played (146)
    ("leads.pbn", "1997", "45", "en", "58A", "South, West played at once to trick 1"),
    ("leads.pbn", "1997", "45", "ru", "58A", "Юг, Запад: одновременная игра во взятку 1"),
    ("leads.pbn", "1997", "45", "el", "58B1",
     "ο παίκτης Δύση έπαιξε ταυτόχρονα τα φύλλα ♣4,♣J στη λεβέ 2 · φαινόταν μόνο ένα φύλλο"),
    ("leads.pbn", "1997", "46", "ru", "58B4",
     "Запад сыграл одновременно карты ♣4,♣9 во взятку 2; обнаружено после того, как обе"
     " стороны сыграли во взятку 3"),
    ("leads.pbn", "1997", "146", "ru", "58B2",
     "Запад сыграл одновременно карты ♣4,♣9 во взятку 2; видно карт: 2"),
    ("leads.pbn", "1997", "146", "el", "58B3",
     "ο παίκτης Δύση έπαιξε ταυτόχρονα τα φύλλα ♣4,♣9 στη λεβέ 2 · φύλλο που φαινόταν"
     " αποσύρθηκε αφού είχε παίξει αντίπαλος"),
    # revokes.pbn boards 16 and 17: East asks his partner West (not allowed), North
    # (declarer) asks West
    ("revokes.pbn", "1997", "16", "ru", "61B",
     "Восток спросил игрока Запад, есть ли у него карта в масти хода (вистующие не вправе"
     " спрашивать друг друга: см. Правило 63B)"),
    ("revokes.pbn", "1997", "17", "el", "61B",
     "ο παίκτης Βορράς ρώτησε τον παίκτη Δύση αν έχει φύλλο του χρώματος της εξόδου"),
    # board 18: North, then East withdraw their cards from trick 3 (62C1, 62C2); board 19:
    # both sides revoked on trick 1 and both are corrected (2017 62C3)
    ("revokes.pbn", "2017", "18", "ru", "62C1", "Север забирает свою карту из взятки 3"),
    ("revokes.pbn", "2017", "18", "el", "62C2",
     "ο παίκτης Ανατολή αποσύρει το φύλλο του από τη λεβέ 3"),
    ("revokes.pbn", "2017", "19", "ru", "62C3",
     "обе стороны допустили фальшренонс во взятке 1, и оба фальшренонса исправляются"),
    # board 21: East revokes on trick 12 before West played to it, found in time
    ("revokes.pbn", "1997", "21", "ru", "62D2",
     "Восток: фальшренонс во взятке 12 (не сыграл в масть ♥), прежде чем партнёр сыграл в"
     " эту взятку: партнёру нарушителя запрещено выбрать игру, которую могла подсказать"
     " карта фальшренонса"),
    ("revokes.pbn", "2017", "21", "el", "62D2",
     "Ανατολή: ρενόνς στη λεβέ 12 (δεν ακολούθησε το χρώμα ♥), πριν παίξει ο συμπαίκτης του"
     " στη λεβέ: εφαρμόζεται ο Νόμος 16C"),
    # twelfth-trick.pbn board 1: East revokes on trick 12; South withdraws H3 and plays HA
    # to trick 12 in the replay (62C1)
    ("twelfth-trick.pbn", "1997", "1", "ru", "62D1",
     "Восток: фальшренонс во взятке 12 (не сыграл в масть ♥); обнаружен до возвращения всех"
     " четырёх рук в коробку; Юг забирает карту ♥3 и играет картой ♥A (62C1)"),
    ("twelfth-trick.pbn", "2017", "1", "el", "62D1",
     "Ανατολή: ρενόνς στη λεβέ 12 (δεν ακολούθησε το χρώμα ♥), ανακαλύφθηκε πριν επιστραφούν"
     " και τα τέσσερα χέρια στη θήκη · ο παίκτης Νότος αποσύρει το ♥3 και παίζει το ♥A"
     " (62C1)"),
])
def test_example_reason_in_the_language(file, edition, number, lang, cite, reason):
    assert example_reason(file, number, edition, lang, cite) == reason


@pytest.mark.parametrize(("parts", "lang", "text"), [
    # what no shipped board says: declarer forbade a suit (57A3) and the offender's partner
    # holds only that suit; a withdrawal Law 62C does not allow; a card withdrawn on trick
    # twelve that must be played again; a hand the record lacks (62D2, 67B1)
    (said("57B", player="W", option=said("57.forbid", suit="C"), trick=5), "en",
     "West cannot play a suit other than the forbidden C on trick 5"),
    (said("57B", player="W", option=said("57.forbid", suit="C"), trick=5), "ru",
     "Запад не может сыграть во взятку 5 картой не запрещённой масти ♣"),
    (said("62C.refused", player="N", card="S4", why=said("62C.before the revoke")), "el",
     "ο παίκτης Βορράς δεν μπορεί να αποσύρει το ♠4: έπαιξε πριν από τη ρενόνς"),
    (said("62C.refused", player="E", card="DT", why=said("62C.no non-offender first")), "ru",
     "Восток не вправе забрать карту ♦10: игрок ненарушившей стороны справа от него не"
     " забрал свою карту первым"),
    (said("62D1.played again", player="S", card="H3"), "en",
     "South withdraws H3 but must play it again: his other card does not follow suit"),
    (said("62D2.ask", revoke=said("revoke.suit", player="E", suit="H", trick=12),
          unknown=said("not shown", player="W")), "ru",
     "Восток: фальшренонс во взятке 12 (не сыграл в масть ♥), прежде чем партнёр сыграл в"
     " эту взятку; Запад: руки нет в записи сдачи, и розыгрыш не показывает её полностью:"
     " есть ли у партнёра карты двух мастей?"),
    (said("67B1.ask", defect=said("67.omitted", player="N", trick=7),
          unknown=said("not shown", player="N")), "el",
     "ο παίκτης Βορράς δεν έπαιξε στη λεβέ 7 · ο παίκτης Βορράς: το χέρι του δεν υπάρχει"
     " στη διανομή και η εκτέλεση δεν το δείχνει ολόκληρο: έχει φύλλο του χρώματος της"
     " εξόδου;"),
])
def test_reason_no_example_board_gives(parts, lang, text):
    from bridgelaws.laws.explain import voice

    assert render(parts, ENGLISH if lang == "en" else voice(lang)) == text
