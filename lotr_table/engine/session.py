"""A game in progress: the actions taken so far and the state after each.

Keeping every state makes undo a pop instead of a replay. Undo never crosses a barrier
(a reveal of hidden information or a random draw): taking back a move after seeing what
it revealed would let a player peek.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from lotr_table.engine import folders, saves
from lotr_table.engine.action import Action
from lotr_table.engine.game import Game, IllegalAction, Seat
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
        self._actions: list[Entry] = []
        self._states: list[Any] = [game.setup(options, seed)]
        self.from_position = False

    @classmethod
    def at_position(cls, game: Game, options: Any, position: dict, seed: int) -> Session:
        """A game that starts at a readable position (game.position) instead of the setup: for
        pictures, tutorials and tests. It cannot be saved: a save replays from the setup."""
        session = cls.__new__(cls)
        session.game, session.options, session.seed = game, options, seed
        session._actions = []
        session._states = [game.position(position, seed)]
        session.from_position = True
        return session

    @classmethod
    def from_saved(cls, saved: SavedGame) -> Session:
        session = cls.__new__(cls)                # the save already replayed every state
        session.game, session.options, session.seed = saved.game, saved.options, saved.seed
        session._actions = list(saved.actions)
        session._states = list(saved.states)
        session.from_position = False
        return session

    @classmethod
    def from_save(cls, path: Path | str) -> Session:
        """Load a save file. Raises SaveError."""
        return cls.from_saved(saves.load(path))

    @property
    def state(self) -> Any:
        return self._states[-1]

    @property
    def states(self) -> tuple[Any, ...]:
        return tuple(self._states)

    @property
    def actions(self) -> tuple[Entry, ...]:
        return tuple(self._actions)

    def apply(self, seat: Seat, action: Action) -> Any:
        """Take an action for a seat; IllegalAction leaves the session as it was."""
        to_act = self.game.to_act(self.state)
        if seat not in to_act:
            raise IllegalAction(GAME_OVER if not to_act else f"seat {seat} is not to act now")
        state = self.game.apply(self.state, seat, action)
        self._actions.append((seat, action))
        self._states.append(state)
        return state

    def undo_refusal(self, seat: Seat) -> str | None:
        """Why `seat` may not undo now, or None if it may (for greying out a button)."""
        if not self._actions:
            return "nothing to undo"
        if self._actions[-1][0] != seat:
            return "the last action was not yours"
        if self.game.barrier(self._states[-2]) != self.game.barrier(self._states[-1]):
            return "cannot undo past a reveal or a random draw"
        return None

    def undo(self, seat: Seat) -> None:
        """Take back the seat's last action. Raises IllegalAction(reason) when refused."""
        refusal = self.undo_refusal(seat)
        if refusal is not None:
            raise IllegalAction(refusal)
        self._actions.pop()
        self._states.pop()

    def to_save(self, path: Path | str) -> Path:
        """Write this game to a save file, atomically. Raises SaveError."""
        if self.from_position:
            raise saves.SaveError("a game started from a position cannot be saved")
        return saves.write(path, self.game, self.options, self.seed, self._actions)

    def autosave(self) -> Path:
        """Write the crash-recovery copy: autosave/<game id>.lotrsave. Raises SaveError."""
        return self.to_save(folders.autosave_path(self.game.id))


# ---- crash recovery --------------------------------------------------------------------


def find_autosaves() -> list[str]:
    """Game ids with an autosave left behind, the most recent first."""
    files = folders.autosave_dir().glob(f"*{folders.SAVE_SUFFIX}")
    return [f.stem for f in sorted(files, key=lambda f: f.stat().st_mtime, reverse=True)]


def resume_autosave(game_id: str) -> Session:
    """Load the autosave of a game. Raises SaveError (missing or damaged)."""
    path = folders.autosave_path(game_id)
    if not path.exists():
        raise SaveError(f"there is no autosave for {game_id!r}")
    return Session.from_save(path)


def discard_autosave(game_id: str) -> None:
    folders.autosave_path(game_id).unlink(missing_ok=True)
