"""What the characters' ways read of the map, as a key: the strongholds' controllers and the
pieces in their boxes.

A character's way (companions.within_moves, minions.destinations) depends on the map only
through who holds each stronghold and who stands inside a besieged one, so its answer can be
kept across questions and states, keyed on exactly that: a state that differs in anything it
reads has another key, and the map is public (no hidden card is read).
"""

from __future__ import annotations

from functools import lru_cache
from operator import itemgetter

from lotr_table.games.wotr.board import STRONGHOLD, board
from lotr_table.games.wotr.state import EMPTY


@lru_cache(maxsize=1)
def _strongholds() -> tuple[tuple[int, ...], itemgetter]:
    regions = board().of_settlement(STRONGHOLD)
    return regions, itemgetter(*regions)


def siege_key(s) -> tuple | None:
    """(each stronghold's controller, (stronghold, box) for each box not empty), or None when
    a box outside the strongholds holds pieces (a position may put them anywhere): then the
    key would not say all the way reads, and the caller works it out afresh."""
    regions, at = _strongholds()
    boxes = at(s.besieged)
    held = tuple((r, box) for r, box in zip(regions, boxes) if box != EMPTY)
    if s.besieged.count(EMPTY) + len(held) != len(s.besieged):
        return None
    return at(s.controller), held
