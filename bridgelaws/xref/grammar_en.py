"""English: `Law 50D`, `Laws 45E or 58B`, `Laws 61 to 64`, `L61B3a`, `this Law`, `see B2 above`."""

from __future__ import annotations

from bridgelaws.xref.grammar import Words, compile_grammar

WORDS = Words(
    lang="en",
    law_word=r"[Ll]aws?|LAWS?",
    plural_word=r"[Ll]aws|LAWS",
    self_word=r"Law",
    self_before=r"(?:[Tt]his|[Tt]he[ \t]+present)[ \t]+",
    direction=r"above\b|below\b",
    relative_before=r"\b(?:see|cf\.)[ \t]+{rel}[ \t]+",
    # 2007 Law 64B: "There is no rectification as in A following an established revoke".
    relative_after=r"as[ \t]+in[ \t]+{rel}",
    list_words=("and/or", "and", "or", "&"),
    range_words=("through", "thru", "to"),
    short_form=True,
)

GRAMMAR = compile_grammar(WORDS)
