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
