"""One reader per source layout, named in the manifest."""

from __future__ import annotations

from collections.abc import Callable

from bridgelaws.corpus.readers.base import Reading

READERS: dict[str, str] = {
    "table": "bridgelaws.corpus.readers.table",
    "bilingual": "bridgelaws.corpus.readers.bilingual",
    "editions": "bridgelaws.corpus.readers.editions",
    "forum": "bridgelaws.corpus.readers.forum",
    "xliff": "bridgelaws.corpus.readers.xliff",
}


def reader(name: str) -> Callable[[Reading, str], None]:
    from importlib import import_module

    return import_module(READERS[name]).read
