"""bridgelaws: the Laws of Duplicate Bridge as a structured, cross-referenced corpus."""

__version__ = "0.1.0"
