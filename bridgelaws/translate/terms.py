"""The term base (terms.toml) and finding its terms in a text by lemma.

Every form of every term is lemmatised once with the function that lemmatises the texts,
so matching is a lookup of lemma sequences: at each token the longest form wins and
matches do not overlap ("major penalty card" is not also a "penalty card").
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from importlib import resources

from bridgelaws.errors import BridgelawsError
from bridgelaws.translate.lemma import lemmas
from bridgelaws.translate.pipeline import LANGUAGES
from bridgelaws.translate.units import Unit

TERMS_FILE = "terms.toml"


@dataclass(frozen=True)
class Term:
    id: str
    # lang -> renderings, preferred first; a rendering is one word's forms whose lemmas
    # differ ("установленный | установление"), its head first
    renderings: dict[str, tuple[tuple[str, ...], ...]]
    note: str = ""

    def names(self, lang: str) -> list[str]:
        """The head of each rendering in `lang`, preferred first."""
        return [rendering[0] for rendering in self.renderings.get(lang, ())]


@dataclass(frozen=True)
class Match:
    start: int
    end: int
    term: str  # Term.id
    rendering: str  # head of the rendering that matched, as the term base writes it


@dataclass
class Matcher:
    """Lemma sequences of every form in one language, for longest-first lookup."""

    lang: str
    patterns: dict[tuple[str, ...], tuple[str, str]] = field(default_factory=dict)
    longest: int = 0

    def find(self, text: str) -> list[Match]:
        tokens = lemmas(text, self.lang)
        keys = [token.lemma for token in tokens]
        found, i = [], 0
        while i < len(tokens):
            for n in range(min(self.longest, len(tokens) - i), 0, -1):
                hit = self.patterns.get(tuple(keys[i : i + n]))
                if hit:
                    found.append(Match(tokens[i].start, tokens[i + n - 1].end, *hit))
                    i += n
                    break
            else:
                i += 1
        return found


def parse_terms(data: str, file: str = TERMS_FILE) -> list[Term]:
    """Read a term base; every entry needs an id, unique, and forms in known languages."""
    try:
        raw = tomllib.loads(data)
    except tomllib.TOMLDecodeError as err:
        raise BridgelawsError(f"bad TOML: {err}", file=file) from err
    out, seen = [], set()
    for n, entry in enumerate(raw.get("term", []), start=1):
        term_id = entry.get("id")
        if not term_id or term_id in seen:
            raise BridgelawsError(f"term {n}: missing or repeated id {term_id!r}", file=file)
        seen.add(term_id)
        unknown = set(entry) - {"id", "note", *LANGUAGES}
        if unknown:
            raise BridgelawsError(f"term {term_id}: unknown keys {sorted(unknown)}", file=file)
        renderings = {
            lang: tuple(tuple(form.strip() for form in item.split("|")) for item in entry[lang])
            for lang in LANGUAGES
            if entry.get(lang)
        }
        if "en" not in renderings:
            raise BridgelawsError(f"term {term_id}: no English form", file=file)
        out.append(Term(term_id, renderings, entry.get("note", "")))
    return out


@cache
def load_terms() -> tuple[Term, ...]:
    """The shipped term base."""
    data = resources.files("bridgelaws.translate").joinpath(TERMS_FILE).read_text("utf-8")
    return tuple(parse_terms(data))


def build_matcher(terms: tuple[Term, ...], lang: str) -> Matcher:
    matcher = Matcher(lang)
    for term in terms:
        for rendering in term.renderings.get(lang, ()):
            for form in rendering:
                key = tuple(token.lemma for token in lemmas(form, lang))
                if key in matcher.patterns and matcher.patterns[key][0] != term.id:
                    other = matcher.patterns[key][0]
                    raise BridgelawsError(f"{lang} form {form!r} of {term.id} is also {other}'s")
                matcher.patterns[key] = (term.id, rendering[0])
                matcher.longest = max(matcher.longest, len(key))
    return matcher


@cache
def matcher(lang: str) -> Matcher:
    """The shipped term base's matcher for one language."""
    return build_matcher(load_terms(), lang)


@cache
def find_terms(value: str, lang: str) -> tuple[Match, ...]:
    """The shipped term base's terms in one string. Kept: the site's marks, its glossary
    and the checks all read the same strings, and a build needs each only once."""
    return tuple(matcher(lang).find(value))


def term_spans(text, lang: str) -> list[tuple[int, int, str]]:
    """Where the term base's terms stand in `text` (a str or a corpus `Text`), as
    (start, end, term id) character offsets into its `.value`, for marking them up."""
    value = getattr(text, "value", text)
    return [(m.start, m.end, m.term) for m in find_terms(value, lang)]


def scan(found_in: Iterable[Unit]) -> list[tuple[Unit, dict[str, list[Match]]]]:
    """Each unit with the terms found in each of its languages."""
    return [
        (unit, {lang: list(find_terms(text, lang)) for lang, text in unit.texts.items()})
        for unit in found_in
    ]
