"""The command line as users meet it: bad input is one error line, exit 2, nothing written."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bridgelaws.corpus.manifest import SHIPPED

GOOD_ENTRY = ('[[source]]\nfile = "t.txt"\nreader = "table"\neditions = ["1997"]\n'
              'languages = ["ru", "en"]\norigin = "test"\n')
GOOD_ROW = "ПРАВИЛО 70. ЗАГОЛОВОК Текст. | LAW 70 - TITLE Text. |\n"


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "bridgelaws.cli", *args], cwd=cwd,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize(("files", "entry", "where", "needle"), [
    ({"t.txt": GOOD_ROW.encode("cp1251")}, GOOD_ENTRY, "t.txt:1:", "not UTF-8"),
    ({"t.txt": "ПРАВИЛО 70. A | LAW 70 - B |\n\n  \n".encode() + b"\xe0\n"}, GOOD_ENTRY,
     "t.txt:4:", "not UTF-8"),
    ({"t.txt": b""}, GOOD_ENTRY, "t.txt:1:", "empty"),
    ({"t.txt": GOOD_ROW + "ПРАВИЛО 71. Б | LAW 71 - B\x0c page |\n"}, GOOD_ENTRY, "t.txt:2:",
     "control character U+000C at column 27"),
    ({"t.txt": GOOD_ROW + "ПРАВИЛО 71. Б LAW 71 - B |\n"}, GOOD_ENTRY, "t.txt:2:", "separator"),
    ({}, GOOD_ENTRY, "manifest.toml:2:", "does not exist"),
    ({"t.txt": GOOD_ROW}, GOOD_ENTRY.replace('"table"', '"scroll"'), "manifest.toml:2:",
     "unknown reader 'scroll'"),
    ({"t.txt": GOOD_ROW}, GOOD_ENTRY + "editions = [", "manifest.toml:", "bad TOML"),
])
def test_bad_input_is_one_line_exit_2_nothing_written(make_sources, tmp_path, files, entry,
                                                      where, needle):
    folder = make_sources(files, [entry])
    out = tmp_path / "out"
    result = run("build", "--sources", str(folder), "--out", str(out))
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert where in lines[0] and needle in lines[0]
    assert "Traceback" not in result.stderr
    assert not out.exists() or not any(out.rglob("*.xml"))


def test_failed_build_keeps_the_previous_one(make_sources, tmp_path):
    out = tmp_path / "out"
    good = make_sources({"t.txt": GOOD_ROW}, [GOOD_ENTRY])
    assert run("build", "--sources", str(good), "--out", str(out)).returncode == 0
    before = (out / "corpus" / "corpus.xml").read_bytes()
    (good / "t.txt").write_bytes(b"")
    assert run("build", "--sources", str(good), "--out", str(out)).returncode == 2
    assert (out / "corpus" / "corpus.xml").read_bytes() == before


def test_show_json_shape():
    result = run("show", "1997", "57", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert list(data) == ["edition", "law", "title", "clauses", "footnotes"]
    assert [c["cite"] for c in data["clauses"]] == ["57", "57A", "57A1", "57A2", "57A3", "57B",
                                                    "57C"]
    assert data["clauses"][0] == {"cite": "57", "text": {"en": "", "ru": ""}}
    assert data["clauses"][2]["heading"] == {"en": "Highest Card", "ru": "Самая старшая карта"}


@pytest.mark.parametrize(("args", "needle"), [
    (("show", "1999", "57"), "edition '1999' is not in the corpus"),
    (("show", "2017", "57"), "law '57' is not in the 2017 edition"),
    (("show", "2007", "64", "--lang", "ru"), "has no 'ru' text"),
])
def test_show_unknown_is_an_error(args, needle):
    result = run(*args)
    assert result.returncode == 2
    assert needle in result.stderr and "Traceback" not in result.stderr


def test_help_starts_fast():
    start = time.perf_counter()
    result = subprocess.run(["bridgelaws", "--help"], capture_output=True, text=True)
    assert result.returncode == 0 and "build" in result.stdout
    # A generous bound for a loaded CI machine; bench/bench_corpus.py prints the real figure.
    assert time.perf_counter() - start < 3
    heavy = subprocess.run([sys.executable, "-c", (
        "import sys, bridgelaws.cli; "
        "print(sorted(m for m in ('lxml', 'spacy', 'jinja2', 'endplay', 'pymorphy3') "
        "if m in sys.modules))")], capture_output=True, text=True)
    assert heavy.stdout.strip() == "[]"


def test_shipped_sources_are_the_seeds_byte_for_byte():
    seeds = Path(__file__).resolve().parents[2] / "shared" / "seeds"
    if not seeds.is_dir():
        pytest.skip("no shared/seeds beside the checkout")
    for seed in seeds.glob("*.txt"):
        assert (SHIPPED / seed.name).read_bytes() == seed.read_bytes()
