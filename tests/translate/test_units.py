import pytest

from bridgelaws.errors import BridgelawsError
from bridgelaws.translate.units import edition_ids, units


def test_units_in_order(small_corpus):
    found = [(u.edition, u.cite, u.part, sorted(u.texts)) for u in units(small_corpus)]
    assert found == [
        ("1997", "62", "title", ["en", "ru"]),
        ("1997", "62A", "heading", ["en", "ru"]),
        ("1997", "62A", "text", ["en", "ru"]),
        ("1997", "62B1", "heading", ["en", "ru"]),
        ("1997", "62B1", "text", ["en", "ru"]),
        ("1997", "62C1", "text", ["en", "ru"]),
        ("2007", "64", "title", ["en"]),
        ("2007", "64", "text", ["en"]),
        ("2017", "62", "text", ["el", "en"]),
        ("2017", "62B1", "text", ["el", "en"]),
        ("2017", "62B2", "text", ["el", "en"]),
    ]


@pytest.mark.parametrize(
    ("edition", "expected"), [(None, ["1997", "2007", "2017"]), ("2007", ["2007"])]
)
def test_edition_ids(small_corpus, edition, expected):
    assert edition_ids(small_corpus, edition) == expected


def test_unknown_edition(small_corpus):
    with pytest.raises(BridgelawsError, match="no edition '2030'"):
        list(units(small_corpus, "2030"))


def test_aligned(small_corpus):
    assert {u.edition for u in units(small_corpus) if not u.aligned} == {"2007"}


# A title and a heading with footnote markers, as the editions layout writes them (offsets
# counted by hand: the marker stood after the last word).
MARKED = ("2017 Law\nLAW 46 - INCOMPLETE CALL OF A CARD*\nA. Proper Form**\n"
          "Declarer names the suit.\n* A card of dummy's.\n** As in 2007.\n")


def test_title_and_heading_units_carry_their_markers(make_sources):
    from bridgelaws.corpus import load_corpus
    from bridgelaws.translate.pairs import content

    manifest = ('[[source]]\nfile = "e.txt"\nreader = "editions"\neditions = ["2017"]\n'
                'languages = ["en"]\norigin = "test"\n')
    corpus = load_corpus(make_sources({"e.txt": MARKED}, [manifest]))
    found = {(u.cite, u.part): u for u in units(corpus)}
    title, heading = found[("46", "title")], found[("46A", "heading")]
    assert [(m.offset, m.mark) for m in title.notes["en"]] == [(25, "*")]
    assert [(m.offset, m.mark) for m in heading.notes["en"]] == [(11, "**")]
    assert found[("46A", "text")].notes == {}
    # what the exports write: the words with each marker an inline code in its place
    assert [(p.mark, p.note) if not isinstance(p, str) else p
            for p in content(title, "en")] == ["INCOMPLETE CALL OF A CARD", ("*", "*")]
