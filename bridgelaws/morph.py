"""pymorphy3's analyzer of a language, loaded once per process for the two parts that ask it:
the table reader (is this a word? to split words glued together) and the term base (a
Russian word's lemma). Each loading costs about 0.1 s; the table reader's question needs
only the dictionary's word list (`known_words`), a fifth of that."""

from __future__ import annotations

from functools import cache


def _dictionary_path(lang: str) -> str | None:
    """The language's dictionary package named directly: asked for a language alone, pymorphy3
    looks it up among every installed package's entry points, which cost as much as the
    loading. None (pymorphy3's own search) for a path set in its environment variable or a
    language without such a package."""
    import os
    from importlib import import_module

    import pymorphy3

    if pymorphy3.MorphAnalyzer.DICT_PATH_ENV_VARIABLE in os.environ:
        return None
    try:
        return import_module(f"pymorphy3_dicts_{lang}").get_path()
    except ImportError:
        return None


@cache
def analyzer(lang: str):
    import pymorphy3

    return pymorphy3.MorphAnalyzer(_dictionary_path(lang), lang=lang)


@cache
def known_words(lang: str):
    """`analyzer(lang).word_is_known`, the same answers (a word in the dictionary, ё written
    as е for Russian: the language's letter substitutions), from the dictionary's word list
    alone; the analyzer's tags, paradigms and suffixes stay unread."""
    import os

    import pymorphy3
    from pymorphy3.dawg import WordsDawg

    analyzer_class = pymorphy3.MorphAnalyzer
    path = analyzer_class.choose_dictionary_path(_dictionary_path(lang), lang)
    words = WordsDawg().load(os.path.join(path, "words.dawg"))
    config = getattr(pymorphy3.lang, lang, None)
    substitutes = words.compile_replaces(
        getattr(config, "CHAR_SUBSTITUTES", analyzer_class.DEFAULT_SUBSTITUTES) or {})

    def known(word: str) -> bool:
        return bool(words.similar_keys(word.lower(), substitutes))

    return known
