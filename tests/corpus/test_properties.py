"""Property tests, one per layout: a text generated in the layout from a random clause tree
reads back as that tree, and no character of it is lost."""

from __future__ import annotations

from dataclasses import dataclass, field

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaws.corpus.load import _read
from tests.corpus.lossless import lost, table_text

LETTERS = "ABCDEFGH"
GREEK_LETTERS = ("Α", "Β", "Γ", "Δ", "Ε", "ΣΤ", "Ζ", "Η")
ITEMS = "abcdefgh"
GREEK_ITEMS = ("α", "β", "γ", "δ", "ε", "στ", "ζ", "η")
ROMAN = ("i", "ii", "iii", "iv")

# Per language: capitalised heading words, and sentence words (lowercase).
WORDS = {
    "en": (["Revoke", "Trick", "Card", "Lead", "Claim", "Penalty", "Suit", "Auction"],
           ["player", "card", "trick", "suit", "lead", "board", "score", "partner"]),
    "ru": (["Ход", "Взятка", "Карта", "Масть", "Штраф", "Заявка"],
           ["игрок", "карта", "взятка", "масть", "ход", "сдача", "партнер"]),
    "el": (["Λεβέ", "Φύλλο", "Χρώμα", "Ποινή", "Άνοιγμα"],
           ["παίκτης", "φύλλο", "λεβέ", "χρώμα", "άνοιγμα", "διανομή"]),
}
OPENER = {"en": "The", "ru": "Если", "el": "Ο"}


@dataclass
class Node:
    kind: str
    num: str
    heading: dict[str, str] = field(default_factory=dict)
    text: dict[str, str] = field(default_factory=dict)
    children: list[Node] = field(default_factory=list)


@st.composite
def sentence(draw, lang: str, lowercase: bool = False) -> str:
    words = draw(st.lists(st.sampled_from(WORDS[lang][1]), min_size=2, max_size=6))
    first = words[0] if lowercase else OPENER[lang]
    return " ".join([first, *words]) + "."


@st.composite
def heading(draw, lang: str) -> str:
    words = draw(st.lists(st.sampled_from(WORDS[lang][0]), min_size=1, max_size=3, unique=True))
    if lang != "en":  # Russian and Greek headings are in sentence case
        words = [words[0]] + [w.lower() for w in words[1:]]
    return " ".join(words)


@st.composite
def law_tree(draw, langs: tuple[str, ...], num: int, headings: bool = True) -> Node:
    law = Node("law", str(num))
    for s in range(draw(st.integers(1, 3))):
        section = Node("section", LETTERS[s])
        if headings and draw(st.booleans()):
            section.heading = {lang: draw(heading(lang)) for lang in langs}
        numbered = draw(st.integers(0, 3))
        if not section.heading or not numbered or draw(st.booleans()):
            section.text = {lang: draw(sentence(lang)) for lang in langs}
        for n in range(1, numbered + 1):
            sub = Node("subsection", str(n), text={lang: draw(sentence(lang)) for lang in langs})
            for i in range(draw(st.integers(0, 2))):
                item = Node("item", ITEMS[i],
                            text={lang: draw(sentence(lang, lowercase=True)) for lang in langs})
                for r in range(draw(st.integers(0, 2))):
                    item.children.append(Node("subitem", ROMAN[r], text={
                        lang: draw(sentence(lang, lowercase=True)) for lang in langs}))
                sub.children.append(item)
            section.children.append(sub)
        law.children.append(section)
    return law


def cites(node: Node, prefix: str = "") -> list[tuple[str, dict, dict]]:
    part = f"({node.num})" if node.kind in ("item", "subitem") else node.num
    cite = prefix + part
    out = [(cite, node.heading, node.text)]
    for child in node.children:
        out += cites(child, cite)
    return out


def read_back(corpus, edition: str, law: Node, langs: tuple[str, ...]) -> None:
    got = corpus.editions[edition].laws[law.num]
    want = cites(law)
    assert [c.cite for c in got.walk()] == [cite for cite, _, _ in want]
    for clause, (_, heading_, text) in zip(list(got.walk())[1:], want[1:], strict=True):
        for lang in langs:
            assert clause.heading.get(lang, "") == heading_.get(lang, "")
            assert clause.text[lang].value == text.get(lang, "")


def write(make_sources, name: str, text: str, entry: str):
    folder = make_sources({name: text}, [entry])
    return _read(str(folder))  # not the cached load: each example rewrites the same folder


def entry(reader: str, languages: str, extra: str = "") -> str:
    return (f'[[source]]\nfile = "s.txt"\nreader = "{reader}"\neditions = ["2017"]\n'
            f'languages = [{languages}]\norigin = "generated"\n{extra}')


SETTINGS = settings(max_examples=25, suppress_health_check=[HealthCheck.function_scoped_fixture])


def lines_of(node: Node, lang: str, section_label, item_label) -> list[str]:
    """The editions / bilingual line layout: `A. Heading` then its text, `1. text`,
    `(a) text`, `(i) text`, each on its own line."""
    out: list[str] = []
    for section in node.children:
        label = section_label(section.num)
        if section.heading:
            out.append(f"{label} {section.heading[lang]}")
            if section.text:
                out.append(section.text[lang])
        else:
            out.append(f"{label} {section.text[lang]}")
        for sub in section.children:
            out.append(f"{sub.num}. {sub.text[lang]}")
            for item in sub.children:
                out.append(f"{item_label(item.num)} {item.text[lang]}")
                for subitem in item.children:
                    out.append(f"({subitem.num}) {subitem.text[lang]}")
    return out


@SETTINGS
@given(st.data())
def test_editions_layout(make_sources, data):
    law = data.draw(law_tree(("en",), data.draw(st.integers(1, 93))))
    text = "\n".join(["2017 Law", "", f"LAW {law.num} - THE TITLE", "",
                      *lines_of(law, "en", lambda n: f"{n}.", lambda n: f"({n})")]) + "\n"
    corpus = write(make_sources, "s.txt", text, entry("editions", '"en"'))
    read_back(corpus, "2017", law, ("en",))
    assert lost(text, corpus, "s.txt") == {}


@SETTINGS
@given(st.data(), st.booleans())
def test_bilingual_layout(make_sources, data, lettered):
    """Lettered (`Β. Heading` lines) or, as the shipped pages, without letters or headings:
    then every section opens with a paragraph of its own and its letter is inferred."""
    law = data.draw(law_tree(("el", "en"), 67, headings=lettered))
    greek = lines_of(law, "el", lambda n: GREEK_LETTERS[LETTERS.index(n)] + ".",
                     lambda n: f"({GREEK_ITEMS[ITEMS.index(n)]})")
    english = lines_of(law, "en", lambda n: f"{n}.", lambda n: f"({n})")
    if not lettered:
        greek = [line.split(" ", 1)[1] if line[:2] in {f"{g}." for g in GREEK_LETTERS} else line
                 for line in greek]
        english = [line[3:] if line[:2] in {f"{c}." for c in LETTERS} else line
                   for line in english]
    text = "\n\n".join(greek + english) + "\n"
    corpus = write(make_sources, "s.txt", text, entry("bilingual", '"el", "en"', 'laws = ["67"]\n'))
    if not lettered and len(law.children) == 1 and not law.children[0].children:
        # One paragraph, neither lettered nor numbered: the law's own text (2017 Law 33).
        law = Node("law", law.num, text=law.children[0].text)
        assert {lang: t.value for lang, t in corpus.editions["2017"].laws["67"].text.items()} \
            == law.text
    read_back(corpus, "2017", law, ("el", "en"))
    assert all(c.inferred != lettered for c in corpus.editions["2017"].laws["67"].children)
    assert lost(text, corpus, "s.txt") == {}


@SETTINGS
@given(st.data())
def test_forum_layout(make_sources, data):
    law = data.draw(law_tree(("en",), data.draw(st.integers(1, 93))))
    out = [f"L{law.num} The Law Title"]
    for section in law.children:
        out.append(" ".join(filter(None, [f"{section.num}.", section.heading.get("en", ""),
                                          section.text.get("en", "")])))
        for sub in section.children:
            out.append(f"{sub.num}. {sub.text['en']}")
            for item in sub.children:
                out.append(f"{item.num}. {item.text['en']}")
                for subitem in item.children:
                    out.append(f"({subitem.num}) {subitem.text['en']}")
    text = "\n".join(out) + "\n"
    corpus = write(make_sources, "s.txt", text, entry("forum", '"en"'))
    read_back(corpus, "2017", law, ("en",))
    assert lost(text, corpus, "s.txt") == {}


@SETTINGS
@given(st.data())
def test_table_layout(make_sources, data):
    law = data.draw(law_tree(("ru", "en"), data.draw(st.integers(1, 93))))
    cells = {"ru": f"ПРАВИЛО {law.num}. ЗАГОЛОВОК ПРАВИЛА ", "en": f"LAW {law.num} - THE TITLE "}
    for lang, glyph in (("ru", {"A": "А", "B": "В", "C": "С"}), ("en", {})):
        for section in law.children:
            cells[lang] += f"{glyph.get(section.num, section.num)}. "
            cells[lang] += section.heading.get(lang, "") + section.text.get(lang, "")
            for sub in section.children:
                cells[lang] += f"{sub.num}. {sub.text[lang]}"
                for item in sub.children:
                    cells[lang] += f"({item.num}) {item.text[lang]}"
                    for subitem in item.children:
                        cells[lang] += f"({subitem.num}) {subitem.text[lang]}"
    text = f"{cells['ru']} | {cells['en']} |\n"
    corpus = write(make_sources, "s.txt", text, entry("table", '"ru", "en"'))
    read_back(corpus, "2017", law, ("ru", "en"))
    assert lost(table_text(text), corpus, "s.txt") == {}
