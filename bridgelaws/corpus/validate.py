"""Validating corpus XML against the RELAX NG schema kept beside this module."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from bridgelaws.errors import BridgelawsError

SCHEMA = Path(__file__).with_name("corpus.rng")


@cache
def _schema():
    """The schema, parsed once per process (builds and tests validate many times)."""
    from lxml import etree

    return etree.RelaxNG(etree.parse(str(SCHEMA)))


def validate(xml: bytes, name: str = "corpus.xml") -> None:
    """Raise a one-line error naming the first invalid line; return quietly when valid."""
    from lxml import etree

    schema = _schema()
    doc = etree.fromstring(xml)
    if not schema.validate(doc):
        err = schema.error_log.last_error
        raise BridgelawsError(f"corpus XML does not match {SCHEMA.name}: {err.message}",
                              file=name, line=err.line)
