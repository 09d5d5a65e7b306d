"""Clause diffs as JSON data, as marked-up text, and as an HTML fragment (no template engine).

Each shows one language: diffs computed for several carry ops per language, and the
caller picks one (the CLI computes them for that language alone, so `change` agrees).
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from bridgelaws.diff.match import CHANGES, ClauseDiff
from bridgelaws.diff.timeline import Step
from bridgelaws.diff.words import Op, word_ops

TEXT_MARKS = {"delete": ("[-", "-]"), "insert": ("{+", "+}")}
HTML_TAGS = {"delete": "del", "insert": "ins"}


def as_json(diffs: list[ClauseDiff], lang: str) -> list[dict]:
    """The CLI's JSON: old/new citation (null when added/removed), change, heading flag, ops."""
    return [
        {"old": d.old, "new": d.new, "change": d.change, "heading_changed": d.heading_changed,
         "ops": [[tag, text] for tag, text in d.ops.get(lang, [])]}
        for d in diffs
    ]


def as_text(diffs: list[ClauseDiff], lang: str) -> str:
    """One line per clause, then its changed heading and text with [-deleted-] {+inserted+}."""
    lines = []
    for d in diffs:
        lines.append(entry_line(d))
        heading_ops = _heading_ops(d, lang)
        if heading_ops:
            lines.append(f"    heading: {ops_text(heading_ops)}")
        if d.change != "unchanged" and d.ops.get(lang):
            lines.append(f"    {ops_text(d.ops[lang])}")
    return "\n".join(lines)


def entry_line(d: ClauseDiff) -> str:
    """ "64C -> 64C1      moved", "64A              unchanged, heading changed" """
    flag = ", heading changed" if d.heading_changed else ""
    return f"{_label(d):<16} {d.change}{flag}"


def counts_text(counts: dict[str, int], heading_changes: int) -> str:
    """ "5 unchanged, 8 modified, 1 moved, 4 added, 0 removed; 3 heading changes" """
    parts = [f"{counts[change]} {change}" for change in CHANGES]
    return ", ".join(parts) + f"; {heading_changes} heading changes"


def ops_text(ops: list[Op]) -> str:
    return _join(ops, lambda tag, text: _mark(tag, text, TEXT_MARKS.get(tag)))


def as_html(diffs: list[ClauseDiff], lang: str, old_page: str = "", new_page: str = "") -> str:
    """A fragment: one <div class="clause-diff CHANGE"> per clause, <del>/<ins> inside.

    Given the URLs of the two law pages, each citation links to its clause there.
    """
    parts = [f'<div class="law-diff" lang="{escape(lang)}">']
    for d in diffs:
        slug = _slug(f"{d.old or ''}-{d.new or ''}")
        parts.append(f'<div class="clause-diff {d.change}" id="diff-{slug}">')
        flag = ' <span class="heading-changed">heading changed</span>' if d.heading_changed else ""
        old = _cite_html(d.old, old_page, "old") if d.new != d.old else ""
        new = _cite_html(d.new, new_page, "new")
        cites = " &rarr; ".join(cite for cite in (old, new) if cite)
        parts.append(f'<p class="cites">{cites} <span class="change">{d.change}</span>{flag}</p>')
        heading_ops = _heading_ops(d, lang)
        if heading_ops:
            parts.append(f'<p class="heading">{ops_html(heading_ops)}</p>')
        if d.ops.get(lang):
            parts.append(f'<p class="text">{ops_html(d.ops[lang])}</p>')
        parts.append("</div>")
    parts.append("</div>")
    return "\n".join(parts)


def ops_html(ops: list[Op]) -> str:
    return _join(ops, lambda tag, text: _mark(tag, escape(text), _tags(tag)))


def timeline_html(steps: list[Step], lang: str) -> str:
    """A fragment: the clause in each edition, with the changes from the edition before."""
    parts = [f'<ol class="clause-timeline" lang="{escape(lang)}">']
    for step in steps:
        label = f"{step.edition} {step.cite}" if step.cite else f"{step.edition} (removed)"
        change = f' <span class="change">{step.change}</span>' if step.change else ""
        heading = step.heading.get(lang, "")
        heading = f' <span class="heading">{escape(heading)}</span>' if heading else ""
        body = ops_html(step.ops[lang]) if step.ops.get(lang) else escape(step.text.get(lang, ""))
        body = f'<p class="text">{body}</p>' if body else ""
        parts.append(f'<li class="{step.change or "first"}"><span class="cite">{escape(label)}'
                     f'</span>{change}{heading}{body}</li>')
    parts.append("</ol>")
    return "\n".join(parts)


def _cite_html(cite: str | None, page: str, side: str) -> str:
    if cite is None:
        return ""
    if not page:
        return f'<span class="{side}">{escape(cite)}</span>'
    return f'<a class="{side}" href="{escape(page)}#{escape(cite)}">{escape(cite)}</a>'


def _label(d: ClauseDiff) -> str:
    if d.old and d.new and d.old != d.new:
        return f"{d.old} -> {d.new}"
    return d.old or d.new or ""


def _heading_ops(d: ClauseDiff, lang: str) -> list[Op]:
    """The heading diff, where it changed or came or went with its clause."""
    old, new = d.headings.get(lang, ("", ""))
    if d.heading_changed or d.change in ("added", "removed"):
        return word_ops(old, new) if old or new else []
    return []


def _join(ops: list[Op], mark: Callable[[str, str], str]) -> str:
    """Marked ops, a space between a deletion and the insertion replacing it."""
    out = []
    for k, (tag, text) in enumerate(ops):
        if k and tag == "insert" and ops[k - 1][0] == "delete" and not ops[k - 1][1][-1:].isspace():
            out.append(" ")
        out.append(mark(tag, text))
    return "".join(out)


def _tags(tag: str) -> tuple[str, str] | None:
    return (f"<{HTML_TAGS[tag]}>", f"</{HTML_TAGS[tag]}>") if tag in HTML_TAGS else None


def _mark(tag: str, text: str, marks: tuple[str, str] | None) -> str:
    """Marks around the words only, so whitespace stays outside them."""
    if marks is None or not text.strip():
        return text
    body = text.strip()
    start = text.index(body)
    return f"{text[:start]}{marks[0]}{body}{marks[1]}{text[start + len(body):]}"


def _slug(text: str) -> str:
    return "".join(ch if ch.isalnum() else "-" for ch in text).strip("-")
