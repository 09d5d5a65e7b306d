"""Edition diffs: clauses matched between two editions of a law, then compared word by word.

    match     pair the clauses of two editions of one law: texts, splits and merges, then
              headings with their content (one change per entry, see CHANGES)
    words     token-level ops (words and marks) of one pair of texts, or of a split's parts
    compare   per law and per pair of editions, with a summary of the changes
    timeline  one clause traced through the editions
    render    JSON, marked-up text and HTML fragments
    report    what `bridgelaws diff` prints
    pages     the website's diff pages and law-page panels, as HTML fragments
"""

from bridgelaws.diff.compare import (
    EditionChanges,
    LawChanges,
    changes_summary,
    default_language,
    diff_editions,
    diff_law,
    edition_pairs_for_law,
    law_languages,
    shared_languages,
    shared_laws,
)
from bridgelaws.diff.match import CHANGES, ClauseDiff, count_changes, match_laws
from bridgelaws.diff.pages import (
    DiffPage,
    clause_timeline_html,
    diff_pages,
    diff_path,
    law_panel_html,
)
from bridgelaws.diff.render import (
    as_html,
    as_json,
    as_text,
    counts_text,
    entry_line,
    label,
    ops_html,
    ops_text,
    timeline_html,
)
from bridgelaws.diff.timeline import Step, timeline
from bridgelaws.diff.words import word_ops

__all__ = [
    "CHANGES",
    "ClauseDiff",
    "DiffPage",
    "EditionChanges",
    "LawChanges",
    "Step",
    "as_html",
    "as_json",
    "as_text",
    "changes_summary",
    "clause_timeline_html",
    "count_changes",
    "counts_text",
    "default_language",
    "diff_editions",
    "diff_law",
    "diff_pages",
    "diff_path",
    "edition_pairs_for_law",
    "entry_line",
    "label",
    "law_languages",
    "law_panel_html",
    "match_laws",
    "ops_html",
    "ops_text",
    "shared_languages",
    "shared_laws",
    "timeline",
    "timeline_html",
    "word_ops",
]
