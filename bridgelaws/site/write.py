"""Write the website: every page rendered from its template, the static files copied.

The whole site is built in a staging folder beside the target and swapped in at the
end, so a failed build leaves the previous site whole.
"""

from __future__ import annotations

import functools
import os
import shutil
from collections.abc import Iterable
from itertools import chain
from pathlib import Path

import jinja2
from jinja2.defaults import DEFAULT_NAMESPACE
from markupsafe import Markup

from bridgelaws.atomic import replace_dir, staging_dir
from bridgelaws.collector import collector_paused
from bridgelaws.corpus.model import Corpus, edition_sort_key
from bridgelaws.jobs import Job, fork, join, stop
from bridgelaws.site.markup import RefLike
from bridgelaws.site.offline import offline_files
from bridgelaws.site.pages import SEARCH_LANGS, Page, Parts, Site
from bridgelaws.site.ui import words

HERE = Path(__file__).parent
STATIC = HERE / "static"
NOTHING = Markup("")
# Laws (of all editions) from which the site's pages are shared with a forked process: a
# fork costs milliseconds and copies the memory either process writes to.
FORK_FROM = 100
# What a template may read besides its page's context: jinja's own globals (range, dict...)
# and ours. They come to each page with its chrome, not as the environment's globals, which
# jinja copies into every page's context key by key through a ChainMap (13 us a page).
GLOBALS = {**DEFAULT_NAMESPACE, "search_langs": SEARCH_LANGS, "words": words}


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
        # A plain dict, never cleaned (a dozen templates): the default LRU cache locks and
        # reorders on each lookup, and every page looks base.html up, every extra its partial.
        cache_size=-1,
    )
    env.globals.clear()  # see GLOBALS
    return env


@functools.cache
def static_files() -> tuple[tuple[str, bytes], ...]:
    """The stylesheets and scripts, read once per process like the templates."""
    return tuple((path.name, path.read_bytes()) for path in sorted(STATIC.iterdir()))


def write_new(path: str, data: bytes) -> None:
    """A new file in the staging folder (swapped in whole, so no temp name of its own),
    written through the os module: Path.write_bytes' layers cost a fifth of the writing."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o666)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
    finally:
        os.close(fd)


@functools.cache
def chrome(lang: str, root: str, editions: tuple[str, ...]) -> dict:
    """What every page in `lang` at depth `root` shares (its way home, its interface words,
    the head's links, header and footer; the templates' GLOBALS), rendered once per process
    for all of them: it depends on nothing else, and the templates never change under the
    process."""
    t = words(lang)
    ui = NOTHING if t.lang == lang else Markup(f' lang="{t.lang}"')
    shared = {**GLOBALS, "root": root, "site_editions": editions, "t": t, "ui": ui}
    parts = environment().get_template("_chrome.html").make_module({"lang": lang, **shared})
    return {**shared, "head": parts.head(), "tail": parts.tail(), "header": parts.header(),
            "footer": parts.footer()}


def render_pages(env: jinja2.Environment, pages: Iterable[Page], editions: list[str],
                 out: Path) -> list[str]:
    """Each page rendered and written as it comes (none held after); their paths."""
    shown = tuple(editions)
    folders: set[str] = set()
    templates: dict[str, jinja2.Template] = {}
    paths = []
    for page in pages:
        folder = page.path.rpartition("/")[0]
        if folder not in folders:
            (out / folder).mkdir(parents=True, exist_ok=True)
            folders.add(folder)
        template = templates.get(page.template)
        if template is None:
            template = templates[page.template] = env.get_template(page.template)
        html = template.render(page.context, **chrome(page.context["lang"], page.root, shown))
        write_new(f"{out}/{page.path}", html.encode("utf-8"))
        paths.append(page.path)
    return paths


def build_site(
    corpus: Corpus,
    out_dir: Path,
    refs: list[RefLike] | None = None,
    parts: Parts | None = None,
) -> dict:
    """Write the site to `out_dir`/site; `refs` default to the corpus's own references,
    `parts` (panels, predicates, term marks) to what `bridgelaws.site.parts` gathers from the
    other parts, with their pages (diffs, glossary, QA)."""
    if refs is None:
        from bridgelaws.xref import corpus_refs

        refs = corpus_refs(corpus)
    target = Path(out_dir) / "site"
    staged = staging_dir(target)
    env, editions = environment(), sorted(corpus.editions, key=edition_sort_key)
    # From FORK_FROM laws on, where a core is free: first a forked process makes the diff
    # pages (and hands back their diffs) while this one finds the terms; then one makes half
    # the laws' pages while this one makes the other half, the glossary and the QA page.
    shared = sum(len(edition.laws) for edition in corpus.editions.values()) >= FORK_FROM
    jobs: list[Job] = []
    try:
        with collector_paused():
            anywhere: Iterable[Page] = ()  # pages any process may make
            here: Iterable[Page] = ()  # pages this one makes
            pages: list[str] = []
            if parts is None:
                from bridgelaws.site.parts import default_parts, learn, learned, side_pages

                anywhere, here = side_pages(corpus)
                diffs = fork("writing the diff pages", lambda: (
                    render_pages(env, anywhere, editions, staged), learned(corpus))
                ) if shared else None
                jobs += [diffs] if diffs else []
                parts = default_parts(corpus)
                if diffs is not None:
                    made, lesson = join(diffs)
                    pages, anywhere = made, ()
                    learn(corpus, lesson)
            site = Site(corpus, refs, parts)
            half = fork("writing the site's pages", lambda: render_pages(
                env, chain(anywhere, site.pages(1, 2)), editions, staged)) if shared else None
            jobs += [half] if half else []
            if half is None:
                pages += render_pages(env, chain(site.pages(), anywhere, here), editions, staged)
            else:
                pages += render_pages(env, chain(site.pages(0, 2), here), editions, staged)
                pages += join(half)
        (staged / "static").mkdir()
        for name, data in static_files():
            write_new(f"{staged}/static/{name}", data)
        for name, data in offline_files(pages, static_files()):
            write_new(f"{staged}/{name}", data)
        replace_dir(target, staged)
    except BaseException:
        for job in jobs:
            stop(job)
        shutil.rmtree(staged, ignore_errors=True)
        raise
    return {"pages": len(pages), "path": str(target)}
