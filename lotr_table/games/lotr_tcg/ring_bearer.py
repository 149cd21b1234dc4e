"""A seat's cards coming onto the table: each copy made an instance with its own id, and the
Ring-bearer in play with The One Ring on him (R2.18: both stand outside the draw deck).
Shared by a new game (game.py) and a set-up table (position.py)."""

from __future__ import annotations

from typing import Callable

from lotr_table.games.lotr_tcg.state import TcgState, play


def instance_maker(s: TcgState, seat: int) -> Callable[[str, str], str]:
    """`make(code, zone)`: a new instance of that card in that zone, ids p<seat>.0, .1, …"""
    count = 0

    def make(code: str, zone: str) -> str:
        nonlocal count
        inst = f"p{seat}.{count}"
        count += 1
        s.zones.create(inst, code, zone)
        return inst

    return make


def seat_ring_bearer(s: TcgState, seat: int, deck, cards: dict, make: Callable[[str, str], str], burdens: int) -> None:
    """Frodo in the seat's play area with The One Ring on him, his resistance, the burdens."""
    frodo = make(deck.ring_bearer, play(seat))
    ring = make(deck.ring, play(seat))
    s.attached[ring] = frodo
    s.bearer[seat] = frodo
    s.resistance[seat] = cards[deck.ring_bearer].resistance or 10
    s.burdens[seat] = burdens
