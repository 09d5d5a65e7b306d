"""The site in a real browser: Debian's chromium driven by Playwright over http://."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.mark.parametrize(
    ("path", "ref_text", "target_path", "anchor"),
    [
        ("1997/law-63.html", "Law 61B", "1997/law-61.html", "61B"),
        ("1997/law-63.html", "Law 64", "1997/law-64.html", "64"),
        ("2017/law-64.html", "Law 62C3", "2017/law-62.html", "62C3"),
    ],
)
def test_reference_lands_on_target_anchor(page, base_url, path, ref_text, target_path, anchor):
    page.goto(base_url + path)
    page.locator(f'.col[lang="en"] a.ref:text-is("{ref_text}")').first.click()
    page.wait_for_url(f"**/{target_path}#{anchor}")
    target = page.locator(f'[id="{anchor}"]')
    assert target.count() == 1
    assert target.evaluate("el => el.matches(':target')")
    box = target.bounding_box()
    assert box is not None and -2 < box["y"] < 900  # scrolled into view


def test_hide_and_show_language_column(page, base_url):
    page.goto(base_url + "1997/law-63.html")
    ru = page.locator('[id="63B"] .col[lang="ru"]')
    toggle = page.locator('.lang-toggle[data-lang="ru"]')
    assert ru.is_visible()
    toggle.click()
    assert not ru.is_visible()
    assert toggle.get_attribute("aria-pressed") == "false"
    assert page.locator('[id="63B"] .col[lang="en"]').is_visible()
    toggle.click()
    assert ru.is_visible()
    assert toggle.get_attribute("aria-pressed") == "true"


def test_last_column_cannot_be_hidden(page, base_url):
    page.goto(base_url + "1997/law-63.html")
    page.locator('.lang-toggle[data-lang="ru"]').click()
    page.locator('.lang-toggle[data-lang="en"]').click()
    assert page.locator('[id="63B"] .col[lang="en"]').is_visible()


def test_phone_shows_one_language_with_a_switch(browser, base_url):
    context = browser.new_context(viewport={"width": 390, "height": 800})
    page = context.new_page()
    page.goto(base_url + "1997/law-63.html")
    en, ru = page.locator('[id="63B"] .col[lang="en"]'), page.locator('[id="63B"] .col[lang="ru"]')
    assert en.is_visible() and not ru.is_visible()
    page.locator('.lang-toggle[data-lang="ru"]').click()
    assert ru.is_visible() and not en.is_visible()
    context.close()


@pytest.mark.parametrize(
    ("path", "anchor", "lang", "expected"),
    [
        ("2017/law-64.html", "64B7", "en", "Law 64B7 (2017)"),
        ("1997/law-64.html", "64B3", "ru", "Правило 64B3 (1997)"),
        ("2017/law-62.html", "62C3", "el", "Νόμος 62Γ3 (2017)"),
    ],
)
def test_cite_control_yields_the_citation(page, base_url, path, anchor, lang, expected):
    page.goto(base_url + path)
    button = page.locator(f'[id="{anchor}"] .col[lang="{lang}"] button.cite')
    assert button.get_attribute("data-cite") == expected
    button.click()
    status = page.locator("p.copied")
    page.wait_for_function("() => document.querySelector('p.copied').dataset.citation")
    assert status.get_attribute("data-citation") == expected
    shown = status.locator("input.cite-text")
    text = shown.input_value() if shown.count() else status.inner_text()
    assert expected in text


@pytest.mark.parametrize(
    ("lang", "query", "expected_url", "expected_title"),
    [
        ("el", "ρενόνς", "2017/law-62.el.html", "Νόμος 62 (2017)"),
        ("ru", "фальшренонс", "1997/law-63.ru.html", "Правило 63 (1997)"),
        ("en", "revoke", "2017/law-62.html", "Law 62 (2017)"),
    ],
)
def test_search_finds_the_law(page, base_url, lang, query, expected_url, expected_title):
    page.goto(base_url + f"search/{lang}.html")
    page.fill("#q", query)
    page.press("#q", "Enter")
    page.wait_for_selector(".results li.result")
    links = page.locator(".results li.result > p > a:first-child")
    found = {links.nth(i).inner_text().partition(" · ")[0]: links.nth(i).get_attribute("href")
             for i in range(links.count())}
    assert expected_title in found
    page_url, _, clause = found[expected_title].partition("#")
    assert page_url.endswith(expected_url) and clause.startswith(expected_url.split("-")[1][:2])


def test_search_result_opens_the_clause_it_matched(page, base_url):
    page.goto(base_url + "search/el.html?q=ρενόνς")
    page.wait_for_selector(".results li.result")
    hit = page.locator(".results li.result a.clause-hit").first
    clause = hit.inner_text()
    hit.click()
    page.wait_for_url(f"**/law-*.el.html#{clause}")
    row = page.locator(f"[id='{clause}']")
    assert row.evaluate("el => el.matches(':target')")
    assert "ρενόνς" in row.inner_text().lower() or "ρενονς" in row.inner_text().lower()


@pytest.mark.parametrize(
    ("kind", "path"),
    [
        ("home", "index.html"),
        ("contents", "1997/index.html"),
        ("law", "1997/law-63.html"),
        ("law-single-language", "2017/law-62.el.html"),
        ("search", "search/el.html?q=ρενόνς"),
        ("glossary", "glossary.html"),
        ("diff", "diff/2007-to-2017/law-64.html"),
        ("diff-summary", "diff/2007-to-2017/index.html"),
    ],
)
def test_screenshot_per_page_kind(page, base_url, artifacts, kind, path):
    page.goto(base_url + path)
    page.wait_for_load_state("networkidle")
    shot = artifacts / f"site-{kind}.png"
    page.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 1000
    assert page.locator("h1").count() == 1


def test_term_opens_its_glossary_entry(page, base_url):
    page.goto(base_url + "1997/law-62.ru.html")
    page.locator('.col[lang="ru"] a.term[href$="#revoke"]').first.click()
    page.wait_for_url("**/glossary.html#revoke")
    entry = page.locator('[id="revoke"]')
    assert entry.evaluate("el => el.matches(':target')")
    assert "фальшренонс" in entry.inner_text() and "ρενόνς" in entry.inner_text()


def test_predicate_opens_under_its_clause(page, base_url):
    page.goto(base_url + "2017/law-64.html#64B7")
    box = page.locator('[id="64B7"] details.predicate')
    assert not box.evaluate("d => d.open")
    box.locator("summary").click()
    summary = box.locator("summary").inner_text()
    assert box.evaluate("d => d.open") and len(box.inner_text()) > len(summary)


def test_terms_are_underlined_on_request(page, base_url):
    page.goto(base_url + "1997/law-64.html")
    term = page.locator('.col[lang="en"] a.term').first
    line = "el => getComputedStyle(el).textDecorationLine"
    assert term.evaluate(line) == "none"
    toggle = page.locator("button.terms-toggle")
    toggle.click()
    assert toggle.get_attribute("aria-pressed") == "true"
    assert term.evaluate(line) == "underline"
    page.reload()  # the choice is remembered
    assert page.locator('.col[lang="en"] a.term').first.evaluate(line) == "underline"
