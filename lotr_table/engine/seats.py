"""Seats and people.

A seat is one deck or one side's hand: what the rules give a decision to. A game declares
its seats (`SeatInfo`: the side and team each plays for). People are who sits at the
screen: one person may hold several seats (both decks of a side in War of the Ring: The
Card Game, two or three nations' players in War of the Ring), and sees the union of what
those seats may see. The curtain falls when the *person* to act changes, not the seat.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable


@dataclass(frozen=True, slots=True)
class SeatInfo:
    seat: int
    side: str           # the game's own word: "fellowship", "shadow", "free_peoples"
    team: str           # seats of one team share what TEAM zones hold and decide jointly
    label: str = ""     # an English name for the seat ("Free Peoples, Gondor and Rohan")


def teams_of(seats: Iterable[SeatInfo]) -> dict[int, str]:
    return {s.seat: s.team for s in seats}


def partners(seats: Iterable[SeatInfo], seat: int) -> tuple[int, ...]:
    """The other seats of `seat`'s team, in seat order."""
    seats = list(seats)
    team = next(s.team for s in seats if s.seat == seat)
    return tuple(s.seat for s in seats if s.team == team and s.seat != seat)


def people_by_team(seats: Iterable[SeatInfo], people: int) -> list[frozenset[int]]:
    """The usual way fewer people share the seats: one person per team when there are as many
    people as teams, otherwise one person per seat (or everything for one person)."""
    seats = list(seats)
    if people <= 1:
        return [frozenset(s.seat for s in seats)]
    teams: dict[str, set[int]] = {}
    for s in seats:
        teams.setdefault(s.team, set()).add(s.seat)
    if people == len(teams):
        return [frozenset(v) for v in teams.values()]
    if people == len(seats):
        return [frozenset((s.seat,)) for s in seats]
    raise ValueError(f"{people} people cannot share {len(seats)} seats in {len(teams)} teams evenly")


def person_of(people: list[frozenset[int]], seat: int) -> int:
    """The index of the person holding `seat`."""
    for i, seats in enumerate(people):
        if seat in seats:
            return i
    raise KeyError(f"nobody holds seat {seat}")
