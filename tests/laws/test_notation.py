"""Every notation PBN 2.1 permits for a play record gets the ruling of its plain form.

The plain boards (notation/plain-*.pbn) and every variant here are written by hand; the
expected rulings are worked out by hand from the law text of each edition (see the `%`
lines of each plain file). Section numbers are those of the PBN 2.1 standard: 3.8
commentary and escape lines, 3.9 the play section (irregularities `^R` / `^L` mark the
next card; suffix annotations; note references `=n=`; NAGs `$n`).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaws.laws.pbn import parse_text
from bridgelaws.laws.ruling import EDITIONS, rule_board

HERE = Path(__file__).parent / "notation"
PLAIN = {name: (HERE / f"plain-{name}.pbn").read_text(encoding="utf-8") for name in "ab"}

# (edition -> (tricks to North-South, declarer's tricks after the Laws)), ruled by hand
EXPECTED = {
    "a": {"1997": (2, 8), "2007": (1, 7), "2017": (1, 7)},
    "b": {"1997": (0, 8), "2007": (0, 8), "2017": (0, 8)},
}

PLAY_A = """HA H8 H5 H2
DA D9 D6 D2
DK DT D7 D3
HK H9 H6 H3
HQ HT H7 H4
S8 S5 S2 SJ
S9 S6 S3 SA
ST S7 S4 SK
^RHJ CK C4 C2
CA CQ C9 C3
C7 C8 CT D4
C6 DJ D8 D5
C5 DQ CJ SQ
"""


def swap(name: str, old: str, new: str) -> str:
    text = PLAIN[name]
    assert old in text, old
    return text.replace(old, new, 1)


VARIANTS_A = {
    # 3.9: the irregularity standing alone, a token of its own before the card it marks
    "mark-alone": swap("a", "^RHJ CK", "^R HJ CK"),
    # the mark written after the card before: it still marks the NEXT card, not SK
    "mark-after-previous-card": swap("a", "S4 SK\n^RHJ", "S4 SK^R\nHJ"),
    "mark-lower-case": swap("a", "^RHJ", "^rHJ"),
    # suffix annotations on cards, the marked card included
    "suffixes": swap("a", PLAY_A, PLAY_A.replace("HA H8", "HA! H8").replace(
        "DA D9", "DA?? D9").replace("^RHJ CK", "^RHJ!? CK?!").replace(
        "CA CQ", "CA!! CQ?").replace("C5 DQ", "C5 DQ!")),
    # note references, standing alone and glued, with their Note tags after the play
    "notes": swap("a", "CA CQ C9 C3\n", "CA =1= CQ C9 C3=2=\n") + '[Note "1:the CA"]\n'
    '[Note "2:North follows"]\n',
    "nag": swap("a", "CA CQ", "CA $1 CQ"),
    # 3.8 commentary: a {} comment over several lines between plays and within a line,
    # ; to the end of the line, % escape lines
    "comments": swap("a", "ST S7 S4 SK\n^RHJ CK C4 C2\nCA CQ C9 C3\n",
                     "ST S7 S4 SK {trumps drawn;\nNorth leads a club}\n"
                     "^RHJ {East: no club?} CK C4 C2 ; East revokes\n"
                     "% an escape line\n"
                     "CA CQ C9 C3\n"),
    "comment-before-play": swap("a", '[Play "E"]\n',
                                '{The play,\n  as the scorer wrote it}\n[Play "E"]\n'),
    "ten-as-10": swap("a", "ST S7 S4 SK", "S10 S7 S4 SK"),
    "crlf": PLAIN["a"].replace("\n", "\r\n"),
    "bom-before-deal": "\ufeff" + PLAIN["a"][PLAIN["a"].index("[Board"):].replace(
        '[Board "1"]\n', "").replace('[Declarer "N"]', '[Declarer "N"]\n[Board "1"]'),
    "bom-crlf": "\ufeff" + PLAIN["a"].replace("\n", "\r\n"),
    "extra-tags": swap("a", '[Board "1"]\n', '[Event "Club night"]\n[Site "?"]\n'
                       '[Board "1"]\n[Vulnerable "None"]\n[Dealer "N"]\n'),
    "several-boards": PLAIN["b"] + "\n" + PLAIN["a"],
    "everything": "\ufeff" + swap("a", PLAY_A, """HA! H8 H5 H2 ; the ace
DA D9 D6 D2
{a long
 comment} DK DT D7 D3
HK H9 H6 H3
% escape
HQ HT H7 H4
S8 S5 S2 SJ
S9 S6 S3 SA
S10 S7 S4 SK ^R
HJ?! CK C4 C2
CA=1= CQ C9 C3
C7 C8 CT D4
C6 DJ D8 D5
C5 DQ CJ SQ
""").replace("\n", "\r\n"),
}

VARIANTS_B = {
    "mark-alone": swap("b", "^RHJ", "^R HJ"),
    "claim-glued": swap("b", "C2\n*\n", "C2 *\n"),
    "claim-comment": swap("b", "*\n", "* {North claims the rest}\n"),
    "several-boards": PLAIN["a"] + "\n" + PLAIN["b"],
    "crlf-bom": "\ufeff" + PLAIN["b"].replace("\n", "\r\n"),
}

CASES = [("a", k, v) for k, v in VARIANTS_A.items()] + [
    ("b", k, v) for k, v in VARIANTS_B.items()]


def board_of(text: str, number: str):
    return next(b for b in parse_text(text, "variant.pbn") if b.number == number)


NUMBER = {"a": "1", "b": "2"}


@pytest.mark.parametrize("name", ["a", "b"])
@pytest.mark.parametrize("edition", EDITIONS)
def test_plain_board_ruled_as_by_hand(name, edition):
    ruling = rule_board(board_of(PLAIN[name], NUMBER[name]), edition)
    assert (ruling.transferred()["NS"], ruling.declarer_tricks()) == EXPECTED[name][edition]
    assert ruling.transferred()["EW"] == 0


@pytest.mark.parametrize("name, variant, text", CASES, ids=[f"{n}-{v}" for n, v, _ in CASES])
@pytest.mark.parametrize("edition", EDITIONS)
def test_variant_gets_the_plain_ruling(name, variant, text, edition):
    plain = rule_board(board_of(PLAIN[name], NUMBER[name]), edition).as_json()
    assert rule_board(board_of(text, NUMBER[name]), edition).as_json() == plain


def test_revoke_mark_after_a_card_marks_the_next_one():
    board = board_of(VARIANTS_A["mark-after-previous-card"], "1")
    assert not any(p.revoke_mark for p in board.tricks[7].plays)
    assert [p.card for p in board.tricks[8].plays if p.revoke_mark] == ["HJ"]


def test_suffixes_and_notes_are_kept():
    board = board_of(VARIANTS_A["suffixes"], "1")
    got = {p.card: p.suffix for t in board.tricks for p in t.plays if p.suffix}
    assert got == {"HA": "!", "DA": "??", "HJ": "!?", "CK": "?!", "CA": "!!", "CQ": "?",
                   "DQ": "!"}
    board = board_of(VARIANTS_A["notes"], "1")
    assert {p.card: p.notes for p in board.tricks[9].plays if p.notes} == {
        "CA": ("=1=",), "C3": ("=2=",)}


def test_comments_over_lines_are_kept_with_their_first_line():
    board = board_of(VARIANTS_A["comments"], "1")
    texts = [text for _, text in board.comments]
    assert "trumps drawn; North leads a club" in texts
    assert "East: no club?" in texts and "East revokes" in texts


def test_unknown_declarer():
    board = board_of(swap("a", '[Declarer "N"]', '[Declarer "?"]'), "1")
    assert board.declarer is None


HEAD = ('[Board "1"]\n[Deal "N:AKQJ.432.5432.32 T98.AKQJ.AK.8765 765.T98.QJT9.AKQ '
        '432.765.876.JT94"]\n[Declarer "N"]\n[Contract "2S"]\n[Play "E"]\n')


@pytest.mark.parametrize("line", ["C5 CA ^LC4 C2", "C5 CA ^L C4 C2", "C5 CA^L C4 C2",
                                  "C5 CA ^l  C4 C2 ; West led", "C5 CA {?} ^LC4! C2"])
def test_lead_mark_in_every_form_marks_west(line):
    board = parse_text(HEAD + line + "\n")[0]
    assert board.tricks[0].leader == "W"
    assert [p.seat for p in board.tricks[0].plays if p.lead_mark] == ["W"]


def test_braces_and_semicolons_inside_a_tag_value_are_text():
    board = parse_text('[Event "Club {night}; pairs"]\n' + HEAD)[0]
    assert board.tags["event"] == "Club {night}; pairs" and board.comments == []
