"""Who sits at each seat, and whose eyes the screen belongs to next.

Pure rules of the table, no Qt: the curtain's behaviour is decided here and drawn
elsewhere. A seat is played by a person at this screen (PERSON) or by the computer, named
by a player spec of lotr_table.ai.specs ("mcts:normal", "random", ...). The screen only
ever belongs to a person: a computer seat is never shown, and never hides the table.
"""

from __future__ import annotations

from lotr_table.engine.game import Seat

PERSON = "person"   # a person at this screen

# The computer's levels the lobby offers, weakest first (lotr_table.ai.mcts.LEVELS).
COMPUTER_LEVELS = ("easy", "normal", "hard")

Seating = dict[Seat, str]


def computer(level: str) -> str:
    """The seating kind of a computer player at a level of COMPUTER_LEVELS."""
    return f"mcts:{level}"


def is_person(who: str) -> bool:
    return who == PERSON


def everyone_here(seats: list[Seat]) -> Seating:
    """Every seat played by a person at this screen: pass-and-play."""
    return {seat: PERSON for seat in seats}


def people(seating: Seating) -> list[Seat]:
    return [seat for seat, who in seating.items() if is_person(who)]


def computers(seating: Seating) -> dict[Seat, str]:
    """The computer seats and the player spec of each."""
    return {seat: who for seat, who in seating.items() if not is_person(who)}


def next_eyes(seating: Seating, to_act: list[Seat], at_screen: Seat | None) -> Seat | None:
    """The seat whose view the screen should show now (None: the public view).

    A person who must act gets the screen. In a simultaneous secret choice the people act
    one after the other; the one already at the screen goes first, so the screen changes
    hands only when it must. While only computers act, the screen stays with the person who
    has it (a lone person always has it); with nobody at the screen, or nobody but computers
    at the table (watch mode), it shows the public view. Over: the lone person's view, or
    the public one."""
    persons_to_act = [seat for seat in to_act if is_person(seating.get(seat, PERSON))]
    if persons_to_act:
        return at_screen if at_screen in persons_to_act else persons_to_act[0]
    if at_screen is not None and to_act:
        return at_screen
    here = people(seating)
    return here[0] if len(here) == 1 else None


def needs_curtain(seating: Seating, open_table: bool, at_screen: Seat | None, next_seat: Seat | None) -> bool:
    """Whether the screen must be covered before `next_seat` sees its table: the screen passes
    between two people. An open table (one person learning, playing every side) never hides;
    nor does a computer's seat, which is never shown."""
    if open_table or next_seat is None or next_seat == at_screen:
        return False
    return is_person(seating.get(next_seat, PERSON)) and len(people(seating)) > 1
