"""Splitting a clause's heading off the text it runs into.

The sources lost the line break after each heading in two ways:
- glued, no space at all (the 1997 table): `Treated as Correct LeadAny lead`,
  `Highest Cardrequire`, `Revoke Trickand the trick`, `взяткукогда`;
- one space, in Title Case (the forum post): `Right to Draw Attention During the play`.
A glued heading ends where a lowercase letter runs into a capital; where the text goes on
in lowercase (it continues the parent's `He may:`), the glued word is split where a known
word ends, words being known from the same language's text of the same source.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
TOKEN = re.compile(r"\S+")
# The capital that a lowercase letter runs into (found capital first: faster to search).
# Latin (with Latin-1 accents), Cyrillic and Greek capitals and small letters.
CAMEL = re.compile(r"[A-ZÀ-ÖØ-ÞА-ЯЁΑ-ΩΆ-Ώ](?<=[a-zß-öø-ÿа-яёά-ώ’'][A-ZÀ-ÖØ-ÞА-ЯЁΑ-ΩΆ-Ώ])")
# Lowercase words that may stand inside an English Title Case heading.
HEADING_SMALL = frozenset(
    "a an the of to in on by for from with before after and or as at not".split()
)
# Capitalised words that start a sentence rather than continue a Title Case heading.
SENTENCE_OPENERS = frozenset(
    "A An The If When Once Until Upon For Except However During At See Each Every "
    "Any No Only Where While Unless Following This These Such In Whenever Although "
    "After".split()
)
# Words that follow a sentence's capitalised subject at once (`Declarer may`, `Dummy plays`):
# the capitalised word before them opens the text, it does not end the heading.
VERBS_AFTER_SUBJECT = frozenset(
    "may must shall should is are has have does will can cannot need".split()
)
SUBORDINATORS = frozenset("if when unless where while".split())


# One-letter words that run into the heading before them (`в той же мастик последующему`).
GLUED_LETTER_WORDS = frozenset("и к")


class Lexicon:
    """Words of one language of one source, lowercased, with counts; and, where the language
    has one (Russian: pymorphy3), a dictionary that knows words the source uses only once.

    Counted at the first count asked for (`is_word`, `counts`). Until then whether a word is
    there at all (`in`) is looked up in the text itself: a language whose headings are in
    Title Case asks only that, a few times per source, and a count of every word of the
    text (a tenth of reading a table) would be made for those few look-ups."""

    def __init__(self, texts: list[str], dictionary=None):
        self.text = "\n".join(texts)
        # Lowercased once, not word by word, unless the text holds one of the two capitals
        # whose small form depends on the word (final sigma) or is no letter (İ: i + U+0307).
        self.by_word = "Σ" in self.text or "İ" in self.text
        self.dictionary = dictionary
        self._counts: Counter[str] | None = None
        self._lowered = ""
        self._found: dict[str, bool] = {}

    @property
    def counts(self) -> Counter[str]:
        if self._counts is None:
            if self.by_word:
                self._counts = Counter(map(str.lower, WORD.findall(self.text)))
            else:
                self._counts = _word_counts(self._lower())
        return self._counts

    def _lower(self) -> str:
        if not self._lowered:
            self._lowered = self.text.lower()
        return self._lowered

    def __contains__(self, word: str) -> bool:
        word = word.lower()
        return self._has(word) or bool(self.dictionary and self.dictionary(word))

    def _has(self, word: str) -> bool:
        if self._counts is not None or self.by_word:
            return word in self.counts
        found = self._found.get(word)
        if found is None:
            found = self._found[word] = occurs(self._lower(), word)
        return found

    def is_word(self, word: str) -> bool:
        """A word in its own right: in the dictionary, or used alone often enough in the
        source that it is not one glued by accident (`фальшренонсоми` occurs twice, glued)."""
        word = word.lower()
        # `get`: a Counter's lookup of a word it lacks calls Python code.
        return self.counts.get(word, 0) >= 3 or bool(self.dictionary and self.dictionary(word))


APOSTROPHES = "'’"


def occurs(text: str, word: str) -> bool:
    """Whether `word` is one of `WORD.findall(text)`: found in the text where neither a
    letter nor an apostrophe joining one to it stands right before or after it."""
    if not WORD.fullmatch(word):
        return False
    at = text.find(word)
    while at >= 0:
        end = at + len(word)
        if not (_is_letter(text, at - 1) or _is_letter(text, end)
                or (at > 1 and text[at - 1] in APOSTROPHES and _is_letter(text, at - 2))
                or (end + 1 < len(text) and text[end] in APOSTROPHES
                    and _is_letter(text, end + 1))):
            return True
        at = text.find(word, at + 1)
    return False


def _is_letter(text: str, at: int) -> bool:
    """A character of `WORD` (`[^\\W\\d_]`) stands at `at`: alphanumeric, not a decimal digit."""
    if not 0 <= at < len(text):
        return False
    char = text[at]
    return char.isalnum() and not char.isdecimal()


def _word_counts(text: str) -> Counter[str]:
    """`Counter(WORD.findall(text))`, counted by white-space token: a word never holds white
    space, and most tokens are one word of letters alone, or one between punctuation
    (`word,` `(a)`); the pattern runs only on the few distinct tokens that are neither
    (`law's`, `16C2.`), in one search over all their occurrences (a word never spans the
    space joining them)."""
    counts = Counter(text.split())
    glued: list[str] = []
    for token in [token for token in counts if not token.isalpha()]:
        n = counts.pop(token)
        word = token.strip(PUNCTUATION)
        if word.isalpha():
            counts[word] = counts.get(word, 0) + n
        else:
            glued += [token] * n
    counts.update(WORD.findall(" ".join(glued)))
    return counts


# Characters that are no part of a word (nor an apostrophe, which may join two).
PUNCTUATION = ".,;:!?()[]{}«»\"“”„—–-…/"


# A heading is a short phrase: it never ends a sentence or opens a list, nor holds a full stop.
SENTENCE_END = re.compile(r"[.:;!?]\s*$|[.;!?]\s")
HEADING_WORDS = 14


def looks_like_heading(heading: str) -> bool:
    """Whether a split-off heading can be one: a sentence without a break after it is text.
    (The words are counted first, and only up to one too many: a clause's whole text, which
    is often what is asked about, is then neither split up nor searched.)"""
    return bool(heading) and len(heading.split(None, HEADING_WORDS)) <= HEADING_WORDS and (
        not SENTENCE_END.search(heading))


def _split_word(word: str, lexicon: Lexicon, title: bool, tails=None) -> int:
    """Where a glued word splits into heading word + text word, or 0. The tail is tested
    before the head: where a short list names the tails, only the cuts before them are
    tried (a word's other cuts cannot fit)."""
    low = word.lower()
    if tails is None or title:
        cuts: Iterable[int] = range(len(word) - 1, 1, -1)
    else:
        cuts = sorted((len(low) - len(tail) for tail in tails if low.endswith(tail)),
                      reverse=True)
    for cut in cuts:
        if not 1 < cut < len(word) or not word[cut].islower():
            continue
        tail = low[cut:]
        tail_fits = title or (cut >= 3 and (tail in tails if tails is not None
                                            else tail in lexicon))
        if tail_fits and low[:cut] in lexicon:
            return cut
    return 0


def split_glued(piece: str, lexicon: Lexicon, title: bool, continues: bool) -> tuple[str, str]:
    """(heading, text) of a piece whose heading runs into its text with no space.

    `title`: the language writes headings in Title Case (English); `continues`: the parent's
    text ends with a colon, so this text may go on in lowercase. A piece that starts in
    lowercase has no heading (`если правый противник ...` goes on its parent's colon: not
    `если правый противни` + `к ...`).
    """
    if piece.lstrip()[:1].islower():
        return "", piece.strip()
    camel = CAMEL.search(piece)
    end = camel.start() if camel else len(piece)
    if continues:
        cut = _lowercase_glue(piece[:end], lexicon, title)
        if cut is not None:
            end = cut
    return piece[:end].strip(), piece[end:].strip()


def _lowercase_glue(piece: str, lexicon: Lexicon, title: bool) -> int | None:
    if title:
        # The glued word is the last capitalised one before the text's first lowercase word
        # (the tokens after that one are not read).
        tokens = []
        for token in TOKEN.finditer(piece):
            if token.group()[0].islower() and token.group().lower() not in HEADING_SMALL:
                break
            tokens.append(token)
        else:
            return None
        i = len(tokens)
        while i > 0 and tokens[i - 1].group().lower() in HEADING_SMALL:
            i -= 1
        candidates = [tokens[i - 1]] if i > 0 and tokens[i - 1].group()[0].isupper() else []
        return _first_split(candidates, lexicon, title, None)
    tokens = list(TOKEN.finditer(piece))
    # Sentence case: first a word that is no word (`взяткукогда`), then a word that is one
    # only by accident of a one-letter word glued to it (`мастик` = `масти` + `к`).
    # Lazily: words after the first that splits are never looked up.
    unknown = (t for t in tokens if not lexicon.is_word(t.group()))
    found = _first_split(unknown, lexicon, title, None)
    return found if found is not None else _first_split(tokens, lexicon, title, GLUED_LETTER_WORDS)


def _first_split(tokens, lexicon: Lexicon, title: bool, tails) -> int | None:
    # Where a short list names the tails, only a word ending in one of them can split: the
    # others are passed over unread.
    ends = tuple(tails) if tails is not None and not title else ()
    for token in tokens:
        text = token.group()
        if ends and not text.lower().endswith(ends):
            continue
        word = WORD.match(text)
        if word and word.end() == len(text):
            cut = _split_word(word.group(), lexicon, title, tails)
            if cut:
                return token.start() + cut
    return None


def _verb_after_subject(word: str) -> bool:
    return word in VERBS_AFTER_SUBJECT or (
        len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")))


SPACED_SCAN = 8  # words split off a piece at first: a heading and its text's first word mostly fit


def _bare_words(words: list[str]) -> tuple[list[str], int | None]:
    """The words bare of the punctuation around them, up to the first lowercase one (and at
    least three), and its index (None where there is none): only those can matter."""
    bare: list[str] = []
    for word in words:
        bare.append(word.strip(",;:()[]"))
        if word[0].islower() and bare[-1].lower() not in HEADING_SMALL:
            first_text = len(bare) - 1
            return bare + [w.strip(",;:()[]") for w in words[len(bare):3]], first_text
    return bare, None


def _word(piece: str, i: int) -> str:
    """The piece's word `i` (from 0) bare of the punctuation around it; "" past its end."""
    words = piece.split(None, i + 1)
    return words[i].strip(",;:()[]") if i < len(words) else ""


def split_spaced(piece: str) -> tuple[str, str]:
    """(heading, text) of a piece whose Title Case heading is followed by one space."""
    # Split in C, the first words only: all of them only where the last one split off (the
    # rest of the piece) had to be read as a word.
    words = piece.split(None, SPACED_SCAN)
    bare, first_text = _bare_words(words)
    if len(bare) > SPACED_SCAN:
        words = piece.split()
        bare, first_text = _bare_words(words)
    del words[len(bare):]
    if first_text is None:  # no lowercase word: a heading alone (`After Any Player Has Bid`)
        return piece.strip(), ""

    end = first_text
    while end > 0 and bare[end - 1].lower() in HEADING_SMALL:
        end -= 1
    # The last sentence opener, so that `Procedure Following a Revoke When ...` keeps its
    # heading whole.
    opener = next((i for i in range(end - 1, 0, -1) if bare[i] in SENTENCE_OPENERS), None)
    # A capitalised subject and its verb (`Declarer may`, `L23 may apply`) open a text, first
    # word or not.
    if opener is None and end >= 1 and end < len(words) and (
        words[end - 1] in words[: end - 1]  # `Correction of Dummy's Play Dummy's card`
        or (end == first_text and words[end - 1][0].isupper()
            and (_verb_after_subject(bare[end])  # `Out of Rotation Declarer may`
                 # `Partner's Turn Offender's partner must`
                 or (bare[end - 1].endswith(("'s", "’s"))
                     and _word(piece, end + 1) in VERBS_AFTER_SUBJECT)))
        # `Does Not Call Dummy or any other player may`: a subject joined to another
        or (words[end - 1][0].isupper() and _word(piece, end) in ("or", "and")
            and _word(piece, end + 1)[:1].islower()
            and any(_word(piece, k) in VERBS_AFTER_SUBJECT for k in range(end + 2, end + 6)))
    ):
        opener = end - 1
    if opener is not None:
        end = opener
    elif (
        end == 1
        and len(words) > 2
        and (bare[2] in SUBORDINATORS or bare[2].endswith("ing"))
    ):
        # A sentence-case heading: `Illegal inquiry if ...`, `Unauthorized information drawing`.
        end = 2
    if end == 0:
        return "", piece.strip()
    if end >= len(words):
        return piece.strip(), ""
    start = len(piece) - len(piece.split(None, end)[-1])  # where word `end` starts
    return piece[:start].strip(), piece[start:].strip()


def split_spaced_on_evidence(piece: str) -> tuple[str, str]:
    """(heading, text) of a piece whose Title Case heading may be followed by one space,
    where the text shows that it starts there: with a word that opens sentences (`Bid Not
    Accepted If an ...`) or a subject and its verb (`Lead Out of Turn Declarer may`); else
    ("", the piece). For a layout that mostly glues its headings (the table), where a
    section need not have one: `The Director shall`, `Any insufficient bid` keep their
    capitals in the text."""
    heading, text = split_spaced(piece)
    first = text.split(None, 2)
    if heading and first and _title_heading(heading) and (
            first[0] in SENTENCE_OPENERS
            or (first[0][0].isupper() and len(first) > 1 and _verb_after_subject(first[1]))):
        return heading, text
    return "", piece.strip()


def _title_heading(heading: str) -> bool:
    """A heading, not a sentence's first words: it does not start with a word that opens
    sentences (`The Director`), unless its next word goes on in Title Case (`After
    Attention Is Drawn to an Irregularity`)."""
    words = heading.split(None, 2)
    return words[0] not in SENTENCE_OPENERS or (len(words) > 1 and words[1][:1].isupper())


SHORT_WORD = 3  # letters of a word between a subject and its verb: `не`, `δεν`, `θα`


def split_sentence_case_on_evidence(piece: str, openers: frozenset[str],
                                    verbs: frozenset[str]) -> tuple[str, str]:
    """(heading, text) of a piece whose sentence-case heading may be followed by one space
    (`Вызов Судьи Судью следует ...`), where the text shows that it starts there: at the
    first capitalised word after the first that opens sentences (`Любое`, `Μόνο`) or is a
    subject followed by its verb (`Судью следует`, `Игрок не имеет`); else ("", the piece).
    A heading never starts with an opener, holds a subject's verb, or ends in punctuation:
    `Если игрок ..., Судья может` and `Судья может ... Игрок` are text. Capitalised words
    without that evidence stay in the heading (`Вызов Судьи`)."""
    raw = piece.split(None, HEADING_WORDS + 3)
    words = [w.strip(PUNCTUATION) for w in raw]
    if len(words) < 3 or words[0] in openers:
        return "", piece.strip()
    for k in range(1, min(len(words) - 2, HEADING_WORDS + 1)):
        if words[k - 1] in verbs:
            break  # a sentence: no heading holds a subject's verb
        word, after = words[k], words[k + 1]
        if not word[:1].isupper() or not raw[k - 1][-1].isalnum():
            continue  # a heading word; or the word before ends in punctuation: `нарушил,`
        # A subject is a word (not `A` of `пунктом A, может`) with its verb right after it.
        subject = len(word) > 1 and word.isalpha() and raw[k][-1].isalnum()
        if word in openers or subject and (after in verbs or (
                len(after) <= SHORT_WORD and after.islower() and words[k + 2] in verbs)):
            start = len(piece) - len(piece.split(None, k)[-1])  # where word k starts
            return piece[:start].strip(), piece[start:].strip()
    return "", piece.strip()
