"""The term finder's answers kept on disk from one build to the next.

Finding terms needs spaCy's tokenizer and the lemmatisers: importing spaCy and building
its three blank pipelines costs more than the rest of a build of the shipped texts. The
answers depend only on the string, its language, the term base, this code and the
libraries' versions, so a build keeps them (`build` in its output folder's `.cache`) and
the next one reads them back, loading spaCy only for a string it has not seen. The file's
name carries a fingerprint of everything else they depend on; a build writes back only
the answers it used, so the file never outgrows the texts.
"""

from __future__ import annotations

import hashlib
import marshal
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from importlib import metadata, resources
from pathlib import Path

PREFIX = "terms-"
# What the answers depend on besides the string: the libraries that tokenise and lemmatise,
# and (below) this package's term base and the modules that find terms.
LIBRARIES = ("spacy", "spacy-lookups-data", "pymorphy3", "pymorphy3-dicts-ru")
MODULES = ("terms.toml", "terms.py", "lemma.py", "pipeline.py", "segment.py", "memo.py")


def fingerprint() -> str:
    digest = hashlib.sha256(sys.version.encode())  # marshal's format is Python's own
    for name in LIBRARIES:
        try:
            digest.update(f"\0{name}={metadata.version(name)}".encode())
        except metadata.PackageNotFoundError:
            digest.update(f"\0{name}=".encode())
    here = resources.files("bridgelaws.translate")
    for name in MODULES:
        digest.update(b"\0" + here.joinpath(name).read_bytes())
    return digest.hexdigest()[:24]


class Memo:
    """Answers by key (kind, language, string): those read from `folder` when opened, and
    those given this run (kept in memory: a build asks for each string more than once).
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
        self.used: dict[bytes, tuple] = {}  # the answers used, by the file's key
        self.row: Callable = tuple

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
            self.answers[(kind, lang, value)] = self.used[key] = answer
            self.row = row
        return answer

    def save(self) -> None:
        """Write back the answers this build used, where they differ from what was read;
        other fingerprints' files go (they answer for code or libraries no longer here).
        Made into rows here, not as found: a build holds its answers anyway, not twice."""
        if self.path is None or self.used.keys() == self.known.keys():
            return
        from bridgelaws.atomic import write_bytes

        row = self.row
        write_bytes(self.path, marshal.dumps(
            {key: tuple(row(item) for item in answer) for key, answer in self.used.items()}))
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
    """Term answers read from and kept in `folder` while open; the caller saves them (a
    build does once its outputs are in place, so a failed build leaves the folder alone)."""
    opened = Memo(folder)
    ACTIVE.append(opened)
    try:
        yield opened
    finally:
        ACTIVE.remove(opened)
