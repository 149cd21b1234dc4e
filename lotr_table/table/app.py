"""The program's start: the Qt application, the remembered settings and language, the main
window, and the offer to resume a game after a crash.

LOTR_TABLE_EXIT_AFTER_FIRST_FRAME=1 prints the seconds from process start to the main
window's first painted frame and exits 0, after LOTR_TABLE_HOLD_AFTER_FIRST_FRAME seconds if
set (benchmarks/startup.py). Everything a game needs beyond the lobby is imported only when
that game is chosen, to keep this short (tests/table/test_startup_imports.py).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Sequence

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from lotr_table.engine import folders
from lotr_table.startup_clock import (EXIT_AFTER_FIRST_FRAME, first_frame_words, hold_seconds, process_start_time,
                                     report_leaving, seconds_since_start)
from lotr_table.table import dialogs, display_libraries, i18n
from lotr_table.table import settings as stored
from lotr_table.table.i18n import tr
from lotr_table.table.main_window import MainWindow
from lotr_table.table.program_icon import program_icon

APP_NAME = "LOTR Table"
__all__ = ["run", "open_window", "process_start_time", "seconds_since_start"]


def run(argv: Sequence[str] | None = None, save: str | None = None) -> int:
    if QApplication.instance() is None and display_libraries.uses_xcb():
        missing = display_libraries.missing_packages()
        if missing:     # Qt would abort with a message that does not say what to install
            print(display_libraries.advice(missing), file=sys.stderr)
            return 2
    app = QApplication.instance() or QApplication(list(argv) if argv is not None else sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setDesktopFileName("lotr-table")  # docks match the window to its menu entry and icon
    app.setWindowIcon(program_icon())
    window = open_window()
    window.setWindowIcon(app.windowIcon())
    if sys.platform == "darwin":    # only macOS sends FileOpen; elsewhere no Python filter sees every event
        opener = SaveFileOpener(window, app)
        app.installEventFilter(opener)
    if os.environ.get(EXIT_AFTER_FIRST_FRAME) == "1":
        window.first_frame.connect(lambda: _report_first_frame(window, app))
    window.show()
    if save is not None:
        window.open_path(Path(save))
    return app.exec()


class SaveFileOpener(QObject):
    """macOS hands a double-clicked .lotrsave to the running program as a FileOpen event."""

    def __init__(self, window: MainWindow, parent: QObject) -> None:
        super().__init__(parent)
        self._window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen:
            self._window.open_path(Path(event.file()))
            return True
        return False


def open_window() -> MainWindow:
    """The main window with the remembered settings. If the last run did not end cleanly,
    the window offers the autosaved game back once it is on screen. A data folder that
    cannot be used is said once, and the program goes on without what it cannot write."""
    folders.clean_stale_temps()         # left by a run killed while writing
    problem = folders.check()
    remembered = stored.load()
    crashed = not remembered.clean_exit
    remembered.clean_exit = False       # stays False on disk until this run ends cleanly
    i18n.set_language(remembered.language, at_start=True)
    window = MainWindow(remembered)
    window.first_frame.connect(lambda: QTimer.singleShot(0, i18n.catalogue_after_first_frame))
    # Written just after the first frame, not before: flushing it to the disk takes tens of
    # milliseconds on a busy machine. A crash before the window shows leaves nothing to resume.
    window.first_frame.connect(lambda: QTimer.singleShot(0, lambda: stored.save(remembered)))
    if problem is not None:
        print(f"LOTR Table: {problem}; games are not autosaved and settings not remembered", file=sys.stderr)
        if os.environ.get(EXIT_AFTER_FIRST_FRAME) != "1":
            window.first_frame.connect(lambda: _warn_folder(window, problem))
    if crashed and os.environ.get(EXIT_AFTER_FIRST_FRAME) != "1":
        window.first_frame.connect(window.offer_resume)
    return window


def _warn_folder(window: MainWindow, problem: str) -> None:
    dialogs.warn(window, tr("Window", "Games cannot be kept on disk"),
                 tr("Window", "{problem}.\n\nYou can play, but games are not autosaved and settings are not "
                              "remembered until the folder is put right.").format(problem=problem))


def _report_first_frame(window: MainWindow, app: QApplication) -> None:
    print(first_frame_words(), flush=True)

    def leave() -> None:
        report_leaving()
        window.close()      # the ordinary way out, so the next run does not take this for a crash
        app.exit(0)
    QTimer.singleShot(int(hold_seconds() * 1000), leave)
