"""Reading a source file: characters XML 1.0 cannot hold are an error naming line and column
(XML 1.0, section 2.2 Characters: Char excludes C0 controls but tab, LF, CR, and U+FFFE,
U+FFFF); every other character, multi-byte ones included, is read as it stands."""

from __future__ import annotations

import re

import pytest

from bridgelaws.corpus.sourcefile import read_source
from bridgelaws.errors import BridgelawsError


@pytest.mark.parametrize(("text", "line", "message"), [
    ("ok\nab\x00c\n", 2, "U+0000 at column 3"),
    ("\x08", 1, "U+0008 at column 1"),
    ("a\tb\nc\x0bd", 2, "U+000B at column 2"),
    ("one\ntwo\nthree \x1f", 3, "U+001F at column 7"),
    ("Закон\nпункт \ufffe", 2, "U+FFFE at column 7"),
    ("Νόμος \uffff", 1, "U+FFFF at column 7"),
    ("Law 12\nLaw 13 \uffff\n", 2, "U+FFFF at column 8"),  # among Latin letters only
    ("\ufeffok\n\x0c", 2, "U+000C at column 1"),  # after a byte order mark
])
def test_a_character_xml_cannot_hold_is_an_error(tmp_path, text, line, message):
    path = tmp_path / "s.txt"
    path.write_bytes(text.encode("utf-8"))
    with pytest.raises(BridgelawsError, match=re.escape(message)) as err:
        read_source(path)
    assert err.value.line == line


@pytest.mark.parametrize("text", [
    "tab\tand CR\r\nLF\n",
    "ÿ ſ ǿ Ā ϿЀ ߿ ࠀ \ufffd \ufeff-inside 𝄞 \U0010fffd",  # bytes 0x80-0xBF as continuations
    "\x7f \x85 \u2028",  # DEL, NEL and the line separator are characters XML 1.0 allows
])
def test_every_other_character_is_read_as_it_stands(tmp_path, text):
    path = tmp_path / "s.txt"
    path.write_bytes(text.encode("utf-8"))
    assert read_source(path)[0] == text
