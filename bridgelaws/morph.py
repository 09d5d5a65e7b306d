"""pymorphy3's analyzer of a language, loaded once per process for the two parts that ask it:
the table reader (is this a word? to split words glued together) and the term base (a
Russian word's lemma). Each loading costs about 0.1 s."""

from __future__ import annotations

from functools import cache


@cache
def analyzer(lang: str):
    import os
    from importlib import import_module

    import pymorphy3

    # The language's dictionary package named directly: asked for a language alone, pymorphy3
    # looks it up among every installed package's entry points, which cost as much as the
    # loading. Its own search stays for a path set in its environment variable.
    path = None
    if pymorphy3.MorphAnalyzer.DICT_PATH_ENV_VARIABLE not in os.environ:
        try:
            path = import_module(f"pymorphy3_dicts_{lang}").get_path()
        except ImportError:
            pass
    return pymorphy3.MorphAnalyzer(path, lang=lang)
