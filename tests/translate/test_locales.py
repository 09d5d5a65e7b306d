"""Locale codes for exports from the manifest's optional [locales] table (BCP 47, RFC
5646); a language it does not name keeps its code."""

import shutil

import pytest
from click.testing import CliRunner
from lxml import etree

from bridgelaws.cli import cli
from bridgelaws.corpus.manifest import SHIPPED
from bridgelaws.errors import BridgelawsError
from bridgelaws.translate.locales import language, locales
from bridgelaws.translate.receive import receive

LANG = "{http://www.w3.org/XML/1998/namespace}lang"


@pytest.fixture
def folder(tmp_path):
    """The shipped sources with English named en-GB (as the Laws are written)."""
    out = tmp_path / "sources"
    shutil.copytree(SHIPPED, out)
    with (out / "manifest.toml").open("a", encoding="utf-8") as fh:
        fh.write('\n[locales]\nen = "en-GB"\n')
    return out


def test_default_is_the_bare_code():
    assert locales() == {}


def test_tmx_and_xliff_name_the_locale(folder, tmp_path):
    tmx = CliRunner().invoke(cli, ["export", "tmx", "--edition", "1997", "--pair", "en-ru",
                                   "--sources", str(folder)])
    assert tmx.exit_code == 0, tmx.output
    root = etree.fromstring(tmx.stdout_bytes)
    assert root.find("header").get("srclang") == "en-GB"
    assert {tuv.get(LANG) for tuv in root.iter("tuv")} == {"en-GB", "ru"}
    out = tmp_path / "update.xlf"
    args = ["export", "xliff", "--from", "1997", "--to", "2017", "--pair", "en-ru",
            "--sources", str(folder), "-o", str(out)]
    assert CliRunner().invoke(cli, args).exit_code == 0
    file = etree.parse(str(out)).getroot()[0]
    assert (file.get("source-language"), file.get("target-language")) == ("en-GB", "ru")
    # and it comes back: the manifest names languages, the locale's language is en
    assert receive(out, tmp_path / "back").languages == ["en", "ru"]


@pytest.mark.parametrize(("table", "line"), [
    ('[locales]\nen = "ru-RU"\n', 3),  # not a tag of that language
    ('[locales]\nel = "el GR"\n', 3),
])
def test_bad_locale_is_an_error_naming_the_line(tmp_path, table, line):
    (tmp_path / "manifest.toml").write_text("# x\n" + table, encoding="utf-8")
    with pytest.raises(BridgelawsError, match="BCP 47") as err:
        locales(tmp_path)
    assert err.value.line == line


@pytest.mark.parametrize(("tag", "lang"), [("en-GB", "en"), ("ru", "ru"), ("el-GR", "el")])
def test_language(tag, lang):
    assert language(tag) == lang
