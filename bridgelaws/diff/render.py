"""Clause diffs as JSON data, as marked-up text, and as an HTML fragment (no template engine).

Each shows one language: diffs computed for several carry ops per language, and the
caller picks one (the CLI computes them for that language alone, so `change` agrees).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from html import escape

from bridgelaws.diff.match import CHANGES, ClauseDiff, grouped
from bridgelaws.diff.timeline import Step
from bridgelaws.diff.words import Op, word_ops

TEXT_MARKS = {"delete": ("[-", "-]"), "insert": ("{+", "+}")}
# What readers read for each change; a split or merge names its parts (`label`).
LABELS = {"unchanged": "unchanged", "heading-changed": "heading changed",
          "modified": "reworded", "moved": "moved", "moved-modified": "moved and reworded",
          "split": "split", "merged": "merged", "added": "added", "removed": "removed"}
# The same in the languages of the corpus's texts, for a diff page's section in that
# language; {} joins the parts ("64B1 and 64B2"). English where a language has none.
LOCAL_LABELS = {
    "ru": {"unchanged": "без изменений", "heading-changed": "изменён заголовок",
           "modified": "изменена формулировка", "moved": "перенесён",
           "moved-modified": "перенесён и изменён", "split": "разделён на {}",
           "merged": "объединён из {}", "added": "добавлен", "removed": "исключён",
           "and": "и"},
    "el": {"unchanged": "αμετάβλητο", "heading-changed": "άλλαξε ο τίτλος",
           "modified": "αναδιατυπώθηκε", "moved": "μετακινήθηκε",
           "moved-modified": "μετακινήθηκε και αναδιατυπώθηκε", "split": "χωρίστηκε σε {}",
           "merged": "συγχωνεύθηκε από {}", "added": "προστέθηκε", "removed": "αφαιρέθηκε",
           "and": "και"},
}
HTML_TAGS = {"delete": "del", "insert": "ins"}
# A clause's line through the editions, under the clause on a law page, in the page's
# language: its summary, a step where the clause is gone, and the plain words for a split or
# merge (a step names no parts). Other changes as LOCAL_LABELS says them.
TIMELINE_WORDS = {
    "en": {"through": "Through the editions", "gone": "(removed)"},
    "ru": {"through": "По редакциям", "gone": "(исключён)", "split": "разделён",
           "merged": "объединён"},
    "el": {"through": "Ανά έκδοση", "gone": "(αφαιρέθηκε)", "split": "χωρίστηκε",
           "merged": "συγχωνεύθηκε"},
}


def as_json(diffs: list[ClauseDiff], lang: str) -> list[dict]:
    """The CLI's JSON: old/new citation (null when added/removed), change, the label a
    reader sees, heading flag, the parts of a split or merge, the heading's ops (where it
    changed, came or went) and the text's; one entry per pair of clauses (a split's parts
    one each, with their share of the old text)."""
    return [
        {"old": d.old, "new": d.new, "change": d.change, "label": label(d),
         "heading_changed": d.heading_changed, "parts": list(d.parts),
         "heading_ops": [[tag, text] for tag, text in _heading_ops(d, lang)],
         "ops": [[tag, text] for tag, text in d.ops.get(lang, [])]}
        for d in diffs
    ]


def as_text(diffs: list[ClauseDiff], lang: str) -> str:
    """One line per clause, then its changed heading and text with [-deleted-] {+inserted+}."""
    lines = []
    for group in grouped(diffs):
        lines.append(entry_line(group[0]))
        for d in group:
            part = f"{_part(d)}: " if d.parts else ""
            heading_ops = _heading_ops(d, lang)
            if heading_ops:
                lines.append(f"    {part}heading: {ops_text(heading_ops)}")
            if d.change not in ("unchanged", "heading-changed") and d.ops.get(lang):
                lines.append(f"    {part}{ops_text(d.ops[lang])}")
    return "\n".join(lines)


def label(d: ClauseDiff, lang: str = "en") -> str:
    """ "moved and reworded", "split into 64B1 and 64B2", "merged from 64D and 64E"; in
    `lang` where LOCAL_LABELS has it, else English (see `label_lang`)."""
    words = LOCAL_LABELS.get(lang)
    if d.change in ("split", "merged"):
        joined = ", ".join(d.parts[:-1]) + f" {words['and'] if words else 'and'} {d.parts[-1]}"
        if words:
            return words[d.change].format(joined)
        return f"{'split into' if d.change == 'split' else 'merged from'} {joined}"
    return words[d.change] if words else LABELS[d.change]


def label_lang(lang: str) -> str:
    """The language `label` writes for `lang`."""
    return lang if lang in LOCAL_LABELS else "en"


def entry_line(d: ClauseDiff) -> str:
    """ "64C -> 64C1      moved and reworded", "64A              heading changed" """
    flag = ", heading changed" if d.heading_changed and d.change != "heading-changed" else ""
    return f"{_cites(d):<16} {label(d)}{flag}"


def counts_text(counts: dict[str, int], heading_changes: int) -> str:
    """ "5 unchanged, 2 heading changed, 8 reworded, ..., 0 removed; 3 headings changed" """
    parts = [f"{counts[change]} {LABELS[change]}" for change in CHANGES]
    return ", ".join(parts) + f"; {heading_changes} headings changed"


def ops_text(ops: list[Op]) -> str:
    return _join(ops, lambda tag, text: _mark(tag, text, TEXT_MARKS.get(tag)))


def as_html(diffs: list[ClauseDiff], lang: str, old_page: str = "", new_page: str = "") -> str:
    """A fragment: one <div class="clause-diff CHANGE"> per clause, <del>/<ins> inside.

    Given the URLs of the two law pages, each citation links to its clause there.
    """
    parts = [f'<div class="law-diff" lang="{escape(lang)}">']
    for group in grouped(diffs):
        d = group[0]
        slug = _slug(f"{d.old or ''}-{d.new or ''}")
        parts.append(f'<div class="clause-diff {d.change}" id="diff-{slug}">')
        shown = label_lang(lang)
        mark = f' lang="{shown}"' if shown != lang else ""
        flag = (f'<span class="heading-changed"{mark}>'
                f'{escape(label(ClauseDiff(None, None, "heading-changed"), lang))}</span>'
                if d.heading_changed and d.change != "heading-changed" else "")
        olds, news = _sides(group)
        old = ", ".join(_cite_html(c, old_page, "old") for c in olds) if olds != news else ""
        new = ", ".join(_cite_html(c, new_page, "new") for c in news)
        cites = " &rarr; ".join(cite for cite in (old, new) if cite)
        parts.append(f'<p class="cites">{cites} <span class="change"{mark}>'
                     f'{escape(label(d, lang))}</span>{" " + flag if flag else ""}</p>')
        for entry in group:
            part = f'<span class="part">{escape(_part(entry))}</span> ' if entry.parts else ""
            heading_ops = _heading_ops(entry, lang)
            if heading_ops:
                parts.append(f'<p class="heading">{part}{ops_html(heading_ops)}</p>')
            if entry.ops.get(lang):
                parts.append(f'<p class="text">{part}{ops_html(entry.ops[lang])}</p>')
        parts.append("</div>")
    parts.append("</div>")
    return "\n".join(parts)


def ops_html(ops: list[Op]) -> str:
    return _join(ops, lambda tag, text: _mark(tag, escape(text), _tags(tag)))


@cache
def timeline_words(ui: str) -> tuple[str, dict[str, str]]:
    """The language a timeline's own words are in for a page in `ui` (English where the
    table lacks it), and those words: its TIMELINE_WORDS over its change labels."""
    lang = ui if ui in TIMELINE_WORDS else "en"
    return lang, {**LOCAL_LABELS.get(lang, LABELS), **TIMELINE_WORDS[lang]}


def timeline_html(steps: list[Step], lang: str, ui: str = "en") -> str:
    """A fragment: the clause in each edition, with the changes from the edition before;
    its words in `lang`, the labels in `ui` (marked where they differ)."""
    ui, words = timeline_words(ui)
    own = f' lang="{escape(ui)}"' if ui != lang else ""
    parts = [f'<ol class="clause-timeline" lang="{escape(lang)}">']
    for step in steps:
        cite, mark = (step.cite, "") if step.cite else (words["gone"], own)
        label = f'<span class="cite"{mark}>{escape(f"{step.edition} {cite}")}</span>'
        change = (f' <span class="change"{own}>{escape(words.get(step.change, step.change))}'
                  f'</span>' if step.change else "")
        heading = step.heading.get(lang, "")
        heading = f' <span class="heading">{escape(heading)}</span>' if heading else ""
        body = ops_html(step.ops[lang]) if step.ops.get(lang) else escape(step.text.get(lang, ""))
        body = f'<p class="text">{body}</p>' if body else ""
        parts.append(f'<li class="{step.change or "first"}">{label}{change}{heading}{body}</li>')
    parts.append("</ol>")
    return "\n".join(parts)


def _cite_html(cite: str | None, page: str, side: str) -> str:
    if cite is None:
        return ""
    if not page:
        return f'<span class="{side}">{escape(cite)}</span>'
    return f'<a class="{side}" href="{escape(page)}#{escape(cite)}">{escape(cite)}</a>'


def _sides(group: list[ClauseDiff]) -> tuple[list[str], list[str]]:
    """The old and the new citations of a group of entries, each once, in order."""
    olds = list(dict.fromkeys(d.old for d in group if d.old))
    news = list(dict.fromkeys(d.new for d in group if d.new))
    return olds, news


def _cites(d: ClauseDiff) -> str:
    """ "64C -> 64C1", "64B1 -> 64B1, 64B2" (split), "64D, 64E -> 64D" (merged), "64B8" """
    olds = list(d.parts) if d.change == "merged" else [d.old] if d.old else []
    news = list(d.parts) if d.change == "split" else [d.new] if d.new else []
    if olds and news and olds != news:
        return f"{', '.join(olds)} -> {', '.join(news)}"
    return ", ".join(olds or news)


def _part(d: ClauseDiff) -> str:
    """The clause a part of a split (merge) is: its new (old) citation."""
    return (d.new if d.change == "split" else d.old) or ""


def _heading_ops(d: ClauseDiff, lang: str) -> list[Op]:
    """The heading diff, where it changed or came or went with its clause, or names a clause
    that moved with no text of its own (a section pushed down a letter)."""
    old, new = d.headings.get(lang, ("", ""))
    if (d.heading_changed or d.change in ("added", "removed")
            or (d.change == "moved" and not d.ops.get(lang))):
        return word_ops(old, new) if old or new else []
    return []


def _join(ops: list[Op], mark: Callable[[str, str], str]) -> str:
    """Marked ops, a space between a deletion and the words replacing it."""
    out = []
    for k, (tag, text) in enumerate(ops):
        if (k and tag == "insert" and ops[k - 1][0] == "delete"
                and not ops[k - 1][1][-1:].isspace() and text[:1].isalnum()):
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
