"""TMX 1.4b export: one language pair per file (what Trados reads), one unit per clause
part, or per sentence where both languages have the same number of sentences."""

from __future__ import annotations

from importlib.metadata import version

from bridgelaws.corpus.model import Corpus
from bridgelaws.errors import BridgelawsError
from bridgelaws.translate.pipeline import LANGUAGES
from bridgelaws.translate.units import Unit, units

SEGMENTS = ("clause", "sentence")
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def parse_pair(pair: str) -> tuple[str, str]:
    """ "en-ru" -> ("en", "ru"): source then target language."""
    langs = tuple(pair.split("-"))
    if len(langs) != 2 or langs[0] == langs[1] or not set(langs) <= set(LANGUAGES):
        raise BridgelawsError(
            f"bad language pair {pair!r}: two different languages of {', '.join(LANGUAGES)},"
            " as in en-ru"
        )
    return langs


def segment_pairs(unit: Unit, src: str, tgt: str, segments: str) -> list[tuple[str, str]]:
    """The unit's (source, target) segments: sentence pairs where the counts agree."""
    whole = [(unit.texts[src], unit.texts[tgt])]
    if segments == "clause" or unit.part != "text":
        return whole
    from bridgelaws.translate.segment import sentences

    src_sentences, tgt_sentences = sentences(unit.texts[src], src), sentences(unit.texts[tgt], tgt)
    if len(src_sentences) != len(tgt_sentences):
        return whole
    return list(zip(src_sentences, tgt_sentences, strict=True))


def tmx_document(corpus: Corpus, edition: str, pair: str, segments: str = "clause") -> bytes:
    """The edition's units that have both languages of `pair`, as TMX 1.4b (no dates, so
    the same corpus gives the same bytes)."""
    from lxml import etree

    src, tgt = parse_pair(pair)
    if segments not in SEGMENTS:
        raise BridgelawsError(f"segments must be one of {', '.join(SEGMENTS)}, not {segments!r}")
    root = etree.Element("tmx", version="1.4")
    header = etree.SubElement(
        root,
        "header",
        creationtool="bridgelaws",
        creationtoolversion=version("bridgelaws"),
        segtype="sentence" if segments == "sentence" else "paragraph",
        adminlang="en",
        srclang=src,
        datatype="plaintext",
    )
    header.set("o-tmf", "bridgelaws")
    prop = etree.SubElement(header, "prop", type="x-edition")
    prop.text = edition
    body = etree.SubElement(root, "body")
    for unit in units(corpus, edition):
        if src not in unit.texts or tgt not in unit.texts:
            continue
        pairs = segment_pairs(unit, src, tgt, segments)
        for n, (src_text, tgt_text) in enumerate(pairs, start=1):
            tuid = f"{unit.edition}/{unit.cite}/{unit.part}"
            tu = etree.SubElement(body, "tu", tuid=f"{tuid}/{n}" if len(pairs) > 1 else tuid)
            for kind, value in (
                ("x-cite", unit.cite),
                ("x-edition", unit.edition),
                ("x-part", unit.part),
            ):
                etree.SubElement(tu, "prop", type=kind).text = value
            for lang, text in ((src, src_text), (tgt, tgt_text)):
                tuv = etree.SubElement(tu, "tuv", {XML_LANG: lang})
                etree.SubElement(tuv, "seg").text = text
    if not len(body):
        raise BridgelawsError(f"edition {edition} has no text in both {src} and {tgt}")
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True)
