"""Write files so that a failure leaves nothing half-written: temp path, then rename."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path


def write_bytes(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
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


def staging_dir(target: Path) -> Path:
    """A fresh empty directory beside `target` to build into before `replace_dir`."""
    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
