"""The computer players at the table: each thinks in a worker thread, so the table stays
responsive (zoom, pan, the log, the menus) while it does.

A thought is handed exactly what a computer player may have: a SeatEye on the state the
seat was asked about (states are never changed in place, so a reference is safe to share
with the worker) and the player's own random generator. Its answer comes back to the Qt
thread as a queued signal.

Stopping. A search cannot be interrupted from outside, but it reaches the game only through
its eye; the eye handed over here raises `Stopped` at its next use once the thought is
stopped, which ends a search within one iteration. A thought that has already answered is
forgotten instead: its answer is dropped when it arrives. So a new game, an opened save, an
undo or quitting never receives a move meant for another position.
"""

from __future__ import annotations

import logging
import random
import sys
import threading
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, Signal

from lotr_table.ai import SeatEye, player_from_spec
from lotr_table.ai.player import Player
from lotr_table.ai.random_player import RandomPlayer
from lotr_table.ai.specs import SpecError
from lotr_table.engine.action import Action
from lotr_table.engine.game import Game, Seat

log = logging.getLogger(__name__)


def can_play(spec: str, game: Game) -> bool:
    """Whether `spec` names a computer player for `game` (a remembered seating may not)."""
    try:
        player_from_spec(spec, game)
    except SpecError:
        return False
    return True


class Stopped(Exception):
    """Raised inside a thought whose answer nobody waits for any more."""


class StoppableEye(SeatEye):
    """A SeatEye whose doors close once `stop` is set: the way to end a search early."""

    __slots__ = ()
    DOORS = ("view", "legal_actions", "to_act", "resample")

    def __init__(self, game: Game, state: Any, seat: Seat, stop: threading.Event) -> None:
        super().__init__(game, state, seat)
        for door in self.DOORS:
            setattr(self, door, _closing(getattr(self, door), stop))


def _closing(door: Callable, stop: threading.Event) -> Callable:
    def guarded(*args: Any) -> Any:
        if stop.is_set():
            raise Stopped
        return door(*args)
    return guarded


class _Mailbox(QObject):
    """Where the workers post their answers: one object for the program's whole run, so a
    worker never posts to an object deleted while it thought (a table that was closed)."""

    arrived = Signal(int, object, str)    # thought number, Action, what went wrong ("" if nothing)


_mailbox: _Mailbox | None = None
_stops: set[threading.Event] = set()      # every thought still running, to stop them at quit

# How long a thinking worker may keep the interpreter while the Qt thread waits for it.
# Python's default (5 ms) is paid at every return from Qt into Python (each item painted,
# each event handled): with it, a board repainted every 16 ms during normal-level searches
# managed 20-30 frames a second; at 0.5 ms it keeps about 60, and the search loses nothing
# measurable. It matters only while two threads want the interpreter, i.e. while the
# computer thinks.
HANDOVER_SECONDS = 0.0005


def _the_mailbox() -> _Mailbox:
    global _mailbox
    if _mailbox is None:
        app = QCoreApplication.instance()
        _mailbox = _Mailbox(app)
        sys.setswitchinterval(HANDOVER_SECONDS)
        # Quitting must not wait for a long search: stop them all (the global thread pool is
        # waited for when the application object goes).
        app.aboutToQuit.connect(stop_every_thought)
    return _mailbox


def stop_every_thought() -> None:
    for stop in list(_stops):
        stop.set()


def _think(number: int, player: Player, eye: SeatEye, rng: random.Random, stop: threading.Event) -> None:
    """Runs in a worker thread; touches no widget."""
    problem = ""
    try:
        try:
            action = player.choose(eye, rng)
        except Stopped:
            return
        except Exception as error:          # a computer player's bug must not stall the game
            log.exception("the computer player %s failed", getattr(player, "name", player))
            problem = f"{type(error).__name__}: {error}"
            try:
                action = RandomPlayer().choose(eye, rng)
            except Stopped:
                return
        if not stop.is_set():
            _the_mailbox().arrived.emit(number, action, problem)
    finally:
        _stops.discard(stop)


class _Thought:
    __slots__ = ("number", "seat", "stop")

    def __init__(self, number: int, seat: Seat) -> None:
        self.number = number
        self.seat = seat
        self.stop = threading.Event()


class ComputerSeats(QObject):
    """The computer players of one game at the table, one per computer seat."""

    chose = Signal(int, object)      # seat, the Action it chose for the position it was asked about
    failed = Signal(int, str)        # seat, what went wrong (it then chose at random)

    _numbers = 0                     # thought numbers are unique in the program's run

    def __init__(self, game: Game, specs: dict[Seat, str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.players: dict[Seat, Player] = {seat: player_from_spec(spec, game) for seat, spec in specs.items()}
        self._thoughts: dict[Seat, _Thought] = {}
        _the_mailbox().arrived.connect(self._arrived)

    def plays(self, seat: Seat) -> bool:
        return seat in self.players

    def thinking(self) -> list[Seat]:
        return sorted(self._thoughts)

    def think(self, seat: Seat, state: Any, rng: random.Random) -> None:
        """Ask the computer of `seat` for its action in `state`, in a worker thread. Any
        earlier thought of that seat is stopped and its answer will be ignored."""
        self.stop(seat)
        ComputerSeats._numbers += 1
        thought = _Thought(ComputerSeats._numbers, seat)
        self._thoughts[seat] = thought
        eye = StoppableEye(self.game, state, seat, thought.stop)
        # A stopped thought may still be ending its last iteration with the same player: the
        # players keep no search state between calls, so the two do not meet.
        player = self.players[seat]
        _stops.add(thought.stop)
        QThreadPool.globalInstance().start(
            lambda: _think(thought.number, player, eye, rng, thought.stop))

    def stop(self, seat: Seat | None = None) -> None:
        """Stop thinking for a seat (by default every seat); a late answer is ignored."""
        for thought_seat in [seat] if seat is not None else list(self._thoughts):
            thought = self._thoughts.pop(thought_seat, None)
            if thought is not None:
                thought.stop.set()

    def _arrived(self, number: int, action: Action, problem: str) -> None:
        thought = next((t for t in self._thoughts.values() if t.number == number), None)
        if thought is None or thought.stop.is_set():
            return          # another table's thought, or one no longer wanted
        del self._thoughts[thought.seat]
        if problem:
            self.failed.emit(thought.seat, problem)
        self.chose.emit(thought.seat, action)
