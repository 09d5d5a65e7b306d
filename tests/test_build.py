"""`build_all`: the XML corpus, the site and its search index, all or nothing.

The sources here are written by hand (two laws in the `table` layout, not in the seeds);
what the build must report for them (which file and line warns, which files are written,
their modes) is worked out from the manifest and the text, not read from a build.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

import bridgelaws.atomic
import bridgelaws.corpus.validate
import bridgelaws.diff.pages
import bridgelaws.site
import bridgelaws.site.parts
import bridgelaws.site.search
import bridgelaws.site.write
from bridgelaws.build import StrictFailure, build_all
from bridgelaws.corpus.manifest import SHIPPED
from bridgelaws.errors import BridgelawsError

ENTRY = ('[[source]]\nfile = "t.txt"\nreader = "table"\neditions = ["1997"]\n'
         'languages = ["ru", "en"]\norigin = "test"\n')
ROWS = ("ПРАВИЛО 70. ЗАГОЛОВОК A. Первый Текст фальшренонса. | "
        "LAW 70 - TITLE A. First Text of a revoke, see Law 70A. |\n")
# A second law, on line 2, whose English title the manifest also gives: the source's own
# title wins and the manifest's is reported, at t.txt:2 (load.py's `_supply_titles`).
ROW_71 = ("ПРАВИЛО 71. УСТУПКА A. Разыгрывающий уступает взятки. | "
          "LAW 71 - CONCESSION A. Declarer concedes tricks. |\n")
ROW_72 = ("ПРАВИЛО 72. ПРЕТЕНЗИЯ A. Разыгрывающий заявляет претензию на оставшиеся взятки. | "
          "LAW 72 - CLAIMS A. Declarer claims the remaining tricks. |\n")
TITLED = ENTRY + 'laws = ["70", "71"]\ntitles = { "71" = { en = "Concession cancelled" } }\n'


def run(*args: str, cwd: Path | None = None, env: dict | None = None):
    return subprocess.run([sys.executable, "-m", "bridgelaws", *args], capture_output=True,
                          text=True, timeout=600, cwd=cwd, env=env)


def changed(folder: Path, rows: str, entry: str = ENTRY) -> Path:
    """The sources of a next build, in a folder of their own (`load_corpus` keeps one
    reading per folder for the process's life)."""
    new = folder.with_name(f"{folder.name}-next")
    new.mkdir()
    (new / "t.txt").write_text(rows, encoding="utf-8")
    (new / "manifest.toml").write_text(entry, encoding="utf-8")
    return new


def tree_hashes(out: Path) -> dict[str, str]:
    """Every file of a build (corpus and site) by path, with its SHA-256."""
    return {
        str(path.relative_to(out)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(out.rglob("*")) if path.is_file()
    }


@pytest.fixture
def built(make_sources, tmp_path):
    """A first, good build (no search index: Pagefind is tried once, below)."""
    folder = make_sources({"t.txt": ROWS}, [ENTRY])
    out = tmp_path / "out"
    build_all(folder, out, search=False)
    return folder, out, tree_hashes(out)


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
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == sorted(
        {"corpus"} | ({"site", ".cache"} if site else set()))  # no staging folder left behind


def _fail(*args, **kwargs):
    raise BridgelawsError("injected failure", file="injected.txt", line=3)


@pytest.mark.parametrize(("module", "name", "search"), [
    (bridgelaws.site, "build_site", False),  # after the corpus XML is staged
    (bridgelaws.site.search, "index_site", True),  # after the corpus and the site are
    (bridgelaws.corpus.validate, "validate", False),  # in the XML job, beside the site
    (bridgelaws.diff.pages, "diff_pages", False),  # in the process making the diff pages
    (bridgelaws.site.parts, "term_spans", False),  # here, while the diff pages are made
    (bridgelaws.site.parts, "qa_page", False),  # here, while half the law pages are made
])
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_failure_anywhere_leaves_the_previous_build_whole(built, monkeypatch, module, name,
                                                            search, jobs):
    folder, out, before = built
    folder = changed(folder, ROWS + ROW_71)  # a build that would differ
    monkeypatch.setenv("BRIDGELAWS_JOBS", jobs)
    monkeypatch.setattr(bridgelaws.site.write, "FORK_FROM", 0)  # this small site too
    monkeypatch.setattr(module, name, _fail)
    with pytest.raises(BridgelawsError) as err:
        build_all(folder, out, search=search)
    assert (err.value.file, err.value.line, err.value.message) == (
        "injected.txt", 3, "injected failure")
    assert tree_hashes(out) == before  # the term memo in .cache included
    assert sorted(p.name for p in out.iterdir()) == [".cache", "corpus", "site"]


def test_a_failed_swap_is_undone(built, monkeypatch):
    """The site's rename fails after the corpus's was made: the corpus goes back too."""
    folder, out, before = built
    folder = changed(folder, ROWS + ROW_71)
    real, failed = os.replace, []

    def replace(src, dst):
        if Path(dst) == out / "site" and not failed:
            failed.append(dst)
            raise OSError("disk gone")
        real(src, dst)

    monkeypatch.setattr(bridgelaws.atomic.os, "replace", replace)
    with pytest.raises(OSError):
        build_all(folder, out, search=False)
    monkeypatch.undo()
    assert tree_hashes(out) == before


def test_forked_and_single_process_builds_are_byte_identical(make_sources, tmp_path,
                                                             monkeypatch):
    folder = make_sources({"t.txt": ROWS + ROW_71}, [ENTRY])
    hashes = []
    monkeypatch.setattr(bridgelaws.site.write, "FORK_FROM", 0)  # the site's pages too
    for jobs in ("1", "2", "2"):
        monkeypatch.setenv("BRIDGELAWS_JOBS", jobs)
        out = tmp_path / f"out-{len(hashes)}"
        build_all(folder, out, search=False)
        hashes.append(tree_hashes(out))
    assert hashes[0] == hashes[1] == hashes[2]
    assert "corpus/corpus.xml" in hashes[0] and "site/index.html" in hashes[0]


@pytest.mark.parametrize(("mask", "file_mode", "dir_mode"), [
    (0o022, 0o644, 0o755),
    (0o027, 0o640, 0o750),
    (0o002, 0o664, 0o775),
])
def test_outputs_get_the_modes_the_umask_gives(make_sources, tmp_path, mask, file_mode,
                                               dir_mode):
    folder = make_sources({"t.txt": ROWS}, [ENTRY])
    old = os.umask(mask)
    try:
        build_all(folder, tmp_path / "out", search=False)
    finally:
        os.umask(old)
    out = tmp_path / "out"
    for path in [out / "corpus", out / "site", *out.rglob("*")]:
        mode = stat.S_IMODE(path.stat().st_mode)
        assert mode == (dir_mode if path.is_dir() else file_mode), path


def test_atomic_write_respects_the_umask(tmp_path):
    old = os.umask(0o022)
    try:
        bridgelaws.atomic.write_bytes(tmp_path / "a" / "x.tmx", b"<tmx/>")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "a" / "x.tmx").stat().st_mode) == 0o644


def test_json_lists_each_warning_with_file_and_line(make_sources, tmp_path):
    folder = make_sources({"t.txt": ROWS + ROW_71}, [TITLED])
    result = run("build", "--no-search", "--json", "--sources", str(folder),
                 "--out", str(tmp_path / "out"))
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert [(w["file"], w["line"]) for w in report["warnings"]] == [("t.txt", 2)]
    assert set(report["warnings"][0]) == {"file", "line", "message"}
    assert "manifest title of law 71 (en) not used" in report["warnings"][0]["message"]
    assert {"corpus", "refs", "site", "swap"} <= set(report["timings"])


@pytest.mark.parametrize("as_json", [False, True])
def test_strict_turns_warnings_into_errors_and_writes_nothing(make_sources, tmp_path, as_json):
    folder = make_sources({"t.txt": ROWS + ROW_71}, [TITLED])
    out = tmp_path / "out"
    result = run("build", "--no-search", "--strict", "--sources", str(folder), "--out",
                 str(out), *(["--json"] if as_json else []))
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: t.txt:2: manifest title of law 71")
    assert "Traceback" not in result.stderr
    assert not out.exists()
    if as_json:
        assert [(e["file"], e["line"]) for e in json.loads(result.stdout)["errors"]] == [
            ("t.txt", 2)]


def test_strict_build_without_warnings_is_the_normal_build(make_sources, tmp_path):
    folder = make_sources({"t.txt": ROWS}, [ENTRY])
    report = build_all(folder, tmp_path / "out", search=False, strict=True)
    assert report["warnings"] == [] and set(report["outputs"]) == {"corpus", "site"}


def test_strict_failure_keeps_the_previous_build(built):
    folder, out, before = built
    folder = changed(folder, ROWS + ROW_71, TITLED)
    with pytest.raises(StrictFailure):
        build_all(folder, out, search=False, strict=True)
    assert tree_hashes(out) == before


def test_a_five_megabyte_clause_builds_without_a_traceback(make_sources, tmp_path):
    """spaCy refuses texts over `max_length` (1,000,000 characters, error E088) in a
    pipeline; the build must take any length."""
    sentence = "The Director may award an adjusted score after a revoke (see Law 70A). "
    body = (sentence * (5_000_000 // len(sentence) + 1))[:5_000_000]
    row = f"ПРАВИЛО 70. ЗАГОЛОВОК A. Первый. | LAW 70 - TITLE A. First. {body} |\n"
    folder = make_sources({"t.txt": row}, [ENTRY])
    out = tmp_path / "out"
    result = run("build", "--no-search", "--sources", str(folder), "--out", str(out))
    assert result.returncode == 0, result.stderr[-2000:]
    assert "Traceback" not in result.stderr
    xml = (out / "corpus" / "corpus.xml").read_text("utf-8")
    assert xml.count("The Director may award") == body.count("The Director may award")
    assert (out / "site" / "1997" / "law-70.html").stat().st_size > 5_000_000


def test_python_m_bridgelaws_is_the_command(tmp_path):
    module = run("--help")
    script = subprocess.run(["bridgelaws", "--help"], capture_output=True, text=True)
    assert module.returncode == script.returncode == 0
    # the same text, but for the name click gives itself in the usage line, as pip does
    assert module.stdout.replace("python -m bridgelaws", "bridgelaws") == script.stdout
    assert "build" in module.stdout
    bad = run("build", "--sources", str(tmp_path / "missing"), "--out", str(tmp_path / "o"))
    assert bad.returncode == 2 and bad.stderr.startswith("error: ")
    assert "Traceback" not in bad.stderr


def test_an_output_folder_that_cannot_be_written_is_one_error_line(make_sources, tmp_path):
    folder = make_sources({"t.txt": ROWS}, [ENTRY])
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    result = run("build", "--no-search", "--sources", str(folder), "--out", str(blocker / "out"))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.startswith(f"error: {blocker / 'out'}") or result.stderr.startswith(
        f"error: {blocker}"), result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_a_language_only_the_manifest_knows_builds(tmp_path):
    """Issue 13: an Italian translation declared in the manifest changes no Python. xref
    reads it with the English grammar and spaCy with its Italian tokenizer (it failed in
    both before); the held-out Italian table (tests/corpus/heldout/table-it) is the input."""
    folder = Path(__file__).parent / "corpus" / "heldout" / "table-it"
    out = tmp_path / "out"
    result = run("build", "--no-search", "--sources", str(folder), "--out", str(out))
    assert result.returncode == 0, result.stderr[-2000:]
    page = (out / "site" / "2017" / "law-5.it.html").read_text("utf-8")
    assert "ASSEGNAZIONE DEI POSTI" in page and 'lang="it"' in page


# A rebuild in a fresh process, as `bridgelaws build` runs: its outputs, and whether spaCy
# and endplay were imported (the term answers and the worked boards' solved positions all
# come from the first build's memo, so they need not be).
REBUILD = """
import hashlib, json, sys
from pathlib import Path
from bridgelaws.build import build_all
out = Path(sys.argv[2])
build_all(Path(sys.argv[1]), out, search=False)
files = {str(p.relative_to(out)): hashlib.sha256(p.read_bytes()).hexdigest()
         for p in sorted(out.rglob("*")) if p.is_file() and ".cache" not in p.parts}
print(json.dumps({"spacy": "spacy" in sys.modules, "endplay": "endplay" in sys.modules,
                  "files": files}))
"""


def rebuild(folder: Path, out: Path) -> dict:
    done = subprocess.run([sys.executable, "-c", REBUILD, str(folder), str(out)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_a_rebuild_reads_the_terms_back_without_spacy(make_sources, tmp_path):
    folder = make_sources({"t.txt": ROWS + ROW_71}, [ENTRY])
    first = rebuild(folder, tmp_path / "out")
    memo = list((tmp_path / "out" / ".cache").glob("answers-*.marshal"))
    assert first["spacy"] and len(memo) == 1
    second = rebuild(folder, tmp_path / "out")
    assert not second["spacy"]
    assert second["files"] == first["files"]
    # A new text is a string the memo has not seen: spaCy again, and the same site as a
    # build with no memo at all.
    changed_folder = changed(folder, ROWS + ROW_71 + ROW_72)
    third = rebuild(changed_folder, tmp_path / "out")
    assert third["spacy"]
    assert third["files"] == rebuild(changed_folder, tmp_path / "fresh")["files"]


def test_a_rebuild_of_the_shipped_texts_solves_no_position_again(tmp_path):
    """The Law 64C worked boards' equity aids (issue 14) solved once: the shipped site's
    rebuild imports neither endplay (with its plotting library, a second) nor spaCy."""
    first = rebuild(SHIPPED, tmp_path / "out")
    assert first["endplay"] and first["spacy"]
    second = rebuild(SHIPPED, tmp_path / "out")
    assert not second["endplay"] and not second["spacy"]
    assert second["files"] == first["files"]


def test_a_damaged_memo_is_read_as_none(built):
    folder, out, before = built
    (memo,) = (out / ".cache").glob("answers-*.marshal")
    memo.write_bytes(b"\x00not marshal")
    build_all(folder, out, search=False)
    assert {k: v for k, v in tree_hashes(out).items() if not k.startswith(".cache")} == {
        k: v for k, v in before.items() if not k.startswith(".cache")}
    assert memo.read_bytes() != b"\x00not marshal"  # written anew
