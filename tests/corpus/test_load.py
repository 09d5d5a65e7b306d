"""The whole pipeline on the shipped sources: lossless, aligned, every law where expected."""

from __future__ import annotations

import gc
import re

import pytest

from bridgelaws.corpus import load_corpus
from bridgelaws.corpus.manifest import SHIPPED, load_manifest
from bridgelaws.corpus.model import Law

GREEK = re.compile(r"[\u0370-\u03ff]")
LABEL = re.compile(
    r"PART [IVX]+|SECTION [A-Z]+|Часть [IVX]+|Раздел \d+|LAW \d+ -|ПРАВИЛО \d+\."
    r"|\d{4} Law LAW \d+ -|L\d+|[A-H]\.|\d+\.|\([a-zα-ω]+\)|[a-z][.)]|\d+ L\w+|\*+"
)


def squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


def source_text(file: str, reader: str, languages: list[str], lang: str) -> str:
    """The part of a source in one language, taken apart here independently of the readers."""
    raw = (SHIPPED / file).read_text(encoding="utf-8")
    if reader == "table":
        cells = [line.rstrip()[:-2].split(" | ") for line in raw.splitlines() if line.strip()]
        return "".join(row[languages.index(lang)] for row in cells)
    if reader == "bilingual":
        lines = [line for line in raw.splitlines() if line.strip()]
        return "".join(line for line in lines if bool(GREEK.search(line)) == (lang == "el"))
    return raw


def reconstruct(corpus, file: str, lang: str) -> tuple[str, list[str]]:
    """Everything the corpus holds of one source in one language, in document order, and the
    structural labels the readers consumed."""
    items: list[tuple[int, int, int, str]] = []
    labels: list[str] = []
    seq = 0

    def add(line: int, group: int, *texts: str) -> None:
        nonlocal seq
        for text in texts:
            seq += 1
            items.append((line, group, seq, text))

    for edition in corpus.editions.values():
        laws = [law for law in edition.laws.values() if law.source == file and lang in law.lines]
        if not laws:
            continue
        for div in edition.divisions:
            if lang in div.lines:
                add(div.lines[lang], 0, div.labels[lang], div.heading[lang])
                labels.append(div.labels[lang])
        for matter in edition.matter:
            if matter.source == file:
                for line, text in matter.paragraphs:
                    add(line, 0, text)
        for law in laws:
            _law_items(law, lang, add, labels)
    items.sort()
    return "".join(text for *_, text in items), labels


def _law_items(law: Law, lang: str, add, labels: list[str]) -> None:
    line = law.lines[lang]
    for clause in law.walk():
        label = clause.labels.get(lang, "")
        if label:
            labels.append(label)
        # A title the manifest supplied is not source text.
        title = law.title.get(lang, "") if clause is law and lang not in law.title_supplied else ""
        add(line, 1, label, title, clause.heading.get(lang, ""), clause.text[lang].with_marks())
    for note in law.footnotes:
        label = note.labels.get(lang, "")
        if label:
            labels.append(label)
        add(line, 1, label, note.text.get(lang, ""))


SOURCES = [(s.file, s.reader, s.languages, lang)
           for s in load_manifest()[1] for lang in s.languages]


@pytest.mark.parametrize(("file", "reader", "languages", "lang"), SOURCES)
def test_corpus_text_is_the_source_text(corpus, file, reader, languages, lang):
    text, labels = reconstruct(corpus, file, lang)
    expected = source_text(file, reader, languages, lang)
    assert squash(text) == squash(expected)
    assert all(LABEL.fullmatch(label) for label in labels), [
        label for label in labels if not LABEL.fullmatch(label)]


@pytest.mark.parametrize(("edition", "laws", "languages"), [
    ("1997", [str(n) for n in range(53, 65)], ["en", "ru"]),
    ("2007", ["64"], ["en"]),
    ("2017", ["62", "64", "67"], ["el", "en"]),
    ("proposal-2012", ["47", "49", "50", "61", "62", "63", "64"], ["en"]),
])
def test_editions_hold_their_laws(corpus, edition, laws, languages):
    assert list(corpus.editions[edition].laws) == laws
    assert corpus.editions[edition].languages == languages


@pytest.mark.parametrize(("edition", "cite", "lang", "heading", "text_start"), [
    ("1997", "53A", "en", "Lead Out of Turn Treated as Correct Lead", "Any lead faced"),
    ("1997", "57A1", "en", "Highest Card", "require offender's"),
    ("1997", "57A3", "en", "Card of Another Suit", "forbid offender's"),
    ("1997", "64A1", "en", "Offending Player Won Revoke Trick", "and the trick"),
    ("1997", "64B2", "en", "Second Revoke in Same Suit by Offender", "to a subsequent"),
    ("1997", "54B1", "en", "Declarer Plays Second Card", "The second card"),
    ("1997", "55B", "en", "Declarer Required to Retract Lead", ""),
    ("1997", "53A", "ru", "Ход вне очереди, трактуемый как правильный", "Любой открытый"),
    ("1997", "57A3", "ru", "Карта другой масти", "запретить"),
    ("1997", "63A1", "ru", "Нарушившая сторона ходит или играет в следующую взятку", "когда"),
    ("1997", "64A1", "ru", "Нарушивший игрок выиграл взятку с фальшренонсом", "и взятка"),
    ("1997", "64B2", "ru", "Повторный фальшренонс нарушителя в той же масти", "к последующему"),
    ("1997", "64B5", "ru", "После окончания тура", "если внимание"),
    ("2007", "64A", "en", "Rectification following a Revoke", "When a revoke"),
    ("2017", "64A", "en", "Automatic Trick Adjustment", "When a revoke"),
    ("proposal-2012", "61B", "en", "Right to Draw Attention", "During the play"),
    ("proposal-2012", "61B3", "en", "Illegal inquiry", "if attention"),
    ("proposal-2012", "61B4", "en", "Unauthorized information", "drawing attention"),
    ("proposal-2012", "47D", "en", "Correction of Dummy’s Play", "Dummy’s card"),
    ("proposal-2012", "50D1", "en", "Penalty not Exercised", "A PC remains"),
    ("proposal-2012", "62E1(a)", "en", "No Subsequent Play", "if there was no play"),
])
def test_headings_split_from_text(corpus, edition, cite, lang, heading, text_start):
    clause = corpus.editions[edition].clause(cite)
    assert clause.heading.get(lang, "") == heading
    assert clause.text[lang].value.startswith(text_start)
    if not text_start:
        assert clause.text[lang].value == ""


@pytest.mark.parametrize(("edition", "law", "cite", "lang", "word", "n", "mark"), [
    ("1997", "53", "53A", "en", "plays", "16", "16"),
    ("1997", "53", "53A", "ru", "играет", "16", "16"),
    ("1997", "62", "62B2", "en", "hand", "17", "17"),
    ("2017", "67", "67B2(a)", "el", "φύλλα", "1", "1)"),
    ("2017", "67", "67B2(a)", "en", "cards", "1", "2)"),
    ("2017", "64", "64A1", "en", "player", "*", "*"),
    ("proposal-2012", "61", "61B1", "en", "LHO", "52", "<52>"),
])
def test_footnote_markers_are_notes_not_text(corpus, edition, law, cite, lang, word, n, mark):
    clause = corpus.editions[edition].clause(cite)
    text = clause.text[lang]
    note = next(m for m in text.notes if m.n == n)
    assert note.mark == mark
    assert text.value[: note.offset].endswith(word)
    assert mark not in text.value[note.offset - len(word): note.offset + len(mark)]
    assert any(f.n == n for f in corpus.editions[edition].laws[law].footnotes)


@pytest.mark.parametrize(("cite", "lang", "ending"), [
    ("62C3", "en", "(see Law 16C2). Every card withdrawn by the defending side becomes a "
                   "penalty card."),
    ("62C3", "el", "(βλέπε Νόμο 16Γ2). Κάθε φύλλο που αποσύρθηκε από τον άξονα της άμυνας "
                   "γίνεται τιμωρημένο φύλλο."),
])
def test_reference_closing_bracket_is_not_a_marker(corpus, cite, lang, ending):
    text = corpus.editions["2017"].clause(cite).text[lang]
    assert text.value.endswith(ending) and text.notes == []


def test_greek_and_english_footnote_is_one_note(corpus):
    notes = corpus.editions["2017"].laws["67"].footnotes
    assert len(notes) == 1
    assert notes[0].text["el"].startswith("Ο Διαιτητής πρέπει")
    assert notes[0].text["en"].startswith("The Director should avoid")


def test_law_41_1_is_law_41_then_item_1(corpus):
    law = corpus.editions["1997"].laws["54"]
    assert law.clause("54B").text["en"].value.endswith("in accordance with Law 41.")
    assert law.clause("54B1").heading["en"] == "Declarer Plays Second Card"


@pytest.mark.parametrize(("edition", "cites", "inferred"), [
    ("2017", ["62A", "62B", "62C", "62D", "67A", "67B"], True),
    ("2017", ["62B1", "67B2(a)", "64A"], False),
    ("1997", ["64A", "64B6"], False),
])
def test_inferred_letters_are_marked(corpus, edition, cites, inferred):
    assert [corpus.editions[edition].clause(c).inferred for c in cites] == [inferred] * len(cites)


def test_divisions_of_1997(corpus):
    divs = {d.eid: d for d in corpus.editions["1997"].divisions}
    assert divs["part_III"].heading == {"ru": "Отклонения в ходах и игре",
                                        "en": "IRREGULAR LEADS AND PLAYS"}
    assert divs["part_III__subpart_2"].heading["en"] == "OTHER IRREGULAR LEADS AND PLAYS"
    assert divs["part_III__subpart_3"].laws == ["61", "62", "63", "64"]


def test_forum_matter_is_kept_apart_from_laws(corpus):
    roles = {m.role: m for m in corpus.editions["proposal-2012"].matter}
    assert roles["preface"].paragraphs[0][1].startswith("blackshoe, on 2012-December-23")
    assert roles["ruling"].paragraphs[0] == (98, "For this case, upon establishing the facts")
    assert corpus.editions["proposal-2012"].redrafts == "2007"


def test_every_aligned_clause_has_every_language(corpus):
    for edition in corpus.editions.values():
        for law in edition.laws.values():
            langs = set(law.lines)
            for clause in law.walk():
                assert set(clause.text) == langs, (edition.id, clause.cite)


@pytest.mark.parametrize(("edition", "law", "title", "supplied"), [
    ("2017", "62", {"en": "Correction of a Revoke"}, {"en"}),
    ("2017", "67", {"en": "Defective Trick"}, {"en"}),
    ("2017", "64", {"en": "PROCEDURE AFTER ESTABLISHMENT OF A REVOKE"}, set()),
    ("1997", "64", {"ru": "ПРОЦЕДУРА ПОСЛЕ УСТАНОВЛЕНИЯ ФАЛЬШРЕНОНСА",
                    "en": "PROCEDURE AFTER ESTABLISHMENT OF A REVOKE"}, set()),
])
def test_titles_the_sources_lack_come_from_the_manifest(corpus, edition, law, title, supplied):
    found = corpus.editions[edition].laws[law]
    assert found.title == title
    assert found.title_supplied == supplied


@pytest.mark.parametrize(("enabled", "frozen"), [(True, False), (False, False), (True, True)])
def test_reading_leaves_the_collector_as_it_was(make_sources, enabled, frozen):
    """Reading pauses the cycle collector and moves what it made to the oldest generation;
    the collector's switch, and objects the program froze, stay as they were."""
    folder = make_sources({"t.txt": "ПРАВИЛО 70. ЗАГОЛОВОК Текст. | LAW 70 - TITLE Text. |\n"},
                          ['[[source]]\nfile = "t.txt"\nreader = "table"\neditions = ["1997"]\n'
                           'languages = ["ru", "en"]\norigin = "test"\n'])
    was_enabled = gc.isenabled()
    try:
        if not enabled:
            gc.disable()
        if frozen:
            gc.freeze()
        load_corpus(folder)
        # Frozen objects may be freed while reading, but none is unfrozen.
        assert (gc.isenabled(), gc.get_freeze_count() > 0) == (enabled, frozen)
    finally:
        if frozen:
            gc.unfreeze()
        if was_enabled:
            gc.enable()


def test_a_part_opened_again_by_another_source_keeps_its_own_laws_and_eid(make_sources):
    """Two table sources of one edition, each opening PART III around its own laws (a text
    split in two files): two divisions, the second `part_III_2`, and no eId twice in the
    XML (issue 13 item 4)."""
    from lxml import etree

    from bridgelaws.corpus.xmlwrite import corpus_xml

    entry = ('[[source]]\nfile = "{0}"\nreader = "table"\neditions = ["1987"]\n'
             'languages = ["en"]\n')
    folder = make_sources({
        "a.txt": "PART III IRREGULAR LEADS LAW 53 - LEAD OUT OF TURN ACCEPTED A. Accepted Any"
                 " lead out of turn may be accepted. |\nLAW 54 - FACED OPENING LEAD A. Spread"
                 " Declarer may spread his hand. |\n",
        "b.txt": "PART III IRREGULAR LEADS LAW 55 - DECLARER'S LEAD A. Accepted If declarer"
                 " leads out of turn, either defender may accept. |\n",
    }, [entry.format("a.txt"), entry.format("b.txt")])
    corpus = load_corpus(folder)
    divs = [(d.eid, d.laws) for d in corpus.editions["1987"].divisions]
    assert divs == [("part_III", ["53", "54"]), ("part_III_2", ["55"])]
    eids = etree.fromstring(corpus_xml(corpus)).xpath("//@eId")
    assert len(eids) == len(set(eids))


def test_a_part_opened_by_three_sources_is_numbered_on_with_its_sections(make_sources):
    """Three table sources of one edition each open PART III and its SECTION ONE around their
    own law: written out by hand from the rule, the second copy of the part is `part_III_2`,
    the third `part_III_3`, each section under its own part's eId; no eId twice."""
    entry = ('[[source]]\nfile = "{0}"\nreader = "table"\neditions = ["1987"]\n'
             'languages = ["en"]\n')
    files = {f"{name}.txt": f"PART III IRREGULAR LEADS SECTION ONEDECLARER LAW {num} - LEAD"
                            " A. Accepted Any lead may be accepted. |\n"
             for name, num in (("a", 53), ("b", 54), ("c", 55))}
    folder = make_sources(files, [entry.format(name) for name in files])
    divs = [(d.eid, d.parent, d.laws) for d in load_corpus(folder).editions["1987"].divisions]
    assert divs == [("part_III", "", []), ("part_III__subpart_1", "part_III", ["53"]),
                    ("part_III_2", "", []), ("part_III_2__subpart_1", "part_III_2", ["54"]),
                    ("part_III_3", "", []), ("part_III_3__subpart_1", "part_III_3", ["55"])]
