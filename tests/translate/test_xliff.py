"""The update package as XLIFF 1.2 (OASIS Standard, 1 February 2008), read back with
translate-toolkit, the library CAT tools (Pootle, Weblate, Virtaal) read XLIFF with."""

import pytest
from lxml import etree
from translate.storage.placeables.xliff import X
from translate.storage.xliff import xlifffile

from bridgelaws.corpus.model import Text
from bridgelaws.errors import BridgelawsError
from bridgelaws.translate.xliff import NS, xliff_document

N = {"x": NS}


def uid(unit) -> str:
    """The trans-unit's own id (translate-toolkit prefixes the file's `original` and \\x04)."""
    return unit.getid().split("\x04")[-1]


def codes(unit, rich) -> list[str]:
    """The ids of the <x/> codes translate-toolkit sees in a rich string."""
    return [p.id for elem in rich for p in elem.flatten() if isinstance(p, X)]


def store(update_corpus) -> xlifffile:
    return xlifffile.parsestring(xliff_document(update_corpus, "1990", "2020", "en-ru"))


def test_units_states_and_targets(update_corpus):
    units = {uid(u): u for u in store(update_corpus).units}
    assert list(units) == ["10/title", "10A/text", "10B/text", "10C/text", "10D/text"]
    # XLIFF 1.2 attribute state: an unchanged source keeps the old translation as final
    assert [units[i].target for i in units] == [
        "ВЫМЫШЛЕННОЕ ПРАВИЛО", "Следующий игрок играет после хода.", None, None,
        "Болван не может участвовать в розыгрыше.",
    ]
    finals = [u.xmlelement.find("x:target", N) for u in units.values()]
    assert [t.get("state") if t is not None else None for t in finals] == [
        "final", "final", None, None, "final"]
    assert units["10D/text"].getnotes() == "unchanged since 1990 (there 10C)"
    assert units["10C/text"].getnotes() == "new: no clause of 1990 is 50% alike"


def test_changed_unit_has_alt_trans_and_diff_note(update_corpus):
    unit = next(u for u in store(update_corpus).units if uid(u) == "10B/text")
    (alt,) = unit.getalttrans()  # XLIFF 1.2 <alt-trans>, match-quality, origin
    assert (alt.source, alt.target) == ("The card is played.", "Карта сыграна.")
    element = unit.xmlelement.find("x:alt-trans", N)
    assert (element.get("match-quality"), element.get("origin")) == ("80", "1990")
    assert unit.getnotes() == (
        "changed since 1990 (10B, 80% alike): The card is [-played.-] {+played at once.+}")


def test_footnote_marker_is_an_x_code_in_source_and_target(update_corpus):
    unit = next(u for u in store(update_corpus).units if uid(u) == "10A/text")
    assert codes(unit, unit.rich_source) == ["1"] and codes(unit, unit.rich_target) == ["1"]
    x = unit.xmlelement.find("x:source/x:x", N)
    # XLIFF 1.2 Inline Elements, <x/>: a standalone code; ctype x-..., equiv-text as written
    assert dict(x.attrib) == {"id": "1", "ctype": "x-footnote", "equiv-text": "16"}
    assert x.tail == " to the lead."


def test_markers_written_differently_pair_by_footnote(update_corpus):
    clause = update_corpus.editions["1990"].laws["10"].children[1]
    clause.text["en"] = Text("The card is played.", [])
    data = xliff_document(update_corpus, "1990", "2020", "en-ru")
    assert data == xliff_document(update_corpus, "1990", "2020", "en-ru")  # deterministic
    assert b"<x " not in data.split(b'id="10B/text"')[1].split(b"</trans-unit>")[0]


def test_errors(update_corpus):
    with pytest.raises(BridgelawsError, match="bad language pair"):
        xliff_document(update_corpus, "1990", "2020", "en-de")
    with pytest.raises(BridgelawsError, match="no edition"):
        xliff_document(update_corpus, "1990", "2030", "en-ru")


def every_code(element) -> list[str]:
    return [x.get("equiv-text") for x in element.iter(f"{{{NS}}}x")]


@pytest.mark.parametrize(("old", "new", "pair"), [
    ("1997", "2017", "en-ru"), ("1997", "2017", "ru-en"), ("2017", "2017", "en-el"),
    ("1997", "proposal-2012", "en-ru"),
])
def test_shipped_exports_read_back_without_loss(corpus, old, new, pair):
    src = pair.split("-")[0]
    data = xliff_document(corpus, old, new, pair)
    units = xlifffile.parsestring(data).units
    edition = corpus.editions[new]
    expected = []
    for law in edition.laws.values():
        if src in law.title:
            expected.append(f"{law.cite}/title")
        for clause in law.walk():
            expected += [f"{clause.cite}/heading"] * (src in clause.heading)
            expected += [f"{clause.cite}/text"] * bool(
                src in clause.text and clause.text[src].value)
        expected += [f"{law.cite}/note/{note.n}" for note in law.footnotes if note.text.get(src)]
    assert [uid(u) for u in units] == expected
    for unit in units:
        cite, part = uid(unit).split("/", 1)
        if part.startswith("note/"):
            note = next(n for n in edition.laws[cite].footnotes if f"note/{n.n}" == part)
            assert unit.source == note.text[src]
        if part != "text":
            continue
        text = edition.clause(cite).text[src]
        # every marker of the clause is an <x/> code, in place: words + codes = the source
        source = unit.xmlelement.find("x:source", N)
        assert every_code(source) == [m.mark for m in text.notes]
        assert "".join(source.itertext()) == text.value
        assert len(codes(unit, unit.rich_source)) == len(text.notes)
    root = etree.fromstring(data)
    assert root.get("version") == "1.2"


def test_shipped_2017_update_from_1997(corpus):
    units = xlifffile.parsestring(xliff_document(corpus, "1997", "2017", "en-ru")).units
    state = {uid(u): u.xmlelement.find("x:target", N) is not None for u in units}
    # hand-checked in the texts: 1997 62D1 and 2017 62D1 read the same, word for word
    assert state["62D1/text"] and state["64/title"]
    assert not state["67A/text"]  # Law 67 is not in the 1997 translation


def test_xliff_2_read_back_with_translate_toolkit(corpus):
    """XLIFF 2.0 (OASIS Standard 2014): translate-toolkit's Xliff2File reads every unit,
    each footnote marker a <ph> (inline codes) whose marker is in originalData."""
    from translate.storage.xliff2 import Xliff2File

    from bridgelaws.translate.xliff2 import MTC, xliff2_document
    from bridgelaws.translate.xliff2 import NS as NS2

    data = xliff2_document(corpus, "1997", "2017", "en-ru")
    store = Xliff2File.parsestring(data)
    one_two = xlifffile.parsestring(xliff_document(corpus, "1997", "2017", "en-ru")).units
    assert len(store.units) == len(one_two)
    root = etree.fromstring(data)
    units = list(root.iter(f"{{{NS2}}}unit"))
    assert [u.get("name") for u in units] == [uid(u) for u in one_two]
    edition = corpus.editions["2017"]
    for unit in units:
        cite, part = unit.get("name").split("/", 1)
        source = unit.find(f"{{{NS2}}}segment/{{{NS2}}}source")
        if part == "text":
            notes = edition.clause(cite).text["en"].notes
            phs = source.findall(f"{{{NS2}}}ph")
            data_of = {d.get("id"): d.text for d in unit.iter(f"{{{NS2}}}data")}
            assert [data_of[ph.get("dataRef")] for ph in phs] == [m.mark for m in notes]
    changed = next(u for u in units if u.get("name") == "62A/text")
    match = changed.find(f"{{{MTC}}}matches/{{{MTC}}}match")
    assert (match.get("matchQuality"), match.get("origin"), match.get("ref")) == (
        "76", "1997", "#s1")
    final = next(u for u in units if u.get("name") == "62D1/text")
    assert final.find(f"{{{NS2}}}segment").get("state") == "final"
