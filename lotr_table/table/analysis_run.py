"""A game's analysis running in a worker process (ai/analysis.work), watched from the Qt thread.

A process rather than a thread: a whole game's search takes tens of seconds of pure Python,
and in a thread it would hold the interpreter against the table's painting for all that
time (the computer seat's threads get away with it because each thinks for under a second).
In its own process it uses the other core and the table stays as smooth as ever; it is
started by "spawn", so it shares nothing with the window but the task sent to it.

The process writes the analysis file after each decision weighed; this side only reads the
messages it posts (how far it is) and reloads the file at the end. Stopping sets an event
the process reads before each decision, so it ends within one decision's search, the file
whole; starting again resumes from the file.
"""

from __future__ import annotations

import multiprocessing
import queue

from PySide6.QtCore import QObject, QTimer, Signal

from lotr_table.ai import analysis as analyses

POLL_MS = 100


class AnalysisRun(QObject):
    progress = Signal(int, int)         # decisions weighed, decisions in all
    ended = Signal(bool, str)           # finished (else stopped or failed), what went wrong ("" if nothing)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._process = None
        self._told = None
        self._stop = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._read)

    @property
    def running(self) -> bool:
        return self._process is not None

    def start(self, task: dict) -> None:
        """Analyse in a worker process (ai/analysis.job makes the task)."""
        if self.running:
            return
        context = multiprocessing.get_context("spawn")
        self._told = context.Queue()
        self._stop = context.Event()
        # a daemon: it goes with the program, which never waits on a search to quit
        self._process = context.Process(target=analyses.work, args=(task, self._told, self._stop),
                                        name="lotr-table-analysis", daemon=True)
        self._process.start()
        self._timer.start()

    def stop(self) -> None:
        """Ask the process to end after the decision it is weighing (the file stays whole)."""
        if self._stop is not None:
            self._stop.set()

    def abandon(self) -> None:
        """The review closes: stop, and wait for nobody (the process ends on its own)."""
        self.stop()
        self._timer.stop()
        self._process = None

    def _read(self) -> None:
        while self._told is not None:
            try:
                kind, done, total = self._told.get_nowait()
            except queue.Empty:
                break
            if kind == "progress":
                self.progress.emit(done, total)
            else:
                self._end(kind == "finished", done if kind == "failed" else "")
                return
        if self._process is not None and not self._process.is_alive() and self._told is not None \
                and self._told.empty():
            self._end(False, "the analysis process ended unexpectedly")

    def _end(self, finished: bool, problem: str) -> None:
        self._timer.stop()
        process, self._process = self._process, None
        if process is not None:
            process.join(timeout=1)
        self._told = self._stop = None
        self.ended.emit(finished, problem)
