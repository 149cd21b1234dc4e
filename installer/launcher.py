"""The frozen program's entry point: the same `lotr-table` command the package installs.

PyInstaller needs a script, not a console_scripts entry point, so this file stands in for
the one pyproject.toml declares. It adds one thing the installed command does not need: the
windowed builds (lotr-table.exe, the macOS app) have no console anyone can read, so an error
at start-up — a usage error, a damaged install, an exception — is shown in a window instead
of vanishing with the process.
"""

from __future__ import annotations

import io
import os
import sys
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
        import traceback
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
            import subprocess

            script = ['on run argv', f'display alert "{APP_NAME}" message (item 1 of argv) as critical', 'end run']
            subprocess.run(["osascript", *sum((["-e", line] for line in script), []), text], check=False)


# How multiprocessing runs this frozen program again: a spawned worker (`lotr-table arena
# --workers N` on Windows and macOS, a review's analysis everywhere) is started with
# --multiprocessing-fork, its helper processes (the resource tracker, the fork server) with
# Python's own flags and `-c "from multiprocessing.… import main…"`.
_WORKER_FLAG = "--multiprocessing-fork"
_HELPERS = ("from multiprocessing.resource_tracker import main", "from multiprocessing.forkserver import main",
            "import sys; from multiprocessing.forkserver import main")


def multiprocessing_child(argv: Sequence[str]) -> bool:
    """Whether this run is a process multiprocessing started, not a person's start."""
    return _WORKER_FLAG in argv or ("-c" in argv and any(arg.startswith(_HELPERS) for arg in argv))


def run_multiprocessing_child(argv: Sequence[str]) -> None:
    """Be the worker or helper multiprocessing started; never returns. What PyInstaller's
    multiprocessing runtime hook does at every start, done here only in such a run: the hook
    (left out of the bundle: lotr_table.spec) imported multiprocessing and pickle, socket and
    subprocess with it before every window's first frame, for the few runs that need them."""
    import multiprocessing.spawn
    from subprocess import _args_from_interpreter_flags

    multiprocessing.process.ORIGINAL_DIR = None     # spawn must not read __main__ from the script
    if "-c" in argv:
        at = argv.index("-c")
        if set(argv[1:at]) == set(_args_from_interpreter_flags()) and len(argv) > at + 1 \
                and argv[at + 1].startswith(_HELPERS):
            exec(argv[at + 1])                      # noqa: S102 - multiprocessing's own helper, as the hook runs it
            sys.exit()
    if multiprocessing.spawn.is_forking(argv):
        kwds = {}
        for arg in argv[2:]:
            name, value = arg.split("=")
            kwds[name] = None if value == "None" else int(value)
        multiprocessing.spawn.spawn_main(**kwds)
        sys.exit()


if __name__ == "__main__":
    # A process multiprocessing starts re-runs this frozen program (the parent needs nothing
    # more: PyInstaller gives __main__ an absolute __file__, so spawn never joins it to
    # ORIGINAL_DIR, and a spawned child finds its __main__ already the script).
    if getattr(sys, "frozen", False) and multiprocessing_child(sys.argv):
        run_multiprocessing_child(sys.argv)
    sys.exit(run())
