"""Uniformly random legal play: the raw material of self-play checks and benchmarks."""

from __future__ import annotations

import hashlib
import random
from typing import Any

from lotr_table.engine.action import Action
from lotr_table.engine.collection import playing_out
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
    """One game from its set-up to its outcome by `random_decision`; the number of actions.
    The collector walks the heap less often meanwhile (collection.playing_out). Nothing
    else holds a playout's states, so a game that can change one in place (`apply_trusted`,
    engine/flow_game.py) does: the action is one it offered, and the copy and its freeing
    were a tenth of the time."""
    trusted = getattr(game, "apply_trusted", None)
    with playing_out():
        state, actions = game.setup(options, seed), 0
        while game.outcome(state) is None:
            seat, action = random_decision(game, state, rng)
            if trusted is not None:
                state = trusted(state, seat, action, in_place=True)
            else:
                state = game.apply(state, seat, action)
            actions += 1
    return actions


def seeded_digest(game: Game, options: Any, seed: int, limit: int = 5000) -> dict:
    """A seeded random game as digests: every seat's offered actions and the choice at each
    step, the final fingerprint and the outcome. Two versions of the rules play the same
    exactly when their digests match (how a speed change proves it changed no play)."""
    rng, steps = random.Random(seed), hashlib.sha256()
    state, actions = game.setup(options, seed), 0
    while game.outcome(state) is None and actions < limit:
        to_act = game.to_act(state)
        offered = {seat: game.legal_actions(state, seat) for seat in to_act}
        steps.update(repr(sorted(offered.items())).encode())
        seat = rng.choice(to_act)
        action = rng.choice(offered[seat])
        steps.update(repr((seat, action)).encode())
        state = game.apply(state, seat, action)
        actions += 1
    outcome = game.outcome(state)
    return {"seed": seed, "options": options.model_dump(), "actions": actions, "steps": steps.hexdigest(),
            "final": hashlib.sha256(game.fingerprint(state).encode()).hexdigest(),
            "outcome": outcome.to_json() if outcome is not None else None}
