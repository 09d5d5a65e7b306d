"""A small hand-built corpus in the model's shape, with the shipped texts' own wording:
1997 Law 62 in Russian and English, 2017 Law 62 in Greek and English, 2007 Law 64 in
English only."""

from __future__ import annotations

import pytest

from bridgelaws.corpus.model import Clause, Corpus, Edition, Law, Text


def clause(cite: str, kind: str, texts: dict[str, str], heading=None, children=()) -> Clause:
    return Clause(
        kind=kind,
        num=cite[-1],
        cite=cite,
        eid=f"eid_{cite}",
        heading=dict(heading or {}),
        text={lang: Text(value) for lang, value in texts.items()},
        children=list(children),
    )


def law_1997() -> Law:
    a = clause(
        "62A",
        "section",
        {
            "ru": "Игрок обязан исправить свой фальшренонс, если осознает это отклонение до "
            "того, как фальшренонс будет установлен.",
            "en": "A player must correct his revoke if he becomes aware of the irregularity "
            "before it becomes established.",
        },
        heading={"ru": "Фальшренонс необходимо исправить", "en": "Revoke Must Be Corrected"},
    )
    b1 = clause(
        "62B1",
        "subsection",
        {
            "ru": "Взятая таким образом назад карта становится штрафной (см. Правило 50), если "
            "она была сыграна из закрытой руки вистующего.",
            "en": "A card so withdrawn becomes a penalty card (Law 50) if it was played from a "
            "defender's unfaced hand.",
        },
        heading={"ru": "Карта вистующего", "en": "Defender's Card"},
    )
    c1 = clause(
        "62C1",
        "subsection",
        {
            "ru": "Каждый игрок ненарушившей стороны может без наказания взять назад любую "
            "карту. Судья следит за этим.",
            "en": "Each member of the non-offending side may, without penalty, withdraw any "
            "card. The Director sees to it.",
        },
    )
    law = Law(
        kind="law",
        num="62",
        cite="62",
        eid="law_62",
        title={"ru": "ИСПРАВЛЕНИЕ ФАЛЬШРЕНОНСА", "en": "CORRECTION OF A REVOKE"},
        children=[a, clause("62B", "section", {}, children=[b1]), c1],
        edition="1997",
    )
    return law


def law_2017() -> Law:
    b1 = clause(
        "62B1",
        "subsection",
        {
            "el": "Ένα φύλλο, που αποσύρθηκε με αυτό το τρόπο, γίνεται μεγάλο τιμωρημένο φύλλο "
            "(Νόμος 50), αν παίχτηκε από κλειστό χέρι αμυνόμενου.",
            "en": "A card so withdrawn becomes a major penalty card (Law 50) if it was played "
            "from a defender’s unfaced hand.",
        },
    )
    b2 = clause(
        "62B2",
        "subsection",
        {
            "el": "Το φύλλο μπορεί να αντικατασταθεί, χωρίς περαιτέρω επανόρθωση, αν παίχτηκε "
            "από το χέρι του εκτελεστή [σύμφωνα με τον Νόμο 43B2(β)] ή από το χέρι του μορ.",
            "en": "The card may be replaced without further rectification if it was played "
            "from declarer’s [subject to Law 43B2(b)] or dummy’s hand.",
        },
    )
    return Law(
        kind="law",
        num="62",
        cite="62",
        eid="law_62",
        text={
            "el": Text("Ένας παίκτης πρέπει να διορθώσει ρενόνς του."),
            "en": Text("A player must correct his revoke."),
        },
        children=[clause("62B", "section", {}, children=[b1, b2])],
        edition="2017",
    )


def law_2007() -> Law:
    return Law(
        kind="law",
        num="64",
        cite="64",
        eid="law_64",
        title={"en": "PROCEDURE AFTER ESTABLISHMENT OF A REVOKE"},
        text={
            "en": Text("When a revoke is established the Director may assign an adjusted score.")
        },
        edition="2007",
    )


@pytest.fixture
def small_corpus() -> Corpus:
    return Corpus(
        editions={
            "1997": Edition("1997", laws={"62": law_1997()}),
            "2007": Edition("2007", laws={"64": law_2007()}),
            "2017": Edition("2017", laws={"62": law_2017()}),
        }
    )
