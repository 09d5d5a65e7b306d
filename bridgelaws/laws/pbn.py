"""Read play records in PBN 2.1 (Portable Bridge Notation), irregularities included.

A file holds many boards, each a block of tag lines ended by a blank line. Only what the
rulings need is read: `[Board]`, `[Deal]`, `[Declarer]`, `[Contract]`, `[Result]` and the
`[Play]` section. A tag value `#` takes the value of that tag in the nearest previous game
that has it, `##text` gives it `text` in this game and in every later one that omits the tag
(PBN 2.1 section 4.8; not for Deal, Declarer, Contract, Play and the others the standard
names). A hand of the deal may be `-`, not given (section 3.4.11): its cards are then those
the play shows it playing, unless they can be known (all 13 played, or the other three hands
given); `Board.unknown` names the hands still not known, so that no ruling invents them.
A declarer `^N` is an irregular declarer (section 3.4.13): declarer and dummy were swapped,
as when East faces the opening lead and South, declarer by the auction, puts his cards on
the table; North, the seat named, then played the hand. `Board.declarer` is the seat that
played it, `irregular_declarer` says so, and the play record reads with North as declarer.
`[Table]` and `[Room]` tell apart the games of one board number (`Board.name`).

A play line is one trick, its cards in the fixed seat order that starts with the opening
leader named in the Play tag (PBN 2.1 section 3.9), not in the order played; who led each
trick follows from who won the one before, unless a card carries the `^L` mark (a lead out
of turn, PBN 2.1 section 3.9.4), then its player led. `^R` marks a revoke, `-` a card the
record does not know, `*` the end of the play (a claim). An irregularity is a token of its
own that marks the NEXT card, glued to it (`^RS7`) or not (`^R S7`); `S7^R` marks the card
after S7. Suffix annotations (`!`, `?`, `!!`, `??`, `!?`, `?!`) and note references `=n=`
belong to the card before them and are kept on its `Play`. A `^R` on a card that followed
suit is an error: it would invent a revoke.
`{...}` commentary (over several lines, anywhere on a line) and `;` comments are kept: those
that begin with `@` are events (see `events`); `%` lines are escapes, skipped. A BOM, CRLF,
and `?` (not known) for Declarer, Result or the Play tag are accepted.

endplay reads PBN too, but its decoder turns each play token straight into a `Card`
(`^RS7`, `HQ!` fail), drops note references, gives no line numbers, and accepts a
duplicated card or a 12-card hand silently; so this reader is self-contained and endplay
serves as the independent oracle in the tests.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from bridgelaws.errors import BridgelawsError

SEATS = "NESW"
SUITS = "SHDC"
RANKS = "23456789TJQKA"
DECK = frozenset(s + r for s in SUITS for r in RANKS)
SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}

TAG = re.compile(r'^\[(\w+)\s+"(.*)"\]\s*(.*)$')
HAND = re.compile(r"^" + r"\.".join([r"([AKQJT2-9]*)"] * 4) + "$")
CARD = re.compile(r"^([SHDC])(10|[2-9TJQKA])$")
CONTRACT = re.compile(r"^([1-7])(NT|[SHDC])(X{0,2})$")
# "9", "NS 9", "EW 4 NS 9"; a leading "^" says the players agreed a wrong count (3.4.15)
RESULT = re.compile(r"^\^?(?:(\d+)|(NS|EW) (\d+)(?: (NS|EW) (\d+))?)$")
# Tags that may not inherit with "#" or "##" (PBN 2.1 section 4.8).
NOT_INHERITED = frozenset(
    {"dealer", "vulnerable", "deal", "declarer", "contract", "auction", "play", "note"}
)


def seat_after(seat: str, n: int = 1) -> str:
    return SEATS[(SEATS.index(seat) + n) % 4]


def partner(seat: str) -> str:
    return seat_after(seat, 2)


def side(seat: str) -> str:
    return "NS" if seat in "NS" else "EW"


def other_side(side_: str) -> str:
    return "EW" if side_ == "NS" else "NS"


def suit_of(card: str) -> str:
    return card[0]


RANK_OF = {r: i for i, r in enumerate(RANKS)}


def rank_of(card: str) -> int:
    return RANK_OF[card[1]]


@dataclass(frozen=True)
class Play:
    """One card played to a trick, as the record gives it."""

    seat: str
    card: str | None  # "H5"; None where the record says "-"
    revoke_mark: bool = False
    lead_mark: bool = False
    suffix: str = ""  # "!", "?", "!!", "??", "!?", "?!" as the record gives it (3.9.x)
    notes: tuple[str, ...] = ()  # note references "=1=" on this card


@dataclass
class Trick:
    number: int  # 1..13
    leader: str
    plays: list[Play]  # in the order played, starting with the leader
    line: int

    @property
    def suit_led(self) -> str | None:
        lead = self.plays[0].card if self.plays else None
        return suit_of(lead) if lead else None

    def play_of(self, seat: str) -> Play | None:
        return next((p for p in self.plays if p.seat == seat), None)

    def position(self, seat: str) -> int | None:
        """How many cards were on the trick when `seat` played (0 for the leader)."""
        return next((i for i, p in enumerate(self.plays) if p.seat == seat), None)


@dataclass
class Board:
    number: str
    file: str
    line: int
    hands: dict[str, frozenset[str]]  # the deal, before any card is played (see `unknown`)
    contract: str  # "4S", "3NTX", "Pass"
    declarer: str | None
    result: int | None
    opening_leader: str | None
    tricks: list[Trick] = field(default_factory=list)
    claimed: bool = False
    comments: list[tuple[int, str]] = field(default_factory=list)  # (line, text)
    unknown: frozenset[str] = frozenset()  # seats whose hands are not known: only the cards
    # the play shows them playing are in `hands`
    tags: dict[str, str] = field(default_factory=dict)  # every tag (lower case), `#` resolved
    irregular_declarer: bool = False  # "^N": declarer by the auction was dummy (see above)
    result_line: int = 0  # the line of the Result tag, for warnings about it

    @property
    def denomination(self) -> str | None:
        m = CONTRACT.match(self.contract)
        return m.group(2) if m else None

    @property
    def trump(self) -> str | None:
        d = self.denomination
        return None if d in (None, "NT") else d

    @property
    def dummy(self) -> str | None:
        return partner(self.declarer) if self.declarer else None

    @property
    def auction_declarer(self) -> str | None:
        """Declarer by the auction: the opening lead is his left-hand opponent's (Law 41)."""
        return self.dummy if self.irregular_declarer else self.declarer

    @property
    def name(self) -> str:
        """`board 3, table 2, open room`: the game, told apart from others of its number."""
        room = self.tags.get("room", "")
        where = [f"table {self.tags['table']}"] if self.tags.get("table") else []
        if room:
            where.append(f"{room.lower()} room" if room.lower() in ("open", "closed")
                         else f"room {room}")
        return ", ".join([f"board {self.number}", *where])


@cache
def _strength(trump: str | None, led: str) -> dict[str, int]:
    """Each card's strength on a trick: trumps above the suit led above the rest, by rank."""
    return {c: (32 if c[0] == trump else 16 if c[0] == led else 0) + RANK_OF[c[1]]
            for c in DECK}


def winner(plays: list[Play], trump: str | None) -> str | None:
    """Who won a trick: highest trump, else highest card of the suit led; unknown cards lose."""
    if not plays or not plays[0].card:
        return None
    strength = _strength(trump, plays[0].card[0])
    best, top = None, -1
    for p in plays:
        if p.card and strength[p.card] > top:
            best, top = p.seat, strength[p.card]
    return best


def _error(board: str, message: str, file: str, line: int) -> BridgelawsError:
    return BridgelawsError(f"board {board}: {message}", file=file, line=line)


def parse_deal(value: str, board: str, file: str, line: int) -> tuple[dict, set[str]]:
    """`N:AKQ.T98.765.4320 - ...` -> the four hands, each given hand checked to hold 13
    distinct cards, and the seats whose hand is `-` (their hands empty) and not deducible."""
    first, _, rest = value.partition(":")
    parts = rest.split()
    if first.upper() not in SEATS or len(parts) != 4:
        raise _error(board, f"malformed deal {value!r}: want 'N:' and four hands", file, line)
    hands: dict[str, frozenset[str]] = {}
    unknown: set[str] = set()
    seen: dict[str, str] = {}
    for i, text in enumerate(parts):
        seat = seat_after(first.upper(), i)
        if text == "-":
            hands[seat] = frozenset()
            unknown.add(seat)
            continue
        m = HAND.match(text.upper())
        if not m:
            raise _error(board, f"malformed hand {text!r} for {SEAT_NAMES[seat]}", file, line)
        pairs = zip(SUITS, m.groups(), strict=True)
        cards = [suit + rank for suit, holding in pairs for rank in holding]
        for card in cards:
            if card in seen:
                raise _error(
                    board, f"card {card} dealt twice ({seen[card]} and {seat})", file, line
                )
            seen[card] = seat
        if len(cards) != 13:
            raise _error(board, f"{SEAT_NAMES[seat]} holds {len(cards)} cards, not 13", file, line)
        hands[seat] = frozenset(cards)
    settle(hands, unknown)
    return hands, unknown


def settle(hands: dict[str, frozenset[str]], unknown: set[str]) -> None:
    """A hand not given is known once all 13 of its cards are, or once it is the only one
    not known: it holds the cards the other three do not."""
    unknown -= {seat for seat in unknown if len(hands[seat]) == 13}
    if len(unknown) == 1:
        seat = unknown.pop()
        hands[seat] = DECK.difference(*(hands[s] for s in SEATS if s != seat))


# One play token of PBN 2.1 section 3.9: a card, `-` (not known), `+`, `*` (end of play),
# an irregularity `^X` (it marks the NEXT card, glued to it or not), a suffix annotation
# (`!`, `?`, `!!`, `??`, `!?`, `?!`), a note reference `=n=`, a NAG `$n`. Tokens may be glued.
PLAY_TOKEN = re.compile(
    r"(?P<mark>\^[A-Za-z])|(?P<note>=\d+=)|(?P<nag>\$\d+)|(?P<suffix>[!?]{1,2})"
    r"|(?P<card>[SHDCshdc](?:10|[2-9TJQKAtjqka]))|(?P<none>[-+])|(?P<end>\*)"
)
MARKS = {"^R": "revoke", "^L": "lead"}
PLAIN_CARDS = {card: card for card in DECK} | {"-": None, "+": None}


@dataclass
class _Token:
    """A card (or `-`) of a play line with what the record attaches to it."""

    card: str | None
    marks: set[str] = field(default_factory=set)
    suffix: str = ""
    notes: list[str] = field(default_factory=list)


def _play_tokens(text: str, board: str, file: str, line: int,
                 pending: set[str]) -> tuple[list[_Token], bool]:
    """The cards of one play line (comments already removed) and whether it ends the play
    with `*`. `pending` carries marks not yet followed by their card."""
    cards: list[_Token] = []
    end = False
    for word in text.split():
        plain = PLAIN_CARDS.get(word)
        if plain is not None and not end:  # the common case: a card and nothing else
            cards.append(_Token(plain, set(pending)))
            pending.clear()
            continue
        pos = 0
        while pos < len(word):
            m = PLAY_TOKEN.match(word, pos)
            if not m:
                raise _error(board, f"{word!r} is not a card", file, line)
            pos = m.end()
            kind, value = m.lastgroup, m.group()
            if end and kind in ("mark", "card", "none"):
                raise _error(board, f"{value!r} after '*', the end of the play", file, line)
            if kind == "mark":
                mark = value.upper()
                if mark not in MARKS:
                    raise _error(board, f"unknown irregularity {value!r} in {word!r}"
                                 " (PBN 2.1 section 3.9: ^R revoke, ^L lead out of turn)",
                                 file, line)
                pending.add(mark)
            elif kind in ("card", "none"):
                card = None if kind == "none" else value[0].upper() + (
                    "T" if value[1:] == "10" else value[1:].upper())
                cards.append(_Token(card, set(pending)))
                pending.clear()
            elif kind == "end":
                end = True
            elif end:
                raise _error(board, f"{value!r} after '*', the end of the play", file, line)
            elif not cards:
                raise _error(board, f"{value!r} in {word!r} follows no card", file, line)
            elif kind == "suffix":
                cards[-1].suffix = value
            elif kind == "note":
                cards[-1].notes.append(value)
            # a NAG ($n) annotates the card before it; ours are read from the suffixes
    return cards, end


@dataclass
class _Block:
    """The raw lines of one board: tags, play lines, comments."""

    line: int
    tags: dict[str, tuple[str, int]] = field(default_factory=dict)
    play: list[tuple[int, str]] = field(default_factory=list)
    comments: list[tuple[int, str]] = field(default_factory=list)
    error: BridgelawsError | None = None  # the first thing wrong with it


def _split_comments(line: str, lineno: int, open_comment: list | None,
                    comments: list[tuple[int, str]]) -> tuple[str, list | None]:
    """A line without its `{...}` and `;` commentary (PBN 2.1 section 3.8), which goes to
    `comments`; `open_comment` is a `{` comment still open: [line, parts]."""
    if (open_comment is None and line[:1] == "{" and line[-1:] == "}" and line.count("{") == 1
            and line.count("}") == 1 and ";" not in line):
        comments.append((lineno, line[1:-1].strip()))  # a comment line, as the loop reads it
        return " ", None
    code: list[str] = []
    i, quoted = 0, False
    while i < len(line):
        if open_comment is not None:
            j = line.find("}", i)
            open_comment[1].append(line[i:] if j < 0 else line[i:j])
            if j < 0:
                return "".join(code), open_comment
            comments.append((open_comment[0], " ".join(
                p.strip() for p in open_comment[1] if p.strip())))
            open_comment, i = None, j + 1
            code.append(" ")
            continue
        ch = line[i]
        if ch == '"':
            quoted = not quoted
        elif not quoted and ch == "{":
            open_comment, i = [lineno, []], i + 1
            continue
        elif not quoted and ch == ";":
            comments.append((lineno, line[i + 1:].strip()))
            break
        code.append(ch)
        i += 1
    return "".join(code), open_comment


def _number(block: _Block) -> str:
    return block.tags.get("board", ("?",))[0] or "?"


def _blocks(lines: Iterable[str], file: str) -> Iterator[_Block]:
    """The boards of a file, one block each, as the lines come (a blank line ends one).
    A line that breaks the syntax gives its block an `error`; the next block is read on."""
    block: _Block | None = None
    section = None
    open_comment: list | None = None
    for lineno, raw in enumerate(lines, start=1):
        raw = raw.rstrip("\r\n")
        if lineno == 1:
            raw = raw.removeprefix("\ufeff")
        stripped = raw.strip()
        if open_comment is None and not stripped:
            if block is not None:
                yield block
            block, section = None, None
            continue
        if open_comment is None and stripped[0] == "%":
            continue  # an escape line (PBN 2.1 section 3.8)
        if block is None:
            block = _Block(lineno)
        if open_comment is None and "{" not in raw and ";" not in raw:
            line = stripped  # the common case: no commentary (a tag's quotes hide none)
        else:
            code, open_comment = _split_comments(raw, lineno, open_comment, block.comments)
            line = code.strip()
        if not line or block.error:
            continue
        if line[0] != "[":  # a line of a section: only the play's are kept
            if section == "play":
                block.play.append((lineno, line))
            continue
        m = TAG.match(line)
        if m:
            name = m.group(1).lower()
            if name == "deal" and "play" in block.tags:
                block.error = _error(_number(block), "[Play] comes before [Deal]: the play"
                                     " reads from the deal", file, lineno)
            block.tags.setdefault(name, (m.group(2), lineno))
            section = name
            if m.group(3).strip():
                block.error = _error(_number(block), f"text after the tag {m.group(1)}:"
                                     f" {m.group(3).strip()!r}", file, lineno)
        else:
            block.error = _error(_number(block), f"malformed tag {line!r}", file, lineno)
    if open_comment is not None and block is not None:
        block.error = BridgelawsError("comment '{' is never closed", file=file,
                                      line=open_comment[0])
    if block is not None:
        yield block


def _inherit(blocks: Iterable[_Block], file: str) -> Iterator[_Block]:
    """Resolve `#` and `##` tag values (PBN 2.1 section 4.8), game after game."""
    last: dict[str, tuple[str, int]] = {}
    header: set[str] = set()
    for block in blocks:
        for name in header - block.tags.keys():
            block.tags[name] = last[name]
        for name in sorted(block.tags, key=lambda n: n != "board"):  # the board first: errors
            value, line = block.tags[name]
            if value != "#" and not value.startswith("##"):
                continue
            if name in NOT_INHERITED:
                if block.error is None or (block.error.line or 0) > line:  # the first wins
                    block.error = _error(
                        _number(block), f"tag {name.title()} may not have the value {value!r}"
                        " (PBN 2.1 section 4.8)", file, line)
            elif value == "#":
                block.tags[name] = (last.get(name, ("", line))[0], line)
            else:
                header.add(name)
                block.tags[name] = (value[2:], line)
        last.update(block.tags)
        yield block


def _result(text: str, declarer: str | None, board: str, file: str, line: int) -> int | None:
    """The Result tag as declarer's tricks, from any of its forms (PBN 2.1 section 3.4.15)."""
    if not text or text == "?":
        return None
    m = RESULT.match(text.upper())
    if not m:
        raise _error(board, f"malformed result {text!r}", file, line)
    if m.group(1):
        tricks = int(m.group(1))
    elif declarer is None:
        raise _error(board, f"result {text!r} counts a side's tricks: give the Declarer",
                     file, line)
    else:
        by_side = {m.group(2): int(m.group(3))}
        if m.group(4):
            by_side[m.group(4)] = int(m.group(5))
        mine = side(declarer)
        tricks = by_side[mine] if mine in by_side else 13 - by_side[other_side(mine)]
    if tricks > 13:
        raise _error(board, f"result {tricks} is more than 13 tricks", file, line)
    return tricks


# Tags that make a block a game to rule: without a Deal it is an error, not a header.
GAME_TAGS = ("play", "contract", "declarer", "result")


def _board(block: _Block, file: str) -> Board | None:
    tags = block.tags
    if block.error:
        raise block.error
    if "deal" not in tags:
        game = sorted((tags[t][1], t) for t in GAME_TAGS if t in tags)
        if game:
            line, name = game[0]
            raise _error(_number(block), f"no [Deal] tag, yet a [{name.title()}]", file, line)
        return None
    number = tags.get("board", ("?", block.line))[0] or "?"
    deal, deal_line = tags["deal"]
    hands, unknown = parse_deal(deal, number, file, deal_line)
    contract = tags.get("contract", ("Pass", block.line))[0].upper() or "PASS"
    if contract not in ("PASS", "?") and not CONTRACT.match(contract):
        raise _error(number, f"malformed contract {contract!r}", file, tags["contract"][1])
    declarer_text = tags.get("declarer", ("", 0))[0].upper()
    if declarer_text == "?":  # not known (PBN 2.1 section 3.4.1: "?" for an unknown value)
        declarer_text = ""
    irregular = declarer_text.startswith("^")
    declarer = declarer_text.removeprefix("^") or None
    if (declarer is None and irregular) or (declarer is not None and declarer not in SEATS):
        raise _error(number, f"malformed declarer {declarer_text!r}", file,
                     tags["declarer"][1])
    result_text, result_line = tags.get("result", ("", 0))
    result = _result(result_text, declarer, number, file, result_line)
    leader_text = tags.get("play", ("", 0))[0].upper() or None
    if leader_text == "?":
        leader_text = None
    if leader_text is not None and leader_text not in SEATS:
        raise _error(number, f"malformed Play tag {leader_text!r}", file, tags["play"][1])
    board = Board(
        number=number,
        file=file,
        line=block.line,
        hands=hands,
        contract="Pass" if contract == "PASS" else contract,
        declarer=declarer,
        result=result,
        opening_leader=leader_text,
        comments=block.comments,
        unknown=frozenset(unknown),
        tags={name: value for name, (value, _) in tags.items()},
        irregular_declarer=irregular,
        result_line=result_line,
    )
    if leader_text and block.play:
        _read_play(board, block.play)
    if unknown:  # the cards the play shows; a hand may become known by them
        for seat in unknown:
            hands[seat] = frozenset(p.card for t in board.tricks for p in t.plays
                                    if p.seat == seat and p.card)
        settle(hands, unknown)
        board.unknown = frozenset(unknown)
    return board


ROTATION = {seat: tuple(seat_after(seat, i) for i in range(4)) for seat in SEATS}
# a card with no mark, suffix or note: one shared (frozen) Play per seat and card
PLAIN_PLAYS = {(seat, card): Play(seat, card) for seat in SEATS for card in (*DECK, None)}
# (first column, leader) -> the leader's column: a trick in the order played is the line's
# cards from that column on, then those before it
COLUMN = {(first, seat): ROTATION[first].index(seat) for first in SEATS for seat in SEATS}
NOT_PLAIN = object()  # a word that is not a plain card (see `_read_play`)


def _read_play(board: Board, lines: list[tuple[int, str]]) -> None:
    """Turn the tabular play lines into tricks in the order played, checking each card."""
    columns = ROTATION[board.opening_leader]
    holding = {seat: set(cards) for seat, cards in board.hands.items()}
    unknown = board.unknown
    # where a hand is not known: whose each dealt card is, and the cards played so far
    owner = {card: seat for seat, cards in board.hands.items() for card in cards} if unknown \
        else {}
    played: set[str] = set()
    leader = board.opening_leader
    pending: set[str] = set()
    trump = board.trump
    for lineno, text in lines:
        if board.claimed:
            raise _error(board.number, "play continues after '*'", board.file, lineno)
        words = text.split()
        tokens: list[_Token] | None = None
        cards = [PLAIN_CARDS.get(w, NOT_PLAIN) for w in words]
        if not pending and len(words) <= 4 and NOT_PLAIN not in cards:
            pass  # the common case: plain cards only
        else:
            tokens, end = _play_tokens(text, board.number, board.file, lineno, pending)
            board.claimed = end
            if not tokens:
                continue
            if len(tokens) > 4:
                raise _error(board.number, f"play line has {len(tokens)} cards, at most 4",
                             board.file, lineno)
            cards = [t.card for t in tokens]
        if len(board.tricks) == 13:
            raise _error(board.number, "more than 13 tricks in the play", board.file, lineno)
        row: list[Play] = []  # in the columns' order
        for i, (seat, card) in enumerate(zip(columns, cards, strict=False)):
            if card is not None:
                if seat in unknown:
                    wrong = (f"which is {SEAT_NAMES[owner[card]]}'s card" if card in owner
                             else "which was played before" if card in played else "")
                elif card not in holding[seat]:
                    wrong = f"which is not in {SEAT_NAMES[seat]}'s hand"
                else:
                    wrong = ""
                if wrong:
                    raise _error(
                        board.number,
                        f"trick {len(board.tricks) + 1}: {SEAT_NAMES[seat]} plays {card}, {wrong}",
                        board.file,
                        lineno,
                    )
                holding[seat].discard(card)
                if unknown:
                    played.add(card)
            if tokens is None:
                row.append(PLAIN_PLAYS[seat, card])
            else:
                token = tokens[i]
                row.append(Play(seat, card, "^R" in token.marks, "^L" in token.marks,
                                token.suffix, tuple(token.notes)))
        marked = [p.seat for p in row if p.lead_mark] if tokens else []
        if len(marked) > 1:
            raise _error(board.number, "two cards marked ^L in one trick", board.file, lineno)
        lead_seat = marked[0] if marked else leader
        first = COLUMN[columns[0], lead_seat]
        plays = row[first:] + row[:first]
        trick = Trick(len(board.tricks) + 1, lead_seat, plays, lineno)
        for p in plays[1:] if tokens else ():
            if p.revoke_mark and p.card and trick.suit_led == suit_of(p.card):
                raise _error(board.number, f"trick {trick.number}: {SEAT_NAMES[p.seat]}'s"
                             f" {p.card} is marked ^R but follows suit", board.file, lineno)
        board.tricks.append(trick)
        leader = winner(plays, trump) or lead_seat
    if pending:
        raise _error(board.number, f"{' '.join(sorted(pending))} marks no card: the play ends"
                     " before the card it marks", board.file, lines[-1][0])
    if board.claimed and board.tricks:  # a trailing '-' is a card not played: the play stopped
        last = board.tricks[-1]
        while last.plays and last.plays[-1].card is None:
            last.plays.pop()
        if not last.plays:
            board.tricks.pop()


def iter_boards(lines: Iterable[str], file: str) -> Iterator[Board | BridgelawsError]:
    """Each board of the file as it is read, or the error that spoils it: a bad board does
    not stop the boards after it. A file with no board at all is an error."""
    found = False
    for block in _inherit(_blocks(lines, file), file):
        try:
            board = _board(block, file)
        except BridgelawsError as err:
            found = True
            yield err
            continue
        if board is not None:
            found = True
            yield board
    if not found:
        yield BridgelawsError("no board: the file has no [Deal] tag", file=file, line=1)


def _first_error(items: Iterable[Board | BridgelawsError]) -> list[Board]:
    boards = []
    for item in items:
        if isinstance(item, BridgelawsError):
            raise item
        boards.append(item)
    return boards


def parse_text(text: str, file: str = "<string>") -> list[Board]:
    return _first_error(iter_boards(text.splitlines(), file))


def read_lines(path: Path | str) -> Iterator[str]:
    """The lines of a file, read as they are needed; unreadable input is an error."""
    path = Path(path)
    try:
        handle = path.open("rb")
    except OSError as err:
        raise BridgelawsError(f"cannot read: {err}", file=str(path)) from err
    with handle:
        for lineno, raw in enumerate(handle, start=1):
            try:
                yield raw.decode("utf-8")
            except UnicodeDecodeError as err:
                raise BridgelawsError(f"cannot read: not UTF-8 at column {err.start + 1}",
                                      file=str(path), line=lineno) from err


def parse_file(path: Path | str) -> list[Board]:
    return _first_error(iter_boards(read_lines(path), str(path)))
