"""XLIFF round trip: export the update package, fill it as a translator would, import it,
and the corpus reads the new language aligned clause by clause."""

import copy

import pytest
from lxml import etree

from bridgelaws.build import build_all
from bridgelaws.corpus import load_corpus
from bridgelaws.corpus.model import NoteMark
from bridgelaws.errors import BridgelawsError
from bridgelaws.translate.receive import receive
from bridgelaws.translate.xliff import NS, xliff_document
from bridgelaws.translate.xliff2 import NS as NS2
from bridgelaws.translate.xliff2 import xliff2_document

N = {"x": NS}


def fill(data: bytes, prefix: str) -> bytes:
    """Every empty target filled the way OmegaT writes one: the source's words translated
    (here: marked with a prefix) and its codes copied as bare <x id="..."/> (XLIFF 2.0:
    <ph id="..."/> in each segment)."""
    root = etree.fromstring(data)
    ns = root.nsmap[None]
    two = ns == NS2
    for holder in root.iter(f"{{{ns}}}segment" if two else f"{{{ns}}}trans-unit"):
        if holder.find(f"{{{ns}}}target") is not None:
            continue
        target = copy.deepcopy(holder.find(f"{{{ns}}}source"))
        target.tag = f"{{{ns}}}target"
        target.text = prefix + (target.text or "")
        for x in target.iter(f"{{{ns}}}ph" if two else f"{{{ns}}}x"):
            for attr in ("equiv-text", "xid", "ctype", "equiv", "disp", "dataRef", "subFlows"):
                x.attrib.pop(attr, None)
        holder.find(f"{{{ns}}}source").addnext(target)
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8")


def cites(law) -> list[str]:
    return [clause.cite for clause in law.walk()]


@pytest.mark.parametrize("segments", ["clause", "sentence"])
@pytest.mark.parametrize("export", [xliff_document, xliff2_document])
@pytest.mark.parametrize(("old", "new", "pair", "prefix"), [
    ("1997", "2017", "en-ru", "Перевод. "),
    ("2017", "2017", "en-el", "Μετάφραση. "),
    ("1997", "2007", "en-ru", "Перевод. "),
])
def test_round_trip_aligns_every_clause(corpus, tmp_path, old, new, pair, prefix, export,
                                        segments):
    src, tgt = pair.split("-")
    done = tmp_path / "done.xlf"
    done.write_bytes(fill(export(corpus, old, new, pair, segments=segments), prefix))
    report = receive(done, tmp_path / "sources")
    assert report.missing == [] and report.aligned == report.clauses > 0
    back = load_corpus(tmp_path / "sources")
    assert not back.warnings
    for num, law in corpus.editions[new].laws.items():
        if not any(src in c.languages for c in law.walk()):
            continue
        mine = back.editions[new].laws[num]
        assert cites(mine) == cites(law)  # the clause tree, rebuilt from the citations
        for theirs, clause in zip(law.walk(), mine.walk(), strict=True):
            for lang in (src,):  # the source language reads as it did, markers in place
                if lang in theirs.text and theirs.text[lang].value:
                    assert clause.text[lang].value == theirs.text[lang].value
                    assert clause.text[lang].with_marks() == theirs.text[lang].with_marks()
            if src in theirs.text and theirs.text[src].value:
                # the new language: 100% of clauses, each marker kept
                assert clause.text[tgt].value.startswith(prefix.strip()) or \
                    clause.text[tgt].value  # an old translation kept as final
                assert [m.n for m in clause.text[tgt].notes] == \
                    [m.n for m in theirs.text[src].notes]
        for note in law.footnotes:
            if note.text.get(src):
                mine_note = next(n for n in mine.footnotes if n.n == note.n)
                assert mine_note.text[src] == note.text[src] and mine_note.text[tgt]


def test_imported_translation_is_one_build_away(corpus, tmp_path):
    done = tmp_path / "done.xlf"
    done.write_bytes(fill(xliff_document(corpus, "1997", "2017", "en-ru"), "Перевод. "))
    receive(done, tmp_path / "sources")
    build_all(tmp_path / "sources", tmp_path / "build", search=False)
    page = (tmp_path / "build" / "site" / "2017" / "law-64.ru.html").read_text("utf-8")
    # 1997's words where 2017 kept the English unchanged; the filled ones elsewhere
    assert "ПРОЦЕДУРА ПОСЛЕ" in page and "Перевод." in page  # (terms are marked up)
    # and the QA page checks it: the filled units kept English words, so terms are flagged
    qa_page = (tmp_path / "build" / "site" / "qa.html").read_text("utf-8")
    assert '<section class="qa" id="qa-2017-en-ru">' in qa_page
    assert '<a href="2017/law-62.html#62A">62A</a>' in qa_page


# Written by hand, as CAT tools write targets: OmegaT's bare <x id/>, a <g> pair, Trados'
# <mrk mtype="seg">, a unit left untranslated. The tree below it was worked out by hand.
HAND = """<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
 <file original="x" source-language="en" target-language="ru" datatype="plaintext"
       product-version="2017">
  <body>
   <trans-unit id="70/title"><source>CONTESTED CLAIM</source>
    <target>ОСПОРЕННАЯ ЗАЯВКА</target></trans-unit>
   <trans-unit id="70A/heading"><source>General Objective</source>
    <target><mrk mtype="seg" mid="1">Общая цель</mrk></target></trans-unit>
   <trans-unit id="70C1(a)/text"><source>a player may have lost<x id="1" equiv-text="*"
    xid="70/note/*"/> a trump.</source>
    <target>игрок мог <g id="2">не</g> учесть<x id="1"/> козырь.</target></trans-unit>
   <trans-unit id="70C1(b)/text"><source>it is a trick.</source></trans-unit>
   <trans-unit id="70/note/*"><source>in his hand</source><target>на руке</target></trans-unit>
  </body>
 </file>
</xliff>
"""


def test_hand_written_translation(tmp_path):
    path = tmp_path / 'hand "v2".xlf'
    path.write_text(HAND, encoding="utf-8")
    report = receive(path, tmp_path / "sources")
    assert report.file == "2017-en-ru.xlf" and report.units == 5 and report.translated == 4
    assert 'origin = "hand \\"v2\\".xlf, imported' in (
        tmp_path / "sources" / "manifest.toml").read_text("utf-8")
    assert report.missing == ["13: 70C1(b)/text"]
    assert report.warnings == [
        "2017-en-ru.xlf:13: warning: 70C1(b)/text: no ru translation",
        # an excerpt, 70A then 70C: the corpus's numbering check, once per language
        "2017-en-ru.xlf:10: warning: clause 70C where 70B was expected: numbering out of sequence",
        "2017-en-ru.xlf:12: warning: clause 70C where 70B was expected: numbering out of sequence",
        "2017-en-ru.xlf:12: warning: 70C1: 2 sub-clauses in en but 1 in ru",
        "2017-en-ru.xlf:13: warning: clause 70C1(b) found in en only",
    ]
    law = load_corpus(tmp_path / "sources").editions["2017"].laws["70"]
    # 70C and 70C1 have no words: made for their children, by citation
    assert cites(law) == ["70", "70A", "70C", "70C1", "70C1(a)", "70C1(b)"]
    assert [c.kind for c in law.walk()] == ["law", "section", "section", "subsection", "item",
                                            "item"]
    assert law.title == {"en": "CONTESTED CLAIM", "ru": "ОСПОРЕННАЯ ЗАЯВКА"}
    assert law.walk().__next__().children[0].heading == {"en": "General Objective",
                                                          "ru": "Общая цель"}
    a = law.children[1].children[0].children[0].text
    assert a["ru"].value == "игрок мог не учесть козырь."
    # the bare <x id="1"/> takes its source twin's marker and footnote
    assert a["ru"].notes == [NoteMark(19, "*", "*")]  # after "учесть": 5+1+3+1+2+1+6
    assert a["en"].with_marks() == "a player may have lost* a trump."
    assert law.footnotes[0].text == {"en": "in his hand", "ru": "на руке"}


@pytest.mark.parametrize(("change", "message", "line"), [
    (lambda s: s.replace('product-version="2017"', 'product-version="../2017"'),
     "not plain names", 1),
    (lambda s: s.replace('id="70A/heading"', 'id="Law 70A"'), "is not CITE/PART", 8),
    (lambda s: s.replace("</body>", "<body>"), "translate-toolkit can read", None),
])
def test_damaged_input_leaves_the_folder_as_it_was(tmp_path, change, message, line):
    good = tmp_path / "hand.xlf"
    good.write_text(HAND, encoding="utf-8")
    receive(good, tmp_path / "sources")
    before = {p.name: p.read_bytes() for p in (tmp_path / "sources").iterdir()}
    bad = tmp_path / "bad.xlf"
    bad.write_text(change(HAND), encoding="utf-8")
    with pytest.raises(BridgelawsError, match=message) as err:
        receive(bad, tmp_path / "sources")
    if line:
        assert err.value.line == line
    assert {p.name: p.read_bytes() for p in (tmp_path / "sources").iterdir()} == before


@pytest.mark.parametrize(("change", "written"), [
    (lambda s: s.replace('target-language="ru"', 'target-language="de"'), "2017-en-de.xlf"),
    (lambda s: s.replace('product-version="2017"', 'product-version="2030"'), "2030-en-ru.xlf"),
])
def test_any_edition_and_language_a_manifest_may_declare(tmp_path, change, written):
    """Editions and languages come from the manifest, not from lists in code (issue 13): a
    German translation, or an edition no code knows, imports like the Russian one."""
    path = tmp_path / "hand.xlf"
    path.write_text(change(HAND), encoding="utf-8")
    assert receive(path, tmp_path / "sources").file == written
    assert sorted(p.name for p in (tmp_path / "sources").iterdir()) == [written, "manifest.toml"]


def test_import_again_replaces_the_translation(tmp_path):
    path = tmp_path / "hand.xlf"
    path.write_text(HAND, encoding="utf-8")
    receive(path, tmp_path / "sources")
    path.write_text(HAND.replace("на руке", "в руке"), encoding="utf-8")
    report = receive(path, tmp_path / "sources")
    assert (tmp_path / "sources" / "manifest.toml").read_text("utf-8").count("[[source]]") == 1
    assert report.translated == 4
    assert b"\xd0\xb2 \xd1\x80\xd1\x83\xd0\xba\xd0\xb5" in (
        tmp_path / "sources" / "2017-en-ru.xlf").read_bytes()  # "в руке"


def test_a_law_already_in_the_folder_is_an_error_and_nothing_changes(corpus, tmp_path):
    import shutil

    from bridgelaws.corpus.manifest import SHIPPED

    folder = tmp_path / "sources"
    shutil.copytree(SHIPPED, folder)
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    done = tmp_path / "done.xlf"
    done.write_bytes(fill(xliff_document(corpus, "1997", "2017", "en-ru"), "Перевод. "))
    with pytest.raises(BridgelawsError, match="law 67 of 2017 is in two sources"):
        receive(done, folder)
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []  # no staging


def test_formatting_codes_and_unknown_codes(tmp_path):
    # Trados-style paired codes hold markup, not words; a bare code with no source twin
    # cannot be placed: the words stay, the code is left out with a warning
    path = tmp_path / "hand.xlf"
    path.write_text(HAND.replace(
        "<target>ОСПОРЕННАЯ ЗАЯВКА</target>",
        '<target><bpt id="5">&lt;b&gt;</bpt>ОСПОРЕННАЯ<ept id="5">&lt;/b&gt;</ept> ЗАЯВКА'
        '<x id="9"/></target>'), encoding="utf-8")
    report = receive(path, tmp_path / "sources")
    assert report.warnings[0] == ("2017-en-ru.xlf:7: warning: code <x id='9'/> matches no "
                                  "marker of the source: left out")
    law = load_corpus(tmp_path / "sources").editions["2017"].laws["70"]
    assert law.title["ru"] == "ОСПОРЕННАЯ ЗАЯВКА"
