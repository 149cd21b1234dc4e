"""The twin-world leak check every game gets from its `resample`.

A seat's view may depend only on what that seat knows. `resample(state, seat, rng)` builds
a state the seat cannot tell from the true one, every hidden part redrawn; if the seat's
view of that twin differs from its view of the true state, the view shows something the
seat may not know (or the resample redrew something the seat does know). Either way it is
a bug, and the difference names where to look. It needs no list of secrets, so it also
finds leaks nobody thought to list: a log line worded by a hidden total, an option offered
only when a hidden card is held.
"""

from __future__ import annotations

import random
from typing import Any

from lotr_table.engine.game import Game, Seat


def twin_leaks(game: Game, state: Any, seat: Seat, view: dict, rng: random.Random,
               view_of: Any = None) -> list[str]:
    """`view_of` (default `game.view`) builds the twin's view as `view` was built; a view
    without its log (a zone game's `view_without_log`) is enough while the twin keeps the
    very log of the state, and the whole views are compared when it does not."""
    twin = game.resample(state, seat, rng)
    if view_of is not None and getattr(twin, "log", None) is not getattr(state, "log", None):
        view, view_of = game.view(state, seat), None
    twin_view = (view_of or game.view)(twin, seat)
    if twin_view == view:
        return []
    keys = sorted(k for k in set(view) | set(twin_view) if view.get(k) != twin_view.get(k))
    return [f"the view's {k!r} changes when what seat {seat} cannot know is redrawn" for k in keys]
