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
        if frozen:
            gc.freeze()
        frozen_before = gc.get_freeze_count()
        with collector_paused():
            assert not gc.isenabled()
            made = [[i] for i in range(1000)]
        assert gc.isenabled() == enabled
        if frozen:  # the program's frozen objects stay frozen; nothing of ours joins them
            assert gc.get_freeze_count() == frozen_before
        else:  # what was made went to the oldest generation: the young ones are empty
            assert gc.get_freeze_count() == 0
            assert gc.get_count()[:2] == (0, 0)
        del made
    finally:
        gc.unfreeze()
        gc.enable() if was_enabled else gc.disable()
