"""Recruiting and the diplomatic action: the Muster result (seed: Розділ VI, «Наймання
військ»; the «Довідкова таблиця кубиків дій»).

One Muster result brings in «1 елітний загін у будь-яке дружнє вільне поселення, або 2
лідерів у будь-які два різні дружні вільні поселення, або 2 звичайні загони в будь-які два
різні дружні вільні поселення, або 1 лідера та 1 звичайний загін у будь-які два різні
дружні вільні поселення», only of nations «у війні», each piece in a free town, city or
stronghold of its own nation, from the reinforcements; Nazgûl only in Sauron's
strongholds. Readings: a settlement captured by the enemy is not the owner's to muster in
(and never the captor's, §14.19); a muster that brings an eleventh unit into a region stands,
and the player then removes the excess (stacking.py, «вилучає з гри зайві»); an option is
recruited whole (§14.27 is open).
"""

from __future__ import annotations


from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import card_zones, mixed, politics, stacking, table_cards
from lotr_table.games.wotr.board import KINDS, ELITE, FREE_PEOPLES, LEADER, REGULAR, SAURON, STRONGHOLD, board
from lotr_table.games.wotr.dice import RECRUIT_BOTH, RECRUIT_ELITE, RECRUIT_LEADERS, RECRUIT_REGULARS
from lotr_table.games.wotr.state import EMPTY, UNITS_OF, put, slot, units

# the pieces each recruiting use brings in, one settlement each
PIECES = {RECRUIT_ELITE: (ELITE,), RECRUIT_REGULARS: (REGULAR, REGULAR),
          RECRUIT_LEADERS: (LEADER, LEADER), RECRUIT_BOTH: (REGULAR, LEADER)}


side_units = units      # the army units of a side (state.units), read in this module's words


def enemy_units_in(s, region: int, side: int) -> bool:
    foe = UNITS_OF[1 - side]
    field, box = s.armies[region], s.besieged[region]
    return (field != EMPTY and any(foe(field))) or (box != EMPTY and any(foe(box)))


def may_recruit_in(s, side: int, nations: tuple[int, ...], region: int, kind: int,
                   taken: tuple[tuple[int, int], ...] = ()) -> bool:
    """Whether a piece of `kind` may be mustered in `region` by a seat playing `nations`,
    after the pieces `taken` ((region, kind), ...) of the same muster. (The cheapest tests
    first: every settlement of every die's muster asks.)"""
    b = board()
    n = b.nation_of[region]
    if n not in nations or b.side_of_nation[n] != side or not b.is_settlement(region):
        return False
    if s.controller[region] != side or not politics.may_muster(s, n):
        return False
    if taken and any(r == region for r, _ in taken):
        return False
    if kind == LEADER and n == SAURON and b.settlement_of[region] != STRONGHOLD:
        return False                      # «Назґулів можна наймати лише у фортецях Саурона»
    k = slot(n, kind)
    if s.reserve[k] - (sum(1 for r, kk in taken if slot(b.nation_of[r], kk) == k) if taken else 0) <= 0:
        return False
    here = side_units(s.armies[region], side)
    # «Якщо в будь-який момент гри лідер опиняється на мапі без війська, його негайно
    # прибирають»: a Free Peoples' leader is mustered only where an army of theirs stands
    # (reading: mustering one that would be removed at once is no muster)
    if kind == LEADER and side == FREE_PEOPLES and not here:
        return False
    return not enemy_units_in(s, region, side)


def places(s, side: int, nations: tuple[int, ...], kind: int,
           taken: tuple[tuple[int, int], ...] = ()) -> tuple[int, ...]:
    b = board()
    return tuple(r for n in nations if s.step[n] == politics.AT_WAR and s.reserve[slot(n, kind)]
                 for r in b.settlements_of_nation[n] if may_recruit_in(s, side, nations, r, kind, taken))


def may_recruit(s, side: int, nations: tuple[int, ...], kinds: tuple[int, ...]) -> bool:
    """Whether these pieces (one or two) can be mustered now, each in its own settlement."""
    b = board()
    first = kinds[0]
    seconds = None
    for n in nations:
        if s.step[n] != politics.AT_WAR or not s.reserve[slot(n, first)]:
            continue
        for r in b.settlements_of_nation[n]:
            if may_recruit_in(s, side, nations, r, first):
                if len(kinds) == 1:
                    return True
                # the second piece's settlements are those it has alone, less the first's and
                # (of the same slot) only while the reinforcements hold two: what `places` with
                # the first taken answers, worked out once for every first settlement
                if seconds is None:
                    seconds = places(s, side, nations, kinds[1])
                if places_besides(s, seconds, r, first, kinds[1]):
                    return True
    return False


def places_besides(s, seconds: tuple[int, ...], first: int, first_kind: int, kind: int) -> tuple[int, ...]:
    """What `places(s, side, nations, kind, ((first, first_kind),))` answers, from `seconds`,
    `places(s, side, nations, kind)`: less the first piece's settlement, and of the first
    piece's own slot only while the reinforcements hold two."""
    b = board()
    k = slot(b.nation_of[first], first_kind)
    return tuple(x for x in seconds if x != first and (slot(b.nation_of[x], kind) != k or s.reserve[k] > 1))


def recruit(s, side: int, region: int, kind: int, nation: int | None = None) -> None:
    """A piece of the region's nation (or of `nation`: a card recruits Southrons in Gorgoroth)."""
    b = board()
    n = b.nation_of[region] if nation is None else nation
    put(s, region, n, kind, 1)
    mixed.arrived(s, region, side, tuple(int(k == slot(n, kind)) for k in range(len(EMPTY))))
    reserve = s.reserve
    reserve[slot(n, kind)] -= 1
    say(s, "{nation} musters {kind} in {region}.", nation=b.nation_ids[n],
        kind="nazgul" if kind == LEADER and n == SAURON else KINDS[kind],
        region=b.ids[region])
    if kind != LEADER:
        stacking.arrived(s, region, side)


def diplomacy_targets(s, side: int, nations: tuple[int, ...]) -> tuple[int, ...]:
    """«Перемістіть жетон дружнього народу на треку політики на одну поділку вперед»: a
    nation the seat plays whose counter may advance."""
    found = tuple(n for n in politics.diplomacy_targets(s, side) if n in nations)
    if found and card_zones.on_tables(s):                   # Threats and Promises on the table
        held = table_cards.lasting(s, "holds_back_politics", 1 - side)     # the nations are the side's
        found = tuple(n for n in found if not table_cards.politics_held_back(s, "diplomacy", n, held=held))
    return found


def diplomacy(s, nation: int) -> None:
    politics.advance(s, nation)
    say(s, "{nation} moves one step toward war.", nation=board().nation_ids[nation])
