"""A ruling explained as a director writes it: the facts found, each clause applied with its
text from the corpus in the reader's language, the tricks transferred, the result and score
before and after the rectification, and the penalty cards and lead restrictions that follow.

One structure (`explain`) serves the text of `bridgelaws rule`, its `--json` and the worked
boards of the website; the words around it come from `WORDS`, per language (English where a
language has none, as contract 2 asks).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from bridgelaws.laws.equity import equity_aid
from bridgelaws.laws.facts import Revoke, penalty_cards
from bridgelaws.laws.law64 import counted
from bridgelaws.laws.pbn import CONTRACT, SEATS, partner, side
from bridgelaws.laws.reasons import Said, Voice, render
from bridgelaws.laws.registry import parent
from bridgelaws.laws.score import is_vulnerable, score, vulnerable_sides
from bridgelaws.laws.verdict import APPLIES, JUDGEMENT

if TYPE_CHECKING:
    from bridgelaws.laws.ruling import Ruling

SUIT_SIGNS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

# The interface words of an explained ruling. Russian follows the 1997 Russian Laws in the
# corpus (фальшренонс, взятка, разыгрывающий, болван, нарушившая сторона, штрафная карта);
# Greek the 2017 Greek Laws 62 and 67 (ρενόνς, λεβέ, εκτελεστής, υπαίτιος/αναίτιος άξονας,
# τιμωρημένο φύλλο, οριστικοποίηση, Διαιτητής).
WORDS: dict[str, dict[str, str]] = {
    "en": {
        "head": "{name} ({edition}): {contract} by {declarer}: {played} tricks in play,"
                " {after} after the Laws",
        "differs": "{name} differs: declarer's tricks {said}",
        "irregular": "irregular declarer: {player} played the hand and {auction}, declarer by"
                     " the auction, was dummy (PBN 2.1 section 3.4.13)",
        "unknown": "unknown hands: the deal does not give the cards of {names}, nor does the"
                   " play show them all: a revoke by them is found only where the play shows"
                   " the suit they failed to follow, or marks it ^R; clauses that turn on"
                   " their cards call for judgement",
        "and": "and",
        "board": "board", "table": "table", "room": "room", "open room": "open room",
        "closed room": "closed room",
        "N": "North", "E": "East", "S": "South", "W": "West",
        "NS": "North-South", "EW": "East-West",
        "vul": "vulnerable", "nonvul": "neither side vulnerable",
        "all vul": "both sides vulnerable", "vul?": "vulnerability not given",
        "dealer": "dealer", "by": "by", "play": "play", "won by": "won by",
        "facts": "facts", "clauses": "clauses applied",
        "applies": "applies", "judgement": "calls for the Director's judgement",
        "why": "why", "sep": "; ",
        "text in": "no {lang} text of this clause in the {edition} Laws; English",
        "law": "Law",
        "suit": "{player} failed to follow {suit} on trick {trick}",
        "penalty-card": "{player} failed to play the penalty card {card} on trick {trick}",
        "specified": "{player} failed to play {card} as specified on trick {trick}",
        "defective": "{player} omitted to play to trick {trick} ({suit} led)",
        "with": "playing {card}",
        "63A1": "established when {player} played to trick {next} (Law 63A1)",
        "63A2": "established when the offending side named or designated a card for trick"
                " {next} (Law 63A2)",
        "63A3": "established by a claim or concession of the offending side (Law 63A3)",
        "63B": "established by an illegal inquiry (Law 63B)",
        "67B1": "deemed a revoke, established: the defective trick was found late (Law 67B1)",
        "not established": "not established",
        "corrected": "corrected before it was established",
        "refused": "corrected too late: the correction is refused and the revoke stands",
        "won from": "tricks won from trick {trick} on: {NS} {ns}, {EW} {ew}",
        "transferred": "tricks transferred",
        "to": "{n} to {side}", "none": "none",
        "result": "result", "before": "in play", "after": "after the rectification",
        "tricks": "{n} tricks", "score": "{side} {score}", "no score": "score not known",
        "penalty cards": "penalty cards", "major": "major", "minor": "minor",
        "lead restrictions": "lead restrictions",
        "equity aid": "equity aid",
        "short": "after the rectification {side} are {n} trick(s) below it",
        "equity": "Law 64C, an aid to the Director's judgement, not a ruling:"
                  " double dummy from trick {trick} on, had {player} played a legal card"
                  " ({card}):",
        "restrict": "when {player} first has the lead while {card} is a penalty card,"
                    " declarer may require or forbid the lead of {suit} (Law 50D2)",
    },
    "ru": {
        "head": "{name} ({edition}): {contract}, играет {declarer}: взяток в розыгрыше"
                " {played}, по Правилам {after}",
        "differs": "{name}: редакции расходятся, взяток у разыгрывающего {said}",
        "irregular": "разыгрывающий не по торговле: руку разыграл {player}, а {auction},"
                     " разыгрывающий по торговле, был болваном (PBN 2.1, раздел 3.4.13)",
        "unknown": "неизвестные руки: расклад не даёт карт этих рук ({names}), и розыгрыш не"
                   " показывает их все: их фальшренонс виден, только если розыгрыш показывает"
                   " масть, в которую они не сыграли, или отмечает его ^R; положения,"
                   " зависящие от их карт, требуют решения Судьи",
        "and": "и",
        "board": "сдача", "table": "стол", "room": "зал", "open room": "открытый зал",
        "closed room": "закрытый зал",
        "N": "Север", "E": "Восток", "S": "Юг", "W": "Запад",
        "NS": "Север–Юг", "EW": "Восток–Запад",
        "vul": "в зоне", "nonvul": "все до зоны", "all vul": "все в зоне",
        "vul?": "зона не указана",
        "dealer": "сдающий", "by": "играет", "play": "розыгрыш", "won by": "взятку взял",
        "facts": "факты", "clauses": "применённые положения",
        "applies": "применяется", "judgement": "требуется решение Судьи",
        "why": "основание", "sep": "; ",
        "text in": "в Правилах {edition} года нет русского текста этого положения; текст на"
                   " английском",
        "law": "Правило",
        "suit": "{player}: фальшренонс во взятке {trick} (не сыграл в масть {suit})",
        "penalty-card": "{player}: фальшренонс во взятке {trick} (не сыграл штрафной"
                        " картой {card})",
        "specified": "{player}: фальшренонс во взятке {trick} (не сыграл указанную карту"
                     " {card})",
        "defective": "{player}: не сыграл во взятку {trick} (ход в {suit})",
        "with": "сыграна карта {card}",
        "63A1": "фальшренонс установлен, когда {player} сыграл во взятку {next} (Правило 63A1)",
        "63A2": "фальшренонс установлен, когда нарушившая сторона назвала или указала карту"
                " для взятки {next} (Правило 63A2)",
        "63A3": "фальшренонс установлен заявлением или уступкой нарушившей стороны"
                " (Правило 63A3)",
        "63B": "фальшренонс установлен недопустимым вопросом (Правило 63B)",
        "67B1": "считается установленным фальшренонсом: дефектная взятка обнаружена поздно"
                " (Правило 67B1)",
        "not established": "фальшренонс не установлен",
        "corrected": "исправлен до того, как был установлен",
        "refused": "исправлен слишком поздно: исправление не принимается, фальшренонс остаётся",
        "won from": "взяток начиная со взятки {trick}: {NS} {ns}, {EW} {ew}",
        "transferred": "передано взяток",
        "to": "{side}: {n}", "none": "нет",
        "result": "результат", "before": "в розыгрыше", "after": "после исправления",
        "tricks": "взяток: {n}", "score": "{side} {score}", "no score": "очки неизвестны",
        "penalty cards": "штрафные карты", "major": "крупная", "minor": "мелкая",
        "lead restrictions": "ограничения на ход",
        "equity aid": "в помощь Судье",
        "short": "после исправления у стороны {side} взяток меньше на {n}",
        "equity": "Правило 64C, это не решение: при игре в открытую со"
                  " взятки {trick}, если бы {player} сыграл законной картой ({card}):",
        "restrict": "когда {player} впервые получит ход, пока {card} остаётся штрафной"
                    " картой, разыгрывающий может потребовать или запретить ход в масть"
                    " {suit} (Правило 50D2)",
    },
    "el": {
        "head": "{name} ({edition}): {contract}, εκτελεστής {declarer}: {played} λεβέ στην"
                " εκτέλεση, {after} κατά τους Νόμους",
        "differs": "{name}: οι εκδόσεις διαφέρουν, λεβέ του εκτελεστή {said}",
        "irregular": "ο εκτελεστής δεν είναι αυτός της δημοπρασίας: το χέρι το έπαιξε ο παίκτης"
                     " {player}, ενώ ο παίκτης {auction}, εκτελεστής σύμφωνα με τη"
                     " δημοπρασία, ήταν μορ (PBN 2.1, ενότητα 3.4.13)",
        "unknown": "άγνωστα χέρια: η διανομή δεν δίνει τα φύλλα αυτών των χεριών ({names}) ούτε"
                   " η εκτέλεση τα δείχνει όλα: ρενόνς τους βρίσκεται μόνο όπου η εκτέλεση"
                   " δείχνει το χρώμα που δεν ακολούθησαν ή τη σημειώνει με ^R· οι διατάξεις"
                   " που εξαρτώνται από τα φύλλα τους απαιτούν την κρίση του Διαιτητή",
        "and": "και",
        "board": "διανομή", "table": "τραπέζι", "room": "αίθουσα",
        "open room": "ανοικτή αίθουσα", "closed room": "κλειστή αίθουσα",
        "N": "Βορράς", "E": "Ανατολή", "S": "Νότος", "W": "Δύση",
        "NS": "Βορράς–Νότος", "EW": "Ανατολή–Δύση",
        "vul": "τρωτοί", "nonvul": "όλοι άτρωτοι", "all vul": "όλοι τρωτοί",
        "vul?": "η τρωτότητα δεν δίνεται",
        "dealer": "μοιράζει", "by": "εκτελεστής", "play": "εκτέλεση", "won by": "τη λεβέ πήρε",
        "facts": "γεγονότα", "clauses": "διατάξεις που εφαρμόζονται",
        "applies": "εφαρμόζεται", "judgement": "απαιτεί την κρίση του Διαιτητή",
        "why": "αιτία", "sep": " · ",
        "text in": "οι Νόμοι του {edition} δεν έχουν ελληνικό κείμενο αυτής της διάταξης·"
                   " το αγγλικό",
        "law": "Νόμος",
        "suit": "{player}: ρενόνς στη λεβέ {trick} (δεν ακολούθησε το χρώμα {suit})",
        "penalty-card": "{player}: ρενόνς στη λεβέ {trick} (δεν έπαιξε το τιμωρημένο φύλλο"
                        " {card})",
        "specified": "{player}: ρενόνς στη λεβέ {trick} (δεν έπαιξε το φύλλο {card} όπως"
                     " ορίστηκε)",
        "defective": "{player}: παρέλειψε να παίξει στη λεβέ {trick} (βγήκε {suit})",
        "with": "έπαιξε {card}",
        "63A1": "η ρενόνς οριστικοποιήθηκε με το παίξιμο στη λεβέ {next} ({player})"
                " (Νόμος 63A1)",
        "63A2": "η ρενόνς οριστικοποιήθηκε όταν ο υπαίτιος άξονας ονόμασε ή όρισε φύλλο για"
                " τη λεβέ {next} (Νόμος 63A2)",
        "63A3": "η ρενόνς οριστικοποιήθηκε με διεκδίκηση ή παραχώρηση του υπαίτιου άξονα"
                " (Νόμος 63A3)",
        "63B": "η ρενόνς οριστικοποιήθηκε με αντικανονική ερώτηση (Νόμος 63B)",
        "67B1": "θεωρείται οριστικοποιημένη ρενόνς: η ελαττωματική λεβέ βρέθηκε αργά"
                " (Νόμος 67B1)",
        "not established": "η ρενόνς δεν οριστικοποιήθηκε",
        "corrected": "διορθώθηκε πριν την οριστικοποίησή της",
        "refused": "διορθώθηκε πολύ αργά: η διόρθωση δεν γίνεται δεκτή και η ρενόνς ισχύει",
        "won from": "λεβέ από τη λεβέ {trick} και μετά: {NS} {ns}, {EW} {ew}",
        "transferred": "λεβέ που μεταφέρονται",
        "to": "{side}: {n}", "none": "καμία",
        "result": "αποτέλεσμα", "before": "στην εκτέλεση", "after": "μετά την επανόρθωση",
        "tricks": "{n} λεβέ", "score": "{side} {score}", "no score": "η βαθμολογία δεν είναι"
                                                                    " γνωστή",
        "penalty cards": "τιμωρημένα φύλλα", "major": "μεγάλο", "minor": "μικρό",
        "lead restrictions": "περιορισμοί στην έξοδο",
        "equity aid": "βοήθημα",
        "short": "μετά την επανόρθωση ο άξονας {side} έχει {n} λεβέ λιγότερες",
        "equity": "Νόμος 64C, βοήθημα για την κρίση του Διαιτητή, όχι απόφαση: με ανοικτά"
                  " χαρτιά από τη λεβέ {trick} και μετά, αν ο παίκτης {player} είχε παίξει"
                  " νόμιμο φύλλο ({card}):",
        "restrict": "{player}: όταν πάρει πρώτη φορά το χέρι ενώ το {card} είναι τιμωρημένο"
                    " φύλλο, ο εκτελεστής μπορεί να απαιτήσει ή να απαγορεύσει έξοδο στο"
                    " χρώμα {suit} (Νόμος 50D2)",
    },
}


# what `explain` adds to the JSON of a ruling (its other keys, the ruling's own, are there)
EXPLAINED = ("lang", "dealer", "vulnerable", "contract", "declarer", "facts", "clauses",
             "result", "penalty_cards", "lead_restrictions", "equity")


def words(lang: str) -> dict[str, str]:
    """The interface words of a language, English for any it lacks."""
    return WORDS["en"] | WORDS.get(lang, {})


@cache
def voice(lang: str) -> Voice:
    """How `reasons` speaks `lang`: the seats and sides of `WORDS`, cards as `card_text`."""
    w = words(lang)
    return Voice(lang, w, card_text, lambda suit: SUIT_SIGNS.get(suit, suit), w["sep"])


def reason_text(reason: str, parts: tuple[Said, ...], lang: str) -> tuple[str, str]:
    """A verdict's reason (its English text and its parts, `Verdict.said`) in `lang` where
    every part has words there, else in English: (text, its language)."""
    if lang != "en" and parts:
        said = render(parts, voice(lang))
        if said is not None:
            return said, lang
    return reason, "en"


def card_text(card: str | None) -> str:
    """`HT` -> `♥10`: as a director writes a card."""
    if not card:
        return "-"
    return SUIT_SIGNS[card[0]] + ("10" if card[1] == "T" else card[1])


def contract_text(contract: str) -> str:
    """`4HX` -> `4♥X`, `3NT` stays."""
    m = CONTRACT.match(contract)
    return contract if not m or m.group(2) == "NT" else (
        m.group(1) + SUIT_SIGNS[m.group(2)] + m.group(3))


def contract_result(contract: str, tricks: int | None) -> str:
    """`4S` making 8 -> `4S-2`; `3NTX` making 9 -> `3NTX=`."""
    m = CONTRACT.match(contract)
    if not m or tricks is None:
        return contract
    over = tricks - int(m.group(1)) - 6
    return contract + ("=" if over == 0 else f"{over:+d}")


@cache
def clause_text(edition: str, cite: str, lang: str, sources: str | None = None) -> tuple[str, str]:
    """The clause's words in `lang` from the corpus of `sources` (default: the shipped one),
    else in English: (text, its language)."""
    from bridgelaws.corpus import load_corpus

    ed = load_corpus(sources).editions.get(edition)
    clause = ed.clause(cite) if ed else None
    if clause is None:
        return "", "en"
    for language in (lang, "en"):
        text = clause.text.get(language)
        if text is not None and text.value.strip():
            said = text.value.strip()
            up = parent(cite)
            if said[0].islower() and up:  # "and the trick ..." goes on from its lead-in
                lead, lead_lang = clause_text(edition, up, language, sources)
                if lead and lead_lang == language:
                    said = f"{lead} … {said}"
            return said, language
        heading = getattr(clause, "title", {}).get(language) or clause.heading.get(language)
        if heading:
            return heading, language
    return "", "en"


def _established_at(ruling: Ruling, r: Revoke) -> dict:
    """When the revoke was established, and by whom where play established it."""
    out: dict = {"by": r.established_by}
    if r.established_by == "63A1":
        following = next((t for t in ruling.board.tricks if t.number == r.trick + 1), None)
        first = next((p.seat for p in following.plays if p.card and side(p.seat) == side(r.seat)),
                     None) if following else None
        out |= {"trick": r.trick + 1, "player": first}
    elif r.established_by == "63A2":
        out["trick"] = r.trick + 1
    return out


def _fact(ruling: Ruling, r: Revoke) -> dict:
    facts = ruling.facts
    out = {
        "player": r.seat, "side": side(r.seat), "trick": r.trick, "suit": r.suit,
        "kind": r.kind, "card": r.card, "established": r.established,
        "won_from_revoke_trick": {s: facts.won_by_side(r.trick, s) for s in ("NS", "EW")},
    }
    if r.established:
        out["established_at"] = _established_at(ruling, r)
    if r.refused:
        out["correction_refused"] = True
    if r.corrected:
        out["corrected"] = True
    return out


def _score(ruling: Ruling, tricks: int | None) -> dict:
    b = ruling.board
    out: dict = {"tricks": tricks, "result": contract_result(b.contract, tricks)}
    vul = is_vulnerable(b.tags.get("vulnerable"), b.declarer) if b.declarer else None
    if tricks is not None and vul is not None and b.declarer:
        out["score"] = {"side": side(b.declarer), "points": score(b.contract, tricks, vul)}
    return out


def _penalty(ruling: Ruling) -> tuple[list[dict], list[dict]]:
    """The penalty cards, major or minor by Law 50B (`PenaltyCard.major`), and the lead
    restriction each major one puts on the offender's partner (Law 50D2)."""
    cards, leads = [], []
    for p in penalty_cards(ruling.facts, ruling.edition):
        cards.append({"seat": p.seat, "card": p.card, "trick": p.trick, "source": p.source,
                      "kind": "major" if p.major else "minor"})
        if p.major:
            leads.append({"player": partner(p.seat), "suit": p.card[0],
                          "card": p.card, "law": "50D2"})
    return cards, leads


def _play(ruling: Ruling) -> list[dict]:
    winners = ruling.facts.winners
    return [
        {
            "trick": t.number, "leader": t.leader,
            "winner": winners[t.number - 1] if t.number <= len(winners) else None,
            "cards": [
                {"seat": p.seat, "card": p.card,
                 **({"suffix": p.suffix} if p.suffix else {}),
                 **({"notes": list(p.notes)} if p.notes else {}),
                 **({"revoke_mark": True} if p.revoke_mark else {}),
                 **({"lead_mark": True} if p.lead_mark else {})}
                for p in t.plays
            ],
        }
        for t in ruling.board.tricks
    ]


def _equity(ruling: Ruling) -> dict | None:
    """The aid with its score, and by how many tricks the rectified result leaves the
    non-offending side below it (more than 0: it may be insufficiently compensated)."""
    aid = equity_aid(ruling)
    if aid is None:
        return None
    after = ruling.declarer_tricks()
    gap = aid["declarer_tricks"] - after
    if side(aid["player"]) == side(ruling.board.declarer):  # declarer's side offended
        gap = -gap
    return aid | _score(ruling, aid["declarer_tricks"]) | {"short": gap}


def explain(ruling: Ruling, lang: str = "en", equity: bool = True,
            sources: str | None = None, play: bool = True) -> dict:
    """The ruling as structured data, in `lang` where it has words (clause texts, from the
    corpus of `sources`, default the shipped one); with `equity`, the double-dummy aid to Law
    64C's judgement (`equity_aid`: a solver's work); without `play`, no trick by trick list
    (the JSON leaves it out: made for every card, it is a good part of a board's time)."""
    b = ruling.board
    clauses = []
    for status in (APPLIES, JUDGEMENT):
        for cite in ruling.most_specific(status):
            text, text_lang = clause_text(ruling.edition, cite, lang, sources)
            v = ruling.verdicts[cite]
            reason, reason_lang = reason_text(v.reason, v.said, lang)
            entry = {"cite": cite, "status": status, "text": text, "text_lang": text_lang,
                     "reason": reason, "reason_lang": reason_lang}
            if v.effect is not None and v.effect.as_dict():
                entry["effect"] = v.effect.as_dict()
            clauses.append(entry)
    cards, leads = _penalty(ruling)
    return {
        "lang": lang,
        "dealer": b.tags.get("dealer") or None,
        "vulnerable": b.tags.get("vulnerable") or None,
        "contract": b.contract,
        "declarer": b.declarer,
        "play": _play(ruling) if play else [],
        "facts": [_fact(ruling, r) for r in counted(ruling.facts, ruling.edition)],
        "clauses": clauses,
        "transferred": ruling.transferred(),
        "result": {"before": _score(ruling, ruling.facts.declarer_tricks()),
                   "after": _score(ruling, ruling.declarer_tricks())},
        "penalty_cards": cards,
        "lead_restrictions": leads,
        "equity": _equity(ruling) if equity else None,
    }


def fact_lines(fact: dict, w: dict[str, str]) -> list[str]:
    said = w[fact["kind"]].format(player=w[fact["player"]], trick=fact["trick"],
                                  suit=SUIT_SIGNS.get(fact["suit"], fact["suit"]),
                                  card=card_text(fact["card"]))
    if fact["card"] and fact["kind"] == "suit":
        said += ", " + w["with"].format(card=card_text(fact["card"]))
    if fact["established"]:
        at = fact["established_at"]
        said += w["sep"] + w[at["by"]].format(player=w.get(at.get("player") or "", "?"),
                                          next=at.get("trick"))
    else:
        said += w["sep"] + w["corrected" if fact.get("corrected") else "not established"]
    if fact.get("correction_refused"):
        said += w["sep"] + w["refused"]
    won = fact["won_from_revoke_trick"]
    return [said, w["won from"].format(trick=fact["trick"], NS=w["NS"], EW=w["EW"],
                                       ns=won["NS"], ew=won["EW"])]


def vulnerability_text(tag: str | None, w: dict[str, str]) -> str:
    sides = vulnerable_sides(tag)
    if sides is None:
        return w["vul?"]
    return {"": w["nonvul"], "NSEW": w["all vul"]}.get(sides) or f"{w['vul']}: {w[sides]}"


def _result_text(part: dict, w: dict[str, str]) -> str:
    if part["tricks"] is None:
        return part["result"]
    said = f"{part['result']}, " + w["tricks"].format(n=part["tricks"])
    if "score" in part:
        s = part["score"]
        said += ", " + w["score"].format(side=w[s["side"]], score=f"{s['points']:+d}")
    else:
        said += ", " + w["no score"]
    return said


def play_lines(play: list[dict], w: dict[str, str]) -> list[str]:
    """The play trick by trick, each card with its suffix and note references as recorded;
    seats by the initial of their name in the language (N E S W, С В Ю З, Β Α Ν Δ)."""
    out = []
    for t in play:
        cards = "  ".join(
            f"{w[c['seat']][0]} {'^R ' if c.get('revoke_mark') else ''}"
            f"{'^L ' if c.get('lead_mark') else ''}"
            f"{card_text(c['card'])}{c.get('suffix', '')}{''.join(c.get('notes', ()))}"
            for c in t["cards"])
        won = f"  {w['won by']} {w[t['winner']]}" if t["winner"] else ""
        out.append(f"{t['trick']:>4}. {cards}{won}")
    return out


def explain_lines(ex: dict, edition: str, w: dict[str, str]) -> list[str]:
    """The explanation's lines, indented under the board's head line."""
    lang = ex["lang"]
    out = []
    if ex["dealer"] or ex["vulnerable"]:
        out.append(f"  {w['dealer']} {w.get(ex['dealer'] or '', '?')}, "
                   + vulnerability_text(ex["vulnerable"], w))
    if ex["play"]:
        out.append(f"  {w['play']}:")
        out += ["    " + line for line in play_lines(ex["play"], w)]
    if ex["facts"]:
        out.append(f"  {w['facts']}:")
        for fact in ex["facts"]:
            first, *rest = fact_lines(fact, w)
            out += [f"    {first}"] + [f"      {line}" for line in rest]
    if ex["clauses"]:
        out.append(f"  {w['clauses']}:")
    for c in ex["clauses"]:
        out.append(f"    {w['law']} {c['cite']}: {w[c['status']]}")
        if c["text"]:
            note = "" if c["text_lang"] == lang else " [" + w["text in"].format(
                lang=lang, edition=edition) + "]"
            out.append(f"      «{c['text']}»{note}")
        # a reason the predicate gives in English only is marked so in other languages
        mark = "" if c["reason_lang"] == lang else f" ({c['reason_lang']})"
        out.append(f"      {w['why']}{mark}: {c['reason']}")
    moved = {s: n for s, n in ex["transferred"].items() if n}
    out.append(f"  {w['transferred']}: " + (", ".join(
        w["to"].format(n=n, side=w[s]) for s, n in moved.items()) or w["none"]))
    before, after = ex["result"]["before"], ex["result"]["after"]
    out.append(f"  {w['result']}: {w['before']} {_result_text(before, w)}{w['sep']}"
               f"{w['after']} {_result_text(after, w)}")
    if ex["penalty_cards"]:
        said = ", ".join(f"{w[p['seat']]} {card_text(p['card'])} ({w[p['kind']]})"
                         for p in ex["penalty_cards"])
        out.append(f"  {w['penalty cards']}: {said}")
    for lead in ex["lead_restrictions"]:
        out.append(f"  {w['lead restrictions']}: " + w["restrict"].format(
            player=w[lead["player"]], card=card_text(lead["card"]),
            suit=SUIT_SIGNS[lead["suit"]]))
    if ex.get("equity"):
        out.append(f"  {w['equity aid']}: " + equity_text(ex["equity"], w))
    return out


def equity_text(aid: dict, w: dict[str, str]) -> str:
    said = w["equity"].format(trick=aid["trick"], player=w[aid["player"]],
                              card=card_text(aid["card"])) + " " + _result_text(aid, w)
    if aid["short"] > 0:
        nos = "EW" if side(aid["player"]) == "NS" else "NS"
        said += w["sep"] + w["short"].format(side=w[nos], n=aid["short"])
    return said


def board_name(name: str, w: dict[str, str]) -> str:
    """`board 67, table 1, open room` (Board.name) in the words of `w`."""
    out = []
    for part in name.split(", "):
        word, _, rest = part.partition(" ")
        if part in ("open room", "closed room"):
            out.append(w[part])
        elif word in ("board", "table", "room"):
            out.append(f"{w[word]} {rest}")
        else:
            out.append(part)
    return ", ".join(out)


def check_language(lang: str, sources: str | None = None) -> str:
    """A language of the corpus (its manifest), or an error naming those it has."""
    from bridgelaws.corpus import load_corpus
    from bridgelaws.errors import BridgelawsError

    known = load_corpus(sources).languages
    if lang not in known:
        raise BridgelawsError(f"no language {lang!r} in the corpus: use one of {known}")
    return lang


def ruling_json(ruling: Ruling, lang: str, equity: bool = True,
                sources: str | None = None) -> dict:
    """The ruling's JSON (`Ruling.as_json`) with the explanation's keys (`EXPLAINED`), as
    `rule --json` gives it. The play as recorded (suffixes, notes) is left to the text and
    the site: a board's ruling is the same whatever notation the record uses."""
    explained = explain(ruling, lang, equity, sources, play=False)
    return ruling.as_json() | {k: explained[k] for k in EXPLAINED}


def ruling_text(ruling: Ruling, lang: str = "en", equity: bool = True,
                sources: str | None = None) -> str:
    """The ruling as a director writes it, in `lang` (see `explain`)."""
    b, w = ruling.board, words(lang)
    played = ruling.facts.declarer_tricks()
    head = f"{board_name(b.name, w)} ({ruling.edition}): {b.contract}"
    if b.declarer:
        head = w["head"].format(name=board_name(b.name, w), edition=ruling.edition,
                                contract=b.contract, declarer=w[b.declarer], played=played,
                                after=ruling.declarer_tricks())
    lines = [head]
    if b.irregular_declarer:
        lines.append("  " + w["irregular"].format(player=w[b.declarer],
                                                  auction=w[b.auction_declarer]))
    if b.unknown:  # say what the ruling cannot see
        names = f" {w['and']} ".join(w[s] for s in SEATS if s in b.unknown)
        lines.append("  " + w["unknown"].format(names=names))
    lines += [f"  warning: {warning}" for warning in ruling.facts.warnings]
    lines += explain_lines(explain(ruling, lang, equity, sources), ruling.edition, w)
    return "\n".join(lines)


def compare_text(rulings: list[Ruling], lang: str = "en", equity: bool = True,
                 sources: str | None = None) -> str:
    """The rulings, with a line saying where the editions part ways on each board."""
    out, by_board = [], {}
    for r in rulings:  # by game, not number: one board played at many tables ([Board "#"])
        by_board.setdefault(id(r.board), []).append(r)
    for group in by_board.values():
        out.extend(ruling_text(r, lang, equity, sources) for r in group)
        results = {r.edition: r.declarer_tricks() for r in group}
        if len(set(results.values())) > 1:
            said = ", ".join(f"{e}: {n}" for e, n in results.items())
            out.append("  " + words(lang)["differs"].format(
                name=board_name(group[0].board.name, words(lang)), said=said))
    return "\n".join(out)
