"""Actions built once and shared: the engine poses a question after every step, and random
self-play asks for the same few hundred actions millions of times.

`act("play", card="gollum", track="travel")` is `Action("play", card="gollum", track="travel")`,
taken from a cache keyed by value. Actions are immutable, so one object can sit in many
decisions at once. Field values must be hashable (ids, numbers, tuples), as they are anyway.
"""

from __future__ import annotations

from functools import lru_cache

from lotr_table.engine.action import Action


@lru_cache(maxsize=4096)
def act(kind: str, **fields) -> Action:
    return Action(kind, **fields)
