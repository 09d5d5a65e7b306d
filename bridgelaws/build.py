"""`bridgelaws build`: the corpus model written as validated XML, then the site.

Everything is built in a staging folder and swapped into place only when whole, so a
failure leaves the previous build as it was and nothing half-written.
"""

from __future__ import annotations

from pathlib import Path

from bridgelaws.atomic import replace_dir, staging_dir


def build_all(sources: Path | None, out: Path) -> dict:
    from bridgelaws.corpus import load_corpus
    from bridgelaws.corpus.validate import validate
    from bridgelaws.corpus.xmlwrite import corpus_xml

    corpus = load_corpus(sources)
    xml = corpus_xml(corpus)
    validate(xml)
    out = Path(out)
    stage = staging_dir(out / "corpus")
    try:
        (stage / "corpus.xml").write_bytes(xml)
        replace_dir(out / "corpus", stage)
    except BaseException:
        import shutil

        shutil.rmtree(stage, ignore_errors=True)
        raise
    return {
        "warnings": [str(w) for w in corpus.warnings],
        "outputs": {"corpus": str(out / "corpus" / "corpus.xml")},
    }
