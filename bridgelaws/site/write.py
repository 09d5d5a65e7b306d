"""Write the website: every page rendered from its template, the static files copied.

The whole site is built in a staging folder beside the target and swapped in at the
end, so a failed build leaves the previous site whole.
"""

from __future__ import annotations

import functools
import shutil
from pathlib import Path

import jinja2

from bridgelaws.atomic import replace_dir, staging_dir
from bridgelaws.corpus.model import Corpus
from bridgelaws.site import parts
from bridgelaws.site.markup import RefLike
from bridgelaws.site.pages import SEARCH_LANGS, Page, PanelHook, Site

HERE = Path(__file__).parent
STATIC = HERE / "static"


@functools.cache
def environment() -> jinja2.Environment:
    """One per process: the templates are compiled once and never change under it."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(HERE / "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=False,
        keep_trailing_newline=True,
        auto_reload=False,
    )
    env.globals.update(search_langs=SEARCH_LANGS)
    return env


def render_pages(env: jinja2.Environment, pages: list[Page], editions: list[str], out: Path):
    for page in pages:
        html = env.get_template(page.template).render(
            **page.context, root=page.root, site_editions=editions
        )
        target = out / page.path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(html, encoding="utf-8")


def build_site(
    corpus: Corpus,
    out_dir: Path,
    refs: list[RefLike] | None = None,
    panels: list[PanelHook] | None = None,
    extra_pages: list[Page] | None = None,
) -> dict:
    """Write the site to `out_dir`/site; `refs` default to the corpus's own references.

    `panels` add sections to law pages and `extra_pages` add pages (diffs, predicates,
    glossary); both default to what `bridgelaws.site.parts` gathers from the other parts.
    """
    if refs is None:
        from bridgelaws.xref import corpus_refs

        refs = corpus_refs(corpus)
    panels = parts.default_panels(corpus) if panels is None else panels
    extra_pages = parts.default_pages(corpus) if extra_pages is None else extra_pages
    site = Site(corpus, refs, list(panels))
    target = Path(out_dir) / "site"
    staged = staging_dir(target)
    try:
        pages = site.pages() + list(extra_pages)
        render_pages(environment(), pages, site.editions, staged)
        shutil.copytree(STATIC, staged / "static")
        replace_dir(target, staged)
    except BaseException:
        shutil.rmtree(staged, ignore_errors=True)
        raise
    return {"pages": len(pages), "path": str(target)}
