"""Resolution stays in the asked edition (named in the text, else the citing text's, else the
newest official one); a proposal falls back to the edition it redrafts; a target held only
by other editions is `other-edition`, naming them. Expected values worked out from the tiny
corpus (conftest): 2007 Law 64 A, B, B2, C; proposal-2012 Law 62; 2017 Law 64 B."""

from __future__ import annotations

import pytest

from bridgelaws.corpus.model import edition_sort_key
from bridgelaws.errors import BridgelawsError
from bridgelaws.xref.links import href
from bridgelaws.xref.resolve import Resolution, Resolver


@pytest.mark.parametrize(
    "edition,target,expected",
    [
        ("2007", "64C", Resolution("resolved", "2007", "law_64__sec_C")),
        ("2007", "64B2", Resolution("resolved", "2007", "law_64__sec_B__para_2")),
        ("2007", "64B9", Resolution("unknown-clause", "2007", "")),
        # only the proposal has 62
        ("2007", "62C3", Resolution("other-edition", "2007", "", ("proposal-2012",))),
        # never 2007's 64A silently: the proposal holds it only through 2007, so 2007 is named
        ("2017", "64A", Resolution("other-edition", "2017", "", ("2007",))),
        ("2017", "64Z", Resolution("unknown-clause", "2017", "")),
        ("proposal-2012", "62C3", Resolution("resolved", "proposal-2012", "law_62__sec_C__para_3")),
        ("proposal-2012", "64A", Resolution("resolved", "2007", "law_64__sec_A")),
        ("proposal-2012", "62D", Resolution("unknown-clause", "proposal-2012", "")),
        ("proposal-2012", "47", Resolution("outside-corpus", "proposal-2012", "")),
        ("2007", "64A-64C", Resolution("resolved", "2007", "law_64__sec_A")),
        ("2007", "64A-64D", Resolution("unknown-clause", "2007", "")),
        ("2007", "64-65", Resolution("outside-corpus", "2007", "")),
        # no edition: the newest official one (2017) answers, never the proposal
        ("", "62E1(b)", Resolution("other-edition", "2017", "", ("proposal-2012",))),
        ("", "64B", Resolution("resolved", "2017", "law_64__sec_B")),
        ("", "64A", Resolution("other-edition", "2017", "", ("2007",))),
        ("", "64C", Resolution("other-edition", "2017", "", ("2007",))),
        ("", "12", Resolution("outside-corpus", "2017", "")),
    ],
)
def test_resolve(tiny_corpus, edition, target, expected):
    assert Resolver(tiny_corpus).resolve(edition, target) == expected


@pytest.mark.parametrize(
    "asked,named,target,expected",
    [
        ("", "2007", "64A", Resolution("resolved", "2007", "law_64__sec_A")),
        ("2017", "2007", "64C", Resolution("resolved", "2007", "law_64__sec_C")),  # text wins
        ("2007", "2017", "64B", Resolution("resolved", "2017", "law_64__sec_B")),
        ("2007", "2017", "64C", Resolution("other-edition", "2017", "", ("2007",))),
        # an edition the corpus does not hold, named in the text: no edition answered
        ("", "1975", "64B", Resolution("other-edition", "", "", ("2007", "2017"))),
        ("", "1975", "12", Resolution("outside-corpus", "", "")),
    ],
)
def test_edition_named_in_the_text_wins(tiny_corpus, asked, named, target, expected):
    assert Resolver(tiny_corpus).resolve(asked, target, named) == expected


def test_default_is_the_newest_official_edition(tiny_corpus):
    assert Resolver(tiny_corpus).default == "2017"
    del tiny_corpus.editions["2017"]
    assert Resolver(tiny_corpus).default == "2007"  # not proposal-2012, newer but a proposal


def test_edition_not_in_corpus(tiny_corpus):
    with pytest.raises(BridgelawsError, match="edition '2020' is not in the corpus"):
        Resolver(tiny_corpus).resolve("2020", "64")


def _by_the_rules(corpus, asked: str, cite: str) -> Resolution:
    """The module's rules, edition by edition, for one cite asked in an edition the corpus
    holds: the first of its chain (itself, then the edition it redrafts) that holds the cite;
    else every other edition, in time order, whose chain holds it; else `unknown-clause` in
    the first of the chain that holds the law; else `outside-corpus`."""
    eds = corpus.editions
    order = sorted(eds, key=edition_sort_key)

    def chain(ed):
        return [ed] + ([eds[ed].redrafts] if eds[ed].redrafts in eds else [])

    def holds(ed, c):
        return any(cl.cite == c for law in eds[ed].laws.values() for cl in law.walk())

    for ed in chain(asked):
        if holds(ed, cite):
            eid = next(cl.eid for law in eds[ed].laws.values() for cl in law.walk()
                       if cl.cite == cite)
            return Resolution("resolved", ed, eid)
    elsewhere = []
    for ed in order:
        holder = next((h for h in chain(ed) if holds(h, cite)), None)
        if ed not in chain(asked) and holder and holder not in elsewhere:
            elsewhere.append(holder)
    if elsewhere:  # proposals first, so that the last is the newest official holder
        elsewhere.sort(key=lambda ed: not eds[ed].redrafts)
        return Resolution("other-edition", asked, "", tuple(elsewhere))
    number = cite[: len(cite) - len(cite.lstrip("0123456789"))]
    for ed in chain(asked):
        if number in eds[ed].laws:
            return Resolution("unknown-clause", ed, "")
    return Resolution("outside-corpus", asked, "")


def test_every_cite_resolves_as_the_rules_say(corpus):
    """Each cite of the shipped corpus, and cites no edition holds (a law held, a law not
    held), asked in each edition: the resolver's index of holders answers what asking edition
    by edition answers."""
    cites = sorted({cl.cite for ed in corpus.editions.values() for law in ed.laws.values()
                    for cl in law.walk()})
    cites += ["64Z9", "62Q", "1", "12C1(c)", "93A"]
    resolver = Resolver(corpus)
    for asked in corpus.editions:
        for cite in cites:
            expected = _by_the_rules(corpus, asked, cite)
            assert resolver.resolve(asked, cite) == expected, (asked, cite)


@pytest.mark.parametrize("named", ["", "same", "other", "1999"])
def test_answer_is_what_resolve_says(corpus, named):
    """`answer`, read from tables made with the resolver, says what `resolve` says (and the
    href of a resolved target), for every cite the corpus holds, cites no edition holds, and
    ranges, asked in each edition, with an edition named in the text or not (one the corpus
    does not hold: `1999`)."""
    cites = sorted({cl.cite for ed in corpus.editions.values() for law in ed.laws.values()
                    for cl in law.walk()})
    cites += ["64Z9", "62Q", "1", "12C1(c)", "93A", "61-64", "64A-64Z9", "2-3"]
    resolver = Resolver(corpus)
    editions = sorted(corpus.editions)
    for i, asked in enumerate(["", *editions]):
        name = {"same": asked, "other": editions[i % len(editions)]}.get(named, named)
        for cite in cites:
            res = resolver.resolve(asked, cite, name)
            link = href(res.edition, res.eid) if res.status == "resolved" else ""
            expected = (res.status, res.edition, res.eid, link, res.elsewhere)
            assert resolver.answer(asked, cite, name) == expected, (asked, name, cite)
