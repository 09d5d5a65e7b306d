"""The XML corpus: valid against the schema, deterministic, every citable element named."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest
from lxml import etree

from bridgelaws.corpus import load_corpus
from bridgelaws.corpus.model import Corpus, Division, Edition, Law, Source
from bridgelaws.corpus.validate import validate
from bridgelaws.corpus.xmlwrite import NS, corpus_xml
from bridgelaws.errors import BridgelawsError

N = {"c": NS}


@pytest.fixture(scope="module")
def xml(corpus):
    return corpus_xml(corpus)


def test_valid_and_deterministic(corpus, xml):
    validate(xml)
    assert corpus_xml(corpus) == xml


def test_invalid_xml_names_the_line(xml):
    broken = xml.replace(b'cite="64B7"', b'cite="not a cite"', 1)
    with pytest.raises(BridgelawsError) as err:
        validate(broken)
    assert err.value.line and "paragraph" in str(err.value)


@pytest.mark.parametrize(("edition", "eid", "cite"), [
    ("2017", "law_64__sec_B__para_7", "64B7"),
    ("2017", "law_67__sec_B__para_2__item_a", "67B2(a)"),
    ("1997", "law_53__sec_A", "53A"),
    ("proposal-2012", "law_61__sec_B__para_3__item_a", "61B3(a)"),
])
def test_eid_and_cite(xml, edition, eid, cite):
    root = etree.fromstring(xml)
    # In the file every eId starts with its edition's scope (Akoma Ntoso Naming Convention
    # 1.0, ch. 5: an eId is unique in its document); the model's eId is the rest.
    found = root.xpath(f"c:edition[@id='{edition}']//*[@eId='ed_{edition}__{eid}']",
                       namespaces=N)
    assert [el.get("cite") for el in found] == [cite]


def test_note_refs_stand_where_markers_stood(xml):
    root = etree.fromstring(xml)
    text = root.xpath("c:edition[@id='1997']//c:section[@cite='53A']/c:content[@lang='en']",
                      namespaces=N)[0]
    note = text.find("c:noteRef", N)
    assert note.get("n") == "16" and text.text.endswith("plays")
    assert note.tail.startswith(" to the irregular lead")


def test_refs_and_backlinks_are_written(corpus):
    start = corpus.editions["2017"].clause("64B8").text["en"].value.index("Law 62C3")
    ref = SimpleNamespace(edition="2017", lang="en", source_eid="law_64__sec_B__para_8",
                          source_cite="64B8", where="text", n="", start=start,
                          end=start + 8,
                          target="62C3", status="resolved", target_edition="2017",
                          target_eid="law_62__sec_C__para_3", href="#/2017/law_62__sec_C__para_3")
    root = etree.fromstring(corpus_xml(corpus, [ref]))
    validate(etree.tostring(root))
    el = root.xpath("//c:paragraph[@eId='ed_2017__law_64__sec_B__para_8']/c:content/c:ref",
                    namespaces=N)[0]
    assert el.text == "Law 62C3" and el.get("target") == "62C3"
    back = root.xpath("c:edition[@id='2017']//c:paragraph[@eId='ed_2017__law_62__sec_C__para_3']"
                      "/c:citedBy", namespaces=N)[0]
    # the citing clause addressed as a <ref> addresses its target, never by an eId of its own
    assert (back.get("cite"), back.get("href"), back.get("eId")) == (
        "64B8", "/akn/bridge/laws/2017/!main~law_64__sec_B__para_8", None)


@pytest.mark.parametrize(("edition", "law", "lang", "source", "title"), [
    ("2017", "62", "en", "manifest", "Correction of a Revoke"),
    ("2017", "67", "en", "manifest", "Defective Trick"),
    ("2017", "64", "en", None, "PROCEDURE AFTER ESTABLISHMENT OF A REVOKE"),
])
def test_supplied_titles_are_marked(xml, edition, law, lang, source, title):
    root = etree.fromstring(xml)
    el = root.xpath(f"c:edition[@id='{edition}']//c:law[@num='{law}']/c:title[@lang='{lang}']",
                    namespaces=N)[0]
    assert (el.get("source"), el.text) == (source, title)


ENTRY = ('[[source]]\nfile = "t.txt"\nreader = "table"\neditions = ["1997"]\n'
         'languages = ["ru", "en"]\norigin = "test"\n')
ROW = "ПРАВИЛО 70. ЗАГОЛОВОК A. ПервыйТекст. | LAW 70 - TITLE A. FirstText one. |\n"


@pytest.mark.parametrize("value", [
    "a & b", "x < y > z", 'say "hi"', "it's", "tab\there", "line\nend", "cr\rhere",
    "]]>", "&amp; as written", "ελληνικά и русский", "  spaced  ",
])
def test_strings_come_back_exactly(make_sources, value):
    """The XML is made from markup: every string must survive escaping and parsing."""
    corpus = load_corpus(make_sources({"t.txt": ROW}, [ENTRY]))
    clause = corpus.editions["1997"].laws["70"].clause("70A")
    clause.text["en"].value = value
    clause.heading["en"] = value
    corpus.sources[0].origin = value
    xml = corpus_xml(corpus, predicate=lambda edition, cite: value if cite == "70A" else None)
    validate(xml)
    root = etree.fromstring(xml)
    el = root.xpath("//c:section[@cite='70A']", namespaces=N)[0]
    assert el.get("predicate") == value
    assert el.find("c:content[@lang='en']", N).text == value
    assert el.find("c:heading[@lang='en']", N).text == value
    assert root.find("c:sources/c:source/c:origin", N).text == value


@pytest.mark.parametrize(("where", "written"), [
    ("origin", b"<origin></origin>"),  # set, but empty
    ("label", b'<num lang="en"></num>'),
    ("heading", b'<heading lang="en"/>'),  # mixed content with no text
    ("text", b'<content lang="en" line="1"/>'),
])
def test_empty_strings(make_sources, where, written):
    corpus = load_corpus(make_sources({"t.txt": ROW}, [ENTRY]))
    clause = corpus.editions["1997"].laws["70"].clause("70A")
    if where == "origin":
        corpus.sources[0].origin = ""
    elif where == "label":
        clause.labels["en"] = ""
    elif where == "heading":
        clause.heading["en"] = ""
    else:
        clause.text["en"].value = ""
    xml = corpus_xml(corpus)
    validate(xml)
    assert written in xml
    assert b"_empty_text" not in xml


def test_divisions_nest_where_named_and_placed_before():
    """A division inside the one it names if that came first, else in the edition; a law
    inside its division, else in the edition; each holder's contents in the order of the first
    law they hold in the sources."""
    divs = [Division("part", "I", "part_I"), Division("section", "2", "sec_2", parent="sec_3"),
            Division("section", "3", "sec_3", parent="part_I")]
    laws = {n: Law(kind="law", num=n, cite=n, eid=f"law_{n}", source="t.txt", division=d,
                   lines={"en": int(n)})
            for n, d in (("1", "sec_2"), ("2", "part_I"), ("3", "nowhere"), ("4", "sec_3"))}
    corpus = Corpus(editions={"1997": Edition("1997", laws=laws, divisions=divs)},
                    sources=[Source("t.txt", "table", ["1997"], ["en"], "test", sha256="0" * 64)])
    xml = corpus_xml(corpus)
    validate(xml)
    edition = etree.fromstring(xml).find("c:edition", N)

    def tree(el):
        return [(child.get("eId"), tree(child)) for child in el
                if etree.QName(child).localname in ("division", "law")]

    assert tree(edition) == [
        ("ed_1997__sec_2", [("ed_1997__law_1", [])]),
        ("ed_1997__part_I", [("ed_1997__law_2", []), ("ed_1997__sec_3", [("ed_1997__law_4", [])])]),
        ("ed_1997__law_3", []),
    ]


def test_laws_stand_in_source_order(make_sources):
    """The forum post redrafts 61-64 before 47: the file keeps that order (the model's
    `Edition.laws` stays in law order for the other stages)."""
    root = etree.fromstring(corpus_xml(load_corpus()))
    nums = root.xpath("c:edition[@id='proposal-2012']//c:law/@num", namespaces=N)
    assert nums == ["61", "62", "63", "64", "47", "49", "50"]


HELDOUT = Path(__file__).parent / "heldout"


@pytest.mark.parametrize("layout", ["", "table", "bilingual", "editions", "forum"])
def test_eids_unique_in_the_whole_file_and_valid(layout):
    """As the build writes the file: with every reference and its backlink (`citedBy`). A
    backlink once carried the citing clause's eId: 43 eIds of the shipped corpus stood twice
    or more, once per place (and language) their clause cites."""
    from bridgelaws.xref import corpus_refs

    corpus = load_corpus(HELDOUT / layout if layout else None)
    refs = corpus_refs(corpus)
    xml = corpus_xml(corpus, refs)
    validate(xml)
    eids = etree.fromstring(xml).xpath("//@eId")
    assert len(eids) == len(set(eids)) > 0
    assert corpus_xml(corpus, refs) == xml  # byte-deterministic


def test_any_edition_and_language_the_manifest_declares(make_sources):
    entry = ('[[source]]\nfile = "e.txt"\nreader = "editions"\neditions = ["1987"]\n'
             'languages = ["it"]\norigin = "test"\n')
    text = "1987 Law\nLAW 9 - PROCEDURA\nA. Richiamo\n1. Qualsiasi giocatore può richiamare.\n"
    corpus = load_corpus(make_sources({"e.txt": text}, [entry]))
    xml = corpus_xml(corpus)
    validate(xml)
    root = etree.fromstring(xml)
    el = root.xpath("c:edition[@id='1987']//c:paragraph[@cite='9A1']/c:content", namespaces=N)[0]
    assert el.get("lang") == "it" and el.text.startswith("Qualsiasi")


def _pretty(xml: bytes) -> bytes:
    """What lxml's pretty-printer makes of the document's tree (indentation dropped first)."""
    tree = etree.fromstring(xml, etree.XMLParser(remove_blank_text=True, huge_tree=True))
    return etree.tostring(tree, xml_declaration=True, encoding="UTF-8", pretty_print=True)


def test_written_as_lxml_pretty_prints_it(corpus, xml):
    """The writer makes the text itself, in the layout libxml2's xmlNodeDumpOutput gives the
    tree: parsing it and pretty-printing the tree gives back the same bytes."""
    assert _pretty(xml) == xml
    assert _pretty(corpus_xml(corpus, predicate=lambda edition, cite: "p")) == corpus_xml(
        corpus, predicate=lambda edition, cite: "p")


def _ref(start: int, end: int) -> SimpleNamespace:
    return SimpleNamespace(edition="1997", lang="en", source_eid="law_70__sec_A",
                           source_cite="70A", where="text", n="", start=start, end=end,
                           target="12", status="resolved", target_edition="1997",
                           target_eid="law_70", href="#/1997/law_70")


REF = '<ref href="#/1997/law_70" target="12" status="resolved">'


@pytest.mark.parametrize(("value", "notes", "refs", "written"), [
    # Text of its own: everything inside written inline.
    ("see Law 12", [], [(4, 10)], f'<content lang="en" line="1">see {REF}Law 12</ref></content>'),
    ("plays", [(5, "16")], [], '<content lang="en" line="1">plays<noteRef n="16" mark="16"/>'
                               "</content>"),
    # Only elements (a text that is all one reference, a text that is only a marker): each
    # child on its own line, indented one level more (section 70A stands at depth 3).
    ("Law 12", [], [(0, 6)], f'<content lang="en" line="1">\n          {REF}Law 12</ref>\n'
                             "        </content>"),
    ("", [(0, "*")], [], '<content lang="en" line="1">\n          <noteRef n="*" mark="*"/>\n'
                         "        </content>"),
    ("Law 12", [(6, "3")], [(0, 6)], f'<content lang="en" line="1">\n          {REF}Law 12</ref>'
     '\n          <noteRef n="3" mark="3"/>\n        </content>'),
    ("Law 12", [(3, "3")], [(0, 6)], f'<content lang="en" line="1">\n          {REF}Law'
     '<noteRef n="3" mark="3"/> 12</ref>\n        </content>'),
])
def test_mixed_content_layout(make_sources, value, notes, refs, written):
    """Worked out by hand from libxml2's rule (xmlsave.c): an element with a text child is
    written without indentation inside; one with element children only, indented."""
    from bridgelaws.corpus.model import NoteMark

    corpus = load_corpus(make_sources({"t.txt": ROW}, [ENTRY]))
    text = corpus.editions["1997"].laws["70"].clause("70A").text["en"]
    text.value, text.notes = value, [NoteMark(offset, n, n) for offset, n in notes]
    xml = corpus_xml(corpus, [_ref(start, end) for start, end in refs])
    validate(xml)
    assert written.encode() in xml
    assert _pretty(xml) == xml
