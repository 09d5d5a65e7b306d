"""Executable predicates for every clause, run on PBN play records.

`pbn` reads the record, `events` what the table did that PBN cannot hold, `facts` derives
what the Laws turn on, `law53` ... `law67` rule each clause (registered in `registry` by
edition and citation), `ruling` puts a board's verdicts together.
"""
