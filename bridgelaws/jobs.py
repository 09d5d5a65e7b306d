"""Work spread over forked processes: a child shares the parent's corpus without copying it
and hands back its result (or its error) through a pipe.

Used where two pieces of a build do not depend on each other (the corpus XML and the site;
the site's diff, glossary and QA pages and its law pages): on a machine with a core to spare
they run side by side. The output is the same either way, and where the platform cannot fork
or `BRIDGELAWS_JOBS=1` is set, the caller does the work itself.
"""

from __future__ import annotations

import os
import pickle
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bridgelaws.errors import BridgelawsError

# BRIDGELAWS_JOBS=1 keeps the whole build in one process (no fork), e.g. to profile it.
JOBS_VAR = "BRIDGELAWS_JOBS"


@dataclass
class Job:
    what: str  # what it does, for an error message: "writing the corpus XML"
    pid: int
    pipe: int  # read end: the child's pickled (ok, value) or its error
    done: bool = False  # joined: the child is reaped


def jobs() -> int:
    """How many processes a build may keep busy: BRIDGELAWS_JOBS, else the usable cores."""
    wanted = os.environ.get(JOBS_VAR, "")
    if wanted.isdigit():
        return int(wanted)
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else 1


def fork(what: str, work: Callable[[], Any]) -> Job | None:
    """Run `work` in a forked child; None where this process should do it itself (one job
    wanted, or no fork on this platform). `join` gives its result."""
    if jobs() < 2 or not hasattr(os, "fork"):
        return None
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into the caller's code
        os.close(read)
        status = 0
        try:
            try:
                answer = (True, work())
            except BaseException as err:  # carried to the parent, raised there
                status = 1
                if isinstance(err, BridgelawsError):
                    answer = (False, ("bridgelaws", err.file, err.line, err.message))
                else:
                    answer = (False, (type(err).__name__, None, None, str(err)))
            with os.fdopen(write, "wb") as pipe:
                pickle.dump(answer, pipe, protocol=pickle.HIGHEST_PROTOCOL)
        finally:
            os._exit(status)
    os.close(write)
    return Job(what, pid, read)


def join(job: Job, quiet: bool = False) -> Any:
    """Wait for a forked job and give its result; its failure is raised here, as if it had
    run in this process (unless `quiet`: the job was stopped because this process failed
    first)."""
    with os.fdopen(job.pipe, "rb") as pipe:
        data = pipe.read()
    _, status = os.waitpid(job.pid, 0)
    job.done = True
    if quiet:
        return None
    if not data:
        raise RuntimeError(f"{job.what}: the process ended with status "
                           f"{os.waitstatus_to_exitcode(status)}")
    ok, value = pickle.loads(data)
    if ok:
        return value
    kind, file, line, text = value
    if kind == "bridgelaws":
        raise BridgelawsError(text, file, line)
    raise RuntimeError(f"{job.what}: {kind}: {text}")


def stop(job: Job) -> None:
    """Stop a job whose result is no longer wanted (this process failed) and reap it;
    nothing to do where it was joined already."""
    import signal

    if job.done:
        return
    os.kill(job.pid, signal.SIGKILL)
    join(job, quiet=True)
