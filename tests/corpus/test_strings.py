from collections import Counter

import pytest

from bridgelaws.corpus.strings import WHERE, edition_strings


@pytest.mark.parametrize(
    "edition, where, eid, n, lang, starts",
    [
        ("1997", "title", "law_64", "", "en", "PROCEDURE AFTER ESTABLISHMENT"),
        ("1997", "heading", "law_64__sec_A__para_1", "", "ru", ""),
        ("2017", "text", "law_64__sec_B__para_8", "", "en", "the revoke has been corrected"),
        ("2017", "footnote", "law_67", "1", "en", "The Director should avoid"),
        ("proposal-2012", "matter", "", "0", "en", ""),
    ],
)
def test_strings_are_named_by_where_eid_and_n(corpus, edition, where, eid, n, lang, starts):
    found = [s for s in edition_strings(corpus.editions[edition])
             if s.where == where and s.lang == lang and s.n == n
             and (s.source_eid == eid or where == "matter")]
    assert found, (edition, where, eid)
    assert found[0].text.lower().startswith(starts.lower())
    assert found[0].key == (where, found[0].source_eid, found[0].n, lang)


@pytest.mark.parametrize("edition", ["1997", "2007", "2017", "proposal-2012"])
def test_every_string_has_its_own_key(corpus, edition):
    strings = list(edition_strings(corpus.editions[edition]))
    repeated = [k for k, count in Counter(s.key for s in strings).items() if count > 1]
    assert strings and not repeated
    assert {s.where for s in strings} <= set(WHERE)
