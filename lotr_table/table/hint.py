"""A hint at the table: "What would you do?" asked of the normal-level search for the person's
seat, from that seat's view only (ai/teacher.py), in a worker thread so the table stays
responsive, with its progress told and a Cancel that ends it within one simulated game.

The search is handed what a computer player is handed: a StoppableEye on the position (the
eye's doors close when the hint is cancelled, computer_seat.py) and its own random generator,
seeded by the position's place in the game, so the same position asked twice gets the same
hint. Its answer is dropped if the position changed meanwhile.
"""

from __future__ import annotations

import logging
import random
import threading
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, Signal

from lotr_table.ai import teacher
from lotr_table.engine.game import Game, Seat
from lotr_table.table.computer_seat import StoppableEye, Stopped

log = logging.getLogger(__name__)


class _Post(QObject):
    """Where the workers post (one for the program's run: never an object deleted meanwhile)."""
    progress = Signal(int, float)
    arrived = Signal(int, object)


_post: _Post | None = None


def _the_post() -> _Post:
    global _post
    if _post is None:
        _post = _Post(QCoreApplication.instance())
    return _post


def _search(number: int, game: Game, state: Any, seat: Seat, rng: random.Random, stop: threading.Event) -> None:
    """Runs in a worker thread; touches no widget."""
    post = _the_post()
    eye = StoppableEye(game, state, seat, stop)
    try:
        found = teacher.hint(game, state, seat, rng, eye=eye,
                             progress=lambda f: None if stop.is_set() else post.progress.emit(number, f))
    except Stopped:
        return
    except Exception:           # a search's bug must not stall the table: no hint, said so
        log.exception("the hint's search failed")
        found = None
    if not stop.is_set():
        post.arrived.emit(number, found)


class Teacher(QObject):
    """One table's hints: at most one search at a time."""

    progress = Signal(float)            # 0..1
    answered = Signal(object)           # a teacher.Hint, or None when the search failed

    _numbers = 0

    def __init__(self, game: Game, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self._number = 0
        self._stop: threading.Event | None = None
        post = _the_post()
        post.progress.connect(self._progress)
        post.arrived.connect(self._arrived)

    @property
    def busy(self) -> bool:
        return self._stop is not None

    def ask(self, state: Any, seat: Seat, place: int) -> None:
        """Weigh `seat`'s options in `state` (the position after `place` actions)."""
        self.cancel()
        Teacher._numbers += 1
        self._number = number = Teacher._numbers
        self._stop = stop = threading.Event()
        rng = random.Random(place)
        QThreadPool.globalInstance().start(lambda: _search(number, self.game, state, seat, rng, stop))

    def cancel(self) -> None:
        if self._stop is not None:
            self._stop.set()
            self._stop = None

    def _progress(self, number: int, fraction: float) -> None:
        if number == self._number and self._stop is not None:
            self.progress.emit(fraction)

    def _arrived(self, number: int, found) -> None:
        if number != self._number or self._stop is None:
            return
        self._stop = None
        self.answered.emit(found)
