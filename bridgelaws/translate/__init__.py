"""Translators' toolkit: sentence segments, TMX and TBX exports, the term base and its checks.

Importing this package is cheap; spaCy and pymorphy3 load when a function first needs them.
"""
