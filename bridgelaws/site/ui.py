"""The site's interface text in each language: one table per language, used by every template
and script. Which languages a page is in comes from the corpus; a language the table lacks
gets the English words, which the templates then mark `lang="en"` (`Words.lang`)."""

from __future__ import annotations

import json

from markupsafe import Markup

EN = {
    "site_name": "Laws of Duplicate Bridge",
    "skip": "Skip to content",
    "nav_site": "Site",
    "home": "Home",
    "breadcrumb": "Breadcrumb",
    "glossary": "Glossary",
    "search": "Search",
    "footer": "Each law page says which source its text comes from.",
    "display": "Display",
    "columns": "Columns:",
    "one_at_a_time": "(one at a time)",
    "mark_terms": "Mark terms",
    "mark_terms_title": "underline the glossary's terms; each links to its entry",
    "only": "{name} only",
    "side_by_side": "all languages side by side",
    "one_language": "One language only:",
    "letter_inferred": "letter inferred",
    "letter_inferred_title": "the source does not write this letter; it follows from the order",
    "cited_by": "cited by",
    "in_editions": "in other editions:",
    "title_supplied": "(title not in the source)",
    "title_supplied_title": "the source does not name this law; the title comes from the manifest",
    "title_other_language": "(no title in this language)",
    "footnotes": "Footnotes",
    "footnote": "footnote {n}",
    "pager": "Other laws and editions",
    "ref_outside": "Law {target} is not in this corpus",
    "ref_missing": "{target}: no such clause in this edition",
    "no_note_text": "no footnote text in the source",
    "law_n": "Law {n}",
    "forum_post": "{edition}: forum post",
    "contents_of": "Contents of {edition}",
    "law_in_editions": "This law in other editions:",
    "source": "Where this text comes from",
    "print": "Print this law",
    "laws": "Laws",
    "redrafts": "A proposal redrafting the laws of the edition",
    "ruling": "Worked ruling",
    "preface": "Preface",
    "mark_changes": "Mark changes since {edition}",
    "changes": "Changes between editions",
    "cite": "Cite",
    "copied": "Copied:",
    "copy_by_hand": "Citation (select and copy):",
    "close": "Close",
    "search_title": "Search ({name})",
    "other_languages": "Other languages:",
    "words_to_find": "Words to find",
    "searching": "Searching…",
    "found": "{n} page(s) found for “{q}”",
    "nothing_found": "Nothing found for “{q}”.",
    "in_clauses": "in",
    "more": "and {n} more",
    "edition": "{edition} edition",
    "search_needs_js": "Search needs JavaScript.",
    "search_unavailable": "Search could not load its index here. Serve the site over http "
                          "(bridgelaws serve) and open it from there.",
    "search_from_file": "Search cannot run on a copy opened from a file: the browser does not "
                        "let a page read the search index from disk. Open the site through a web "
                        "server (bridgelaws serve) to search; every page and link works from the "
                        "file as it is, and the browser's Find in page (Ctrl+F) searches one law.",
    "offline_file": "Opened from a file: every page and link works without a network. "
                    "Installing the site as an app and search need it served over http "
                    "(bridgelaws serve).",
    "offline_ready": "Saved for offline use: the pages and the search index work without a "
                     "network.",
    "filter_terms": "Find a term",
    "used_in": "Used in",
    "not_found_in_corpus": "not found in this corpus",
    "no_rendering": "the texts have no rendering in this language",
    "terms_shown": "{n} of {total} terms",
}

RU = {
    "site_name": "Правила дубликатного бриджа",
    "skip": "Перейти к тексту",
    "nav_site": "Сайт",
    "home": "Главная",
    "breadcrumb": "Путь",
    "glossary": "Глоссарий",
    "search": "Поиск",
    "footer": "На странице каждого правила указано, откуда взят его текст.",
    "display": "Вид",
    "columns": "Колонки:",
    "one_at_a_time": "(по одной)",
    "mark_terms": "Отметить термины",
    "mark_terms_title": "подчеркнуть термины глоссария; каждый ведёт к своей статье",
    "only": "только {name}",
    "side_by_side": "все языки рядом",
    "one_language": "Один язык:",
    "letter_inferred": "буква выведена",
    "letter_inferred_title": "в источнике этой буквы нет; она следует из порядка пунктов",
    "cited_by": "ссылки сюда:",
    "in_editions": "в других редакциях:",
    "title_supplied": "(заголовка нет в источнике)",
    "title_supplied_title": "источник не называет это правило; заголовок взят из манифеста",
    "title_other_language": "(нет заголовка на этом языке)",
    "footnotes": "Сноски",
    "footnote": "сноска {n}",
    "pager": "Другие правила и редакции",
    "ref_outside": "Правила {target} нет в этих текстах",
    "ref_missing": "{target}: такого пункта в этой редакции нет",
    "no_note_text": "в источнике нет текста сноски",
    "law_n": "Правило {n}",
    "forum_post": "{edition}: сообщение форума",
    "contents_of": "Содержание редакции {edition}",
    "law_in_editions": "Это правило в других редакциях:",
    "source": "Откуда этот текст",
    "print": "Напечатать правило",
    "laws": "Правила",
    "redrafts": "Предложение новой редакции правил издания",
    "ruling": "Разобранное решение",
    "preface": "Предисловие",
    "mark_changes": "Отметить изменения с {edition}",
    "changes": "Изменения между редакциями",
    "cite": "Цитировать",
    "copied": "Скопировано:",
    "copy_by_hand": "Ссылка (выделите и скопируйте):",
    "close": "Закрыть",
    "search_title": "Поиск ({name})",
    "other_languages": "Другие языки:",
    "words_to_find": "Что искать",
    "searching": "Поиск…",
    "found": "Найдено страниц: {n} по запросу «{q}»",
    "nothing_found": "По запросу «{q}» ничего не найдено.",
    "in_clauses": "в пунктах",
    "more": "и ещё {n}",
    "edition": "редакция {edition}",
    "search_needs_js": "Для поиска нужен JavaScript.",
    "search_unavailable": "Поиск не смог загрузить индекс. Откройте сайт через веб-сервер "
                          "(bridgelaws serve).",
    "search_from_file": "В копии, открытой из файла, поиск не работает: браузер не даёт странице "
                        "читать поисковый индекс с диска. Для поиска откройте сайт через "
                        "веб-сервер (bridgelaws serve); все страницы и ссылки работают и из "
                        "файла, а поиск по странице браузера (Ctrl+F) ищет в одном правиле.",
    "offline_file": "Открыто из файла: все страницы и ссылки работают без сети. Установка "
                    "сайта как приложения и поиск требуют веб-сервера (bridgelaws serve).",
    "offline_ready": "Сохранено для работы без сети: страницы и поиск доступны офлайн.",
    "filter_terms": "Найти термин",
    "used_in": "Где встречается",
    "not_found_in_corpus": "в этих текстах не встречается",
    "no_rendering": "в текстах нет перевода на этот язык",
    "terms_shown": "терминов: {n} из {total}",
}

EL = {
    "site_name": "Οι Νόμοι του Ντουπλικάτ Μπριτζ",
    "skip": "Μετάβαση στο κείμενο",
    "nav_site": "Ιστότοπος",
    "home": "Αρχική",
    "breadcrumb": "Διαδρομή",
    "glossary": "Γλωσσάριο",
    "search": "Αναζήτηση",
    "footer": "Κάθε σελίδα νόμου αναφέρει από ποια πηγή προέρχεται το κείμενό της.",
    "display": "Προβολή",
    "columns": "Στήλες:",
    "one_at_a_time": "(μία κάθε φορά)",
    "mark_terms": "Επισήμανση όρων",
    "mark_terms_title": "υπογράμμιση των όρων του γλωσσαρίου· ο καθένας οδηγεί στο λήμμα του",
    "only": "μόνο {name}",
    "side_by_side": "όλες οι γλώσσες δίπλα δίπλα",
    "one_language": "Μία γλώσσα:",
    "letter_inferred": "γράμμα κατά συναγωγή",
    "letter_inferred_title": "η πηγή δεν γράφει αυτό το γράμμα· προκύπτει από τη σειρά",
    "cited_by": "παραπέμπουν εδώ:",
    "in_editions": "σε άλλες εκδόσεις:",
    "title_supplied": "(ο τίτλος δεν υπάρχει στην πηγή)",
    "title_supplied_title": "η πηγή δεν ονομάζει αυτόν τον νόμο· ο τίτλος προέρχεται από το "
                            "μανιφέστο",
    "title_other_language": "(χωρίς τίτλο σε αυτή τη γλώσσα)",
    "footnotes": "Υποσημειώσεις",
    "footnote": "υποσημείωση {n}",
    "pager": "Άλλοι νόμοι και εκδόσεις",
    "ref_outside": "Ο νόμος {target} δεν υπάρχει σε αυτά τα κείμενα",
    "ref_missing": "{target}: δεν υπάρχει τέτοιο σημείο σε αυτή την έκδοση",
    "no_note_text": "η πηγή δεν δίνει κείμενο υποσημείωσης",
    "law_n": "Νόμος {n}",
    "forum_post": "{edition}: ανάρτηση φόρουμ",
    "contents_of": "Περιεχόμενα της έκδοσης {edition}",
    "law_in_editions": "Ο νόμος σε άλλες εκδόσεις:",
    "source": "Από πού προέρχεται το κείμενο",
    "print": "Εκτύπωση του νόμου",
    "laws": "Νόμοι",
    "redrafts": "Πρόταση αναδιατύπωσης των νόμων της έκδοσης",
    "ruling": "Υπόδειγμα απόφασης",
    "preface": "Πρόλογος",
    "mark_changes": "Επισήμανση αλλαγών από το {edition}",
    "changes": "Αλλαγές μεταξύ εκδόσεων",
    "cite": "Παραπομπή",
    "copied": "Αντιγράφηκε:",
    "copy_by_hand": "Παραπομπή (επιλέξτε και αντιγράψτε):",
    "close": "Κλείσιμο",
    "search_title": "Αναζήτηση ({name})",
    "other_languages": "Άλλες γλώσσες:",
    "words_to_find": "Λέξεις προς αναζήτηση",
    "searching": "Αναζήτηση…",
    "found": "Βρέθηκαν {n} σελίδες για «{q}»",
    "nothing_found": "Δεν βρέθηκε τίποτα για «{q}».",
    "in_clauses": "στα σημεία",
    "more": "και άλλα {n}",
    "edition": "έκδοση {edition}",
    "search_needs_js": "Η αναζήτηση χρειάζεται JavaScript.",
    "search_unavailable": "Η αναζήτηση δεν μπόρεσε να φορτώσει το ευρετήριο. Ανοίξτε τον "
                          "ιστότοπο μέσω διακομιστή (bridgelaws serve).",
    "search_from_file": "Σε αντίγραφο που ανοίγει από αρχείο η αναζήτηση δεν λειτουργεί: ο "
                        "φυλλομετρητής δεν επιτρέπει στη σελίδα να διαβάσει το ευρετήριο από τον "
                        "δίσκο. Για αναζήτηση ανοίξτε τον ιστότοπο μέσω διακομιστή (bridgelaws "
                        "serve)· όλες οι σελίδες και οι σύνδεσμοι λειτουργούν και από το αρχείο, "
                        "και η Εύρεση του φυλλομετρητή (Ctrl+F) ψάχνει σε έναν νόμο.",
    "offline_file": "Άνοιγμα από αρχείο: όλες οι σελίδες και οι σύνδεσμοι λειτουργούν χωρίς "
                    "δίκτυο. Η εγκατάσταση ως εφαρμογή και η αναζήτηση χρειάζονται διακομιστή "
                    "(bridgelaws serve).",
    "offline_ready": "Αποθηκεύτηκε για χρήση χωρίς δίκτυο: οι σελίδες και η αναζήτηση "
                     "λειτουργούν εκτός σύνδεσης.",
    "filter_terms": "Εύρεση όρου",
    "used_in": "Πού απαντά",
    "not_found_in_corpus": "δεν απαντά σε αυτά τα κείμενα",
    "no_rendering": "τα κείμενα δεν έχουν απόδοση σε αυτή τη γλώσσα",
    "terms_shown": "{n} από {total} όροι",
}

TABLES = {"en": EN, "ru": RU, "el": EL}
# What the scripts show (site.js, search.js), written into each page as JSON.
SCRIPT_KEYS = ("copied", "copy_by_hand", "searching", "found", "nothing_found", "in_clauses",
               "more", "side_by_side", "footnote", "edition", "search_unavailable",
               "search_from_file", "offline_file", "offline_ready", "terms_shown")


class Words:
    """A page's interface words, each an attribute (as templates read them, without a
    failed lookup first) and an item; `lang` is the language they are in (the page's, or
    "en" where the table has none for it); `script` those the scripts show, as JSON."""

    def __init__(self, lang: str, table: dict[str, str]):
        self.__dict__.update(table)
        self.lang, self.table = lang, table
        self.script = Markup(json.dumps({key: table[key] for key in SCRIPT_KEYS},
                                        ensure_ascii=False))

    def __getitem__(self, key: str) -> str:
        return self.table[key]


WORDS = {lang: Words(lang, table) for lang, table in TABLES.items()}


def words(lang: str) -> Words:
    """The interface words for a page in `lang`, English where the table has none."""
    return WORDS.get(lang) or WORDS["en"]
