"""The companion events: `{@ kind key=value}` commentary lines."""

from __future__ import annotations

import pytest

from bridgelaws.errors import BridgelawsError
from bridgelaws.laws.events import AFTER_PLAY, board_events, parse_event


def test_event_fields_and_moment():
    e = parse_event("@corrected trick=4 seat=w card=c3 at=4.3", 0, "f.pbn", 9, "1")
    got = (e.kind, e.trick, e.seat, e.args["card"], e.moment)
    assert got == ("corrected", 4, "W", "C3", (4, 3))


def test_events_sorted_in_play_then_file_order():
    comments = [(1, "@ next-call by=E"), (2, "@ attention"), (3, "@ attention at=5.2"),
                (4, "free text")]
    events = board_events(comments, "f.pbn", "1")
    assert [(e.kind, e.moment) for e in events] == [
        ("attention", (5, 2)), ("next-call", (AFTER_PLAY, 0)), ("attention", (AFTER_PLAY, 1))
    ]


@pytest.mark.parametrize(
    "text, message",
    [
        ("@ landslide", "unknown event 'landslide'"),
        ("@ corrected trick=4 seat=W", "needs card"),
        ("@ corrected trick=4 seat=X card=C3", "bad value 'seat=X'"),
        ("@ attention at=14.1", "bad value 'at=14.1'"),
        ("@ attention colour=red", "unexpected 'colour=red'"),
        ("@ premature trick=1 seat=E card=HQ option=middle", "bad value 'option=middle'"),
    ],
)
def test_bad_events(text, message):
    with pytest.raises(BridgelawsError) as err:
        parse_event(text, 0, "f.pbn", 12, "8")
    assert message in str(err.value) and str(err.value).startswith("f.pbn:12: board 8:")
