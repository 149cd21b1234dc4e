"""The computer hobbits' rule of thumb (games/lotr_coop/ai_knowledge.py) and how the search
grades a simulated cooperative game."""

import random
import statistics

from lotr_table.engine.game import Outcome
from lotr_table.engine.registry import get_game
from lotr_table.games.lotr_coop.ai_knowledge import KNOWLEDGE


def _play(game, chooser, seed):
    s = game.setup(game.Options(players=3, level="introductory"), seed)
    rng = random.Random(seed)
    while game.outcome(s) is None:
        seat = game.to_act(s)[0]
        s = game.apply(s, seat, chooser(game, s, seat, rng))
    return game.outcome(s).scores[0]


def test_the_rollout_policy_travels_further_than_random_play():
    game = get_game("lotr_coop")
    policy = [_play(game, KNOWLEDGE.rollout, seed) for seed in range(40)]
    blind = [_play(game, lambda g, s, seat, rng: rng.choice(g.legal_actions(s, seat)), seed) for seed in range(40)]
    assert statistics.mean(policy) > statistics.mean(blind) + 5


def test_a_simulated_game_is_graded_by_the_fellowships_score():
    # seed: "Счёт Братства равен номеру того деления на главном треке, где остановился маркер"
    lost_at_moria = Outcome(winners=(), scores={0: 14, 1: 14})
    lost_in_mordor = Outcome(winners=(), scores={0: 55, 1: 55})
    won = Outcome(winners=(0, 1), scores={0: 80, 1: 80})
    assert KNOWLEDGE.value(lost_at_moria, 0) < KNOWLEDGE.value(lost_in_mordor, 0) < KNOWLEDGE.value(won, 0) <= 1
    assert KNOWLEDGE.value(None, 0) == 0.0
