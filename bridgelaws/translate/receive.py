"""`bridgelaws import xliff`: a translation finished in a CAT tool becomes a source text.

The XLIFF file itself is the source (the corpus's `xliff` reader reads it), copied as it
came into a sources folder with a manifest entry, so that `bridgelaws build --sources DIR`
puts the new language on the site. The folder is checked by loading it; if that fails,
the folder is put back as it was and the error names the file and line.
"""

from __future__ import annotations

import json
import re
import shutil
import tempfile
import tomllib
from dataclasses import asdict, dataclass, field
from pathlib import Path

from bridgelaws.errors import BridgelawsError
from bridgelaws.translate.locales import language

MANIFEST = "manifest.toml"
SAFE = re.compile(r"[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*")
ORIGINAL = re.compile(r"laws-(?P<edition>.+)\.[a-z]{2}")  # file original="laws-2017.en"
HEADER = "# Sources written by `bridgelaws import xliff`: translations finished in a CAT tool.\n"


@dataclass
class Received:
    file: str  # the source file in the folder
    folder: str
    edition: str
    languages: list[str]  # source, target
    units: int
    translated: int
    missing: list[str] = field(default_factory=list)  # "LINE: UNIT-ID" without a target
    clauses: int = 0  # clauses with words in the source language
    aligned: int = 0  # of those, clauses with the target language too
    warnings: list[str] = field(default_factory=list)

    def as_dict(self) -> dict:
        return asdict(self)


def _header(path: Path, data: bytes) -> tuple[str, str, str]:
    """(source language, target language, edition) of an update package, XLIFF 1.2 or 2.0,
    as translate-toolkit reads it (what it cannot read is no package)."""
    from translate.storage.xliff import xlifffile
    from translate.storage.xliff2 import Xliff2File

    two = re.search(rb"<xliff[^>]*version=[\"']2\.", data[:2000]) is not None
    try:
        store = (Xliff2File if two else xlifffile).parsestring(data)
    except Exception as err:  # the toolkit raises lxml's errors or its own
        raise BridgelawsError(f"not an XLIFF file translate-toolkit can read: {err}",
                              file=str(path), line=getattr(err, "lineno", None) or 1) from None
    root = store.document.getroot()
    files = root.findall(f"{{{store.namespace}}}file")
    if not files:
        raise BridgelawsError("no <file> element", file=str(path), line=1)
    first = files[0]
    if two:
        src, tgt = root.get("srcLang"), root.get("trgLang")
        edition = ORIGINAL.fullmatch(first.get("original", ""))
        edition = edition["edition"] if edition else ""
    else:
        src, tgt = first.get("source-language"), first.get("target-language")
        edition = first.get("product-version", "")
    if not src or not tgt:
        raise BridgelawsError("no source and target language", file=str(path),
                              line=first.sourceline)
    return language(src), language(tgt), edition


def receive(path: Path, folder: Path, edition: str | None = None) -> Received:
    """Put the translation at `path` into the sources `folder` (made if missing)."""
    from bridgelaws.atomic import write_bytes

    path, folder = Path(path), Path(folder)
    try:
        data = path.read_bytes()
    except OSError as err:
        raise BridgelawsError(f"cannot read: {err.strerror}", file=str(path)) from None
    src, tgt, written_edition = _header(path, data)
    edition = edition or written_edition
    if not edition:
        raise BridgelawsError("the file does not say its edition (product-version); give "
                              "--edition", file=str(path), line=1)
    if not SAFE.fullmatch(f"{edition}-{src}-{tgt}"):  # it names the file written
        raise BridgelawsError(f"edition {edition!r} or languages {src}/{tgt} are not plain "
                              "names (letters, digits, hyphens)", file=str(path), line=1)
    name = f"{edition}-{src}-{tgt}.xlf"
    manifest = folder / MANIFEST
    text = manifest.read_text("utf-8") if manifest.exists() else HEADER
    try:
        entries = tomllib.loads(text).get("source", [])
    except tomllib.TOMLDecodeError as err:
        raise BridgelawsError(f"bad TOML: {err}", file=str(manifest)) from None
    if not any(entry.get("file") == name for entry in entries):
        origin = json.dumps(f"{path.name}, imported by bridgelaws import xliff",
                            ensure_ascii=False)  # a TOML basic string: JSON's escapes
        text += (f'\n[[source]]\nfile = "{name}"\nreader = "xliff"\neditions = ["{edition}"]\n'
                 f'languages = ["{src}", "{tgt}"]\norigin = {origin}\n')
    corpus = _checked(folder, {name: data, MANIFEST: text.encode("utf-8")})
    for file, content in ((name, data), (MANIFEST, text.encode("utf-8"))):
        write_bytes(folder / file, content)
    return _report(corpus, folder / name, name, edition, src, tgt)


def _checked(folder: Path, new: dict[str, bytes]):
    """The corpus the folder will hold, read from a staged copy beside it (a fresh path:
    nothing cached, and the folder itself untouched until the copy reads without error)."""
    from bridgelaws.corpus import load_corpus

    folder.parent.mkdir(parents=True, exist_ok=True)
    staged = Path(tempfile.mkdtemp(prefix=f".{folder.name}.", dir=folder.parent))
    try:
        if folder.is_dir():
            shutil.copytree(folder, staged, dirs_exist_ok=True)
        for file, content in new.items():
            (staged / file).write_bytes(content)
        try:
            return load_corpus(staged)
        except BridgelawsError as err:
            if err.file:
                err.file = err.file.replace(str(staged), str(folder))
            raise
    finally:
        shutil.rmtree(staged, ignore_errors=True)


def _report(corpus, path: Path, name: str, edition: str, src: str, tgt: str) -> Received:
    from lxml import etree

    root = etree.parse(str(path)).getroot()
    ns = root.tag[1:].split("}")[0]
    two = ns.endswith(":2.0")
    units = list(root.iter(f"{{{ns}}}{'unit' if two else 'trans-unit'}"))
    # the unit's own targets, not a suggestion's (<alt-trans>, <mtc:match>)
    target = f"{{{ns}}}segment/{{{ns}}}target" if two else f"{{{ns}}}target"
    missing = [f"{u.sourceline}: {u.get('name') or u.get('id')}" for u in units
               if not "".join(t for found in u.findall(target)
                              for t in found.itertext()).strip()]
    report = Received(name, str(path.parent), edition, [src, tgt], len(units),
                      len(units) - len(missing), missing)
    for law in corpus.editions[edition].laws.values():
        if law.source != name:
            continue
        for clause in law.walk():
            has = set(clause.heading) | {lang for lang, t in clause.text.items() if t.value}
            if law is clause:
                has |= set(law.title)
            if src in has:
                report.clauses += 1
                report.aligned += tgt in has
    report.warnings = [str(w) for w in corpus.warnings if w.file == name]
    return report


def format_received(report: Received) -> str:
    lines = [
        f"{report.folder}/{report.file}: edition {report.edition}, "
        f"{'-'.join(report.languages)}",
        f"units: {report.units}, translated: {report.translated}",
        f"clauses: {report.aligned} of {report.clauses} in both languages",
    ]
    lines += [f"no translation: line {m}" for m in report.missing]
    lines += report.warnings
    lines.append(f"next: bridgelaws build --sources {report.folder}")
    return "\n".join(lines)

