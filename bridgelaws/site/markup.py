"""One clean string as HTML: its references as links, its terms marked as links to the
glossary, its footnote markers put back.

Everything the source wrote is escaped here (every value put into the f-strings goes through
`esc`); the only tags are the ones this module adds.
References and markers are placed by character offsets into the clean string
(`Ref.start/end`, term spans, `NoteMark.offset`), so nothing is searched for twice.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from operator import itemgetter
from typing import NamedTuple, Protocol

from bridgelaws.corpus.model import NoteMark
from bridgelaws.site.ui import words

RESOLVED = "resolved"


class RefLike(Protocol):
    """What the site reads of a reference (bridgelaws.xref.Ref has these fields)."""

    edition: str
    lang: str
    source_cite: str
    source_eid: str
    where: str  # "title" | "heading" | "text" | "footnote" | "matter"
    n: str  # footnote key, matter paragraph index, else ""
    start: int
    end: int
    text: str
    target: str
    status: str
    target_edition: str
    target_eid: str


class Link(NamedTuple):
    """Where a resolved reference goes and how it is described (a tuple: made for every
    link of every page, and a frozen dataclass takes twice as long to make)."""

    href: str
    title: str


def esc(text: str) -> str:
    """markupsafe's escaping, on a plain str: the site escapes many short pieces per string
    and joins them once, which wrapping each in `Markup` made the build's slowest step.
    Most pieces (links, citations, words) have nothing to escape: five scans for one
    character each take half the time of five replacements."""
    if "&" in text or "<" in text or ">" in text or "'" in text or '"' in text:
        return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("'", "&#39;").replace('"', "&#34;"))
    return text


def link_open(cls: str, target: Link) -> str:
    return f'<a class="{cls}" href="{esc(target.href)}" title="{esc(target.title)}">'


def ref_html(ref: RefLike, text: str, link: Callable[[RefLike], Link | None]) -> str:
    """A reference: a link where it resolves, otherwise plain text saying why not."""
    target = link(ref) if ref.status == RESOLVED else None
    if target is not None:
        return f"{link_open('ref', target)}{esc(text)}</a>"
    t = words(ref.lang)  # said in the language of the text the reference stands in
    if ref.status == "outside-corpus":
        why = t["ref_outside"].format(target=ref.target)
    else:
        why = t["ref_missing"].format(target=ref.target)
    return f'<span class="ref-out" title="{esc(why)}">{esc(text)}</span>'


def note_html(note: NoteMark, href: str | None, lang: str = "en") -> str:
    if href is None:
        why = words(lang)["no_note_text"]
        return f'<sup class="fn" title="{esc(why)}">{esc(note.mark)}</sup>'
    return f'<sup class="fn"><a href="{esc(href)}">{esc(note.mark)}</a></sup>'


def markup(
    value: str,
    refs: list[RefLike],
    notes: list[NoteMark],
    link: Callable[[RefLike], Link | None],
    note_href: Callable[[NoteMark], str | None],
    terms: list[tuple[int, int, str]] = (),
    term_tags: Mapping[str, str] | None = None,
    lang: str = "en",
) -> str:
    """`value` as escaped HTML with `refs` linked, `terms` (start, end, term id) marked and
    `notes` placed; `term_tags` holds each term's opening tag (`link_open`), by term id;
    `lang` is the string's language, for the words of the titles.

    Overlapping references keep the first; a term overlapping a reference is left unmarked
    (the reference's link wins); a marker inside a reference or term goes after it.
    A plain str: the callers join it into more HTML and wrap the whole once in `Markup`
    where a template shows it.
    """
    # Most strings need no escaping at all (five scans for one character each take half
    # the time of one regular expression's scan for any of them).
    special = ("&" in value or "<" in value or ">" in value or "'" in value
               or '"' in value)
    size = len(value)
    if not refs and not notes:  # the common case: terms at most, in text order, apart
        out, pos = [], 0
        for start, end, term in terms:
            if end <= size:
                out += (value[pos:start], term_tags[term], value[start:end], "</a>")
                pos = end
        out.append(value[pos:])
        if special:
            out[::2] = map(esc, out[::2])  # the source's text: every piece but the tags
        return "".join(out)
    spans: list[tuple[int, int, str]] = []  # value[start:end] is replaced by the html
    last = 0
    for ref in sorted(refs, key=lambda r: (r.start, -r.end)) if refs else ():
        if ref.start >= last and ref.end <= size:
            spans.append((ref.start, ref.end, ref_html(ref, value[ref.start : ref.end], link)))
            last = ref.end
    taken = [(start, end) for start, end, _ in spans]  # in text order, apart
    i = 0
    for start, end, term in terms:  # in text order too: one pass over both
        while i < len(taken) and taken[i][1] <= start:
            i += 1
        if end <= size and (i == len(taken) or taken[i][0] >= end):
            word = value[start:end]
            spans.append((start, end, f"{term_tags[term]}{esc(word) if special else word}</a>"))
    for note in notes:
        at = next((end for start, end, _ in spans if start < note.offset < end), note.offset)
        spans.append((at, at, note_html(note, note_href(note), lang)))
    if taken and terms or notes:
        spans.sort(key=itemgetter(0, 1))
    out, pos = [], 0
    for start, end, html in spans:
        out += [value[pos:start], html]
        pos = end
    out.append(value[pos:])
    if special:
        out[::2] = map(esc, out[::2])  # the source's own text, between the marks
    return "".join(out)
