"""What the other parts add to the site, each through the site's two hooks: panels on law
pages and extra pages (body fragments wrapped in the site's layout).

The diff part gives both; the predicate and glossary parts will add theirs here.
"""

from __future__ import annotations

from markupsafe import Markup

from bridgelaws.corpus.model import Corpus
from bridgelaws.site.cite import LANG_NAMES
from bridgelaws.site.pages import Page, Panel, PanelHook


def diff_panel(corpus: Corpus) -> PanelHook:
    """A law page's links to its diffs and its clauses' timelines through the editions."""
    from bridgelaws.diff.pages import law_panel_html

    cache: dict = {}

    def panel(edition, law, root) -> list[Panel]:
        html = law_panel_html(corpus, edition.id, law.num, root, cache)
        return [Panel("Changes between editions", Markup(html))] if html else []

    return panel


def diff_pages(corpus: Corpus) -> list[Page]:
    from bridgelaws.diff.pages import diff_pages as pages

    return [
        Page(page.path, "fragment.html",
             {"lang": page.lang, "page_title": page.title, "body": Markup(page.html)})
        for page in pages(corpus, LANG_NAMES)
    ]


def default_panels(corpus: Corpus) -> list[PanelHook]:
    return [diff_panel(corpus)]


def default_pages(corpus: Corpus) -> list[Page]:
    return diff_pages(corpus)
