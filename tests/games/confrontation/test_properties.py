"""Properties of random legal play, over every way to set up a game: every game ends, the
invariants hold after every action, no seat's view holds the other seat's secret, and a
save replays to the very same state."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lotr_table.engine import get_game, saves
from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction
from lotr_table.engine.saves import SaveError

GAME = get_game("confrontation")

options = st.builds(
    GAME.Options,
    heroes=st.sampled_from(["classic", "alternative", "draft_known", "draft_secret"]),
    specials=st.sampled_from(["none", "choose_two", "opponent_picks", "handicap"]),
    handicap_seat=st.sampled_from([0, 1]),
    handicap_cards=st.just(("shadowfax", "gwaihir", "palantir", "crebain")),
    match=st.booleans(),
    fellowship_seat=st.sampled_from([0, 1]),
)


def playout(opts, seed: int, check=None, limit: int = 4000):
    state = GAME.setup(opts, seed)
    rng = random.Random(seed)
    actions = []
    while GAME.to_act(state):
        seat = rng.choice(GAME.to_act(state))
        legal = GAME.legal_actions(state, seat)
        assert legal, f"seat {seat} must act but has no legal action"
        action = rng.choice(legal)
        state = GAME.apply(state, seat, action)
        actions.append((seat, action))
        if check:
            check(state)
        assert len(actions) < limit, "the game did not end"
    return state, actions


def _sound(state):
    assert GAME.invariants(state) == []
    for seat in (0, 1):
        view = GAME.view(state, seat)
        json.dumps(view)
        assert GAME.leaks(state, seat, view) == []


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(opts=options, seed=st.integers(0, 2**31))
def test_random_games_end_sound_and_leak_free(opts, seed):
    state, _ = playout(opts, seed, check=_sound)
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert GAME.to_act(state) == []


@settings(max_examples=25, deadline=None)
@given(opts=options, seed=st.integers(0, 2**31))
def test_save_then_load_gives_the_same_state(opts, seed, tmp_path_factory):
    state, actions = playout(opts, seed)
    path = tmp_path_factory.mktemp("saves") / "game.lotrsave"
    saves.write(path, GAME, opts, seed, actions)
    loaded = saves.load(path)
    assert GAME.fingerprint(loaded.state) == GAME.fingerprint(state)


def test_many_classic_games_end():
    """Two hundred default games: all end, with a winner each."""
    sides = set()
    for seed in range(200):
        state, _ = playout(GAME.Options(), seed)
        sides.update(GAME.outcome(state).sides)
    assert sides == {"fellowship", "sauron"}


def test_replay_is_bit_for_bit():
    """(game, options, seed, actions) replays to the same state."""
    opts = GAME.Options(heroes="alternative", specials="choose_two")
    state, actions = playout(opts, 77)
    again = GAME.setup(opts, 77)
    for seat, action in actions:
        again = GAME.apply(again, seat, action)
    assert GAME.fingerprint(again) == GAME.fingerprint(state)


def test_a_hand_edited_save_is_refused_whole_naming_the_line(tmp_path):
    opts = GAME.Options()
    _, actions = playout(opts, 5)
    path = tmp_path / "edited.lotrsave"
    saves.write(path, GAME, opts, 5, actions)
    lines = path.read_text(encoding="utf-8").splitlines()
    # move the first real move of the game somewhere the rules forbid
    idx = next(i for i, line in enumerate(lines) if '"kind": "move"' in line)
    entry = json.loads(lines[idx].rstrip(","))
    entry["action"]["to"] = "shire"
    lines[idx] = json.dumps(entry) + ("," if lines[idx].endswith(",") else "")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        saves.load(path)
    assert f"line {idx + 1}" in err.value.message
    assert path.read_bytes() == before


def test_an_illegal_action_leaves_the_state_untouched():
    state = GAME.setup(GAME.Options(), 3)
    before = GAME.fingerprint(state)
    with pytest.raises(IllegalAction) as no:
        GAME.apply(state, 0, Action("move", hero="frodo_c", to="mordor"))
    assert no.value.reason == "That is not possible now: the heroes are not all on the board yet."
    assert GAME.fingerprint(state) == before
