"""One clean string as HTML: its references as links, its footnote markers put back.

Everything the source wrote is escaped here (every value put into the f-strings goes through
`escape`); the only tags are the ones this module adds.
References and markers are placed by character offsets into the clean string
(`Ref.start/end`, `NoteMark.offset`), so nothing is searched for twice.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from markupsafe import Markup, escape

from bridgelaws.corpus.model import NoteMark

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


@dataclass(frozen=True)
class Link:
    """Where a resolved reference goes and how it is described."""

    href: str
    title: str


def ref_html(ref: RefLike, text: str, link: Callable[[RefLike], Link | None]) -> Markup:
    """A reference: a link where it resolves, otherwise plain text saying why not."""
    target = link(ref) if ref.status == RESOLVED else None
    if target is not None:
        return Markup(
            f'<a class="ref" href="{escape(target.href)}" title="{escape(target.title)}">'
            f"{escape(text)}</a>"
        )
    if ref.status == "outside-corpus":
        why = f"Law {ref.target} is not in this corpus"
    else:
        why = f"{ref.target}: no such clause in this edition"
    return Markup(f'<span class="ref-out" title="{escape(why)}">{escape(text)}</span>')


def note_html(note: NoteMark, href: str | None) -> Markup:
    if href is None:
        return Markup(
            f'<sup class="fn" title="no footnote text in the source">{escape(note.mark)}</sup>'
        )
    return Markup(f'<sup class="fn"><a href="{escape(href)}">{escape(note.mark)}</a></sup>')


def markup(
    value: str,
    refs: list[RefLike],
    notes: list[NoteMark],
    link: Callable[[RefLike], Link | None],
    note_href: Callable[[NoteMark], str | None],
) -> Markup:
    """`value` as escaped HTML with `refs` linked and `notes` marked.

    Overlapping references keep the first; a marker inside a reference goes after it.
    """
    if not refs and not notes:
        return escape(value)
    spans: list[tuple[int, int, Markup]] = []  # value[start:end] is replaced by the markup
    last = 0
    for ref in sorted(refs, key=lambda r: (r.start, -r.end)):
        if ref.start >= last and ref.end <= len(value):
            spans.append((ref.start, ref.end, ref_html(ref, value[ref.start : ref.end], link)))
            last = ref.end
    for note in notes:
        at = next((end for start, end, _ in spans if start < note.offset < end), note.offset)
        spans.append((at, at, note_html(note, note_href(note))))
    out, pos = [], 0
    for start, end, html in sorted(spans, key=lambda s: (s[0], s[1])):
        out += [escape(value[pos:start]), html]
        pos = end
    out.append(escape(value[pos:]))
    return Markup("").join(out)
