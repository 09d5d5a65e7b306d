"""What a corpus holds of one source, as a multiset of characters, to check that no character
of the source is lost: each ends in the corpus or in a warning about that file."""

from __future__ import annotations

from collections import Counter

from bridgelaws.corpus.model import Text


def held(corpus, file: str) -> Counter:
    parts: list[str] = [w.message for w in corpus.warnings if w.file == file]
    for edition in corpus.editions.values():
        for law in edition.laws.values():
            if law.source != file:
                continue
            parts += [Text(t, law.title_notes.get(lang, [])).with_marks()
                      for lang, t in law.title.items() if lang not in law.title_supplied]
            for clause in law.walk():
                parts += list(clause.labels.values())
                parts += [Text(heading, clause.heading_notes.get(lang, [])).with_marks()
                          for lang, heading in clause.heading.items()]
                parts += [text.with_marks() for text in clause.text.values()]
            for note in law.footnotes:
                parts += list(note.text.values()) + list(note.labels.values())
        for div in edition.divisions:
            parts += list(div.labels.values()) + list(div.heading.values())
        for matter in edition.matter:
            if matter.source == file:
                parts += [text for _, text in matter.paragraphs]
    return Counter("".join(parts).replace(" ", "").replace("\n", ""))


def table_text(text: str) -> str:
    """A table source's words without its layout: each row's closing ` |` and the bars
    between its cells."""
    return "".join(line.rstrip()[:-2].replace(" | ", " ") for line in text.splitlines())


def lost(source_text: str, corpus, file: str) -> Counter:
    """Characters of the source (but white space and the table's cell bars) not held."""
    wanted = Counter(ch for ch in source_text if not ch.isspace())
    return wanted - held(corpus, file)
