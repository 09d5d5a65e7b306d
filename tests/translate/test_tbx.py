from lxml import etree
from translate.storage.tbx import tbxfile

from bridgelaws.translate.tbx import tbx_document
from bridgelaws.translate.terms import load_terms


def test_tbx_reads_back_with_translate_toolkit():
    terms = load_terms()
    store = tbxfile.parsestring(tbx_document(terms))
    assert [unit.getid() for unit in store.units] == [term.id for term in terms]
    by_id = {unit.getid(): unit for unit in store.units}
    for term in terms:
        unit = by_id[term.id]
        assert [t.text for t in unit.get_source_terms()] == [
            form for rendering in term.renderings["en"] for form in rendering
        ]
        for lang in set(term.renderings) - {"en"}:
            found = unit.get_target_terms(lang)
            assert found[0].text == term.names(lang)[0]
            assert found[0].administrative_status == "preferredTerm-admn-sts"


def test_tbx_is_tbx_basic_and_deterministic():
    data = tbx_document(load_terms())
    assert data == tbx_document(load_terms())
    root = etree.fromstring(data)
    assert root.tag == "martif" and root.get("type") == "TBX-Basic"
    revoke = root.find(".//termEntry[@id='revoke']")
    assert [
        ls.get("{http://www.w3.org/XML/1998/namespace}lang") for ls in revoke.iter("langSet")
    ] == [
        "en",
        "ru",
        "el",
    ]
    assert revoke.findtext("note").startswith("noun and verb")
