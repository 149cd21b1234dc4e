"""Which attacks a seat may declare (seed: «Атака військами»; digest 6.8).

An Army or a Character result lets a side attack an enemy army in an adjacent region, or
start a siege battle or a sortie in its own region, with one army of nations At War. The
attacker may split off a rearguard; with a Character result the attacking army holds a
leader. battle.py decides what a given attack may be (`battle.why_not`) and fights it; this
module only lists the choices, part by part, for the compound decision in actions.py.
"""

from __future__ import annotations

from operator import itemgetter

from lotr_table.games.wotr import battle, leadership, mixed, movement, politics  # (combat.py, the cards of each round, registers from game.py)
from lotr_table.games.wotr.board import board
from lotr_table.games.wotr.politics import AT_WAR
from lotr_table.games.wotr.state import EMPTY, near, read_before, read_of_pieces, unit_slots, units


def _garrison(s, side: int, region: int) -> bool:
    """The side's army stands in this region's stronghold box (a sortie is its attack)."""
    return bool(units(s.besieged[region], side))


def _targets_near(s, side: int, region: int) -> tuple[int, ...]:
    """Regions holding enemy units the army could reach: the neighbours, and its own region
    when a siege is on there."""
    b = board()
    enemy = 1 - side
    near = [t for t in b.neighbours[region] if units(s.armies[t], enemy)]
    if units(s.besieged[region], enemy) or _garrison(s, side, region):
        near.append(region)
    return tuple(near)


def groups(s, side: int, nations: tuple[int, ...], region: int, leader: bool) -> tuple:
    """The attacking armies the seat may form in `region`: from the field army, or the
    garrison of the stronghold box for a sortie; each with at least one unit. A character of
    the region leads it as a leader would (leadership.py)."""
    leader = leader and not leadership.leads(s, region, side)
    if _garrison(s, side, region):
        box = s.besieged[region]           # one army: its pieces were attacked together
        return movement.of_mixed(s, side, nations, box, leader) if mixed.in_team(s, side) \
            else movement._groups(box, side, nations, leader, leadership.servants(s, side) if leader else ())
    return movement.groups(s, side, nations, region, leader)


def targets(s, side: int, region: int, group) -> tuple[int, ...]:
    pieces = movement.pieces_of(group)
    return tuple(t for t in _targets_near(s, side, region)
                 if battle.why_not(s, side, region, t, pieces) is None)


# the regular and elite slots of each side's nations, read at once
_UNIT_SLOTS = tuple(itemgetter(*unit_slots(side)) for side in (0, 1))


def _fronts(s, side: int) -> tuple[int, ...]:
    """Regions with the side's units (in the field or a garrison) and an enemy within reach:
    few, so the groups are formed only there. Kept in the state's cache (emptied whenever
    the state or the question changes): every die of every opportunity asks."""
    key = ("fronts", side)
    found = s.cache.get(key)
    if found is not None:
        return found
    memo = read_of_pieces(s)             # a pure reading of the pieces: kept while they are
    found = memo.get(key)
    if found is not None:
        s.cache[key] = found
        return found
    before = read_before(s, key)
    if before is not None:
        # the fronts before the last change: only the regions changed since and those next
        # to a changed army are read again
        old, changed, boxes_changed = before
        again = near(changed).union(changed, boxes_changed)
        found = tuple(sorted(set(r for r in old if r not in again).union(_fronts_among(s, side, sorted(again)))))
    else:
        found = _fronts_among(s, side, range(len(s.armies)))
    s.cache[key] = memo[key] = found
    return found


def _fronts_among(s, side: int, regions) -> tuple[int, ...]:
    own, foe = _UNIT_SLOTS[side], _UNIT_SLOTS[1 - side]
    armies, boxes = s.armies, s.besieged
    neighbours = board().neighbours
    out = []
    for region in regions:
        pieces = armies[region]
        mine = pieces != EMPTY and any(own(pieces))
        box = boxes[region]
        if box != EMPTY:                  # a siege here: an assault or a sortie is near
            if mine or any(own(box)):
                out.append(region)
        elif mine and any(armies[t] != EMPTY and any(foe(armies[t])) for t in neighbours[region]):
            out.append(region)
    return tuple(out)


def may_target(s, side: int, region: int, group) -> bool:
    """Whether the group may attack something (`targets`, stopping at the first)."""
    pieces = movement.pieces_of(group)
    why_not = battle.why_not
    for t in _targets_near(s, side, region):
        if why_not(s, side, region, t, pieces) is None:
            return True
    return False


def _attacks_from(s, side: int, nations: tuple[int, ...], region: int, leader: bool, allowed) -> bool:
    return _some_attack(s, side, nations, region, leader, allowed)


def attacks_from(s, side: int, nations: tuple[int, ...], region: int, leader: bool) -> bool:
    """Whether some group of the region's army may attack something. It reads the region's
    map army and stronghold box and its neighbours' map armies (and no other pieces)."""
    return _some_attack(s, side, nations, region, leader, None)


def _some_attack(s, side: int, nations: tuple[int, ...], region: int, leader: bool, allowed) -> bool:
    """Whether some group of `groups` (those `allowed`) may attack one of the targets near:
    `may_target` of each group in turn, with what does not depend on the group read once
    (the targets near, a battle being fought) and a group of a nation not At War passed at
    once (battle.why_not refuses it every target); the groups made one at a time."""
    if s.battle is not None:
        return False
    near = _targets_near(s, side, region)
    if not near:
        return False
    why_not, at_war, pieces_of = battle.why_not, politics.may_attack, movement.pieces_of
    for g in _first_groups(s, side, nations, region, leader):
        if allowed is not None and not allowed(g, region):
            continue
        pieces = pieces_of(g)
        if not at_war(s, pieces, side):
            continue
        for t in near:
            if why_not(s, side, region, t, pieces) is None:
                return True
    return False


def _first_groups(s, side: int, nations: tuple[int, ...], region: int, leader: bool):
    """`groups`, made one at a time where the army is in the field (movement.first_groups)."""
    if _garrison(s, side, region):
        return groups(s, side, nations, region, leader)
    return movement.first_groups(s, side, nations, region, leader and not leadership.leads(s, region, side))


def sources(s, side: int, nations: tuple[int, ...], leader: bool, allowed=lambda g, r: True,
            from_region=None) -> tuple[int, ...]:
    """Regions from which some attack of the seat may be declared now. `from_region(r)`:
    `attacks_from` as the caller keeps it, when no group is barred (`allowed`)."""
    if from_region is not None:
        return tuple(r for r in _fronts(s, side) if from_region(r))
    return tuple(r for r in _fronts(s, side) if _attacks_from(s, side, nations, r, leader, allowed))


def may_attack(s, side: int, nations: tuple[int, ...], leader: bool, allowed=lambda g, r: True,
               from_region=None) -> bool:
    """Whether any attack may be declared (asked for every die at every opportunity: it
    stops at the first). Only nations At War start a battle, and the attacking army holds
    a unit of the seat's own (a part of a mixed army it leads has more of its units than
    the ally's): a seat with no nation At War has none to declare."""
    step = s.step
    if all(step[n] != AT_WAR for n in nations):
        return False
    # an attacking army's every nation is At War (battle.why_not), so an army without a unit
    # of a nation At War forms no attack: its groups are not formed
    warring = unit_slots_at_war(s, side)
    if from_region is None:
        from_region = lambda r: _attacks_from(s, side, nations, r, leader, allowed)  # noqa: E731
    return any(from_region(r) for r in _fronts(s, side)
               if any((s.besieged[r] if _garrison(s, side, r) else s.armies[r])[k] for k in warring))


def unit_slots_at_war(s, side: int) -> tuple[int, ...]:
    """The regular and elite slots of the side's nations At War."""
    step = s.step
    return tuple(k for k in unit_slots(side) if step[k // 3] == AT_WAR)
