"""The Political Track (seed: Розділ VII, «Політика Середзем’я»).

Each nation's counter stands `s.step[n]` boxes from "At War" (3, 2, 1, 0 = At War) with its
active (blue) or passive (grey) side up. The rules of the turn call the triggers below when
the war brings them about and ask the queries before a nation's pieces act.

- Activation: an enemy army enters a region of the nation; an army with its units is
  attacked; the Fellowship is declared in one of its cities or strongholds; a companion
  able to activate it ends its move or enters play in one of its cities or strongholds not
  controlled by the enemy; the Witch-king enters play (all Free Peoples). The Shadow's
  nations are always active.
- Advance, one box toward At War: the Muster die's diplomatic action, and automatically
  when an army with its units is attacked (once per battle) or the enemy captures one of its
  settlements. A passive nation stops one box before "At War".
- A nation not At War: its units and leaders never cross into another nation's borders
  (except in a retreat), never attack, are never mustered with a die. Companions, minions
  and Nazgûl are bound by none of this.

The triggers change `s` in place: the caller works on a clone (state.State.clone).
"""

from __future__ import annotations

from functools import lru_cache

from lotr_table.games.wotr.board import (
    CITY, ELITE, FREE_PEOPLES, LEADER, NO_NATION, REGULAR, SAURON, STRONGHOLD, board)
from lotr_table.games.wotr.state import State, nations_in, slot

AT_WAR = 0


# ---- where a nation stands --------------------------------------------------------------

def at_war(s: State, nation: int) -> bool:
    return s.step[nation] == AT_WAR


def may_advance(s: State, nation: int) -> bool:
    """Whether one more box is open to the counter: not At War, and a passive nation never
    onto the last box."""
    return s.step[nation] > (AT_WAR if s.active[nation] else AT_WAR + 1)


def diplomacy_targets(s: State, side: int) -> tuple[int, ...]:
    """The side's nations a Muster die's diplomatic action can move one box."""
    b = board()
    return tuple(n for n in b.nations_of_side(side) if may_advance(s, n))


# ---- moving the counters ----------------------------------------------------------------

# what activates a nation, as a card on the table may ask (Wormtongue)
BY_COMPANION, BY_FELLOWSHIP, BY_ATTACK, BY_OTHER = "companion", "fellowship", "attack", "other"


def activate(s: State, nation: int, by: str = BY_OTHER, region: int = -1) -> None:
    if s.active[nation]:
        return
    from lotr_table.games.wotr import table_cards      # (the cards on the table ask the rules here)
    if table_cards.activation_held_back(s, nation, by, region):
        return
    s.active[nation] = True
    table_cards.nation_activated(s, nation)


def advance(s: State, nation: int, boxes: int = 1) -> int:
    """Move the counter toward At War, stopping where the rules stop it; the boxes moved."""
    moved = 0
    while moved < boxes and may_advance(s, nation):
        s.step[nation] -= 1
        moved += 1
    return moved


def activate_all_free_peoples(s: State) -> None:
    """The Witch-king's entry: «Активуйте всі Вільні Народи.»"""
    for n in board().nations_of_side(FREE_PEOPLES):
        activate(s, n)


# ---- what brings a nation closer to war -------------------------------------------------

def enemy_army_entered(s: State, region: int, side: int) -> None:
    """An army of `side` entered `region`: the nation whose borders hold it wakes up."""
    b = board()
    n = b.nation_of[region]
    if n != NO_NATION and b.side_of_nation[n] != side:
        activate(s, n)


def army_attacked(s: State, pieces: tuple[int, ...], side: int, region: int = -1) -> tuple[int, ...]:
    """A battle against this army of `side` in `region` began (once per battle, whatever the
    rounds): every nation with units in it is activated and advances one box. The nations
    touched."""
    touched = nations_in(pieces, side)
    moved = 0
    for n in touched:
        activate(s, n, BY_ATTACK, region)
        moved += advance(s, n)
    if moved and side == FREE_PEOPLES:
        from lotr_table.games.wotr import table_cards     # (a card whose discard this is: Threats and Promises)
        table_cards.happened(s, "free_nation_advanced")
    return touched


def settlement_captured(s: State, region: int) -> None:
    """The enemy captured this region's town, city or stronghold: its nation advances."""
    n = board().nation_of[region]
    if n != NO_NATION:
        advance(s, n)


def fellowship_declared(s: State, region: int) -> None:
    """The Fellowship is declared here: a Free Peoples' city or stronghold activates its nation."""
    b = board()
    n = b.nation_of[region]
    if n != NO_NATION and b.side_of_nation[n] == FREE_PEOPLES \
            and b.settlement_of[region] in (CITY, STRONGHOLD):
        activate(s, n, BY_FELLOWSHIP, region)


def companion_arrived(s: State, region: int, activates: frozenset[int] | None) -> None:
    """A companion ended its move (or entered play) here. `activates`: the nations its card's
    symbol names, None for the Free Peoples' symbol (Gandalf, Aragorn, Meriadoc, Peregrin)."""
    b = board()
    n = b.nation_of[region]
    if n == NO_NATION or b.side_of_nation[n] != FREE_PEOPLES:
        return
    if b.settlement_of[region] not in (CITY, STRONGHOLD) or s.controller[region] != FREE_PEOPLES:
        return
    if activates is None or n in activates:
        activate(s, n, BY_COMPANION, region)


# ---- what a nation not At War may not do ------------------------------------------------

@lru_cache(maxsize=8192)
def bound_nations(pieces: tuple[int, ...], side: int) -> tuple[int, ...]:
    """The nations whose political standing binds this army: those with units or leaders in
    it. Nazgûl (Sauron's leaders) are free of it, as companions and minions are. (Of the
    pieces alone: kept, as every destination of every group asks.)"""
    b = board()
    return tuple(n for n in b.nations_of_side(side)
                 if pieces[slot(n, REGULAR)] or pieces[slot(n, ELITE)]
                 or (n != SAURON and pieces[slot(n, LEADER)]))


def may_muster(s: State, nation: int) -> bool:
    """Whether a Muster die may recruit the nation's pieces (an event card may even if not)."""
    return at_war(s, nation)


def may_attack(s: State, pieces: tuple[int, ...], side: int) -> bool:
    """Whether this army may start a battle: every nation bound in it is At War."""
    return all(at_war(s, n) for n in bound_nations(pieces, side))


def may_enter(s: State, nation: int, region: int, *, retreating: bool = False) -> bool:
    """Whether the nation's units and leaders may enter the region: a nation not At War stays
    out of other nations' borders, unless it retreats from a battle."""
    n = board().nation_of[region]
    return retreating or at_war(s, nation) or n == NO_NATION or n == nation


def army_may_enter(s: State, pieces: tuple[int, ...], side: int, region: int, *,
                   retreating: bool = False) -> bool:
    return all(may_enter(s, n, region, retreating=retreating) for n in bound_nations(pieces, side))
