"""One law as data (for `show --json`) and as readable text."""

from __future__ import annotations

import textwrap

from bridgelaws.corpus.model import Corpus
from bridgelaws.corpus.xmlwrite import langs
from bridgelaws.errors import BridgelawsError


def find_law(corpus: Corpus, edition: str, law: str):
    laws = corpus.edition(edition).laws
    if law not in laws:
        raise BridgelawsError(f"law {law!r} is not in the {edition} edition of the corpus "
                              f"(laws: {', '.join(laws)})")
    return laws[law]


def law_as_dict(corpus: Corpus, edition: str, law: str, lang: str | None = None) -> dict:
    """The law, its clauses in document order (the law itself first) and its footnotes,
    with a language key only where the source has that language."""
    found = find_law(corpus, edition, law)
    languages = sorted({lang for c in found.walk() for lang in c.text} | set(found.title))
    if lang is not None and lang not in languages:
        raise BridgelawsError(f"{edition} Law {law} has no {lang!r} text "
                              f"(languages: {', '.join(langs(dict.fromkeys(languages)))})")

    def pick(values: dict) -> dict:
        return {k: values[k] for k in langs(values) if lang is None or k == lang}

    clauses = []
    for clause in found.walk():
        entry: dict = {"cite": clause.cite}
        if pick(clause.heading):
            entry["heading"] = pick(clause.heading)
        entry["text"] = {k: v.value for k, v in pick(clause.text).items()}
        clauses.append(entry)
    return {
        "edition": edition,
        "law": found.num,
        "title": pick(found.title),
        "clauses": clauses,
        "footnotes": [{"n": note.n, "text": pick(note.text)} for note in found.footnotes],
    }


def law_as_text(data: dict) -> str:
    """Readable text: each clause's citation, then its heading and text per language."""
    out = [f"{data['edition']} Law {data['law']}"]
    for lang, title in data["title"].items():
        out.append(f"  [{lang}] {title}")
    for clause in data["clauses"]:
        body = []
        for lang in langs({**clause.get("heading", {}), **clause["text"]}):
            heading = clause.get("heading", {}).get(lang, "")
            text = clause["text"].get(lang, "")
            if heading:
                body.append(f"  [{lang}] {heading}")
            if text:
                body.extend(textwrap.wrap(text, 88, initial_indent=f"  [{lang}] " if not heading
                                          else "       ", subsequent_indent="       "))
        if body:
            out.append("")
            out.append(clause["cite"])
            out.extend(body)
    if data["footnotes"]:
        out.append("")
        out.append("Footnotes")
        for note in data["footnotes"]:
            texts = note["text"] or {"": "(no footnote text in the source)"}
            for lang, text in texts.items():
                out.extend(textwrap.wrap(text, 88, initial_indent=f"  {note['n']} [{lang}] ",
                                         subsequent_indent="       "))
    return "\n".join(out)
