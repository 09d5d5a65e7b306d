"""What a reference looks like in one language, compiled into linear-time regexes.

Each language module (grammar_en, grammar_ru, grammar_el) fills in a `Words`; this module
compiles it. Finding runs in two steps: a trigger regex without groups skips most of the
text at C speed and does not stop at `Law Law Law`; only where it fires are the full
patterns tried, anchored there (for `see B2 above`, in a short window ending at `above`).
Every quantifier is bounded, so each try reads a few dozen characters at most: `annotate`
stays linear on adversarial input.

A cite may be written glued (`12C1(c)`), spaced (`Law 64 A2`, `12 C 1 (c)`) or dotted
(`12.C.1(c)`); after a separator the section letter must be a capital, so `Law 64 a
player` is Law 64, and not a capital that is a word of the language going on with the
sentence (`Law 64 A player`, `Правило 64 В случае`, `Νόμος 64 Η αποκατάσταση`) or a
hyphenated word (`Law 40 B-type`). A cite without a law word (`12C1(c)`) counts only
with a section letter the Laws use (A to L: `4S2` is a contract and its result) and a
sub-clause, and not after a word that numbers something else (`Match 3B2`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bridgelaws.xref.scan import literal_first, optional_as_branch

# Laws of Duplicate Bridge have at most 93 laws; a bigger number is a year or a count.
MAX_LAW = 93
# How far before `above` a relative reference may start: `см. подпункт B2(a) ` with room.
WINDOW = 40
# How far before its law the parts named there may start: `Το εδάφιο (β) της παραγράφου Γ1
# του ` (37), `sections B1, B2 and B3 of ` (27), with room.
PART_WINDOW = 64
# How far before a head another document may be named: `Κανονισμοί Αγώνων ΕΟΜ, `,
# `Федеральный закон № 329-ФЗ «О физической культуре и спорте», `.
DOCUMENT_WINDOW = 80
# How far before a reference an edition it is read in may be named: `Under the 2007 Laws, `.
EDITION_WINDOW = 80
# Latin letters anywhere: sections upper case (lower case read as upper), items lower case.
LATIN_SECTION = "A-Za-z"
# The section letters the Laws use (no law has a section M): a cite with no law word needs
# one, so a contract and its result (`4S2`, `3N1`) is not read as a law.
BARE_SECTIONS = "ABCDEFGHIJKL"
# A lower-case letter in any of the languages: a sentence goes on after a word.
LOWER = "a-zа-яёα-ωάέήίόύώϊϋΐΰ"
LATIN_ITEM = "a-z"
# What marks a letter as a number, as Greek numbers are written (`εδάφιο β΄`): the keraia
# (U+0384 or U+0374) or an apostrophe typed for it; an item so named before its part is
# read as `(b)`.
ITEM_MARK = "΄ʹ'’"
# A sub-item below an item: `67B2(a)(ii)`.
ROMAN = r"(?:iii|ii|iv|ix|i|viii|vii|vi|v|x)"
# One separator a writer may put between the parts of a cite: `64 A2`, `12.C.1`, `64-B-2`.
SEP = r"[ \t.-]?"
# A small section letter or item standing apart (`law 12 c 1 e`, `Ν.12 Γ 1 γ`): not `a` or
# `i`, words (nor the Greek article `η`)
SMALL_SECTION = "[b-hβγδε]"
# Not followed by a letter or a digit: a citation ends at a word boundary, so `16C2xy`,
# `64A216` (a footnote marker glued on) and `12th` are not read as citations.
END = r"(?![^\W_])"
# The law words typed in Latin letters, as Russian and Greek posts type them: Greeklish
# (`nomos 16B`) and Russian transliterated (`po pravilu 25A`)
GREEKLISH = r"[Nn]om(?:ous|os|ou|oi|wn|o)"
TRANSLIT_RU = r"[Pp]ravil(?:ami|ah|am|om|o|a|u|e)?"
# Where an edition in brackets ends: the bracket closes, or it goes on after a comma with
# what is no edition (`(2017 edition, p. 82)`), left to be read as text.
EDITION_SHUT = r"(?:[)\]]|(?=[ \t]*[,;][^()\[\]\n]{1,30}[)\]]))"
# Another document by its English name, in any language's text: `Blue Book 7B1`
BOOKS = r"(?:Blue|Orange|White|Red)[ \t]+Book"
# The year is read back from the match (parts.year_named); players shorten it: `the '97 Laws`
YEAR = r"(?:(?:19|20)[0-9]{2}|['’][0-9]{2})(?![0-9])"
HEADS_MEMO = 20_000
# The forum shorthand's L may be an abbreviation (`L.27B1(b)`, `L. 16B`), or stand apart
# from its number (`L 23C`; `L 23` alone may number anything: find reads which).
SHORT_DOT = r"(?:\.[ \t]{0,2}|[ \t](?=[1-9]))?"  # `L.  73C`: two blanks, a typo
# What may follow a head, in the order find tries them, and the prefix of the group that
# says which may (`more_member`).
TAILS = ("range_end", "range_end_word", "member", "detail", "not_law_after", "edition_after")
MORE = "more_"
# The most blanks read between two parts of a reference: `Law 64  (2007)`, `Laws 61 ,  62`.
BLANKS = 3


@dataclass(frozen=True)
class Words:
    """The language-specific parts of the grammar, as regex sources and letter maps."""

    lang: str
    law_word: str  # a law word in any case form, e.g. `[Ll]aws?`; abbreviations end in `.`
    plural_word: str  # the forms that are (or may be) plural: a bare list member may follow
    self_word: str  # the law word of a self reference: `Law` in `this Law`
    self_before: str  # what stands before it: `this ` (starting with a letter, no \b)
    direction: str  # `above|below`: ends a relative reference
    # What stands before the direction word: `see {rel} `; `{rel}` is the relative cite.
    relative_before: str
    list_words: tuple[str, ...]  # `and`, `or`: join list members
    range_words: tuple[str, ...]  # `to`: joins a range's ends (dashes always do)
    range_from: str = ""  # opens a range after the law word: `с` in `Правила с 61 по 64`
    # Non-Latin letters and what they are read as, in the order they count.
    section_letters: dict[str, str] = field(default_factory=dict)
    item_letters: dict[str, str] = field(default_factory=dict)
    short_form: bool = False  # `L61B3a`, the forum shorthand
    # Words between a plural law word and its numbers, as a sentence names them: `the claim
    # laws are 68-71`
    copula: str = ""
    same_law: str = ""  # the law named before, after its parts: `of the same Law`
    # The list words that set a member against the one before (`Law 64B2, not section B3`,
    # `а не пункт В3`): a part named by its word may follow only these.
    contrast_words: tuple[str, ...] = ()
    # The articles a law word may stand after with parts listed before them, no part word:
    # `το Β4 ή το Β5 του Νόμου 64`
    articles_before_law: tuple[str, ...] = ()
    # The letters of the language's own script, which other languages' texts hold only where
    # they quote it: a reference in them is read in any language's text (`«Правило 40С»` in
    # an English translator's note); "" for a script other languages share (Latin: the
    # Russian and Greek grammars read English law words themselves, and a second reading of
    # every `L16D` of their texts cost a quarter of their time).
    script: str = ""
    # Letters of that script one of which each of its law words holds (`П` of `Правило`, `п.`,
    # `с` of `ст.`): a text holding none quotes no reference in it, as `in` tells at C speed
    # (a scan for the script's letters costs a hundred times more).
    script_marks: str = ""
    relative_after: str = ""  # a relative reference that starts with a literal: `as in {rel}`
    # What a part does, said right after its letter alone (`C applies when`, `but C still lets
    # the Director`): with the law the text stands in, the letter names its part.
    letter_verbs: str = ""
    section_word: str = ""  # law words that cite only with a section: `п. 64B2`, not `п. 3`
    # Names a section after a whole law: `ст. 64, п. {rel}`; `{open}` an opening bracket
    # (`Правило 64 (п. B2)`), read only with its partner.
    detail: str = ""
    # An ordinal's ending before the law word: `16-м Правиле`, `του 16ου Νόμου`.
    ordinal: str = ""
    # Names sub-clauses before their section and law: `пункт {subs} раздела {sec} ` (`пункт
    # 2 раздела B Правила 64`, `пп. 1 и 2 раздела А`), after an item (`{item}`), and a
    # sub-item before it (`{subitem}`), or not.
    sub_before: str = ""
    # Names sub-clauses by number before a law that names their section: `{subs}` the
    # numbers (`οι παρ. 1 και 2 του Νόμου 79Γ`, `пп. 1 и 2 Правила 79С`).
    numbers_before: str = ""
    # What counts things after a number (`tricks`, `взяток`, `λεβέ`, `%`): after a law word
    # in the singular, a bare number that a count follows is no list member (`Law 64 and
    # 12 tricks`), while one without is (`Law 83 and 92 both say`, `Закону 13 или 14?`).
    counts: str = ""
    # Names a part of a law (`section`, `пункт`, `παρ.`): with the law the text stands in
    # (`--law`), `section C` and a clause with its number (`B1(b) applies`) are that law's
    # parts, as `B2 above` is; `part_of` joins a part to a self reference after it (`C2 of
    # this Law`).
    part_word: str = ""
    part_of: str = ""
    # Names the sub-clause after a detail that named a section alone: `, item 3` of `Law
    # 64, section B, item 3`; the number (and items) follow it.
    detail_sub: str = ""
    detail_item: str = ""  # the same for an item: `, item (b)` after `, subsection 4`
    # Names a section before a whole law, ending where the law word starts: `section {rel}
    # of ` (`section B2 of Law 64`), `пункт {rel} ` (`пункт B2 Правила 64`); `{item}` an
    # item named before the part (`paragraph (b) of section C1 of Law 12`). A list or range
    # of parts may stand for `{rel}` (`sections B1 and B2 of Law 64`, `пункты В1–В3`).
    part_before: str = ""
    # Names an item, or items listed or ranged, before a law that names their sub-clause,
    # ending where the law starts: `items {items} of ` (`items (a) to (e) of Law 40B2`),
    # `пп. {items} `, `εδάφιο {items} της παρ. ` (`το εδάφιο (β) της παρ. 67Β1`).
    item_before: str = ""
    # Another document named right before a head, a comma between: its article, not a law
    # (`Κανονισμοί Αγώνων ΕΟΜ, άρθρο 12Γ`, `Регламент соревнований, статья 5`).
    document_before: str = ""
    # Another document named earlier in the clause of a bare cite (`In the Blue Book, 7B1 ...
    # and 7B3`): its numbers, not the Laws'.
    bare_document: str = ""
    # A law word that is an article's: after another document named earlier in the sentence,
    # one of its articles (`свой регламент: п. 12В ..., а ст. 4 касается опозданий`)
    article_word: str = ""
    # Another game, named earlier in a sentence: its laws are not these (`In football, Law 11`)
    other_game: str = ""
    # Whose law another is, right before its law word: `Quebec's Law 25` (not `That's Law 16D`)
    owner_before: str = ""
    # A rule of thumb by its name, as its sentence shows (matched at the head): `Правило 11
    # подсказывает, сколько старших карт` (the Rule of Eleven), not Law 11
    rule_of_thumb: str = ""
    # A head as written that is no law: Russian `правило 11`, the Rule of Eleven.
    not_law_head: str = ""
    # What says that an L apart from a number with no section cites a law (`L 23` alone may
    # number a row, a loss, a size): a word before it that applies or names one (`applied L
    # 23`, `under L 86`), or one after it that says what a law does (`L 86 lets`).
    short_cited_before: str = ""
    short_cited_after: str = ""
    # Words after which a number-letter-number is not a law: `Match 3B2`, `Table 12C1`.
    not_law_before: str = ""
    # An edition written right after a reference (`(2007)`), or before it (`the 2007 Laws, `);
    # `{year}` is the year.
    edition_after: str = ""
    edition_before: str = ""
    # Words after which a letter alone before a direction is a part (`as A above says`).
    letter_before: tuple[str, ...] = ()
    # A demonstrative after the self word, where the language puts it there: `του Νόμου αυτού`
    self_after: str = ""
    # Capital section letters that are also words (`A`, `I`; `В`, `А`; `Η`): spaced after a
    # law number and followed by a lower-case word, they start the sentence's next words.
    letter_words: tuple[str, ...] = ()
    # A word that opens a range before its first law word (`from Law 61 to Law 64`, `с
    # Правила 61 по Правило 64`): only then may the range's end repeat the law word, as
    # `moves 64B7 to Law 64B8` is no range. `article`: what may stand before a law word
    # there (`από τον Νόμο 61 έως τον Νόμο 64`).
    range_open: str = ""
    article: str = ""
    member_article: str = ""  # after a list word: `ή ο Β2` (`ο`, `η`, `οι` ... and blanks)
    # What, right after a cite, says its number is not a law's: another document
    # (`статья 5 регламента`, `άρθρο 3 του κανονισμού`) or a unit (`правило 10 секунд`,
    # `правило 2 из 3`): a count of time or a match format.
    not_law_after: str = ""


@dataclass(frozen=True)
class Grammar:
    words: Words
    # A head where one starts (`Law 4`, `L4`, `12C1`), without groups but the last one: the
    # empty group MORE + the name of the first of TAILS that may follow it (Match.lastgroup;
    # None where none may, most heads: none of them is tried; where one may, those before
    # it are not).
    cite_trigger: re.Pattern[str]
    # Every cite trigger needs a digit 1-9 at most this many characters after its start
    # (`Laws from 6`): the scan for one starts this far before the next such digit, so a
    # stretch without digits is passed over at C speed (`Law Law Law`: no reference).
    digit_reach: int
    # Where a self or relative reference may start (`this Law`, `as in A`) or end (`above`).
    context_trigger: re.Pattern[str]
    # A head's parts, where the trigger found one: `Law 64B2` at a law word, `L64B2` at an
    # L, `12C1(c)` at its first digit.
    head: re.Pattern[str]
    short: re.Pattern[str] | None
    bare: re.Pattern[str]  # and an ordinal before its law word (group `word`): `16-м Правиле`
    # search, anchored at the end of a short window: groups `sitem`, `s1`, `s2` (`sto` set
    # where they are a range's ends), `ssec`
    sub_before: re.Pattern[str] | None
    numbers_before: re.Pattern[str] | None  # the same, anchored: groups `s1`, `s2`, `sto`
    self_ref: re.Pattern[str]  # `this Law`, at its first word
    relative_before: re.Pattern[str]  # `see B2 `: search in the window ending at `above`
    relative_bare: re.Pattern[str]  # `B2 ` alone, at the last word before `above`
    # `B1 and `, `B1, ` (or a range's `B1 to `, `B1–`: group `to`) before another relative
    # cite: search in the window ending at it
    relative_member: re.Pattern[str]
    # An item alone, as a range's end, at the last word before `above`: `(c) ` of `A1(a) to
    # (c) above` (group `pitem`, as `range_end`'s; `pend` where it ends)
    item_end: re.Pattern[str]
    # The same, at its start: the parts listed before their law (`B1 and ` of `sections B1
    # and B2 of Law 64`)
    part_member: re.Pattern[str]
    relative_after: re.Pattern[str] | None  # `as in A`, at its first word
    # `section C`, `B1(b)`, `B1–B7`, `пункты В1 и В2` at the first word (group `pword` the
    # part word, `plist` the parts before the last); None without part words
    relative_free: re.Pattern[str] | None
    letter_verb: re.Pattern[str] | None  # match: a letter alone, group `lsec`, and its verb
    # After `relative_free`: a self reference it belongs to (`C2 of this Law`, group `self`),
    # a direction (`B1 and B2 above`: read at it) or a law it names the parts of (`B2 of Law
    # 64`): the last two are not read as free parts (groups `direction`, `law`)
    free_after: re.Pattern[str] | None
    part_word_alone: re.Pattern[str] | None  # fullmatch: a part word (`section`, `пп.`)
    member: re.Pattern[str]  # a list member after a citation
    range_end: re.Pattern[str]  # a range's end after a citation, whole or in part
    range_end_word: re.Pattern[str]  # the same, the law word repeated: `to Law 64`
    opened: re.Pattern[str] | None  # search, anchored at the end of a short window
    # A law word as a form's label (`Laws applied: `, `Law(s): `), anchored at the end of a
    # short window: a search
    label: re.Pattern[str]
    plural: re.Pattern[str]  # fullmatch: a law word that may head a list of bare numbers
    counts: re.Pattern[str] | None  # match after a number: it counts something
    section_word: re.Pattern[str] | None  # fullmatch: a law word that needs a section
    detail: re.Pattern[str] | None  # `, п. B2` after a whole law
    detail_sub: re.Pattern[str] | None  # `, item 3` after a detail's section
    detail_item: re.Pattern[str] | None  # `, item (b)` after a detail's sub-clause
    part_bare: re.Pattern[str] | None  # `D of `, right before a self reference: search
    # search, anchored at the end of a short window; group `plist` the parts before the last
    part_before: re.Pattern[str] | None
    # search, anchored at the end of a short window: groups `i1`, `i2` the items, `ito` set
    # where they are a range's ends
    item_before: re.Pattern[str] | None
    not_law_before: re.Pattern[str] | None  # search, anchored at the end of a short window
    document_before: re.Pattern[str] | None  # the same, in a window of DOCUMENT_WINDOW
    bare_document: re.Pattern[str] | None  # search in the window before a bare cite
    other_game: re.Pattern[str] | None  # search in the window before a law without section
    owner_before: re.Pattern[str] | None  # search, anchored at the end of a short window
    rule_of_thumb: re.Pattern[str] | None  # match at a head
    article_word: re.Pattern[str] | None  # fullmatch
    # the next article listed after one (`Статья 5 и статья 6`): where find asks whose it is
    next_article: re.Pattern[str] | None
    not_law_head: re.Pattern[str] | None  # fullmatch
    short_cited_before: re.Pattern[str] | None  # search, anchored at the end of a short window
    short_cited_after: re.Pattern[str] | None  # match after the number
    # After a cite and what hangs on it: what says its number is no law's (the empty group
    # `not_law_after` set, Match.lastgroup), else an edition named (`edition_after`).
    after: re.Pattern[str] | None
    edition_before: re.Pattern[str] | None  # search in the window before a reference
    # A head as written (`Law 64B2`, `L64B2`, `64B2`: which pattern read it shows in its
    # first characters) -> how find read it, or None where it is no law (`Law 99`, `п. 3`):
    # the same head recurs through a text, and a match's groups depend only on the
    # characters it matched. Filled by find, up to HEADS_MEMO entries.
    heads: dict[str, object] = field(default_factory=dict, compare=False, repr=False)


def _alternation(options: list[str]) -> str:
    """Longest first, so `ΣΤ` wins over a shorter prefix and nothing needs backtracking."""
    return "|".join(re.escape(o) for o in sorted(options, key=lambda o: (-len(o), o)))


def _letters(latin: str, extra: list[str]) -> str:
    alt = _alternation(extra)
    return f"{alt}|[{latin}]" if alt else f"[{latin}]"


def _capitals(words: Words, bare: bool = False) -> str:
    """Capital section letters; `bare`: only those the Laws use (A to L, in any script)."""
    extra = [k for k, v in words.section_letters.items()
             if k[0].isupper() and (not bare or v in BARE_SECTIONS)]
    return _letters(f"{BARE_SECTIONS[0]}-{BARE_SECTIONS[-1]}" if bare else "A-Z", extra)


def _spaced(words: Words) -> str:
    """A separator before a section letter, unless that letter is a word of the sentence
    (`Law 64 A player`, not `Law 64 A and B`) or of a hyphenated word (`Law 40 B-type`)."""
    joins = "|".join(re.escape(w) for w in (*words.list_words, *words.range_words))
    capitals = _capitals(words)
    word = ""
    if words.letter_words:
        word = (f"|(?:{_alternation(list(words.letter_words))})[ \t]+"
                f"(?!(?:{joins}){END})[{LOWER}]")
    # a small letter too where a sub-clause follows it apart (`law 12 c 1 e`, `12.c.1`, typed
    # in small letters), but not `a` or `i`, English words (`Law 64 a 1-trick adjustment`)
    # (two blanks, a typo, where a sub-clause follows the letter: `Law 64  B2`, `12  С 1 (d)`)
    return (f"{SEP}(?=(?:{capitals}))(?!(?:{capitals})-[{LOWER}]{word})"
            f"|[ \t]{{2}}(?=(?:{capitals})[ \t]?[1-9])"
            f"|[ \t.](?={SMALL_SECTION}[ \t.][1-9])")


def _item(words: Words, p: str = "") -> str:
    """`(b)`, `(b)(ii)`, `(e) (ii)`, or a glued `b` or `b(ii)` (`L40B2a(ii)`), after a
    sub-clause."""
    item = _letters(LATIN_ITEM, list(words.item_letters))
    # in brackets, a capital too where they follow the number: a heading in capitals
    # (`LAW 12C1(E)`, `ПРАВИЛУ 21В1(А)`, `ΝΟΜΟΣ 21Β1(Α)`)
    capital = _letters("A-Z", [letter.upper() for letter in words.item_letters])
    return (
        rf"(?:{SEP}\((?P<{p}item>{item}|(?<=[0-9]\()(?:{capital}))\)"
        rf"(?:{SEP}\((?P<{p}subitem>{ROMAN})\))?"
        # its sub-item in brackets or after a dot (`L. 20.F.5.b.ii`): a bracket only with its
        # partner
        # or a small letter after a blank, where the sub-clause stood apart too (`Law 43 B 2
        # b:`; not `Law 12C1 e.g.`), `a` or `i` where no word follows (`law 45 c 4 a –`)
        + (rf"|(?:\.|[ \t](?:(?<=[ \t][1-9][ \t])|(?<=[ \t][1-9][0-9][ \t]))"
           rf"(?=(?:{SMALL_SECTION}|[ai](?![ \t]*[^\W_]))(?![^\W_]|\.[^\W_])))?"
           rf"(?P<{p}glued>{item})(?:(?:[ \t]?\((?=(?:{ROMAN})\))|\.(?=(?:{ROMAN})(?![^\W_])))"
           rf"(?P<{p}gsub>{ROMAN})\)?)?" if not p else "")
        + ")?"
    )


def cite_pattern(words: Words) -> str:
    """Law number, section letter, sub-clause number, item: `64`, `64B`, `64B2`, `43B2(b)`;
    the letter and the number may stand in brackets, as the item does (`64B(2)`,
    `12(C)(1)(e)`, `16 (B)`; a letter in brackets a capital: `Law 64 (a)` is Law 64, `п.
    3(b)` another document's item): a bracket is read only with its partner."""
    sec = _letters(LATIN_SECTION, list(words.section_letters))
    return (
        "(?P<law>[1-9][0-9]?)(?![0-9])"
        f"(?:(?:{_spaced(words)}|[ \\t]?{_OPEN.format(_capitals(words))})?"
        f"(?P<sec>{sec}){_SHUT}"
        f"(?:{SEP}(?:{_OPEN.format('[1-9][0-9]?')})?(?P<sub>[1-9][0-9]?)(?![0-9]){_SHUT}"
        f"{_item(words)})?)?" + END
    )


_OPEN = r"\((?=(?:{})\))"  # a bracket opened before a letter or number it closes on
_SHUT = r"(?:(?<=\(.)\)|(?<=\(..)\))?"  # the bracket after one or two characters closed


def bare_pattern(words: Words, scan: bool = False) -> str:
    """A cite without a law word: it needs a capital section letter, and a sub-clause
    unless it follows a reference to the same law (`Law 70, especially 70D`: find reads
    which).

    Or, in a language that writes them, an ordinal before its law word (`16-м Правиле`,
    group `word`): one alternative after the digits, which the scan tries once.

    `scan`: for the trigger, the first digit must start a word, tested right after it so
    that the scan passes over digits glued to letters (`L61B3aL61B3a...`) at C speed."""
    first = r"[1-9](?<![^\W_][1-9])" if scan else "[1-9]"
    rest = (rf"(?![0-9])\.?(?P<sec>{_capitals(words, bare=True)})"
            rf"(?:\.?(?P<sub>[1-9][0-9]?)(?![0-9]){_item(words)})?" + END)
    if words.ordinal:
        rest = f"(?:{rest}|(?:{words.ordinal})[ \t]+(?P<word>{words.law_word}){END})"
    return rf"(?P<law>{first}[0-9]?){rest}"


def relative_pattern(words: Words) -> str:
    """A cite inside the citing law, without the law number: `B2`, `C2(a)`."""
    return (
        f"(?P<rel>(?P<rsec>{_capitals(words)})(?:{SEP}(?P<rsub>[1-9][0-9]?)(?![0-9])"
        f"{_item(words, 'r')})?)" + END
    )


def _bounded(source: str) -> str:
    """`source` with every run of blanks bounded (`[ \\t]*` -> `[ \\t]{0,BLANKS}`): what
    follows a cite is tried after every cite, and an unbounded run would be read to its
    end each time (a cite and 1 MB of spaces: as slow as reading the megabyte 20 times)."""
    return (source.replace(r"[ \t]*", rf"[ \t]{{0,{BLANKS}}}")
            .replace(r"[ \t]+", rf"[ \t]{{1,{BLANKS}}}"))


def _compile(source: str) -> re.Pattern[str]:
    return re.compile(optional_as_branch(_bounded(source)))


def _widest(source: str) -> int:
    """The most characters `source` can match (lookarounds read but match none)."""
    return re._parser.parse(_bounded(source)).getwidth()[1]


def _unset(*names: str) -> str:
    """Groups a pattern holds only for the code that reads it with others, never set."""
    return "".join(f"(?P<{name}>(?!))?" for name in names)


def _ungroup(source: str) -> str:
    return re.sub(r"[(][?]P<[a-z]+>", "(?:", source)


def self_ref_pattern(words: Words) -> str:
    """`this Law`: the law the text stands in, not followed by a number; in a language that
    writes it so, the demonstrative after it (`του Νόμου αυτού`)."""
    after = f"|(?:{words.self_word})[ \\t]+(?:{words.self_after})" if words.self_after else ""
    return f"(?:(?:{words.self_before})(?:{words.self_word})\\b{after})(?![ \\t]*[0-9])"


def compile_grammar(words: Words) -> Grammar:
    cite, rel = cite_pattern(words), relative_pattern(words)
    self_ref = self_ref_pattern(words)
    after = words.relative_after.replace("{rel}", rel)
    # the longest first: `και όχι` before `και`, where nothing after the word is asked for
    joins = "|".join(re.escape(w) for w in sorted(words.list_words, key=len, reverse=True))
    to = "|".join(re.escape(w) for w in words.range_words)
    ranged = rf"[ \t]*[-–—][ \t]*|[ \t]+(?:{to})[ \t]+"  # a range's dash or word
    # Between two numbers or items listed or ranged, which not told (find reads it from
    # what stands between them): `(a) to (c)`, `(b)–(е)`, `50 and 51`
    between = rf"(?:[ \t]*[-–—,][ \t]*|[ \t]+(?:{joins}|{to})[ \t]+)"

    def one_or_two(one: str) -> str:
        """`one`, or two of it listed or ranged."""
        return rf"{one}(?:{between}{one})?"

    # After a law word: a space, nothing after an abbreviation's dot (`ст.64`), nothing
    # before its number (`Law16B`, `Правило64А2`: written so in posts), or a number sign
    # (`Law No. 64`, `Law #16`, `Law#40`, `Law nr 16`, `Правило № 64`, `Νόμος αρ. 64`), or
    # a dot typed for the space (`Law.16`), or a bracket around the laws a word names (`the
    # claim laws (68–71)`, `laws (50 and 51)`; a bracket closes after a number, or a list or
    # range goes on: not `Law (2007)`, `laws (12 of them)`), or the language's copula after
    # a plural (`laws are 68-71`).
    gap = (r"(?:(?<=\.)\s{0,3}|\b\s{1,3}(?:(?:№|#|No\.|[Nn]r\.?|αρ\.)[ \t]?)?"
           r"|(?:№|#)[ \t]?|\.(?=[1-9])|(?=[1-9])"
           rf"|[ \t]?\((?=[1-9][0-9]?(?:\)|{between}))"
           # (not a count: `the laws are 2 years old`)
           + (f"|(?<=[sS])[ \t]+(?:{words.copula})[ \t]+"
              f"(?=[1-9])(?![0-9]{{1,2}}[ \t]*(?:{words.counts}){END})" if words.copula else "")
           + ")")
    opens = f"(?:(?P<from>{words.range_from})[ \\t]+)?" if words.range_from else ""
    first = f"(?:{_ungroup(opens)})?" if opens else ""
    # No leading \b or lookbehind: find() checks that a hit starts a word.
    word = f"(?:{words.law_word}){gap}"
    head = rf"(?P<word>(?:{words.law_word})){gap}{opens}{cite}"
    # The trigger reads the heads themselves, without groups: the scan skips to a head's
    # first character at C speed and stops only where a whole head stands.
    cites = [f"{word}{_ungroup(opens)}{_ungroup(cite)}", _ungroup(bare_pattern(words, scan=True))]
    if words.short_form:
        # The L is tested first (the scan skips to it); one glued to a word is passed over
        # in the scan, not one hit at a time: `L61B3aL61B3a...`.
        cites.append(f"L(?<![^\\W_]L){SHORT_DOT}{_ungroup(cite)}")
    context = [self_ref, words.direction] + ([_ungroup(after)] if after else [])
    if words.letter_verbs:
        context.append(f"(?:{_capitals(words)})[ \t]+(?:{words.letter_verbs}){END}")
    if words.part_word:  # `section C`, or a capital glued to a number: `B1`
        context += [f"(?:{words.part_word})[ \t]*(?:{_capitals(words)})",
                    f"(?:{_capitals(words)})[1-9]"]
    short = f"(?:L{SHORT_DOT})?" if words.short_form else ""
    # Between listed parts: `, `, `, and `, ` and `; a range's ` to ` or dash (group `to`).
    # (an article may follow the word: `την παράγραφο Β και όχι τη Γ του Νόμου 29`)
    joined = (rf"[ \t]*,[ \t]*(?:(?:{joins})[ \t]+(?:{words.member_article})?)?"
              rf"|[ \t]+(?:{joins})[ \t]+(?:{words.member_article})?")
    listed = rf"(?:{joined}|(?P<to>{ranged}))"
    member_cite = cite.replace("(?P<", "(?P<m")
    member_rel = rel.replace("(?P<r", "(?P<mr")
    item = _letters(LATIN_ITEM, list(words.item_letters))

    def optional(source: str, wrap: str = "{}") -> re.Pattern[str] | None:
        return _compile(wrap.format(source)) if source else None

    # A range's end may leave out what it shares with its start: `64B1-3`, `13A–C`,
    # `12C1(a)-(c)` (find reads which).
    # A start written as an ordinal: `с 61-го по 64-е` (the end's ending left as text).
    ordinal = f"(?:{words.ordinal})?" if words.ordinal else ""
    range_end = (rf"{ordinal}(?:[ \t]*[-–—][ \t]*|[ \t]+(?:{to})[ \t]+(?:{words.member_article})?)"
                 rf"(?:{short}{cite}|{rel}|\((?P<pitem>{ROMAN}|{item})\){END})")
    # (or a dash before the law word: `Пр. 35 – Пр. 39`)
    range_end_word = (rf"(?:[ \t]+(?:{to})[ \t]+(?:{words.article})?|[ \t]*[-–—][ \t]*)"
                      rf"(?:{words.law_word}){gap}{short}{cite}")
    # `, `, `, and `, ` and `, and a slash (`16B/73C`, `64A/B`).
    # An article may follow the list word: `Νόμος 62Β1 ή ο Β2`.
    # An item by its letter alone, after one glued to its number: `L27B1a or b` (group
    # `litem`; find reads where).
    # (a part may be named by its word: `Правило 64В2, а не пункт В3`)
    member_part = f"(?:(?:{words.part_word})[ \t]*)?" if words.part_word else ""
    member = (rf"(?:{joined}|[ \t]*/[ \t]*)"
              rf"(?P<m>{short}{member_cite}|{member_part}{member_rel}"
              rf"|\((?P<pitem>{ROMAN}|{item})\){END}"
              rf"|(?P<litem>[a-h]){END})")
    # The bracket before a detail (group `dopen`), where one closes a little further on: find
    # takes the detail only where it closes right after it.
    detail = words.detail.replace("{rel}", rel).replace(
        "{open}", r"(?P<dopen>\((?=[^()\n]{1,24}\)))")
    # Its words literal-first, so that the scan skips to their first letters at C speed
    # (find checks that the match starts a word).
    part_words, _, part_tail = words.part_before.partition("{rel}")
    # The items unnamed (literal_first may copy them into several branches): find reads them
    # in the brackets, which nothing else of the part words holds; one, or two ranged or
    # listed (`items (a) to (c) of section C1 of `, `пп. (a)–(c) п. С1 `).
    part_words = (part_words
                  .replace("{item}", one_or_two(rf"(?:\((?:{item})\)|(?:{item})[{ITEM_MARK}])"))
                  .replace("{subitem}", rf"\((?:{ROMAN})\)"))
    # Items named before a part of the law the text stands in, before a direction
    # (`items (b) to (e) of C1 below`; parts.items_named reads them)
    named = one_or_two(r"\([^()\s]{1,4}\)")
    part_from = f"(?:(?:{words.range_from})[ \t]+)?" if words.range_from else ""
    # Up to four parts before the last, written nested (as `number` below).
    one = f"{_ungroup(rel)}{_ungroup(listed)}"
    plist = f"(?:{one}(?:{one}(?:{one}(?:{one})?)?)?)?"
    # The last part may end a range with its number alone (`παρ. Β1-3 του Νόμου 43`), or
    # list one after it (group `plisted`): `sections B1 and 3 of Law 64`.
    psub = (rf"(?:(?:[ \t]*[-–—][ \t]*|(?P<plisted>{joined}))"
            r"(?P<psub>[1-9][0-9]?)(?![0-9]))?")
    # Or name its sub-clause after it: `την παράγραφο Δ, εδάφιο 2, του Νόμου 68`.
    if words.detail_sub:
        psub += rf"(?:(?:{words.detail_sub})(?P<bsub>[1-9][0-9]?)(?![0-9])(?:[ \t]*,)?)?"
    else:
        psub += _unset("bsub")
    # Or, where it names its item, another item after it (`пункты С1(а)–(d) Правила 12`,
    # `sections C1(a) to (d) of Law 12`; group `ilisted` where listed)
    pitem = rf"(?:(?:{ranged}|(?P<ilisted>{joined}))\((?P<pitem2>{item})\))?"
    part_before = (f"(?:{literal_first(part_words)}){part_from}(?P<plist>{plist}){rel}{psub}"
                   f"{pitem}{part_tail}"
                   if part_words else "")
    relative_free = free_after = ""
    if words.part_word:
        relative_free = (f"(?:(?P<pword>{words.part_word})[ \t]*)?(?P<plist>{plist}){rel}{psub}"
                         + _unset("pitem2", "ilisted"))
        free_after = (rf"[ \t]*(?:(?:{words.part_of})[ \t]+)?(?P<self>{self_ref})"
                      rf"|[ \t]+(?:{words.direction})(?P<direction>)"
                      rf"|[ \t]+(?:(?:{words.part_of})[ \t]+)?(?:{words.article})?"
                      # a law: its word and number (`пр` alone starts `применяются`)
                      rf"(?:[1-9][0-9]?(?:{words.ordinal})[ \t]+(?:{words.law_word})"
                      rf"|(?:{words.law_word})(?=[\s.№#]{{0,4}}[1-9]))(?P<law>)"
                      # the law named before: `пп. B1–B7 того же Правила`
                      + (rf"|[ \t]+(?P<same>{words.same_law})" if words.same_law
                         else _unset("same")))
    def pair(first: str, second: str, to_group: str) -> str:
        """`first`, and `second` listed after it or ending a range (group `to_group`)."""
        return (rf"{first}(?:(?:(?P<{to_group}>{ranged})"
                rf"|[ \t]*,[ \t]*|[ \t]+(?:{joins})[ \t]+){second})?")

    # items, or a law's sub-items where it names its item (find reads which)
    items = pair(rf"\((?P<i1>{ROMAN}|{item})\)", rf"\((?P<i2>{ROMAN}|{item})\)", "ito")
    subs = pair("(?P<s1>[1-9])", "(?P<s2>[1-9])", "sto") + "(?![0-9])"
    # (the sub-clause's item may follow it: `Пункт 1(b) раздела С этого Правила`)
    sub_before = (words.sub_before.replace("{subs}", rf"{subs}(?:\((?P<sitem2>{item})\))?")
                  .replace("{item}", rf"\((?P<sitem>{item})\)")
                  .replace("{subitem}", rf"\((?P<ssubitem>{ROMAN})\)")
                  .replace("{sec}", f"(?P<ssec>{_capitals(words)})"))
    if words.sub_before and "{subitem}" not in words.sub_before:
        sub_before += _unset("ssubitem")
    edition_after = words.edition_after.replace("{year}", YEAR)
    # Another document's article may be numbered further: `άρθρο 5.2 του κανονισμού` (up to
    # three more numbers, written nested: optional groups run as branches, a `{0,3}` of a
    # group as a repeat, some 100 instructions a try more, and this is tried at every head),
    # or lettered in brackets: `άρθρο 12(γ) του καταστατικού`.
    number = r"\.[0-9]{1,3}"
    lettered = r"(?:\([^\W\d_]{1,3}\))?"
    not_law_after = (rf"(?:{number}(?:{number}(?:{number})?)?)?{lettered}(?:{words.not_law_after})"
                     if words.not_law_after else "")
    tails = dict(zip(TAILS, (range_end, range_end_word, member, detail, not_law_after,
                             edition_after), strict=True))
    # Read in the head's own match, not by a regex call per head and tail; the trigger's
    # detail is also a sub-clause named after a section (`Правило 50D, пункт 1`).
    triggered = {**tails, "detail": f"{detail}|(?:{words.detail_sub})[1-9]"
                 if words.detail_sub else detail}
    more = "|".join(f"(?:{_ungroup(t)})(?P<{MORE}{name}>)"
                    for name, t in triggered.items() if t)
    more = f"(?:(?={more}))?"
    return Grammar(
        words=words,
        # A head as the trigger reads it, and what may follow it (its last group): a head
        # seen before, with nothing after it, needs no other regex call.
        cite_trigger=_compile(f"(?:{literal_first('|'.join(cites))}){more}"),
        digit_reach=max(_widest(word + first), 1),
        context_trigger=_compile(literal_first("|".join(context))),
        head=_compile(head),
        short=_compile(f"L{SHORT_DOT}{cite}") if words.short_form else None,
        bare=_compile(bare_pattern(words)),
        sub_before=optional(sub_before, "(?:{})$"),
        numbers_before=optional(words.numbers_before.replace("{subs}", subs), "(?:{})$"),
        self_ref=_compile(self_ref),
        relative_before=_compile(rf"(?:{words.relative_before.replace('{rel}', rel)})$"
                                 .replace("{named}", named)),
        relative_bare=_compile(rf"{rel}[ \t]+$"),
        relative_member=_compile(rf"{rel}{listed}$"),
        item_end=_compile(rf"(?P<pend>\((?P<pitem>{ROMAN}|{item})\)){END}[ \t]+$"),
        part_member=_compile(rf"{rel}{listed}"),
        relative_after=_compile(after) if after else None,
        relative_free=optional(relative_free),
        letter_verb=optional(words.letter_verbs and (
            rf"(?P<lsec>{_capitals(words)})[ \t]+(?:{words.letter_verbs}){END}")),
        free_after=optional(free_after),
        part_word_alone=optional(words.part_word and f"(?:{words.part_word})"),
        member=_compile(member),
        range_end=_compile(range_end),
        range_end_word=_compile(range_end_word),
        opened=optional(words.range_open,
                        rf"(?<![^\W_])(?:{{}})[ \t]+(?:{words.article})?$"),
        plural=_compile(words.plural_word),
        label=_compile(rf"(?<![^\W_])(?:{words.law_word})(?:\(s\))?(?:[ \t]+[^\W\d_]+)?"
                       r"[ \t]*:[ \t]*$"),
        counts=optional(words.counts, rf"[ \t]*(?:{{}}){END}"),
        section_word=optional(words.section_word),
        detail=optional(detail),
        detail_item=optional(words.detail_item, rf"(?:{{}})\((?P<ditem>{item})\){END}"),
        # a list of them (`B and C of this Law`); the groups parts_before asks for, never set
        part_bare=optional(words.part_word and (
            rf"(?<![^\W_])(?P<plist>{plist}){rel}"
            + _unset("psub", "plisted", "bsub", "pitem2", "ilisted") + r"[ \t]+"
            + (rf"(?P<of>{words.part_of})[ \t]+$" if words.part_of else "(?P<of>)$"))),
        detail_sub=optional(words.detail_sub, rf"(?:{{}})(?P<dsub>[1-9][0-9]?)(?![0-9])"
                            rf"{_item(words, 'd')}{END}"),
        part_before=optional(part_before, "(?:{})$"),
        item_before=optional(words.item_before.replace("{items}", items), "(?:{})$"),
        not_law_before=optional(words.not_law_before, r"(?:{})[ \t]{{1,3}}$"),
        # The rest of its name up to the comma: no clause ends in it, nor a sentence (find
        # looks for `. `; a date's dots may stand in it: `Федеральный закон от 04.12.2007 №
        # 329-ФЗ, статья 22`), or a bracket a few characters after it (`Оранжевая книга EBU
        # (п. 10С1)`)
        document_before=optional(words.document_before and (
            rf"(?<![^\W_])(?P<doc>{words.document_before})"
            rf"(?:[^\n,;:]{{0,{DOCUMENT_WINDOW}}}[,:][ \t]+|[^\n,;:()]{{0,16}}\()"
            rf"(?:{words.member_article})?$")),
        not_law_head=optional(words.not_law_head),
        short_cited_before=optional(words.short_cited_before,
                                    r"(?<![^\W_])(?:{})[ \t]+$"),
        short_cited_after=optional(words.short_cited_after, rf"[ \t]+(?:{{}}){END}"),
        bare_document=optional(words.bare_document and literal_first(words.bare_document)),
        other_game=optional(words.other_game and literal_first(words.other_game)),
        owner_before=optional(words.owner_before, "(?:{})$"),
        rule_of_thumb=optional(words.rule_of_thumb),
        article_word=optional(words.article_word),
        next_article=optional(words.article_word and (
            rf"(?:{joined})(?:{words.article_word})[ \t]*{_ungroup(cite)}")),
        after=optional("|".join(f"(?:{tails[name]})(?P<{name}>)"
                                for name in ("not_law_after", "edition_after") if tails[name])),
        # Searched in a window holding a year: literal-first, the scan skips to the law
        # word's or the year's first letters at C speed.
        edition_before=optional(literal_first(words.edition_before.replace("{year}", YEAR))),
    )
