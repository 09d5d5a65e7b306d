"""A footnote marker in a LAW TITLE is read as one in a heading: taken out of the title's
words, kept as a NoteMark at its offset (Law.title_notes), pointing to its footnote, written
as `<noteRef>` inside `<title>`; nothing lost. Every layout whose source gives titles (the
bilingual pages give none), with texts written by hand and offsets counted by hand."""

from __future__ import annotations

import pytest
from lxml import etree

from bridgelaws.corpus import load_corpus
from bridgelaws.corpus.model import NoteMark
from bridgelaws.corpus.validate import validate
from bridgelaws.corpus.xmlwrite import NS, corpus_xml
from tests.corpus.lossless import lost, table_text


def entry(file: str, reader: str, languages: str, edition: str = "2017") -> str:
    return (f'[[source]]\nfile = "{file}"\nreader = "{reader}"\neditions = ["{edition}"]\n'
            f'languages = {languages}\norigin = "test"\n')


# Each heading runs into its text, as the table layout has it. Law 46: a marker after the
# title's last word, before the first label. Law 47: the marker
# and the label both glued to the title (`PLAYED5A.`). Law 48: a number in the title, apart
# from the words, is no marker.
TABLE = (
    "ПРАВИЛО 46. НЕПОЛНОЕ НАЗВАНИЕ КАРТЫ16 А. ФормаРазыгрывающий называет масть. | "
    "LAW 46 - INCOMPLETE CALL OF A CARD16 A. Proper FormDeclarer names the suit. |\n"
    "ПРАВИЛО 47. ОТМЕНА СЫГРАННОЙ КАРТЫ5А. КраткоКарту можно взять назад. | "
    "LAW 47 - RETRACTION OF CARD PLAYED5A. SummaryA card may be withdrawn. |\n"
    "ПРАВИЛО 48. ОТКАЗ ОТ 13 ВЗЯТОК Текст. | LAW 48 - CONCESSION OF 13 TRICKS Text. |\n"
)
EDITIONS = ("2017 Law\nLAW 46 - INCOMPLETE CALL OF A CARD*\nA. Proper Form\n"
            "Declarer names the suit.\n* A card of dummy's, called by declarer.\n")
FORUM = ("Quoting the director's post.\nL46 Incomplete Call of a Card<9>\n"
         "A. Proper Form Declarer names the suit.\n9 L46 As the 2007 Laws have it.\n")
# XLIFF 1.2 as a CAT tool gives it back (sections 2.6 Inline Elements: <x/> with equiv-text
# and xid in the source, the target's bare <x id/> taking its twin's marker).
XLIFF = """<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
 <file source-language="en" target-language="ru" datatype="plaintext" original="laws">
  <body>
   <trans-unit id="46/title">
    <source>Incomplete Call<x id="1" equiv-text="*" xid="46/note/*"/></source>
    <target>Неполное название<x id="1"/></target></trans-unit>
   <trans-unit id="46A/heading">
    <source>Proper Form<x id="2" equiv-text="†" xid="46/note/2"/></source>
    <target>Надлежащая форма<x id="2"/></target></trans-unit>
   <trans-unit id="46A/text"><source>Declarer names the suit.</source>
    <target>Разыгрывающий называет масть.</target></trans-unit>
   <trans-unit id="46/note/*"><source>A card of dummy's.</source>
    <target>Карта болвана.</target></trans-unit>
   <trans-unit id="46/note/2"><source>As in 2007.</source><target>Как в 2007.</target></trans-unit>
  </body>
 </file>
</xliff>
"""

# layout -> (files, manifest entry, {(law, lang): (title, [markers])}, footnotes with text?)
CASES = {
    "table": ({"t.txt": TABLE}, entry("t.txt", "table", '["ru", "en"]'), {
        ("46", "ru"): ("НЕПОЛНОЕ НАЗВАНИЕ КАРТЫ", [NoteMark(23, "16", "16")]),
        ("46", "en"): ("INCOMPLETE CALL OF A CARD", [NoteMark(25, "16", "16")]),
        ("47", "ru"): ("ОТМЕНА СЫГРАННОЙ КАРТЫ", [NoteMark(22, "5", "5")]),
        ("47", "en"): ("RETRACTION OF CARD PLAYED", [NoteMark(25, "5", "5")]),
        ("48", "ru"): ("ОТКАЗ ОТ 13 ВЗЯТОК", []),
        ("48", "en"): ("CONCESSION OF 13 TRICKS", [])}, False),
    "editions": ({"e.txt": EDITIONS}, entry("e.txt", "editions", '["en"]'), {
        ("46", "en"): ("INCOMPLETE CALL OF A CARD", [NoteMark(25, "*", "*")])}, True),
    "forum": ({"f.txt": FORUM}, entry("f.txt", "forum", '["en"]', "proposal-2012"), {
        ("46", "en"): ("Incomplete Call of a Card", [NoteMark(25, "9", "<9>")])}, True),
    "xliff": ({"x.xlf": XLIFF}, entry("x.xlf", "xliff", '["en", "ru"]'), {
        ("46", "en"): ("Incomplete Call", [NoteMark(15, "*", "*")]),
        ("46", "ru"): ("Неполное название", [NoteMark(17, "*", "*")])}, True),
}


@pytest.fixture(params=list(CASES))
def case(request, make_sources):
    files, manifest, want, with_text = CASES[request.param]
    corpus = load_corpus(make_sources(files, [manifest]))
    return request.param, files, corpus, want, with_text


def laws(corpus):
    return next(iter(corpus.editions.values())).laws


def test_marker_out_of_the_title(case):
    _, _, corpus, want, _ = case
    for (num, lang), (title, marks) in want.items():
        law = laws(corpus)[num]
        assert law.title[lang] == title
        assert law.title_notes.get(lang, []) == marks


def test_the_text_after_the_title_is_untouched(case):
    layout, _, corpus, _, _ = case
    section = laws(corpus)["46"].clause("46A")
    assert section.text["en"].value == "Declarer names the suit."
    if layout == "table":
        assert (section.heading["ru"], section.text["ru"].value) == (
            "Форма", "Разыгрывающий называет масть.")
        assert laws(corpus)["47"].clause("47A").heading["en"] == "Summary"


def test_marker_points_to_its_footnote(case):
    layout, _, corpus, want, with_text = case
    for (num, lang), (_, marks) in want.items():
        for mark in marks:
            note = next(n for n in laws(corpus)[num].footnotes if n.n == mark.n)
            assert note.marks[lang] == mark.mark
            assert bool(note.text.get(lang)) is with_text
    if not with_text:  # the table layout has no footnote text: said so, per law and language
        assert sorted(w.message for w in corpus.warnings) == sorted(
            f"footnote {marks[0].mark!r} in {num} ({lang}) has no footnote text in the source"
            for (num, lang), (_, marks) in want.items() if marks)
    else:
        assert corpus.warnings == []


def test_law_marks_are_in_reading_order(case):
    layout, _, corpus, want, _ = case
    law = laws(corpus)["46"]
    for (num, lang), (_, marks) in want.items():
        if num == "46":
            assert law.marks(lang)[: len(marks)] == marks
    if layout == "xliff":  # then the law's heading and text, none here; 46A's come apart
        assert [m.mark for m in law.clause("46A").marks("ru")] == ["†"]


def test_nothing_lost(case):
    layout, files, corpus, _, _ = case
    if layout == "xliff":
        return  # markup, not text: the codes' words are checked above
    for file, text in files.items():
        if layout == "table":
            text = table_text(text)
        assert lost(text, corpus, file) == {}


def test_written_as_note_refs(case):
    _, _, corpus, want, _ = case
    xml = corpus_xml(corpus)
    validate(xml)
    root = etree.fromstring(xml)
    for (num, lang), (title, marks) in want.items():
        el = root.xpath(f"//c:law[@cite='{num}']/c:title[@lang='{lang}']",
                        namespaces={"c": NS})[0]
        refs = el.findall(f"{{{NS}}}noteRef")
        assert el.text == title
        assert [(r.get("n"), r.get("mark"), r.tail) for r in refs] == [
            (m.n, m.mark, None) for m in marks]
