"""Answers that cost a library kept on disk from one build to the next.

Finding terms needs spaCy's tokenizer and the lemmatisers (importing spaCy and building its
three blank pipelines costs more than the rest of a build of the shipped texts); the equity
aid of a worked board needs endplay's double-dummy solver (importing endplay imports its
plotting library: about a second). Each answer depends only on its key (a string, or a
position to solve), the libraries' versions and the code that answers, so a build keeps
them (`build` in its output folder's `.cache`) and the next one reads them back, importing
a library only for a key it has not seen. The file's name carries a fingerprint of what
else they depend on; a build writes back only the answers it used, so the file never
outgrows the texts.
"""

from __future__ import annotations

import hashlib
import marshal
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

PREFIX = "answers-"
# What the answers depend on besides their keys: the libraries that tokenise, lemmatise and
# solve, and (below) the term base and the modules that find terms or solve positions.
LIBRARIES = ("spacy", "spacy-lookups-data", "pymorphy3", "pymorphy3-dicts-ru", "endplay")
MODULES = {
    "bridgelaws": ("memo.py",),
    "bridgelaws.translate": ("terms.toml", "terms.py", "lemma.py", "pipeline.py",
                             "segment.py"),
    "bridgelaws.laws": ("equity.py",),
}


def fingerprint() -> str:
    from importlib import metadata, resources  # only where a memo is kept on disk

    digest = hashlib.sha256(sys.version.encode())  # marshal's format is Python's own
    for name in LIBRARIES:
        try:
            digest.update(f"\0{name}={metadata.version(name)}".encode())
        except metadata.PackageNotFoundError:
            digest.update(f"\0{name}=".encode())
    for package, names in MODULES.items():
        here = resources.files(package)
        for name in names:
            digest.update(b"\0" + here.joinpath(name).read_bytes())
    return digest.hexdigest()[:24]


class Memo:
    """Answers by key (kind, language, string): those read from `folder` when opened, and
    those given this run (kept in memory: a build asks for each key more than once).
    Without a folder, a process's memory only."""

    def __init__(self, folder: Path | None = None):
        self.path = Path(folder) / f"{PREFIX}{fingerprint()}.marshal" if folder else None
        loaded = {}
        if self.path is not None:
            try:
                loaded = marshal.loads(self.path.read_bytes())
            except (OSError, EOFError, ValueError, TypeError):  # none yet, or damaged
                loaded = {}
        self.known: dict[bytes, tuple] = loaded if isinstance(loaded, dict) else {}
        self.answers: dict[tuple[str, str, str], tuple] = {}
        self.used: dict[bytes, tuple[str, tuple]] = {}  # kind and answer, by the file's key
        self.rows: dict[str, Callable] = {}  # each kind's item as a tuple for the file

    def recall(self, kind: str, lang: str, value: str, find: Callable[[], Iterable],
               row: Callable, unrow: Callable) -> tuple:
        """`find()`'s answer for this string, unless known: `row` makes one of its items
        a tuple for the file, `unrow` makes it back."""
        answer = self.answers.get((kind, lang, value))
        if answer is None:
            key = hashlib.blake2b(f"{kind}\0{lang}\0{value}".encode(),
                                  digest_size=16).digest()
            rows = self.known.get(key)
            answer = tuple(find()) if rows is None else tuple(unrow(*item) for item in rows)
            self.answers[(kind, lang, value)] = answer
            self.used[key] = kind, answer
            self.rows[kind] = row
        return answer

    def save(self) -> None:
        """Write back the answers this build used, where they differ from what was read;
        other fingerprints' files go (they answer for code or libraries no longer here).
        Made into rows here, not as found: a build holds its answers anyway, not twice."""
        if self.path is None or self.used.keys() == self.known.keys():
            return
        from bridgelaws.atomic import write_bytes

        rows = self.rows
        write_bytes(self.path, marshal.dumps({key: tuple(rows[kind](item) for item in answer)
                                              for key, (kind, answer) in self.used.items()}))
        for old in self.path.parent.glob(f"{PREFIX}*.marshal"):
            if old != self.path:
                old.unlink(missing_ok=True)


# The memo answering now: this process's own, or a build's while it runs (`memo`).
ACTIVE: list[Memo] = []


def recall(kind: str, lang: str, value: str, find: Callable[[], Iterable], row: Callable,
           unrow: Callable) -> tuple:
    if not ACTIVE:
        ACTIVE.append(Memo())
    return ACTIVE[-1].recall(kind, lang, value, find, row, unrow)


@contextmanager
def memo(folder: Path) -> Iterator[Memo]:
    """Answers read from and kept in `folder` while open; the caller saves them (a
    build does once its outputs are in place, so a failed build leaves the folder alone)."""
    opened = Memo(folder)
    ACTIVE.append(opened)
    try:
        yield opened
    finally:
        ACTIVE.remove(opened)
