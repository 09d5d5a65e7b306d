"""Heading splitting's word list: counts as if each word were lowercased on its own."""

from __future__ import annotations

import pytest

from bridgelaws.corpus.headings import (
    Lexicon,
    looks_like_heading,
    split_glued,
    split_sentence_case_on_evidence,
    split_spaced,
    split_spaced_on_evidence,
)
from bridgelaws.corpus.words import table_words


@pytest.mark.parametrize(("texts", "counts"), [
    (["The the THE", "tHe"], {"the": 4}),
    # A final sigma stays final even where punctuation and a capital follow the word.
    (["ΟΔΟΣ.Α ΣΑΣ"], {"οδος": 1, "α": 1, "σας": 1}),
    (["ΝΌΜΟΣ’ΑΒ"], {"νόμοσ’αβ": 1}),
    (["İstanbul"], {"i̇stanbul": 1}),
    (["ПРАВИЛО Правило", "правило16 и"], {"правило": 3, "и": 1}),
    (["don’t It's", "12 _ --"], {"don’t": 1, "it's": 1}),
    # Words inside tokens that are not letters alone (counted by token, then by the pattern):
    # brackets, digits and `_` part words; an apostrophe joins two only between letters; `²`
    # and `Ⅷ` are word characters that are not decimal digits.
    (["(a) law's 16C2. x² Ⅷ a''b ’tis don’t, _x_ a_b a", "(a) (a)"],
     {"a": 6, "law's": 1, "c": 1, "x²": 1, "ⅷ": 1, "b": 2, "tis": 1, "don’t": 1, "x": 1}),
    # Punctuation around one word (no apostrophe: it may join two): the word alone.
    (["«Правило», (b) word; “Law”… —и— 'tis don’t.) x/y ’", "(word)"],
     {"правило": 1, "b": 1, "word": 2, "law": 1, "и": 1, "tis": 1, "don’t": 1, "x": 1,
      "y": 1}),
    ([""], {}),
    ([], {}),
])
def test_lexicon_counts_words_lowercased(texts, counts):
    assert dict(Lexicon(texts).counts) == counts


@pytest.mark.parametrize(("word", "known", "is_word"), [
    ("The", True, True),
    ("rare", True, False),  # once in the source: known, but maybe glued by accident
    ("absent", False, False),
])
def test_lexicon_lookups(word, known, is_word):
    lexicon = Lexicon(["the the the rare"])
    assert (word in lexicon, lexicon.is_word(word)) == (known, is_word)


# A word is in the lexicon where the text holds it as a whole word (`WORD`): not inside a
# longer one, nor joined to one by an apostrophe between letters; digits, `_` and other
# punctuation part words, `²` does not. Written by hand; asked before anything is counted
# (as a Title Case language asks) and again after (as `is_word` makes the counts).
@pytest.mark.parametrize(("text", "word", "known"), [
    ("the Law's law", "law", True),
    ("the law's", "law", False),
    ("x'law x’law", "law", False),
    ("'law", "law", True),
    ("law’", "law", True),
    ("a''law", "law", True),
    ("law2 lawyer", "law", True),
    ("lawyer", "law", False),
    ("law_x", "law", True),
    ("²law law²", "law", False),
    ("LAW", "Law", True),
    ("law's", "law's", True),
    ("law", "", False),
    ("law.", "law.", False),
])
def test_lexicon_knows_whole_words_only(text, word, known):
    before = Lexicon([text])
    assert (word in before) is known
    after = Lexicon([text])
    after.is_word(word)  # which counts the words first
    assert (word in after) is known


# Written by hand from the rules of split_spaced (forum layout: heading, one space, text).
@pytest.mark.parametrize(("piece", "parts"), [
    # A sentence opener after the heading starts the text.
    ("Lead Out of Turn Accepted Any lead faced out of turn may be accepted",
     ("Lead Out of Turn Accepted", "Any lead faced out of turn may be accepted")),
    # A capitalised subject before its verb starts the text.
    ("Out of Rotation Declarer may play", ("Out of Rotation", "Declarer may play")),
    # A heading word said again starts the text.
    ("Correction of Dummy's Play Dummy's card is", ("Correction of Dummy's Play",
                                                    "Dummy's card is")),
    # A sentence-case heading of two words before a subordinate clause.
    ("Illegal inquiry if a player asks", ("Illegal inquiry", "if a player asks")),
    # Longer headings than the first words split off (eight): all words are read.
    ("One Two Three Four Five Six Seven Eight Nine Ten the text goes on",
     ("One Two Three Four Five Six Seven Eight Nine Ten", "the text goes on")),
    ("One Two Three Four Five Six Seven Eight text goes on",
     ("One Two Three Four Five Six Seven Eight", "text goes on")),
    ("Lead Out of Turn", ("Lead Out of Turn", "")),
    # Held-out forum lines (session 10): a line all in Title Case is a heading alone; a
    # subject and its verb open the text as the first word, after a possessive, or joined to
    # another subject.
    ("After Any Player Has Bid", ("After Any Player Has Bid", "")),
    ("L23 may apply.", ("", "L23 may apply.")),
    ("Partner's Turn Offender's partner must pass", ("Partner's Turn",
                                                     "Offender's partner must pass")),
    ("Does Not Call Dummy or any other player may draw", ("Does Not Call",
                                                          "Dummy or any other player may draw")),
    # Any white space parts words, and is trimmed off both parts.
    ("Revoke\u00a0Trick\tthe trick stands ", ("Revoke\u00a0Trick", "the trick stands")),
    ("", ("", "")),
    # `After` opens a text; a Title Case heading may start with it.
    ("Returning Cards to Board After play has been completed, the cards",
     ("Returning Cards to Board", "After play has been completed, the cards")),
    ("After Attention Is Drawn to an Irregularity The Director should be summoned",
     ("After Attention Is Drawn to an Irregularity", "The Director should be summoned")),
])
def test_split_spaced(piece, parts):
    assert split_spaced(piece) == parts


# The table layout glues most headings; one followed by a space is split only where the text
# shows that it starts there (2017 Law 27B-D as text copied from the printed Laws), and a
# section without a heading keeps its capitals. Worked out by hand.
@pytest.mark.parametrize(
    ("piece", "parts"),
    [
        ("Insufficient Bid Not Accepted If an insufficient bid",
         ("Insufficient Bid Not Accepted", "If an insufficient bid")),
        ("Premature Correction of an Insufficient Bid If the offender",
         ("Premature Correction of an Insufficient Bid", "If the offender")),
        ("Lead Out of Turn Declarer may accept", ("Lead Out of Turn", "Declarer may accept")),
        ("Dummy's Rights Dummy is entitled", ("Dummy's Rights", "Dummy is entitled")),
        ("The Director shall award", ("", "The Director shall award")),
        ("Any insufficient bid may be accepted", ("", "Any insufficient bid may be accepted")),
        ("If a player, requested by", ("", "If a player, requested by")),
        ("Declarer may play", ("", "Declarer may play")),
        ("When a player has", ("", "When a player has")),
        ("North and South agree", ("", "North and South agree")),
    ],
)
def test_split_spaced_on_evidence(piece, parts):
    assert split_spaced_on_evidence(piece) == parts


# Worked out by hand from the rules of split_glued (table layout, a sentence-case language,
# the parent's text ending with a colon): first a word that is no word of the source splits
# into two that are; only if none does, a word with `к` or `и` glued to it. A heading that
# reaches a sentence's stop or has more than 14 words is none: the piece is all text.
GLUE_WORDS = ["масти масти масти ход ход ход взятку когда противни противни противни"]
FOURTEEN = " ".join(["ход"] * 14)


@pytest.mark.parametrize(("piece", "parts"), [
    # `взяткукогда` (= взятку + когда) comes first of the two kinds, but past the stop.
    ("Мастик ход. взяткукогда ход", ("", "Мастик ход. взяткукогда ход")),
    # No word of the first kind anywhere: `мастик` = масти + к.
    ("Мастик ход. ещё ход", ("Масти", "к ход. ещё ход")),
    ("Мастик ход ещё ход", ("Масти", "к ход ещё ход")),
    # The first kind past the fourteenth word: a heading of sixteen words is none.
    (f"Мастик {FOURTEEN} взяткукогда", ("", f"Мастик {FOURTEEN} взяткукогда")),
    ("Взяткукогда ход. мастик", ("Взятку", "когда ход. мастик")),
    # A piece in lowercase goes on its parent's colon: no heading, no word cut
    # (`противник` is not `противни` + `к`).
    ("если правый противник пасует, ход", ("", "если правый противник пасует, ход")),
])
def test_split_glued_sentence_case(piece, parts):
    heading, text = split_glued(piece, Lexicon(GLUE_WORDS), False, True)
    if not looks_like_heading(heading):  # as the table reader reads it
        heading, text = "", piece.strip()
    assert (heading, text) == parts



_RU = table_words("ru")
_EL = table_words("el")


@pytest.mark.parametrize("words,piece,heading", [
    # The text starts at a word that opens sentences, or at a subject and its verb (worked out
    # by hand from 2017 Laws 9, 10, 21, 22 as a printed page gives them).
    (_RU, "Преждевременное исправление нарушения Любое исправление может повлечь ...",
     "Преждевременное исправление нарушения"),
    (_RU, "Вызов Судьи Судью следует вызвать сразу.", "Вызов Судьи"),
    (_RU, "Заявка, основанная на непонимании игрока Игрок не имеет права на возмещение.",
     "Заявка, основанная на непонимании игрока"),
    (_EL, "Ακύρωση επιβληθείσας αποκατάστασης Ο Διευθυντής μπορεί να επιτρέψει.",
     "Ακύρωση επιβληθείσας αποκατάστασης"),
    (_EL, "Δικαίωμα καθορισμού Μόνο ο Διευθυντής έχει το δικαίωμα.", "Δικαίωμα καθορισμού"),
])
def test_split_sentence_case_on_evidence(words, piece, heading):
    text = piece[len(heading):].strip()
    assert split_sentence_case_on_evidence(piece, words.sentence_openers,
                                           words.subject_verbs) == (heading, text)


@pytest.mark.parametrize("words,piece", [
    # A sentence from its first word: an opener, a subject's verb in it, a comma before the
    # capital, a letter that is no subject (`пунктом A,`), or no capital with evidence.
    (_RU, "Любая недостаточная заявка может быть принята по выбору Судьи."),
    (_RU, "Игрок может исправить ошибку до того, как Судья вызван."),
    (_RU, "Если игрок нарушил, Судья может назначить результат."),
    (_RU, "Замена, не разрешенная пунктом A, может быть принята."),
    (_RU, "Ущерб имеется, когда сторона получает результат хуже."),
    (_EL, "Ο παίκτης μπορεί να ζητήσει επανάληψη της αγοράς."),
    # A language with no such words (English reads Title Case instead) splits nothing.
    (table_words("en"), "Summoning the Director The Director should be summoned."),
])
def test_no_sentence_case_heading_without_evidence(words, piece):
    assert split_sentence_case_on_evidence(piece, words.sentence_openers,
                                           words.subject_verbs) == ("", piece)
