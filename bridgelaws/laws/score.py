"""Duplicate scores, from the scoring table of Law 77, so that a ruling can say what a
trick transferred is worth: the contract's score before and after the rectification.

The table is the same in the 1997, 2007 and 2017 Laws (the 1987 change to non-vulnerable
doubled undertricks, 300 from the fourth on, is in all three).
"""

from __future__ import annotations

from bridgelaws.laws.pbn import CONTRACT, side

# PBN 2.1 section 3.3 (the Vulnerable tag): "None", "Love" and "-" for neither side,
# "NS", "EW", "All" and "Both"
VULNERABLE = {"none": "", "love": "", "-": "", "ns": "NS", "ew": "EW", "all": "NSEW",
              "both": "NSEW"}


def vulnerable_sides(tag: str | None) -> str | None:
    """The sides vulnerable by the Vulnerable tag ("", "NS", "EW" or "NSEW"); None where the
    tag is missing or says something else, so that no score is made up."""
    return VULNERABLE.get(tag.strip().lower()) if tag is not None else None


def is_vulnerable(tag: str | None, declarer: str) -> bool | None:
    sides = vulnerable_sides(tag)
    return None if sides is None else side(declarer) in sides


def _trick_points(denomination: str, tricks: int) -> int:
    """Law 77, odd tricks bid and made, undoubled."""
    if denomination in ("C", "D"):
        return 20 * tricks
    if denomination in ("H", "S"):
        return 30 * tricks
    return 40 + 30 * (tricks - 1) if tricks else 0


def _undertricks(down: int, doubling: int, vulnerable: bool) -> int:
    """Law 77, the defenders' premium for `down` undertricks."""
    if doubling == 1:
        return down * (100 if vulnerable else 50)
    if vulnerable:  # doubled: 200 the first, 300 each one after
        doubled = 200 + 300 * (down - 1)
    else:  # 100 the first, 200 the second and third, 300 each one after
        doubled = 100 + 200 * min(down - 1, 2) + 300 * max(down - 3, 0)
    return doubled * (doubling // 2)


def score(contract: str, tricks: int, vulnerable: bool) -> int:
    """Declarer's side's score for `contract` ("4S", "3NTX", "1NTXX", "Pass") making `tricks`
    tricks; negative when it goes down."""
    m = CONTRACT.match(contract.upper())
    if not m:
        if contract.upper() in ("PASS", "AP"):
            return 0
        raise ValueError(f"not a contract: {contract!r}")
    level, denomination = int(m.group(1)), m.group(2)
    doubling = {"": 1, "X": 2, "XX": 4}[m.group(3)]
    need = level + 6
    if tricks < need:
        return -_undertricks(need - tricks, doubling, vulnerable)
    contracted = _trick_points(denomination, level) * doubling
    total = contracted + ((500 if vulnerable else 300) if contracted >= 100 else 50)
    if level == 6:
        total += 750 if vulnerable else 500
    elif level == 7:
        total += 1500 if vulnerable else 1000
    total += {1: 0, 2: 50, 4: 100}[doubling]  # "for making a doubled contract"
    over = tricks - need
    if doubling == 1:
        total += _trick_points(denomination, level + over) - _trick_points(denomination, level)
    else:
        total += over * (100 if vulnerable else 50) * doubling
    return total
