"""A session keeps a snapshot every SNAPSHOT_EVERY actions, not every state, and replays
between them: any state it hands out, by play, undo or state_at, is the state a straight
replay reaches."""

import random

import pytest

from lotr_table.engine import registry, saves
from lotr_table.engine.history import SNAPSHOT_EVERY, History
from lotr_table.engine.session import Session


@pytest.fixture(scope="module")
def long_game():
    """A cooperative game of 5 played at random to its end: several hundred actions, with the
    fingerprint of every state a straight replay passes through."""
    game = registry.get_game("lotr_coop")
    options = game.Options(players=5)
    state, chooser = game.setup(options, 11), random.Random(11)
    taken, prints = [], [game.fingerprint(state)]
    while game.to_act(state):
        seat = chooser.choice(game.to_act(state))
        action = chooser.choice(game.legal_actions(state, seat))
        state = game.apply(state, seat, action)
        taken.append((seat, action))
        prints.append(game.fingerprint(state))
    assert len(taken) > 4 * SNAPSHOT_EVERY
    return game, options, taken, prints


def played(long_game):
    game, options, taken, _ = long_game
    session = Session(game, options, 11)
    for seat, action in taken:
        session.apply(seat, action)
    return session


def test_a_long_game_keeps_one_snapshot_per_stretch_of_actions(long_game):
    session = played(long_game)
    assert session._history.snapshot_count == len(long_game[2]) // SNAPSHOT_EVERY + 1


def test_state_at_gives_every_state_of_a_straight_replay(long_game):
    game, _, taken, prints = long_game
    session = played(long_game)
    assert [game.fingerprint(session.state_at(i)) for i in range(len(taken) + 1)] == prints
    with pytest.raises(IndexError, match=f"no state {len(taken) + 1}"):
        session.state_at(len(taken) + 1)


def test_undo_across_snapshots_walks_back_through_the_same_states(long_game):
    game, _, taken, prints = long_game
    history = History(game, game.setup(long_game[1], 11))
    state = history.state
    for seat, action in taken:
        state = game.apply(state, seat, action)
        history.append(seat, action, state)
    for left in range(len(taken) - 1, len(taken) - 3 * SNAPSHOT_EVERY, -1):
        history.pop()
        assert len(history) == left
        assert game.fingerprint(history.state) == prints[left]
        assert game.fingerprint(history.previous) == prints[left - 1]
        assert history.snapshot_count == left // SNAPSHOT_EVERY + 1


def test_a_loaded_save_holds_snapshots_not_every_state(long_game, tmp_path):
    game, options, taken, prints = long_game
    path = saves.write(tmp_path / "long.lotrsave", game, options, 11, taken)
    loaded = saves.load(path)
    assert loaded.history.snapshot_count == len(taken) // SNAPSHOT_EVERY + 1
    assert game.fingerprint(loaded.state_at(len(taken) // 2)) == prints[len(taken) // 2]
    assert [game.fingerprint(s) for s in loaded.states] == prints
