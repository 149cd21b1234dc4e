"""A game in progress: the actions taken so far and their states, kept sparsely (history.py).

Undo never crosses a barrier (a reveal of hidden information or a random draw): taking
back a move after seeing what it revealed would let a player peek.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

from lotr_table.engine import folders, saves
from lotr_table.engine.action import Action
from lotr_table.engine.game import Game, IllegalAction, Seat
from lotr_table.engine.history import History
from lotr_table.engine.saves import Entry, SavedGame, SaveError
from lotr_table.engine.texts import Text

# the session's own refusal, shown in the game's words: the table translates it in the
# game's "<game>.refusal" context
GAME_OVER = "the game is over"


def texts(game_id: str) -> list[Text]:
    """What the session may refuse with, for the translators of game `game_id`."""
    return [Text(f"{game_id}.refusal", GAME_OVER)]


class Session:
    def __init__(self, game: Game, options: Any, seed: int) -> None:
        self.game = game
        self.options = options
        self.seed = seed
        self._history = History(game, game.setup(options, seed))
        self._to_act_of, self._to_act = None, []
        self.from_position = False
        # Who sits where (seat -> a person or a computer player spec), written into saves
        # so a game against the computer comes back against the computer. Set by the table.
        self.seating: dict[Seat, str] | None = None
        # Whether the lobby allowed hints, and how many each seat asked for (set by the table)
        self.hints: saves.Hints | None = None

    @classmethod
    def at_position(cls, game: Game, options: Any, position: dict, seed: int) -> Session:
        """A game that starts at a readable position (game.position) instead of the setup: for
        pictures, tutorials and tests. It cannot be saved: a save replays from the setup."""
        session = cls.__new__(cls)
        session.game, session.options, session.seed = game, options, seed
        session._history = History(game, game.position(position, seed))
        session._to_act_of, session._to_act = None, []
        session.from_position = True
        session.seating = None
        session.hints = None
        return session

    @classmethod
    def from_saved(cls, saved: SavedGame) -> Session:
        session = cls.__new__(cls)                # the save already holds its history
        session.game, session.options, session.seed = saved.game, saved.options, saved.seed
        session._history = saved.history.copy()
        session._to_act_of, session._to_act = None, []
        session.from_position = False
        session.seating = None if saved.seating is None else dict(saved.seating)
        session.hints = None if saved.hints is None else saves.Hints(saved.hints.allowed, dict(saved.hints.used))
        return session

    @classmethod
    def from_save(cls, path: Path | str) -> Session:
        """Load a save file. Raises SaveError."""
        return cls.from_saved(saves.load(path))

    @property
    def state(self) -> Any:
        return self._history.state

    def state_at(self, index: int) -> Any:
        """The state after the first `index` actions (0: the start), for stepping through a
        game: replayed from the nearest snapshot."""
        return self._history.state_at(index)

    @property
    def states(self) -> tuple[Any, ...]:
        """Every state, replayed again: for tests and tools, not for play (see state_at)."""
        return tuple(self._history.states())

    @property
    def actions(self) -> tuple[Entry, ...]:
        return self._history.entries

    def to_act(self) -> list:
        """The seats to act now, asked of the game once per position (the table asks it often)."""
        state = self._history.state
        if self._to_act_of is not state:
            self._to_act_of, self._to_act = state, self.game.to_act(state)
        return self._to_act

    def apply(self, seat: Seat, action: Action) -> Any:
        """Take an action for a seat; IllegalAction leaves the session as it was."""
        to_act = self.to_act()
        if seat not in to_act:
            raise IllegalAction(GAME_OVER if not to_act else f"seat {seat} is not to act now")
        state = self.game.apply(self.state, seat, action)
        self._history.append(seat, action, state)
        return state

    def undo_refusal(self, seat: Seat) -> str | None:
        """Why `seat` may not undo now, or None if it may (for greying out a button)."""
        history = self._history
        if not len(history):
            return "nothing to undo"
        if history.entries[-1][0] != seat:
            return "the last action was not yours"
        if history.previous_barrier != self.game.barrier(history.state):
            return "cannot undo past a reveal or a random draw"
        return None

    def undo(self, seat: Seat) -> None:
        """Take back the seat's last action. Raises IllegalAction(reason) when refused."""
        refusal = self.undo_refusal(seat)
        if refusal is not None:
            raise IllegalAction(refusal)
        self._history.pop()

    def to_save(self, path: Path | str) -> Path:
        """Write this game to a save file, atomically. Raises SaveError."""
        if self.from_position:
            raise saves.SaveError("a game started from a position cannot be saved")
        return saves.write(path, self.game, self.options, self.seed, self._history.entries,
                           state=self.state, previous_barrier=self._history.previous_barrier,
                           seating=self.seating, hints=self.hints)

    def autosave(self) -> Path:
        """Write the crash-recovery copy: autosave/<game id>.lotrsave. Raises SaveError."""
        try:
            path = folders.autosave_path(self.game.id)
        except folders.FolderProblem as problem:
            raise SaveError(problem.message) from None
        return self.to_save(path)


# ---- crash recovery --------------------------------------------------------------------


find_autosaves = folders.find_autosaves     # where it was first; the lobby asks folders


def resume_autosave(game_id: str) -> Session:
    """Load the autosave of a game. Raises SaveError (missing or damaged)."""
    try:
        path = folders.autosave_path(game_id)
    except folders.FolderProblem as problem:
        raise SaveError(problem.message) from None
    if not path.is_file():
        raise SaveError(f"there is no autosave for {game_id!r}")
    return Session.from_save(path)


def discard_autosave(game_id: str) -> None:
    """Remove a game's autosave. Raises SaveError when the folder will not let it go."""
    try:
        folders.autosave_path(game_id).unlink(missing_ok=True)
    except folders.FolderProblem as problem:
        raise SaveError(problem.message) from None
    except OSError as error:
        raise SaveError(f"cannot remove the autosave of {game_id!r}: {error.strerror or error}") from None
