"""Annotate any text (a forum post, an appeal write-up): its references, resolved and linked.

The input is kept character for character. `md` wraps each reference the corpus can show
(resolved, or found in another edition) in a link to its law's page on the site
(`links.page_url`, absolute with `base`). `html` takes HTML: only text nodes are read
(never tags, comments, script, style, title, textarea, or the text of an existing link),
and the only change is an `<a>` around each such reference, so removing the added tags
gives back the input byte for byte.
"""

from __future__ import annotations

import html
import re
import sys
from collections.abc import Iterator
from json.encoder import encode_basestring
from pathlib import Path

from bridgelaws.collector import collector_paused
from bridgelaws.corpus.model import Corpus
from bridgelaws.errors import BridgelawsError
from bridgelaws.xref.find import check_language, context_refs
from bridgelaws.xref.links import page_url
from bridgelaws.xref.normalise import range_ends
from bridgelaws.xref.refs import Ref, text_refs
from bridgelaws.xref.resolve import OTHER, RESOLVED, Resolver

FORMATS = ("json", "html", "md")
_TARGET = Ref._fields.index("target")
_LINKED = (RESOLVED, OTHER)  # the statuses `link_url` links
# What in HTML is not a text node, or holds text that must not get links; a `<` that opens
# no tag is text.
_NOT_TEXT = re.compile(
    r"<!--.*?(?:-->|\Z)|<!\[CDATA\[.*?(?:\]\]>|\Z)"
    r"|<(script|style|title|textarea|a)\b[^>]*>.*?(?:</\1\s*>|\Z)"
    r"|</?[A-Za-z!?][^>]*>?",
    re.DOTALL | re.IGNORECASE,
)


# A character reference in a text node: read as the character it stands for (`Law&nbsp;64`,
# `Laws 61&ndash;64`), while the page keeps its bytes around and inside the link.
_CHAR_REF = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")


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


def text_nodes(markup: str) -> list[tuple[int, int]]:
    """(start, end) of each stretch of `markup` that is text a link may go into."""
    spans, last = [], 0
    for m in _NOT_TEXT.finditer(markup):
        if m.start() > last:
            spans.append((last, m.start()))
        last = m.end()
    if last < len(markup):
        spans.append((last, len(markup)))
    return spans


def unescaped(node: str) -> tuple[str, list[int]]:
    """A text node as a reader sees it, its character references decoded, and where each of
    its positions (its end included) stands in `node`. A reference html does not know, or
    one that stands for two characters, stays as written."""
    out, where, last = [], [], 0
    for m in _CHAR_REF.finditer(node):
        char = html.unescape(m[0])
        if len(char) != 1:
            continue
        out += (node[last:m.start()], char)
        where += (*range(last, m.start()), m.start())
        last = m.end()
    out.append(node[last:])
    where += range(last, len(node) + 1)
    return "".join(out), where


def annotate(
    text: str,
    lang: str,
    corpus: Corpus,
    edition: str | None = None,
    resolver: Resolver | None = None,
    law: str = "",
    fmt: str = "json",
) -> list[Ref]:
    """The references in free text, resolved in `edition`, in order.

    An edition written in the text wins; without one, `edition`; without that, the newest
    official edition (Ref.target_edition says which answered). `law` is the law that
    `this Law` and `see B2 above` mean. With fmt `html` only text nodes are read.
    """
    # an unknown language is an error even in a text with no references
    check_language(lang, lambda: corpus.languages)
    if fmt not in FORMATS:
        raise BridgelawsError(f"unknown format {fmt!r} (known: {', '.join(FORMATS)})")
    resolver = resolver or Resolver(corpus)
    if edition:
        resolver.chain(edition)  # an edition not in the corpus is an error, references or not
    if law and (not law.isdigit() or int(law) < 1):
        raise BridgelawsError(f"--law wants a law number, not {law!r}")
    refs: list[Ref] = []
    # References are tuples that form no cycles: the collector would only trace the corpus
    # and the resolver's tables again, now and then, in the middle of a text.
    with collector_paused():
        for start, read, where in _read_nodes(text, fmt):
            found = text_refs(resolver, read, lang, edition or "", law)
            if where is not None:
                refs += [ref._replace(start=a, end=b, text=text[a:b]) for ref in found
                         for a, b in [(start + where[ref.start], start + where[ref.end])]]
            else:
                refs += [ref.moved(start) for ref in found] if start else found
    return refs


def _read_nodes(text: str, fmt: str) -> Iterator[tuple[int, str, list[int] | None]]:
    """The text as references are read in it: the whole text, or a page's text nodes with
    character references read as the characters they stand for (`Law&nbsp;64B`); each as
    (where it starts, what is read, where each read character stands in the node; None
    where they are the node's own)."""
    for start, end in text_nodes(text) if fmt == "html" else [(0, len(text))]:
        node = text[start:end]
        if fmt == "html" and "&" in node:
            yield start, *unescaped(node)
        else:
            yield start, node, None


def unread_warning(text: str, lang: str, fmt: str = "json", name: str = "<stdin>") -> str:
    """What `annotate` without `law` leaves out, said once, at the first: `this Law`, `see
    B2 above` need the law they stand in. "" when the text holds none (the usual case)."""
    # a page's text as annotate reads it: `Law&nbsp;64 B6` is a cite, no `B6` alone
    for start, read, where in _read_nodes(text, fmt):
        for first in context_refs(read, lang):
            at = start + (where[first.start] if where is not None else first.start)
            line = text.count("\n", 0, at) + 1
            return (f"{name}:{line}: warning: `{first.text}` and any other reference to the"
                    " law it stands in left out: give --law")
    return ""


def link_url(ref: Ref, base: str = "") -> str:
    """Where a reference links to: its page in the edition that holds it; "" if none does."""
    if ref.status == RESOLVED:
        return page_url(ref.target_edition, range_ends(ref.target)[0], base)
    if ref.status == OTHER:
        return page_url(ref.elsewhere[-1], range_ends(ref.target)[0], base)
    return ""


def _a(ref: Ref, base: str, text: str) -> str:
    url = html.escape(link_url(ref, base))
    title = ""
    if ref.status == OTHER:
        where = ", ".join(ref.elsewhere)
        title = f' title="{html.escape(f"{ref.target}: in {where}")}"'
    return (f'<a class="ref {ref.status}" href="{url}"{title}'
            f' data-target="{html.escape(ref.target)}">{text}</a>')


def edition_source(ref: Ref, edition: str | None) -> str:
    """Why this edition answered: named in the text, asked for, or the default."""
    return "text" if ref.named_edition else "option" if edition else "default"


def _json(refs: list[Ref], edition: str | None) -> str:
    """The references as `json.dumps(rows, ensure_ascii=False, indent=2)` writes them,
    byte for byte, but in one join: the json module writes indented output value by value
    in Python, some 10 µs a reference. Strings go through its own (C) string encoder."""
    q = encode_basestring
    rows = []
    for r in refs:
        elsewhere = "[]"
        if r.elsewhere:
            elsewhere = "[\n      " + ",\n      ".join(map(q, r.elsewhere)) + "\n    ]"
        fields = (f'"start": {r.start}', f'"end": {r.end}', f'"text": {q(r.text)}',
                  f'"target": {q(r.target)}', f'"status": {q(r.status)}',
                  f'"edition": {q(r.target_edition)}',
                  f'"edition_from": {q(edition_source(r, edition))}', f'"elsewhere": {elsewhere}')
        rows.append("  {\n    " + ",\n    ".join(fields) + "\n  }")
    return "[\n" + ",\n".join(rows) + "\n]\n" if rows else "[]\n"


def render(text: str, refs: list[Ref], fmt: str, base: str = "",
           edition: str | None = None) -> str:
    if fmt == "json":
        return _json(refs, edition)
    if fmt not in FORMATS:
        raise BridgelawsError(f"unknown format {fmt!r} (known: {', '.join(FORMATS)})")
    out, last = [], 0
    urls: dict[tuple, str] = {}  # the same target recurs through a text
    html_in = fmt == "html"
    for ref in refs:
        if ref.status not in _LINKED:
            continue  # no edition holds it: no link, the text stays as it is
        # The fields from `target` on, in one slice: all that the link depends on.
        if (url := urls.get(answer := ref[_TARGET:])) is None:
            url = urls[answer] = link_url(ref, base)
        if not url:
            continue
        start = ref.start
        out.append(text[last:start])
        last = ref.end
        if html_in:  # the text is HTML already: kept as it is
            out.append(_a(ref, base, text[start:last]))
        else:
            out.append(f"[{ref.text}]({url})")
    out.append(text[last:])
    return "".join(out)
