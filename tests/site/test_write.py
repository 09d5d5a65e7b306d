"""The written site: escaped, self-contained, accessible, deterministic, every link whole."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from bridgelaws.corpus import load_corpus
from bridgelaws.site import build_site
from bridgelaws.site.pages import Parts

TABLE = (
    "ПРАВИЛО 53. ХОД <script>alert(1)</script> ПРИНЯТ A. Заголовок Любой ход <b>x</b>, "
    "см. Правило 54. | LAW 53 - LEAD <script>alert(1)</script> ACCEPTED A. Heading Text Any "
    'lead <script>alert(2)</script> "q" & a, see Law 54. |\n'
    "ПРАВИЛО 54. ДРУГОЕ A. Заголовок Текст. | LAW 54 - OTHER A. Heading Text. |\n"
)
MANIFEST = """[[source]]
file = "table.txt"
reader = "table"
editions = ["1997"]
languages = ["ru", "en"]
origin = "escaping test"
"""


class Parsed(HTMLParser):
    """Ids, links (with stylesheets and scripts), headings, attributes and text of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.links: list[str] = []
        self.headings: list[int] = []
        self.attrs: list[tuple[str, str, str]] = []  # (tag, attribute, value)
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            self.attrs.append((tag, name, value or ""))
            if name == "id":
                self.ids.add(value)
        named = dict(attrs).get({"a": "href", "link": "href", "script": "src"}.get(tag, ""))
        if named:  # a link, a stylesheet, a script
            self.links.append(named)
        if re.fullmatch(r"h[1-6]", tag):
            self.headings.append(int(tag[1]))

    def handle_data(self, data):
        self.text.append(data)


def parse(path: Path) -> Parsed:
    parsed = Parsed()
    parsed.feed(path.read_text(encoding="utf-8"))
    return parsed


@pytest.fixture(scope="module")
def pages(site_dir) -> dict[Path, Parsed]:
    return {p: parse(p) for p in sorted(site_dir.rglob("*.html")) if "pagefind" not in p.parts}


def test_every_internal_link_names_an_existing_file_and_anchor(site_dir, pages):
    broken = []
    for path, parsed in pages.items():
        for href in parsed.links:
            url = urlsplit(href)
            assert not url.scheme and not url.netloc, f"{path}: external link {href}"
            target = (path.parent / unquote(url.path)).resolve() if url.path else path
            if not target.is_file():
                broken.append(f"{path.relative_to(site_dir)}: {href} (no file)")
            elif url.fragment and unquote(url.fragment) not in pages[target].ids:
                broken.append(f"{path.relative_to(site_dir)}: {href} (no anchor)")
    assert broken == []
    assert sum(len(p.links) for p in pages.values()) > 500


def test_pages_are_self_contained_and_have_no_inline_handlers(pages):
    for path, parsed in pages.items():
        for tag, name, value in parsed.attrs:
            assert not name.startswith("on"), f"{path}: inline handler on <{tag}>"
            if name in ("src", "href"):
                assert not re.match(r"(https?:)?//", value), f"{path}: remote {value}"
                assert not value.startswith("/"), f"{path}: absolute {value}"
                assert not value.startswith("javascript:"), path


def test_one_h1_and_headings_in_order(pages):
    for path, parsed in pages.items():
        levels = parsed.headings
        assert levels[:1] == [1] and levels.count(1) == 1, path
        assert all(b <= a + 1 for a, b in zip(levels, levels[1:], strict=False)), (path, levels)


def test_landmarks_and_languages(pages, site_dir):
    for path, parsed in pages.items():
        tags = {tag for tag, _name, _value in parsed.attrs} | {"main"}
        assert {"header", "nav", "main", "footer"} <= tags | _tags(path), path
    law = pages[site_dir / "2017" / "law-62.html"]
    cols = {value for tag, name, value in law.attrs if name == "lang" and tag == "div"}
    assert cols == {"en", "el"}


def _tags(path: Path) -> set[str]:
    return set(re.findall(r"<(header|nav|main|footer)\b", path.read_text(encoding="utf-8")))


def test_parallel_pages_index_only_their_own_language(site_dir):
    html = (site_dir / "2017" / "law-62.html").read_text(encoding="utf-8")
    assert '<html lang="en">' in html
    assert re.search(r'<div class="col[^"]*" lang="el" data-pagefind-ignore>', html)
    assert not re.search(r'<div class="col[^"]*" lang="en" data-pagefind-ignore>', html)
    twin = (site_dir / "2017" / "law-62.el.html").read_text(encoding="utf-8")
    assert '<html lang="el">' in twin and not re.search(r'class="col[^"]*" lang="en"', twin)


def test_source_markup_is_shown_as_text(tmp_path):
    sources = tmp_path / "sources"
    sources.mkdir()
    (sources / "manifest.toml").write_text(MANIFEST, encoding="utf-8")
    (sources / "table.txt").write_text(TABLE, encoding="utf-8")
    report = build_site(load_corpus(sources), tmp_path / "out")
    html = (Path(report["path"]) / "1997" / "law-53.html").read_text(encoding="utf-8")
    assert "<script>alert" not in html and "<b>x</b>" not in html
    assert "&lt;script&gt;alert(2)&lt;/script&gt;" in html
    assert "&lt;b&gt;x&lt;/b&gt;" in html
    assert "&#34;q&#34; &amp; a" in html
    scripts = re.findall(r"<script\b[^>]*>", html)
    # the one script, and the page's interface words as JSON data (not run)
    assert scripts == ['<script src="../static/site.js" defer>',
                       '<script type="application/json" id="ui-words">']


def test_rebuild_is_byte_identical(corpus, tmp_path):
    first = Path(build_site(corpus, tmp_path / "a")["path"])
    second = Path(build_site(corpus, tmp_path / "b")["path"])
    files = sorted(p.relative_to(first) for p in first.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(second) for p in second.rglob("*") if p.is_file())
    assert all((first / f).read_bytes() == (second / f).read_bytes() for f in files)


def test_failed_build_keeps_the_previous_site(corpus, tmp_path):
    report = build_site(corpus, tmp_path)

    def broken(edition, law, root, lang):
        raise RuntimeError("panel failed")

    with pytest.raises(RuntimeError):
        build_site(corpus, tmp_path, parts=Parts(panels=[broken]))
    assert (Path(report["path"]) / "1997" / "law-63.html").is_file()
    assert [p.name for p in tmp_path.iterdir()] == ["site"]


@pytest.mark.parametrize(
    ("page", "wanted"),
    [  # what the other parts add, as a reader finds it in the written pages
        ("2017/law-64.html", 'href="../glossary.html#revoke" title="en: revoke'),
        ("1997/law-62.ru.html", 'class="term" href="../glossary.html#revoke"'),
        ("2017/law-64.html", '<details class="extra predicate"'),
        ("2017/law-64.html", 'href="../diff/2007-to-2017/law-64.html"'),
        ("2017/law-64.html",
         "<summary>Through the editions: 1997 64C &rarr; 2007 64C &rarr; 2017 64C1</summary>"),
        ("glossary.html", '<li class="entry" id="penalty-card">'),
        ("2017/law-62.html", 'Revoke</a> <span class="note-supplied"'),
        ("glossary.html", '<a href="2017/law-62.html#62A">62A</a>'),
    ],
)
def test_parts_show_on_the_pages(site_dir, page, wanted):
    assert wanted in (site_dir / page).read_text(encoding="utf-8")


def test_a_whole_law_shows_what_cites_it(pages, site_dir):
    """"Law 57" in 53B cites the whole law, whose own row has no words: the backlink shows."""
    law = pages[site_dir / "1997" / "law-57.html"]
    assert "law-53.html#53B" in law.links
    assert "cited by" in " ".join(law.text)


def test_glossary_is_in_the_site_navigation(pages, site_dir):
    assert "glossary.html" in pages[site_dir / "index.html"].links
    assert "../glossary.html" in pages[site_dir / "1997" / "law-64.html"].links


def renamed_language(corpus, edition: str, old: str, new: str):
    """The corpus with one edition's `old` language called `new`: a language the manifest may
    declare and the site's interface table does not know (contracts, item 2)."""
    import copy

    corpus = copy.deepcopy(corpus)

    def rename(mapping: dict) -> None:
        if old in mapping:
            mapping[new] = mapping.pop(old)

    for law in corpus.editions[edition].laws.values():
        rename(law.title)
        for clause in law.walk():
            for mapping in (clause.heading, clause.text, clause.labels, clause.lines):
                rename(mapping)
        for note in law.footnotes:
            for mapping in (note.text, note.marks, note.labels, note.lines):
                rename(mapping)
    return corpus


def test_a_language_without_interface_words_gets_english_marked_so(corpus, tmp_path):
    # 1997's Russian called Ukrainian ("uk"), which the interface table lacks.
    site = Path(build_site(renamed_language(corpus, "1997", "ru", "uk"), tmp_path, refs=[],
                           parts=Parts())["path"])
    html = (site / "1997" / "law-63.uk.html").read_text(encoding="utf-8")
    assert '<html lang="uk">' in html
    assert '<header class="site" data-pagefind-ignore lang="en">' in html
    assert re.search(r'<button type="button" class="cite" [^>]*lang="en">Cite</button>', html)
    assert 'aria-label="Display" data-pagefind-ignore lang="en"' in html
    # the pages in languages the table has carry no such marks
    ru = (site / "1997" / "law-63.html").read_text(encoding="utf-8")
    assert '<header class="site" data-pagefind-ignore>' in ru


def test_a_proposal_without_the_edition_it_redrafts_is_built(tmp_path):
    """A user's forum redraft of 2017, with no 2017 text among the sources (the held-out forum
    fixture): the build warns and shows the proposal without changes, no traceback (issue
    13 item 3); the edition page names 2017 without a link to a page the site lacks."""
    sources = Path(__file__).parents[1] / "corpus" / "heldout" / "forum"
    corpus = load_corpus(sources)
    assert [(w.file, w.line) for w in corpus.warnings if "redrafts edition 2017" in w.message] \
        == [("post.txt", 1)]
    report = build_site(corpus, tmp_path / "out")
    page = (Path(report["path"]) / "draft-2019" / "index.html").read_text(encoding="utf-8")
    assert "the edition 2017</p>" in page and 'href="../2017/' not in page
    assert (Path(report["path"]) / "draft-2019" / "law-23.html").exists()
