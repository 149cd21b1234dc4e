"""The teacher knows what the seat knows, no more: two states the seat cannot tell apart
(the opponent's hidden heroes swapped, its secret combat card changed) get the same hint,
and the same weighing of a decision made, for the same seed. And a turning point is a
decision whose chosen option's chance is 15 points or more below the best option's."""

from __future__ import annotations

import random

import pytest

from lotr_table.ai import teacher
from lotr_table.ai.mcts import Budget
from lotr_table.engine.action import Action
from tests.ai.test_no_peek import GAME, _two_worlds

FIXED = Budget(iterations=60, seconds=1000)     # a budget of iterations only: no clock in it


def test_twin_worlds_get_the_same_hint():
    state, other, seat = _two_worlds()
    first = teacher.hint(GAME, state, seat, random.Random(4), level_budget=FIXED)
    second = teacher.hint(GAME, other, seat, random.Random(4), level_budget=FIXED)
    assert len(first.weights) > 1
    assert first == second


def test_twin_worlds_get_the_same_weighing_of_a_decision():
    state, other, seat = _two_worlds()
    chosen = GAME.legal_actions(state, seat)[-1]
    first = teacher.weigh_decision(GAME, state, seat, chosen, random.Random(2), 7, level_budget=FIXED)
    second = teacher.weigh_decision(GAME, other, seat, chosen, random.Random(2), 7, level_budget=FIXED)
    assert first == second
    assert first.chosen == chosen and first.index == 7


def test_a_hint_ranks_every_legal_option_once():
    state, _, seat = _two_worlds()
    hint = teacher.hint(GAME, state, seat, random.Random(1), level_budget=FIXED)
    assert sorted(map(repr, (w.action for w in hint.weights))) == \
        sorted(map(repr, GAME.legal_actions(state, seat)))
    assert hint.best.visits == max(w.visits for w in hint.weights)


def test_a_turning_point_is_fifteen_points_below_the_best():
    a, b = Action("move", to="x"), Action("move", to="y")
    assert teacher.Weighed(0, 0, a, 0.40, b, 0.55, ()).turning_point
    assert not teacher.Weighed(0, 0, a, 0.41, b, 0.55, ()).turning_point
    assert not teacher.Weighed(0, 0, b, 0.10, b, 0.55, ()).turning_point     # the best itself chosen


def test_the_option_chosen_is_weighed_on_a_fair_number_of_simulated_games():
    """However little the search liked it, the move made is tried as often as its favourite."""
    from lotr_table.ai.eye import SeatEye
    from lotr_table.ai.mcts import MCTSPlayer
    state, _, seat = _two_worlds()
    chosen = GAME.legal_actions(state, seat)[-1]
    weights = MCTSPlayer(Budget(iterations=4, seconds=1000)).weigh(
        SeatEye(GAME, state, seat), random.Random(3), also=chosen, fair=6)
    assert next(w for w in weights if w.action == chosen).visits >= 6
    assert weights[0].visits >= 6


def _twin_worlds_of(game_id: str, seed: int = 1):
    """A position of a random game of `game_id` where the seat to act has a choice, and a second
    state it cannot tell from it (its hidden parts redrawn: the others' hands, the decks' order)."""
    from lotr_table.engine import registry
    game = registry.get_game(game_id)
    rng = random.Random(seed)
    state = game.setup(game.Options(), seed)
    for step in range(400):
        seat = rng.choice(game.to_act(state))
        legal = game.legal_actions(state, seat)
        if step > 10 and len(legal) > 1:
            other = game.resample(state, seat, random.Random(99))
            if game.fingerprint(other) != game.fingerprint(state):
                assert game.view(other, seat) == game.view(state, seat)
                return game, state, other, seat
        state = game.apply(state, seat, rng.choice(legal))
    raise AssertionError(f"no hidden choice in {game_id}'s first 400 actions")


@pytest.mark.parametrize("game_id", ["lotr_coop", "wotr_cards", "lotr_tcg"])
def test_twin_worlds_get_the_same_hint_and_weighing_at_every_table(game_id):
    """Issue 34: "a twin-world test shows that two states the seat cannot tell apart get the
    same hint for the same seed", for each game with a table (The Confrontation's above)."""
    game, state, other, seat = _twin_worlds_of(game_id)
    budget = Budget(iterations=12, seconds=1000)
    first = teacher.hint(game, state, seat, random.Random(4), level_budget=budget)
    assert len(first.weights) > 1
    assert teacher.hint(game, other, seat, random.Random(4), level_budget=budget) == first
    chosen = game.legal_actions(state, seat)[-1]
    weighed = teacher.weigh_decision(game, state, seat, chosen, random.Random(2), 7, level_budget=budget)
    assert teacher.weigh_decision(game, other, seat, chosen, random.Random(2), 7, level_budget=budget) == weighed
