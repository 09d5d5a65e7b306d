"""What every reader returns, and the label search the table and forum layouts share."""

from __future__ import annotations

from dataclasses import dataclass, field

from bridgelaws.corpus.model import Division, Law, Matter, Source, Warning
from bridgelaws.corpus.notes import clean_text
from bridgelaws.corpus.tree import Piece, attach, footnote, latin


@dataclass
class Reading:
    """One source read: laws in one language each, still to be aligned across languages."""

    source: Source
    laws: list[Law] = field(default_factory=list)
    divisions: list[Division] = field(default_factory=list)
    matter: list[Matter] = field(default_factory=list)
    warnings: list[Warning] = field(default_factory=list)

    def add_law(self, law: Law | None, lang: str, pieces: list) -> None:
        """A law the reader has finished: its pieces nested under it, the law kept."""
        if law is not None:
            attach(law, lang, pieces)
            self.laws.append(law)

    def warn(self, line: int, message: str) -> None:
        self.warnings.append(Warning(self.source.file, line, message))

    def note_orphan_marks(self, lang: str) -> None:
        """Every marker points to a footnote; one whose text the source lacks (1997's `16`,
        the forum's `**`) still gets its footnote entry, without text, and a warning."""
        for law in self.laws:
            if lang not in law.lines:
                continue
            known = {note.n for note in law.footnotes}
            for clause in law.walk():
                for mark in clause.text[lang].notes:
                    note = footnote(law, mark.n, lang, "", clause.lines[lang], mark=mark.mark)
                    if mark.n not in known and lang not in note.text:
                        known.add(mark.n)
                        self.warn(clause.lines[lang], f"footnote {mark.mark!r} in {clause.cite} "
                                  f"({lang}) has no footnote text in the source")


ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x")


def add_item(pieces: list[Piece], match, lineno: int, item: str | None, marks) -> str | None:
    """An item `(b)`, or a sub-item `(ii)` of the item above it (`(i)` after `(h)` is an
    item); the letter read as Latin. Returns the item now current."""
    num = latin(match["num"])
    kind = "item"
    if item and num in ROMAN and not (num == "i" and item == "h"):
        kind = "subitem"
    pieces.append(Piece(kind, num, match["label"], lineno,
                        text=clean_text(match["rest"], marks, lineno)))
    return item if kind == "subitem" else num


def next_letter(letter: str | None) -> str:
    return chr(ord(letter) + 1) if letter else "A"
