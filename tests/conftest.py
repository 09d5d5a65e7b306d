"""Fixtures shared by every part's tests: the shipped corpus, and small source folders."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import settings

from bridgelaws.corpus import load_corpus

# Property tests check behaviour, never time: on a loaded machine a first example that
# imports a module can take half a second, and hypothesis's default deadline (200 ms)
# would fail it. Benchmarks (bench/) print the figures.
settings.register_profile("bridgelaws", deadline=None)
settings.load_profile("bridgelaws")


@pytest.fixture(scope="session")
def corpus():
    return load_corpus()


@pytest.fixture
def make_sources(tmp_path: Path):
    """Write a manifest and source files into a temp folder; returns the folder."""

    def make(files: dict[str, bytes | str], entries: list[str]) -> Path:
        folder = tmp_path / "sources"
        folder.mkdir(exist_ok=True)
        for name, data in files.items():
            path = folder / name
            path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
        (folder / "manifest.toml").write_text("\n".join(entries), encoding="utf-8")
        return folder

    return make
