"""The state of a game of War of the Ring: plain ints in lists, cheap to copy.

Pieces are counted, not named: a region's army is a tuple of 24 ints, three per nation in
board.NATIONS order (regular, elite, leaders; Sauron's leaders are the Nazgûl), read with
`slot(nation, kind)`. A region holds two such tuples: `armies[r]`, the pieces on the map,
and `besieged[r]`, the pieces inside the stronghold box during a siege (the besiegers stay
in `armies[r]`). Regions and nations are the board's indices.

Every figure of a nation is somewhere: on the map, in the reinforcements (`reserve`) or,
for the Free Peoples, among the `casualties`, out of the game (Shadow casualties return to
the reinforcements). A casualty comes back only as the regular that replaces an elite in a
battle («можете взяти звичайний загін з попередніх втрат»). invariants.py checks the count.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import compress, count as numbers
from operator import is_not, itemgetter, mul
from typing import Any

from lotr_table.engine.kernel_state import COPY_SHARED, LIST, KernelState, copied
from lotr_table.games.wotr import card_zones as places
from lotr_table.games.wotr.board import (
    ELITE, LEADER, NATIONS, REGULAR, SAURON, board)
from lotr_table.games.wotr.options import WotrOptions

SLOTS = len(NATIONS) * 3
EMPTY = (0,) * SLOTS
NO_CONTROL = -1


def slot(nation: int, kind: int) -> int:
    return nation * 3 + kind


@dataclass(slots=True)
class State(KernelState):
    """The kernel's fields (rng, stack, pending, log, ...: engine/kernel_state.py) and the war's."""
    opts: WotrOptions
    armies: list[tuple[int, ...]] = copied(LIST)      # per region: the pieces on the map
    besieged: list[tuple[int, ...]] = copied(LIST)    # per region: the pieces in its stronghold box
    reserve: list[int] = copied(LIST)                 # per slot: reinforcements available
    casualties: list[int] = copied(LIST)              # per slot: Free Peoples' pieces eliminated for good
    step: list[int] = copied(LIST)                    # per nation: boxes from "At War" (0 = At War)
    active: list[bool] = copied(LIST)                 # per nation: the political counter's blue side up
    controller: list[int] = copied(LIST)              # per region: side controlling its settlement, or NO_CONTROL
    # The Fellowship (issue of the Fellowship and the Hunt): the Ring-bearers' figure, the
    # Fellowship Track and corruption, as the seed's setup places them.
    fellowship_region: int
    fellowship_progress: int = 0
    fellowship_hidden: bool = True
    corruption: int = 0
    # The event cards and the Hunt's tiles: kernel zones (card_zones.py), read below as
    # `decks`, `hands`, `discards`, `hunt_pool`, `hunt_drawn` and `hunt_waiting`.
    zones: Any = copied(COPY_SHARED, default=None)
    # The turn and the action dice (turn.py, dice.py): per side.
    turn: int = 0
    phase: int = 1                       # turn.py: the phase that runs when no step waits
    pool: tuple = (4, 7)                 # action dice of each side
    rolled: tuple = ((), ())             # each side's unused results, sorted
    hunt_box: int = 0                    # Shadow dice in the Hunt Box (allocated and Eyes)
    hunt_box_fp: int = 0                 # Free Peoples' dice that moved the Fellowship
    fp_die_hunted: bool = False          # the Hunt Box held a Free Peoples' die last turn
    companions: int = 7                  # companions in the Fellowship (the Hunt's maximum)
    rings: tuple = (3, 0)                # Elven Rings: the Free Peoples' rings, the Shadow's eyes
    ring_used: tuple = (False, False)    # a ring used by the side this turn
    mover: int = 0                       # the side whose opportunity it is in phase 5
    acted: tuple = (0, 0)                # opportunities each side took this turn
    leading: tuple = (0, 1)              # the seat holding each side's leading player token
    last_nations: tuple = ((), ())       # the nations each side's last action was for (3 players)
    last_army: tuple = ()                # where the Free Peoples' last mixed army stands (3 players)
    mixed: frozenset = frozenset()       # regions whose allies' pieces are one mixed army (mixed.py)
    apart: frozenset = frozenset()       # regions whose allies' pieces stay separate armies
    winner: int = -1                     # the side that won, -1 for none (or the turn limit)
    # The battle being fought (battle.py: battle.Battle; one at a time, None between battles).
    battle: Any = None
    # The Fellowship and the Hunt (fellowship.py, hunt.py): the companions in the Fellowship
    # (characters.py's ints), the Guide (GOLLUM when none is left), the companions eliminated,
    # the step on the Mordor Track (-1 before entering), whether the Free Peoples tried to move
    # or hide on the Mordor Track this turn.
    fellowship: tuple = (0, 1, 2, 3, 4, 5, 6)
    guide: int = 0
    fallen: tuple = ()
    mordor: int = -1
    mordor_tried: bool = False
    separated: tuple = ()                # (companion, region) of the companions on the map
    # The special characters (characters.py, minions.py): companions replaced by Aragorn or
    # Gandalf the White, the minions on the map ((minion, region)) and those eliminated.
    replaced: tuple = ()
    minions: tuple = ()
    minions_fallen: tuple = ()
    messenger_turn: int = 0              # the turn the Mouth of Sauron last used a Muster as an Army
    # What was read of the pieces alone (`read_of_pieces`): shared by the copies while their
    # pieces are the same. Not part of the position (no fingerprint, no save reads it).
    pieces_memo: Any = None

    # ---- the zones, read in the rules' words (card_zones.py) ----------------------------

    @property
    def decks(self) -> tuple:
        """Per deck of cards.DECKS, its cards, top last."""
        return tuple(places.cards_in(self.zones, d) for d in places.DECKS)

    @property
    def hands(self) -> tuple:
        """Per seat, the cards in its hand, sorted."""
        z = self.zones
        return tuple(places.held(z, places.HANDS[x]) for x in range(places.seats(self.opts.players)))

    @property
    def discards(self) -> tuple:
        """Per seat, its face-down discards, sorted."""
        z = self.zones
        return tuple(places.held(z, places.DISCARDS[x]) for x in range(places.seats(self.opts.players)))

    @property
    def tables(self) -> tuple:
        """Per seat, its cards on the table, face up, in the order played."""
        z = self.zones
        return tuple(places.cards_in(z, places.TABLES[x]) for x in range(places.seats(self.opts.players)))

    @property
    def hunt_pool(self) -> tuple:
        """The tiles in the pool, sorted: a bag, drawn from at random (hunt.draw_tile)."""
        return places.held(self.zones, places.POOL)

    @property
    def hunt_drawn(self) -> tuple:
        """The tiles drawn, face up, in the order drawn."""
        return places.cards_in(self.zones, places.DRAWN)

    @property
    def hunt_waiting(self) -> tuple:
        """Special tiles whose card was played, waiting for Mordor."""
        return places.held(self.zones, places.WAITING)


# ---- reading the pieces ----------------------------------------------------------------

@lru_cache(maxsize=4)
def _slots(side: int, kinds: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(slot(n, k) for n in board().nations_of_side(side) for k in kinds)


def unit_slots(side: int) -> tuple[int, ...]:
    """The regular and elite slots of a side's nations."""
    return _slots(side, (REGULAR, ELITE))


# each side's unit slots read at once (a hot path: every destination of every group asks)
UNITS_OF = tuple(itemgetter(*_slots(side, (REGULAR, ELITE))) for side in (0, 1))
_LEADERS_OF = tuple(itemgetter(*_slots(side, (LEADER,))) for side in (0, 1))
# per side, 1 on its slots and 0 on the other's: an army's pieces of one side by multiplying
_MASK = tuple(tuple(int(board().side_of_nation[k // 3] == side) for k in range(SLOTS)) for side in (0, 1))


def units(pieces: tuple[int, ...], side: int) -> int:
    """Army units (regular and elite) of a side's nations in one army tuple."""
    return sum(UNITS_OF[side](pieces))


def of_side(pieces: tuple[int, ...], side: int) -> tuple[int, ...]:
    """The pieces of one side's nations in an army tuple, the other side's slots emptied."""
    return tuple(map(mul, pieces, _MASK[side]))


def leaders(pieces: tuple[int, ...], side: int) -> int:
    """Leaders of a side's nations (Nazgûl for the Shadow) in one army tuple."""
    return sum(_LEADERS_OF[side](pieces))


def nations_in(pieces: tuple[int, ...], side: int) -> tuple[int, ...]:
    """The nations of a side with army units in this army: those an attack on it concerns."""
    b = board()
    return tuple(n for n in b.nations_of_side(side)
                 if pieces[slot(n, REGULAR)] or pieces[slot(n, ELITE)])


def nazgul(s: State, region: int) -> int:
    k = slot(SAURON, LEADER)
    return s.armies[region][k] + s.besieged[region][k]


def on_map(s: State, nation: int, kind: int) -> int:
    k = slot(nation, kind)
    return sum(a[k] for a in s.armies) + sum(a[k] for a in s.besieged)


def read_of_pieces(s: State) -> dict:
    """A memo for what is worked out from the pieces alone (the map armies and the
    stronghold boxes, with what the key names besides). Unlike the state's `cache`, which
    every question empties, it lasts while the pieces stay as they were: most actions (a die
    passed, a card drawn, the Fellowship's move, a Hunt) leave them so. It is checked against
    the pieces on every read, two list comparisons that stop at the first region's tuple
    that is not the same object (a change always puts a new tuple), so no code that changes
    the pieces has to remember it. A new memo keeps the few before it (without their own
    befores: a bounded chain), so a reading may be brought up to date from one of them
    region by region (`read_before`)."""
    memo = s.pieces_memo
    if memo is None or memo[0] != s.armies or memo[1] != s.besieged:
        befores = (memo[:3],) + memo[3][:_BEFORES - 1] if memo is not None else ()
        memo = s.pieces_memo = (list(s.armies), list(s.besieged), {}, befores)
    return memo[2]


_BEFORES = 4


def read_before(s: State, key) -> tuple | None:
    """What the latest memo of the pieces before the last changes held under `key`, with the
    regions changed since: (that answer, regions whose map army changed, regions whose box
    changed), or None when none held it. A change always puts a new tuple, so a region whose
    tuples are the same objects as then has not changed. Call after `read_of_pieces`."""
    memo = s.pieces_memo
    for k, before in enumerate(memo[3]):
        found = before[2].get(key)
        if found is None:
            continue
        changed = memo[2].get((_CHANGED, k))
        if changed is None:
            armies, boxes = memo[0], memo[1]
            changed = memo[2][(_CHANGED, k)] = (tuple(compress(numbers(), map(is_not, before[0], armies))),
                                                tuple(compress(numbers(), map(is_not, before[1], boxes))))
        return found, changed[0], changed[1]
    return None


_CHANGED = "changed regions"


def by_region_kept(s: State, key, own: bool) -> dict:
    """{region: an answer} kept in the memo of the pieces under `key`, filled in as asked by
    its caller. An answer reads a region's neighbours' map armies (with `own`, also its own map
    army and stronghold box), so when the pieces change, the latest earlier memo's answers are
    kept but for the regions next to a change (with `own`, the changed regions too)."""
    memo = read_of_pieces(s)
    found = memo.get(key)
    if found is None:
        before = read_before(s, key)
        if before is None:
            found = {}
        else:
            old, changed, boxes_changed = before
            again = near(changed)
            if own:
                again = again.union(changed, boxes_changed)
            found = {r: v for r, v in old.items() if r not in again}
        memo[key] = found
    return found


def near(regions) -> set[int]:
    """The regions that have one of these among their neighbours (whose readings of their
    neighbours a change there may change)."""
    into = _into()
    return {r for c in regions for r in into[c]}


@lru_cache(maxsize=1)
def _into() -> tuple[tuple[int, ...], ...]:
    neighbours = board().neighbours
    return tuple(tuple(r for r in range(len(neighbours)) if c in neighbours[r]) for c in range(len(neighbours)))


# ---- changing the pieces ---------------------------------------------------------------

def put(s: State, region: int, nation: int, kind: int, count: int, *, box: bool = False) -> None:
    """Add `count` pieces (negative: take them) to a region's map army or stronghold box."""
    where = s.besieged if box else s.armies
    s.cache = {}                          # what was read of the pieces no longer holds
    pieces = list(where[region])
    pieces[slot(nation, kind)] += count
    where[region] = tuple(pieces)


# ---- settlements and victory points ------------------------------------------------------

def original_controller(region: int) -> int:
    b = board()
    return b.side_of_region(region) if b.is_settlement(region) else NO_CONTROL


def captured(s: State, region: int) -> bool:
    """A settlement held by the side that did not hold it at the start (a control marker)."""
    return s.controller[region] != original_controller(region)


def victory_points(s: State, side: int) -> int:
    """Enemy cities (1) and strongholds (2) the side controls."""
    vp_of, controller = board().vp_of, s.controller
    return sum(vp_of[r] for r in _scoring() if controller[r] == side and original_controller(r) != side)


@lru_cache(maxsize=1)
def _scoring() -> tuple[int, ...]:
    """The regions worth victory points (the others add nothing to the sum)."""
    return tuple(r for r, vp in enumerate(board().vp_of) if vp)

