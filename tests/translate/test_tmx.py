import pytest
from lxml import etree
from translate.storage.tmx import tmxfile

from bridgelaws.corpus.model import Corpus, Edition, Law, NoteMark, Text
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


@pytest.mark.parametrize(("pair", "languages", "expected"), [
    ("ru-en", ["en", "ru"], ("ru", "en")),
    ("it-en", ["en", "it"], ("it", "en")),  # any language a manifest declares
    ("ru-en", ["en", "el"], None),
    ("en-en", ["en", "ru"], None),
    ("en", ["en", "ru"], None),
])
def test_parse_pair(pair, languages, expected):
    if expected is None:
        with pytest.raises(BridgelawsError, match="bad language pair"):
            parse_pair(pair, languages)
    else:
        assert parse_pair(pair, languages) == expected


def words(clause, part: str, lang: str) -> str:
    if part == "text":
        return clause.text[lang].with_marks()  # markers are <ph> codes: kept in the segment
    return (clause.heading if part == "heading" else clause.title)[lang]


SHIPPED_PAIRS = [("1997", "en-ru"), ("1997", "ru-en"), ("2017", "en-el"), ("2017", "el-en")]


@pytest.mark.parametrize(("edition", "pair"), SHIPPED_PAIRS)
@pytest.mark.parametrize("segments", ["clause", "sentence"])
def test_shipped_corpus_exports_read_back(corpus, edition, pair, segments):
    src, tgt = parse_pair(pair, corpus.languages)
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


# Hand-made: the 1997 marker `plays16` (a footnote the source numbers 16) and a Greek/English
# pair whose markers differ in writing (`1)` and `2)`) but point to the same footnote.
def marked_corpus() -> Corpus:
    en = Text("If the next player plays to the lead, it stands. Law 57 applies.",
              notes=[NoteMark(24, "16", "16"), NoteMark(63, "16", "16")])
    ru = Text("Если следующий игрок играет после хода, ход остается. Применяется Правило 57.",
              notes=[NoteMark(27, "16", "16")])
    el = Text("Όταν έπαιξε σε λεβέ.", notes=[NoteMark(11, "1", "1)")])
    en17 = Text("When he played to a trick.", notes=[NoteMark(14, "1", "2)")])
    return Corpus(editions={
        "1997": Edition("1997", laws={"53": Law(kind="law", num="53", cite="53", eid="law_53",
                                                  text={"en": en, "ru": ru}, edition="1997")}),
        "2017": Edition("2017", laws={"67": Law(kind="law", num="67", cite="67", eid="law_67",
                                                  text={"el": el, "en": en17}, edition="2017")}),
    })


def segs(data: bytes) -> list[str]:
    root = etree.fromstring(data)
    return [etree.tostring(seg, encoding="unicode").strip() for seg in root.iter("seg")]


def test_markers_are_ph_codes_paired_by_footnote():
    # TMX 1.4b Content Markup, <ph>: native standalone code; attribute x pairs codes across <tuv>s
    assert segs(tmx_document(marked_corpus(), "1997", "en-ru")) == [
        '<seg>If the next player plays<ph x="1" type="x-footnote">16</ph> to the lead, it '
        'stands. Law 57 applies<ph x="1" type="x-footnote">16</ph>.</seg>',
        '<seg>Если следующий игрок играет<ph x="1" type="x-footnote">16</ph> после хода, ход '
        "остается. Применяется Правило 57.</seg>",
    ]
    assert segs(tmx_document(marked_corpus(), "2017", "el-en")) == [
        '<seg>Όταν έπαιξε<ph x="1" type="x-footnote">1)</ph> σε λεβέ.</seg>',
        '<seg>When he played<ph x="1" type="x-footnote">2)</ph> to a trick.</seg>',
    ]


def test_sentence_pairs_keep_each_marker_with_its_sentence():
    # two sentences in each language: the marker glued to "applies" ends the second
    units = read_back(tmx_document(marked_corpus(), "1997", "en-ru", "sentence"))
    assert [(u[2], u[3]) for u in units] == [
        ("If the next player plays16 to the lead, it stands.",
         "Если следующий игрок играет16 после хода, ход остается."),
        ("Law 57 applies16.", "Применяется Правило 57."),
    ]
    store = tmxfile.parsestring(tmx_document(marked_corpus(), "1997", "en-ru", "sentence"))
    assert [len(list(u.xmlelement.iter("ph"))) for u in store.units] == [2, 1]


def test_one_memory_for_every_edition(small_corpus):
    store = tmxfile.parsestring(tmx_document(marked_corpus(), None, "en-ru"))
    header = store.document.getroot().find("header")
    assert [p.text for p in header.iter("prop")] == ["1997"]  # 2017 has no Russian
    assert [u.getid() for u in store.units] == ["1997/53/text"]
    both = read_back(tmx_document(small_corpus, None, "en-el"))
    assert {u[1]["x-edition"] for u in both} == {"2017"}


@pytest.mark.parametrize(("edition", "pair"), SHIPPED_PAIRS)
def test_shipped_markers_all_kept_as_ph(corpus, edition, pair):
    src, tgt = parse_pair(pair, corpus.languages)
    for segments in ("clause", "sentence"):
        store = tmxfile.parsestring(tmx_document(corpus, edition, pair, segments))
        kept = {src: 0, tgt: 0}
        for unit in store.units:
            for tuv in unit.xmlelement.iter("tuv"):
                kept[tuv.get("{http://www.w3.org/XML/1998/namespace}lang")] += len(
                    list(tuv.iter("ph")))
        held = {lang: sum(len(c.text[lang].notes) for law in corpus.editions[edition].laws.values()
                          for c in law.walk() if lang in c.text and c.text[lang].value
                          and src in c.text and tgt in c.text)
                for lang in (src, tgt)}
        assert kept == held and sum(held.values()) > 0
