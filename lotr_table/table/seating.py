"""Who sits at each seat, and whose eyes the screen belongs to next.

Pure rules of the table, no Qt: the curtain's behaviour is decided here and drawn
elsewhere. A seat is played by a person at this screen or by the computer, named by a
player spec of lotr_table.ai.specs ("mcts:normal", "random", ...). The screen only ever
belongs to a person: a computer seat is never shown, and never hides the table.

A person may hold several seats (both decks of a side in War of the Ring: The Card Game).
`PERSON` is a person holding that one seat; `holder(k)` ("person:k") is person k, and every
seat marked with the same holder belongs to that one person. The curtain falls when the
*person* to act changes, not the seat, and a person's screen shows the union of their
seats' views.
"""

from __future__ import annotations

from typing import Any

from lotr_table.engine.game import Seat

PERSON = "person"   # a person at this screen holding this one seat
_HOLDER = "person:"  # "person:k": person k, who may hold several seats

# The computer's levels the lobby offers, weakest first (lotr_table.ai.mcts.LEVELS).
COMPUTER_LEVELS = ("easy", "normal", "hard")

Seating = dict[Seat, str]
Person = frozenset        # the seats one person holds


def computer(level: str) -> str:
    """The seating kind of a computer player at a level of COMPUTER_LEVELS."""
    return f"mcts:{level}"


def holder(k: int) -> str:
    """The seating kind of person k, who may hold several seats."""
    return f"{_HOLDER}{k}"


def is_person(who: str) -> bool:
    return who == PERSON or who.startswith(_HOLDER)


def everyone_here(seats: list[Seat]) -> Seating:
    """Every seat played by a person at this screen: pass-and-play."""
    return {seat: PERSON for seat in seats}


def people(seating: Seating) -> list[Seat]:
    """The seats played by people at this screen."""
    return [seat for seat, who in seating.items() if is_person(who)]


def persons(seating: Seating) -> list[Person]:
    """The people at this screen, each as the seats they hold, in seat order."""
    out: list[Person] = []
    for seat in people(seating):
        mine = person_of(seating, seat)
        if mine not in out:
            out.append(mine)
    return out


def person_of(seating: Seating, seat: Seat) -> Person:
    """The seats of whoever holds `seat` (a computer seat, or a lone person: that seat)."""
    who = seating.get(seat, PERSON)
    if who.startswith(_HOLDER):
        return frozenset(s for s, w in seating.items() if w == who)
    return frozenset((seat,))


def computers(seating: Seating) -> dict[Seat, str]:
    """The computer seats and the player spec of each."""
    return {seat: who for seat, who in seating.items() if not is_person(who)}


def next_person(seating: Seating, to_act: list[Seat], at_screen: Person | None) -> Person | None:
    """The person whose view the screen should show now (None: the public view).

    A person who must act gets the screen. In a simultaneous secret choice the people act
    one after the other; the one already at the screen goes first, so the screen changes
    hands only when it must. While only computers act, the screen stays with the person who
    has it (a lone person always has it); with nobody at the screen, or nobody but computers
    at the table (watch mode), it shows the public view. Over: the lone person's view, or
    the public one."""
    acting = [person_of(seating, seat) for seat in to_act if is_person(seating.get(seat, PERSON))]
    if acting:
        return at_screen if at_screen in acting else acting[0]
    if at_screen is not None and to_act:
        return at_screen
    here = persons(seating)
    return here[0] if len(here) == 1 else None


def curtain_between(seating: Seating, open_table: bool, at_screen: Person | None,
                    next_one: Person | None) -> bool:
    """Whether the screen must be covered before `next_one` sees their table: the screen
    passes between two people. An open table (one person learning, playing every side)
    never hides; nor does a computer's seat, which is never shown."""
    if open_table or next_one is None or next_one == at_screen:
        return False
    return len(persons(seating)) > 1


def acting_seat(person: Person, to_act: list[Seat], at_screen: Seat | None) -> Seat:
    """The seat a person at the screen acts for: the one already shown if it must act (or
    if none of theirs must), else their first seat to act."""
    mine = [seat for seat in to_act if seat in person]
    if at_screen in person and (at_screen in mine or not mine):
        return at_screen
    return mine[0] if mine else min(person)


def next_eyes(seating: Seating, to_act: list[Seat], at_screen: Seat | None) -> Seat | None:
    """`next_person` for a table that follows one seat: the seat the next person acts for."""
    shown = None if at_screen is None else person_of(seating, at_screen)
    person = next_person(seating, to_act, shown)
    return None if person is None else acting_seat(person, to_act, at_screen)


def needs_curtain(seating: Seating, open_table: bool, at_screen: Seat | None, next_seat: Seat | None) -> bool:
    """`curtain_between` for seats: the curtain falls when the seats' holders differ."""
    if next_seat is not None and not is_person(seating.get(next_seat, PERSON)):
        return False
    shown = None if at_screen is None else person_of(seating, at_screen)
    coming = None if next_seat is None else person_of(seating, next_seat)
    return curtain_between(seating, open_table, shown, coming)


def result_first(seating: Seating, open_table: bool, at_screen: Seat | None, next_seat: Seat | None,
                 revealed: bool) -> bool:
    """Whether the person at the screen, whose action has just revealed something (a secret
    card, a roll), sees the result on their table before the curtain falls for `next_seat`."""
    if not revealed or at_screen is None or not is_person(seating.get(at_screen, PERSON)):
        return False
    return needs_curtain(seating, open_table, at_screen, next_seat)


def result_together(seating: Seating, open_table: bool, took_part: set[Person]) -> bool:
    """Whether a choice that several people made at once, revealed now (both secret battle
    cards), is shown to them all in the public view before the screen passes on: each had a
    hand in it and none may see another's table."""
    return not open_table and len(took_part) > 1 and len(persons(seating)) > 1


def eyes(person: Person | None) -> Any:
    """What a game's `view` is asked for: None (public), a lone seat as itself (every game
    takes one seat), or a frozenset of seats for a person holding several (only games whose
    `view` accepts one let a person hold several seats: `holds_several(game)`)."""
    if person is None:
        return None
    if len(person) == 1:
        return next(iter(person))
    return frozenset(person)


def holds_several(game: Any) -> bool:
    """Whether one person may hold several of this game's seats: its view takes a set of
    seats, which the kernel's seat declarations (`seat_info`) promise."""
    return getattr(game, "seat_info", None) is not None


def turned(seating: Seating) -> Seating:
    """A rematch's seating: whoever sat at each seat moves to the next (in a two-seat game
    the sides are swapped)."""
    order = sorted(seating)
    return {seat: seating[order[i - 1]] for i, seat in enumerate(order)}
