"""`lotr-table arena`: one JSON line with the results of two players' games."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from lotr_table import cli
from lotr_table.arena import wilson


def test_arena_prints_one_json_line(capsys):
    code = cli.main(["arena", "confrontation", "--a", "mcts:easy,iterations=4,seconds=1000", "--b", "random",
                     "--games", "2", "--seed", "3"])
    out = capsys.readouterr().out
    assert code == 0 and len(out.strip().splitlines()) == 1
    result = json.loads(out)
    assert result["games"] == 2 and result["a"].startswith("mcts") and result["b"] == "random"
    assert result["wins"]["a"] + result["wins"]["b"] + result["draws"] == 2
    # each player sat on each side once
    assert sorted(result["wins_by_side"]["a"]) == ["fellowship", "sauron"]
    assert sum(result["wins_by_side"]["a"].values()) == result["wins"]["a"]
    low, high = result["a_win_rate_ci95"]
    assert 0 <= low <= result["a_win_rate"] <= high <= 1
    for who in ("a", "b"):
        timing = result["decision_seconds"][who]
        assert timing["decisions"] > 0 and 0 <= timing["mean"] <= timing["max"]


def test_arena_refuses_an_unknown_player(capsys):
    assert cli.main(["arena", "confrontation", "--a", "wizard", "--b", "random", "--games", "1"]) == 2
    assert "unknown player" in capsys.readouterr().err


def test_wilson_interval():
    low, high = wilson(95, 100)
    assert 0.88 < low < 0.89 and 0.978 < high < 0.98
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)


def test_arena_results_do_not_depend_on_the_process():
    """The same seed gives the same games in any process (string hashing differs between
    processes; no choice may depend on it). Iteration budgets only: time limits vary."""

    def run(hash_seed: str) -> dict:
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        done = subprocess.run([sys.executable, "-m", "lotr_table", "arena", "confrontation",
                               "--a", "mcts:easy,iterations=5,seconds=1000", "--b", "heuristic",
                               "--games", "2", "--seed", "8", "--workers", "1"],
                              capture_output=True, text=True, env=env, check=True)
        result = json.loads(done.stdout)
        decisions = {who: t["decisions"] for who, t in result.pop("decision_seconds").items()}
        result.pop("seconds")
        return result | {"decisions": decisions}

    assert run("1") == run("2")


def test_in_a_team_game_each_player_plays_every_seat_of_its_side(capsys):
    # War of the Ring: The Card Game for four: two Free Peoples seats against two Shadow seats.
    # A team wins or loses together, so a player takes a whole side, each side in turn.
    code = cli.main(["arena", "wotr_cards", "--a", "heuristic", "--b", "random", "--games", "2", "--seed", "1",
                     "--workers", "1", "--options", '{"scenario": "trilogy", "players": 4}'])
    result = json.loads(capsys.readouterr().out)
    assert code == 0 and result["draws"] == 0 and result["unfinished"] == 0
    assert sorted(result["wins_by_side"]["a"]) == sorted(result["wins_by_side"]["b"]) == ["free_peoples", "shadow"]


def test_a_side_of_several_seats_wins_together_in_war_of_the_ring():
    # War of the Ring for four: two Free Peoples seats against two Shadow seats; «Кожна команда
    # виграє тим самим способом, що й у партії вдвох»: a player takes a whole side, so the Free
    # Peoples' victory is that player's win, not a draw
    from lotr_table.arena import _sides, _who_sits, _winner
    from lotr_table.engine import registry
    game = registry.get_game("wotr")
    opts = game.Options.model_validate({"players": 4})
    state = game.setup(opts, 1)
    side_of = _sides(game, opts, state, list(game.seats(opts)))
    free = [seat for seat, side in side_of.items() if side == "free_peoples"]
    assert len(free) == 2 and len(set(side_of.values())) == 2
    for index in (0, 1):
        who_sits = _who_sits(side_of, index)
        assert len({who_sits[seat] for seat in free}) == 1
        assert _winner(free, who_sits) == who_sits[free[0]]
    assert _winner([], who_sits) is None
