"""The website's diffs as HTML fragments the site wraps in its own layout (no templates).

A diff page per law per pair of editions holding it, a summary page per pair of
editions, and on each law page a panel: links to the law's diffs and the timeline of
every clause found in several editions. Paths are relative to the site root and links
relative to the page (`root` is "" or "../../"), like the rest of the site.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from bridgelaws.corpus.model import Corpus, edition_sort_key
from bridgelaws.diff.compare import (
    DEFAULT_LANG,
    EditionChanges,
    changes_summary,
    diff_law,
    edition_pairs_for_law,
    law_languages,
    shared_languages,
    shared_laws,
)
from bridgelaws.diff.concordance import as_html as concordance_html
from bridgelaws.diff.concordance import concordance
from bridgelaws.diff.match import count_changes
from bridgelaws.diff.render import as_html, counts_text, entry_line, timeline_html, timeline_words
from bridgelaws.diff.timeline import timeline

DIFF_ROOT = "../../"  # from a diff page back to the site root


@dataclass
class DiffPage:
    path: str  # relative to the site root
    title: str
    lang: str  # the page's html lang: the first language shown
    html: str  # the page body


def diff_path(old: str, new: str, law: str | None = None) -> str:
    """`diff/2007-to-2017/law-64.html`; without a law, that pair's summary page."""
    return f"diff/{old}-to-{new}/" + (f"law-{law}.html" if law else "index.html")


def diff_pages(corpus: Corpus, lang_names: dict[str, str] | None = None) -> list[DiffPage]:
    """Every diff page: per pair of editions holding a law in common, its summary and laws.

    `lang_names` head each language's section ("English"); the codes where not given.
    """
    order = sorted(corpus.editions, key=edition_sort_key)
    pages = []
    for k, old in enumerate(order):
        for new in order[k + 1 :]:
            if shared_laws(corpus, old, new):
                summary = changes_summary(corpus, old, new)
                pages.append(_summary_page(summary))
                pages.append(_concordance_page(corpus, old, new))
                pages += [_law_page(corpus, old, new, law.law, lang_names or {})
                          for law in summary.laws]
    return pages


def law_panel_html(corpus: Corpus, edition: str, law: str, root: str) -> str:
    """For a law page: links to its diffs against the other editions holding it."""
    links = [f'<li><a href="{root}{diff_path(old, new, law)}">{escape(old)} &rarr; '
             f'{escape(new)}</a></li>'
             for old, new in edition_pairs_for_law(corpus, law) if edition in (old, new)]
    if not links:
        return ""
    return "\n".join(['<div class="diff-panel">', '<ul class="diff-links">', *links, "</ul>",
                      "</div>"])


def clause_timeline_html(corpus: Corpus, edition: str, law: str, cite: str,
                         cache: dict | None = None, ui: str = "en") -> str:
    """For a clause on a law page: its line through the editions, each step diffed against
    the one before; "" where only this edition holds it. Its own words (the summary, the
    labels) in the page's language `ui` where the diff part has them, else English, and
    marked with their language.

    `cache` (one dict for the whole build) keeps what each law's lines read between its
    clauses and pages.
    """
    cache = {} if cache is None else cache
    if ("steps", edition, law, cite) not in cache:  # the same for each page's language
        cache["steps", edition, law, cite] = timeline(corpus, law, cite, edition, cache)
    steps = cache["steps", edition, law, cite]
    if len(steps) < 2:
        return ""
    if ("lang", edition, law) not in cache:
        cache["lang", edition, law] = _english_first(
            law_languages(corpus.editions[edition].laws[law]))[0]
    lang = cache["lang", edition, law]
    ui_lang, words = timeline_words(ui)
    line = " &rarr; ".join(escape(f"{s.edition} {s.cite or words['gone']}") for s in steps)
    return (f'<details class="extra clause-timeline-box" lang="{escape(ui_lang)}" '
            f'data-pagefind-ignore><summary>{escape(words["through"])}: {line}</summary>\n'
            f'{timeline_html(steps, lang, ui)}\n</details>')


def _law_page(corpus: Corpus, old: str, new: str, law: str,
              lang_names: dict[str, str]) -> DiffPage:
    diffs = diff_law(corpus, old, new, law)
    langs = _english_first(shared_languages(corpus, old, new, law))
    old_page, new_page = (f"{DIFF_ROOT}{ed}/law-{law}.html" for ed in (old, new))
    parts = [f'<nav class="diff-nav"><a href="{old_page}">Law {escape(law)} ({escape(old)})</a>'
             f' &rarr; <a href="{new_page}">Law {escape(law)} ({escape(new)})</a>'
             f' &middot; <a href="index.html">All changes {escape(old)} &rarr; '
             f'{escape(new)}</a></nav>']
    counts = count_changes(diffs)
    parts.append(f'<p class="diff-counts">'
                 f'{escape(counts_text(counts, sum(d.heading_changed for d in diffs)))}</p>')
    for lang in langs:
        parts.append(f'<section class="diff-lang" lang="{escape(lang)}">'
                     f'<h2>{escape(lang_names.get(lang, lang))}</h2>\n'
                     f'{as_html(diffs, lang, old_page, new_page)}\n</section>')
    return DiffPage(diff_path(old, new, law), f"Law {law}: {old} to {new}", langs[0],
                    "\n".join(parts))


def _summary_page(summary: EditionChanges) -> DiffPage:
    old, new = summary.old, summary.new
    totals = summary.totals
    counts = escape(counts_text(totals, totals["headings_changed"]))
    parts = [f'<p class="diff-counts">{counts}</p>',
             '<ul class="diff-laws">']
    for law in summary.laws:
        changed = "\n".join(entry_line(d) for d in law.changed)
        parts.append(f'<li><a href="law-{escape(law.law)}.html">Law {escape(law.law)}</a>: '
                     f'{escape(counts_text(law.counts, law.heading_changes))}'
                     + (f'<pre class="diff-changed">{escape(changed)}</pre>' if changed else "")
                     + "</li>")
    parts.append("</ul>")
    parts.append('<p class="diff-concordance"><a href="concordance.html">Concordance: where each '
                 f'clause of {escape(old)} is in {escape(new)}, and back</a></p>')
    for side, laws in ((old, summary.only_old), (new, summary.only_new)):
        if laws:
            parts.append(f'<p class="diff-only">Only in {escape(side)}: Laws '
                         f'{escape(", ".join(laws))}</p>')
    return DiffPage(diff_path(old, new), f"Changes from {old} to {new}", "en", "\n".join(parts))


def concordance_path(old: str, new: str) -> str:
    return f"diff/{old}-to-{new}/concordance.html"


def _concordance_page(corpus: Corpus, old: str, new: str) -> DiffPage:
    nav = (f'<nav class="diff-nav"><a href="index.html">All changes {escape(old)} &rarr; '
           f'{escape(new)}</a></nav>')
    body = concordance_html(concordance(corpus, old, new))
    return DiffPage(concordance_path(old, new), f"Concordance {old} and {new}", "en",
                    f"{nav}\n{body}")


def _english_first(langs: list[str] | set[str]) -> list[str]:
    return sorted(langs, key=lambda lang: (lang != DEFAULT_LANG, lang))
