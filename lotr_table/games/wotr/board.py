"""The map as the rules read it: regions and nations as small ints, borders as tuples.

Built once from the validated data (data.py). The hot path asks by index: `neighbours[r]`,
`adjacent(a, b)` (one bit test), `distance(a, b)` (one table look-up), `nation_of[r]`,
`settlement_of[r]`. Names and ids are for the edges of the program (positions, views, logs).

Region order is the data file's (west to east); nation order is NATIONS below, the Free
Peoples first. A region outside every nation's borders has nation NO_NATION.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import lru_cache

from lotr_table.games.wotr.data import Content, content

FREE_PEOPLES, SHADOW = 0, 1
SIDES = ("free_peoples", "shadow")

NATIONS = ("dwarves", "elves", "gondor", "north", "rohan", "isengard", "sauron", "southrons")
DWARVES, ELVES, GONDOR, NORTH, ROHAN, ISENGARD, SAURON, SOUTHRONS = range(8)
NO_NATION = -1

# Piece kinds inside a nation's counts; a Sauron "leader" is a Nazgûl.
REGULAR, ELITE, LEADER = 0, 1, 2
KINDS = ("regular", "elite", "leaders")

NO_SETTLEMENT, TOWN, CITY, STRONGHOLD, FORTIFICATION = 0, 1, 2, 3, 4
SETTLEMENTS = (None, "town", "city", "stronghold", "fortification")

UNREACHABLE = 255


_WITHIN: dict[tuple[bytes, int], tuple[int, ...]] = {}     # Board.within's answers, by what they read


@dataclass(frozen=True, slots=True)
class Board:
    ids: tuple[str, ...]
    index: dict[str, int]
    names: tuple[dict[str, str], ...]           # {"en": ..., "uk": ...} per region
    nation_of: tuple[int, ...]                  # NO_NATION outside every border
    settlement_of: tuple[int, ...]
    vp_of: tuple[int, ...]
    coastal: frozenset[int]
    neighbours: tuple[tuple[int, ...], ...]     # across passable borders, ascending
    neighbour_bits: tuple[int, ...]             # the same as a bit mask, for `adjacent`
    blocked: tuple[frozenset[int], ...]         # touching only across an impassable border
    distances: tuple[bytes, ...]                # steps across passable borders
    nation_ids: tuple[str, ...]
    nation_names: tuple[dict[str, str], ...]
    side_of_nation: tuple[int, ...]
    nations_by_side: tuple[tuple[int, ...], tuple[int, ...]]
    regions_of_nation: tuple[tuple[int, ...], ...]
    settlements_of_nation: tuple[tuple[int, ...], ...]   # towns, cities, strongholds

    # ---- look-ups by index (hot path) ----------------------------------------------

    def adjacent(self, a: int, b: int) -> bool:
        """True when an army may step from a to b: a passable border between them."""
        return (self.neighbour_bits[a] >> b) & 1 == 1

    def impassable(self, a: int, b: int) -> bool:
        """True when a and b touch only across a thick black border (never adjacent)."""
        return b in self.blocked[a]

    def distance(self, a: int, b: int) -> int:
        """The fewest steps across passable borders from a to b (0 from a to itself)."""
        return self.distances[a][b]

    def within(self, a: int, steps: int) -> tuple[int, ...]:
        """Every region at most `steps` away from a, a itself included, ascending."""
        row = self.distances[a]
        key = (row, steps)                   # the answer reads the row alone (a hot path: card tests)
        found = _WITHIN.get(key)
        if found is None:
            _WITHIN[key] = found = tuple(r for r in range(len(row)) if row[r] <= steps)
        return found

    def is_settlement(self, r: int) -> bool:
        """Town, city or stronghold: the places that are controlled, captured and mustered in."""
        return self.settlement_of[r] in (TOWN, CITY, STRONGHOLD)

    def side_of_region(self, r: int) -> int:
        """The side whose nation's borders hold r, or -1 outside every border."""
        n = self.nation_of[r]
        return -1 if n == NO_NATION else self.side_of_nation[n]

    def nations_of_side(self, side: int) -> tuple[int, ...]:
        return self.nations_by_side[side]

    def of_settlement(self, kind: int) -> tuple[int, ...]:
        return tuple(r for r, k in enumerate(self.settlement_of) if k == kind)

    # ---- ids, at the edges ----------------------------------------------------------

    def region(self, region_id: str) -> int:
        try:
            return self.index[region_id]
        except KeyError:
            raise ValueError(f"unknown region {region_id!r}") from None

    def nation(self, nation_id: str) -> int:
        try:
            return self.nation_ids.index(nation_id)
        except ValueError:
            raise ValueError(f"unknown nation {nation_id!r}") from None

    def side(self, side_id: str) -> int:
        try:
            return SIDES.index(side_id)
        except ValueError:
            raise ValueError(f"unknown side {side_id!r}") from None


def _distances(neighbours: tuple[tuple[int, ...], ...]) -> tuple[bytes, ...]:
    rows = []
    for start in range(len(neighbours)):
        row = bytearray([UNREACHABLE]) * len(neighbours)
        row[start] = 0
        queue = deque([start])
        while queue:
            r = queue.popleft()
            for n in neighbours[r]:
                if row[n] == UNREACHABLE:
                    row[n] = row[r] + 1
                    queue.append(n)
        rows.append(bytes(row))
    return tuple(rows)


def build(c: Content) -> Board:
    nation_ids = tuple(n.id for n in c.nations)
    if nation_ids != NATIONS:
        raise ValueError(f"nations.json must list the nations in the order {NATIONS}")
    index = {r.id: i for i, r in enumerate(c.regions)}
    nation_of = tuple(NO_NATION if r.nation is None else nation_ids.index(r.nation) for r in c.regions)
    settlement_of = tuple(SETTLEMENTS.index(r.settlement) for r in c.regions)
    neighbours = tuple(tuple(sorted(index[o] for o in r.adjacent)) for r in c.regions)
    regions_of = tuple(tuple(i for i, n in enumerate(nation_of) if n == k) for k in range(len(NATIONS)))
    return Board(
        ids=tuple(index), index=index,
        names=tuple({"en": r.name.en, "uk": r.name.uk} for r in c.regions),
        nation_of=nation_of, settlement_of=settlement_of,
        vp_of=tuple(r.vp for r in c.regions),
        coastal=frozenset(i for i, r in enumerate(c.regions) if r.coast),
        neighbours=neighbours,
        neighbour_bits=tuple(sum(1 << n for n in ns) for ns in neighbours),
        blocked=tuple(frozenset(index[o] for o in r.impassable) for r in c.regions),
        distances=_distances(neighbours),
        nation_ids=nation_ids,
        nation_names=tuple({"en": n.name.en, "uk": n.name.uk} for n in c.nations),
        side_of_nation=tuple(SIDES.index(n.side) for n in c.nations),
        nations_by_side=tuple(tuple(k for k, n in enumerate(c.nations) if SIDES.index(n.side) == side)
                              for side in range(len(SIDES))),
        regions_of_nation=regions_of,
        settlements_of_nation=tuple(
            tuple(r for r in rs if settlement_of[r] in (TOWN, CITY, STRONGHOLD)) for rs in regions_of),
    )


@lru_cache(maxsize=1)
def board() -> Board:
    return build(content())
