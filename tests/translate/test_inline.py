import pytest

from bridgelaws.corpus.model import NoteMark
from bridgelaws.translate.inline import Code, code_ids, pieces, split, written

# "It stands.* Law 57 applies16." written for this test: one marker glued after the first
# sentence's full stop (offset 10, the end of that sentence), one inside the second.
VALUE = "It stands. Law 57 applies."
MARKS = [NoteMark(10, "*", "*"), NoteMark(25, "16", "16")]


def test_pieces_put_markers_back_in_place():
    assert pieces(VALUE, MARKS) == [
        "It stands.", Code("*", "*"), " Law 57 applies", Code("16", "16"), "."]
    assert written(pieces(VALUE, MARKS)) == "It stands.* Law 57 applies16."


@pytest.mark.parametrize(("spans", "expected"), [
    # the marker between the sentences goes with the first, glued to its last word
    ([(0, 10), (11, 26)], [["It stands.", Code("*", "*")],
                           ["Law 57 applies", Code("16", "16"), "."]]),
    ([(0, 26)], [["It stands.", Code("*", "*"), " Law 57 applies", Code("16", "16"), "."]]),
])
def test_split_gives_every_marker_to_one_span(spans, expected):
    assert split(VALUE, MARKS, spans) == expected


def test_code_ids_pair_by_footnote_not_by_writing():
    en = ["played", Code("2)", "1")]
    el = ["έπαιξε", Code("1)", "1"), Code("*", "*")]
    assert code_ids(en, el) == {"1": "1", "*": "2"}
