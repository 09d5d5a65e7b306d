"""A small hand-built corpus in the model's shape, with the shipped texts' own wording:
1997 Law 62 in Russian and English, 2017 Law 62 in Greek and English, 2007 Law 64 in
English only."""

from __future__ import annotations

import pytest

from bridgelaws.corpus.model import Clause, Corpus, Edition, Law, NoteMark, Text


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


def update_law(edition: str, texts: dict[str, dict[str, Text]], title: dict[str, str]) -> Law:
    """Law 10 of a made-up edition: sections by letter, each a text per language."""
    return Law(
        kind="law", num="10", cite="10", eid="law_10", title=title, edition=edition,
        children=[Clause(kind="section", num=cite[-1], cite=cite, eid=f"law_10__sec_{cite[-1]}",
                         text=by_lang) for cite, by_lang in texts.items()],
    )


@pytest.fixture
def update_corpus() -> Corpus:
    """A made-up old edition (en + ru) and new edition (en only), written for the update
    package's cases, none of them in the shipped texts:
    10A unchanged, with a footnote marker in both languages (`plays16`);
    10B changed (two words added: 80% alike by hand, see test_update);
    10C new (nothing alike: "A claim stops play.");
    10D moved: the old 10C's words, word for word."""
    old = update_law("1990", {
        "10A": {"en": Text("The next player plays to the lead.", [NoteMark(21, "16", "16")]),
                "ru": Text("Следующий игрок играет после хода.", [NoteMark(22, "16", "16")])},
        "10B": {"en": Text("The card is played."), "ru": Text("Карта сыграна.")},
        "10C": {"en": Text("Dummy may not participate in the play."),
                "ru": Text("Болван не может участвовать в розыгрыше.")},
    }, {"en": "MADE-UP LAW", "ru": "ВЫМЫШЛЕННОЕ ПРАВИЛО"})
    new = update_law("2020", {
        "10A": {"en": Text("The next player plays to the lead.", [NoteMark(21, "16", "16")])},
        "10B": {"en": Text("The card is played at once.")},
        "10C": {"en": Text("A claim stops play.")},
        "10D": {"en": Text("Dummy may not participate in the play.")},
    }, {"en": "MADE-UP LAW"})
    return Corpus(editions={"1990": Edition("1990", laws={"10": old}),
                            "2020": Edition("2020", laws={"10": new})})
