"""Diffs that never hide a change, on a law made up for the test (Law 30, Pass) in English
(tests/diff/data/en, the `editions` layout), Greek beside English (tests/diff/data/el, the
`bilingual` layout) and Russian (RU_2007/RU_2017 below), each in a 2007 and a 2017 form.

The 2017 form, worked out by hand: 30A keeps its text under a new heading; a new 30B
pushes 2007 B-D down a letter (their headings kept: no heading change may appear); 2007
30B1 moves as it is, 30B2 moves and loses a comma (one token); 2007 30C1 is split into
30D1 and 30D2; 2007 30D1 and 30D2 are merged into 30E1. Every expected answer below was
written from the texts, not from the code's output.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bridgelaws.corpus import load_corpus
from bridgelaws.diff.compare import changes_summary, diff_law
from bridgelaws.diff.concordance import concordance
from bridgelaws.diff.match import CHANGES, count_changes
from bridgelaws.diff.pages import diff_pages
from bridgelaws.diff.render import LABELS, as_json, as_text, label
from bridgelaws.diff.words import normalise

from .diff_fixtures import build_corpus, build_law

DATA = Path(__file__).parent / "data"

RU_2007 = [
    ("30", "", ""),
    ("30A", {"ru": "Пас в свою очередь"},
     {"ru": "Игрок может сказать пас, когда наступает его очередь заявлять."}),
    ("30B", {"ru": "Пас не в очередь"}, ""),
    ("30B1", "", {"ru": "Пас не в очередь отменяется, и торговля возвращается к игроку, чья "
                        "была очередь."}),
    ("30B2", "", {"ru": "Партнёр нарушителя должен пасовать всякий раз, когда наступает его "
                        "очередь."}),
    ("30C", {"ru": "Полномочия Судьи"}, ""),
    ("30C1", "", {"ru": "Если пас не в очередь нанёс ущерб ненарушившей стороне, Судья "
                        "назначает исправленный результат. Также может быть наложен "
                        "процедурный штраф."}),
    ("30D", {"ru": "Информация"}, ""),
    ("30D1", "", {"ru": "Информация от отменённого паса является несанкционированной для "
                        "партнёра нарушителя."}),
    ("30D2", "", {"ru": "Она санкционирована для противников."}),
]
RU_2017 = [
    ("30", "", ""),
    ("30A", {"ru": "Пас в очередь игрока"},
     {"ru": "Игрок может сказать пас, когда наступает его очередь заявлять."}),
    ("30B", {"ru": "Пас до начала торговли"},
     {"ru": "Если игрок сказал пас до начала торговли, немедленно вызывается Судья."}),
    ("30C", {"ru": "Пас не в очередь"}, ""),
    ("30C1", "", {"ru": "Пас не в очередь отменяется, и торговля возвращается к игроку, чья "
                        "была очередь."}),
    ("30C2", "", {"ru": "Партнёр нарушителя должен пасовать всякий раз; когда наступает его "
                        "очередь."}),
    ("30D", {"ru": "Полномочия Судьи"}, ""),
    ("30D1", "", {"ru": "Если пас не в очередь нанёс ущерб ненарушившей стороне, Судья "
                        "назначает исправленный результат."}),
    ("30D2", "", {"ru": "Также может быть наложен процедурный штраф."}),
    ("30E", {"ru": "Информация"}, ""),
    ("30E1", "", {"ru": "Информация от отменённого паса является несанкционированной для "
                        "партнёра нарушителя; она санкционирована для противников."}),
]


def _corpus(name: str):
    if name == "ru":
        return build_corpus({"2007": [build_law("2007", RU_2007, "")],
                             "2017": [build_law("2017", RU_2017, "")]})
    return load_corpus(DATA / name)


@pytest.fixture(scope="module", params=[("en", "en"), ("el", "el"), ("el", "en"), ("ru", "ru")],
                ids=lambda p: "-".join(p))
def case(request):
    name, lang = request.param
    return _corpus(name), lang


# (old cites, new cites, change, label): one line per change a reader sees, in order.
EXPECTED = [
    ("30", "30", "unchanged", "unchanged"),
    ("30A", "30A", "heading-changed", "heading changed"),
    ("", "30B", "added", "added"),
    ("30B", "30C", "moved", "moved"),
    ("30B1", "30C1", "moved", "moved"),
    ("30B2", "30C2", "moved-modified", "moved and reworded"),
    ("30C", "30D", "moved", "moved"),
    ("30C1", "30D1 30D2", "split", "split into 30D1 and 30D2"),
    ("30D", "30E", "moved", "moved"),
    ("30D1 30D2", "30E1", "merged", "merged from 30D1 and 30D2"),
]
COUNTS = {"unchanged": 1, "heading-changed": 1, "modified": 0, "moved": 4, "moved-modified": 1,
          "split": 1, "merged": 1, "added": 1, "removed": 0}


def _seen(diffs) -> list[tuple[str, str, str, str]]:
    """One line per change: the old and new citations it covers, its change and label."""
    out: dict[tuple, tuple[list[str], list[str], str, str]] = {}
    for d in diffs:
        olds, news, change, text = out.setdefault(d.group, ([], [], d.change, label(d)))
        olds += [d.old] if d.old and d.old not in olds else []
        news += [d.new] if d.new and d.new not in news else []
    return [(" ".join(o), " ".join(n), change, text) for o, n, change, text in out.values()]


def test_every_change_shown_as_itself(case):
    corpus, lang = case
    diffs = diff_law(corpus, "2007", "2017", "30", [lang])
    assert _seen(diffs) == EXPECTED
    assert count_changes(diffs) == COUNTS
    # sections shifted a letter, their headings kept: no heading change but 30A's
    assert [d.new for d in diffs if d.heading_changed] == ["30A"]


def test_a_changed_mark_is_one_token(case):
    corpus, lang = case
    (moved,) = [d for d in diff_law(corpus, "2007", "2017", "30", [lang]) if d.new == "30C2"]
    changed = [(tag, text.strip()) for tag, text in moved.ops[lang] if tag != "equal"]
    assert changed == {"ru": [("delete", ","), ("insert", ";")]}.get(lang, [("delete", ",")])


def test_split_and_merge_parts_carry_their_own_text(case):
    corpus, lang = case
    diffs = diff_law(corpus, "2007", "2017", "30", [lang])
    for d in diffs:
        if d.change == "split":  # each part's ops re-join to that part's text exactly
            new = corpus.editions["2017"].clause(d.new).text[lang].value
            assert "".join(t for tag, t in d.ops[lang] if tag != "delete") == new
        if d.change == "merged":
            old = corpus.editions["2007"].clause(d.old).text[lang].value
            kept = "".join(t for tag, t in d.ops[lang] if tag != "insert")
            assert normalise(kept) == normalise(old)  # up to spacing


def test_concordance_agrees_with_the_diff(case):
    corpus, _lang = case
    found = {(e.old, e.new, e.relation) for e in concordance(corpus, "2007", "2017").forward}
    assert found == {
        ("30", "30", "same"), ("30A", "30A", "same"), ("30B", "30C", "renumbered"),
        ("30B1", "30C1", "renumbered"), ("30B2", "30C2", "renumbered"),
        ("30C", "30D", "renumbered"), ("30C1", "30D1", "split"), ("30C1", "30D2", "split"),
        ("30D", "30E", "renumbered"), ("30D1", "30E1", "merged"), ("30D2", "30E1", "merged"),
    }


def test_text_report_names_splits_and_merges(case):
    corpus, lang = case
    text = as_text(diff_law(corpus, "2007", "2017", "30", [lang]), lang).splitlines()
    assert "30C1 -> 30D1, 30D2 split into 30D1 and 30D2" in text
    assert "30D1, 30D2 -> 30E1 merged from 30D1 and 30D2" in text
    assert "30B2 -> 30C2     moved and reworded" in text
    assert "30A              heading changed" in text
    # a section moved with no text of its own is named by its (unchanged) heading
    moved = text.index("30B -> 30C       moved")
    assert text[moved + 1].startswith("    heading: ") and "[-" not in text[moved + 1]


def test_json_has_one_entry_per_pair(case):
    corpus, lang = case
    data = as_json(diff_law(corpus, "2007", "2017", "30", [lang]), lang)
    split = [(e["old"], e["new"], e["label"], e["parts"]) for e in data if e["change"] == "split"]
    assert split == [("30C1", "30D1", "split into 30D1 and 30D2", ["30D1", "30D2"]),
                     ("30C1", "30D2", "split into 30D1 and 30D2", ["30D1", "30D2"])]


def _page_counts(html: str) -> dict[str, int]:
    """Changes on a law's diff page, per label: one `clause-diff` block each."""
    seen = re.findall(r'<div class="clause-diff ([\w-]+)"', html)
    return {change: seen.count(change) for change in CHANGES}


def _summary_counts(html: str, law: str) -> dict[str, int]:
    """A law's counts as the summary page prints them, read back from the words."""
    line = re.search(rf'>Law {law}</a>: ([^<;]+);', html)[1]
    by_label = {text: int(n) for n, text in (part.split(" ", 1) for part in line.split(", "))}
    return {change: by_label[LABELS[change]] for change in CHANGES}


@pytest.mark.parametrize("name", ["en", "el", "ru"])
def test_summary_page_counts_what_the_law_pages_show(name):
    corpus = _corpus(name)
    pages = {page.path: page.html for page in diff_pages(corpus)}
    summary = pages["diff/2007-to-2017/index.html"]
    law_page = pages["diff/2007-to-2017/law-30.html"]
    first_lang = law_page.split('<div class="law-diff"', 1)[1].split("</section>")[0]
    assert _page_counts(first_lang) == _summary_counts(summary, "30") == COUNTS
    assert changes_summary(corpus, "2007", "2017").laws[0].counts == COUNTS


def test_summary_page_counts_what_the_law_pages_show_shipped(shipped):
    pages = {page.path: page.html for page in diff_pages(shipped)}
    for path, html in pages.items():
        m = re.fullmatch(r"diff/(.+)-to-(.+)/law-(\w+)\.html", path)
        if not m:
            continue
        summary = pages[f"diff/{m[1]}-to-{m[2]}/index.html"]
        for section in html.split('<section class="diff-lang"')[1:]:
            assert _page_counts(section) == _summary_counts(summary, m[3]), (path, section[:40])


def test_cli_shows_the_split_in_json_and_text():
    args = [sys.executable, "-m", "bridgelaws.cli", "diff", "2007", "2017", "--law", "30",
            "--sources", str(DATA / "en")]
    data = json.loads(subprocess.run([*args, "--json"], capture_output=True, check=True).stdout)
    assert [(e["old"], e["new"], e["label"]) for e in data if e["parts"]] == [
        ("30C1", "30D1", "split into 30D1 and 30D2"),
        ("30C1", "30D2", "split into 30D1 and 30D2"),
        ("30D1", "30E1", "merged from 30D1 and 30D2"),
        ("30D2", "30E1", "merged from 30D1 and 30D2"),
    ]
    text = subprocess.run(args, capture_output=True, check=True, text=True).stdout
    assert "    30D2: A procedural penalty may also be assessed." in text.splitlines()


@pytest.mark.parametrize("name", ["en", "el", "ru"])
def test_pages_with_splits_and_merges_are_well_formed(name):
    for page in diff_pages(_corpus(name)):
        depth = 0
        for closing, _tag in re.findall(r"<(/?)(div|section|p|ul|li|nav|pre|span)\b", page.html):
            depth += -1 if closing else 1
            assert depth >= 0, page.path
        assert depth == 0, page.path
