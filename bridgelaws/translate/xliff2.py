"""The update package as XLIFF 2.0 (OASIS Standard, 5 August 2014), for tools that want the
newer version; translate-toolkit reads it (`xliff2`). The same units as the 1.2 package:

- a `<unit>` per title, heading, clause text and footnote, its `name` the `CITE/PART` the
  1.2 file uses as id (2.0 ids are NMTOKENs: `u1`, `u2`...), in a `<group>` per law;
- unchanged: `<segment state="final">` with the old translation as target (the `state`
  attribute); changed: the old translation as a Translation Candidates match
  (`<mtc:match matchQuality origin>`) and the word diff as a `<note>`;
- footnote markers: `<ph id dataRef equiv/>` (inline codes), the marker as written kept
  in `<originalData>` and in `equiv`, `subFlows` the unit holding the footnote's words.
"""

from __future__ import annotations

from bridgelaws.corpus.model import Corpus, law_number
from bridgelaws.translate.inline import Code, Piece, code_ids
from bridgelaws.translate.tmx import fill, parse_pair
from bridgelaws.translate.update import UpdateUnit, update_units
from bridgelaws.translate.xliff import note_ids, note_text, summary

NS = "urn:oasis:names:tc:xliff:document:2.0"
MTC = "urn:oasis:names:tc:xliff:matches:2.0"


def q(tag: str, ns: str = NS) -> str:
    return f"{{{ns}}}{tag}"


def _content(parent, tag: str, content: list[Piece], ids: dict[str, str],
             flows: dict[str, str], ns: str = NS):
    """A <source> or <target>: each marker a <ph>, its subFlows the footnote's unit."""
    from lxml import etree

    def code(element, code_id: str, piece: Code):
        attrs = {"id": code_id, "dataRef": f"d{code_id}", "equiv": piece.mark,
                 "disp": piece.mark}
        if piece.note in flows:
            attrs["subFlows"] = flows[piece.note]
        return etree.SubElement(element, q("ph"), attrs)

    element = etree.SubElement(parent, q(tag, ns))
    fill(element, content, ids, code)
    return element


def _unit(group, n: int, item: UpdateUnit, old: str, flows: dict[str, str]) -> None:
    from lxml import etree

    match = item.match
    contents = [item.source, item.target] + ([match.source, match.target] if match else [])
    ids = code_ids(*contents)
    unit = etree.SubElement(group, q("unit"), id=f"u{n}", name=item.id)
    if item.status == "changed":
        matches = etree.SubElement(unit, q("matches", MTC))
        found = etree.SubElement(matches, q("match", MTC), {
            "ref": "#s1", "matchQuality": str(match.quality), "origin": old})
        _content(found, "source", match.source, ids, {})
        _content(found, "target", match.target, ids, {})
    notes = etree.SubElement(unit, q("notes"))
    etree.SubElement(notes, q("note"), category="bridgelaws").text = note_text(item, old)
    marks = {p.note: p.mark for content in contents for p in content if isinstance(p, Code)}
    if marks:
        data = etree.SubElement(unit, q("originalData"))
        for note, code_id in ids.items():
            etree.SubElement(data, q("data"), id=f"d{code_id}").text = marks[note]
    segment = etree.SubElement(unit, q("segment"), id="s1")
    if item.target:
        segment.set("state", "final")
    _content(segment, "source", item.source, ids, flows)
    if item.target:
        _content(segment, "target", item.target, ids, flows)


def xliff2_document(corpus: Corpus, old: str, new: str, pair: str,
                    locales: dict[str, str] | None = None, segments: str = "clause") -> bytes:
    """As `xliff.xliff_document`, in XLIFF 2.0."""
    from lxml import etree

    src, tgt = parse_pair(pair, corpus.languages)
    tag = {lang: (locales or {}).get(lang, lang) for lang in (src, tgt)}
    items = update_units(corpus, old, new, src, tgt, segments)
    root = etree.Element(q("xliff"), {"version": "2.0", "srcLang": tag[src], "trgLang": tag[tgt]},
                         nsmap={None: NS, "mtc": MTC})
    file = etree.SubElement(root, q("file"), id=f"laws-{new}", original=f"laws-{new}.{src}")
    etree.SubElement(etree.SubElement(file, q("notes")), q("note"),
                     category="bridgelaws").text = summary(items, old, new, src, tgt)
    groups: dict[str, object] = {}
    unit_ids = {item.id: f"u{n}" for n, item in enumerate(items, start=1)}
    for item in items:
        num = law_number(item.unit.cite)
        if num not in groups:
            groups[num] = etree.SubElement(file, q("group"), id=f"law-{num}", name=num)
        flows = {key: unit_ids[unit] for key, unit in note_ids(items, item).items()}
        _unit(groups[num], int(unit_ids[item.id][1:]), item, old, flows)
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True)
