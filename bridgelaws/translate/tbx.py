"""The term base as TBX (ISO 30042:2019), TBX-Basic dialect in DCA style, the current
standard that TBX tools read: `<tbx type="TBX-Basic" style="dca">` in the namespace
urn:iso:std:iso:30042:ed-2; one `<conceptEntry>` per term, one `<langSec>` per language
that has a rendering, one `<termSec>` per form, the preferred one first.

A language the term base gives no rendering for has no `<langSec>`: a missing rendering is
absent, never another language's words.
"""

from __future__ import annotations

from bridgelaws.translate.terms import Term

NS = "urn:iso:std:iso:30042:ed-2"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
STATUS = ("preferredTerm-admn-sts", "admittedTerm-admn-sts")
# The TBX-Basic dialect's schema, as the 2019 standard's dialects name theirs.
SCHEMA = ("https://raw.githubusercontent.com/LTAC-Global/TBX-Basic_dialect/master/DCA/"
          "TBXcoreStructV03_TBX-Basic_integrated.rng")


def q(tag: str) -> str:
    return f"{{{NS}}}{tag}"


def tbx_document(terms: tuple[Term, ...]) -> bytes:
    from lxml import etree

    root = etree.Element(q("tbx"), {"type": "TBX-Basic", "style": "dca", XML_LANG: "en"},
                         nsmap={None: NS})
    file_desc = etree.SubElement(etree.SubElement(root, q("tbxHeader")), q("fileDesc"))
    title = etree.SubElement(etree.SubElement(file_desc, q("titleStmt")), q("title"))
    langs = sorted({lang for term in terms for lang in term.renderings})
    title.text = f"Laws of Duplicate Bridge: term base ({', '.join(langs)})"
    source = etree.SubElement(etree.SubElement(file_desc, q("sourceDesc")), q("p"))
    source.text = "bridgelaws/translate/terms.toml"
    body = etree.SubElement(etree.SubElement(root, q("text")), q("body"))
    for term in terms:
        entry = etree.SubElement(body, q("conceptEntry"), id=term.id)
        if term.note:
            etree.SubElement(entry, q("note")).text = term.note
        for lang, renderings in term.renderings.items():
            forms = [form for rendering in renderings for form in rendering]
            if not forms:
                continue
            lang_sec = etree.SubElement(entry, q("langSec"), {XML_LANG: lang})
            for n, form in enumerate(forms):
                term_sec = etree.SubElement(lang_sec, q("termSec"))
                etree.SubElement(term_sec, q("term")).text = form
                status = etree.SubElement(term_sec, q("termNote"), type="administrativeStatus")
                status.text = STATUS[min(n, 1)]
    model = etree.ProcessingInstruction(
        "xml-model", f'href="{SCHEMA}" type="application/xml" '
                     'schematypens="http://relaxng.org/ns/structure/1.0"')
    return (b'<?xml version="1.0" encoding="UTF-8"?>\n'
            + etree.tostring(model) + b"\n"
            + etree.tostring(root, encoding="UTF-8", pretty_print=True))
