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

from typing import Any, Callable, Iterator

from lotr_table.engine.action import Action
from lotr_table.engine.game import Game, Seat

SNAPSHOT_EVERY = 32

Entry = tuple[Seat, Action]

_NOT_YET = object()          # a resumed history's state before the last, until replayed


class History:
    def __init__(self, game: Game, first: Any, every: int = SNAPSHOT_EVERY) -> None:
        self._game = game
        self._apply = getattr(game, "apply_trusted", game.apply)
        self._every = every
        self._entries: list[Entry] = []
        # _snapshots[k]: the state after k * every actions; None in a resumed history until
        # replayed (the setup, None too, comes from _start)
        self._snapshots: list[Any] = [first]
        self._start: Callable[[], Any] | None = None
        self._state = first
        self._previous: Any = None               # the state before the last action
        self._previous_barrier: int | None = None   # a resumed history's, as its save said

    @classmethod
    def resumed(cls, game: Game, start: Callable[[], Any], entries: list[Entry], last: Any,
                previous_barrier: int | None = None, every: int = SNAPSHOT_EVERY) -> History:
        """The history of `entries` whose last state `last` is known without replaying them
        (a sealed save's position): `start()` makes the setup, and every earlier state is
        replayed from it when first asked for. `previous_barrier`: the barrier of the state
        before the last, when known (undo's check asks it after every action drawn)."""
        history = cls(game, None, every)
        history._start = start
        history._entries = list(entries)
        count = len(entries)
        history._snapshots = [None] * (count // every + 1)
        if count % every == 0:
            history._snapshots[-1] = last        # the last state is itself a snapshot
        history._state = last
        if count:
            history._previous, history._previous_barrier = _NOT_YET, previous_barrier
        return history

    def copy(self) -> History:
        twin = History.__new__(History)
        twin.__dict__.update(self.__dict__)
        twin._entries, twin._snapshots = list(self._entries), list(self._snapshots)
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
        if self._previous is _NOT_YET:
            self._previous = self._replay_to(len(self._entries) - 1)
        return self._previous

    @property
    def previous_barrier(self) -> int | None:
        """The game's barrier of the state before the last action (None before the first),
        without replaying it when a resumed history's save said it."""
        if self._previous is _NOT_YET and self._previous_barrier is not None:
            return self._previous_barrier
        previous = self.previous
        return None if previous is None else self._game.barrier(previous)

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
        self._previous, self._state = self._state, state      # a resumed one's is known from now on
        if len(self._entries) % self._every == 0:
            self._snapshots.append(state)

    def pop(self) -> Entry:
        """Forget the last action; the state goes back to the one before it."""
        previous = self.previous                 # a resumed history replays it now
        entry = self._entries.pop()
        del self._snapshots[len(self._entries) // self._every + 1:]
        self._state = previous
        self._previous = self._replay_to(len(self._entries) - 1) if self._entries else None
        return entry

    def state_at(self, index: int) -> Any:
        """The state after the first `index` actions (0: the setup)."""
        if not 0 <= index <= len(self._entries):
            raise IndexError(f"no state {index}: the game has {len(self._entries)} actions")
        if index == len(self._entries):
            return self._state
        if index == len(self._entries) - 1:
            return self.previous
        return self._replay_to(index)

    def _replay_to(self, index: int) -> Any:
        start = index // self._every
        state = self._snapshot(start)
        for seat, action in self._entries[start * self._every:index]:
            state = self._apply(state, seat, action)
        return state

    def _snapshot(self, k: int) -> Any:
        """The state after k * every actions, replayed (and kept) if a resumed history has
        not yet: from its nearest kept snapshot before, keeping those it passes."""
        snapshots = self._snapshots
        if snapshots[k] is not None:
            return snapshots[k]
        have = k
        while have > 0 and snapshots[have] is None:
            have -= 1
        if snapshots[have] is None:              # have == 0: the setup
            assert self._start is not None
            snapshots[0] = self._start()
        state, every = snapshots[have], self._every
        for at in range(have * every, k * every):
            seat, action = self._entries[at]
            state = self._apply(state, seat, action)
            if (at + 1) % every == 0:
                snapshots[(at + 1) // every] = state
        return state

    def states(self) -> Iterator[Any]:
        """Every state from the setup to now, replayed in one pass."""
        state = self._snapshot(0)
        yield state
        for seat, action in self._entries:
            state = self._apply(state, seat, action)
            yield state
