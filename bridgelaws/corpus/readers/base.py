"""What every reader returns, and the label search the table and forum layouts share."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from bridgelaws.corpus.model import Clause, Division, Law, Matter, Source, Warning, law_number
from bridgelaws.corpus.notes import clean_text
from bridgelaws.corpus.tree import Piece, attach, cite_part, footnote, latin


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

    def check(self) -> None:
        """Damage a reader cannot see in one law: a law twice in one source (the later copy is
        left out, and said so), law numbers out of sequence, and in each law a clause twice
        (kept, its eId made unique) or out of sequence. Each is a warning naming the line."""
        seen: dict[tuple[str, str, str], int] = {}
        last: dict[tuple[str, str], tuple[int, int]] = {}
        kept = []
        for law in self.laws:
            langs = sorted(law.lines)
            first = next((seen[(law.edition, law.num, lang)] for lang in langs
                          if (law.edition, law.num, lang) in seen), None)
            if first is not None:
                self.warn(law.first_line(), f"law {law.num} appears again ({'/'.join(langs)};"
                          f" first at line {first}): this copy is left out; remove or renumber"
                          " one of them")
                continue
            for lang in langs:
                seen[(law.edition, law.num, lang)] = law.lines[lang]
                prev = last.get((law.edition, lang))
                if prev and int(law.num) < prev[0]:
                    self.warn(law.lines[lang], f"law {law.num} ({lang}) comes after law "
                              f"{prev[0]} (line {prev[1]}): law numbers out of sequence")
                last[(law.edition, lang)] = (int(law.num), law.lines[lang])
            kept.append(law)
            if law.children:
                self._check_tree(law)
        self.laws = kept

    def _check_tree(self, parent: Clause) -> None:
        """Each clause that has sub-clauses, in document order (the leaves, most clauses, are
        not visited: they have none to check)."""
        self._check_children(parent)
        for child in parent.children:
            if child.children:
                self._check_tree(child)

    def _check_children(self, parent: Clause) -> None:
        expected: dict[str, str] = {}
        cites: set[str] = set()
        eids: set[str] | None = None  # made at the first clause twice: linear in any case
        tried: dict[str, int] = {}  # eId -> the last suffix tried for it
        for child in parent.children:
            if child.cite in cites:
                self.warn(child.first_line(), f"clause {child.cite} appears twice in law "
                          f"{law_number(child.cite)}; both kept, the second with its own eId")
                if eids is None:
                    eids = {c.eid for c in parent.children}
                n = tried.get(child.eid, 1) + 1
                while f"{child.eid}_{n}" in eids:
                    n += 1
                tried[child.eid] = n
                eids.add(f"{child.eid}_{n}")
                _rename(child, child.eid, f"{child.eid}_{n}")
                continue
            cites.add(child.cite)
            want = expected.get(child.kind, FIRST[child.kind])
            if child.num != want:
                self.warn(child.first_line(), f"clause {child.cite} where {parent.cite}"
                          f"{cite_part(child.kind, want, parent.kind)} was expected: numbering "
                          "out of sequence")
            expected[child.kind] = _after(child.kind, child.num)

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
                text = clause.text.get(lang)
                if not (clause.heading_notes or (text and text.notes) or clause is law):
                    continue  # most clauses: no marker to look at
                for mark in clause.marks(lang):
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
    pieces.append(Piece(kind, num, match["label"], lineno, "",
                        clean_text(match["rest"], marks, lineno)))
    return item if kind == "subitem" else num


FIRST = {"section": "A", "subsection": "1", "item": "a", "subitem": "i"}


@lru_cache(maxsize=1024)  # a few kinds and numbers, asked once per clause
def _after(kind: str, num: str) -> str:
    if kind == "subsection":
        return str(int(num) + 1) if num.isdigit() else num
    if kind == "subitem":
        return ROMAN[ROMAN.index(num) + 1] if num in ROMAN[:-1] else num
    return chr(ord(num) + 1) if len(num) == 1 else num



def _rename(clause: Clause, old: str, new: str) -> None:
    for c in clause.walk():
        c.eid = new + c.eid[len(old):]


def next_letter(letter: str | None) -> str:
    return chr(ord(letter) + 1) if letter else "A"
