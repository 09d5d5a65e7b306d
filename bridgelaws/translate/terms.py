"""The term base (terms.toml) and finding its terms in a text by lemma.

Every form of every term is lemmatised once with the function that lemmatises the texts,
so matching is a lookup of lemma sequences: at each token the longest form wins and
matches do not overlap ("major penalty card" is not also a "penalty card").
"""

from __future__ import annotations

import re
import tomllib
from bisect import bisect_left
from dataclasses import dataclass, field
from functools import cache
from importlib import resources

from bridgelaws.errors import BridgelawsError
from bridgelaws.memo import recall
from bridgelaws.translate.lemma import lemmas
from bridgelaws.translate.pipeline import LANGUAGES

TERMS_FILE = "terms.toml"
PARTICIPLE = re.compile(r"(?:ed|en)$")  # English past participles, as written ("faced")
GAP = 2  # words that may stand between the words of a split multi-word term
# Lemmas that open a new noun phrase: a term's words never stand apart across one
# ("expose a card" is no "exposed card", "cards the one faced" no "card faced").
# Russian has no articles; its split terms have a genitive between (ход разыгрывающего).
DETERMINERS = {
    "en": set("a an the this that these those his her its their my your our one any each "
              "every another other".split()),
    "el": set("ο η το τον την του της των τα οι τους τις ένα ένας μία μια ενός μιας "
              "αυτός αυτή αυτό κάθε".split()),
    "ru": set(),
}


@dataclass(frozen=True)
class Term:
    id: str
    # lang -> renderings, preferred first; a rendering is one word's forms whose lemmas
    # differ ("установленный | установление"), its head first
    renderings: dict[str, tuple[tuple[str, ...], ...]]
    note: str = ""
    qa: bool = True  # False: an everyday word translations render freely; QA skips it

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
    _by_first: dict | None = field(default=None, repr=False, compare=False)
    # English participle + noun forms ("faced card") by (noun, participle) lemmas: the
    # participle may follow its noun ("any card faced on the table")
    postpositive: dict[tuple[str, str], tuple[str, str]] = field(default_factory=dict)

    def find(self, text: str) -> list[Match]:
        return self._find(lemmas(text, self.lang))

    def _find(self, tokens) -> list[Match]:
        """At each token the longest form starting with its lemma (most start none)."""
        keys = [token.lemma for token in tokens]
        found, i, end = [], 0, len(tokens)
        while i < end:
            for pattern, hit in self._starting(keys[i]):
                n = len(pattern)
                if i + n <= end and tuple(keys[i : i + n]) == pattern:
                    found.append(Match(tokens[i].start, tokens[i + n - 1].end, *hit))
                    i += n
                    break
            else:
                i += 1
        return found

    def find_split(self, text: str, gap: int = GAP) -> list[Match]:
        """As `find`, and a multi-word form also where other words stand between its words
        (`ход разыгрывающего вне очереди` is `ход вне очереди`; `lead faced out of turn`
        is `lead out of turn`): at most `gap` words at a time, never punctuation or a
        determiner. An English participle may follow its noun (`card faced` is `faced
        card`). A split form wins over the one-word terms it is made of; words in its gaps
        keep theirs. Made for the checks, which compare languages whose word order differs."""
        tokens = lemmas(text, self.lang)
        keys = [token.lemma for token in tokens]
        split: list[tuple[list[int], tuple[str, str]]] = []
        taken: set[int] = set()
        for i in range(len(keys)):
            if i in taken:
                continue
            for pattern, hit in self._starting(keys[i]) if keys[i] else ():
                if len(pattern) == 1:  # longest first: only one-word forms are left
                    break
                at = _split_at(keys, i, pattern, gap, taken, DETERMINERS.get(self.lang, set()))
                if at:
                    split.append((at, hit))
                    taken.update(at)
                    break
        for i in range(len(keys) - 1):
            hit = self.postpositive.get((keys[i], keys[i + 1]))
            if hit and not taken.intersection((i, i + 1)) and PARTICIPLE.search(
                    text[tokens[i + 1].start:tokens[i + 1].end]):
                split.append(([i, i + 1], hit))
                taken.update((i, i + 1))
        found = [Match(tokens[at[0]].start, tokens[at[-1]].end, *hit) for at, hit in split]
        starts = [token.start for token in tokens]  # ascending: tokens in text order
        for match in self._find(tokens):
            inside = range(bisect_left(starts, match.start), bisect_left(starts, match.end))
            if not taken.intersection(inside):
                found.append(match)
        return sorted(found, key=lambda m: m.start)

    def _starting(self, first: str) -> list[tuple[tuple[str, ...], tuple[str, str]]]:
        """The forms starting with lemma `first`, longest first: indexed once."""
        if self._by_first is None:
            self._by_first = {}
            for pattern, hit in self.patterns.items():
                if pattern:
                    self._by_first.setdefault(pattern[0], []).append((pattern, hit))
            for forms in self._by_first.values():
                forms.sort(key=lambda form: -len(form[0]))
        return self._by_first.get(first, [])


def _split_at(keys: list[str], i: int, pattern: tuple[str, ...], gap: int,
              taken: set[int], stops: set[str]) -> list[int] | None:
    """The token indices of `pattern` from token i on, each next word at most `gap` words
    after the last, no punctuation or determiner between; None where it is not there."""
    at, j = [i], i
    for key in pattern[1:]:
        for k in range(j + 1, min(j + gap + 2, len(keys))):
            if keys[k] == key and k not in taken:
                at.append(k)
                j = k
                break
            if not keys[k] or keys[k] in stops:
                return None
        else:
            return None
    return at


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
        unknown = set(entry) - {"id", "note", "qa", *LANGUAGES}
        if unknown:
            raise BridgelawsError(f"term {term_id}: unknown keys {sorted(unknown)}", file=file)
        renderings = {
            lang: tuple(tuple(form.strip() for form in item.split("|")) for item in entry[lang])
            for lang in LANGUAGES
            if entry.get(lang)
        }
        if "en" not in renderings:
            raise BridgelawsError(f"term {term_id}: no English form", file=file)
        if not isinstance(entry.get("qa", True), bool):
            raise BridgelawsError(f"term {term_id}: qa must be true or false", file=file)
        out.append(Term(term_id, renderings, entry.get("note", ""), entry.get("qa", True)))
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
                words = form.split()
                if lang == "en" and len(words) == 2 and PARTICIPLE.search(words[0]):
                    matcher.postpositive[(key[1], key[0])] = (term.id, rendering[0])
    return matcher


@cache
def matcher(lang: str) -> Matcher:
    """The shipped term base's matcher for one language."""
    return build_matcher(load_terms(), lang)


def find_terms(value: str, lang: str) -> tuple[Match, ...]:
    """The shipped term base's terms in one string. Kept: the site's marks, its glossary
    and the checks all read the same strings, and a build needs each only once (and reads
    them back from its last run's memo: `bridgelaws.memo`)."""
    return recall("find", lang, value, lambda: matcher(lang).find(value), match_row, Match)


def find_split_terms(value: str, lang: str) -> tuple[Match, ...]:
    """The shipped term base's terms in one string, split multi-word forms included."""
    return recall("split", lang, value, lambda: matcher(lang).find_split(value), match_row,
                  Match)


def match_row(match: Match) -> tuple[int, int, str, str]:
    return match.start, match.end, match.term, match.rendering


def term_spans(text, lang: str) -> list[tuple[int, int, str]]:
    """Where the term base's terms stand in `text` (a str or a corpus `Text`), as
    (start, end, term id) character offsets into its `.value`, for marking them up."""
    value = getattr(text, "value", text)
    return [(m.start, m.end, m.term) for m in find_terms(value, lang)]
