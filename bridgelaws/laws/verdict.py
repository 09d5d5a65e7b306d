"""What a clause says about a board: it applies, it does not, or the Director must judge."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from bridgelaws.laws.reasons import Said, english

APPLIES = "applies"
NOT_APPLICABLE = "not-applicable"
JUDGEMENT = "judgement"


@dataclass(frozen=True)
class Effect:
    """What a clause prescribes: tricks transferred, cards that become penalty cards."""

    transferred: dict[str, int] = field(default_factory=dict)  # side -> tricks given to it
    penalty_cards: tuple[str, ...] = ()  # "W:H5"
    adjusted_score: bool = False
    note: str = ""

    def as_dict(self) -> dict:
        out: dict = {}
        if any(self.transferred.values()):
            out["transferred"] = dict(sorted(self.transferred.items()))
        if self.penalty_cards:
            out["penalty_cards"] = list(self.penalty_cards)
        if self.adjusted_score:
            out["adjusted_score"] = True
        if self.note:
            out["note"] = self.note
        return out


@dataclass(frozen=True)
class Verdict:
    status: str  # APPLIES | NOT_APPLICABLE | JUDGEMENT
    text: str  # the explanation, citing the facts used, as English text ("": see `said`)
    effect: Effect | None = None
    cite: str = ""
    edition: str = ""
    said: tuple[Said, ...] = ()  # the explanation's parts, for every language (`reasons`);
    # none where the predicate gives it as English text only

    @property
    def reason(self) -> str:
        """The explanation in English. Made from `said` only when asked for: most verdicts
        are made, weighed and dropped without anyone reading their words."""
        return self.text or english(self.said)

    def as_dict(self) -> dict:
        out = {"cite": self.cite, "status": self.status, "reason": self.reason}
        if self.effect is not None and self.effect.as_dict():
            out["effect"] = self.effect.as_dict()
        return out


Reason = str | Said | Sequence[str | Said]  # parts are joined by "; "


def _worded(reason: Reason) -> tuple[str, tuple[Said, ...]]:
    """A reason as `Verdict` keeps it: its parts where every one is a `Said` (the English
    text made when asked for), else its English text."""
    parts = [reason] if isinstance(reason, (str, Said)) else list(reason)
    if all(isinstance(p, Said) for p in parts):
        return "", tuple(parts)  # type: ignore[arg-type]
    return "; ".join(p if isinstance(p, str) else english(p) for p in parts), ()


def applies(reason: Reason, effect: Effect | None = None) -> Verdict:
    text, parts = _worded(reason)
    return Verdict(APPLIES, text, effect, said=parts)


@lru_cache(maxsize=4096)  # the same few sentences on most boards; a Verdict is frozen
def not_applicable(reason: str) -> Verdict:
    return Verdict(NOT_APPLICABLE, reason)


def judgement(reason: Reason, effect: Effect | None = None) -> Verdict:
    text, parts = _worded(reason)
    return Verdict(JUDGEMENT, text, effect, said=parts)


def when(found: list, say, otherwise: str, effect: Effect | None = None) -> Verdict:
    """The common shape: the clause applies when the facts found are not empty."""
    if not found:
        return not_applicable(otherwise)
    return applies([say(item) for item in found], effect)


def when_known(answers: list[tuple], say, ask, otherwise: str,
               effect: Effect | None = None) -> Verdict:
    """`when` over (item, answer) pairs: items answered True are found; those answered None,
    which the record cannot decide (a hand not in the deal), call for judgement, `ask` saying
    what the Director must find out."""
    found = [item for item, answer in answers if answer]
    unsure = [item for item, answer in answers if answer is None]
    if not unsure:
        return when(found, say, otherwise, effect)
    return judgement([say(item) for item in found] + [ask(item) for item in unsure], effect)
