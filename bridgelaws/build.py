"""`bridgelaws build`: the corpus model, its cross-references and predicates written as
validated XML, then the website and its search index.

Each output is built in a staging folder and swapped into place only when whole, so a
failure leaves the previous build as it was and nothing half-written.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from bridgelaws.atomic import replace_dir, staging_dir


def build_all(sources: Path | None, out: Path, site: bool = True, search: bool = True) -> dict:
    from bridgelaws.corpus import load_corpus
    from bridgelaws.corpus.validate import validate
    from bridgelaws.corpus.xmlwrite import corpus_xml
    from bridgelaws.laws.registry import predicate_name
    from bridgelaws.xref import corpus_refs

    corpus = load_corpus(sources)
    refs = corpus_refs(corpus)
    xml = corpus_xml(corpus, refs, predicate_name)
    validate(xml)
    out = Path(out)
    stage = staging_dir(out / "corpus")
    try:
        (stage / "corpus.xml").write_bytes(xml)
        replace_dir(out / "corpus", stage)
    except BaseException:
        shutil.rmtree(stage, ignore_errors=True)
        raise
    report = {
        "warnings": [str(w) for w in corpus.warnings],
        "outputs": {"corpus": str(out / "corpus" / "corpus.xml")},
    }
    if site:
        from bridgelaws.site import build_site
        from bridgelaws.site.search import index_site

        built = build_site(corpus, out, refs)
        report["outputs"]["site"] = built["path"]
        if search:
            report["outputs"]["search"] = index_site(Path(built["path"]))["path"]
    return report
