import pytest

from bridgelaws.translate.pipeline import sentences
from bridgelaws.translate.segment import is_label


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        # the Laws' abbreviations and citations end no sentence
        (
            "Dummy is spread in accordance with Law 41.1. Declarer plays second.",
            "en",
            ["Dummy is spread in accordance with Law 41.1.", "Declarer plays second."],
        ),
        (
            "The director applies L50. The card stays.",
            "en",
            ["The director applies L50.", "The card stays."],
        ),
        (
            "Any card, e.g. the ace. It is played.",
            "en",
            ["Any card, e.g. the ace.", "It is played."],
        ),
        ("Some rules, cf. Law 16. Then more.", "en", ["Some rules, cf. Law 16.", "Then more."]),
        ("Mr. Axman shall do it. He may.", "en", ["Mr. Axman shall do it.", "He may."]),
        # a lower-case word continues the sentence
        ("See Law 64A2. and then the trick.", "en", ["See Law 64A2. and then the trick."]),
        # labels go with the sentence they introduce
        (
            "It is played. (a) When the offender has a card. (b) A restored card stays.",
            "en",
            ["It is played.", "(a) When the offender has a card.", "(b) A restored card stays."],
        ),
        (
            "2. (a) When the offender played. Ownership stays.",
            "en",
            ["2. (a) When the offender played.", "Ownership stays."],
        ),
        # an opening bracket starts the sentence it opens
        (
            "The card is played. (Law 16C2 applies to a defender.) Next.",
            "en",
            ["The card is played.", "(Law 16C2 applies to a defender.)", "Next."],
        ),
        (
            "Ход остается, см. Правило 47E1. Судья требует.",
            "ru",
            ["Ход остается, см. Правило 47E1.", "Судья требует."],
        ),
        (
            "Если не будет, т.е. ход. (К вистующему применяется Правило 16C2.)",
            "ru",
            ["Если не будет, т.е. ход.", "(К вистующему применяется Правило 16C2.)"],
        ),
        (
            "Γίνεται τιμωρημένο φύλλο (βλ. Νόμο 50). Κάθε φύλλο μένει.",
            "el",
            ["Γίνεται τιμωρημένο φύλλο (βλ. Νόμο 50).", "Κάθε φύλλο μένει."],
        ),
        (
            "Αν ο παίκτης είναι αμυνόμενος (βλέπε Νόμο 16Γ). [Νόμος 43B2(β)] Τέλος.",
            "el",
            ["Αν ο παίκτης είναι αμυνόμενος (βλέπε Νόμο 16Γ).", "[Νόμος 43B2(β)] Τέλος."],
        ),
        ("", "en", []),
    ],
)
def test_sentences(text, lang, expected):
    assert sentences(text, lang) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1.", True),
        ("(a)", True),
        ("2. (a)", True),
        ("(β)", True),
        ("A.", True),
        ("Law.", False),
        ("(a) When", False),
        ("", False),
    ],
)
def test_is_label(text, expected):
    assert is_label(text) is expected
