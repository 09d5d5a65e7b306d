"""Hand-built model objects: Law 64 as 1997, 2007 and 2017 wrote it (English, from the
shipped sources), and a builder for small laws in any languages."""

from __future__ import annotations

import re

from bridgelaws.corpus.model import Clause, Corpus, Edition, Law, Text

CITE = re.compile(r"^(\d+)([A-Z]?)(\d*)(?:\((\w+)\))?$")
Row = tuple[str, "str | dict[str, str]", "str | dict[str, str]"]  # cite, heading, text


def build_law(edition: str, rows: list[Row], title: str = "") -> Law:
    """A law from (cite, heading, text) rows in document order; "" means none, a str is English."""
    root: Law | None = None
    by_cite: dict[str, Clause] = {}
    for cite, heading, text in rows:
        law, sec, para, item = CITE.match(cite).groups()
        parts = [("law", law)] + [(k, v) for k, v in
                                  (("sec", sec), ("para", para), ("item", item)) if v]
        kind = {"law": "law", "sec": "section", "para": "subsection", "item": "item"}[parts[-1][0]]
        fields = dict(kind=kind, num=parts[-1][1], cite=cite,
                      eid="__".join(f"{k}_{v}" for k, v in parts),
                      heading=_langs(heading), text={k: Text(v) for k, v in _langs(text).items()})
        if kind == "law":
            root = Law(**fields, title={"en": title} if title else {}, edition=edition)
            by_cite[cite] = root
            continue
        clause = Clause(**fields)
        ancestors = [law, law + sec, law + sec + para]
        parent = next(by_cite[a] for a in reversed(ancestors) if a in by_cite and a != cite)
        parent.children.append(clause)
        by_cite[cite] = clause
    return root


def _langs(value: str | dict[str, str]) -> dict[str, str]:
    if isinstance(value, dict):
        return value
    return {"en": value} if value else {}


def build_corpus(laws: dict[str, list[Law]]) -> Corpus:
    return Corpus(editions={e: Edition(e, {law.cite: law for law in ls}) for e, ls in laws.items()})


TITLE = "PROCEDURE AFTER ESTABLISHMENT OF A REVOKE"
A1_TEXT = ("and the trick on which the revoke occurred was won by the offending player, at the end "
           "of the play the trick on which the revoke occurred is transferred to the non-offending "
           "side together with one of any subsequent tricks won by the offending side.")
A2_TEXT = ("and the trick on which the revoke occurred was not won by the offending player then, "
           "if the offending side won that or any subsequent trick, after play ends one trick is "
           "transferred to the non-offending side.")
B_TAIL = [
    "the offending side did not win either the revoke trick or any subsequent trick.",
    "",
    "",
    "attention was first drawn to the revoke after a member of the non-offending side has made "
    "a call on the subsequent deal.",
    "attention was first drawn to the revoke after the round has ended.",
    "it is a revoke on the twelfth trick.",
]
C_2007 = ("When, after any established revoke, including those not subject to rectification, the "
          "Director deems that the non-offending side is insufficiently compensated by this Law "
          "for the damage caused, he shall assign an adjusted score.")

LAW64_1997: list[Row] = [
    ("64", "", ""),
    ("64A", "Penalty Assessed", "When a revoke is established:"),
    ("64A1", "Offending Player Won Revoke Trick",
     "and the trick on which the revoke occurred was won by the offending player, (penalty) after "
     "play ceases, the trick on which the revoke occurred plus one of any subsequent tricks won "
     "by the offending side are transferred to the non-offending side."),
    ("64A2", "Offending Player Did Not Win Revoke Trick",
     "and the trick on which the revoke occurred was not won by the offending player, then, if "
     "the offending side won that or any subsequent trick, (penalty) after play ceases, one "
     "trick is transferred to the non-offending side; also, if an additional trick was "
     "subsequently won by the offending player with a card that he could legally have played to "
     "the revoke trick, one such trick is transferred to the non-offending side."),
    ("64B", "No Penalty Assessed", "The penalty for an established revoke does not apply:"),
    ("64B1", "Offending Side Fails to Win Revoke Trick or Subsequent Trick", "if " + B_TAIL[0]),
    ("64B2", "Second Revoke in Same Suit by Offender",
     "to a subsequent revoke in the same suit by the same player."),
    ("64B3", "Revoke by Failure to Play a Faced Card",
     "if the revoke was made in failing to play any card faced on the table or belonging to a "
     "hand faced on the table, including a card from dummy's hand."),
    ("64B4", "After Non-offending Side Calls to Next Deal", "if " + B_TAIL[3]),
    ("64B5", "After Round Has Ended", "if " + B_TAIL[4]),
    ("64B6", "Revoke on Twelfth Trick", "to a revoke on the twelfth trick."),
    ("64C", "Director Responsible for Equity", C_2007.replace("rectification", "penalty")),
]

LAW64_2007: list[Row] = [
    ("64", "", ""),
    ("64A", "Rectification following a Revoke", "When a revoke is established:"),
    ("64A1", "", A1_TEXT),
    ("64A2", "", A2_TEXT),
    ("64B", "No Rectification",
     "There is no rectification as in A following an established revoke:"),
    ("64B1", "", "if " + B_TAIL[0]),
    ("64B2", "", "if it is a subsequent revoke in the same suit by the same player. "
                 "Law 64C may apply."),
    ("64B3", "", "if the revoke was made in failing to play any card faced on the table or "
                 "belonging to a hand faced on the table, including a card from dummy's hand."),
    ("64B4", "", "if " + B_TAIL[3]),
    ("64B5", "", "if " + B_TAIL[4]),
    ("64B6", "", "if " + B_TAIL[5]),
    ("64B7", "", "when both sides have revoked on the same board."),
    ("64C", "Director Responsible for Equity", C_2007),
]

LAW64_2017: list[Row] = [
    ("64", "", ""),
    ("64A", "Automatic Trick Adjustment", "When a revoke is established:"),
    ("64A1", "", A1_TEXT),
    ("64A2", "", A2_TEXT),
    ("64B", "No Automatic Trick Adjustment",
     "There is no automatic trick adjustment following an established revoke (but see Law 64C) "
     "if:"),
    ("64B1", "", B_TAIL[0]),
    ("64B2", "", "it is a subsequent revoke in the same suit by the same player, the first "
                 "revoke having been established."),
    ("64B3", "", "the revoke was made in failing to play a penalty card or any card belonging "
                 "to dummy."),
    ("64B4", "", B_TAIL[3]),
    ("64B5", "", B_TAIL[4]),
    ("64B6", "", B_TAIL[5]),
    ("64B7", "", "both sides have revoked on the same board and both revokes have become "
                 "established."),
    ("64B8", "", "the revoke has been corrected as per Law 62C3."),
    ("64C", "Redress of Damage", ""),
    ("64C1", "", C_2007.replace("rectification", "trick adjustment")),
    ("64C2", "", ""),
    ("64C2(a)", "", "After repeated revokes by the same player in the same suit (see B2 above), "
                    "the Director adjusts the score if the non-offending side would likely have "
                    "made more tricks had one or more of the subsequent revokes not occurred."),
    ("64C2(b)", "", "When both sides have revoked on the same board (see B7 above) and the "
                    "Director deems that a contestant has been damaged, he shall award an adjusted "
                    "score based on the likely result had no revokes occurred."),
]
