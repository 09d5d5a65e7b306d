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


def test_clause_segments(small_corpus):
    units = read_back(tmx_document(small_corpus, "1997", "en-ru"))
    assert [u[0] for u in units] == [
        "1997/62/title", "1997/62A/heading", "1997/62A/text", "1997/62B1/heading",
        "1997/62B1/text", "1997/62C1/text",
    ]  # fmt: skip
    tuid, props, source, target = units[2]
    assert props == {"x-cite": "62A", "x-edition": "1997", "x-part": "text"}
    assert source.startswith("A player must correct his revoke")
    assert target.startswith("Игрок обязан исправить")


def test_sentence_segments_pair_inside_a_clause(small_corpus):
    units = read_back(tmx_document(small_corpus, "1997", "en-ru", "sentence"))
    c1 = [u for u in units if u[1]["x-cite"] == "62C1"]
    assert [(u[0], u[2], u[3]) for u in c1] == [
        (
            "1997/62C1/text/1",
            "Each member of the non-offending side may, without penalty, withdraw any card.",
            "Каждый игрок ненарушившей стороны может без наказания взять назад любую карту.",
        ),
        ("1997/62C1/text/2", "The Director sees to it.", "Судья следит за этим."),
    ]


def test_sentence_counts_differ_clause_stays_whole(small_corpus):
    clause = small_corpus.editions["2017"].clause("62B2")
    clause.text["en"].value = clause.text["en"].value + " It is so. Really."
    units = read_back(tmx_document(small_corpus, "2017", "en-el", "sentence"))
    b2 = [u for u in units if u[1]["x-cite"] == "62B2"]
    assert len(b2) == 1 and b2[0][0] == "2017/62B2/text" and b2[0][2].endswith("Really.")


def test_header_and_languages(small_corpus):
    data = tmx_document(small_corpus, "2017", "el-en", "sentence")
    store = tmxfile.parsestring(data)
    header = store.document.getroot().find("header")
    assert header.get("srclang") == "el" and header.get("segtype") == "sentence"
    assert header.get("creationdate") is None
    assert store.units[0].source.startswith("Ένας παίκτης")
    assert data == tmx_document(small_corpus, "2017", "el-en", "sentence")


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
def test_errors(small_corpus, edition, pair, segments, message):
    with pytest.raises(BridgelawsError, match=message):
        tmx_document(small_corpus, edition, pair, segments)


def test_parse_pair():
    assert parse_pair("ru-en") == ("ru", "en")


def words(clause, part: str, lang: str) -> str:
    if part == "text":
        return clause.text[lang].value
    return (clause.heading if part == "heading" else clause.title)[lang]


SHIPPED_PAIRS = [("1997", "en-ru"), ("1997", "ru-en"), ("2017", "en-el"), ("2017", "el-en")]


@pytest.mark.parametrize(("edition", "pair"), SHIPPED_PAIRS)
@pytest.mark.parametrize("segments", ["clause", "sentence"])
def test_shipped_corpus_exports_read_back(corpus, edition, pair, segments):
    src, tgt = parse_pair(pair)
    units = read_back(tmx_document(corpus, edition, pair, segments))
    assert units and len({u[0] for u in units}) == len(units)
    for _tuid, props, source, target in units:
        assert props["x-edition"] == edition
        assert corpus.editions[edition].clause(props["x-cite"]) is not None
        assert source.strip() and target.strip()
    # sentences put back together give each clause's text, in both languages
    for lang, pos in ((src, 2), (tgt, 3)):
        joined: dict[tuple[str, str], list[str]] = {}
        for _tuid, props, *texts in units:
            joined.setdefault((props["x-cite"], props["x-part"]), []).append(texts[pos - 2])
        for (cite, part), pieces in joined.items():
            clause = corpus.editions[edition].clause(cite)
            assert " ".join(" ".join(pieces).split()) == " ".join(words(clause, part, lang).split())


def test_shipped_1997_sentences_split_clauses(corpus):
    clause_units = read_back(tmx_document(corpus, "1997", "en-ru"))
    sentence_units = read_back(tmx_document(corpus, "1997", "en-ru", "sentence"))
    assert len(sentence_units) > len(clause_units)
