"""Russian: every case form of Правило; Latin letters, and Cyrillic look-alikes read as Latin."""

from __future__ import annotations

from bridgelaws.xref.grammar import Words, compile_grammar

WORDS = Words(
    lang="ru",
    law_word=r"[Пп]равил(?:ами|ах|ам|ом|о|а|у|е)?|ПРАВИЛ(?:АМИ|АХ|АМ|ОМ|О|А|У|Е)?",
    # `Правила` is also the genitive singular; a bare list member after it is still a law.
    plural_word=r"[Пп]равил(?:ами|ах|ам|а)?|ПРАВИЛ(?:АМИ|АХ|АМ|А)?",
    self_word=r"[Пп]равил(?:ом|о|а|у|е)",
    self_before=r"(?:[Ээ]т|[Нн]астоящ|[Дд]анн)[а-я]{1,3}[ \t]+",
    direction=r"выше\b|ниже\b",
    relative_before=r"\b[Сс]м\.?[ \t]+(?:(?:под)?(?:пункт|раздел)[а-я]{0,3}[ \t]+)?{rel}[ \t]+",
    list_words=("и/или", "или", "и"),
    range_words=("по", "до"),
    # The official translation writes Latin letters; Cyrillic capitals typed by mistake
    # are read as the Latin letter they look like, not by their place in the alphabet.
    section_letters={"А": "A", "В": "B", "С": "C", "Е": "E", "Н": "H", "К": "K", "М": "M"},
    item_letters={"а": "a", "б": "b", "с": "c", "е": "e"},
)

GRAMMAR = compile_grammar(WORDS)
