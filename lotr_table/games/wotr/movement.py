"""Army movement (seed: Розділ VI, «Рух війська»).

An Army result moves «до двох різних військ зі свого регіону (-ів) у сусідній вільний для
переміщення військ регіон (-и)»; a Character result one army «що має у своєму складі
принаймні одного лідера чи персонажа», and when it splits, a leader moves with the
units. A moving group is part or all of the side's pieces in a region, with at least one
unit; Free Peoples' leaders never stay behind without units. The destination is adjacent
across a passable border, holds no enemy units (enemy-controlled settlements without
enemy units are free for army movement: entering one captures it), and a nation not At War stays
inside its own borders (politics.army_may_enter). A move bringing an eleventh unit stands; the
excess is removed after the action (stacking.py).

A group is written as ((nation id, kind, count), ...) in slot order, kinds as state.KINDS
name them ("regular", "elite", "leaders"; Sauron's leaders are the Nazgûl).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product
from operator import itemgetter

from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import leadership, mixed, politics, siege, stacking, table_cards
from lotr_table.games.wotr.victory import capture
from lotr_table.games.wotr.board import ELITE, FREE_PEOPLES, KINDS, LEADER, NO_NATION, REGULAR, SIDES, board
from lotr_table.games.wotr.muster import side_units
from lotr_table.games.wotr.state import EMPTY, SLOTS, UNITS_OF, by_region_kept, original_controller, read_before, read_of_pieces

Group = tuple[tuple[str, str, int], ...]


@lru_cache(maxsize=32)
def _own_slots(side: int, nations: tuple[int, ...]) -> tuple[int, ...]:
    b = board()
    return tuple(n * 3 + k for n in nations if b.side_of_nation[n] == side for k in (REGULAR, ELITE, LEADER))


@lru_cache(maxsize=8192)
def pieces_of(group: Group) -> tuple[int, ...]:
    b = board()
    out = list(EMPTY)
    for nation, kind, count in group:
        out[b.nation(nation) * 3 + KINDS.index(kind)] += count
    return tuple(out)


_UNIT_SLOTS = tuple(k for k in range(SLOTS) if k % 3 != LEADER)


def _units(pieces: tuple[int, ...]) -> int:
    return sum([pieces[k] for k in _UNIT_SLOTS])


def _leaders(pieces: tuple[int, ...]) -> int:
    return sum(pieces[k] for k in range(LEADER, SLOTS, 3))


def sources(s, side: int, nations: tuple[int, ...], leader: bool, excluded: tuple[int, ...]) -> tuple[int, ...]:
    """Regions with some of the seat's units in the field (and a leader for a Character move)."""
    key = ("sources", side, nations, leader)
    found = s.cache.get(key)             # asked for every die and part of the question
    if found is None:
        # a reading of the pieces (with the leaders' stand-ins and the mixed armies): kept
        # while the pieces are the same
        servants = leadership.servants(s, side) if leader else ()
        memo, lasting = read_of_pieces(s), key + (servants, s.mixed)
        found = memo.get(lasting)
        if found is None:
            before = read_before(s, lasting)
            if before is not None:
                # the same reading of the pieces before the last change: only the regions
                # changed since are read again (a move changes two)
                old, changed, _ = before
                again = _sources(s, side, nations, leader, servants, changed)
                found = tuple(sorted(set(r for r in old if r not in changed).union(again)))
            else:
                # a Character move's sources are some of an Army move's: read from those when known
                within = s.cache.get(("sources", side, nations, False)) if leader else None
                found = _sources(s, side, nations, leader, servants, within)
            memo[lasting] = found
        s.cache[key] = found
    return tuple(r for r in found if r not in excluded) if excluded else found


def _sources(s, side: int, nations: tuple[int, ...], leader: bool, servants: tuple[int, ...],
             within=None) -> tuple[int, ...]:
    own_units, own_leaders = _readers(side, nations)
    out = []
    armies = s.armies
    for r, pieces in (enumerate(armies) if within is None else ((r, armies[r]) for r in within)):
        if pieces == EMPTY or not any(own_units(pieces)):
            continue
        if leader and not any(own_leaders(pieces)) and not any(pieces[k] for k in servants) and r not in s.mixed:
            continue                      # (a mixed army's leader may be the ally's)
        out.append(r)
    return tuple(out)


@lru_cache(maxsize=32)
def _readers(side: int, nations: tuple[int, ...]):
    """The seat's unit slots and leader slots, each read at once (a tuple even of one)."""
    own = _own_slots(side, nations)
    return tuple(_reader(tuple(k for k in own if (k % 3 == LEADER) == leaders)) for leaders in (False, True))


def _reader(slots: tuple[int, ...]):
    if len(slots) == 1:
        k = slots[0]
        return lambda pieces: (pieces[k],)
    return itemgetter(*slots) if slots else (lambda pieces: ())


def groups(s, side: int, nations: tuple[int, ...], region: int, leader: bool) -> tuple[Group, ...]:
    """Every group that may set out from `region`: at least one unit, a leader for a
    Character move, no Free Peoples' leader left without units; from a mixed army, what
    its controlling player may take without losing control, or the ally's own pieces."""
    pieces = s.armies[region]
    if region in s.mixed:
        return of_mixed(s, side, nations, pieces, leader)
    return _groups(pieces, side, nations, leader, leadership.servants(s, side) if leader else ())


def of_mixed(s, side: int, nations: tuple[int, ...], pieces: tuple[int, ...], leader: bool) -> tuple[Group, ...]:
    """The groups the seat playing `nations` may form from a mixed army (mixed.command)."""
    nations, keeps_control = mixed.command(s, side, nations, pieces)
    found = _groups(pieces, side, nations, leader, leadership.servants(s, side) if leader else ())
    return found if keeps_control is None else tuple(g for g in found if keeps_control(pieces_of(g)))


def first_groups(s, side: int, nations: tuple[int, ...], region: int, leader: bool):
    """`groups` one at a time, in their order, for a caller that stops at the first that
    will do (whether an army may move): the whole list of a large army is long to make."""
    pieces = s.armies[region]
    if region in s.mixed:
        return of_mixed(s, side, nations, pieces, leader)
    servants = leadership.servants(s, side) if leader else ()
    known = _groups_known(pieces, side, nations, leader, servants)
    return known if known is not None else _group_iter(pieces, side, nations, leader, servants)


def _groups_known(*args):
    """`_groups` of these if it has them kept, else None."""
    return _KEPT_GROUPS.get(args)


_KEPT_GROUPS: dict = {}     # what _groups made, as its cache holds it (read without making it)
_KEPT_GROUPS_MAX = 4096


def _groups(pieces: tuple[int, ...], side: int, nations: tuple[int, ...], leader: bool,
            servants: tuple[int, ...] = ()) -> tuple[Group, ...]:
    """`servants`: the unit slots that lead a Character move as leaders do (leadership.servants)."""
    key = (pieces, side, nations, leader, servants)
    found = _KEPT_GROUPS.get(key)
    if found is None:
        if len(_KEPT_GROUPS) >= _KEPT_GROUPS_MAX:
            _KEPT_GROUPS.clear()
        found = _KEPT_GROUPS[key] = tuple(_group_iter(pieces, side, nations, leader, servants))
    return found


def _group_iter(pieces: tuple[int, ...], side: int, nations: tuple[int, ...], leader: bool,
                servants: tuple[int, ...] = ()):
    b = board()
    own = [k for k in _own_slots(side, nations) if pieces[k]]
    side_units = _units(tuple(pieces[k] if b.side_of_nation[k // 3] == side else 0 for k in range(SLOTS)))
    # every Free Peoples' leader here, the ally's too: none may stay behind without units
    side_leaders = sum(pieces[k] for k in range(LEADER, SLOTS, 3) if b.side_of_nation[k // 3] == side)
    for counts in product(*(range(pieces[k], -1, -1) for k in own)):
        moving_units = sum(c for k, c in zip(own, counts) if k % 3 != LEADER)
        if not moving_units:
            continue
        moving_leaders = sum(c for k, c in zip(own, counts) if k % 3 == LEADER)
        if leader and not moving_leaders and not any(c for k, c in zip(own, counts) if k in servants):
            continue
        if side == FREE_PEOPLES and moving_units == side_units:
            if side_leaders - moving_leaders:
                continue                  # leaders follow an army that leaves
        yield tuple((b.nation_ids[k // 3], KINDS[k % 3], c) for k, c in zip(own, counts) if c)


def _entry(s, side: int, region: int, moving: tuple[int, ...]):
    """A test of the destinations of this moving group (its units and binding nations
    counted once)."""
    # a nation not At War stays inside its own borders (politics.may_enter): the group may
    # enter a nation's region only if every such nation in it is that one
    return _entry_of(s, side, _peaceful(s, side, moving))


def _peaceful(s, side: int, moving: tuple[int, ...]) -> tuple[int, ...]:
    """The nations of the group not At War: all the test of its destinations reads of it."""
    step = s.step
    return tuple(x for x in politics.bound_nations(moving, side) if step[x] != politics.AT_WAR)


def _entry_of(s, side: int, peaceful: tuple[int, ...]):
    home = peaceful[0] if len(peaceful) == 1 else NO_NATION
    nation_of = board().nation_of
    armies = s.armies
    foe = UNITS_OF[1 - side]
    closed = table_cards.closed_regions(s, side)     # a card on the table (A Power too Great ...)

    def may_enter(to: int) -> bool:
        if closed and to in closed:
            return False
        # only an enemy army in the field closes a region: the region of a stronghold the
        # side besieges is free for it («уважають вільним для гравця, що веде облогу»); an
        # eleventh unit may come, and the excess is removed after the action (stacking.py)
        pieces = armies[to]
        if pieces != EMPTY and any(foe(pieces)):
            return False
        if peaceful:
            n = nation_of[to]
            return n == NO_NATION or n == home
        return True
    return may_enter


def destinations(s, side: int, region: int, group: Group) -> tuple[int, ...]:
    """The neighbours the group may enter. Kept in the state's cache by the group's nations
    not At War (the groups of one region mostly share them): every group of every source
    asks; and by region with the pieces (`_ways`), while the armies next to it are the same."""
    peaceful = _peaceful(s, side, pieces_of(group))
    key = ("destinations", side, region, peaceful)
    found = s.cache.get(key)
    if found is None:
        ways = s.cache.get(("ways", side, peaceful))
        if ways is None:
            ways = s.cache[("ways", side, peaceful)] = _ways(s, side, peaceful)
        found = ways.get(region)
        if found is None:
            may_enter = _entry_of(s, side, peaceful)
            ways[region] = found = tuple(to for to in board().neighbours[region] if may_enter(to))
        s.cache[key] = found
    return found


def _ways(s, side: int, peaceful: tuple[int, ...]) -> dict:
    """{region: its destinations} for groups of these nations not At War, kept with the
    pieces under the regions the other side's cards close: a region's destinations read only
    its neighbours' armies, so after a move those of the regions next to a changed army are
    dropped and the others kept (state.read_before)."""
    return by_region_kept(s, ("ways", side, peaceful, table_cards.closed_regions(s, side)), own=False)


def may_move(s, side: int, nations: tuple[int, ...], leader: bool, excluded: tuple[int, ...]) -> bool:
    """Whether some army of the seat can move now (a leader's army for a Character move)."""
    key = ("may_move", side, nations, leader, excluded)
    found = s.cache.get(key)             # several dice and uses ask the same
    if found is None:
        s.cache[key] = found = _may_move(s, side, nations, leader, excluded)
    return found


def _may_move(s, side: int, nations: tuple[int, ...], leader: bool, excluded: tuple[int, ...]) -> bool:
    for region in sources(s, side, nations, leader, excluded):
        for group in groups(s, side, nations, region, leader):
            if destinations(s, side, region, group):
                return True
    return False


def move(s, side: int, region: int, group: Group, to: int) -> None:
    b = board()
    moving = pieces_of(group)
    s.cache = {}                          # what was read of the pieces no longer holds
    s.armies[region] = tuple(a - m for a, m in zip(s.armies[region], moving))
    s.armies[to] = tuple(a + m for a, m in zip(s.armies[to], moving))
    say(s, "{side} moves an army from {source} to {region}.", side=SIDES[side], source=b.ids[region],
        region=b.ids[to])
    politics.enemy_army_entered(s, to, side)
    mixed.arrived(s, to, side, moving)
    stacking.arrived(s, to, side)
    # the last besiegers leaving lift the siege (siege.py); a stronghold whose box still
    # holds the enemy is besieged, not taken, by those who join the siege
    siege.left_unbesieged(s, region)
    # «вороже військо входить в регіон з містом, селищем або незайнятою фортецею»
    if s.besieged[to] == EMPTY and capture(s, to, side):
        template = "{side} captures {region}." if original_controller(to) != side else "{side} takes back {region}."
        say(s, template, side=SIDES[side], region=b.ids[to])
