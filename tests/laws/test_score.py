"""Duplicate scores by Law 77's table: each expected score worked out by hand from the table
(trick points, game or part-score premium, slam premium, the premium for making a doubled
contract, overtricks and undertricks), then endplay's own scorer as a second opinion."""

from __future__ import annotations

import pytest

from bridgelaws.laws.score import is_vulnerable, score, vulnerable_sides

# contract, declarer's tricks, vulnerable, score: the sum written out beside each
CASES = [
    ("4S", 10, False, 420),  # 4x30 + 300 game
    ("4S", 11, True, 650),  # 120 + 500 game + 30
    ("3NTX", 7, True, -500),  # doubled vul: 200 + 300
    ("1NTXX", 7, False, 560),  # 40x4 = 160, a game: + 300 + 100 for making it redoubled
    ("2H", 8, False, 110),  # 60 + 50 part score
    ("3NT", 9, True, 600),  # 40+30+30 + 500
    ("3NT", 11, False, 460),  # 100 + 300 + 2x30
    ("1C", 7, False, 70),  # 20 + 50
    ("5D", 11, True, 600),  # 100 + 500
    ("6S", 12, False, 980),  # 180 + 300 + 500 small slam
    ("6NT", 12, True, 1440),  # 190 + 500 + 750
    ("7NT", 13, True, 2220),  # 220 + 500 + 1500 grand slam
    ("7C", 13, False, 1440),  # 140 + 300 + 1000
    ("2SX", 8, False, 470),  # 60x2 = 120, doubled into game: + 300 + 50
    ("1DX", 7, True, 140),  # 40 + 50 part score + 50
    ("1DX", 8, True, 340),  # 140 + 200 doubled vul overtrick
    ("1HX", 9, False, 360),  # 60 + 50 + 50 + 2x100
    ("2CXX", 8, False, 560),  # 40x4 = 160 + 300 + 100
    ("1NTX", 8, True, 380),  # 80 + 50 + 50 + 200
    ("2HX", 9, False, 570),  # 120 + 300 + 50 + 100
    ("7NTXX", 13, True, 2980),  # 880 + 500 + 1500 + 100
    ("1NT", 13, False, 270),  # 40 + 50 + 6x30
    ("4HX", 9, False, -100),  # doubled NV: 100
    ("4HX", 7, False, -500),  # 100 + 200 + 200
    ("4HX", 6, False, -800),  # 100 + 200 + 200 + 300
    ("5CX", 6, False, -1100),  # 100 + 200 + 200 + 300 + 300
    ("3SX", 5, True, -1100),  # 200 + 3x300
    ("3NTXX", 8, True, -400),  # redoubled vul: 400
    ("4SXX", 7, False, -1000),  # redoubled NV: 200 + 400 + 400
    ("4S", 8, True, -200),  # 2x100
    ("6H", 11, False, -50),
    ("7NT", 0, False, -650),  # 13 undoubled undertricks NV
    ("Pass", 0, True, 0),
]


@pytest.mark.parametrize(("contract", "tricks", "vul", "want"), CASES)
def test_score_by_hand(contract, tricks, vul, want):
    assert score(contract, tricks, vul) == want


def test_score_agrees_with_endplay_everywhere():
    from endplay.types import Contract, Denom, Penalty, Player, Vul

    for level in range(1, 8):
        for denom, letter in ((Denom.clubs, "C"), (Denom.diamonds, "D"), (Denom.hearts, "H"),
                              (Denom.spades, "S"), (Denom.nt, "NT")):
            for penalty, mark in ((Penalty.passed, ""), (Penalty.doubled, "X"),
                                  (Penalty.redoubled, "XX")):
                for tricks in range(14):
                    for vul in (Vul.none, Vul.both):
                        theirs = Contract(level=level, denom=denom, declarer=Player.north,
                                          penalty=penalty, result=tricks - level - 6)
                        mine = score(f"{level}{letter}{mark}", tricks, vul == Vul.both)
                        assert mine == theirs.score(vul), (level, letter, mark, tricks, vul)


@pytest.mark.parametrize(
    ("tag", "declarer", "want"),
    [  # PBN 2.1 section 3.3: None/Love/- neither side, NS, EW, All/Both
        ("None", "N", False), ("Love", "E", False), ("-", "S", False),
        ("NS", "S", True), ("NS", "W", False), ("EW", "E", True), ("EW", "N", False),
        ("All", "W", True), ("Both", "N", True), ("both", "E", True),
        (None, "N", None), ("?", "N", None), ("Nobody", "N", None),
    ],
)
def test_vulnerability_from_the_tag(tag, declarer, want):
    assert is_vulnerable(tag, declarer) is want


def test_vulnerable_sides():
    assert vulnerable_sides("All") == "NSEW" and vulnerable_sides("None") == ""


def test_not_a_contract():
    with pytest.raises(ValueError):
        score("8S", 13, False)
