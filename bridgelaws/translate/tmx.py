"""TMX 1.4b export: one language pair per file (what Trados reads), one unit per clause
part, or per sentence where both languages have the same number of sentences (`pairs`).

Footnote markers are `<ph>` codes (TMX 1.4b, Content Markup: `<ph>` holds a standalone native
code; its `x` pairs it with the code of the other `<tuv>`), never dropped. With no edition
given, one memory holds every edition, each unit's edition an `x-edition` `<prop>`.
"""

from __future__ import annotations

from importlib.metadata import version

from bridgelaws.corpus.model import Corpus
from bridgelaws.errors import BridgelawsError
from bridgelaws.translate.inline import Code, Piece, code_ids
from bridgelaws.translate.pairs import SEGMENTS, segment_pairs
from bridgelaws.translate.units import edition_ids, units

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def parse_pair(pair: str, languages: list[str]) -> tuple[str, str]:
    """ "en-ru" -> ("en", "ru"): source then target language, each one of `languages` (those
    the corpus's manifest declares)."""
    langs = tuple(pair.split("-"))
    if len(langs) != 2 or langs[0] == langs[1] or not set(langs) <= set(languages):
        raise BridgelawsError(
            f"bad language pair {pair!r}: two different languages of {', '.join(languages)},"
            " as in en-ru"
        )
    return langs


def fill(element, content: list[Piece], ids: dict[str, str], code) -> None:
    """Put `content` into an lxml element: words as text, each marker as `code(parent, id,
    Code)` (a <ph> here, an <x/> in XLIFF), the words after it as its tail."""
    element.text = ""
    last = None
    for piece in content:
        if isinstance(piece, Code):
            last = code(element, ids[piece.note], piece)
            last.tail = ""
        elif last is None:
            element.text += piece
        else:
            last.tail += piece


def _ph(parent, x: str, piece: Code):
    from lxml import etree

    ph = etree.SubElement(parent, "ph", x=x, type="x-footnote")
    ph.text = piece.mark
    return ph


def tmx_document(corpus: Corpus, edition: str | None, pair: str,
                 segments: str = "clause", locales: dict[str, str] | None = None) -> bytes:
    """The units that have both languages of `pair`, in one edition or (None) all of them,
    as TMX 1.4b (no dates, so the same corpus gives the same bytes); languages written as
    `locales` names them (`en-GB`), else by their codes."""
    from lxml import etree

    src, tgt = parse_pair(pair, corpus.languages)
    tag = {lang: (locales or {}).get(lang, lang) for lang in (src, tgt)}
    if segments not in SEGMENTS:
        raise BridgelawsError(f"segments must be one of {', '.join(SEGMENTS)}, not {segments!r}")
    edition_ids(corpus, edition)
    root = etree.Element("tmx", version="1.4")
    header = etree.SubElement(
        root,
        "header",
        creationtool="bridgelaws",
        creationtoolversion=version("bridgelaws"),
        segtype="sentence" if segments == "sentence" else "paragraph",
        adminlang="en",
        srclang=tag[src],
        datatype="plaintext",
    )
    header.set("o-tmf", "bridgelaws")
    body = etree.SubElement(root, "body")
    held: list[str] = []  # the editions the memory holds, each a header <prop>
    for unit in units(corpus, edition):
        if src not in unit.texts or tgt not in unit.texts:
            continue
        if unit.edition not in held:
            held.append(unit.edition)
            etree.SubElement(header, "prop", type="x-edition").text = unit.edition
        pairs = segment_pairs(unit, src, tgt, segments)
        for n, (src_part, tgt_part) in enumerate(pairs, start=1):
            tuid = f"{unit.edition}/{unit.cite}/{unit.part}"
            tu = etree.SubElement(body, "tu", tuid=f"{tuid}/{n}" if len(pairs) > 1 else tuid)
            for kind, value in (
                ("x-cite", unit.cite),
                ("x-edition", unit.edition),
                ("x-part", unit.part),
            ):
                etree.SubElement(tu, "prop", type=kind).text = value
            ids = code_ids(src_part, tgt_part)
            for lang, part in ((src, src_part), (tgt, tgt_part)):
                tuv = etree.SubElement(tu, "tuv", {XML_LANG: tag[lang]})
                fill(etree.SubElement(tuv, "seg"), part, ids, _ph)
    if not len(body):
        where = f"edition {edition}" if edition else "the corpus"
        raise BridgelawsError(f"{where} has no text in both {src} and {tgt}")
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True)
