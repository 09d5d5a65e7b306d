"""English: `Law 50D`, `Laws 45E or 58B`, `Laws 61 to 64`, `L61B3a`, `this Law`, `see B2 above`."""

from __future__ import annotations

from bridgelaws.xref.grammar import BOOKS, EDITION_SHUT, Words

_LAWS = r"(?:[Ll]aws?|LAWS?|[Ee]dition|[Cc]ode)"

# Other games, their names in capitals too (`the Laws of Cricket`, `Rugby's Law 9`)
_GAMES = "|".join(f"[{game[0].upper()}{game[0]}]{game[1:]}" for game in (
    "football", "soccer", "cricket", "rugby", "tennis", "chess", "golf", "hockey", "basketball",
    "baseball", "poker", "volleyball", "snooker", "handball")) + "|MCC|FIFA|IFAB|FIDE"
# and bridge's other code, the Laws of Rubber Bridge
_GAMES += r"|[Rr]ubber[ \t]+[Bb]ridge"

# The list words that set a member against the one before: `L25A rather than L25B`
_CONTRASTS = ("but not", "and not", "not", "rather than", "instead of")

WORDS = Words(
    lang="en",
    # (not the Greek and Russian words in Latin letters, as Russian and Greek text reads them:
    # the scan would stop at every n and p of English text, a tenth slower for a rare form)
    # (and caps lock on: `lAW 73c`; a Cyrillic а typed for the a: `Lаw 73C`)
    law_word=r"[Ll][aа]ws?|LAWS?|lAWS?",
    copula="are|were|include",
    same_law=r"of[ \t]+the[ \t]+same[ \t]+[Ll]aw",
    plural_word=r"[Ll]aws|LAWS",
    self_word=r"[Ll]aw",  # `this Law`; `this law` in posts
    self_before=r"(?:[Tt]his|[Tt]he[ \t]+present)[ \t]+",
    direction=r"above\b|below\b|following\b",
    relative_before=(
        r"(?:\b(?:[Ss]ee|cf\.|[Cc]ompare)[ \t]+(?:(?:sub)?section[ \t]+|paragraph[ \t]+)?"
        r"|\b(?:[Ss]ub)?[Ss]ection[ \t]+|\b[Pp]aragraph[ \t]+"
        r"|\b(?:in|[Uu]nder|[Pp]er|[Ff]rom|[Bb]y|[Aa]pply|[Uu]se|with)[ \t]+"
        # items named before the part: `item (b) of section C1 above`, `items (b) to (e) of C1
        # below`, `in (i) to (iv) of B2(a) above`
        r"|\b(?:(?:[Ss]ub-?)?[Ii]tems?|[Ss]ub-?paragraphs?|[Pp]aragraphs?|in|[Uu]nder)[ \t]+"
        r"{named}[ \t]+of[ \t]+(?:(?:[Ss]ub)?[Ss]ection[ \t]+|[Pp]aragraph[ \t]+)?){rel}[ \t]+"
    ),
    # 2007 Law 64B: "There is no rectification as in A following an established revoke".
    # and `under C` where the clause ends after it (`to the national authority under C.`,
    # `a concession in B.`, `scoring follows B,`, `rather than B.`; group `clause_end`: find
    # checks that)
    letter_verbs=(r"(?:(?:still|also|only|then|now|therefore)[ \t]+)?"
                  r"(?:applies|lets|says|covers|allows|requires|provides|deals|governs|forbids"
                  r"|permits|states|prescribes|gives|tells|describes|sets|limits|does)"),
    # (and `(see A)`: group `shut`, find checks that the bracket closes after it)
    relative_after=(r"(?:as[ \t]+in|(?P<clause_end>[Uu]nder|per|in|follows|than)"
                    r"|\((?P<shut>[Ss]ee))[ \t]+{rel}"),
    # and a member set against the one before: `Law 16B, not 73C`, `L25A rather than L25B`
    list_words=("and/or", "and", "or", "&", "versus", "vs.", "vs", "AND", "OR", *_CONTRASTS,
                "then"),
    contrast_words=_CONTRASTS,
    range_words=("through", "thru", "to"),
    # Cyrillic capitals typed for the Latin ones they look like: `Law 16В1(а)`
    section_letters=dict(zip("АВСЕН", "ABCEH", strict=True)),
    item_letters={"а": "a", "с": "c", "е": "e"},
    range_from="from",
    range_open="[Ff]rom",
    short_form=True,
    detail=(r"(?:,?[ \t]+|[ \t]?{open})(?:(?:sub)?sections?|paragraphs?|paras?\.|clauses?)"
            r"[ \t]+{rel}"),
    detail_item=r",?[ \t]+(?:item|sub-?paragraph|paragraph)[ \t]+",
    part_word=(r"(?:[Ss]ub-?)?[Ss]ections?|[Pp]aragraphs?|[Pp]aras?\.|(?:[Ss]ub-?)?[Cc]lauses?"),
    part_of="of",
    detail_sub=r",?[ \t]+(?:sub-?section|item|sub-?paragraph|paragraph|para\.?|clause|point)[ \t]+",
    # `sections B1 and B2 of Law 64`, `paragraph (b) of section C1 of Law 12`, `under C of
    # this Law`
    part_before=(r"(?:(?:[Ii]tem|[Ss]ub-?paragraph|[Pp]aragraph|[Ss]ub-?clause|[Cc]lause)s?[ \t]+"
                 r"{item}[ \t]+of[ \t]+)?"
                 r"(?:(?:[Ss]ub)?(?:[Ss]ection|[Pp]aragraph|[Cc]lause)s?|[Uu]nder|[Ss]ee|[Pp]er"
                 r"|[Cc]ompare|particular|especially)"
                 r"[ \t]+{rel}[ \t]+of[ \t]+"),
    sub_before=(r"(?:(?:[Ii]tem|[Pp]aragraph)[ \t]+{item}[ \t]+of[ \t]+)?"
                r"(?:[Ss]ub-?sections?|[Pp]aragraphs?|[Ii]tems?|[Cc]lauses?)[ \t]+{subs}[ \t]+"
                r"of[ \t]+[Ss]ection[ \t]+{sec}[ \t]+of[ \t]+"),
    numbers_before=r"(?:[Ss]ub-?sections?|[Pp]aragraphs?|[Ii]tems?)[ \t]+{subs}[ \t]+of[ \t]+",
    bare_document=(BOOKS + r"|Code[ \t]+of[ \t]+Practice"
                   r"|[Cc]onditions?[ \t]+of[ \t]+[Cc]ontest|[Bb]y-?laws?|[Rr]egulations"),
    # (the word may be left out: `(a) to (c) of Law 43A1`)
    item_before=(r"(?:(?:(?:[Ss]ub-?)?[Ii]tems?|[Ss]ub-?paragraphs?|[Pp]aragraphs?"
                 r"|[Ss]ub-?clauses?|[Cc]lauses?)[ \t]+)?"
                 r"{items}[ \t]+of[ \t]+"),
    short_cited_before=(r"[Uu]nder|[Pp]er|[Ss]ee(?:[ \t]+also)?|[Cc]f\.|[Aa]ppl(?:ied|y|ies|ying)"
                        r"|[Rr]ul(?:ed|ing):?"
                        r"|[Ii]nvok(?:ed|e|es|ing)|[Cc]it(?:ed|e|es|ing):?|[Qq]uot(?:ed|e|es|ing)"
                        r"|[Bb]reach(?:ed|es)?(?:[ \t]+of)?|[Vv]iolat(?:ed|es|ing|ion[ \t]+of)"
                        r"|[Aa]ccording[ \t]+to"),
    short_cited_after=(r"lets|says|allows|requires|covers|applies|governs|deals|states|permits"
                       r"|forbids|prohibits|tells|defines|provides"),
    not_law_before=(
        r"\b(?:[Bb]oards?|[Tt]ables?|[Mm]atch(?:es)?|[Pp]airs?|[Rr]ounds?|[Ff]lights?|[Rr]ooms?"
        r"|[Ss]eats?|[Tt]eams?|[Gg]roups?|[Ss]ections?|[Dd]ivisions?|[Ss]essions?"
        # another document's numbering: `Blue Book 4B2`, `chapter 3A1`
        r"|[Bb]ooks?|[Cc]hapters?|[Pp]ages?|[Aa]rticles?|[Aa]ppendix|[Rr]egulations?"
        r"|[Pp]aragraphs?|[Pp]aras?\.?|[Ee]xhibits?|[Oo]rders?(?:[ \t]+No\.?)?|No\.|№"
        r"|[Ss]egments?"  # a translation tool's: `segment 40B2`
        r"|[Rr]ules?)"  # a club's or a regulation's: `club rule 6F`
    ),
    edition_after=(
        # `(Law 88, 1997 edition)`
        r"[ \t]*,[ \t]*(?:the[ \t]+)?{year}[ \t]+(?:edition|version|Laws|text|EDITION)\b|"
        # `(2007)`, `[2007]`, `(the 2007 Laws)`, `(2007 ed.)`, `(WBF 2017)`, `(Laws 2017)`,
        # after a list `(both 2007)`
        r"[ \t]*[(\[](?:(?:both|all)[ \t]+)?(?:the[ \t]+)?(?:WBF[ \t]+)?(?:Laws[ \t]+|ed\.[ \t]*)?"
        r"{year}"
        # (in capitals too, as headings write it: `(2007 EDITION)`)
        r"(?:[ \t]+(?:" + _LAWS + r"|EDITION|version|text|ed\.|edn\.?))?" + EDITION_SHUT +
        # `"Law 25B" in the 1997 book`, `12.C.1(e) from the 2017 Laws`, `in the 2007 one`
        r"|[\"”’']?[ \t]+(?:of|in|from)[ \t]+the[ \t]+{year}[ \t]+"
        r"(?:" + _LAWS + r"|book|rulebook|one)"
        + r"|[ \t]+of[ \t]+(?:the[ \t]+Laws[ \t]+of[ \t]+)?{year}"  # `Law 23 of 1997`
        # `of the current (2017) Laws`
        + r"|[ \t]+of[ \t]+the[ \t]+(?:[a-z]{3,10}[ \t]+)?\({year}\)[ \t]+(?:" + _LAWS + ")"
        # `Law 64 of the Laws of Duplicate Bridge 2007`, `... (2007)`
        + r"|[ \t]+of[ \t]+the[ \t]+Laws[ \t]+of[ \t]+Duplicate[ \t]+Bridge[ \t]+"
        r"(?:{year}|\({year}\))"
    ),
    # The year starts a word: tested after it (nothing glued before its first digit), so
    # that the search skips to a 1 or a 2 at C speed.
    # `the 2007 Laws, Law 64`, `the 2007 version of Law 64`, `2007 Law 64`
    # `Laws of Duplicate Bridge 2017, Law 20F1`, but not a date's `March 2017, Law 16`
    # `in the 1997 text they sat in Law 12C3`
    # `'97 Laws`, `2007's Law 25`
    edition_before=(r"{year}(?<!\w[0-9]{4})(?:['’]s)?(?:[ \t]+(?:(?:" + _LAWS
                    + r"|version|text|wording|equivalent|counterpart)\b[ \t,:]*|$)"
                    r"|(?:(?<=[Ll]aws [0-9]{4})|(?<=[Bb]ridge [0-9]{4})|(?<=LDB [0-9]{4}))"
                    r"[ \t]*,[ \t]*$)"),
    letter_words=("A", "I"),
    letter_before=("as", "As", "in", "In", "under", "Under", "per", "by", "from", "with", "see",
                   "See", "now", "of", "on", "at", "also", "applies", "apply", "applying",
                   "follows", "follow", "checks", "check", "particular", "particularly",
                   "especially", "notably", "is", "to",
                   # words that start a clause: `(A1 above), unless B below applies`
                   "unless", "though", "although", "if", "when", "where", "while", "but", "then",
                   "than", "compare"),
    other_game=_GAMES,
    owner_before=(r"(?<![^\W_])(?!(?:That|Here|There|What|Where|Which|Who|She|Let|This)['’])"
                  r"[A-Z][a-z]{2,}['’]s[ \t]+"),
    counts=(r"%|per[ \t]?cent|tricks?|boards?|deals|hands|[Ii][Mm][Pp]s?|[Vv][Pp]s?|points?"
            r"|match-?points?|MPs?|minutes?|mins?|seconds?|secs?|hours?|days?|weeks?|months?"
            r"|years?|times|cards?|players?|pairs?|teams?|tables?|rounds?|sessions?|members?"
            r"|people|votes?|outcomes?|results?|options?|ways|more|other|others|of|out|x"),
    not_law_after=(
        # (whose, in a word or two: `of the club's rules`, `of the county association's rules`)
        # (or its name: `of the Event Regulations`)
        r"[ \t]+of[ \t]+the[ \t]+"
        r"(?:[A-Za-z]{2,20}(?:['’]s)?[ \t]+(?:[A-Za-z]{2,20}(?:['’]s)?[ \t]+)?)?"
        r"(?:[Rr]egulations|[Cc]onditions|[Bb]y-?laws|[Cc]onstitution|[Rr]ules"
        r"|[Cc]ode[ \t]+of[ \t]+(?:[Pp]ractice|[Cc]onduct|[Ee]thics))\b"
        # another game's laws: `Law 41 of the MCC Laws of Cricket`
        r"|[ \t]+of[ \t]+the[ \t]+(?:[A-Z]{2,5}[ \t]+)?Laws[ \t]+of[ \t]+(?:the[ \t]+)?"
        r"(?!Duplicate|Contract|Bridge)[A-Z]"
        r"|(?:[ \t]{1,3}|-)(?:seconds?|secs?|minutes?|mins?|hours?|days?)\b"
        # another game's: `Law 11 in football`, `Law 42 of cricket`, `of the football Laws`
        r"|[ \t]+(?:in|of)[ \t]+(?:the[ \t]+)?(?:" + _GAMES + r")\b"
    ),
)
