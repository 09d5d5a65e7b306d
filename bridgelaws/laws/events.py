"""What happened at the table that a PBN play record cannot hold.

PBN records the cards; the Laws also turn on who drew attention to what and when, whether
a lead was accepted, a revoke corrected, a claim made, a call made on the next deal. These
go in the PBN file itself, as commentary lines of the board that begin with `@`, so the
file stays valid PBN that any other reader loads unchanged:

    {@ attention at=5.2 by=N}
    {@ corrected trick=4 seat=W card=C3}

One event per line: a kind, then `key=value` words. Seats are N E S W; cards as in PBN
(`H5`, `ST`); lists are comma separated (`cards=H5,H6`). `at=T.N` is the moment the event
happened: after N cards of trick T were played (`at=5.0` is before the lead to trick 5).
An event without `at=` happened after the play, and such events keep the order of the
file (so `{@ next-call by=E}` then `{@ attention}` means attention came after that call).

An event must fit the play record: a `trick=` (or `replayed=`) beyond the last trick
recorded, an `at=` after the end of the play (`at=T.0`, T one past the last trick, is the
moment right after it) or a card its player did not hold before that trick is an error
naming the board and the line, not a fact silently ignored. Of a player whose hand the deal
does not give, only cards the deal gives another player are refused.

Kinds (required keys first, optional ones in brackets):

- `attention [at] [by]`: attention is drawn to the irregularities committed before it.
- `loot trick seat card`: a lead faced out of turn that the play record does not show
  because it was withdrawn (a lead out of turn that stood is a `^L` card in the play).
- `accept trick by`: a statement accepting the lead out of turn to that trick.
- `refuse trick by`: the lead out of turn is not accepted and must be retracted.
- `spread by`: declarer (`by`) spreads his hand after a faced opening lead out of turn
  (an irregular declarer, `[Declarer "^S"]`, says so by itself: his partner spread).
- `dummy-seen`: declarer could have seen some of dummy's cards before deciding.
- `proper-lead trick seat`: the player whose turn it was leads after the lead out of turn.
- `premature trick seat card [at] [option]`: a defender leads or plays before his partner
  played to the current trick; `option` is declarer's choice: `highest`, `lowest` or
  `forbid-S` (a suit letter).
- `simultaneous trick seat cards visible [withdrawn]`: cards led or played at once from one
  hand, `visible` of them seen; `withdrawn=yes` when an opponent then played to the card.
- `simultaneous-players trick seats`: two players played at the same moment.
- `play-before-lead trick seat card`: a defender plays after declarer was required to
  retract a lead out of turn but before declarer led from the correct hand.
- `offender-play trick seat`: the offending side plays before the penalty is assessed.
- `inquiry by of [at] [authorised]`: a player asks another whether he has a card of the suit
  led; `authorised=yes` when the zone lets defenders ask one another.
- `corrected trick seat card [faced]`: a revoke corrected: `card` is the card withdrawn (the
  play record shows the legal card that replaced it); `faced=yes` for a defender's faced card.
- `withdraw trick seat card`: after the revoke was corrected, `card`, played to the trick
  after the revoke, is withdrawn (the play record shows the card that replaced it). Law 62C
  says whose withdrawal counts: a non-offender who played after the revoke, then the hand
  of the offending side next after him. On trick twelve, corrected by the Director under Law
  62D1, the record shows tricks 12 and 13 as played: `card` is the card shown on trick 12,
  and the replay gives the player his trick-13 card there if that follows suit as required.
- `designate trick seat card`: a member of the offending side names a card for that trick.
- `claim by [at]`: a claim or concession (a `*` in the play is a claim by declarer).
- `next-call by`: a call on the subsequent deal.  `round-end`: the round ends.
- `returned`: all four hands are back in the board.
- `revoke trick seat card [kind]`: a revoke that is no failure to follow suit: failing to play
  a card required by law; `kind` is `penalty-card` (the default) or `specified`. A defender
  who leads or plays another card at the first legal opportunity to play his major penalty
  card needs no such event: the play shows it (see facts._penalty_card_revokes).
- `omitted trick seat`: a player did not play to the trick (the play shows `-` for him).
- `extra trick seat card`: a player played `card` as well, a fifth card to the trick.
- `misplaced trick seat card [replayed]`: a card played but not put among the quitted tricks;
  `replayed=T` when the same card was played again to trick T.
- `dummy-violation`: dummy has forfeited his rights (Law 43B2) before an inquiry or revoke.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bridgelaws.errors import BridgelawsError
from bridgelaws.laws.pbn import CARD, SEATS, SUITS

# kind -> (required keys, optional keys)
KINDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "attention": ((), ("at", "by")),
    "loot": (("trick", "seat", "card"), ("at",)),
    "accept": (("trick", "by"), ("at",)),
    "refuse": (("trick", "by"), ("at",)),
    "spread": (("by",), ()),
    "dummy-seen": ((), ()),
    "proper-lead": (("trick", "seat"), ()),
    "premature": (("trick", "seat", "card"), ("at", "option")),
    "simultaneous": (("trick", "seat", "cards", "visible"), ("withdrawn",)),
    "simultaneous-players": (("trick", "seats"), ()),
    "play-before-lead": (("trick", "seat", "card"), ()),
    "offender-play": (("trick", "seat"), ()),
    "inquiry": (("by", "of"), ("at", "authorised")),
    "corrected": (("trick", "seat", "card"), ("faced", "at")),
    "withdraw": (("trick", "seat", "card"), ()),
    "designate": (("trick", "seat", "card"), ()),
    "claim": (("by",), ("at",)),
    "next-call": (("by",), ()),
    "round-end": ((), ()),
    "returned": ((), ()),
    "revoke": (("trick", "seat", "card"), ("kind",)),
    "omitted": (("trick", "seat"), ()),
    "extra": (("trick", "seat", "card"), ()),
    "misplaced": (("trick", "seat", "card"), ("replayed",)),
    "dummy-violation": ((), ()),
}
AFTER_PLAY = 14  # the trick number of moments after the play
MOMENT = re.compile(r"(1[0-3]|[1-9])\.[0-4]")  # at=T.N
FORBID = re.compile(f"forbid-[{SUITS}]")


@dataclass(frozen=True)
class Event:
    kind: str
    args: dict[str, str] = field(default_factory=dict)
    moment: tuple[int, int] = (AFTER_PLAY, 0)
    line: int = 0

    def get(self, key: str, default: str = "") -> str:
        return self.args.get(key, default)

    @property
    def trick(self) -> int:
        return int(self.args.get("trick", "0"))

    @property
    def seat(self) -> str:
        return self.args.get("seat", "")

    def __str__(self) -> str:
        words = " ".join(f"{k}={v}" for k, v in self.args.items())
        return f"{self.kind} {words}".strip() + f" (line {self.line})"


def _check_value(key: str, value: str) -> bool:
    if key in ("seat", "by", "of"):
        return value in SEATS
    if key == "seats":
        return all(v in SEATS for v in value.split(","))
    if key in ("trick", "replayed"):
        return value.isdigit() and 1 <= int(value) <= 13
    if key == "visible":
        return value.isdigit()
    if key == "card":
        return bool(CARD.match(value))
    if key == "cards":
        return all(CARD.match(v) for v in value.split(","))
    if key == "at":
        return bool(MOMENT.fullmatch(value))
    if key == "option":
        return value in ("highest", "lowest") or bool(FORBID.fullmatch(value))
    return True


def parse_event(text: str, order: int, file: str, line: int, board: str) -> Event:
    """One `@kind key=value ...` commentary -> Event; anything unknown is an error."""
    words = text.lstrip("@").split()
    if not words or words[0] not in KINDS:
        kind = words[0] if words else ""
        raise BridgelawsError(f"board {board}: unknown event {kind!r}", file=file, line=line)
    kind, args = words[0], {}
    for word in words[1:]:
        key, eq, value = word.partition("=")
        required, optional = KINDS[kind]
        if not eq or key not in required + optional:
            raise BridgelawsError(
                f"board {board}: event {kind}: unexpected {word!r}", file=file, line=line
            )
        value = value.upper() if key in ("seat", "by", "of", "seats", "card", "cards") else value
        if not _check_value(key, value):
            raise BridgelawsError(
                f"board {board}: event {kind}: bad value {word!r}", file=file, line=line
            )
        args[key] = value
    missing = [k for k in KINDS[kind][0] if k not in args]
    if missing:
        raise BridgelawsError(
            f"board {board}: event {kind} needs {', '.join(missing)}", file=file, line=line
        )
    if "at" in args:
        trick, n = args["at"].split(".")
        moment = (int(trick), int(n))
    else:
        moment = (AFTER_PLAY, order)
    return Event(kind, args, moment, line)


def board_events(comments: list[tuple[int, str]], file: str, board: str) -> list[Event]:
    """The events among a board's commentary, in the order they happened."""
    events = [
        parse_event(text, i, file, line, board)
        for i, (line, text) in enumerate(comments)
        if text.startswith("@")
    ]
    return sorted(events, key=lambda e: e.moment)
