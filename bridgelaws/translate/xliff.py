"""The update package: XLIFF 1.2 (OASIS Standard, 1 February 2008) that translate-toolkit,
OmegaT and other CAT tools open as the work to do.

One `<group>` per law, one `<trans-unit>` per title, heading and clause text of the new
edition, its id `CITE/PART` (`62B1/text`). A unit whose source is unchanged carries the
old translation as its `<target state="final">` (XLIFF 1.2, attribute `state`); a
changed one carries the old translation as an `<alt-trans match-quality="NN" origin=OLD>`
(element `<alt-trans>`) and the source's word diff as a `<note from="bridgelaws">`; a new one
has no target. Footnote markers are `<x/>` codes (Inline Elements: a standalone code;
`ctype="x-footnote"`, `equiv-text` the marker as written), never dropped.
"""

from __future__ import annotations

from importlib.metadata import version

from bridgelaws.corpus.model import Corpus, law_number
from bridgelaws.translate.inline import Code, Piece, code_ids
from bridgelaws.translate.tmx import fill, parse_pair
from bridgelaws.translate.units import NOTE, part_kind
from bridgelaws.translate.update import FUZZY, UpdateUnit, update_units

NS = "urn:oasis:names:tc:xliff:document:1.2"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
FOOTNOTE = "x-footnote"


def q(tag: str) -> str:
    return f"{{{NS}}}{tag}"


def _content(parent, tag: str, content: list[Piece], ids: dict[str, str],
             xids: dict[str, str], **attrs):
    """A <source> or <target>: each marker an <x/>, its xid the unit holding the
    footnote's words where the package has one (`xid`: "extern reference")."""
    from lxml import etree

    def code(element, code_id: str, piece: Code):
        attrs = {"id": code_id, "ctype": FOOTNOTE, "equiv-text": piece.mark}
        if piece.note in xids:
            attrs["xid"] = xids[piece.note]
        return etree.SubElement(element, q("x"), attrs)

    element = etree.SubElement(parent, q(tag), attrs)
    fill(element, content, ids, code)
    return element


def _unit(group, item: UpdateUnit, old: str, tgt: str, xids: dict[str, str]) -> None:
    from lxml import etree

    match = item.match
    ids = code_ids(item.source, item.target, *((match.source, match.target) if match else ()))
    tu = etree.SubElement(group, q("trans-unit"), id=item.id, resname=item.id,
                          restype=f"x-{part_kind(item.unit.part)}")
    _content(tu, "source", item.source, ids, xids)
    if item.target:
        _content(tu, "target", item.target, ids, xids, state="final")
    etree.SubElement(tu, q("note"), {"from": "bridgelaws", "annotates": "source"}).text = (
        note_text(item, old))
    if item.status == "changed":
        alt = etree.SubElement(tu, q("alt-trans"), {"match-quality": str(match.quality),
                                                    "origin": old})
        _content(alt, "source", match.source, ids, {})
        _content(alt, "target", match.target, ids, {}, **{XML_LANG: tgt})


def note_text(item: UpdateUnit, old: str) -> str:
    """What the translator is told about a unit: unchanged, changed (with the diff), new."""
    match = item.match
    if item.status == "unchanged":
        moved = f" (there {match.cite})" if match.cite != item.unit.cite else ""
        return f"unchanged since {old}{moved}"
    if item.status == "changed":
        return f"changed since {old} ({match.cite}, {match.quality}% alike): {match.diff}"
    return f"new: no clause of {old} is {FUZZY}% alike"


def summary(items: list[UpdateUnit], old: str, new: str, src: str, tgt: str) -> str:
    counts = {status: sum(i.status == status for i in items)
              for status in ("unchanged", "changed", "new")}
    return (f"Laws of Duplicate Bridge {new}, {src} to {tgt}, from the {old} translation: "
            + ", ".join(f"{n} {status}" for status, n in counts.items()))


def note_ids(items: list[UpdateUnit], item: UpdateUnit) -> dict[str, str]:
    """Footnote key -> the id of the unit holding that footnote of the item's law."""
    prefix = f"{law_number(item.unit.cite)}/{NOTE}/"
    return {other.id[len(prefix):]: other.id for other in items
            if other.id.startswith(prefix)}


def xliff_document(corpus: Corpus, old: str, new: str, pair: str,
                   locales: dict[str, str] | None = None, segments: str = "clause") -> bytes:
    """Edition `new` in the pair's source language, ready to translate from `old`'s
    translation; the same corpus gives the same bytes (no dates). Languages are written as
    `locales` names them (`en-GB`), else by their codes."""
    from lxml import etree

    src, tgt = parse_pair(pair, corpus.languages)
    tag = {lang: (locales or {}).get(lang, lang) for lang in (src, tgt)}
    items = update_units(corpus, old, new, src, tgt, segments)
    root = etree.Element(q("xliff"), version="1.2", nsmap={None: NS})
    file = etree.SubElement(root, q("file"), {
        "original": f"laws-{new}.{src}", "source-language": tag[src], "target-language": tag[tgt],
        "datatype": "plaintext", "product-name": "bridgelaws", "product-version": new,
    })
    header = etree.SubElement(file, q("header"))
    etree.SubElement(header, q("tool"), {"tool-id": "bridgelaws", "tool-name": "bridgelaws",
                                         "tool-version": version("bridgelaws")})
    etree.SubElement(header, q("note"), {"from": "bridgelaws"}).text = summary(
        items, old, new, src, tgt)
    body = etree.SubElement(file, q("body"))
    groups: dict[str, object] = {}
    for item in items:
        num = law_number(item.unit.cite)
        if num not in groups:
            groups[num] = etree.SubElement(body, q("group"), id=f"law-{num}", resname=num,
                                           restype="x-law")
        _unit(groups[num], item, old, tag[tgt], note_ids(items, item))
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True)
