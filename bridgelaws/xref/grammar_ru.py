"""Russian: every case form of Правило, Закон, статья; `ст.`, `п.`, `пп.`; Latin letters,
and Cyrillic look-alikes read as Latin."""

from __future__ import annotations

from bridgelaws.xref.grammar import GREEKLISH, TRANSLIT_RU, Words

_END = r"(?:ами|ах|ам|ом|о|а|у|е)?"  # Правило in every case, singular and plural
_ZAKON = r"(?:ами|ах|ам|ов|ом|у|е|ы|а)?"
_STATYA = r"(?:ями|ях|ям|ей|ёй|ю|я|и|е)"
_PART = r"(?:(?:под)?(?:пункт|раздел)[а-я]{0,3}|пп?\.)"  # what names a part of a law

# Other documents: their articles and numbers are not the Laws' (`Регламент соревнований,
# статья 5`, `Оранжевая книга, п. 5В3`)
_DOCUMENTS = (r"[Рр]егламент|[Пп]оложени|[Уу]став|[Кк]одекс[а-я]{0,2}[ \t]+поведения"
              r"|[Фф]едеральн[а-я]{2,3}[ \t]+закон"
              r"|(?:[Оо]ранжев|[Сс]ин|[Бб]ел|[Кк]расн)[а-я]{2,3}[ \t]+книг")

WORDS = Words(
    lang="ru",
    law_word=(
        rf"[Пп]равил{_END}|ПРАВИЛ{_END.upper()}|[Зз]акон{_ZAKON}|ЗАКОН{_ZAKON.upper()}"
        rf"|[Сс]тать{_STATYA}|[Сс]т\.|пп?\.|Пр\.|пр\.?"
        r"|[Ll]aws?|LAWS?"  # an English reference in a Russian text: `по law 16B`
        r"|" + GREEKLISH + "|" + TRANSLIT_RU  # Latin letters, as posts type them
    ),
    # `Правила` is also the genitive singular; a bare list member after it is still a law.
    plural_word=(
        r"[Пп]равил(?:ами|ах|ам|а)?|ПРАВИЛ(?:АМИ|АХ|АМ|А)?|[Зз]акон(?:ами|ах|ам|ов|ы)"
        r"|[Сс]тать(?:ями|ях|ям|и)|[Сс]т\.|пп\.|[Ll]aws|LAWS"
    ),
    self_word=r"[Пп]равил(?:ом|о|а|у|е)|[Зз]акон(?:ом|а|у|е)?|стать(?:ёй|ей|и|е|ю|я)",
    # Not the plural: `настоящие Правила`, `эти Правила` are these Laws, all of them
    self_before=r"(?:[Ээ]т(?!и[ \t])|[Нн]астоящ(?!ие[ \t])|[Дд]анн(?!ые[ \t]))[а-я]{1,3}[ \t]+",
    direction=r"выше\b|ниже\b|далее\b",
    # `см. B2 выше`, `в п. В2 выше`, `в разделе С ниже`, `как в пункте А1 выше`
    relative_before=(
        r"(?:\b(?:[Сс]м|[Сс]р)\.?[ \t]+(?:" + _PART + r"[ \t]*)?|\b" + _PART + r"[ \t]*"
        # an item named before the part: `подпунктом (с) пункта С1 выше`
        r"|\b(?:[Пп]одпункт[а-я]{0,3}|пп?\.)[ \t]*\([^()\s]{1,4}\)[ \t]+" + _PART + r"[ \t]*)"
        r"{rel}[ \t]+"
    ),
    # `Правилу 16B, а не 73C`; in capitals: `ПРАВИЛА 41, 42 И 43`
    list_words=("и/или", "или", "и", "&", "а не", "но не", "ИЛИ", "И"),
    range_words=("по", "до"),
    range_from="с",
    range_open="[Сс]о?|[Оо]т",
    # The official translation writes Latin letters; Cyrillic capitals typed by mistake
    # are read as the Latin letter they look like, not by their place in the alphabet.
    # Lower case only glued to the law number (`Правило 64а1`), as in Latin `64a1`.
    section_letters=dict(zip("АВСЕНКМавсенкм", "ABCEHKM" * 2, strict=True)),
    item_letters={"а": "a", "б": "b", "с": "c", "е": "e"},
    # `п. 3` of a page is a paragraph, `и пр. 5` goes on a list; `п. 64B2`, `пр16В` cite
    short_form=True,  # an English `L16D` in a Russian post
    section_word=r"пп?\.|пр\.?",
    # One run of blanks at a time: `[ \t]*,?[ \t]*` would try every split of a long run.
    detail=(r"[ \t]*(?:,[ \t]*|{open})?(?:пп?\.|пункт[а-я]{0,3}|раздел[а-я]{0,3})"
            r"[ \t]*{rel}"),
    detail_item=r"[ \t]*,?[ \t]*(?:подпункт[а-я]{0,3}|пп?\.)[ \t]*",
    part_word=r"(?:[Пп]од)?(?:[Пп]ункт|[Рр]аздел)[а-я]{0,3}|п\.[ \t]?п\.|пп?\.",
    detail_sub=r"[ \t]*,?[ \t]*(?:(?:под)?пункт[а-я]{0,3}|пп?\.)[ \t]*",
    # `пункт B2 Правила 64`, `раздел B Правила 64`, `п. B2 Правила 64`, `п.п. B1 и B2
    # Правила 64`, `подпункт (b) пункта C1 Правила 12`
    part_before=(r"(?:(?:[Пп]одпункт[а-я]{0,3}[ \t]+|пп?\.[ \t]*){item}[ \t]+)?"
                 r"(?:(?:[Пп]од)?(?:[Пп]ункт|[Рр]аздел)[а-я]{0,3}[ \t]+|пп?\.[ \t]*"
                 r"|п\.[ \t]?п\.[ \t]*){rel}[ \t]+"),
    sub_before=(r"(?:(?:(?:[Пп]одпункт[а-я]{0,3}|пп?\.)[ \t]*{subitem}[ \t]+)?"
                r"(?:[Пп]одпункт[а-я]{0,3}|пп?\.)[ \t]*{item}[ \t]+)?"
                r"(?:[Пп]одпункт[а-я]{0,3}|[Пп]ункт[а-я]{0,3}|пп?\.)[ \t]*{subs}[ \t]+"
                r"(?:(?:раздел|пункт)[а-я]{0,3}[ \t]+|п\.[ \t]*){sec}[ \t]+"),
    ordinal=r"-?(?:ого|ому|ом|го|му|м|й|е)",
    numbers_before=r"(?:[Пп]ункт[а-я]{0,3}|пп?\.)[ \t]*{subs}[ \t]+",
    item_before=r"(?:[Пп]одпункт[а-я]{0,3}|пп?\.|п\.[ \t]?п\.)[ \t]*{items}[ \t]+",
    document_before=_DOCUMENTS,
    bare_document=_DOCUMENTS,
    # The Rules of Eleven and of Twenty, as Russian players write them; the Laws write
    # Правило with a capital
    not_law_head=r"(?:правил[а-я]{0,3}|pravil[a-z]{0,3})[ \t]+(?:11|15|20)",
    not_law_before=(
        r"(?:[Сс]дач|[Сс]тол|[Пп]ар|[Мм]атч|[Тт]ур|[Гг]рупп|[Кк]омнат|[Зз]ал|[Кк]нопк|[Сс]егмент)"
        r"[а-я]{0,3}"
    ),
    edition_after=(
        r"[ \t]*,[ \t]*(?:в[ \t]+)?(?:редакци[яи]|ред\.)[ \t]*{year}(?:[ \t]*(?:г\.|года?))?|"
        r"[ \t]*[(\[](?:(?:в[ \t]+)?(?:редакци[яи]|ред\.)[ \t]*|(?:Правила|Кодекс)[ \t]+)?"
        r"{year}(?:[ \t]*(?:г\.|года?))?[)\]]"
        r"|[ \t]+(?:(?:в[ \t]+)?редакции|(?:(?:в|по|из)[ \t]+)?(?:[А-ЯЁа-яё]{3,16}(?:ых|их)[ \t]+)?"
        r"(?:[Пп]равил|[Зз]акон|[Кк]одекс)[а-я]{0,3})(?:[ \t]+|-){year}"
    ),
    edition_before=(r"(?:[Пп]равил[а-я]{0,3}|[Зз]акон[а-я]{0,3}|[Кк]одекс[а-я]{0,2}|редакци[а-я]{1,2})"
                    r"[ \t]+{year}"),
    # `В случае`, `А если`, `С учётом`, `К сожалению`: prepositions and conjunctions.
    letter_words=("А", "В", "С", "К"),
    counts=(r"%|(?:взят|сдач|очк|имп|IMP|ИМП|процент|минут|секунд|час(?:а|ов)?(?![а-яё])|дн|недел|месяц|год|лет|раз"
            r"|карт|игрок|пар|команд|стол|тур|сесси|человек|голос|из|друг)[а-яё]*"),
    not_law_after=(
        # Not `Кодекс`: the Laws' own Russian name (`Международный кодекс бриджа`), but
        # another code's (`ст. 25 Гражданского кодекса`, `ст. 25 ГК РФ`).
        r"[ \t]+(?:[Рр]егламент(?:ом|а|у|е)?|[Пп]оложени(?:ем|я|ю|и)|[Уу]став(?:ом|а|у|е)?"
        r"|[Уу]слови(?:ями|ях|ям|й)|[Фф]едеральн[а-я]{2,3}[ \t]+закон[а-я]{0,2}"
        r"|[Кк]одекс[а-я]{0,2}[ \t]+(?:[а-яё]{3,16}[ \t]+)?(?:поведения|этики|практики)"
        r"|[Пп]равил[а-я]{0,2}[ \t]+игры"  # another game's: `Правило 11 Правил игры IFAB`
        r"|закона?[ \t]+(?:о|об)"  # a state law: `ст. 12 закона о спорте`
        r"|(?:[Гг]ражданск|[Уу]головн|[Нн]алогов|[Тт]рудов|[Сс]емейн)"
        r"[а-я]{2,3}[ \t]+[Кк]одекс[а-я]{0,2}|ГК|УК|НК|ТК|КоАП)(?![^\W_])"
        # `по правилу 10 секунд`, `правило 2 из 3`; not `взятки`: `По Правилу 64 взятки ...`
        r"|(?:[ \t]{1,3}|-)(?:секунд[а-я]{0,4}|сек\.|минут[а-я]{0,4}|мин\.)(?![^\W_])"
        r"|[ \t]+из[ \t]+[0-9]"
    ),
)
