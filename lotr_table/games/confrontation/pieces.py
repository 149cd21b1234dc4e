"""Small operations on the state shared by the setup, turn and battle steps."""

from __future__ import annotations

from lotr_table.engine import rng
from lotr_table.engine.log_chain import PUBLIC, log_events, say  # noqa: F401  (the log of every step)
from lotr_table.games.confrontation.abilities import STAYS_REVEALED
from lotr_table.games.confrontation.board import F, S, board
from lotr_table.games.confrontation.state import DEAD, HIDDEN, KEPT, SHOWN, State

def side_of_piece(p: int) -> int:
    return F if p < 9 else S


def pieces_of(side: int) -> range:
    return range(0, 9) if side == F else range(9, 18)


def counts(s: State) -> tuple[list[int], list[int]]:
    n = len(board().ids)
    c = ([0] * n, [0] * n)
    loc = s.loc
    for p in range(18):
        r = loc[p]
        if r >= 0:
            c[0 if p < 9 else 1][r] += 1
    return c


def in_region(s: State, side: int, region: int) -> list[int]:
    return [p for p in pieces_of(side) if s.loc[p] == region]


def find_hero(s: State, side: int, hero_ids: tuple[str, ...]) -> int:
    for p in pieces_of(side):
        if s.hero[p] in hero_ids:
            return p
    return -1


def draw(s: State, n: int) -> int:
    """A random draw from the state's own RNG (or the next draw a position fixed); it is a
    barrier for undo."""
    value = rng.draw(s, n)
    s.barrier += 1
    return value


def reveal(s: State, p: int) -> None:
    if s.rev[p] == HIDDEN:
        s.rev[p] = KEPT if s.hero[p] in STAYS_REVEALED else SHOWN  # seed: the Watcher stays revealed
    s.barrier += 1


def hide(s: State, p: int) -> None:
    if s.rev[p] == SHOWN:
        s.rev[p] = HIDDEN


def hide_all_shown(s: State, keep_region: int = -1) -> None:
    """End of a battle: "все раскрытые выжившие герои снова закрываются" — except permanent
    reveals and, until the end of the turn, the Fellowship heroes a Palantir showed."""
    for p in range(18):
        if s.rev[p] == SHOWN and not (p < 9 and keep_region >= 0 and s.loc[p] == keep_region):
            s.rev[p] = HIDDEN


def place_dead(s: State, p: int) -> None:
    s.loc[p] = DEAD
    s.rev[p] = HIDDEN


def region_id(r: int) -> str:
    return board().ids[r]
