"""Fixtures: Law 64 in three editions, built by hand (see diff_fixtures)."""

from __future__ import annotations

import pytest

from bridgelaws.corpus.model import Corpus, Law

from .diff_fixtures import LAW64_1997, LAW64_2007, LAW64_2017, TITLE, build_corpus, build_law


@pytest.fixture
def law64() -> dict[str, Law]:
    rows = {"1997": LAW64_1997, "2007": LAW64_2007, "2017": LAW64_2017}
    return {edition: build_law(edition, r, TITLE) for edition, r in rows.items()}


@pytest.fixture
def corpus64(law64: dict[str, Law]) -> Corpus:
    return build_corpus({edition: [law] for edition, law in law64.items()})


@pytest.fixture(scope="session")
def shipped() -> Corpus:
    """The shipped corpus, read once."""
    from bridgelaws.corpus import load_corpus

    return load_corpus()
