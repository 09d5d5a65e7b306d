"""The cycle collector paused for a stage, and left as the program had it."""

from __future__ import annotations

import gc

import pytest

from bridgelaws.collector import collector_paused


@pytest.mark.parametrize(("enabled", "frozen"), [(True, False), (False, False), (True, True)])
def test_paused_inside_and_restored_after(enabled, frozen):
    was_enabled = gc.isenabled()
    try:
        gc.enable() if enabled else gc.disable()
        program = [object()]  # one of the program's objects, frozen with the rest if asked
        if frozen:
            gc.freeze()
        frozen_before = gc.get_freeze_count()
        with collector_paused():
            assert not gc.isenabled()
            made = [[i] for i in range(1000)]
        assert gc.isenabled() == enabled
        if frozen:
            # the program's frozen objects stay frozen (gc.get_objects() leaves out the
            # permanent generation); nothing of ours joins them. The count itself may fall:
            # a frozen object freed meanwhile by reference counting leaves it.
            assert not _tracked(program)
            assert _tracked(made[0])
            assert gc.get_freeze_count() <= frozen_before
        else:  # what was made went to the oldest generation: the young ones are empty
            assert gc.get_freeze_count() == 0
            assert gc.get_count()[:2] == (0, 0)
        del made
    finally:
        gc.unfreeze()
        gc.enable() if was_enabled else gc.disable()


def _tracked(obj) -> bool:
    """Whether the collector sees `obj` in one of its generations (not frozen)."""
    return any(o is obj for o in gc.get_objects())
