"""Edition against edition: which laws both hold, their clause diffs, and a summary of them."""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field

from bridgelaws.corpus.model import Corpus, Edition, Law, edition_sort_key
from bridgelaws.diff.match import CHANGES, ClauseDiff, count_changes, grouped, match_laws
from bridgelaws.errors import BridgelawsError

DEFAULT_LANG = "en"


def diff_law(corpus: Corpus, old: str, new: str, law: str,
             langs: list[str] | None = None) -> list[ClauseDiff]:
    """Law `law` of edition `old` against edition `new`, in `langs` (default: all they share).

    Kept per corpus object (a build's diff pages, law panels and clause timelines each ask
    for every law's diff: three times the work otherwise), and so are the words of the law's
    texts, read once for its diffs between each pair of editions."""
    memo = _memo(corpus)
    key = (old, new, law, tuple(langs) if langs is not None else None)
    if key not in memo:
        old_law, new_law = _law(corpus, old, law), _law(corpus, new, law)
        memo[key] = match_laws(old_law, new_law, _languages(old_law, new_law, langs, old, new),
                               memo.setdefault((_READ, law), {}))
    return memo[key]


_MEMOS: dict[int, tuple[weakref.ref, dict]] = {}
_READ = object()  # a memo key's first part for a law's texts as read (no edition id is it)


def _memo(corpus: Corpus) -> dict:
    """The diffs of one corpus object, dropped with it (a Corpus is not hashable)."""
    key = id(corpus)
    held = _MEMOS.get(key)
    if held is None or held[0]() is not corpus:
        held = _MEMOS[key] = (weakref.ref(corpus, lambda _: _MEMOS.pop(key, None)), {})
    return held[1]


def known_diffs(corpus: Corpus) -> dict:
    """The diffs made so far for `corpus`, to hand to another process (`remember_diffs`);
    not the words of the texts read for them (two thirds of the bytes to send, and of use
    only for a diff the other process has yet to make)."""
    return {key: diffs for key, diffs in _memo(corpus).items() if key[0] is not _READ}


def remember_diffs(corpus: Corpus, diffs: dict) -> None:
    """Diffs another process made for the same corpus (`known_diffs`): not made again."""
    _memo(corpus).update(diffs)


def diff_editions(corpus: Corpus, old: str, new: str,
                  langs: list[str] | None = None) -> dict[str, list[ClauseDiff]]:
    """Every law both editions hold (in the new edition's order), diffed."""
    return {law: diff_law(corpus, old, new, law, langs) for law in shared_laws(corpus, old, new)}


def shared_laws(corpus: Corpus, old: str, new: str) -> list[str]:
    old_laws = _edition(corpus, old).laws
    return [law for law in _edition(corpus, new).laws if law in old_laws]


def default_language(corpus: Corpus, old: str, new: str, law: str | None = None) -> str:
    """The language a one-language diff shows: English where both have it, else the first shared."""
    laws = [law] if law else shared_laws(corpus, old, new)
    shared: set[str] = set()
    for number in laws:
        shared |= set(_shared(_law(corpus, old, number), _law(corpus, new, number)))
    if not shared:
        raise BridgelawsError(f"editions {old} and {new} share no language"
                              + (f" for Law {law}" if law else ""))
    return DEFAULT_LANG if DEFAULT_LANG in shared else sorted(shared)[0]


def edition_pairs_for_law(corpus: Corpus, law: str) -> list[tuple[str, str]]:
    """Every (older, newer) pair of editions that both hold the law, oldest first."""
    holding = sorted((e for e, ed in corpus.editions.items() if law in ed.laws),
                     key=edition_sort_key)
    return [(a, b) for k, a in enumerate(holding) for b in holding[k + 1 :]]


@dataclass
class LawChanges:
    law: str
    counts: dict[str, int]  # change -> changes as the law's page shows them (`count_changes`)
    heading_changes: int  # entries whose heading changed, whatever became of their text
    changed: list[ClauseDiff] = field(default_factory=list)  # each change but the unchanged


@dataclass
class EditionChanges:
    """What changed between two editions: per law both hold, and the laws only one holds."""

    old: str
    new: str
    laws: list[LawChanges]
    only_old: list[str]
    only_new: list[str]

    @property
    def totals(self) -> dict[str, int]:
        totals = {change: sum(law.counts[change] for law in self.laws) for change in CHANGES}
        totals["headings_changed"] = sum(law.heading_changes for law in self.laws)
        return totals

    def as_dict(self) -> dict:
        return {
            "old": self.old,
            "new": self.new,
            "totals": self.totals,
            "laws": [
                {"law": law.law, "counts": law.counts, "heading_changes": law.heading_changes,
                 "changed": [{"old": d.old, "new": d.new, "change": d.change,
                              "heading_changed": d.heading_changed, "parts": list(d.parts)}
                             for d in law.changed]}
                for law in self.laws
            ],
            "only_old": self.only_old,
            "only_new": self.only_new,
        }


def changes_summary(corpus: Corpus, old: str, new: str) -> EditionChanges:
    """Counts of changes per law, in every language each pair of laws shares."""
    laws = []
    for law, diffs in diff_editions(corpus, old, new).items():
        changed = [group[0] for group in grouped(diffs) if group[0].change != "unchanged"]
        laws.append(LawChanges(law, count_changes(diffs), sum(d.heading_changed for d in diffs),
                               changed))
    old_laws, new_laws = _edition(corpus, old).laws, _edition(corpus, new).laws
    return EditionChanges(old, new, laws, [n for n in old_laws if n not in new_laws],
                          [n for n in new_laws if n not in old_laws])


def _edition(corpus: Corpus, edition: str) -> Edition:
    if edition not in corpus.editions:
        known = ", ".join(sorted(corpus.editions, key=edition_sort_key))
        raise BridgelawsError(f"no edition {edition!r} (editions: {known})")
    return corpus.editions[edition]


def _law(corpus: Corpus, edition: str, law: str) -> Law:
    laws = _edition(corpus, edition).laws
    if law not in laws:
        raise BridgelawsError(f"edition {edition} has no Law {law} (it has: {', '.join(laws)})")
    return laws[law]


def law_languages(law: Law) -> set[str]:
    """Every language a law has a heading or text in."""
    return {lang for clause in law.walk() for lang in clause.languages}


def shared_languages(corpus: Corpus, old: str, new: str, law: str) -> list[str]:
    return _shared(_law(corpus, old, law), _law(corpus, new, law))


def _shared(old: Law, new: Law) -> list[str]:
    return sorted(law_languages(old) & law_languages(new))


def _languages(old: Law, new: Law, langs: list[str] | None, old_id: str, new_id: str) -> list[str]:
    shared = _shared(old, new)
    if langs is None:
        return shared
    missing = [lang for lang in langs if lang not in shared]
    if missing:
        raise BridgelawsError(f"Law {old.cite} is not in {', '.join(missing)} in both {old_id} "
                              f"and {new_id} (shared: {', '.join(shared) or 'none'})")
    return list(langs)
