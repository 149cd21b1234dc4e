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
  * horizon(start, state) -> bool   and   estimate(state, seat) -> float in [0, 1]   (optional)
        where a simulated game may stop before its end (`start` is the sampled state the
        simulation began from), and how good the state it stopped in is for `seat`. A game
        whose every simulated game to the end costs too much for the search's budget grades
        a shorter look-ahead instead (the card game: to the end of the round, by its points).
  * goal(start, end, outcome, seat) -> float in [0, 1]   (optional)
        what counts as a win in a teacher's "chance" (how the simulated game from `start`
        ended: its last state `end`, its outcome or None), where winning the game itself is
        too far off for any simulated game to reach (the cooperative game: coming through
        the adventure at hand). The search's choice does not depend on it.
  * rollout_limit: int   (optional)
        the most decisions one simulated game may take before it is graded as it stands:
        legal play can loop (an action whose cost gives back what it takes), and a cheap
        policy may not see it.
  * favourite(eye, rng) -> Action | None   and   trust: float   (optional)
        the game's rule-of-thumb answer from the seat's eye; the search answers otherwise only
        when its simulations graded another option at least `trust` better on average.
  * together: bool   (optional)
        the seats win or lose together (the cooperative game): an analysis draws one line.
  * levels: {"easy"|"normal"|"hard": {"iterations": int, "seconds": float}}   (optional)
        the search's budget per level for this game, where one simulation costs far more
        or less than the kernel's default levels assume: plain numbers, since a game
        package never imports ai/ (tests/test_layers.py).
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
