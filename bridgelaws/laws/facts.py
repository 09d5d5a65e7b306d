"""The facts of a board that the Laws turn on, derived once from the play and the events.

Every fact is edition-neutral: where the editions read a fact differently (whose trick a
trick won in dummy is), the law modules decide, from the facts here.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from bridgelaws.errors import BridgelawsError
from bridgelaws.laws.events import AFTER_PLAY, Event, board_events
from bridgelaws.laws.pbn import (
    DECK,
    SEAT_NAMES,
    SEATS,
    Board,
    partner,
    seat_after,
    side,
    suit_of,
    winner,
)
from bridgelaws.laws.reasons import Said, english, said

END_OF_PLAY = (AFTER_PLAY, -1)  # attention not recorded: drawn when the play ended
HONOURS = "AKQJT"  # Law 50B: a penalty card of honour rank is major


@dataclass
class Revoke:
    trick: int
    seat: str
    suit: str  # the suit he failed to follow, or of the card he failed to play
    card: str | None  # the card played in revoking (the withdrawn card if corrected)
    kind: str  # "suit" | "penalty-card" | "specified" | "defective"
    moment: tuple[int, int]  # when it happened (trick, cards on the trick after it)
    marked: bool = False  # ^R in the record
    corrected: bool = False
    faced: bool = False  # a defender's faced card (corrected revokes)
    held: tuple[str, ...] = ()  # cards of the suit he held then: he could have played them
    established: bool = False
    established_by: str = ""  # "63A1", "63A2", "63A3", "63B", "67B1"
    attention: tuple[int, int] = END_OF_PLAY  # when attention was first drawn to it
    by_play: str = ""  # the 63A clause that establishes it where 1997's 63B does not apply
    corrected_at: tuple[int, int] | None = None  # the `at=` of its `corrected` event
    refused: bool = False  # corrected once established: the correction does not count
    both_sides: bool = False  # refused, yet the other side revoked on the same trick and
    # had not played to the next: 2017 Law 62C3 has both corrected all the same

    def said(self) -> Said:
        """What the offender failed to do, in any language (`reasons`)."""
        return said(f"revoke.{self.kind}", player=self.seat, trick=self.trick, suit=self.suit,
                    card=self.card)

    def describe(self) -> str:
        return english(self.said())


@dataclass
class LeadOutOfTurn:
    trick: int
    seat: str
    card: str | None
    proper: str  # whose turn it was to lead
    stood: bool  # the play record shows it led (accepted), else it was withdrawn
    accepted_by: str = ""  # seat that accepted by statement, or "" for acceptance by play
    refused_by: str = ""


@dataclass
class DefectiveTrick:
    trick: int
    seat: str
    kind: str  # "omitted" | "extra"
    card: str | None
    late: bool  # found only after both sides played to the following trick
    line: int = 0


@dataclass
class Facts:
    board: Board
    events: list[Event]
    winners: list[str | None]  # per trick, in order
    holdings: list[dict[str, frozenset[str]]]  # per trick, each hand before it
    revokes: list[Revoke] = field(default_factory=list)
    leads_out_of_turn: list[LeadOutOfTurn] = field(default_factory=list)
    defective: list[DefectiveTrick] = field(default_factory=list)
    memo: dict = field(default_factory=dict, repr=False)  # rulings computed once per board
    warnings: list[str] = field(default_factory=list)  # "FILE:LINE: board N: ..."
    restored: list[Revoke] = field(default_factory=list)  # 2017 67B2(b), see `revokes_in`

    @property
    def declarer(self) -> str | None:
        return self.board.declarer

    @property
    def dummy(self) -> str | None:
        return self.board.dummy

    def is_defender(self, seat: str) -> bool:
        return self.declarer is not None and side(seat) != side(self.declarer)

    def of_kind(self, kind: str) -> list[Event]:
        """The board's events of this kind, in order (grouped once per board)."""
        by_kind = self.memo.get("of_kind")
        if by_kind is None:
            by_kind = self.memo["of_kind"] = {}
            for e in self.events:
                by_kind.setdefault(e.kind, []).append(e)
        return list(by_kind.get(kind, ()))

    def won_by_side(self, first: int, side_: str) -> int:
        """Tricks `side_` won from trick `first` on, claimed tricks included."""
        played = sum(1 for w in self.winners[first - 1 :] if w and side(w) == side_)
        claimed = self.claimed_tricks(side_) if first <= len(self.winners) + 1 else 0
        return played + claimed

    def claimed_tricks(self, side_: str) -> int:
        """Of the tricks never played (a claim), how many went to `side_` by the Result tag."""
        remaining = 13 - self.complete_tricks
        if remaining <= 0 or self.board.result is None or self.declarer is None:
            return 0
        decl_side = side(self.declarer)
        played = sum(1 for w in self.winners[: self.complete_tricks] if w and side(w) == decl_side)
        to_declarer = min(max(self.board.result - played, 0), remaining)
        return to_declarer if side_ == decl_side else remaining - to_declarer

    @property
    def complete_tricks(self) -> int:
        return sum(1 for t in self.board.tricks if len(t.plays) == 4)

    def declarer_tricks(self) -> int | None:
        """Tricks declarer's side took in the play, before any Law changes them."""
        if self.declarer is None:
            return None
        if self.complete_tricks == 13 or self.board.result is None:
            decl = side(self.declarer)
            return sum(1 for w in self.winners if w and side(w) == decl)
        return self.board.result

    def first_attention(self, after: tuple[int, int]) -> tuple[int, int]:
        moments = [e.moment for e in self.of_kind("attention") if e.moment >= after]
        return min(moments, default=END_OF_PLAY)

    def holding(self, seat: str, before: int) -> frozenset[str] | None:
        """The cards `seat` held before trick `before` (one past the last trick: after the
        play); None where the deal does not give his hand and the play does not show it all."""
        cards = self.holdings[before - 1][seat]
        if seat not in self.board.unknown:
            return cards
        played = sum(1 for t in self.board.tricks[: before - 1] for p in t.plays if p.seat == seat)
        omitted = sum(1 for e in self.of_kind("omitted") if e.seat == seat and e.trick < before)
        return cards if len(cards) == 13 - played + omitted else None


def not_shown(seat: str) -> Said:
    """Why a clause that turns on what `seat` held calls for judgement (see `Facts.holding`)."""
    return said("not shown", player=seat)


def _holdings(board: Board, events: list[Event]) -> list[dict[str, frozenset[str]]]:
    hands = {seat: frozenset(cards) for seat, cards in board.hands.items()}
    # A fifth card the record never shows played again left the hand (Law 67B2 restores it).
    extra = {}
    if events:
        later = {(p.seat, p.card) for t in board.tricks for p in t.plays}
        extra = {
            (e.trick, e.seat): e.args["card"]
            for e in events
            if e.kind == "extra" and (e.seat, e.args["card"]) not in later
        }
    out = []
    for trick in board.tricks:
        out.append(hands)
        hands = dict(hands)  # each trick's holdings its own: the earlier stay as they were
        for play in trick.plays:
            if play.card:
                hands[play.seat] = hands[play.seat] - ONE[play.card]
            if extra and (trick.number, play.seat) in extra:
                hands[play.seat] = hands[play.seat] - ONE[extra[trick.number, play.seat]]
    out.append(hands)  # after the play
    return out


ONE = {card: frozenset((card,)) for card in DECK}  # each card as a set of one


def _played_later(board: Board) -> list[dict[str, frozenset[str]]]:
    """Per trick, the cards each player is seen to play after it: he surely held them."""
    after: dict[str, frozenset[str]] = {seat: frozenset() for seat in SEATS}
    out = []
    for trick in reversed(board.tricks):
        out.append(after)
        after = after | {p.seat: after[p.seat] | {p.card} for p in trick.plays if p.card}
    return out[::-1]


def _find_revokes(board: Board, events: list[Event], holdings, omitted) -> list[Revoke]:
    """Failures to follow suit (marked or not), corrected revokes, failures to play a card.

    A player who played unknown cards (`-`) may have played the suit with them; he surely
    revoked only if he held more cards of the suit than that, or played one of them later.
    A discard marked `^R` by a player whose hand is not known is a revoke on the record's
    word."""
    revokes: list[Revoke] = []
    unknown = {seat: 0 for seat in board.hands}
    later: list | None = None  # _played_later, found only where a revoke needs it
    for i, (trick, before) in enumerate(zip(board.tricks, holdings, strict=False)):
        led = trick.suit_led
        for pos, play in enumerate(trick.plays):
            if play.card is None:
                if (trick.number, play.seat) not in omitted:
                    unknown[play.seat] += 1
                continue
            if pos == 0 or led is None or (play.card[0] == led and not play.revoke_mark):
                continue  # followed suit, unmarked: no revoke (the common case)
            held = tuple(sorted(c for c in before[play.seat] if c[0] == led))
            if not held and not play.revoke_mark:
                continue  # void in the suit led: a legal discard
            sure = len(held) > unknown[play.seat]
            if not sure:
                later = later or _played_later(board)
                sure = not later[i][play.seat].isdisjoint(held)
            marked = play.revoke_mark and play.seat in board.unknown
            failed = suit_of(play.card) != led and (sure or marked)
            if failed or play.revoke_mark:
                kind = "suit" if failed else "specified"
                revokes.append(
                    Revoke(
                        trick.number,
                        play.seat,
                        led if failed else suit_of(play.card),
                        play.card,
                        kind,
                        (trick.number, pos + 1),
                        play.revoke_mark,
                        held=held,
                    )
                )
    tricks = {t.number: t for t in board.tricks}
    for e in events:
        t = tricks.get(e.trick)
        if e.kind == "corrected" and t is not None:
            pos = t.position(e.seat)
            moment = (e.trick, (pos if pos is not None else 3) + 1)
            led = t.suit_led or suit_of(e.args["card"])
            revokes.append(
                Revoke(
                    e.trick,
                    e.seat,
                    led,
                    e.args["card"],
                    "suit",
                    moment,
                    corrected=True,
                    faced=e.get("faced") == "yes",
                    corrected_at=e.moment if "at" in e.args else None,
                )
            )
        elif e.kind == "revoke" and t is not None:
            pos = t.position(e.seat)
            moment = (e.trick, (pos if pos is not None else 3) + 1)
            revokes.append(
                Revoke(
                    e.trick,
                    e.seat,
                    suit_of(e.args["card"]),
                    e.args["card"],
                    e.get("kind", "penalty-card"),
                    moment,
                )
            )
    return sorted(revokes, key=lambda r: r.moment)


def _establish(facts: Facts, revoke: Revoke) -> None:
    """Law 63A: the first act of the offending side after the revoke; 1997 63B: an illegal
    inquiry. A revoke not corrected is established by that act, even where attention was
    drawn to it before (attention alone corrects nothing); a correction made after that act
    is refused: the revoke stands (1997 63C, 2007/2017 63B)."""
    revoke.attention = facts.first_attention(revoke.moment)
    found = _by_play(facts, revoke)
    if revoke.corrected and found is not None:
        at, _ = found
        asked = [e.moment for e in facts.of_kind("inquiry") if e.moment >= revoke.moment]
        if (revoke.corrected_at or min([revoke.attention, *asked])) >= at:
            revoke.corrected, revoke.refused = False, True
    revoke.by_play = found[1] if found is not None and not revoke.corrected else ""
    illegal = [e.moment for e in illegal_inquiries(facts) if revoke.moment <= e.moment]
    if illegal and (not revoke.corrected or min(illegal) <= revoke.attention):
        revoke.established, revoke.established_by = True, "63B"
        return
    if revoke.by_play:
        revoke.established, revoke.established_by = True, revoke.by_play


def _by_play(facts: Facts, revoke: Revoke) -> tuple[tuple[int, int], str] | None:
    """The moment and the clause of Law 63A that establish the revoke, if any."""
    offenders = (revoke.seat, partner(revoke.seat))
    candidates: list[tuple[tuple[int, int], str]] = []
    following = next((t for t in facts.board.tricks if t.number == revoke.trick + 1), None)
    if following is not None:
        positions = [following.position(s) for s in offenders]
        played = [p for p in positions if p is not None and following.plays[p].card is not None]
        if played:
            candidates.append(((revoke.trick + 1, min(played) + 1), "63A1"))
    for e in facts.of_kind("designate"):
        if e.trick == revoke.trick + 1 and e.seat in offenders:
            at = e.moment if "at" in e.args else (e.trick, 0)
            candidates.append((at, "63A2"))
    for at in _claims(facts, offenders):
        if at >= revoke.moment:
            candidates.append((at, "63A3"))
    return min(candidates) if candidates else None


def _claims(facts: Facts, offenders: tuple[str, ...]) -> list[tuple[int, int]]:
    """Moments the offending side made or acquiesced in a claim (a `*` is acquiesced by all)."""
    board = facts.board
    end = (len(board.tricks), len(board.tricks[-1].plays)) if board.tricks else (1, 0)
    out = [end] if board.claimed else []
    for e in facts.of_kind("claim"):
        if e.args["by"] in offenders or board.claimed:
            out.append(e.moment if "at" in e.args else end)
    return out


def _illegal_inquiry(facts: Facts, e: Event) -> bool:
    """Law 61B: defenders may not ask one another, unless the zone authorises it."""
    asker, asked = e.args["by"], e.args["of"]
    return facts.is_defender(asker) and facts.is_defender(asked) and e.get("authorised") != "yes"


def illegal_inquiries(facts: Facts) -> list[Event]:
    return [e for e in facts.of_kind("inquiry") if _illegal_inquiry(facts, e)]


def _leads_out_of_turn(facts: Facts) -> list[LeadOutOfTurn]:
    board = facts.board
    out = []
    accepts = {e.trick: e.args["by"] for e in facts.of_kind("accept")}
    refusals = {e.trick: e.args["by"] for e in facts.of_kind("refuse")}
    for i, trick in enumerate(board.tricks):
        if i == 0:
            proper = seat_after(board.auction_declarer) if board.declarer else trick.leader
        else:
            proper = facts.winners[i - 1] or trick.leader
        if trick.leader != proper:
            card = trick.plays[0].card if trick.plays else None
            out.append(
                LeadOutOfTurn(
                    trick.number, trick.leader, card, proper, True, accepts.get(trick.number, "")
                )
            )
    for e in facts.of_kind("loot"):
        t = e.trick
        proper = next((tr.leader for tr in board.tricks if tr.number == t), "")
        out.append(
            LeadOutOfTurn(
                t, e.seat, e.args["card"], proper, False, accepts.get(t, ""), refusals.get(t, "")
            )
        )
    return sorted(out, key=lambda lo: lo.trick)


def _defective(facts: Facts) -> list[DefectiveTrick]:
    out = []
    for e in facts.events:
        if e.kind not in ("omitted", "extra"):
            continue
        # Both sides have played to the following trick once two cards are on it.
        late = facts.first_attention((e.trick, 4)) > (e.trick + 1, 2)
        out.append(DefectiveTrick(e.trick, e.seat, e.kind, e.args.get("card"), late, e.line))
    return out


def _within(board: Board, moment: tuple[int, int]) -> bool:
    """Is `at=T.N` a moment of the recorded play (or the moment right after it)?"""
    trick, cards = moment
    if trick <= len(board.tricks):
        return cards <= len(board.tricks[trick - 1].plays)
    return moment == (len(board.tricks) + 1, 0)


def _event_problem(board: Board, e: Event, holdings) -> str:
    """What is wrong with an event against the play record ("" when nothing is)."""
    tricks = [int(e.args[k]) for k in ("trick", "replayed") if k in e.args]
    beyond = [t for t in tricks if t > len(board.tricks)]
    if beyond:
        return f"trick {beyond[0]} is beyond the recorded play ({len(board.tricks)} tricks)"
    if "at" in e.args and not _within(board, e.moment):
        return f"at={e.args['at']} is beyond the recorded play"
    cards = e.get("cards") or e.get("card")
    for card in cards.split(",") if cards else ():
        if e.seat not in board.unknown and card not in holdings[e.trick - 1][e.seat]:
            return f"{SEAT_NAMES[e.seat]} does not hold {card} at trick {e.trick}"
        owner = next((s for s in SEATS if s not in board.unknown and card in board.hands[s]), "")
        if owner and owner != e.seat:
            return f"{card} is {SEAT_NAMES[owner]}'s card, not {SEAT_NAMES[e.seat]}'s"
    return ""


def check_events(board: Board, events: list[Event], holdings) -> None:
    """An event must fall within the recorded play and name cards its player held then."""
    for e in events:
        problem = _event_problem(board, e, holdings)
        if problem:
            raise BridgelawsError(
                f"board {board.number}: event {e.kind}: {problem}", file=board.file, line=e.line
            )


def _swap(board: Board, events: list[Event]) -> list[Event]:
    """An irregular declarer is the record's word that declarer by the auction put his cards
    on the table once the opening lead was faced (PBN 2.1 section 3.4.13): he spread them."""
    if not board.irregular_declarer or any(e.kind == "spread" for e in events):
        return events
    spread = Event("spread", {"by": board.auction_declarer}, (1, 1), board.line)
    return sorted([*events, spread], key=lambda e: e.moment)


def derive(board: Board) -> Facts:
    """All the facts of one board."""
    events = _swap(board, board_events(board.comments, board.file, board.number))
    holdings = _holdings(board, events)
    check_events(board, events, holdings)
    trump = board.trump
    winners = [winner(t.plays, trump) if len(t.plays) == 4 else None for t in board.tricks]
    facts = Facts(board, events, winners, holdings)
    omitted = {(e.trick, e.seat) for e in events if e.kind == "omitted"}
    facts.revokes = _find_revokes(board, events, holdings, omitted)
    for revoke in facts.revokes:
        _establish(facts, revoke)
    for revoke in facts.revokes:
        revoke.both_sides = revoke.refused and any(
            r.corrected and r.trick == revoke.trick and side(r.seat) != side(revoke.seat)
            for r in facts.revokes)
    facts.leads_out_of_turn = _leads_out_of_turn(facts)
    facts.defective = _defective(facts)
    facts.revokes.extend(_deemed_revokes(facts))
    facts.revokes.extend(_penalty_card_revokes(facts))
    facts.revokes.sort(key=lambda r: r.moment)
    facts.restored = _restored_revokes(facts)
    facts.warnings = _result_warnings(facts)
    facts.memo.clear()  # what was kept while the facts were found may have changed since
    return facts


def _result_warnings(facts: Facts) -> list[str]:
    """A [Result] the play contradicts: all 13 tricks played and another count, or a claim
    that gives declarer fewer tricks than he had already won or more than were left."""
    board = facts.board
    if board.result is None or board.declarer is None or not board.tricks:
        return []
    decl = side(board.declarer)
    done = facts.complete_tricks
    won = sum(1 for w in facts.winners[:done] if w and side(w) == decl)
    if done == 13 and board.result != won:
        why = f"the play gives declarer {won}; the ruling counts the play"
    elif done < 13 and not won <= board.result <= won + 13 - done:
        why = (f"declarer had won {won} of the {done} tricks played, so from {won} to"
               f" {won + 13 - done}")
    else:
        return []
    return [f"{board.file}:{board.result_line}: {board.name}: [Result] says {board.result}"
            f" tricks for declarer, but {why}"]


def _restored_revokes(facts: Facts) -> list[Revoke]:
    """2017 67B2(b): an extra card found late goes back to the offender's hand, deemed his
    all along; each later trick of its suit that he did not follow is a revoke."""
    out = []
    for d in facts.defective:
        if d.kind != "extra" or not d.late or not d.card:
            continue
        for trick in facts.board.tricks[d.trick :]:
            pos = trick.position(d.seat)
            play = trick.plays[pos] if pos is not None else None
            led = trick.suit_led
            if pos and play.card and led == suit_of(d.card) and suit_of(play.card) != led:
                revoke = Revoke(trick.number, d.seat, led, play.card, "suit",
                                (trick.number, pos + 1), held=(d.card,))
                _establish(facts, revoke)
                out.append(revoke)
    return out


def _penalty_card_revokes(facts: Facts) -> list[Revoke]:
    """Law 61A: failing to play a major penalty card at the first legal opportunity (Law
    50D1, in every edition) is a revoke, and the play shows it: the first later trick on
    which the defender, still holding the card, could legally lead or play it and played
    another. Left to the record's `revoke` event: a minor penalty card (Law 50D2's limits),
    and any penalty card once the offender's partner has led (declarer's lead options,
    Law 50D2, may have had it picked up)."""
    said = {(r.trick, r.seat) for r in facts.revokes}
    out = []
    for p in penalty_cards(facts):
        if not p.major:
            continue  # maybe a minor penalty card (Law 50B): the record cannot say
        start = p.trick + 1 if p.source in ("premature", "revoke") else p.trick
        for trick in facts.board.tricks[start - 1 :]:
            held = facts.holdings[trick.number - 1][p.seat]
            pos = trick.position(p.seat)
            if p.card not in held or trick.leader == partner(p.seat) or pos is None:
                break
            card = trick.plays[pos].card
            led = trick.suit_led
            legal = pos == 0 or suit_of(p.card) == led or not any(suit_of(c) == led for c in held)
            if card is None or not legal:
                continue
            if card != p.card and (trick.number, p.seat) not in said:
                revoke = Revoke(trick.number, p.seat, suit_of(p.card), p.card, "penalty-card",
                                (trick.number, pos + 1))
                _establish(facts, revoke)
                out.append(revoke)
            break
    return out


def _deemed_revokes(facts: Facts) -> list[Revoke]:
    """A card omitted from a trick and found late: the offender is deemed to have revoked."""
    tricks = {t.number: t for t in facts.board.tricks}
    out = []
    for d in facts.defective:
        if d.kind == "omitted" and d.late and d.trick in tricks:
            led = tricks[d.trick].suit_led or ""
            out.append(Revoke(d.trick, d.seat, led, None, "defective", (d.trick, 4),
                              established=True, established_by="67B1"))
    return out


@dataclass(frozen=True)
class PenaltyCard:
    trick: int
    seat: str
    card: str
    source: str  # the event or fact that made it one

    @property
    def major(self) -> bool:
        """Law 50B: a single card below honour rank exposed inadvertently (`simultaneous`)
        is minor; an honour, or a card exposed by deliberate play, is major."""
        return self.card[1] in HONOURS or self.source != "simultaneous"

    def __str__(self) -> str:
        return f"{self.seat}:{self.card}"


def premature_excused(facts: Facts, e: Event) -> bool:
    """Law 57C: no penalty once dummy has played to the trick (declarer from both hands)."""
    trick = next((t for t in facts.board.tricks if t.number == e.trick), None)
    if trick is None or facts.dummy is None or "at" not in e.args:
        return False
    pos = trick.position(facts.dummy)
    return pos is not None and pos < e.moment[1]


def revokes_in(facts: Facts, edition: str | None) -> list[Revoke]:
    """The revokes as the edition sees them: only 1997 has Law 63B (an illegal inquiry
    establishes the revoke); in 2007 and 2017 only the acts of Law 63A establish it, and a
    revoke corrected after the inquiry is a corrected revoke (Law 62). Only 2017 has Law
    62C3: both sides revoked on one trick, one side played to the next: both corrected."""
    if edition in (None, "1997"):
        return facts.revokes
    key = ("revokes", edition)
    if key not in facts.memo:
        seen = [_seen_in(r, edition) for r in facts.revokes]
        if edition == "2017":  # 67B2(b): a restored card makes a later discard a revoke
            seen = sorted(seen + facts.restored, key=lambda r: r.moment)
        facts.memo[key] = seen
    return facts.memo[key]


def _seen_in(r: Revoke, edition: str) -> Revoke:
    if edition == "2017" and r.both_sides:
        return replace(r, corrected=True, refused=False, established=False, established_by="",
                       by_play="")
    if r.established_by == "63B":
        return replace(r, established=bool(r.by_play), established_by=r.by_play)
    return r


def found_late(facts: Facts, e: Event) -> bool:
    """Was an irregularity on trick `e.trick` found only after both sides had played to
    the next trick? (1997 58B4: then Law 67 applies instead.)"""
    return facts.first_attention((e.trick, 4)) > (e.trick + 1, 2)


# the events `penalty_cards` makes penalty cards of: the play record holds none of them
PENALTY_EVENTS = ("premature", "play-before-lead", "simultaneous", "loot", "corrected")


def penalty_cards(facts: Facts, edition: str | None = None) -> list[PenaltyCard]:
    """Every card the events make a penalty card, with what made it one."""
    key = ("penalty_cards", edition)
    if key not in facts.memo:
        facts.memo[key] = _penalty_cards(facts, edition)
    return list(facts.memo[key])


def _penalty_cards(facts: Facts, edition: str | None) -> list[PenaltyCard]:
    out = []
    for e in facts.events:
        if not e.seat or not facts.is_defender(e.seat):
            continue
        if e.kind == "premature" and not premature_excused(facts, e):
            out.append(PenaltyCard(e.trick, e.seat, e.args["card"], "premature"))
        elif e.kind == "play-before-lead":
            out.append(PenaltyCard(e.trick, e.seat, e.args["card"], "play-before-lead"))
        elif (e.kind == "simultaneous" and int(e.args["visible"]) > 1
              and not found_late(facts, e)):
            trick = next((t for t in facts.board.tricks if t.number == e.trick), None)
            play = trick.play_of(e.seat) if trick else None
            for card in e.args["cards"].split(","):
                if play is None or card != play.card:
                    out.append(PenaltyCard(e.trick, e.seat, card, "simultaneous"))
    for lo in facts.leads_out_of_turn:
        if lo.refused_by == facts.declarer and facts.is_defender(lo.seat) and lo.card:
            out.append(PenaltyCard(lo.trick, lo.seat, lo.card, "loot"))
    for r in revokes_in(facts, edition):
        if r.corrected and not r.established and facts.is_defender(r.seat) and not r.faced:
            out.append(PenaltyCard(r.trick, r.seat, r.card, "revoke"))
    return sorted(out, key=lambda p: (p.trick, p.seat, p.card))


def repeats(facts: Facts, revoke: Revoke, first_established: bool) -> Revoke | None:
    """An earlier revoke by the same player in the same suit (the first revoke, if any)."""
    return next(
        (
            r
            for r in facts.revokes
            if r.moment < revoke.moment
            and r.seat == revoke.seat
            and r.suit == revoke.suit
            and r.kind == revoke.kind == "suit"
            and not r.corrected
            and (r.established or not first_established)
        ),
        None,
    )


def sides_revoked(facts: Facts, established_only: bool) -> set[str]:
    return {
        side(r.seat)
        for r in facts.revokes
        if r.kind != "defective" and (r.established or not established_only)
    }
