"""One seat's eye on a game: the only door through which a computer player reaches it.

The true state never leaves this object. It is held in closures, not attributes, so a
player has no field to read it by; what the eye hands out depends on the seat's view
alone:
  * view()            the game's view for the seat (the one door to hidden information);
  * legal_actions()   the seat's legal actions, which are part of that view;
  * to_act()          the seats owing a decision, also public;
  * resample(rng)     a full state drawn from what the seat knows (Game.resample): the
                      opponent's hidden pieces, secret choices and the engine's RNG redrawn.
The game's tests prove that resample is a function of the seat's view and the rng, so a
search over resampled states cannot depend on anything the seat may not know.
"""

from __future__ import annotations

import random
from typing import Any

from lotr_table.engine.action import Action
from lotr_table.engine.game import Game, Seat


class SeatEye:
    __slots__ = ("game", "seat", "view", "legal_actions", "to_act", "resample")

    def __init__(self, game: Game, state: Any, seat: Seat) -> None:
        self.game = game
        self.seat = seat
        redraw = game.resample                    # every game has one (engine/game.py)

        def view() -> dict:
            return game.view(state, seat)

        def legal_actions() -> list[Action]:
            return list(game.legal_actions(state, seat))

        def to_act() -> list[Seat]:
            return list(game.to_act(state))

        def resample(rng: random.Random) -> Any:
            return redraw(state, seat, rng)

        self.view = view
        self.legal_actions = legal_actions
        self.to_act = to_act
        self.resample = resample

    def __repr__(self) -> str:
        return f"SeatEye({self.game.id}, seat {self.seat})"
