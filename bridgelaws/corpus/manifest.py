"""The manifest (TOML) that says what each source text is and which reader reads it."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from bridgelaws.corpus.model import Source
from bridgelaws.errors import BridgelawsError

SHIPPED = Path(__file__).parent / "sources"
# Editions and languages are whatever the manifest declares (the 1987 Laws, an Italian
# translation): only their form is checked, so that they make safe ids and `lang` values.
EDITION_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")
LANGUAGE = re.compile(r"[a-z]{2,3}")  # ISO 639-1 (or 639-3) code


def _line_of(text: str, needle: str) -> int:
    index = text.find(needle)
    return text.count("\n", 0, index) + 1 if index >= 0 else 1


def _key_line(text: str, after: int, key: str) -> int:
    """The line of `key = ` (bare or quoted) in the entry starting at line `after`."""
    start = sum(len(line) for line in text.splitlines(keepends=True)[: after - 1])
    end = text.find("[[source]]", start)
    found = re.compile(rf'(?<![\w-]){re.escape(key)}"?\s*=').search(
        text, start, end if end >= 0 else len(text))
    return text.count("\n", 0, found.start()) + 1 if found else after


def load_manifest(folder: Path | None = None) -> tuple[Path, list[Source]]:
    """The sources a folder's manifest.toml describes, each checked before any is read."""
    from bridgelaws.corpus.readers import READERS

    folder = Path(folder) if folder else SHIPPED
    path = folder / "manifest.toml"
    try:
        raw = path.read_text(encoding="utf-8-sig")  # a BOM is no part of the TOML
    except FileNotFoundError:
        raise BridgelawsError("manifest.toml not found", file=str(path)) from None
    except UnicodeDecodeError:
        raise BridgelawsError("manifest is not UTF-8", file=str(path), line=1) from None
    try:
        data = tomllib.loads(raw)
    except tomllib.TOMLDecodeError as err:
        # Python 3.11's error has no line attribute; its message ends "(at line N, column M)".
        where = re.search(r"\(at line (\d+), column \d+\)$", str(err))
        message = str(err)[: where.start()].strip() if where else str(err)
        line = int(where.group(1)) if where else 1
        raise BridgelawsError(f"bad TOML: {message}", file=str(path), line=line) from None
    entries = data.get("source")
    if not isinstance(entries, list) or not entries:
        raise BridgelawsError("no [[source]] entries", file=str(path), line=1)
    words = _words(data.get("words", {}), raw, path)
    sources = []
    pos, pos_line = 0, 1  # entries come in file order: each file name is looked for after the last
    for entry in entries:
        name = str(entry.get("file", ""))
        index = raw.find(f'"{name}"', pos) if name else -1
        if index >= 0:
            line = pos_line + raw.count("\n", pos, index)
            pos, pos_line = index, line
        else:
            line = _line_of(raw, f'"{name}"') if name else 1

        def fail(message: str, line: int = line) -> BridgelawsError:
            return BridgelawsError(message, file=str(path), line=line)

        if not name:
            raise fail("a [[source]] without a file")
        if not (folder / name).is_file():
            raise fail(f"source file {name!r} does not exist in {folder}")
        reader = entry.get("reader", "")
        if reader not in READERS:
            known = ", ".join(sorted(READERS))
            raise fail(f"unknown reader {reader!r} for {name} (known: {known})")
        editions = [str(e) for e in entry.get("editions", [])]
        bad = [e for e in editions if not EDITION_ID.fullmatch(e)]
        bad = bad or ([] if editions else ["(none)"])
        if bad:
            raise fail(f"bad edition id {bad[0]!r} for {name} (letters, digits, '.', '_', '-', "
                       "for example \"2017\" or \"proposal-2012\")")
        languages = [str(lang) for lang in entry.get("languages", [])]
        bad = [lang for lang in languages if not LANGUAGE.fullmatch(lang)]
        bad = bad or ([] if languages else ["(none)"])
        if bad:
            raise fail(f"bad language {bad[0]!r} for {name} (an ISO 639-1 code such as "
                       "\"en\", \"ru\", \"el\", \"it\")")
        titles = _titles(entry.get("titles", {}), name, languages,
                         lambda message, key, line=line: fail(message, _key_line(raw, line, key)))
        sources.append(
            Source(
                file=name,
                reader=reader,
                editions=editions,
                languages=languages,
                origin=str(entry.get("origin", "")),
                laws=[str(n) for n in entry.get("laws", [])],
                redrafts=str(entry.get("redrafts", "")),
                titles=titles,
                words=words,
            )
        )
    return folder, sources


def _words(table, raw: str, path: Path) -> dict[str, dict]:
    """`[words.it]`: the table layout's heading words for a language (bridgelaws/corpus/
    table_words.toml lists the keys), checked here so that a mistake names its line."""
    from bridgelaws.corpus.words import check

    def fail(lang: str):
        return lambda message: BridgelawsError(
            message, file=str(path), line=_line_of(raw, f"[words.{lang}]")
            if f"[words.{lang}]" in raw else _line_of(raw, "[words]"))

    if not isinstance(table, dict):
        raise fail("")("words must be a table of languages: [words.it]")
    for lang, keys in table.items():
        if not LANGUAGE.fullmatch(lang):
            raise fail(lang)(f"bad language {lang!r} in [words.{lang}] (an ISO 639-1 code)")
        check(lang, keys, fail(lang))
    return table


def _titles(raw, name: str, languages: list[str], fail) -> dict[str, dict[str, str]]:
    """`titles = { "62" = { en = "..." } }`: law number -> language -> title, for titles the
    source text does not give; each language must be one the source has."""
    if not isinstance(raw, dict):
        raise fail(f"titles for {name} must be a table of law numbers", "titles")
    titles: dict[str, dict[str, str]] = {}
    for num, by_lang in raw.items():
        if not num.isdigit() or not isinstance(by_lang, dict):
            raise fail(f"titles for {name}: {num!r} is not a law number with a table of "
                       "titles by language", num)
        for lang, title in by_lang.items():
            if lang not in languages or not isinstance(title, str) or not title.strip():
                raise fail(f"titles for {name}: law {num} needs a non-empty title in one of "
                           f"its languages ({', '.join(languages)}), not {lang!r}", num)
        titles[num] = {lang: by_lang[lang].strip() for lang in by_lang}
    return titles


def check_titles(folder: Path, source: Source, held: set[str]) -> None:
    """Every law a source's `titles` names must be one the source holds."""
    unknown = sorted(set(source.titles) - held, key=int)
    if unknown:
        path = folder / "manifest.toml"
        raw = path.read_text(encoding="utf-8-sig")
        line = _key_line(raw, _line_of(raw, f'"{source.file}"'), unknown[0])
        holds = ", ".join(sorted(held, key=int)) or "none"
        raise BridgelawsError(f"titles names law {unknown[0]}, which {source.file} does not "
                              f"hold (it holds {holds})", file=str(path), line=line)
