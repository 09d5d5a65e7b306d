"""Write files so that a failure leaves nothing half-written: temp path, then rename.

Temp files and folders are made private (mkstemp 0600, mkdtemp 0700); what is swapped into
place gets the modes a plain `open`/`mkdir` would give (0644 files, 0755 folders under the
usual umask 022), so that a web server or another user can read the build.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path


def umask() -> int:
    """The process's umask (reading it means setting it: set back at once)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_bytes(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.chmod(tmp, 0o666 & ~umask())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_text(path: Path, text: str) -> None:
    write_bytes(path, text.encode("utf-8"))


def replace_dir(target: Path, staged: Path) -> None:
    """Swap a fully built directory into place; the old one goes only once the new is whole."""
    target = Path(target)
    old = None
    if target.exists():
        old = target.with_name(f".{target.name}.old")
        shutil.rmtree(old, ignore_errors=True)
        os.replace(target, old)
    os.replace(staged, target)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def replace_dirs(out: Path, staged: Path, names: list[str]) -> None:
    """Swap several folders built in `staged` into `out` together: each old one is moved
    into `staged` (deleted with it later) and the new one moved in; if any move fails, the
    ones already made are undone, so `out` holds either the whole new build or the old one.
    Renames only, within one file system: nothing is copied and no file is half-written."""
    out, staged = Path(out), Path(staged)
    (staged / ".old").mkdir()
    done: list[tuple[Path, Path | None]] = []  # (target, where its old one went)
    try:
        for name in names:
            target, old = out / name, None
            if target.exists():
                old = staged / ".old" / name
                os.replace(target, old)
            done.append((target, old))
            os.replace(staged / name, target)
    except BaseException as err:
        try:
            for target, old in reversed(done):
                if target.exists():  # the new one got in: back to the staging folder
                    os.replace(target, staged / target.name)
                if old is not None:
                    os.replace(old, target)
        except OSError as undo:
            raise OSError(f"{err}; the previous build could not be put back ({undo}): "
                          f"it is in {staged / '.old'}") from err
        raise


def staging_dir(target: Path) -> Path:
    """A fresh empty directory beside `target` to build into before `replace_dir`; with the
    mode `mkdir` would give it (mkdtemp's 0700 would travel with it into place)."""
    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    path = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
    os.chmod(path, 0o777 & ~umask())
    return path
