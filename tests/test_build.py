"""`build_all`: the XML corpus, then the site, then (unless asked not to) its search index."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaws.build import build_all

ENTRY = ('[[source]]\nfile = "t.txt"\nreader = "table"\neditions = ["1997"]\n'
         'languages = ["ru", "en"]\norigin = "test"\n')
ROWS = ("ПРАВИЛО 70. ЗАГОЛОВОК A. Первый Текст фальшренонса. | "
        "LAW 70 - TITLE A. First Text of a revoke, see Law 70A. |\n")


@pytest.mark.parametrize(("site", "search", "outputs"), [
    (False, True, {"corpus"}),
    (True, False, {"corpus", "site"}),
    (True, True, {"corpus", "site", "search"}),
])
def test_build_writes_what_was_asked(make_sources, tmp_path, site, search, outputs):
    folder = make_sources({"t.txt": ROWS}, [ENTRY])
    report = build_all(folder, tmp_path / "out", site=site, search=search)
    assert set(report["outputs"]) == outputs
    assert all(Path(path).exists() for path in report["outputs"].values())
    assert (tmp_path / "out" / "site" / "pagefind").is_dir() == (site and search)
