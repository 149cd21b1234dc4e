"""The cyclic garbage collector's pace while random games are played out.

A playout copies the state at every action and builds its options afresh: thousands of
short-lived tuples, lists and dicts an action. With the interpreter's default (a young
collection every 700 new containers) most of them are walked over while still alive, and
pushed into the older generations whose collections then walk them again; a tenth or more
of a War of the Ring playout went to it. The rules avoid cycles between a state and its
question (flow.Choices holds its state weakly), so nearly all of that memory is freed by
reference counts alone: collecting less often while playing out costs little memory.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator

YOUNG = 20_000     # new containers between young collections while playing out


@contextmanager
def playing_out(young: int = YOUNG) -> Iterator[None]:
    """Collect young objects every `young` new containers (never more often than the
    interpreter would) while the block runs, then restore the thresholds it found."""
    found = gc.get_threshold()
    if found[0] == 0 or found[0] >= young:        # collection off, or already as slow
        yield
        return
    gc.set_threshold(young, *found[1:])
    try:
        yield
    finally:
        gc.set_threshold(*found)
