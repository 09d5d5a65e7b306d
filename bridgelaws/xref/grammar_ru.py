"""Russian: every case form of Правило, Закон, статья; `ст.`, `п.`, `пп.`; Latin letters,
and Cyrillic look-alikes read as Latin."""

from __future__ import annotations

from bridgelaws.xref.grammar import BOOKS, EDITION_SHUT, GREEKLISH, TRANSLIT_RU, Words

_END = r"(?:ами|ах|ам|ом|о|а|у|е)?"  # Правило in every case, singular and plural
_ZAKON = r"(?:ами|ах|ам|ов|ом|у|е|ы|а)?"
_STATYA = r"(?:ями|ях|ям|ей|ёй|ю|я|и|е)"
# what names a part of a law (a capital where a sentence starts with it: `Раздел D ниже`)
_PP = r"(?:пп?|Пп)\."  # `п.`, `пп.`; `Пп.` where a sentence starts with it (`П.` is an initial)
_PART = r"(?:(?:[Пп]од(?:пункт|раздел)|[Пп]ункт|[Рр]аздел)[а-я]{0,3}|[Рр]азд\.|" + _PP + ")"

# A bridge body's book by its colour: `Оранжевая книга`, `Голубой книги`
_BOOKS = r"(?:[Оо]ранжев|[Сс]ин|[Гг]олуб|[Бб]ел|[Кк]расн)[а-я]{2,3}[ \t]+книг"
# Another code, by its adjective (not the Laws' own `Международный кодекс`): `ст. 25
# Гражданского кодекса`, `Дисциплинарный кодекс, ст. 4`
_CODE = (r"(?:[Гг]ражданск|[Уу]головн|[Нн]алогов|[Тт]рудов|[Сс]емейн|[Дд]исциплинарн"
         r"|[Ээ]тическ)[а-я]{2,3}[ \t]+[Кк]одекс")
# The Laws named with whose or what they are before their year: `по Правилам МБФ 2007 года`,
# `Международные правила бриджа 2017 года`
_WHOSE = r"(?:[ \t]+(?:МБФ|WBF|бриджа))?"
# Other documents: their articles and numbers are not the Laws' (`Регламент соревнований,
# статья 5`, `Оранжевая книга, п. 5В3`)
_DOCUMENTS = (r"[Рр]егламент|[Пп]оложени|[Уу]став|[Уу]слови[а-я]{1,3}[ \t]+соревновани"
              r"|[Кк]одекс[а-я]{0,2}[ \t]+(?:поведения|практики|этики)"
              r"|[Фф]едеральн[а-я]{2,3}[ \t]+закон"
              # a state law by its title: `Закон о спорте`
              r"|[Зз]акон[а-я]{0,2}[ \t]+«?(?:о|об)[ \t]"
              r"|" + _BOOKS + r"|" + BOOKS + r"|[Кк]онституци|" + _CODE)

_GAMES = (r"[Фф]утбол|[Кк]рикет|[Шш]ахмат|[Рр]егби|[Тт]еннис|[Хх]оккей|[Бб]аскетбол|[Пп]окер"
          r"|[Вв]олейбол|[Гг]андбол|[Сс]нукер|[Гг]ольф|FIDE|ФИДЕ")

WORDS = Words(
    lang="ru",
    law_word=(
        # (a Latin look-alike typed in the stem, the keyboard's layout slipped: `Пpавило`)
        rf"[Пп][рp][аa]вил{_END}|ПРАВИЛ{_END.upper()}|[Зз][аa]к[оo]н{_ZAKON}"
        rf"|ЗАКОН{_ZAKON.upper()}"
        rf"|[Сс]тать{_STATYA}|[Сс]т\.|пп?\.|[Пп]р\.?"
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
        # items named before the part: `подпунктом (с) пункта С1 выше`, `подпункты (b)–(е)
        # пункта С1 ниже`
        r"|\b(?:[Пп]одпункт[а-я]{0,3}|пп?\.)[ \t]*{named}[ \t]+" + _PART + r"[ \t]*)"
        r"{rel}[ \t]+"
    ),
    # `Правилу 16B, а не 73C`; in capitals: `ПРАВИЛА 41, 42 И 43`
    # (and the English ones, in English quoted: `"Laws 27B1(a) or (b)"`)
    list_words=("и/или", "или", "и", "&", "а не", "но не", "ИЛИ", "И", "and", "or"),
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
    script=r"[А-Яа-яЁё]",
    script_marks="ПпЗзСс",  # Правило, п., Пр., Закон, Статья, ст.
    section_word=r"пп?\.|пр\.?|Пр",  # `Пр16В1а`, as `пр16В`; `Пр. 93` needs none
    # One run of blanks at a time: `[ \t]*,?[ \t]*` would try every split of a long run.
    # (a range's `с` after it: `Правило 64, пп. с В1 по В7`)
    detail=(r"[ \t]*(?:,[ \t]*|{open})?(?:пп?\.|пункт[а-я]{0,3}|раздел[а-я]{0,3})"
            r"[ \t]*(?:с[ \t]+)?{rel}"),
    detail_item=r"[ \t]*,?[ \t]*(?:подпункт[а-я]{0,3}|пп?\.)[ \t]*",
    part_word=r"(?:[Пп]од)?(?:[Пп]ункт|[Рр]аздел)[а-я]{0,3}|[Рр]азд\.|п\.[ \t]?п\.|" + _PP,
    detail_sub=r"[ \t]*,?[ \t]*(?:(?:под)?пункт[а-я]{0,3}|пп?\.)[ \t]*",
    # `пункт B2 Правила 64`, `раздел B Правила 64`, `п. B2 Правила 64`, `п.п. B1 и B2
    # Правила 64`, `подпункт (b) пункта C1 Правила 12`
    part_before=(r"(?:(?:[Пп]одпункт[а-я]{0,3}[ \t]+|" + _PP + r"[ \t]*){item}[ \t]+)?"
                 r"(?:(?:[Пп]од)?(?:[Пп]ункт|[Рр]аздел)[а-я]{0,3}[ \t]+|" + _PP + r"[ \t]*"
                 r"|п\.[ \t]?п\.[ \t]*){rel}[ \t]+"),
    sub_before=(r"(?:(?:(?:[Пп]одпункт[а-я]{0,3}|" + _PP + r")[ \t]*{subitem}[ \t]+)?"
                r"(?:[Пп]одпункт[а-я]{0,3}|" + _PP + r")[ \t]*{item}[ \t]+)?"
                r"(?:[Пп]одпункт[а-я]{0,3}|[Пп]ункт[а-я]{0,3}|" + _PP + r")[ \t]*{subs}[ \t]+"
                r"(?:(?:раздел|пункт)[а-я]{0,3}[ \t]+|п\.[ \t]*){sec}[ \t]+"),
    ordinal=r"-?(?:ого|ому|ом|го|му|м|й|е)",
    numbers_before=r"(?:[Пп]ункт[а-я]{0,3}|" + _PP + r")[ \t]*{subs}[ \t]+",
    # (`пункты (a)–(c) Правила 43А1`, as people call items too)
    item_before=r"(?:(?:[Пп]од)?[Пп]ункт[а-я]{0,3}|" + _PP + r"|п\.[ \t]?п\.)[ \t]*{items}[ \t]+",
    document_before=_DOCUMENTS,
    other_game=_GAMES,
    bare_document=_DOCUMENTS,
    # The Rules of Eleven and of Twenty, as Russian players write them; the Laws write
    # Правило with a capital
    # (and by their names in quotes: `«Правило 20»`)
    not_law_head=(r"(?:правил[а-я]{0,3}|pravil[a-z]{0,3})[ \t]+(?:11|15|20)"
                  r"|«[Пп]равил[а-я]{0,3}[ \t]+(?:11|15|20)»"),
    article_word=r"[Сс]т\.|[Сс]тать[а-я]{1,3}",
    # the Rules of Eleven, Fifteen and Twenty count points and cards (Laws 11, 15 and 20 do not)
    rule_of_thumb=(r"[Пп]равил[а-я]{0,3}[ \t]+(?:11|15|20)(?![0-9])"
                   r"(?=[^.;!?\n]{0,120}?(?:очк|карт|открыт|мас(?:ть|ти|тей)))"),
    owner_before=r"(?<![^\W_])[Кк]лубн[а-я]{2,3}[ \t]+",  # `Клубное правило 64`: the club's
    not_law_before=(
        r"(?:[Сс]дач|[Сс]тол|[Пп]ар|[Мм]атч|[Тт]ур|[Гг]рупп|[Кк]омнат|[Зз]ал|[Кк]нопк|[Сс]егмент"
        r"|[Зз]аказ)[а-я]{0,3}(?:[ \t]+№)?|№"  # `заказ № 64В2`
    ),
    edition_after=(
        r"[ \t]*,[ \t]*(?:в[ \t]+)?(?:редакци[яи]|ред\.)[ \t]*{year}(?:[ \t]*(?:г\.|года?))?|"
        # (in capitals too, as headings write it: `(РЕДАКЦИЯ 2007 ГОДА)`)
        r"[ \t]*[(\[](?:(?:[вВ][ \t]+)?(?:редакци[яи]|РЕДАКЦИ[ЯИ]|ред\.)[ \t]*"
        r"|(?:Правила|Кодекс)[ \t]+)?{year}(?:[ \t]*(?:г\.|года?|ГОДА?))?" + EDITION_SHUT +
        r"|[ \t]+(?:(?:в[ \t]+)?редакции|(?:(?:в|по|из)[ \t]+)?(?:[А-ЯЁа-яё]{3,16}(?:ых|их)[ \t]+)?"
        r"(?:[Пп]равил|[Зз]акон|[Кк]одекс)[а-я]{0,3}" + _WHOSE + r")(?:[ \t]+|-){year}"
        # `Закону 16А Международного кодекса 1997 года`
        r"|[ \t]+(?:[Мм]еждународного[ \t]+)?[Кк]одекса[ \t]+(?:бриджа[ \t]+)?{year}"
    ),
    edition_before=(r"(?:(?:[Пп]равил[а-я]{0,3}|[Зз]акон[а-я]{0,3}|[Кк]одекс[а-я]{0,2})" + _WHOSE
                    + r"|[Рр]едакци[а-я]{1,2})[ \t]+{year}"),
    # `В случае`, `А если`, `С учётом`, `К сожалению`: prepositions and conjunctions.
    letter_words=("А", "В", "С", "К"),
    letter_before=("по", "в", "см.", "согласно"),  # `по A выше`
    counts=(r"%|(?:взят|сдач|очк|имп|IMP|ИМП|процент|минут|секунд|час(?:а|ов)?(?![а-яё])|дн|недел|месяц|год|лет|раз"
            r"|карт|игрок|пар|команд|стол|тур|сесси|человек|голос|исход|вариант|из|друг)[а-яё]*"),
    not_law_after=(
        # Not `Кодекс`: the Laws' own Russian name (`Международный кодекс бриджа`), but
        # another code's (`ст. 25 Гражданского кодекса`, `ст. 25 ГК РФ`).
        # after an adjective or not (`Статья 16В дисциплинарного регламента`)
        r"[ \t]+(?:[а-яё]{3,20}(?:ого|его|ой|ей|ых|их|ым|им|ом|ем)[ \t]+)?"
        r"(?:[Рр]егламент(?:ом|а|у|е)?|[Пп]оложени(?:ем|я|ю|и)|[Уу]став(?:ом|а|у|е)?"
        r"|[Уу]слови(?:ями|ях|ям|й)|[Фф]едеральн[а-я]{2,3}[ \t]+закон[а-я]{0,2}"
        r"|[Кк]одекс[а-я]{0,2}[ \t]+(?:[а-яё]{3,16}[ \t]+)?(?:поведения|этики|практики)"
        r"|[Пп]равил[а-я]{0,2}[ \t]+игры"  # another game's: `Правило 11 Правил игры IFAB`
        r"|[Зз]акона?[ \t]+«?(?:[Оо]|[Оо]б)"  # a state law: `ст. 12 закона о спорте`
        r"|(?:(?:[Пп]равил|[Зз]акон)[а-я]{0,2}[ \t]+)?(?:" + _GAMES + ")[а-я]*"  # `Статья 6.9
        # Правил шахмат`, `Правило 11 футбола`, `Правило 42 Законов крикета`
        r"|[Рр]аспорядка"  # `по правилу 5 внутреннего распорядка клуба`
        r"|[Кк]луба"  # `Правило № 1 нашего клуба`
        # a bridge body's book: `Раздел 3В2 Оранжевой книги`
        r"|" + _BOOKS + r"[а-я]{0,2}"
        r"|" + _CODE + r"[а-я]{0,2}|ГК|УК|НК|ТК|КоАП|[Кк]онституци[а-я]{1,2})(?![^\W_])"
        # `по правилу 10 секунд`, `правило 2 из 3`; not `взятки`: `По Правилу 64 взятки ...`
        r"|(?:[ \t]{1,3}|-)(?:секунд[а-я]{0,4}|сек\.|минут[а-я]{0,4}|мин\.|час(?:а|ов)?"
        r"|сут(?:ок|ки)|дн(?:я|ей)|ФЗ)(?![^\W_])"  # and a federal law's number: `Закон 44-ФЗ`
        r"|[ \t]+из[ \t]+[0-9]"
    ),
)
