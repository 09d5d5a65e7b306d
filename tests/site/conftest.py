"""Fixtures for the site tests: the shipped corpus built once into a temp folder, with its
Pagefind index, served on 127.0.0.1 from a thread, and a Chromium driven by Playwright."""

from __future__ import annotations

import shutil
import threading
from pathlib import Path

import pytest

from bridgelaws.site import build_site
from bridgelaws.site.search import index_site
from bridgelaws.site.serve import make_server

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


@pytest.fixture(scope="session")
def site_dir(corpus, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("build")
    report = build_site(corpus, out)
    index_site(Path(report["path"]))
    return Path(report["path"])


@pytest.fixture(scope="session")
def base_url(site_dir):
    server = make_server(site_dir, 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    yield f"http://{host}:{port}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser():
    chromium = shutil.which("chromium")
    if chromium is None:
        pytest.skip("Debian's chromium is not installed (CI installs it: apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    yield page
    context.close()
    assert errors == [], f"JavaScript errors: {errors}"


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
