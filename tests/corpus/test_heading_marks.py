"""A footnote marker in a heading is read as one in text: taken out of the heading's words,
kept as a NoteMark at its offset, pointing to its footnote, written as `<noteRef>` in the
XML; nothing lost. Every layout, with texts written by hand."""

from __future__ import annotations

import pytest
from lxml import etree

from bridgelaws.corpus import load_corpus
from bridgelaws.corpus.model import NoteMark
from bridgelaws.corpus.validate import validate
from bridgelaws.corpus.xmlwrite import NS, corpus_xml
from tests.corpus.lossless import lost, table_text


def entry(file: str, reader: str, languages: str, extra: str = "") -> str:
    return (f'[[source]]\nfile = "{file}"\nreader = "{reader}"\neditions = ["2017"]\n'
            f"languages = {languages}\n{extra}origin = \"test\"\n")


TABLE = ("ПРАВИЛО 45. СЫГРАННАЯ КАРТА А. Заход не в очередь16Любой заход считается сделанным. | "
         "LAW 45 - CARD PLAYED A. Lead Out of Turn16Any lead is treated as made. |\n")
BILINGUAL = ("Α. Ένα φύλλο που παίχτηκε1)\nΚάθε φύλλο που παίχτηκε μένει παιγμένο.\n"
             "Β. Διόρθωση\nΟ παίκτης μπορεί να διορθώσει.\n"
             "A. A Card Played1)\nEach card played stays played.\n"
             "B. Correction\nThe player may correct.\n"
             "1) Βλέπε Νόμο 47.\n1) See Law 47.\n")
EDITIONS = ("2017 Law\nLAW 45 - CARD PLAYED\nA. Play of a Card*\nEach card played stays played.\n"
            "* From a hand other than dummy's.\n")
FORUM = ("Quoting the director's post.\nL45 Card Played\n"
         "A. Play of a Card<7> Each card played stays played.\n"
         "7 L45A Only from a hand other than dummy's.\n")

# (files, manifest entry, {lang: (heading of 45A, its marker as NoteMark)}, footnote key)
CASES = {
    "table": ({"t.txt": TABLE}, entry("t.txt", "table", '["ru", "en"]'), {
        "ru": ("Заход не в очередь", NoteMark(18, "16", "16")),
        "en": ("Lead Out of Turn", NoteMark(16, "16", "16"))}, "16"),
    "bilingual": ({"b.txt": BILINGUAL}, entry("b.txt", "bilingual", '["el", "en"]',
                                              'laws = ["45"]\n'), {
        "el": ("Ένα φύλλο που παίχτηκε", NoteMark(22, "1", "1)")),
        "en": ("A Card Played", NoteMark(13, "1", "1)"))}, "1"),
    "editions": ({"e.txt": EDITIONS}, entry("e.txt", "editions", '["en"]'), {
        "en": ("Play of a Card", NoteMark(14, "*", "*"))}, "*"),
    "forum": ({"f.txt": FORUM}, entry("f.txt", "forum", '["en"]').replace('"2017"',
                                                                          '"proposal-2012"'), {
        "en": ("Play of a Card", NoteMark(14, "7", "<7>"))}, "7"),
}
# The text of 45A right after its heading, by hand.
TEXTS = {"ru": "Любой заход считается сделанным.", "el": "Κάθε φύλλο που παίχτηκε μένει παιγμένο.",
         "en": ("Any lead is treated as made.", "Each card played stays played.")}


@pytest.fixture(params=list(CASES))
def case(request, make_sources):
    files, manifest, want, key = CASES[request.param]
    return request.param, files, load_corpus(make_sources(files, [manifest])), want, key


def test_marker_out_of_the_heading(case):
    layout, files, corpus, want, key = case
    edition = next(iter(corpus.editions.values()))
    clause = edition.clause("45A")
    for lang, (heading, mark) in want.items():
        assert clause.heading[lang] == heading
        assert clause.heading_notes[lang] == [mark]
        assert clause.text[lang].value in (TEXTS[lang] if lang != "en" else TEXTS["en"])
        assert clause.text[lang].notes == []


def test_marker_points_to_its_footnote(case):
    layout, files, corpus, want, key = case
    law = next(iter(corpus.editions.values())).laws["45"]
    note = next(n for n in law.footnotes if n.n == key)
    assert set(note.marks) == set(want)
    if layout == "table":  # the table layout has no footnote text: said so, per language
        assert sorted(w.message for w in corpus.warnings) == [
            f"footnote '16' in 45A ({lang}) has no footnote text in the source"
            for lang in ("en", "ru")]
    else:
        assert corpus.warnings == [] and set(note.text) == set(want)


def test_nothing_lost(case):
    layout, files, corpus, want, key = case
    for file, text in files.items():
        if layout == "table":
            text = table_text(text)
        assert lost(text, corpus, file) == {}


def test_written_as_note_refs(case):
    layout, files, corpus, want, key = case
    xml = corpus_xml(corpus)
    validate(xml)
    root = etree.fromstring(xml)
    for lang, (heading, mark) in want.items():
        el = root.xpath(f"//c:section[@cite='45A']/c:heading[@lang='{lang}']",
                        namespaces={"c": NS})[0]
        ref = el.find(f"{{{NS}}}noteRef")
        assert (el.text, ref.get("n"), ref.get("mark"), ref.tail) == (heading, key, mark.mark,
                                                                      None)
