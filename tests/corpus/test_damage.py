"""Damaged or irregular input: nothing is lost in silence. Each kind of damage is a warning
naming file and line (or, where the text cannot be read at all, an error), and the text
stays in the corpus or is named in the warning."""

from __future__ import annotations

from bridgelaws.corpus import load_corpus


def entry(file: str, reader: str, editions: str, languages: str, extra: str = "") -> str:
    return (f'[[source]]\nfile = "{file}"\nreader = "{reader}"\neditions = [{editions}]\n'
            f'languages = [{languages}]\norigin = "test"\n{extra}')


TABLE = entry("t.txt", "table", '"2017"', '"ru", "en"')
ROW70 = "ПРАВИЛО 70. ЗАГОЛОВОК Текст семьдесят. | LAW 70 - TITLE Seventy text. |\n"
ROW71 = "ПРАВИЛО 71. ЗАГОЛОВОК Текст. | LAW 71 - TITLE Seventy-one text. |\n"


def warnings(corpus) -> list[str]:
    return [str(w) for w in corpus.warnings]


def test_a_law_twice_keeps_the_first_and_warns(make_sources):
    second = ROW70.replace("Seventy text", "Other text")
    corpus = load_corpus(make_sources({"t.txt": ROW70 + second}, [TABLE]))
    assert corpus.editions["2017"].laws["70"].text["en"].value == "Seventy text."
    assert any(w.startswith("t.txt:2: warning: law 70 appears again") and "first at line 1" in w
               for w in warnings(corpus))


def test_law_numbers_out_of_sequence_warn(make_sources):
    corpus = load_corpus(make_sources({"t.txt": ROW71 + ROW70}, [TABLE]))
    assert set(corpus.editions["2017"].laws) == {"70", "71"}
    found = [w for w in warnings(corpus) if "out of sequence" in w]
    assert found and all(w.startswith("t.txt:2: warning: law 70") for w in found)


def test_text_before_a_law_heading_is_named_in_the_warning(make_sources):
    row = "Мусор ПРАВИЛО 70. ЗАГОЛОВОК Текст. | LAW 70 - TITLE Text. |\n"
    corpus = load_corpus(make_sources({"t.txt": row}, [TABLE]))
    assert any(w.startswith("t.txt:1: warning: text before the law heading") and "'Мусор'" in w
               for w in warnings(corpus))


EDITIONS = entry("e.txt", "editions", '"2017"', '"en"')


def test_clause_numbers_out_of_sequence_warn(make_sources):
    text = "2017 Law\nLAW 9 - TITLE\nA. Heading\n1. One.\n2. Two.\n4. Four.\n"
    corpus = load_corpus(make_sources({"e.txt": text}, [EDITIONS]))
    law = corpus.editions["2017"].laws["9"]
    assert [c.cite for c in law.walk()] == ["9", "9A", "9A1", "9A2", "9A4"]
    assert warnings(corpus) == [
        "e.txt:6: warning: clause 9A4 where 9A3 was expected: numbering out of sequence"]


def test_a_clause_twice_is_kept_with_its_own_eid(make_sources):
    text = "2017 Law\nLAW 9 - TITLE\nA. Heading\nText one.\nA. Heading again\nText two.\n"
    corpus = load_corpus(make_sources({"e.txt": text}, [EDITIONS]))
    law = corpus.editions["2017"].laws["9"]
    assert [c.text["en"].value for c in law.children] == ["Text one.", "Text two."]
    assert len({c.eid for c in law.walk()}) == 3
    assert any(w.startswith("e.txt:5: warning: clause 9A appears twice") for w in
               warnings(corpus))


BILINGUAL = entry("b.txt", "bilingual", '"2017"', '"el", "en"', 'laws = ["70"]\n')


def test_a_paragraph_missing_on_one_side_pairs_the_rest_by_shape(make_sources):
    # The Greek lacks the second paragraph (section B): C and its items still pair with C.
    greek = ("Πρώτη παράγραφος.\n1. Ένα.\n2. Δύο.\n"
             "Τρίτη παράγραφος:\n1. Ένα τρία.\n2. Δύο τρία.\n3. Τρία τρία.\n")
    english = ("First paragraph.\n1. One.\n2. Two.\nSecond paragraph.\n"
               "Third paragraph:\n1. One three.\n2. Two three.\n3. Three three.\n")
    corpus = load_corpus(make_sources({"b.txt": greek + english}, [BILINGUAL]))
    law = corpus.editions["2017"].laws["70"]
    assert law.clause("70C3").text["el"].value == "Τρία τρία."
    assert law.clause("70C3").text["en"].value == "Three three."
    assert law.clause("70B").text["en"].value == "Second paragraph."
    assert "el" not in law.clause("70B").text
    assert "b.txt:11: warning: clause 70B found in en only" in warnings(corpus)


FORUM = entry("f.txt", "forum", '"draft"', '"en"')


def test_a_line_no_pattern_reads_is_kept_and_warned(make_sources):
    text = ("L10 First Law\nA. Heading If a is b.\n~~ stray line ~~\nB. Other If c is d.\n"
            "L11 Second Law\nA. Heading If e.\n")
    corpus = load_corpus(make_sources({"f.txt": text}, [FORUM]))
    law = corpus.editions["draft"].laws["10"]
    assert law.clause("10A").text["en"].value == "If a is b. ~~ stray line ~~"
    assert "11" in corpus.editions["draft"].laws
    assert warnings(corpus) == [
        "f.txt:3: warning: line not understood (no law, clause or footnote label): kept as "
        "text of 10A"]


def test_byte_order_marks_are_stripped(make_sources):
    bom = "\ufeff".encode()
    folder = make_sources({"t.txt": bom + ROW70.encode()}, [TABLE])
    manifest = folder / "manifest.toml"
    manifest.write_bytes(bom + manifest.read_bytes())
    corpus = load_corpus(folder)
    law = corpus.editions["2017"].laws["70"]
    assert law.labels["ru"] == "ПРАВИЛО 70." and law.title["ru"] == "ЗАГОЛОВОК"
    assert warnings(corpus) == []
