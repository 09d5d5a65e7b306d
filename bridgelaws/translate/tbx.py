"""The term base as TBX-Basic (ISO 30042 martif), which CAT tools and translate-toolkit
read: one termEntry per term, one langSet per language, the preferred form first."""

from __future__ import annotations

from bridgelaws.translate.terms import Term

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
STATUS = ("preferredTerm-admn-sts", "admittedTerm-admn-sts")


def tbx_document(terms: tuple[Term, ...]) -> bytes:
    from lxml import etree

    root = etree.Element("martif", {"type": "TBX-Basic", XML_LANG: "en"})
    header = etree.SubElement(root, "martifHeader")
    file_desc = etree.SubElement(header, "fileDesc")
    title = etree.SubElement(etree.SubElement(file_desc, "titleStmt"), "title")
    title.text = "Laws of Duplicate Bridge: term base (en, ru, el)"
    source = etree.SubElement(etree.SubElement(file_desc, "sourceDesc"), "p")
    source.text = "bridgelaws/translate/terms.toml"
    xcs = etree.SubElement(etree.SubElement(header, "encodingDesc"), "p", type="XCSURI")
    xcs.text = "TBXBasicXCSV02.xcs"
    body = etree.SubElement(etree.SubElement(root, "text"), "body")
    for term in terms:
        entry = etree.SubElement(body, "termEntry", id=term.id)
        if term.note:
            etree.SubElement(entry, "note").text = term.note
        for lang, renderings in term.renderings.items():
            lang_set = etree.SubElement(entry, "langSet", {XML_LANG: lang})
            forms = [form for rendering in renderings for form in rendering]
            for n, form in enumerate(forms):
                tig = etree.SubElement(lang_set, "tig")
                etree.SubElement(tig, "term").text = form
                status = etree.SubElement(tig, "termNote", type="administrativeStatus")
                status.text = STATUS[min(n, 1)]
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True)
