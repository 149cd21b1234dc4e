"""What a game teaches its computer players, beyond the rules.

A game package may offer `ai_knowledge.py` with a KNOWLEDGE object:
  * settle(eye, rng) -> Action | None
        decide without search (setup, drafts) from the seat's eye, or None to search;
  * rollout(game, state, seat, rng) -> Action
        a cheap, reasonable action for `seat` in a sampled state, used to finish simulated
        games. It must read only what that seat could know in that state (its own pieces,
        public facts): the simulated opponent must not play as if it saw our hidden pieces.
  * value(outcome, seat) -> float in [0, 1]   (optional)
        how good a finished simulated game (or None: no end in sight) is for `seat`; by
        default 1 for a win, 0 for a loss, 0.5 otherwise. A cooperative game, where nearly
        every early simulation is lost, grades by its score instead.
Games without one get uniform random rollouts and full search everywhere.
"""

from __future__ import annotations

import importlib
import random
from typing import Any, Protocol

from lotr_table.ai.eye import SeatEye
from lotr_table.engine.action import Action
from lotr_table.engine.game import Game, Seat


class Knowledge(Protocol):
    def settle(self, eye: SeatEye, rng: random.Random) -> Action | None: ...
    def rollout(self, game: Game, state: Any, seat: Seat, rng: random.Random) -> Action: ...


class Uninformed:
    def settle(self, eye: SeatEye, rng: random.Random) -> Action | None:
        return None

    def rollout(self, game: Game, state: Any, seat: Seat, rng: random.Random) -> Action:
        return rng.choice(game.legal_actions(state, seat))


_found: dict[str, Knowledge] = {}


def knowledge_for(game: Game) -> Knowledge:
    if game.id not in _found:
        try:
            module = importlib.import_module(f"lotr_table.games.{game.id}.ai_knowledge")
        except ModuleNotFoundError as missing:
            # no ai_knowledge module, or no package under games/ at all (a game kept in tests)
            if not f"lotr_table.games.{game.id}.ai_knowledge".startswith(missing.name or "?"):
                raise
            _found[game.id] = Uninformed()
        else:
            _found[game.id] = module.KNOWLEDGE
    return _found[game.id]
