"""The `refs` report and the `refs` / `annotate` commands on the shipped corpus."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from bridgelaws.xref.refs import corpus_refs, text_refs
from bridgelaws.xref.report import row, rows_text, summary, summary_text
from bridgelaws.xref.resolve import Resolver


def run(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "bridgelaws.cli", *args], input=stdin, capture_output=True
    )


def test_summary_counts(tiny_corpus):
    refs = [r for r in corpus_refs(tiny_corpus) if r.edition == "2017"]
    data = summary("2017", refs)
    # 2017 Law 64B cites 64C (only 2007 has it) and 62C3 (only the proposal has it)
    assert data["by_status"] == {
        "resolved": 0, "other-edition": 2, "unknown-clause": 0, "outside-corpus": 0
    }
    assert data["unknown_clauses"] == []
    assert "unknown clauses" not in summary_text(data)
    assert rows_text([row(r) for r in refs]).splitlines() == [
        "64B\ten\tLaw 64C\t-> 64C\tother-edition (in 2007)",
        "64B\ten\tLaw 62C3\t-> 62C3\tother-edition (in proposal-2012)",
    ]


def test_summary_lists_unknown_clauses(tiny_corpus):
    refs = text_refs(Resolver(tiny_corpus), "Law 64Z and Law 64B", "en", "2017",
                     source_cite="64B")
    data = summary("2017", refs)
    assert data["by_status"]["unknown-clause"] == 1
    assert data["unknown_clauses"] == [
        {
            "source": "64B",
            "lang": "en",
            "text": "Law 64Z",
            "target": "64Z",
            "status": "unknown-clause",
            "edition": "2017",
            "elsewhere": [],
        }
    ]
    assert "unknown clauses (likely errors):" in summary_text(data)


def test_refs_json():
    out = run("refs", "1997", "--json")
    assert out.returncode == 0
    rows = json.loads(out.stdout)
    assert rows[0] == {
        "source": "53A",
        "lang": "en",
        "text": "Law 47E1",
        "target": "47E1",
        "status": "outside-corpus",
        "edition": "1997",
        "elsewhere": [],
    }
    assert {r["lang"] for r in rows} == {"en", "ru"}


def test_refs_status_filter_and_summary():
    rows = json.loads(run("refs", "proposal-2012", "--status", "resolved", "--json").stdout)
    assert rows and {r["status"] for r in rows} == {"resolved"}
    data = json.loads(run("refs", "proposal-2012", "--summary", "--json").stdout)
    assert data["by_status"]["resolved"] == len(rows)


def test_annotate_md_from_stdin():
    out = run(
        "annotate", "-", "--lang", "en", "--format", "md", stdin=b"see Laws 45E or 58B and L61B3a\n"
    )
    assert out.returncode == 0
    assert out.stdout.decode() == (
        "see Laws 45E or [58B](1997/law-58.html#58B) and"
        " [L61B3a](proposal-2012/law-61.html#61B3(a))\n"
    )


def test_annotate_greek_json():
    out = run(
        "annotate",
        "-",
        "--lang",
        "el",
        "--edition",
        "2017",
        "--format",
        "json",
        stdin="βλέπε Νόμο 16Γ2".encode(),
    )
    assert json.loads(out.stdout) == [
        {
            "start": 6,
            "end": 15,
            "text": "Νόμο 16Γ2",
            "target": "16C2",
            "status": "outside-corpus",
            "edition": "2017",
            "edition_from": "option",
            "elsewhere": [],
        }
    ]


@pytest.mark.parametrize(
    "args,stdin,message",
    [
        (["annotate", "-", "--lang", "en"], b"Law 64 \xff", "not UTF-8"),
        (["annotate", "-", "--lang", "fr"], b"Law 64", "unknown language 'fr'"),
        (["annotate", "-", "--lang", "en", "--edition", "1975"], b"", "edition '1975'"),
        (["refs", "1975"], b"", "edition '1975' is not in the corpus"),
        (["refs", "2017", "--status", "broken"], b"", "unknown status 'broken'"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(args, stdin, message):
    out = run(*args, stdin=stdin)
    err = out.stderr.decode()
    assert out.returncode == 2
    assert err.count("\n") == 1 and err.startswith("error: ") and message in err


def test_annotate_html_cli_with_base_and_law():
    # a reference split by a tag (`see <b>B2</b> above`) is not read: text nodes only
    page = '<p title="Law 64B">Under this Law, <b>see B2 above</b> and Law 64 (2007).</p>\n'
    out = run("annotate", "-", "--lang", "en", "--format", "html", "--law", "64",
              "--base", "https://laws.example/site", stdin=page.encode())
    assert out.returncode == 0, out.stderr
    html = out.stdout.decode()
    assert html == (
        '<p title="Law 64B">Under <a class="ref resolved"'
        ' href="https://laws.example/site/2017/law-64.html#64" data-target="64">this Law</a>,'
        ' <b>see <a class="ref resolved" href="https://laws.example/site/2017/law-64.html#64B2"'
        ' data-target="64B2">B2</a> above</b> and <a class="ref resolved"'
        ' href="https://laws.example/site/2007/law-64.html#64" data-target="64">Law 64</a>'
        ' (2007).</p>\n'
    )
