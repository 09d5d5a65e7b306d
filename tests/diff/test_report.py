"""The `bridgelaws diff` command and the report behind it, on the shipped corpus."""

import json

import pytest
from click.testing import CliRunner

from bridgelaws.cli import cli, main
from bridgelaws.diff.report import diff_report, summary_report


def run(*args):
    result = CliRunner().invoke(cli, ["diff", *args])
    assert result.exit_code == 0, result.output
    return result.output


def test_json_law64(shipped):
    data = json.loads(run("2007", "2017", "--law", "64", "--format", "json"))
    assert data == diff_report(shipped, "2007", "2017", "64", "en", "json")
    assert all(list(entry) == ["old", "new", "change", "label", "heading_changed", "parts",
                               "heading_ops", "ops"] for entry in data)
    moved = [entry for entry in data if entry["change"].startswith("moved")]
    assert [(m["old"], m["new"], m["label"], m["heading_changed"]) for m in moved] == [
        ("64C", "64C1", "moved and reworded", False)]
    assert moved[0]["ops"][:4] == [
        ["equal", "When, after any established revoke, including those not subject to "],
        ["delete", "rectification"], ["insert", "trick adjustment"], ["equal", ", the Director "
         "deems that the non-offending side is insufficiently compensated by this Law for the "
         "damage caused, he shall assign an adjusted score."]]
    heading = next(entry for entry in data if entry["old"] == entry["new"] == "64C")
    assert (heading["change"], heading["label"]) == ("heading-changed", "heading changed")
    assert heading["heading_ops"] == [["delete", "Director Responsible for Equity"],
                                      ["insert", "Redress of Damage"]]


@pytest.mark.parametrize(
    ("args", "lines"),
    [
        (["2007", "2017", "--law", "64"],
         ["Law 64: 2007 -> 2017 (en)", "64C -> 64C1      moved and reworded",
          "64C              heading changed", "64B8             added",
          "    heading: [-Rectification following a Revoke-] {+Automatic Trick Adjustment+}"]),
        (["1997", "2017", "--law", "62"],
         ["Law 62: 1997 -> 2017 (en)", "62C3             added", "62D1             unchanged"]),
        (["1997", "2017"], ["Law 62: 1997 -> 2017 (en)", "Law 64: 1997 -> 2017 (en)"]),
        (["1997", "2017", "--summary"],
         ["only in 2017: Laws 67", "  64C -> 64C1      moved and reworded"]),
    ],
)
def test_text(args, lines):
    out = run(*args).splitlines()
    assert [line for line in lines if line not in out] == []


def test_html_and_json_flag(shipped):
    html = run("2007", "2017", "--law", "64", "--format", "html")
    assert html.startswith('<div class="law-diff" lang="en">')
    assert "<ins>trick adjustment</ins>," in html
    assert json.loads(run("1997", "2017", "--law", "62", "--json"))[1]["old"] == "62A"
    summary = json.loads(run("2007", "2017", "--summary", "--json"))
    assert summary == summary_report(shipped, "2007", "2017", True)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["2007", "2017", "--law", "62"], "error: edition 2007 has no Law 62"),
        (["1997", "2017", "--law", "62", "--lang", "ru"], "error: Law 62 is not in ru"),
        (["1996", "2017"], "error: no edition '1996'"),
    ],
)
def test_bad_input_is_one_line_and_status_2(monkeypatch, capsys, args, message):
    monkeypatch.setattr("sys.argv", ["bridgelaws", "diff", *args])
    with pytest.raises(SystemExit) as exit_info:
        main()
    err = capsys.readouterr().err
    assert exit_info.value.code == 2
    assert err.startswith(message) and err.count("\n") == 1
