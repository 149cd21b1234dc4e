"""The toy game itself must be sound, or the engine tests built on it prove nothing."""

import random

from lotr_table.engine.game import Game
from lotr_table.engine.playout import random_decision
from tests.engine.toy_game import SCRIPT, SEED


def test_toy_honours_the_protocol(toy):
    assert isinstance(toy, Game)


def test_script_plays_to_the_end(toy):
    state = toy.setup(toy.Options(), SEED)
    for seat, action in SCRIPT:
        assert action in toy.legal_actions(state, seat)
        state = toy.apply(state, seat, action)
        assert toy.invariants(state) == []
    assert toy.outcome(state) is not None
    assert toy.barrier(state) == 3


def test_random_games_end_sound_and_without_leaks(toy):
    rng = random.Random(1)
    for seed in range(50):
        state = toy.setup(toy.Options(), seed)
        while toy.outcome(state) is None:
            seat, action = random_decision(toy, state, rng)
            state = toy.apply(state, seat, action)
            assert toy.invariants(state) == []
            for s in toy.seats(toy.Options()):
                assert toy.leaks(state, s, toy.view(state, s)) == []


def test_a_pending_pick_is_hidden_from_the_other_seat(toy):
    state = toy.setup(toy.Options(), SEED)
    for seat, action in SCRIPT[:3]:         # seat 0 has picked 2, seat 1 not yet
        state = toy.apply(state, seat, action)
    assert toy.view(state, 0)["my_pick"] == 2
    assert toy.view(state, 1)["my_pick"] is None
    assert toy.leaks(state, 1, {**toy.view(state, 1), "picks": [2, None]}) != []
