"""The cycle collector paused for a stage, and left as the program had it."""

from __future__ import annotations

import gc
import subprocess
import sys

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


# What the interpreter's last collection would trace: the objects not frozen when it runs,
# after the atexit handlers (which run last-registered first: this one, registered before
# the command ran, after the command's).
EXIT_PROBE = """
import atexit, gc, sys
from bridgelaws.cli import main
kept = [[i] for i in range(100000)]  # a command's long-lived objects
atexit.register(lambda: print(gc.get_freeze_count() >= len(kept), file=sys.stderr))
sys.argv = ["bridgelaws", *sys.argv[1:]]
main()
"""


@pytest.mark.parametrize(("args", "status"), [
    (["--version"], 0),
    (["annotate", "-", "--lang", "xx"], 2),  # an error ends the command: spared all the same
    (["no-such-command"], 2),
])
def test_the_command_leaves_its_objects_out_of_the_collection_at_exit(args, status):
    done = subprocess.run([sys.executable, "-c", EXIT_PROBE, *args], input="",
                          capture_output=True, text=True)
    assert done.returncode == status
    assert done.stderr.splitlines()[-1] == "True"


def test_running_a_command_in_process_leaves_the_collector_as_it_was():
    """Tests call the entry point in-process: nothing is frozen before the process ends."""
    done = subprocess.run([sys.executable, "-c", """
import gc, sys
from bridgelaws.cli import main
sys.argv = ["bridgelaws", "--version"]
try:
    main()
except SystemExit:
    pass
print(gc.get_freeze_count())
"""], capture_output=True, text=True)
    assert done.stdout.splitlines()[-1] == "0"
