"""The reasons the predicates give, as a key and its arguments, so that each language says
them in its own words: `said("revoke.suit", player="E", suit="H", trick=1)` is "East failed
to follow H on trick 1" in English and "Восток: фальшренонс во взятке 1 (не сыграл в масть
♥)" in Russian. A reason still given as plain text is English and said to be.

Russian follows the 1997 Russian Laws in the corpus (фальшренонс, взятка, разыгрывающий,
болван, нарушившая/ненарушившая сторона, штрафная карта, Судья); Greek the 2017 Greek Laws
62 and 67 (ρενόνς, λεβέ, εκτελεστής, μορ, υπαίτιος/αναίτιος άξονας, τιμωρημένο φύλλο,
οριστικοποίηση, Διαιτητής). The English templates give the words the predicates always gave.

Arguments are rendered by their name: `player`, `proper` and `other` a seat, `players` a
list of them (`S,W`), `side` a side (in the language's words), `card`, `instead` and `suit` as
the language writes them (English keeps the record's `C9`, the others `♣9`), `cards` a list of
cards (`C4,CJ`), a `Said` in the same language, a tuple of them joined by the separator of the
language; anything else as it is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from bridgelaws.laws.pbn import SEAT_NAMES


@dataclass(frozen=True)
class Said:
    key: str
    args: tuple[tuple[str, object], ...] = ()


def said(key: str, **args: object) -> Said:
    return Said(key, tuple(args.items()))


@dataclass(frozen=True)
class Voice:
    """How a language names seats and sides, writes cards and suits, and separates parts."""

    lang: str
    names: Mapping[str, str]
    card: Callable[[str], str]
    suit: Callable[[str], str]
    sep: str


ENGLISH = Voice("en", {**SEAT_NAMES, "NS": "NS", "EW": "EW"}, str, str, "; ")


SEAT_ARGS = ("player", "proper", "other", "side")  # arguments named so are seats (or sides)
CARD_ARGS = ("card", "instead")  # and these cards


def render(parts: Said | tuple[Said, ...], voice: Voice) -> str | None:
    """The reason in the voice's language; None where a key has no words in it."""
    if isinstance(parts, tuple):
        texts = [render(p, voice) for p in parts]
        return None if None in texts else voice.sep.join(texts)  # type: ignore[arg-type]
    template = REASONS.get(parts.key, {}).get(voice.lang)
    if template is None:
        return None
    values = {}
    for name, value in parts.args:
        if isinstance(value, (Said, tuple)):
            value = render(value, voice)
            if value is None:
                return None
        elif name in SEAT_ARGS:
            value = voice.names[value]
        elif name == "players":
            value = ", ".join(voice.names[seat] for seat in value.split(","))
        elif name in CARD_ARGS:
            value = voice.card(value)
        elif name == "cards":
            value = ",".join(voice.card(card) for card in value.split(","))
        elif name == "suit":
            value = voice.suit(value)
        values[name] = value
    return template.format(**values)


def english(parts: Said | tuple[Said, ...]) -> str:
    text = render(parts, ENGLISH)
    if text is None:
        raise KeyError(f"no English words for the reason {parts}")
    return text


REASONS: dict[str, dict[str, str]] = {
    # Revoke.said(): what the offender failed to do
    "revoke.suit": {
        "en": "{player} failed to follow {suit} on trick {trick}",
        "ru": "{player}: фальшренонс во взятке {trick} (не сыграл в масть {suit})",
        "el": "{player}: ρενόνς στη λεβέ {trick} (δεν ακολούθησε το χρώμα {suit})",
    },
    "revoke.penalty-card": {
        "en": "{player} failed to play the penalty card {card} on trick {trick}",
        "ru": "{player}: фальшренонс во взятке {trick} (не сыграл штрафной картой {card})",
        "el": "{player}: ρενόνς στη λεβέ {trick} (δεν έπαιξε το τιμωρημένο φύλλο {card})",
    },
    "revoke.specified": {
        "en": "{player} failed to play {card} as specified on trick {trick}",
        "ru": "{player}: фальшренонс во взятке {trick} (не сыграл указанную карту {card})",
        "el": "{player}: ρενόνς στη λεβέ {trick} (δεν έπαιξε το φύλλο {card} όπως ορίστηκε)",
    },
    "revoke.defective": {
        "en": "{player} omitted to play to the trick ({suit} led) on trick {trick}",
        "ru": "{player}: не сыграл во взятку {trick} (ход в {suit})",
        "el": "{player}: παρέλειψε να παίξει στη λεβέ {trick} (βγήκε {suit})",
    },
    "dummy forfeited": {
        "en": "dummy had forfeited his rights: Law 43B2(b)",
        "ru": "болван утратил свои права: Правило 43B2(b)",
        "el": "ο μορ είχε χάσει τα δικαιώματά του: Νόμος 43B2(b)",
    },
    # what the Director must find out where the record does not show a hand
    "not shown": {
        "en": "{player}'s hand is not in the deal and the play does not show it all",
        "ru": "{player}: руки нет в записи сдачи, и розыгрыш не показывает её полностью",
        "el": "ο παίκτης {player}: το χέρι του δεν υπάρχει στη διανομή και η εκτέλεση δεν το"
              " δείχνει ολόκληρο",
    },
    # Law 61B (1997): asking about a revoke
    "61B": {
        "en": "{player} asked {other}",
        "ru": "{player} спросил игрока {other}, есть ли у него карта в масти хода",
        "el": "ο παίκτης {player} ρώτησε τον παίκτη {other} αν έχει φύλλο του χρώματος της"
              " εξόδου",
    },
    "61B.defenders": {
        "en": "{player} asked {other} (defenders may not ask one another: see Law 63B)",
        "ru": "{player} спросил игрока {other}, есть ли у него карта в масти хода (вистующие"
              " не вправе спрашивать друг друга: см. Правило 63B)",
        "el": "ο παίκτης {player} ρώτησε τον παίκτη {other} αν έχει φύλλο του χρώματος της"
              " εξόδου (οι αμυνόμενοι δεν ρωτούν ο ένας τον άλλον: βλέπε Νόμο 63B)",
    },
    # Law 62: correcting a revoke
    "62A": {
        "en": "{revoke}, noticed before it was established",
        "ru": "{revoke}; внимание привлечено до того, как он был установлен",
        "el": "{revoke}, επιστήθηκε η προσοχή πριν οριστικοποιηθεί",
    },
    "62B": {
        "en": "{player} withdraws {card} and follows {suit}",
        "ru": "{player} забирает карту {card} и играет в масть {suit}",
        "el": "ο παίκτης {player} αποσύρει το {card} και ακολουθεί το χρώμα {suit}",
    },
    "62B.no card": {
        "en": "{player} withdraws the card and follows {suit}",
        "ru": "{player} забирает карту и играет в масть {suit}",
        "el": "ο παίκτης {player} αποσύρει το φύλλο και ακολουθεί το χρώμα {suit}",
    },
    "62B1": {
        "en": "{player}'s withdrawn {card} becomes a penalty card",
        "ru": "{player}: забранная карта {card} становится штрафной картой",
        "el": "ο παίκτης {player}: το φύλλο {card} που αποσύρθηκε γίνεται τιμωρημένο φύλλο",
    },
    "62B1.major": {
        "en": "{player}'s withdrawn {card} becomes a major penalty card",
        "ru": "{player}: забранная карта {card} становится крупной штрафной картой",
        "el": "ο παίκτης {player}: το φύλλο {card} που αποσύρθηκε γίνεται μεγάλο τιμωρημένο"
              " φύλλο",
    },
    "62B2": {
        "en": "{player}'s {card} is replaced without penalty",
        "ru": "{player}: карта {card} заменяется без наказания",
        "el": "ο παίκτης {player}: το φύλλο {card} αντικαθίσταται χωρίς επανόρθωση",
    },
    "62B2.no card": {
        "en": "{player}'s card is replaced without penalty",
        "ru": "{player}: карта заменяется без наказания",
        "el": "ο παίκτης {player}: το φύλλο αντικαθίσταται χωρίς επανόρθωση",
    },
    "62C": {
        "en": "{player} withdraws his card from trick {trick}",
        "ru": "{player} забирает свою карту из взятки {trick}",
        "el": "ο παίκτης {player} αποσύρει το φύλλο του από τη λεβέ {trick}",
    },
    "62C.refused": {
        "en": "{player} may not withdraw {card}: {why}",
        "ru": "{player} не вправе забрать карту {card}: {why}",
        "el": "ο παίκτης {player} δεν μπορεί να αποσύρει το {card}: {why}",
    },
    "62C.before the revoke": {
        "en": "he played before the revoke",
        "ru": "он сыграл до фальшренонса",
        "el": "έπαιξε πριν από τη ρενόνς",
    },
    "62C.no non-offender first": {
        "en": "no non-offender on his right withdrew first",
        "ru": "игрок ненарушившей стороны справа от него не забрал свою карту первым",
        "el": "κανένας παίκτης του αναίτιου άξονα στα δεξιά του δεν απέσυρε πρώτος το φύλλο"
              " του",
    },
    "62C3": {
        "en": "both sides revoked on trick {trick} and both revokes are corrected",
        "ru": "обе стороны допустили фальшренонс во взятке {trick}, и оба фальшренонса"
              " исправляются",
        "el": "και οι δύο άξονες έκαναν ρενόνς στη λεβέ {trick} και διορθώνονται και οι δύο",
    },
    "62D1": {
        "en": "{revoke}, found before the hands were returned",
        "ru": "{revoke}; обнаружен до возвращения всех четырёх рук в коробку",
        "el": "{revoke}, ανακαλύφθηκε πριν επιστραφούν και τα τέσσερα χέρια στη θήκη",
    },
    "62D1.replayed": {
        "en": "{player} withdraws {card} and plays {instead} ({clause})",
        "ru": "{player} забирает карту {card} и играет картой {instead} ({clause})",
        "el": "ο παίκτης {player} αποσύρει το {card} και παίζει το {instead} ({clause})",
    },
    "62D1.played again": {
        "en": "{player} withdraws {card} but must play it again: his other card does not"
              " follow suit",
        "ru": "{player} забирает карту {card}, но должен сыграть её снова: другая его карта"
              " не в масть хода",
        "el": "ο παίκτης {player} αποσύρει το {card} αλλά πρέπει να το ξαναπαίξει: το άλλο"
              " φύλλο του δεν ακολουθεί το χρώμα",
    },
    "62D2": {
        "en": "{revoke} before his partner played to it: Law 16C applies",
        "ru": "{revoke}, прежде чем партнёр сыграл в эту взятку: применяется Правило 16C",
        "el": "{revoke}, πριν παίξει ο συμπαίκτης του στη λεβέ: εφαρμόζεται ο Νόμος 16C",
    },
    "62D2.1997": {
        "en": "{revoke} before his partner played to it: partner may not choose the play",
        "ru": "{revoke}, прежде чем партнёр сыграл в эту взятку: партнёру нарушителя"
              " запрещено выбрать игру, которую могла подсказать карта фальшренонса",
        "el": "{revoke}, πριν παίξει ο συμπαίκτης του στη λεβέ: ο συμπαίκτης του υπαίτιου"
              " δεν μπορεί να επιλέξει το παίξιμο που θα μπορούσε να του υποδείξει το φύλλο"
              " της ρενόνς",
    },
    "62D2.ask": {
        "en": "{revoke} before his partner played to it; {unknown}: does he hold cards of two"
              " suits?",
        "ru": "{revoke}, прежде чем партнёр сыграл в эту взятку; {unknown}: есть ли у"
              " партнёра карты двух мастей?",
        "el": "{revoke}, πριν παίξει ο συμπαίκτης του στη λεβέ · {unknown}: έχει ο συμπαίκτης"
              " φύλλα δύο χρωμάτων;",
    },
    # Law 63 (1997): how the revoke was established, and what stands
    "63A1": {
        "en": "{revoke}: the offending side played to the following trick",
        "ru": "{revoke}: нарушившая сторона сыграла в следующую взятку",
        "el": "{revoke}: ο υπαίτιος άξονας έπαιξε στην επόμενη λεβέ",
    },
    "63A2": {
        "en": "{revoke}: the offending side named a card for the following trick",
        "ru": "{revoke}: нарушившая сторона назвала карту для следующей взятки",
        "el": "{revoke}: ο υπαίτιος άξονας ονόμασε φύλλο για την επόμενη λεβέ",
    },
    "63A3": {
        "en": "{revoke}: the offending side made or agreed to a claim or concession",
        "ru": "{revoke}: нарушившая сторона сделала заявление или уступку или согласилась с ним",
        "el": "{revoke}: ο υπαίτιος άξονας έκανε ή αποδέχτηκε διεκδίκηση ή παραχώρηση",
    },
    "63B": {
        "en": "{revoke}: a defender asked his partner about it (Law 61B): established as if by"
              " play",
        "ru": "{revoke}: вистующий спросил о нём партнёра (Правило 61B): фальшренонс установлен,"
              " как если бы игрой",
        "el": "{revoke}: ο αμυνόμενος ρώτησε τον συμπαίκτη του γι' αυτή (Νόμος 61B):"
              " οριστικοποιείται σαν να είχε παίξει",
    },
    "63C.stands": {
        "en": "{revoke}: trick {trick} stands as played",
        "ru": "{revoke}: взятка {trick} остаётся такой, как сыграна",
        "el": "{revoke}: η λεβέ {trick} μένει όπως παίχτηκε",
    },
    "63C.twelfth": {
        "en": "{revoke}: established, yet Law 62D has it corrected",
        "ru": "{revoke}: фальшренонс установлен, но по Правилу 62D исправляется",
        "el": "{revoke}: οριστικοποιήθηκε, όμως ο Νόμος 62D τη διορθώνει",
    },
    # Law 64: the trick adjustment, and why
    "64A": {
        "en": "{revoke}: {why}; {tricks} trick(s) to {side}",
        "ru": "{revoke}: {why}; взяток стороне {side}: {tricks}",
        "el": "{revoke}: {why} · {tricks} λεβέ στον άξονα {side}",
    },
    "64A1.won": {
        "en": "{player} won the revoke trick",
        "ru": "{player} взял взятку, в которой был фальшренонс",
        "el": "ο παίκτης {player} πήρε τη λεβέ της ρενόνς",
    },
    "64A1.won, later": {
        "en": "{player} won the revoke trick, and his side won a later trick",
        "ru": "{player} взял взятку, в которой был фальшренонс, и его сторона взяла более"
              " позднюю взятку",
        "el": "ο παίκτης {player} πήρε τη λεβέ της ρενόνς και ο άξονάς του πήρε μεταγενέστερη"
              " λεβέ",
    },
    "64A1.dummy": {
        "en": "dummy won the revoke trick, declarer's trick in 1997 (no footnote)",
        "ru": "взятку, в которой был фальшренонс, взял болван: в Правилах 1997 года это взятка"
              " разыгрывающего (сноски нет)",
        "el": "ο μορ πήρε τη λεβέ της ρενόνς, λεβέ του εκτελεστή στους Νόμους του 1997 (χωρίς"
              " υποσημείωση)",
    },
    "64A1.dummy, later": {
        "en": "dummy won the revoke trick, declarer's trick in 1997 (no footnote), and his side"
              " won a later trick",
        "ru": "взятку, в которой был фальшренонс, взял болван: в Правилах 1997 года это взятка"
              " разыгрывающего (сноски нет), и его сторона взяла более позднюю взятку",
        "el": "ο μορ πήρε τη λεβέ της ρενόνς, λεβέ του εκτελεστή στους Νόμους του 1997 (χωρίς"
              " υποσημείωση), και ο άξονάς του πήρε μεταγενέστερη λεβέ",
    },
    "64A2.not won": {
        "en": "{player} did not win the revoke trick; his side won it or later",
        "ru": "{player} не взял взятку, в которой был фальшренонс; его сторона взяла её или"
              " более позднюю",
        "el": "ο παίκτης {player} δεν πήρε τη λεβέ της ρενόνς · ο άξονάς του πήρε αυτή ή"
              " μεταγενέστερη",
    },
    "64A2.1997 extra": {
        "en": "he won trick {trick} with a card he could have played to it",
        "ru": "он взял взятку {trick} картой, которой мог сыграть во взятку с фальшренонсом",
        "el": "πήρε τη λεβέ {trick} με φύλλο που μπορούσε να παίξει στη λεβέ της ρενόνς",
    },
    "64A.capped": {
        "en": "capped at the {tricks} trick(s) his side won from the revoke trick on",
        "ru": "не больше взяток, чем его сторона взяла начиная со взятки с фальшренонсом:"
              " {tricks}",
        "el": "όχι περισσότερες από τις {tricks} λεβέ που πήρε ο άξονάς του από τη λεβέ της"
              " ρενόνς και μετά",
    },
    "64B1": {
        "en": "{revoke}: the offending side won neither the revoke trick nor a later one",
        "ru": "{revoke}: нарушившая сторона не взяла ни взятку с фальшренонсом, ни более"
              " позднюю",
        "el": "{revoke}: ο υπαίτιος άξονας δεν πήρε ούτε τη λεβέ της ρενόνς ούτε μεταγενέστερη",
    },
    "64B2": {
        "en": "{revoke}: a later revoke in the same suit by the same player",
        "ru": "{revoke}: повторный фальшренонс того же игрока в той же масти",
        "el": "{revoke}: μεταγενέστερη ρενόνς στο ίδιο χρώμα από τον ίδιο παίκτη",
    },
    "64B3": {
        "en": "{revoke}: the revoke was a failure to play a faced card or one of dummy's",
        "ru": "{revoke}: фальшренонс состоял в том, что не была сыграна открытая карта или"
              " карта болвана",
        "el": "{revoke}: η ρενόνς ήταν παράλειψη να παιχτεί ανοικτό φύλλο ή φύλλο του μορ",
    },
    "64B4": {
        "en": "{revoke}: attention came after a non-offender called on the next deal",
        "ru": "{revoke}: внимание обращено после того, как игрок ненарушившей стороны сделал"
              " заявку в следующей сдаче",
        "el": "{revoke}: η προσοχή επιστήθηκε αφού παίκτης του αναίτιου άξονα έκανε δήλωση στην"
              " επόμενη διανομή",
    },
    "64B5": {
        "en": "{revoke}: attention came after the round ended",
        "ru": "{revoke}: внимание обращено после окончания тура",
        "el": "{revoke}: η προσοχή επιστήθηκε μετά το τέλος του γύρου",
    },
    "64B6": {
        "en": "{revoke}: the revoke was on trick twelve",
        "ru": "{revoke}: фальшренонс был в двенадцатой взятке",
        "el": "{revoke}: η ρενόνς έγινε στη δωδέκατη λεβέ",
    },
    "64B7": {
        "en": "{revoke}: both sides revoked on the board",
        "ru": "{revoke}: фальшренонс допустили обе стороны в этой сдаче",
        "el": "{revoke}: και οι δύο άξονες έκαναν ρενόνς στη διανομή",
    },
    "64B8": {
        "en": "the revokes on trick {trick} were corrected under Law 62C3",
        "ru": "фальшренонсы во взятке {trick} исправлены по Правилу 62C3",
        "el": "οι ρενόνς στη λεβέ {trick} διορθώθηκαν σύμφωνα με τον Νόμο 62C3",
    },
    "64C": {
        "en": "{revokes}: the Director deems whether the non-offending side is compensated"
              " enough",
        "ru": "{revokes}: Судья решает, достаточно ли возмещён ущерб ненарушившей стороне",
        "el": "{revokes}: ο Διαιτητής κρίνει αν ο αναίτιος άξονας αποζημιώνεται επαρκώς",
    },
    "64C2(a)": {
        "en": "{revokes}: likely tricks without the later revokes",
        "ru": "{revokes}: вероятное число взяток без повторных фальшренонсов",
        "el": "{revokes}: πιθανές λεβέ χωρίς τις μεταγενέστερες ρενόνς",
    },
    "64C2(b)": {
        "en": "both sides revoked on the board",
        "ru": "фальшренонс допустили обе стороны в этой сдаче",
        "el": "και οι δύο άξονες έκαναν ρενόνς στη διανομή",
    },
    # Law 67 (2017): a defective trick
    "67.omitted": {
        "en": "{player} did not play to trick {trick}",
        "ru": "{player} не сыграл во взятку {trick}",
        "el": "ο παίκτης {player} δεν έπαιξε στη λεβέ {trick}",
    },
    "67.extra": {
        "en": "{player} also played {card} to trick {trick}",
        "ru": "{player} сыграл во взятку {trick} ещё и карту {card}",
        "el": "ο παίκτης {player} έπαιξε επιπλέον το {card} στη λεβέ {trick}",
    },
    "67A": {
        "en": "{defect}; noticed in time",
        "ru": "{defect}; обнаружено вовремя",
        "el": "{defect} · διαπιστώθηκε εγκαίρως",
    },
    "67B1": {
        "en": "{defect}; found after both sides played to trick {next}",
        "ru": "{defect}; обнаружено после того, как обе стороны сыграли во взятку {next}",
        "el": "{defect} · διαπιστώθηκε αφού και οι δύο άξονες έπαιξαν στη λεβέ {next}",
    },
    "67B1(a)": {
        "en": "{defect}; he holds the suit led",
        "ru": "{defect}; у него есть карта масти хода",
        "el": "{defect} · έχει φύλλο του χρώματος της εξόδου",
    },
    "67B1(b)": {
        "en": "{defect}; he holds no card of the suit led",
        "ru": "{defect}; у него нет карт масти хода",
        "el": "{defect} · δεν έχει φύλλο του χρώματος της εξόδου",
    },
    "67B2(a)": {
        "en": "{defect}; {card} goes back to his hand",
        "ru": "{defect}; карта {card} возвращается ему в руку",
        "el": "{defect} · το {card} επιστρέφει στο χέρι του",
    },
    "67B2(b)": {
        "en": "{card} restored to {player}: he failed to follow on trick(s) {tricks}",
        "ru": "{player}: карта {card} возвращена ему в руку, а он не сыграл в масть во"
              " взятке (взятках) {tricks}",
        "el": "ο παίκτης {player}: το {card} επιστρέφει στο χέρι του, ενώ δεν ακολούθησε"
              " χρώμα στη λεβέ (στις λεβέ) {tricks}",
    },
    "67B3": {
        "en": "{player}'s {card} from trick {trick} was misplaced",
        "ru": "{player}: карта {card} из взятки {trick} положена не на место",
        "el": "ο παίκτης {player}: το {card} από τη λεβέ {trick} τοποθετήθηκε λάθος",
    },
    "67B3.replayed": {
        "en": "{player}'s {card} from trick {trick} was misplaced and played again to trick"
              " {replayed}",
        "ru": "{player}: карта {card} из взятки {trick} положена не на место и снова сыграна"
              " во взятку {replayed}",
        "el": "ο παίκτης {player}: το {card} από τη λεβέ {trick} τοποθετήθηκε λάθος και"
              " παίχτηκε ξανά στη λεβέ {replayed}",
    },
    "67B1.ask": {
        "en": "{defect}; {unknown}: does he hold the suit led?",
        "ru": "{defect}; {unknown}: есть ли у него карты масти хода?",
        "el": "{defect} · {unknown}: έχει φύλλο του χρώματος της εξόδου;",
    },
    # Laws 53-56 (1997): leads out of turn
    "lead": {
        "en": "{player} led {card} to trick {trick}, {proper}'s turn",
        "ru": "{player}: ход {card} вне очереди во взятку {trick} (ходить должен был {proper})",
        "el": "ο παίκτης {player} βγήκε {card} εκτός σειράς στη λεβέ {trick} (σειρά είχε ο"
              " παίκτης {proper})",
    },
    "lead.no card": {
        "en": "{player} led to trick {trick}, {proper}'s turn",
        "ru": "{player}: ход вне очереди во взятку {trick} (ходить должен был {proper})",
        "el": "ο παίκτης {player} βγήκε εκτός σειράς στη λεβέ {trick} (σειρά είχε ο παίκτης"
              " {proper})",
    },
    "lead.accepted by statement": {
        "en": "accepted by {player}'s statement",
        "ru": "{player} принял ход заявлением",
        "el": "ο παίκτης {player} την αποδέχτηκε με δήλωση",
    },
    "lead.accepted by play": {
        "en": "accepted when {player} played to it",
        "ru": "ход принят: {player} сыграл на него",
        "el": "έγινε δεκτή όταν ο παίκτης {player} έπαιξε σε αυτή",
    },
    "lead.not accepted": {
        "en": "not accepted: the lead is made from the correct hand",
        "ru": "ход не принят: ходит тот, чья очередь",
        "el": "δεν έγινε δεκτή: βγαίνει το σωστό χέρι",
    },
    "lead; how": {
        "en": "{lead}; {how}",
        "ru": "{lead}; {how}",
        "el": "{lead} · {how}",
    },
    "lead; played to": {
        "en": "{lead}; {player} played to it",
        "ru": "{lead}; {player} сыграл на него",
        "el": "{lead} · ο παίκτης {player} έπαιξε σε αυτή",
    },
    "53C": {
        "en": "{lead}; {player} then led properly",
        "ru": "{lead}; затем {player} сделал правильный ход",
        "el": "{lead} · έπειτα ο παίκτης {player} βγήκε κανονικά",
    },
    "54A": {
        "en": "{player} spread his hand after the opening lead out of turn",
        "ru": "{player} раскрыл свою руку после первого хода вне очереди",
        "el": "ο παίκτης {player} άπλωσε το χέρι του μετά την πρώτη έξοδο εκτός σειράς",
    },
    "54B1": {
        "en": "{lead}; declarer accepted and played second from his hand",
        "ru": "{lead}; разыгрывающий принял ход и сыграл второй картой из своей руки",
        "el": "{lead} · ο εκτελεστής την αποδέχτηκε και έπαιξε δεύτερος από το χέρι του",
    },
    "54B2": {
        "en": "{lead}; declarer played the second card from dummy",
        "ru": "{lead}; разыгрывающий сыграл вторую карту с болвана",
        "el": "{lead} · ο εκτελεστής έπαιξε το δεύτερο φύλλο από τον μορ",
    },
    "54C": {
        "en": "{lead}; declarer could have seen dummy's cards",
        "ru": "{lead}; разыгрывающий мог видеть карты болвана",
        "el": "{lead} · ο εκτελεστής μπορεί να είδε τα φύλλα του μορ",
    },
    "54D": {
        "en": "{lead}; declarer required its retraction",
        "ru": "{lead}; разыгрывающий потребовал забрать ход",
        "el": "{lead} · ο εκτελεστής ζήτησε να αποσυρθεί",
    },
    "55B1": {
        "en": "{lead}; retracted at a defender's demand",
        "ru": "{lead}; ход забран по требованию вистующего",
        "el": "{lead} · αποσύρθηκε με απαίτηση αμυνόμενου",
    },
    "55B2": {
        "en": "{lead}; retracted, declarer leads from the correct hand",
        "ru": "{lead}; ход забран, разыгрывающий ходит из правильной руки",
        "el": "{lead} · αποσύρθηκε, ο εκτελεστής βγαίνει από το σωστό χέρι",
    },
    "55C": {
        "en": "{leads}: could his later play rest on it?",
        "ru": "{leads}: не основана ли на этом его дальнейшая игра?",
        "el": "{leads}: μήπως η μετέπειτα εκτέλεσή του βασίστηκε σε αυτό;",
    },
    "56": {
        "en": "{player}'s {card} led out of turn to trick {trick} is retracted at declarer's"
              " demand",
        "ru": "{player}: карта {card}, которой он пошёл вне очереди во взятку {trick},"
              " забрана по требованию разыгрывающего",
        "el": "ο παίκτης {player}: το {card} που βγήκε εκτός σειράς στη λεβέ {trick} αποσύρεται"
              " με απαίτηση του εκτελεστή",
    },
    # Law 57 (1997): a premature lead or play, and declarer's option
    "57": {
        "en": "{player} played {card} before his partner played to trick {trick}",
        "ru": "{player} сыграл {card} раньше, чем партнёр сыграл во взятку {trick}",
        "el": "ο παίκτης {player} έπαιξε το {card} πριν παίξει ο συμπαίκτης του στη λεβέ"
              " {trick}",
    },
    "57A1": {
        "en": "{early}; declarer chose highest",
        "ru": "{early}; разыгрывающий потребовал от партнёра нарушителя сыграть старшей картой"
              " масти хода",
        "el": "{early} · ο εκτελεστής απαίτησε από τον συμπαίκτη του υπαίτιου να παίξει το"
              " μεγαλύτερο φύλλο του χρώματος της εξόδου",
    },
    "57A2": {
        "en": "{early}; declarer chose lowest",
        "ru": "{early}; разыгрывающий потребовал от партнёра нарушителя сыграть младшей картой"
              " масти хода",
        "el": "{early} · ο εκτελεστής απαίτησε από τον συμπαίκτη του υπαίτιου να παίξει το"
              " μικρότερο φύλλο του χρώματος της εξόδου",
    },
    "57A3": {
        "en": "{early}; declarer chose forbid-{suit}",
        "ru": "{early}; разыгрывающий запретил партнёру нарушителя играть в масть {suit}",
        "el": "{early} · ο εκτελεστής απαγόρευσε στον συμπαίκτη του υπαίτιου να παίξει το"
              " χρώμα {suit}",
    },
    "57B": {
        "en": "{player} cannot play {option} on trick {trick}",
        "ru": "{player} не может сыграть во взятку {trick} {option}",
        "el": "ο παίκτης {player} δεν μπορεί να παίξει {option} στη λεβέ {trick}",
    },
    "57B.ask": {
        "en": "{unknown}: can he play {option} on trick {trick}?",
        "ru": "{unknown}: может ли он сыграть во взятку {trick} {option}?",
        "el": "{unknown}: μπορεί να παίξει {option} στη λεβέ {trick};",
    },
    "57.highest": {
        "en": "highest",
        "ru": "старшей картой масти хода",
        "el": "το μεγαλύτερο φύλλο του χρώματος της εξόδου",
    },
    "57.lowest": {
        "en": "lowest",
        "ru": "младшей картой масти хода",
        "el": "το μικρότερο φύλλο του χρώματος της εξόδου",
    },
    "57.forbid": {
        "en": "a suit other than the forbidden {suit}",
        "ru": "картой не запрещённой масти {suit}",
        "el": "φύλλο άλλου χρώματος από το απαγορευμένο {suit}",
    },
    "57C": {
        "en": "{early}, but dummy had already played to it",
        "ru": "{early}, но с болвана уже сыграли в эту взятку",
        "el": "{early}, όμως ο μορ είχε ήδη παίξει στη λεβέ",
    },
    # Law 58 (1997): simultaneous leads or plays
    "58A": {
        "en": "{players} played at once to trick {trick}",
        "ru": "{players}: одновременная игра во взятку {trick}",
        "el": "οι παίκτες {players} έπαιξαν ταυτόχρονα στη λεβέ {trick}",
    },
    "58": {
        "en": "{player} played {cards} at once to trick {trick}",
        "ru": "{player} сыграл одновременно карты {cards} во взятку {trick}",
        "el": "ο παίκτης {player} έπαιξε ταυτόχρονα τα φύλλα {cards} στη λεβέ {trick}",
    },
    "58B1": {
        "en": "{play}; one was visible",
        "ru": "{play}; видна была только одна карта",
        "el": "{play} · φαινόταν μόνο ένα φύλλο",
    },
    "58B2": {
        "en": "{play}; {visible} were visible",
        "ru": "{play}; видно карт: {visible}",
        "el": "{play} · φαίνονταν {visible} φύλλα",
    },
    "58B3": {
        "en": "{play}; a visible card was withdrawn after an opponent played",
        "ru": "{play}; видимую карту взяли назад после того, как оппонент сыграл вслед за ней",
        "el": "{play} · φύλλο που φαινόταν αποσύρθηκε αφού είχε παίξει αντίπαλος",
    },
    "58B4": {
        "en": "{play}; found after both sides played to trick {next}",
        "ru": "{play}; обнаружено после того, как обе стороны сыграли во взятку {next}",
        "el": "{play} · διαπιστώθηκε αφού και οι δύο άξονες έπαιξαν στη λεβέ {next}",
    },
    # Law 59 (1997): unable to lead or play as a penalty requires
    "59": {
        "en": "{player} cannot comply on trick {trick}",
        "ru": "{player} не в состоянии подчиниться наказанию во взятке {trick}",
        "el": "ο παίκτης {player} δεν μπορεί να συμμορφωθεί με την επανόρθωση στη λεβέ {trick}",
    },
    "59.ask": {
        "en": "{unknown}: can he comply on trick {trick}?",
        "ru": "{unknown}: может ли он подчиниться наказанию во взятке {trick}?",
        "el": "{unknown}: μπορεί να συμμορφωθεί με την επανόρθωση στη λεβέ {trick};",
    },
    # Law 60 (1997): play after an illegal play
    "60A2": {
        "en": "{lead}: treated as in turn",
        "ru": "{lead}: считается сделанным в очередь",
        "el": "{lead}: θεωρείται ότι έγινε στη σειρά",
    },
    "60A3": {
        "en": "{lead}; {player} still owes {card}",
        "ru": "{lead}; {player} по-прежнему обязан сыграть {card}",
        "el": "{lead} · ο παίκτης {player} εξακολουθεί να οφείλει το {card}",
    },
    "60B": {
        "en": "{player} played {card} before declarer's proper lead",
        "ru": "{player} сыграл {card} до правильного хода разыгрывающего",
        "el": "ο παίκτης {player} έπαιξε το {card} πριν από την κανονική έξοδο του εκτελεστή",
    },
    "60C": {
        "en": "{player} played to trick {trick} before the penalty",
        "ru": "{player} сыграл во взятку {trick} до наложения наказания",
        "el": "ο παίκτης {player} έπαιξε στη λεβέ {trick} πριν οριστεί η επανόρθωση",
    },
}
