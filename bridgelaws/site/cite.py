"""How a clause is cited in each language: `Law 64B7 (2017)`, `Правило 64B7 (2017)`,
`Νόμος 64Β7 (2017)`.

Canonical cites use Latin letters; Greek writes section letters in Greek order (ΣΤ for
the sixth) and item letters as Greek small letters, so the Greek citation maps them.
"""

from __future__ import annotations

LAW_WORD = {"en": "Law", "ru": "Правило", "el": "Νόμος"}


class Names(dict):
    """Each language's name in itself; a language without one is named by its code (templates
    write `lang_names[l]`, a plain lookup, for any language of the corpus)."""

    def __missing__(self, lang: str) -> str:
        return lang


LANG_NAMES = Names({"en": "English", "ru": "Русский", "el": "Ελληνικά"})
# Display order of the language columns: English first, then as listed.
LANG_ORDER = ("en", "ru", "el")

GREEK_CAPITALS = dict(zip("ABCDEFGH", ["Α", "Β", "Γ", "Δ", "Ε", "ΣΤ", "Ζ", "Η"], strict=True))
GREEK_SMALL = dict(zip("abcdefgh", ["α", "β", "γ", "δ", "ε", "στ", "ζ", "η"], strict=True))


def greek_cite(cite: str) -> str:
    """Latin clause letters as Greek ones: "64B7" -> "64Β7", "43B2(b)" -> "43Β2(β)"."""
    return "".join(GREEK_CAPITALS.get(ch) or GREEK_SMALL.get(ch) or ch for ch in cite)


def citation(cite: str, edition: str, lang: str) -> str:
    """The citation a reader copies, in the words of `lang` (English where unknown)."""
    shown = greek_cite(cite) if lang == "el" else cite
    return f"{LAW_WORD.get(lang, LAW_WORD['en'])} {shown} ({edition})"


def ordered_languages(langs: list[str] | set[str]) -> list[str]:
    """Languages in column order: LANG_ORDER first, any other after, alphabetically."""
    known = [lang for lang in LANG_ORDER if lang in langs]
    return known + sorted(set(langs) - set(LANG_ORDER))

CITE_WORD = {"en": "Cite", "ru": "Цитировать", "el": "Παραπομπή"}
