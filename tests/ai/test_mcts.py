"""The search player answers every kind of decision with a legal action, and finds the
obvious winning move."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from lotr_table.ai import SeatEye, player_from_spec
from lotr_table.engine import get_game

GAME = get_game("confrontation")
TINY = "mcts:easy,iterations=6,seconds=1000"


def _play(opts, seed: int, kinds: Counter) -> None:
    search = player_from_spec(TINY, GAME)
    rival = player_from_spec("random", GAME)
    state = GAME.setup(opts, seed)
    search_seat = seed % 2
    rng = random.Random(seed)
    while GAME.outcome(state) is None:
        decided = []
        for seat in GAME.to_act(state):
            player = search if seat == search_seat else rival
            action = player.choose(SeatEye(GAME, state, seat), rng)
            assert action in GAME.legal_actions(state, seat)
            if seat == search_seat:
                kinds[state.pending.kind] += 1
            decided.append((seat, action))
        for seat, action in decided:
            state = GAME.apply(state, seat, action)


@pytest.mark.parametrize("heroes, specials", [("classic", "none"), ("alternative", "choose_two"),
                                              ("draft_known", "opponent_picks"), ("draft_secret", "handicap")])
def test_search_plays_whole_games_legally(heroes, specials):
    kinds: Counter = Counter()
    for seed in range(2):
        opts = GAME.Options(heroes=heroes, specials=specials, handicap_seat=seed,
                            handicap_cards=("shadowfax", "gwaihir", "palantir", "dark_of_mordor"))
        _play(opts, seed, kinds)
    assert kinds["main"] and kinds["place"]


def test_search_takes_the_ring_into_mordor():
    state = GAME.position({
        "fellowship": {"gondor": ["frodo_c"], "shire": ["sam_c", "gimli"]},
        "sauron": {"mirkwood": ["orcs_c"], "rohan": ["cavetroll"]},
        "active": "fellowship",
    }, seed=1)
    seat = GAME.to_act(state)[0]
    player = player_from_spec("mcts:easy,iterations=60,seconds=1000", GAME)
    action = player.choose(SeatEye(GAME, state, seat), random.Random(0))
    assert action.to_json() == {"kind": "move", "hero": "frodo_c", "to": "mordor"}
