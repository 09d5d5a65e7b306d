"""Bad PBN input through `bridgelaws rule`: one `error: FILE:LINE: ...` line per bad board on
stderr, exit 2, no traceback, nothing on stdout; `--keep-going` rules the good boards.

Every file here is written by hand; each breaks one rule of PBN 2.1 or of the play.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from bridgelaws.cli import cli

DEAL = "N:AKQJ.432.5432.32 T98.AKQJ.AK.A765 765.T98.QJT9.KQ8 432.765.876.JT94"


def board(number: str = "1", deal: str = DEAL, play: str = "HA H8 H5 H2\n",
          extra: str = "") -> str:
    return (f'[Board "{number}"]\n[Deal "{deal}"]\n[Declarer "N"]\n[Contract "2S"]\n'
            f'{extra}[Play "E"]\n{play}')


def run(tmp_path, text: str | bytes, *args: str):
    path = tmp_path / "f.pbn"
    path.write_bytes(text.encode() if isinstance(text, str) else text)
    return CliRunner().invoke(cli, ["rule", str(path), *args])


BAD = [
    # (name, file text, line, words the message must hold)
    ("empty", "", 1, "no board"),
    ("only-comments", "% PBN 2.1\n{nothing here}\n", 1, "no board"),
    ("no-deal", '[Board "1"]\n[Contract "2S"]\n[Play "E"]\nHA H8 H5 H2\n', 2, "no [Deal]"),
    ("play-before-deal", f'[Board "1"]\n[Play "E"]\nHA H8 H5 H2\n[Deal "{DEAL}"]\n', 4,
     "[Play] comes before [Deal]"),
    ("unclosed-comment", board(play="HA H8 H5 H2\n{West thinks\nDA D9 D6 D2\n"), 7,
     "never closed"),
    ("illegal-card", board(play="HA H8 H1 H2\n"), 6, "'H1' is not a card"),
    ("illegal-letter", board(play="HA H8 X5 H2\n"), 6, "'X5' is not a card"),
    ("not-in-hand", board(play="HA H8 H5 HK\n"), 6, "North plays HK, which is not in"),
    ("twelve-cards", board(deal=DEAL[:-1], play=""), 2, "West holds 12 cards"),
    ("fourteen-cards", board(deal=DEAL.replace("JT94", "JT94").replace(
        "T98.AKQJ.AK.A765", "T98.AKQJ.AK.A7652"), play=""), 2, "card C2 dealt twice"),
    ("fourteen-and-twelve", board(deal="N:AKQJ.432.5432.32 T98.AKQJ.AK.A7654 "
                                       "765.T98.QJT9.KQ8 432.765.876.JT9", play=""), 2,
     "East holds 14 cards"),
    ("mark-on-card-that-follows", board(play="HA H8 ^RH5 H2\n"), 6,
     "West's H5 is marked ^R but follows suit"),
    ("mark-alone-on-card-that-follows", board(play="HA H8 ^R H5 H2\n"), 6,
     "marked ^R but follows suit"),
    ("mark-without-card", board(play="HA H8 H5 H2 ^R\n"), 6, "^R marks no card"),
    ("unknown-irregularity", board(play="HA ^XH8 H5 H2\n"), 6, "unknown irregularity '^X'"),
    ("card-after-claim", board(play="HA H8 H5 H2\n* DA\n"), 7, "after '*'"),
    ("unknown-event", board(extra="{@ faced trick=1 seat=W card=H5}\n"), 5,
     "unknown event 'faced'"),
    ("misspelt-event", board(extra="{@ atention at=1.2}\n"), 5, "unknown event 'atention'"),
    ("unknown-event-key", board(extra="{@ attention when=1.2}\n"), 5,
     "unexpected 'when=1.2'"),
    ("not-utf8", board().encode("utf-8") + b"{\xe9}\n", 7, "cannot read"),
]


@pytest.mark.parametrize("name, text, line, words", BAD, ids=[b[0] for b in BAD])
def test_bad_file_is_one_error_line_exit_2(tmp_path, name, text, line, words):
    result = run(tmp_path, text)
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith(f"error: {tmp_path / 'f.pbn'}:{line}: ")
    assert words in lines[0]


def test_missing_file(tmp_path):
    result = CliRunner().invoke(cli, ["rule", str(tmp_path / "none.pbn")])
    assert result.exit_code == 2 and result.stderr.startswith("error: ")
    assert "cannot read" in result.stderr and len(result.stderr.splitlines()) == 1


GOOD_3 = board("3", play="HA H8 H5 H2\nDA D9 D6 D2\n")
MIXED = "\n".join([board("1", play="HA H8 H1 H2\n"), GOOD_3,
                   board("2", extra="{@ faced}\n"), board("4")])


def test_each_bad_board_is_named_and_nothing_ruled(tmp_path):
    result = run(tmp_path, MIXED, "--json")
    assert result.exit_code == 2 and result.stdout == ""
    errors = result.stderr.splitlines()
    assert [e.split(": ")[2] for e in errors] == ["board 1", "board 2"]
    assert [e.split(":")[2] for e in errors] == ["6", "20"]


def test_keep_going_rules_the_good_boards_and_lists_the_bad(tmp_path):
    result = run(tmp_path, MIXED, "--json", "--keep-going")
    assert result.exit_code == 2
    assert [r["board"] for r in json.loads(result.stdout)] == ["3", "4"]
    assert len(result.stderr.splitlines()) == 2 and "board 1" in result.stderr
    text = run(tmp_path, MIXED, "--keep-going")
    assert "board 3 (2017)" in text.stdout and "board 1 (" not in text.stdout


def test_good_file_exit_0_json_parses(tmp_path):
    result = run(tmp_path, GOOD_3 + "\n" + board("4"), "--json", "--compare", "1997", "2017")
    assert result.exit_code == 0 and result.stderr == ""
    assert [(r["board"], r["edition"]) for r in json.loads(result.stdout)] == [
        ("3", "1997"), ("3", "2017"), ("4", "1997"), ("4", "2017")]
