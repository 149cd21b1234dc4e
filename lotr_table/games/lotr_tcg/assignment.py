"""Assigning a minion to skirmish a character (section 12), by whoever assigns it: the Free
Peoples player, a Shadow player, or a card's text."""

from __future__ import annotations

from typing import Any

from lotr_table.games.lotr_tcg import cards as C
from lotr_table.games.lotr_tcg.flow import FLOW


def defenders(s: Any) -> list[str]:
    """The companions, and the allies whose home the fellowship is at (R8.15, ambiguity 5)."""
    return C.companions(s) + C.allies_at_home(s)


def already_assigned(s: Any) -> set[str]:
    """Every character and minion an assignment has named this round: neither may be named by
    another assignment action (R12: «Вы не можете сблизить одного персонажа с другим для
    нападения, если один из этих двух персонажей уже был заявлен во время другого действия
    сближения»)."""
    return {c for c, ms in s.assigned.items() if ms} | {m for ms in s.assigned.values() for m in ms}


def assign(s: Any, character: str, minion: str) -> None:
    """Assign a minion to skirmish a character; the first assignment of a character this
    round is announced ("each time bearer is assigned to a skirmish") and remembered for the
    turn ("a turn during which bearer was not assigned")."""
    first = not s.assigned.get(character)
    s.assigned[character] = s.assigned.get(character, ()) + (minion,)
    s.used[("assigned_this_turn", character)] = True
    if first and C.listens(s, "assigned"):
        FLOW.happen(s, ("assigned", character))
