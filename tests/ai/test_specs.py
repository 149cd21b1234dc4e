"""Players by name."""

from __future__ import annotations

import pytest

from lotr_table.ai import Player, player_from_spec
from lotr_table.ai.mcts import LEVELS, MCTSPlayer
from lotr_table.ai.specs import SpecError
from lotr_table.engine import get_game

GAME = get_game("confrontation")


def test_known_specs():
    assert player_from_spec("random", GAME).name == "random"
    assert player_from_spec("heuristic", GAME).name == "heuristic"
    for level in LEVELS:
        player = player_from_spec(f"mcts:{level}", GAME)
        assert isinstance(player, MCTSPlayer) and player.budget == LEVELS[level]
    assert player_from_spec("mcts", GAME).budget == LEVELS["normal"]
    tuned = player_from_spec("mcts:hard,iterations=50,seconds=2.5,c=0.4,opponent=tree", GAME)
    assert (tuned.budget.iterations, tuned.budget.seconds, tuned.exploration, tuned.opponent) == (50, 2.5, 0.4, "tree")
    for spec in ("random", "heuristic", "mcts:easy"):
        assert isinstance(player_from_spec(spec, GAME), Player)


def test_normal_level_keeps_within_a_second():
    assert LEVELS["normal"].seconds <= 1.0


@pytest.mark.parametrize("spec", ["wizard", "mcts:godlike", "mcts:easy,depth=3", "mcts:easy,iterations=x",
                                  "mcts:easy,opponent=oracle", "random:fast"])
def test_bad_specs(spec):
    with pytest.raises(SpecError):
        player_from_spec(spec, GAME)
