"""Who plays which nations (seed: Розділ XI, «Правила для 3-4 гравців»).

Seats: with two people seat 0 is the Free Peoples and seat 1 the Shadow. With three, seat
0 plays every Free Peoples nation (the two-player rules) and seats 1 and 2 share the
Shadow; with four, seats 0 and 2 share the Free Peoples and 1 and 3 the Shadow:
  - Free Peoples 1 (seat 0): Gondor, and the Elves;
  - Free Peoples 2 (seat 2): Rohan, and the North and the Dwarves;
  - Shadow 1 (seat 1): the Witch-king: Sauron (and the Witch-king, the Mouth of Sauron);
  - Shadow 2 (seat 2 of three, 3 of four): Saruman and Sauron's allies: Isengard, the
    Southrons & Easterlings (and Saruman).
At the start the Gondor player and the Witch-king player hold the leading player tokens.
"""

from __future__ import annotations

from functools import lru_cache

from lotr_table.engine.seats import SeatInfo
from lotr_table.games.wotr.board import (
    DWARVES, ELVES, FREE_PEOPLES, GONDOR, ISENGARD, NATIONS, NORTH, ROHAN, SAURON, SHADOW, SOUTHRONS)

_FOUR = {0: (GONDOR, ELVES), 2: (ROHAN, NORTH, DWARVES), 1: (SAURON,), 3: (ISENGARD, SOUTHRONS)}
_THREE = {0: (GONDOR, ELVES, ROHAN, NORTH, DWARVES), 1: (SAURON,), 2: (ISENGARD, SOUTHRONS)}
_TWO = {0: (DWARVES, ELVES, GONDOR, NORTH, ROHAN), 1: (ISENGARD, SAURON, SOUTHRONS)}
_LABELS = {0: "Free Peoples", 1: "Shadow"}
_ROLE_LABELS = {(3, 0): "Free Peoples", (3, 1): "the Witch-king", (3, 2): "Saruman and Sauron's allies",
                (4, 0): "Gondor and the Elves", (4, 2): "Rohan, the North and the Dwarves",
                (4, 1): "the Witch-king", (4, 3): "Saruman and Sauron's allies"}


def nations_of_seat(players: int) -> dict[int, tuple[int, ...]]:
    return _BY_PLAYERS[players]


_BY_PLAYERS = {2: _TWO, 3: _THREE, 4: _FOUR}


@lru_cache(maxsize=8)           # frozen records, asked on hot paths (the seats' zones)
def seat_info(players: int) -> tuple[SeatInfo, ...]:
    out = []
    for seat, nations in sorted(nations_of_seat(players).items()):
        side = SHADOW if nations[0] in (SAURON, ISENGARD, SOUTHRONS) else FREE_PEOPLES
        label = _LABELS[side] if players == 2 else _ROLE_LABELS[(players, seat)]
        out.append(SeatInfo(seat, ("free_peoples", "shadow")[side], ("free_peoples", "shadow")[side], label))
    return tuple(out)


def seat_of_nation(players: int, nation: int) -> int:
    """The seat that controls a nation's armies and political counter."""
    for seat, nations in nations_of_seat(players).items():
        if nation in nations:
            return seat
    raise KeyError(NATIONS[nation])


def seats_of_side(players: int, side: int) -> tuple[int, ...]:
    return tuple(s.seat for s in seat_info(players) if s.side == ("free_peoples", "shadow")[side])


def first_leading(players: int, side: int) -> int:
    """Who holds a side's leading player token at the start: the Gondor player and the
    Witch-king player («гравці за Гондор і Короля-чаклуна»)."""
    return seat_of_nation(players, GONDOR if side == FREE_PEOPLES else SAURON)
