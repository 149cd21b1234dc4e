"""Strongholds under siege (seed: Розділ VI, «Фортеці й облоги»): who may shut themselves
in, the siege beginning and ending. The pieces inside are `s.besieged[r]`, the besiegers
stay in `s.armies[r]`.

- «Військо, що захищає регіон, де є дружня фортеця, може відступити в саму фортецю»;
- «Обложена фортеця може вмістити щонайбільше 5 військових загонів (і будь-яку кількість
  лідерів). Будь-який загін, що перевищує це обмеження, треба негайно вилучити» — to the
  reinforcements, for the Free Peoples too («можуть повернутися в гру пізніше як
  підкріплення»); the owner chooses which (battle.py asks);
- «Облога завершується, коли військо нападника залишає регіон, або коли військо однієї зі
  сторін повністю знищене ... перемістіть усі вцілілі загони захисників з комірки фортеці в
  її регіон».

Movement (another module) calls `left_unbesieged` after the besiegers move.
"""

from __future__ import annotations

from lotr_table.games.wotr import mixed
from lotr_table.games.wotr.board import FREE_PEOPLES, SHADOW, STRONGHOLD, board
from lotr_table.games.wotr.invariants import BESIEGED_LIMIT
from lotr_table.games.wotr.state import EMPTY, State, of_side, units


def friendly_stronghold(s: State, region: int, side: int) -> bool:
    """A stronghold the side holds, not already under siege: the one it may withdraw into."""
    return (board().settlement_of[region] == STRONGHOLD and s.controller[region] == side
            and s.besieged[region] == EMPTY)


def under_siege(s: State, region: int) -> bool:
    return s.besieged[region] != EMPTY


def shut_in(s: State, region: int, side: int) -> None:
    """The side's pieces in the region go into the stronghold box."""
    field_pieces = s.armies[region]
    s.cache = {}
    mine = of_side(field_pieces, side)
    s.besieged[region] = tuple(a + b for a, b in zip(s.besieged[region], mine))
    s.armies[region] = tuple(a - b for a, b in zip(field_pieces, mine))


def lift(s: State, region: int) -> None:
    """The siege ends: whoever survives inside comes out into the region (one army, as it was
    inside)."""
    box = s.besieged[region]
    s.cache = {}
    s.armies[region] = tuple(a + b for a, b in zip(s.armies[region], box))
    s.besieged[region] = EMPTY
    if box != EMPTY:
        mixed.arrived(s, region, FREE_PEOPLES if of_side(box, FREE_PEOPLES) != EMPTY else SHADOW, box)


def left_unbesieged(s: State, region: int) -> bool:
    """A siege whose besiegers have all gone (advanced or retreated elsewhere, fallen) is
    over: lift it. True if it was."""
    box = s.besieged[region]
    if box == EMPTY:
        return False
    inside = FREE_PEOPLES if of_side(box, FREE_PEOPLES) != EMPTY else SHADOW
    if units(s.armies[region], 1 - inside):
        return False
    lift(s, region)
    return True


def crowded(s: State, region: int, side: int) -> None:
    """Units of `side` were recruited into its besieged stronghold (an event card may:
    «у цьому регіоні є обложена фортеця»), which «може вмістити щонайбільше 5 військових
    загонів»: past five, the owner removes the excess to the reinforcements, as when the siege
    begins (battle.py's "siege_overflow" step, run once the card's recruiting there is over —
    the same reading as the stacking limit's «після завершення будь-якої дії»)."""
    if units(s.besieged[region], side) > BESIEGED_LIMIT and ("siege_overflow", region, side) not in s.stack:
        s.stack.append(("siege_overflow", region, side))


def overflow(s: State, region: int, side: int) -> int:
    """Units above the five a stronghold holds, to be removed as the siege begins."""
    return max(0, units(s.besieged[region], side) - BESIEGED_LIMIT)
