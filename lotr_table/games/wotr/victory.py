"""Settlements changing hands and the military victory (seed: Розділ VI, «Захоплення
поселення»; Розділ X, «Умови воєнної перемоги»).

Victory points are never stored: state.victory_points reads them from the control markers,
so a recapture takes them away by itself («позбавте гравця переможних очок, здобутих за
захоплення цього регіону»).
"""

from __future__ import annotations

from lotr_table.games.wotr import politics
from lotr_table.games.wotr.board import FREE_PEOPLES, SHADOW, board
from lotr_table.games.wotr.state import State, original_controller, victory_points

# «Тінь завойовує Середзем'я ... 10 або більше переможних очок»;
# «Саурон вигнаний з Середзем'я ... 4 або більше переможних очок».
SHADOW_TARGET = 10
FREE_PEOPLES_TARGET = 4


def capture(s: State, region: int, side: int) -> bool:
    """`side` takes the region's town, city or stronghold (or takes it back). A capture from
    its original owner advances that nation on the Political Track. True if it changed hands."""
    if not board().is_settlement(region) or s.controller[region] == side:
        return False
    s.controller[region] = side
    if side != original_controller(region):
        politics.settlement_captured(s, region)
    return True


def military_victory(s: State) -> int | None:
    """The side that has won by arms, checked at the end of the turn. Both at once: the
    lower-numbered condition, the Shadow's (3 before 4: «умови перемоги з меншим номером мають
    пріоритет»)."""
    if victory_points(s, SHADOW) >= SHADOW_TARGET:
        return SHADOW
    if victory_points(s, FREE_PEOPLES) >= FREE_PEOPLES_TARGET:
        return FREE_PEOPLES
    return None
