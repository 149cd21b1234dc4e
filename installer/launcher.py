"""The frozen program's entry point: the same `lotr-table` command the package installs.

PyInstaller needs a script, not a console_scripts entry point, so this file stands in for
the one pyproject.toml declares. It adds one thing the installed command does not need: the
windowed builds (lotr-table.exe, the macOS app) have no console anyone can read, so an error
at start-up — a usage error, a damaged install, an exception — is shown in a window instead
of vanishing with the process.
"""

from __future__ import annotations

import io
import multiprocessing
import os
import subprocess
import sys
import traceback
from typing import Callable, Sequence

APP_NAME = "LOTR Table"


def has_console() -> bool:
    """Whether what the program prints reaches someone. A windowed Windows build has no
    stdout or stderr at all; a macOS app opened from the Finder or a double-clicked save is
    started by launchd (process 1), and its output goes to the system log."""
    if sys.stdout is None or sys.stderr is None:
        return False
    return not (sys.platform == "darwin" and getattr(sys, "frozen", False) and os.getppid() == 1)


def run(argv: Sequence[str] | None = None, console: bool | None = None,
        show: Callable[[str], None] | None = None) -> int:
    """`lotr-table` itself; without a console, its output and any exception are kept, and
    shown in a window when the program ends with an error."""
    if has_console() if console is None else console:
        from lotr_table.cli import main
        return main(argv)
    kept = io.StringIO()
    saved = sys.stdout, sys.stderr
    sys.stdout = sys.stderr = kept
    try:
        from lotr_table.cli import main
        status = main(argv)
    except SystemExit as stop:
        status = stop.code if isinstance(stop.code, int) else 0 if stop.code is None else 1
        if isinstance(stop.code, str):
            print(stop.code, file=kept)
    except BaseException:                    # noqa: BLE001 - whatever it is, the player must see it
        traceback.print_exc(file=kept)
        status = 1
    finally:
        sys.stdout, sys.stderr = saved
    if status:
        (show or show_error)(kept.getvalue().strip() or f"{APP_NAME} stopped with exit status {status}.")
    return status


def error_box(text: str):
    """The window an error is shown in: the last line (the error itself) up front, the whole
    text (usage, traceback) under Show Details."""
    from PySide6.QtWidgets import QMessageBox

    lines = [line for line in text.splitlines() if line.strip()]
    box = QMessageBox(QMessageBox.Icon.Critical, APP_NAME, lines[-1] if lines else text)
    if len(lines) > 1:
        box.setDetailedText(text)
    return box


def show_error(text: str) -> None:
    """Shows the error with Qt; where Qt itself cannot start, with the system's own dialog."""
    try:
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841 - needed while the box is open
        error_box(text).exec()
    except Exception:                         # noqa: BLE001 - the fallback below is the point
        if sys.platform == "win32":
            import ctypes

            ctypes.windll.user32.MessageBoxW(None, text, APP_NAME, 0x10)   # MB_ICONERROR
        elif sys.platform == "darwin":
            script = ['on run argv', f'display alert "{APP_NAME}" message (item 1 of argv) as critical', 'end run']
            subprocess.run(["osascript", *sum((["-e", line] for line in script), []), text], check=False)


if __name__ == "__main__":
    # `lotr-table arena --workers N` starts worker processes. Where they are spawned
    # (Windows, macOS), each re-runs this frozen program; freeze_support turns such a run
    # into the worker it was meant to be instead of a second copy of the program.
    multiprocessing.freeze_support()
    sys.exit(run())
