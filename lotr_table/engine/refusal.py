"""Why an action is refused: the kernel's order of looking, each game's reasons.

A player learns a rule from a refusal only when it names the rule that decided, so the
kernel asks for the most specific reason first:

1. the game is over;
2. the action is illegal for this seat whatever the moment (a card not his, a move no hero
   can make, runes he does not have): the game's `never` names the rule;
3. it is legal in principle but not now: the game's `not_now` says what must happen first
   (the question now open, a card already committed, the phase it belongs to);
4. it would be legal on this seat's turn: "It is not your turn."

A seat that is to act never hears "It is not your turn."; if its game finds no reason at
all the kernel says "That is not possible now." (tests keep that rare: it names no rule).

Each game implements the hooks in games/<id>/refusal.py; every reason is an IllegalAction
carrying an English template and its arguments, so the table can translate it.
"""

from __future__ import annotations

from typing import Any, Protocol

from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction, Seat

GAME_OVER = "The game is over."
NOT_YOUR_TURN = "It is not your turn."
NOT_NOW = "That is not possible now."

# the kernel's own reasons, for each game's translation catalogue
TEMPLATES = (GAME_OVER, NOT_YOUR_TURN, NOT_NOW)


class Reasons(Protocol):
    """What a game tells the kernel about a refused action (a module with these functions
    will do). Each hook returns the refusal, or None when that kind of reason does not apply."""

    def never(self, state: Any, seat: Seat, action: Action) -> IllegalAction | None: ...
    def not_now(self, state: Any, seat: Seat, action: Action) -> IllegalAction | None: ...


def refusal(reasons: Reasons, state: Any, seat: Seat, action: Action, *, over: bool,
            to_act: bool) -> IllegalAction:
    """The reason `seat` may not take `action` in `state` (the caller knows it may not).
    `over`: the game has ended; `to_act`: the seat owes a decision now."""
    if over:
        return IllegalAction(GAME_OVER)
    found = reasons.never(state, seat, action)
    if found is None:
        found = reasons.not_now(state, seat, action)
    if found is not None:
        return found
    return IllegalAction(NOT_NOW if to_act else NOT_YOUR_TURN)
