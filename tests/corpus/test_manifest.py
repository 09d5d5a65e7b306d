"""The manifest: what each source is, checked before it is read; titles the texts lack."""

from __future__ import annotations

import pytest

from bridgelaws.corpus import load_corpus
from bridgelaws.corpus.manifest import load_manifest
from bridgelaws.errors import BridgelawsError

ROW = "ПРАВИЛО 70. ЗАГОЛОВОК Текст. | LAW 70 - TITLE Text. |\n"
TABLE = ('[[source]]\nfile = "t.txt"\nreader = "table"\neditions = ["1997"]\n'
         'languages = ["ru", "en"]\norigin = "test"\n')
BILINGUAL = ('[[source]]\nfile = "b.txt"\nreader = "bilingual"\neditions = ["2017"]\n'
             'languages = ["el", "en"]\nlaws = ["67"]\norigin = "test"\n')
PARAGRAPHS = "Ένας παίκτης πρέπει.\nA player must.\n"


@pytest.mark.parametrize(("file", "titles"), [
    ("000_7f1d9a44518722f4.txt", {}),
    ("001_716f04c5566109c1.txt", {"67": {"en": "Defective Trick"}}),
    ("002_ebb737f04c9e0169.txt", {}),
    ("004_b853dc6357ac1c59.txt", {"62": {"en": "Correction of a Revoke"}}),
])
def test_shipped_titles(file, titles):
    sources = {s.file: s for s in load_manifest()[1]}
    assert sources[file].titles == titles


@pytest.mark.parametrize(("titles_line", "line", "needle"), [
    # Checked with the manifest, before any source is read.
    ('titles = { "67" = { ru = "Х" } }', 8, "not 'ru'"),
    ('titles = { "67" = { en = "" } }', 8, "non-empty title"),
    ('titles = { "67" = { en = 5 } }', 8, "non-empty title"),
    ('titles = { "L67" = { en = "X" } }', 8, "'L67' is not a law number"),
    ('titles = { "67" = "X" }', 8, "'67' is not a law number"),
    ('titles = "X"', 8, "must be a table of law numbers"),
    # Checked once the source is read: the law must be one it holds.
    ('titles = { "99" = { en = "X" } }', 8, "titles names law 99, which b.txt does not hold "
                                             "(it holds 67)"),
    ('[source.titles]\n"67" = { en = "X" }\n99 = { en = "Y" }', 10, "titles names law 99"),
])
def test_bad_titles_name_the_manifest_line(make_sources, titles_line, line, needle):
    folder = make_sources({"b.txt": PARAGRAPHS}, [BILINGUAL + titles_line + "\n"])
    with pytest.raises(BridgelawsError) as err:
        load_corpus(folder)
    assert (err.value.file, err.value.line) == (str(folder / "manifest.toml"), line)
    assert needle in err.value.message
    assert "\n" not in str(err.value)


def test_unknown_title_law_of_a_later_entry_names_its_own_line(make_sources):
    entries = [TABLE + 'titles = { "70" = { en = "X" } }\n',
               BILINGUAL + 'titles = { "70" = { en = "Y" } }\n']
    folder = make_sources({"t.txt": ROW, "b.txt": PARAGRAPHS}, entries)
    with pytest.raises(BridgelawsError) as err:
        load_corpus(folder)
    assert err.value.line == 16 and "which b.txt does not hold" in err.value.message


@pytest.mark.parametrize(("entry", "files", "edition", "law", "title", "supplied"), [
    (BILINGUAL + 'titles = { "67" = { en = "Defective Trick" } }\n', {"b.txt": PARAGRAPHS},
     "2017", "67", {"en": "Defective Trick"}, {"en"}),
    (BILINGUAL + 'titles = { 67 = { en = "Defective Trick", el = "Ελαττωματική" } }\n',
     {"b.txt": PARAGRAPHS}, "2017", "67", {"en": "Defective Trick", "el": "Ελαττωματική"},
     {"en", "el"}),
    (BILINGUAL, {"b.txt": PARAGRAPHS}, "2017", "67", {}, set()),
    # The source's own title wins; the manifest's is reported unused.
    (TABLE + 'titles = { "70" = { en = "Other" } }\n', {"t.txt": ROW}, "1997", "70",
     {"ru": "ЗАГОЛОВОК", "en": "TITLE"}, set()),
])
def test_titles_fill_only_what_the_source_leaves_empty(make_sources, entry, files, edition,
                                                        law, title, supplied):
    corpus = load_corpus(make_sources(files, [entry]))
    found = corpus.editions[edition].laws[law]
    assert found.title == title
    assert found.title_supplied == supplied
    unused = [w for w in corpus.warnings if "manifest title" in w.message]
    assert len(unused) == ("Other" in entry)
