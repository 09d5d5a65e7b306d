"""The corpus: source texts read, aligned by law and clause, written as validated XML."""

from bridgelaws.corpus.load import load_corpus

__all__ = ["load_corpus"]
