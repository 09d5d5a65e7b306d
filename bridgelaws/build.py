"""`bridgelaws build`: the corpus model, its cross-references and predicates written as
validated XML, then the website and its search index.

One build, all or nothing: every output (corpus/, site/) is built in one staging folder
inside `out`, and only when all of them are whole (search index included) are they swapped
in together; a failure anywhere leaves the previous build as it was.

The corpus XML does not depend on the site nor the site on it, so where the machine has a
core to spare the XML is written and validated in a forked process while this one builds
the site; its bytes are the same either way.
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from bridgelaws.atomic import replace_dirs, staging_dir
from bridgelaws.errors import BridgelawsError
from bridgelaws.jobs import fork, join, stop

STAGING = ".build"  # the staging folder's prefix inside `out`
CACHE = ".cache"  # inside `out`: what the next build may reuse (`bridgelaws.memo`)


class StrictFailure(BridgelawsError):
    """`build --strict` and the corpus warned: every warning is an error, nothing written."""

    def __init__(self, warnings: list):
        first = warnings[0]
        super().__init__(first.message, first.file, first.line)
        self.warnings = warnings


def warning_dict(warning) -> dict:
    return {"file": warning.file, "line": warning.line, "message": warning.message}


@contextmanager
def timed(timings: dict[str, float], stage: str) -> Iterator[None]:
    """Wall seconds of one stage, for `build --json` and bench/bench_build.py."""
    start = time.perf_counter()
    try:
        yield
    finally:
        timings[stage] = round(timings.get(stage, 0.0) + time.perf_counter() - start, 4)


def build_all(sources: Path | None, out: Path, site: bool = True, search: bool = True,
              strict: bool = False) -> dict:
    from bridgelaws.corpus import load_corpus

    timings: dict[str, float] = {}
    with timed(timings, "corpus"):
        corpus = load_corpus(sources)
    if strict and corpus.warnings:
        raise StrictFailure(corpus.warnings)
    out = Path(out)
    stage = staging_dir(out / STAGING)
    swapped = False
    try:
        with _memo(out / CACHE, site) as answers:
            outputs = _stage(corpus, stage, site, search, timings)
            with timed(timings, "swap"):
                replace_dirs(out, stage, [name for name in ("corpus", "site") if name in outputs])
            swapped = True
            if answers is not None:  # kept once the build is in place, as the build is
                with timed(timings, "memo"):
                    answers.save()
    finally:
        # Where a failed swap could not even be undone, the previous build is still in
        # the staging folder (`replace_dirs` says where): kept for the user.
        if swapped or not any((stage / ".old").glob("*")):
            shutil.rmtree(stage, ignore_errors=True)
    return {
        "warnings": [warning_dict(w) for w in corpus.warnings],
        "outputs": {kind: str(out / path) for kind, path in outputs.items()},
        "timings": timings,
    }


@contextmanager
def _memo(folder: Path, site: bool):
    """The last build's answers in `out` (terms, worked boards' equity aids), where the site
    needs them."""
    if not site:
        yield None
        return
    from bridgelaws.memo import memo

    with memo(folder) as answers:
        yield answers


def _stage(corpus, stage: Path, site: bool, search: bool, timings: dict) -> dict[str, str]:
    """Every output built into `stage`; returns them by kind, as paths relative to it."""
    from bridgelaws.xref import corpus_refs

    with timed(timings, "refs"):
        refs = corpus_refs(corpus)
    outputs = {"corpus": "corpus/corpus.xml"}
    xml_job = fork("writing the corpus XML",
                   lambda: _write_xml(corpus, refs, stage)) if site else None
    if xml_job is None:
        with timed(timings, "xml"):
            _write_xml(corpus, refs, stage)
    if site:
        from bridgelaws.site import build_site

        try:
            with timed(timings, "site"):
                build_site(corpus, stage, refs)
        except BaseException:
            if xml_job is not None:
                stop(xml_job)
            raise
        outputs["site"] = "site"
    if xml_job is not None:
        with timed(timings, "xml-wait"):
            join(xml_job)
    if site and search:
        from bridgelaws.site.search import index_site

        with timed(timings, "search"):
            index_site(stage / "site")
        outputs["search"] = "site/pagefind"
    return outputs


def _write_xml(corpus, refs, stage: Path) -> None:
    from bridgelaws.corpus.validate import validate
    from bridgelaws.corpus.xmlwrite import corpus_xml
    from bridgelaws.laws.registry import predicate_name

    xml = corpus_xml(corpus, refs, predicate_name)
    validate(xml)
    (stage / "corpus").mkdir()
    (stage / "corpus" / "corpus.xml").write_bytes(xml)
