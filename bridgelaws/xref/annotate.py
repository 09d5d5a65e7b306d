"""Annotate any text (a forum post, an appeal write-up): its references, resolved and linked.

The input is kept character for character; html and md only wrap each resolved
reference in a link to its law's page on the site (`links.page_url`). References the
corpus cannot answer stay plain in md and become a `<span>` with their status in html.
"""

from __future__ import annotations

import html
import json
import sys
from pathlib import Path

from bridgelaws.corpus.model import Corpus
from bridgelaws.errors import BridgelawsError
from bridgelaws.xref.find import grammar
from bridgelaws.xref.links import page_url
from bridgelaws.xref.normalise import range_ends
from bridgelaws.xref.refs import Ref, text_refs
from bridgelaws.xref.resolve import RESOLVED, Resolver

FORMATS = ("json", "html", "md")


def read_input(path: str) -> str:
    """The text of PATH, or of standard input for `-`; UTF-8 only, line endings as given."""
    name = "<stdin>" if path == "-" else path
    try:
        data = sys.stdin.buffer.read() if path == "-" else Path(path).read_bytes()
    except OSError as err:
        raise BridgelawsError(f"cannot read: {err.strerror}", file=name) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data[: err.start].count(b"\n") + 1
        raise BridgelawsError(
            f"not UTF-8: byte 0x{data[err.start]:02x} at offset {err.start}", file=name, line=line
        ) from None


def annotate(
    text: str,
    lang: str,
    corpus: Corpus,
    edition: str | None = None,
    resolver: Resolver | None = None,
) -> list[Ref]:
    """The references in free text, resolved in `edition`.

    Without an edition each reference resolves in the newest edition that holds it
    (Ref.target_edition says which): a forum post rarely says which edition it means.
    """
    grammar(lang)  # an unknown language is an error even in a text with no references
    resolver = resolver or Resolver(corpus)
    if edition:
        resolver.chain(edition)  # an edition not in the corpus is an error, references or not
    return text_refs(resolver, text, lang, edition or "")


def _url(ref: Ref, base: str) -> str:
    return page_url(ref.target_edition, range_ends(ref.target)[0], base)


def _escape_html(text: str) -> str:
    return html.escape(text, quote=False)


def _wrap_html(ref: Ref, base: str) -> str:
    text = _escape_html(ref.text)
    if ref.status == RESOLVED:
        url = html.escape(_url(ref, base))
        return f'<a class="ref" href="{url}" data-target="{html.escape(ref.target)}">{text}</a>'
    return f'<span class="ref {ref.status}" data-target="{html.escape(ref.target)}">{text}</span>'


def _wrap_md(ref: Ref, base: str) -> str:
    return f"[{ref.text}]({_url(ref, base)})" if ref.status == RESOLVED else ref.text


def render(text: str, refs: list[Ref], fmt: str, base: str = "") -> str:
    if fmt == "json":
        rows = [
            {
                "start": r.start,
                "end": r.end,
                "text": r.text,
                "target": r.target,
                "status": r.status,
                "edition": r.target_edition,
            }
            for r in refs
        ]
        return json.dumps(rows, ensure_ascii=False, indent=2) + "\n"
    if fmt not in FORMATS:
        raise BridgelawsError(f"unknown format {fmt!r} (known: {', '.join(FORMATS)})")
    wrap, escape = (_wrap_html, _escape_html) if fmt == "html" else (_wrap_md, str)
    out, last = [], 0
    for ref in refs:
        out.append(escape(text[last : ref.start]))
        out.append(wrap(ref, base))
        last = ref.end
    out.append(escape(text[last:]))
    return "".join(out)
