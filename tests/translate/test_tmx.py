import pytest
from translate.storage.tmx import tmxfile

from bridgelaws.errors import BridgelawsError
from bridgelaws.translate.tmx import parse_pair, tmx_document


def read_back(data: bytes) -> list[tuple[str, dict[str, str], str, str]]:
    store = tmxfile.parsestring(data)
    out = []
    for unit in store.units:
        props = {p.get("type"): p.text for p in unit.xmlelement.iter("prop")}
        out.append((unit.getid(), props, unit.source, unit.target))
    return out


def test_clause_segments(corpus):
    units = read_back(tmx_document(corpus, "1997", "en-ru"))
    assert [u[0] for u in units] == [
        "1997/62/title", "1997/62A/heading", "1997/62A/text", "1997/62B1/heading",
        "1997/62B1/text", "1997/62C1/text",
    ]  # fmt: skip
    tuid, props, source, target = units[2]
    assert props == {"x-cite": "62A", "x-edition": "1997", "x-part": "text"}
    assert source.startswith("A player must correct his revoke")
    assert target.startswith("Игрок обязан исправить")


def test_sentence_segments_pair_inside_a_clause(corpus):
    units = read_back(tmx_document(corpus, "1997", "en-ru", "sentence"))
    c1 = [u for u in units if u[1]["x-cite"] == "62C1"]
    assert [(u[0], u[2], u[3]) for u in c1] == [
        (
            "1997/62C1/text/1",
            "Each member of the non-offending side may, without penalty, withdraw any card.",
            "Каждый игрок ненарушившей стороны может без наказания взять назад любую карту.",
        ),
        ("1997/62C1/text/2", "The Director sees to it.", "Судья следит за этим."),
    ]


def test_sentence_counts_differ_clause_stays_whole(corpus):
    clause = corpus.editions["2017"].clause("62B2")
    clause.text["en"].value = clause.text["en"].value + " It is so. Really."
    units = read_back(tmx_document(corpus, "2017", "en-el", "sentence"))
    b2 = [u for u in units if u[1]["x-cite"] == "62B2"]
    assert len(b2) == 1 and b2[0][0] == "2017/62B2/text" and b2[0][2].endswith("Really.")


def test_header_and_languages(corpus):
    data = tmx_document(corpus, "2017", "el-en", "sentence")
    store = tmxfile.parsestring(data)
    header = store.document.getroot().find("header")
    assert header.get("srclang") == "el" and header.get("segtype") == "sentence"
    assert header.get("creationdate") is None
    assert store.units[0].source.startswith("Ένας παίκτης")
    assert data == tmx_document(corpus, "2017", "el-en", "sentence")


@pytest.mark.parametrize(
    ("edition", "pair", "segments", "message"),
    [
        ("1997", "en-el", "clause", "no text in both en and el"),
        ("2007", "en-ru", "clause", "no text in both"),
        ("1997", "en-en", "clause", "bad language pair"),
        ("1997", "en", "clause", "bad language pair"),
        ("1997", "en-de", "clause", "bad language pair"),
        ("1997", "en-ru", "word", "segments must be"),
        ("2030", "en-ru", "clause", "no edition"),
    ],
)
def test_errors(corpus, edition, pair, segments, message):
    with pytest.raises(BridgelawsError, match=message):
        tmx_document(corpus, edition, pair, segments)


def test_parse_pair():
    assert parse_pair("ru-en") == ("ru", "en")
