"""`deliver` and the commands that use it: `export tmx`, `export tbx`, `terms check`."""

import json
import subprocess
import sys

from click.testing import CliRunner
from lxml import etree
from translate.storage.tmx import tmxfile

from bridgelaws.cli import cli
from bridgelaws.translate.deliver import deliver


def test_deliver_writes_file(tmp_path):
    out = tmp_path / "sub" / "x.tmx"
    deliver(b"<tmx/>", out)
    assert out.read_bytes() == b"<tmx/>"
    assert [p.name for p in out.parent.iterdir()] == ["x.tmx"]


def test_export_tmx_command(tmp_path):
    out = tmp_path / "1997.tmx"
    args = ["export", "tmx", "--edition", "1997", "--pair", "en-ru", "--segments", "sentence"]
    result = CliRunner().invoke(cli, [*args, "--out", str(out)])
    assert result.exit_code == 0, result.output
    store = tmxfile.parsestring(out.read_bytes())
    assert store.units[0].getid() == "1997/53/title"
    again = CliRunner().invoke(cli, args)
    assert again.stdout_bytes == out.read_bytes()


def test_export_tbx_command(tmp_path):
    out = tmp_path / "terms.tbx"
    result = CliRunner().invoke(cli, ["export", "tbx", "--out", str(out)])
    assert result.exit_code == 0, result.output
    root = etree.fromstring(out.read_bytes())
    entry = root.find(".//{urn:iso:std:iso:30042:ed-2}conceptEntry")
    assert entry.get("id") == "revoke"


def test_terms_check_command():
    result = CliRunner().invoke(cli, ["terms", "check", "--edition", "2017", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["editions"] == ["2017"] and data["missing"] == []
    text = CliRunner().invoke(cli, ["terms", "check", "--edition", "1997"]).output
    assert "1997 54B (text): irregular-lead in en ('irregular lead'), none in ru" in text


def test_bad_pair_is_one_line_exit_2(tmp_path):
    out = tmp_path / "x.tmx"
    result = subprocess.run(
        [sys.executable, "-m", "bridgelaws.cli", "export", "tmx", "--edition", "1997",
         "--pair", "en-el", "--out", str(out)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert result.returncode == 2
    assert result.stderr.strip() == "error: edition 1997 has no text in both en and el"
    assert not out.exists()


def test_export_xliff_and_import_commands(tmp_path):
    out = tmp_path / "update.xlf"
    args = ["export", "xliff", "--from", "1997", "--to", "2017", "--pair", "en-ru"]
    result = CliRunner().invoke(cli, [*args, "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert CliRunner().invoke(cli, args).stdout_bytes == out.read_bytes()
    result = CliRunner().invoke(cli, ["import", "xliff", str(out), "-o", str(tmp_path / "src"),
                                      "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    # nothing translated yet but the 1997 words kept as they were (3 units unchanged)
    assert (report["edition"], report["languages"], report["translated"]) == (
        "2017", ["en", "ru"], 3)
    assert report["aligned"] == 3 and report["clauses"] > 30


def test_damaged_xliff_is_one_line_exit_2(tmp_path):
    bad = tmp_path / "bad.xlf"
    bad.write_text('<?xml version="1.0"?>\n<xliff version="1.2">\n<file>\n', encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "bridgelaws.cli", "import", "xliff", str(bad),
         "-o", str(tmp_path / "src")],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert result.returncode == 2
    assert result.stderr.startswith(f"error: {bad}:") and len(result.stderr.splitlines()) == 1
    assert not (tmp_path / "src").exists()
