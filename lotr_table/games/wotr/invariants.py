"""What must hold in every state of the war; a broken rule is named in English.

- Every figure is somewhere: map + reinforcements + casualties = the nation's figures.
- Stacking: at most 10 army units in a region, 5 inside a besieged stronghold
  (seed: «не більше 10 військових загонів», «не більше 5 загонів»), except while the action
  that brought the excess ends and its player removes it (stacking.py; siege.crowded for a
  card recruiting into a besieged stronghold).
- Outside a stronghold box a region holds the units of one side only; a stronghold box is
  filled only during a siege, with enemy units outside it.
- A Free Peoples' leader is never without Free Peoples' units where it stands.
- The political track: steps 0-3, a passive nation never At War, the Shadow always active.
- Control markers only on settlements.
"""

from __future__ import annotations

from lotr_table.games.wotr.board import (
    FREE_PEOPLES, KINDS, SHADOW, SIDES, STRONGHOLD, board)
from lotr_table.games.wotr import card_zones as places, hunt_tiles
from lotr_table.games.wotr.characters import FELLOWSHIP_SIZE, starting_fellowship, successor
from lotr_table.games.wotr.setup import figures
from lotr_table.games.wotr.state import EMPTY, NO_CONTROL, SLOTS, State, leaders, units

STACKING_LIMIT = 10
BESIEGED_LIMIT = 5


def _removing(s: State, region: int, side: int) -> bool:
    """The excess of the action under way, waiting for its player to remove it."""
    q = s.pending
    return any(st[0] == "over_limit" and st[1:3] == (region, side) for st in s.stack) or (
        q is not None and q.kind == "over_limit" and q.data[:2] == (region, side))


def _setting_aside(s: State, region: int, side: int) -> bool:
    """Units recruited into a besieged stronghold past five, waiting for their owner to remove
    them (siege.crowded)."""
    q = s.pending
    return ("siege_overflow", region, side) in s.stack or (
        q is not None and q.kind == "siege_overflow" and q.data == (region, side))


# The last state checked, kept to check the next one by its changes (a self-play checks every
# state; a region's pieces are tuples, shared by the next state while unchanged): its regions'
# pieces, control and battle, each region's findings, and each slot's count on the map.
_LAST: dict = {}


def _region(s: State, r: int, field: tuple, box: tuple, fighting: tuple) -> list[str]:
    b = board()
    broken: list[str] = []
    name = b.ids[r]
    sides_here = [side for side in (FREE_PEOPLES, SHADOW) if units(field, side)]
    for side in sides_here:
        if units(field, side) > STACKING_LIMIT and not _removing(s, r, side):
            broken.append(f"{name}: {units(field, side)} {SIDES[side]} units, more than {STACKING_LIMIT}")
    if len(sides_here) > 1:
        broken.append(f"{name}: units of both sides outside a stronghold box")
    if box != EMPTY:
        inside = [side for side in (FREE_PEOPLES, SHADOW) if units(box, side) or leaders(box, side)]
        if b.settlement_of[r] != STRONGHOLD:
            broken.append(f"{name}: a stronghold box without a stronghold")
        if len(inside) != 1:
            broken.append(f"{name}: the stronghold box must hold one side")
        elif not units(field, 1 - inside[0]) and r not in fighting:
            broken.append(f"{name}: a siege without besiegers")
        for side in inside:
            # («треба негайно вилучити, коли фортеця потрапляє в облогу»: when the attacker
            # advances, which the battle asks after the withdrawal)
            if units(box, side) > BESIEGED_LIMIT and r not in fighting and not _setting_aside(s, r, side):
                broken.append(f"{name}: {units(box, side)} units besieged, more than {BESIEGED_LIMIT}")
    for where, pieces in (("", field), (" in the stronghold box", box)):
        if leaders(pieces, FREE_PEOPLES) and not units(pieces, FREE_PEOPLES) and r not in fighting:
            broken.append(f"{name}: Free Peoples' leaders{where} without an army")
    if s.controller[r] != NO_CONTROL and not b.is_settlement(r):
        broken.append(f"{name}: a control marker outside a settlement")
    if b.is_settlement(r) and s.controller[r] not in (FREE_PEOPLES, SHADOW):
        broken.append(f"{name}: a settlement nobody controls")
    return broken


def _placed_and_regions(s: State, fighting: tuple) -> tuple[list[int], list[list[str]], set[int]]:
    """Each slot's count on the map (fields and boxes), each region's findings and the slots
    with a negative count somewhere; worked out again only for the regions whose pieces,
    control or battle changed since the last state checked."""
    # while a battle is fought its two regions pass through states no turn ends in (the
    # defenders withdrawn into the box before the attacker says whether he advances, more
    # than five of them until the siege begins; a leader whose last unit fell this round):
    # those checks wait for the battle's end
    last = _LAST.get("regions")
    n = len(s.armies)
    if last is None or len(last[0]) != n:
        last = ([None] * n, [None] * n, [None] * n, [None] * n, [[] for _ in range(n)], [0] * SLOTS, [()] * n)
    fields, boxes, control, in_fight, found, placed, negative = map(list, last)
    for r, (field, box) in enumerate(zip(s.armies, s.besieged)):
        fight = r in fighting
        if field is fields[r] and box is boxes[r] and s.controller[r] == control[r] and fight == in_fight[r] and not (
                units(field, FREE_PEOPLES) > STACKING_LIMIT or units(field, SHADOW) > STACKING_LIMIT
                or units(box, FREE_PEOPLES) > BESIEGED_LIMIT or units(box, SHADOW) > BESIEGED_LIMIT):
            continue                 # past the limit it depends on the action under way (_removing)
        for k, (new, old) in enumerate(zip(field + box, (fields[r] or EMPTY) + (boxes[r] or EMPTY))):
            placed[k % SLOTS] += new - old
        fields[r], boxes[r], control[r], in_fight[r] = field, box, s.controller[r], fight
        found[r] = _region(s, r, field, box, fighting)
        negative[r] = tuple(k % SLOTS for k, c in enumerate(field + box) if c < 0) if min(field + box) < 0 else ()
    _LAST["regions"] = (fields, boxes, control, in_fight, found, placed, negative)
    return placed, found, {k for ks in negative if ks for k in ks}


def invariants(s: State) -> list[str]:
    b = board()
    broken: list[str] = []
    totals = figures()
    fighting = (s.battle.source, s.battle.target) if s.battle is not None else ()
    placed, found, negative = _placed_and_regions(s, fighting)
    for k in range(SLOTS):
        nation, kind = b.nation_ids[k // 3], KINDS[k % 3]
        if k in negative or min(s.reserve[k], s.casualties[k]) < 0:
            broken.append(f"{nation} {kind}: a negative count")
        if placed[k] + s.reserve[k] + s.casualties[k] != totals[k]:
            broken.append(f"{nation} {kind}: {placed[k]} on the map + {s.reserve[k]} in reserve + "
                          f"{s.casualties[k]} casualties != {totals[k]} figures")
        if s.casualties[k] and b.side_of_nation[k // 3] == SHADOW:
            broken.append(f"{nation} {kind}: Shadow casualties go back to the reinforcements")
    for r in range(len(found)):
        broken += found[r]
    for n, nation in enumerate(b.nation_ids):
        if not 0 <= s.step[n] <= 3:
            broken.append(f"{nation}: political step {s.step[n]} off the track")
        if s.step[n] == 0 and not s.active[n]:
            broken.append(f"{nation}: passive and At War")
        if b.side_of_nation[n] == SHADOW and not s.active[n]:
            broken.append(f"{nation}: a passive Shadow nation")
    broken += _fellowship(s)
    return broken


def _fellowship(s: State) -> list[str]:
    """Companions conserved (in the Fellowship or fallen, each once), corruption within 0-12,
    the tiles conserved (pool and drawn disjoint, every standard tile in one of them)."""
    broken = []
    placed = s.fellowship + s.fallen + tuple(c for c, _ in s.separated) + s.replaced
    if sorted(c for c in placed if c < FELLOWSHIP_SIZE) != list(starting_fellowship()):
        broken.append(f"companions not conserved: {s.fellowship} in the Fellowship, {s.fallen} fallen, "
                      f"{s.separated} on the map, {s.replaced} replaced")
    later = [c for c in placed if c >= FELLOWSHIP_SIZE]
    if len(set(later)) != len(later) or any(c in s.fellowship + s.replaced for c in later):
        broken.append(f"Aragorn or Gandalf the White in two places: {later}")
    if any(successor(c) not in later for c in s.replaced):
        broken.append(f"a companion replaced by nobody: {s.replaced}")
    minions = [m for m, _ in s.minions] + list(s.minions_fallen)
    if len(set(minions)) != len(minions) or not set(minions) <= {0, 1, 2}:
        broken.append(f"minions not conserved: {s.minions} on the map, {s.minions_fallen} fallen")
    if s.companions != len(s.fellowship):
        broken.append("the companions' count differs from the Fellowship")
    if not 0 <= s.corruption <= 12:
        broken.append(f"corruption {s.corruption} off the track")
    if not -1 <= s.mordor <= 5 or s.fellowship_progress < 0:
        broken.append("the Fellowship off its tracks")
    both = s.hunt_pool + s.hunt_drawn + s.hunt_waiting
    if len(set(both)) != len(both) or not set(both) <= set(range(len(hunt_tiles.tiles()))):
        broken.append("a hunt tile in two places or unknown")
    # a card removes an Eye tile from the game for good (Challenge of the King): it lies aside
    removed = set(hunt_tiles.standard()) & set(places.held(s.zones, places.ASIDE))
    if not set(hunt_tiles.standard()) <= set(both) | removed or not all(map(hunt_tiles.is_eye, removed)):
        broken.append("a standard hunt tile lost")
    return broken
