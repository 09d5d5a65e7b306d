"""The words the `table` layout reads as law, part and section headings, per language: from
table_words.toml beside this module, and from a sources folder's manifest ([words.LANG]),
which adds a language or replaces keys of one. No language is named in code."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

DATA = Path(__file__).with_name("table_words.toml")
KEYS = {"law", "part", "section", "numbers", "title_case", "sentence_letters", "dictionary",
        "sentence_openers", "subject_verbs"}
LISTS = ("numbers", "sentence_letters", "sentence_openers", "subject_verbs")
# Keys a manifest may set (a word list needs a package, so it stays in the shipped data).
MANIFEST_KEYS = KEYS - {"dictionary"}
PLACES = {"law": ("{n}",), "part": ("{roman}", "{n}"), "section": ("{n}", "{number}")}
PLACE = re.compile(r"\{(?:n|roman|number)\}")
SLOT = {"{n}": r"(\d+)", "{roman}": r"([IVX]+)"}


@dataclass(frozen=True)
class TableWords:
    """One language's heading words, compiled. Each pattern's one group is the number."""

    law: re.Pattern[str]
    law_forms: tuple[str, ...]  # as written in the data, for messages
    part: re.Pattern[str] | None
    section: re.Pattern[str] | None
    numbers: dict[str, str]  # number word -> digits
    title_case: bool
    sentence_letters: frozenset[str]
    dictionary: str
    # A sentence-case language's heading followed by one space: words that open its text
    # (`Если`, `Όταν`), and verbs that follow the text's subject (`Судья может`).
    sentence_openers: frozenset[str] = frozenset()
    subject_verbs: frozenset[str] = frozenset()


@cache
def shipped() -> dict[str, dict]:
    return tomllib.loads(DATA.read_text(encoding="utf-8"))


def forms(value) -> tuple[str, ...]:
    return (value,) if isinstance(value, str) else tuple(value)


def check(lang: str, table, fail) -> None:
    """A manifest's [words.LANG] table: known keys, templates with their number's place."""
    if not isinstance(table, dict):
        raise fail(f"words.{lang} must be a table of keys ({', '.join(sorted(MANIFEST_KEYS))})")
    for key, value in table.items():
        if key not in MANIFEST_KEYS:
            raise fail(f"words.{lang}: unknown key {key!r} (known: "
                       f"{', '.join(sorted(MANIFEST_KEYS))})")
        if key in PLACES:
            if not (isinstance(value, str) or (isinstance(value, list) and value and all(
                    isinstance(v, str) for v in value))):
                raise fail(f"words.{lang}.{key} must be a template or a list of templates")
            for form in forms(value):
                found = PLACE.findall(form)
                if len(found) != 1 or found[0] not in PLACES[key] or not form.split(found[0])[0]:
                    raise fail(f"words.{lang}.{key} = {form!r}: a template is words, then "
                               f"one of {' '.join(PLACES[key])} where the number stands")
        elif key in LISTS:
            if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
                raise fail(f"words.{lang}.{key} must be a list of words")
        elif not isinstance(value, bool):
            raise fail(f"words.{lang}.{key} must be true or false")


def table_words(lang: str, extra: dict | None = None) -> TableWords | None:
    """The language's words (the manifest's keys over the shipped ones), or None where
    neither gives a law heading."""
    merged = {**shipped().get(lang, {}), **(extra or {})}
    if "law" not in merged:
        return None
    return _compile(tuple(sorted((k, v if isinstance(v, (str, bool)) else tuple(v))
                                 for k, v in merged.items())))


@cache
def _compile(items: tuple) -> TableWords:
    data = dict(items)
    numbers = tuple(data.get("numbers", ()))

    def pattern(key: str) -> re.Pattern[str] | None:
        if key not in data:
            return None
        return re.compile("|".join(_regex(form, numbers) for form in forms(data[key])))

    return TableWords(
        law=pattern("law"), law_forms=forms(data["law"]), part=pattern("part"),
        section=pattern("section"), numbers={w: str(i) for i, w in enumerate(numbers)},
        title_case=bool(data.get("title_case", False)),
        sentence_letters=frozenset(data.get("sentence_letters", ())),
        dictionary=str(data.get("dictionary", "")),
        sentence_openers=frozenset(data.get("sentence_openers", ())),
        subject_verbs=frozenset(data.get("subject_verbs", ())))


def _regex(form: str, numbers: tuple[str, ...]) -> str:
    """`LAW {n} - ` -> `LAW (\\d+)\\ \\-\\s`: the words literal, the number a group, a space
    at the end any white space."""
    trailing = form.endswith(" ")
    out = []
    for part in re.split(r"(\{(?:n|roman|number)\})", form.rstrip(" ") if trailing else form):
        if part == "{number}":
            out.append("(" + "|".join(map(re.escape, numbers)) + ")")
        else:
            out.append(SLOT.get(part) or re.escape(part))
    return "".join(out) + (r"\s" if trailing else "")


def number(words: TableWords, written: str) -> str:
    """A part or section number as digits where it is a number word."""
    return words.numbers.get(written, written)
