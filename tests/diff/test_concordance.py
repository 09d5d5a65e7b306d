"""The concordance on a two-edition Law 20 made up for it, the answer worked out by hand:
20A kept, 20B reworded in place, 20C split into 20C1 and 20C2 under a heading-only 20C
(old 20C stands there as that heading: `same`; its text is split),
20D and 20E merged into 20D, 20F renumbered 20E, 20G gone, a new 20F."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys

import pytest

from bridgelaws.diff.concordance import as_csv, as_html, as_text, concordance
from bridgelaws.errors import BridgelawsError

from .diff_fixtures import build_corpus, build_law

OLD = [
    ("20", "", ""),
    ("20A", "", "A player may ask for a review of the auction at his own turn to call."),
    ("20B", "", "After the final pass any player may ask for the auction to be reviewed in full."),
    ("20C", "", "A player may ask the meaning of an opponent's call before he calls. The reply "
                "is given by the partner of the player who made the call."),
    ("20D", "", "The review is given by an opponent of the player who asked."),
    ("20E", "", "A player who reviews the auction incorrectly is not penalised."),
    ("20F", "", "Incorrect review: the Director may be called at once."),
    ("20G", "", "Screens change nothing in this clause, which went away entirely."),
]
NEW = [
    ("20", "", ""),
    ("20A", "", "A player may ask for a review of the auction at his own turn to call."),
    ("20B", "", "After the final pass either defender may ask for the auction to be reviewed "
                "in full."),
    ("20C", "Explanation of Calls", ""),
    ("20C1", "", "A player may ask the meaning of an opponent's call before he calls."),
    ("20C2", "", "The reply is given by the partner of the player who made the call."),
    ("20D", "", "The review is given by an opponent of the player who asked. A player who "
                "reviews the auction incorrectly is not penalised."),
    ("20E", "", "Incorrect review: the Director may be called at once."),
    ("20F", "", "The Director may award an adjusted score when a review misled a side."),
]
FORWARD = [
    ("20", "20", "same"),
    ("20A", "20A", "same"),
    ("20B", "20B", "same"),
    ("20C", "20C", "same"),
    ("20C", "20C1", "split"),
    ("20C", "20C2", "split"),
    ("20D", "20D", "merged"),
    ("20E", "20D", "merged"),
    ("20F", "20E", "renumbered"),
    ("20G", "", "gone"),
]
BACKWARD = [
    ("20", "20", "same"),
    ("20A", "20A", "same"),
    ("20B", "20B", "same"),
    ("20C", "20C", "same"),
    ("20C", "20C1", "split"),
    ("20C", "20C2", "split"),
    ("20D", "20D", "merged"),
    ("20E", "20D", "merged"),
    ("20F", "20E", "renumbered"),
    ("", "20F", "new"),
]


@pytest.fixture
def corpus():
    c = build_corpus({"old": [build_law("old", OLD)], "new": [build_law("new", NEW)]})
    c.editions["old"].laws["21"] = build_law("old", [("21", "", "Only the old edition has it.")])
    return c


def test_every_clause_both_ways(corpus):
    c = concordance(corpus, "old", "new")
    assert [(e.old, e.new, e.relation) for e in c.forward if e.law == "20"] == FORWARD
    assert [(e.old, e.new, e.relation) for e in c.backward] == BACKWARD
    # a law the new edition's text lacks in the corpus: nothing said about it but that
    assert [(e.old, e.relation) for e in c.forward if e.law == "21"] == [("21", "outside-corpus")]


def test_formats(corpus):
    c = concordance(corpus, "old", "new")
    rows = list(csv.reader(io.StringIO(as_csv(c))))
    assert rows[0] == ["direction", "law", "old", "new", "relation"]
    assert rows[4] == ["forward", "20", "20C", "20C", "same"]
    assert rows[5] == ["forward", "20", "20C", "20C1", "split"]
    assert len(rows) == 1 + len(c.forward) + len(c.backward)
    assert "  20F          20E          renumbered" in as_text(c).splitlines()
    assert '<a href="../../new/law-20.html#20C1">20C1</a>' in as_html(c)


def test_unknown_edition(corpus):
    with pytest.raises(BridgelawsError, match="edition 'x' is not in the corpus"):
        concordance(corpus, "old", "x")


def test_cli_on_the_shipped_corpus():
    out = subprocess.run([sys.executable, "-m", "bridgelaws.cli", "concordance", "2007", "2017",
                          "--json"], capture_output=True)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    # 2007 64C (one text) became 2017 64C, a heading over 64C1 and 64C2 (read from source
    # 002): its heading stands at 64C, its text at 64C1 (with 64C2 new, no split: the diff's)
    assert {(e["old"], e["new"], e["relation"]) for e in data["forward"]
            if e["old"] == "64C"} == {("64C", "64C", "same"), ("64C", "64C1", "renumbered")}
    assert {e["old"] for e in data["forward"]} >= {"64A1", "64B7"}
