"""Uniformly random legal play: the raw material of self-play checks and benchmarks."""

from __future__ import annotations

import random
from typing import Any

from lotr_table.engine.action import Action
from lotr_table.engine.game import Game, Seat


class Stuck(Exception):
    """The game is not over, yet no decision can be made: a rules bug."""


def random_decision(game: Game, state: Any, rng: random.Random) -> tuple[Seat, Action]:
    """A seat among those to act (uniformly), then one of its legal actions (uniformly)."""
    to_act = game.to_act(state)
    if not to_act:
        raise Stuck("no outcome yet, but no seat is to act")
    seat = rng.choice(to_act)
    actions = game.legal_actions(state, seat)
    if not actions:
        raise Stuck(f"seat {seat} is to act but has no legal action")
    return seat, rng.choice(actions)


def random_game(game: Game, options: Any, seed: int, rng: random.Random) -> int:
    """One game from its set-up to its outcome by `random_decision`; the number of actions."""
    state, actions = game.setup(options, seed), 0
    while game.outcome(state) is None:
        seat, action = random_decision(game, state, rng)
        state = game.apply(state, seat, action)
        actions += 1
    return actions
