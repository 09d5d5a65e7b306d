"""The static website: one page per law and edition, languages side by side, searchable.

    cite     how a clause is cited in each language
    markup   one string as HTML: references linked, footnote markers placed, all escaped
    pages    the pages as data (what each template shows)
    parts    what the other parts add: diff panels and pages, predicates, terms, glossary
    write    templates -> files, built in a staging folder and swapped in
    search   the Pagefind index
    serve    a local web server for the built site
"""

from __future__ import annotations

from pathlib import Path


def build_site(corpus, out_dir: Path, refs=None, parts=None) -> dict:
    """See `bridgelaws.site.write.build_site`; imported late to keep the CLI fast."""
    from bridgelaws.site.write import build_site as build

    return build(corpus, out_dir, refs, parts)
