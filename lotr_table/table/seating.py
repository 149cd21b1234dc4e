"""Who sits at each seat, and whose eyes the screen belongs to next.

Pure rules of the table, no Qt: the curtain's behaviour is decided here and drawn
elsewhere. Today every seat is a person at this screen; computer players join as another
kind of seat in a later issue.
"""

from __future__ import annotations

from lotr_table.engine.game import Seat

PERSON = "person"   # a person at this screen

Seating = dict[Seat, str]


def everyone_here(seats: list[Seat]) -> Seating:
    """Every seat played by a person at this screen: pass-and-play."""
    return {seat: PERSON for seat in seats}


def people(seating: Seating) -> list[Seat]:
    return [seat for seat, who in seating.items() if who == PERSON]


def next_eyes(to_act: list[Seat], at_screen: Seat | None) -> Seat | None:
    """The seat whose view the screen should show now. In a simultaneous secret choice the
    seats act one after the other; the person already at the screen goes first, so the
    screen changes hands only when it must. None once the game is over."""
    if not to_act:
        return None
    return at_screen if at_screen in to_act else to_act[0]


def needs_curtain(seating: Seating, open_table: bool, at_screen: Seat | None, next_seat: Seat) -> bool:
    """Whether the screen must be covered before `next_seat` sees its table: the screen passes
    between two people. An open table (one person learning, playing every side) never hides."""
    if open_table or next_seat == at_screen:
        return False
    return seating.get(next_seat) == PERSON and len(people(seating)) > 1
