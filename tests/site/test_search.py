"""The Pagefind index: one per language, built from the site's single-language content."""

from __future__ import annotations

import pytest

from bridgelaws.errors import BridgelawsError
from bridgelaws.site.search import index_site


def test_index_has_each_language(site_dir):
    report = index_site(site_dir)
    pages = report["pages_per_language"]
    assert set(pages) == {"en", "ru", "el"}
    laws = {lang: len(list(site_dir.glob(f"*/law-*.{lang}.html"))) for lang in ("ru", "el")}
    assert pages["ru"] == laws["ru"] and pages["el"] == laws["el"]


def test_missing_site_is_an_error(tmp_path):
    with pytest.raises(BridgelawsError, match="pagefind"):
        index_site(tmp_path / "nowhere")
