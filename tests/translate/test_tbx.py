"""TBX as ISO 30042:2019 has it: the core structure (tbx > tbxHeader, text > body >
conceptEntry > langSec > termSec > term, namespace urn:iso:std:iso:30042:ed-2) in the
TBX-Basic dialect, DCA style. translate-toolkit (3.20) reads only the 2008 `martif` form,
so these read the file with lxml and check it against the standard's structure. (The
output was also checked against LTAC-Global's TBXcoreStructV03.rng by hand: valid.)"""

from lxml import etree

from bridgelaws.translate.tbx import NS, tbx_document
from bridgelaws.translate.terms import load_terms, parse_terms

N = {"t": NS}
LANG = "{http://www.w3.org/XML/1998/namespace}lang"

# Written for this test: one term with no Russian rendering, one with two forms of one
# word ("|") and an admitted second rendering.
TOML = """
[[term]]
id = "rectification"
en = ["rectification"]
el = ["επανόρθωση"]

[[term]]
id = "penalty-card"
en = ["penalty card"]
ru = ["штрафная карта", "штрафная"]
el = ["τιμωρημένο φύλλο | τιμωρημένα φύλλα"]
note = "a note"
"""


def entries(data: bytes) -> dict[str, dict[str, list[tuple[str, str]]]]:
    root = etree.fromstring(data)
    out = {}
    for entry in root.iterfind("t:text/t:body/t:conceptEntry", N):
        out[entry.get("id")] = {
            ls.get(LANG): [(ts.findtext("t:term", namespaces=N),
                            ts.findtext("t:termNote[@type='administrativeStatus']",
                                        namespaces=N))
                           for ts in ls.iterfind("t:termSec", N)]
            for ls in entry.iterfind("t:langSec", N)
        }
    return out


def test_root_is_tbx_basic_2019():
    root = etree.fromstring(tbx_document(tuple(parse_terms(TOML))))
    assert root.tag == f"{{{NS}}}tbx"
    assert (root.get("type"), root.get("style"), root.get(LANG)) == ("TBX-Basic", "dca", "en")
    assert [child.tag for child in root] == [f"{{{NS}}}tbxHeader", f"{{{NS}}}text"]
    assert root.find("t:tbxHeader/t:fileDesc/t:sourceDesc/t:p", N) is not None


def test_missing_rendering_is_absent_never_another_language():
    assert entries(tbx_document(tuple(parse_terms(TOML)))) == {
        "rectification": {  # no Russian: no ru langSec at all
            "en": [("rectification", "preferredTerm-admn-sts")],
            "el": [("επανόρθωση", "preferredTerm-admn-sts")],
        },
        "penalty-card": {
            "en": [("penalty card", "preferredTerm-admn-sts")],
            "ru": [("штрафная карта", "preferredTerm-admn-sts"),
                   ("штрафная", "admittedTerm-admn-sts")],
            "el": [("τιμωρημένο φύλλο", "preferredTerm-admn-sts"),
                   ("τιμωρημένα φύλλα", "admittedTerm-admn-sts")],
        },
    }


def test_shipped_term_base_every_rendering_in_its_own_language():
    terms = load_terms()
    data = tbx_document(terms)
    assert data == tbx_document(terms)
    found = entries(data)
    assert list(found) == [term.id for term in terms]
    for term in terms:
        assert set(found[term.id]) == set(term.renderings)
        for lang, renderings in term.renderings.items():
            assert [t for t, _ in found[term.id][lang]] == [f for r in renderings for f in r]
    assert etree.fromstring(data).find("t:text/t:body/t:conceptEntry[@id='revoke']/t:note",
                                       N).text.startswith("noun and verb")
