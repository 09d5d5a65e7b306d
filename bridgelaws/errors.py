"""The one error type users see: a single line naming file and line, exit status 2."""

from __future__ import annotations


class BridgelawsError(Exception):
    """Bad input. The CLI prints `error: FILE:LINE: MESSAGE` and exits 2, no traceback."""

    def __init__(self, message: str, file: str | None = None, line: int | None = None):
        super().__init__(message)
        self.message = message
        self.file = file
        self.line = line

    def __str__(self) -> str:
        where = ""
        if self.file is not None:
            where = f"{self.file}:{self.line}: " if self.line is not None else f"{self.file}: "
        return f"{where}{self.message}"
