"""The regions a card's region test can pass on, read from the few places that matter instead
of the whole map (the card language's `narrow`: the card's filter then asks all its tests of
these regions only, so the same regions pass).

Each answer holds every region the test passes on, in the map's order; None reads them all.
Only what the test itself reads is read, so no hidden card is looked at.
"""

from __future__ import annotations

from functools import lru_cache

from lotr_table.games.wotr.board import LEADER, NATIONS, SAURON, SHADOW, SIDES, board
from lotr_table.games.wotr.characters import characters, companion_id
from lotr_table.games.wotr.event_words import LANGUAGE, side_of
from lotr_table.games.wotr.state import EMPTY, UNITS_OF, slot


def _ids(regions) -> tuple[str, ...]:
    ids = board().ids
    return tuple(ids[r] for r in sorted(regions))


@LANGUAGE.narrow("region", "with_companion")
def _with_companion(s, ctx, names):
    return _ids({x for c, x in s.separated if companion_id(c) in names})


@LANGUAGE.narrow("region", "companion")
def _companion(s, ctx, yes):
    return _ids({x for _, x in s.separated}) if yes else None


@LANGUAGE.narrow("region", "near_companion_army")
def _near_companion_army(s, ctx, steps):
    b = board()
    return _ids({r for _, x in s.separated for r in b.within(x, steps)})


@LANGUAGE.narrow("region", "fellowship")
def _fellowship(s, ctx, yes):
    if not yes:
        return None
    return (board().ids[s.fellowship_region],) if s.mordor < 0 else ()


@LANGUAGE.narrow("region", "is")
def _is(s, ctx, ids):
    index = board().index
    return _ids({index[x] for x in ids if x in index})


@LANGUAGE.narrow("region", "nation")
def _nation(s, ctx, nation):
    return _of_nation(nation)


@lru_cache(maxsize=16)
def _of_nation(nation: str) -> tuple[str, ...]:
    b = board()
    return _ids(r for r in range(len(b.ids)) if b.nation_of[r] >= 0 and NATIONS[b.nation_of[r]] == nation)


@LANGUAGE.narrow("region", "side")
def _side(s, ctx, side):
    return _of_side(side)


@lru_cache(maxsize=4)
def _of_side(side: str) -> tuple[str, ...]:
    b = board()
    return _ids(r for r in range(len(b.ids)) if b.nation_of[r] >= 0 and SIDES[b.side_of_nation[b.nation_of[r]]] == side)


@LANGUAGE.narrow("region", "battle")
def _battle(s, ctx, who):
    bt = s.battle
    if bt is None:
        return ()
    r, ids = bt.source if who == "attacker" else bt.target, board().ids
    return (ids[r],) if r.__class__ is int and 0 <= r < len(ids) else ()


@LANGUAGE.narrow("region", "besieged_by")
def _besieged_by(s, ctx, whose):
    """A siege needs pieces in the stronghold's box."""
    return _ids(r for r, box in enumerate(s.besieged) if box != EMPTY)


@LANGUAGE.narrow("region", "companion_is")
def _companion_is(s, ctx, name):
    companions = characters().companions
    return _ids({at for c, at in s.separated if companions[c].id == name})


@LANGUAGE.narrow("region", "army")
def _army(s, ctx, whose):
    """Regions with the side's units, in the field or a stronghold's box (what the test reads)."""
    side = side_of(s, ctx) if whose == "own" else 1 - side_of(s, ctx)
    units_of = UNITS_OF[side]
    return _ids(r for r, (field, box) in enumerate(zip(s.armies, s.besieged))
                if (field != EMPTY and any(units_of(field))) or (box != EMPTY and any(units_of(box))))


@LANGUAGE.narrow("region", "minion")
def _minion(s, ctx, name):
    known = characters().minions
    return _ids({r for m, r in s.minions if known[m].id == name})


@LANGUAGE.narrow("region", "near_nazgul_army")
def _near_nazgul_army(s, ctx, yes):
    """A Shadow army in the field with a Nazgûl (or a minion: the Witch-king) there or next door."""
    if not yes:
        return None
    k = slot(SAURON, LEADER)
    shadow = UNITS_OF[SHADOW]
    with_minion = {r for _, r in s.minions}
    neighbours = board().neighbours
    found = set()
    for r, (field, box) in enumerate(zip(s.armies, s.besieged)):
        if (field[k] or box[k] or r in with_minion) and field != EMPTY and any(shadow(field)):
            found.add(r)
            found.update(neighbours[r])
    return _ids(found)
