"""Properties over many random games: every game ends, the invariants hold after every
action, no seat's view holds another's secret, a save loads back to the same state, and a
hand-edited save is refused naming its line. Random play from the setup rarely gets past
Helm's Deep, so games also start on each later board with Sauron far away, to reach every
event, the end of every adventure and the Crack of Doom."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from lotr_table.engine import saves
from lotr_table.engine.playout import random_decision
from lotr_table.games.lotr_coop.game import GAME
from lotr_table.games.lotr_coop.options import CoopOptions

OPTIONS = st.builds(CoopOptions, players=st.integers(2, 5),
                    level=st.sampled_from(["introductory", "standard", "expert"]),
                    relay=st.booleans(), equality=st.booleans(), competition=st.booleans(),
                    sanctuary_cards=st.sampled_from(["deal", "ring_bearer_chooses"]))


def _play_out(s, rng, players):
    actions = []
    while GAME.outcome(s) is None:
        assert GAME.invariants(s) == [], GAME.position_text(s)
        for seat in range(players):
            assert GAME.leaks(s, seat, GAME.view(s, seat)) == []
        seat, action = random_decision(GAME, s, rng)
        s = GAME.apply(s, seat, action)
        actions.append((seat, action))
        assert len(actions) < 5000, "a game that does not end"
    assert GAME.to_act(s) == [] and GAME.invariants(s) == []
    return s, actions


@settings(max_examples=25, deadline=None)
@given(options=OPTIONS, seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_random_games_end_soundly_and_saves_load_back(tmp_path_factory, options, seed, choices):
    s, actions = _play_out(GAME.setup(options, seed), random.Random(choices), options.players)
    path = tmp_path_factory.mktemp("saves") / "game.lotrsave"
    saves.write(path, GAME, options, seed, actions)
    assert GAME.fingerprint(saves.load(path).states[-1]) == GAME.fingerprint(s)


@pytest.mark.parametrize("board", ["moria", "helms_deep", "shelobs_lair", "mordor"])
def test_games_started_on_each_board_reach_its_end(board):
    ended = set()
    for seed in range(12):
        players = 2 + seed % 4
        options = {"players": players, "level": "introductory", "relay": seed % 3 == 0,
                   "competition": seed % 4 == 1}
        start = GAME.position({"location": board, "options": options, "sauron": 15}, seed)
        s, _ = _play_out(start, random.Random(seed), players)
        ended.add(GAME.outcome(s).reason)
    assert ended, "every game ended"


def test_a_hand_edited_save_is_refused_naming_its_line(tmp_path):
    options = CoopOptions(players=3)
    s, actions = _play_out(GAME.setup(options, 4), random.Random(4), 3)
    path = tmp_path / "game.lotrsave"
    saves.write(path, GAME, options, 4, actions[:30])
    lines = path.read_text(encoding="utf-8").splitlines()
    index = [i for i, line in enumerate(lines) if line.strip().startswith('{"seat"')][5]
    # Andúril is still in Rivendell's stack at that point: nobody can hold it, let alone play it
    lines[index] = '    {"seat": 0, "action": {"kind": "play", "card": "anduril", "track": "fighting"}},'
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(saves.SaveError) as refused:
        saves.load(path)
    assert f"line {index + 1}" in refused.value.message
