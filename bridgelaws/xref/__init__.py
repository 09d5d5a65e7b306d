"""Cross-references: find -> normalise -> resolve -> annotate, one stage per module.

The API the XML writer and the site use: `Ref`, `corpus_refs`, `backlinks`, `href`,
`page_url`.
"""

from bridgelaws.xref.links import href, page_url
from bridgelaws.xref.refs import Ref, backlinks, corpus_refs

__all__ = ["Ref", "backlinks", "corpus_refs", "href", "page_url"]
