"""Validating corpus XML against the RELAX NG schema kept beside this module."""

from __future__ import annotations

from pathlib import Path

from bridgelaws.errors import BridgelawsError

SCHEMA = Path(__file__).with_name("corpus.rng")


def validate(xml: bytes, name: str = "corpus.xml") -> None:
    """Raise a one-line error naming the first invalid line; return quietly when valid."""
    from lxml import etree

    schema = etree.RelaxNG(etree.parse(str(SCHEMA)))
    doc = etree.fromstring(xml)
    if not schema.validate(doc):
        err = schema.error_log.last_error
        raise BridgelawsError(f"corpus XML does not match {SCHEMA.name}: {err.message}",
                              file=name, line=err.line)
