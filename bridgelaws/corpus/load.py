"""Sources -> readers -> aligned corpus model: the one way every later stage gets the laws."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from bridgelaws.collector import collector_paused
from bridgelaws.corpus.align import align
from bridgelaws.corpus.manifest import check_titles, load_manifest
from bridgelaws.corpus.model import (
    Corpus,
    Division,
    Edition,
    Law,
    Source,
    Warning,
    edition_sort_key,
)
from bridgelaws.corpus.readers import reader
from bridgelaws.corpus.readers.base import Reading
from bridgelaws.corpus.sourcefile import read_source
from bridgelaws.errors import BridgelawsError


def load_corpus(sources: Path | str | None = None) -> Corpus:
    """The aligned corpus of a sources folder (default: the shipped one), read once."""
    return _load(str(Path(sources).resolve()) if sources else "")


@lru_cache(maxsize=4)
def _load(folder: str) -> Corpus:
    with collector_paused():
        return _read(folder)


def _read(folder: str) -> Corpus:
    root, manifest = load_manifest(Path(folder) if folder else None)
    corpus = Corpus(sources=manifest, folder=folder)
    grouped: dict[tuple[str, str], list[tuple[str, Law]]] = {}
    division_eids: dict[str, dict[str, int]] = {}  # by edition: see _own_eids
    for source in manifest:
        path = root / source.file
        text, source.sha256 = read_source(path)
        reading = Reading(source)
        try:
            reader(source.reader)(reading, text)
        except BridgelawsError as err:
            if err.file == source.file:
                err.file = str(path)
            raise
        if not reading.laws:
            raise BridgelawsError("no law found", file=str(path), line=1)
        for law in reading.laws:
            law.edition = law.edition or source.editions[0]
            law.source = source.file
        reading.check()
        corpus.warnings.extend(reading.warnings)
        check_titles(root, source, {law.num for law in reading.laws})
        for law in reading.laws:
            grouped.setdefault((law.edition, law.num), []).append((source.file, law))
        edition = _edition(corpus, source.editions[0], source.redrafts)
        edition.divisions.extend(_own_eids(division_eids.setdefault(edition.id, {}),
                                           reading.divisions))
        for matter in reading.matter:
            matter.eid = f"{matter.role}_{len(edition.matter) + 1}"
            edition.matter.append(matter)
    by_file = {source.file: source for source in manifest}
    for (edition_id, num), readings in grouped.items():
        files = {file for file, _ in readings}
        if len(files) > 1:
            raise BridgelawsError(f"law {num} of {edition_id} is in two sources: "
                                  f"{', '.join(sorted(files))}", file=readings[1][0], line=1)
        law = align([law for _, law in readings], readings[0][0], corpus.warnings)
        _supply_titles(law, by_file[law.source], corpus.warnings)
        _edition(corpus, edition_id, "").laws[num] = law
    for source in manifest:
        if source.redrafts and source.redrafts not in corpus.editions:
            corpus.warnings.append(Warning(source.file, 1, (
                f"edition {source.editions[0]} redrafts edition {source.redrafts}, which no "
                f"source holds: its laws are shown without the changes from "
                f"{source.redrafts}; add a source of {source.redrafts} to compare them")))
    for edition in corpus.editions.values():
        edition.laws = dict(sorted(edition.laws.items(), key=lambda kv: int(kv[0])))
    corpus.editions = dict(sorted(corpus.editions.items(), key=lambda kv: edition_sort_key(kv[0])))
    return corpus


def _own_eids(used: dict[str, int], new: list[Division]) -> list[Division]:
    """One source's divisions of an edition, each with an eId no earlier source's division
    has: a part that another source of the edition also opens (`part_III`, around other
    laws) becomes `part_III_2`, its sub-divisions with it, so that an eId stays unique in
    the corpus file and each division keeps its own laws.

    `used` holds the eIds the edition's divisions have so far, each with the last suffix
    given for it (1: none yet), and is kept up to date: made once per edition, not per
    source, and a part that many sources open is numbered on from its last suffix, not
    counted up from 2 each time (the suffixes below it are all taken)."""
    renamed: dict[str, str] = {}
    for div in new:  # a division comes before the ones inside it
        eid = div.eid
        if div.parent in renamed:
            eid = renamed[div.parent] + eid[len(div.parent):]
            div.parent = renamed[div.parent]
        if eid in used:
            n = used[eid] + 1
            while f"{eid}_{n}" in used:
                n += 1
            used[eid] = n
            eid = f"{eid}_{n}"
        if eid != div.eid:
            renamed[div.eid] = eid
            div.eid = eid
        used[eid] = 1
    return new


def _supply_titles(law: Law, source: Source, warnings: list[Warning]) -> None:
    """The manifest's titles where the source gives none, flagged as not source text."""
    for lang, title in source.titles.get(law.num, {}).items():
        if law.title.get(lang):
            warnings.append(Warning(source.file, law.lines.get(lang, 1), (
                f"manifest title of law {law.num} ({lang}) not used: the source gives "
                f"{law.title[lang]!r}")))
        elif lang in law.lines:
            law.title[lang] = title
            law.title_supplied.add(lang)


def _edition(corpus: Corpus, edition_id: str, redrafts: str) -> Edition:
    edition = corpus.editions.get(edition_id)
    if edition is None:  # made once, not for each law and source that asks
        edition = corpus.editions[edition_id] = Edition(id=edition_id)
    edition.redrafts = edition.redrafts or redrafts
    return edition
