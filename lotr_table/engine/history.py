"""The states of one game, kept sparsely: a snapshot every SNAPSHOT_EVERY actions, and the
actions between them replayed on demand.

A 3,000-action game so holds about a hundred states, not 3,000. The last state and the one
before it are always at hand, so play, undo's check (is there a reveal between them?) and
undo itself never replay more than SNAPSHOT_EVERY - 1 actions; `state_at(i)` for stepping
through a finished game replays as few. Replaying is exact because `apply` is a pure
function of the state, the seat and the action (every random draw comes from the state's
own generator); the actions kept were legal when applied, so a game that offers
`apply_trusted` replays them with it, without asking again what is legal.
"""

from __future__ import annotations

from typing import Any, Iterator

from lotr_table.engine.action import Action
from lotr_table.engine.game import Game, Seat

SNAPSHOT_EVERY = 32

Entry = tuple[Seat, Action]


class History:
    def __init__(self, game: Game, first: Any, every: int = SNAPSHOT_EVERY) -> None:
        self._game = game
        self._apply = getattr(game, "apply_trusted", game.apply)
        self._every = every
        self._entries: list[Entry] = []
        self._snapshots: list[Any] = [first]     # _snapshots[k]: the state after k * every actions
        self._state = first
        self._previous: Any = None               # the state before the last action

    def copy(self) -> History:
        twin = History(self._game, self._snapshots[0], self._every)
        twin._entries, twin._snapshots = list(self._entries), list(self._snapshots)
        twin._state, twin._previous = self._state, self._previous
        return twin

    def __len__(self) -> int:
        """The number of actions taken."""
        return len(self._entries)

    @property
    def entries(self) -> tuple[Entry, ...]:
        return tuple(self._entries)

    @property
    def state(self) -> Any:
        return self._state

    @property
    def previous(self) -> Any:
        """The state before the last action (None before the first)."""
        return self._previous

    @property
    def every(self) -> int:
        """A snapshot is kept after every `every` actions."""
        return self._every

    @property
    def snapshot_count(self) -> int:
        return len(self._snapshots)

    def append(self, seat: Seat, action: Action, state: Any) -> None:
        """Record an action already applied: `state` is what it led to."""
        self._entries.append((seat, action))
        self._previous, self._state = self._state, state
        if len(self._entries) % self._every == 0:
            self._snapshots.append(state)

    def pop(self) -> Entry:
        """Forget the last action; the state goes back to the one before it."""
        entry = self._entries.pop()
        del self._snapshots[len(self._entries) // self._every + 1:]
        self._state = self._previous
        self._previous = self._replay_to(len(self._entries) - 1) if self._entries else None
        return entry

    def state_at(self, index: int) -> Any:
        """The state after the first `index` actions (0: the setup)."""
        if not 0 <= index <= len(self._entries):
            raise IndexError(f"no state {index}: the game has {len(self._entries)} actions")
        if index == len(self._entries):
            return self._state
        if index == len(self._entries) - 1:
            return self._previous
        return self._replay_to(index)

    def _replay_to(self, index: int) -> Any:
        start = index // self._every
        state = self._snapshots[start]
        for seat, action in self._entries[start * self._every:index]:
            state = self._apply(state, seat, action)
        return state

    def states(self) -> Iterator[Any]:
        """Every state from the setup to now, replayed in one pass."""
        state = self._snapshots[0]
        yield state
        for seat, action in self._entries:
            state = self._apply(state, seat, action)
            yield state
