"""The twin-world leak check (engine/secrets.py): a view that depends on anything the seat
cannot know differs from the view of a resampled twin."""

import random

from lotr_table.engine import registry
from lotr_table.engine.secrets import twin_leaks


def _midgame(game, options, seed, steps):
    s = game.setup(options, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        seat = rng.choice(game.to_act(s))
        s = game.apply(s, seat, rng.choice(game.legal_actions(s, seat)))
    return s


def test_both_games_views_pass_the_twin_check():
    for gid, steps in (("confrontation", 30), ("lotr_coop", 40)):
        game = registry.get_game(gid)
        options = game.Options()
        for seed in range(3):
            s = _midgame(game, options, seed, steps)
            for seat in game.seats(options):
                assert twin_leaks(game, s, seat, game.view(s, seat), random.Random(seed)) == []


def test_a_view_that_shows_the_opponents_hand_is_caught():
    game = registry.get_game("confrontation")
    s = _midgame(game, game.Options(), 1, 30)
    found = []
    for seed in range(10):                    # a redraw may happen to leave that hand as it was
        view = dict(game.view(s, 0))
        view["peek"] = game.view(s, 1)
        found += twin_leaks(game, s, 0, view, random.Random(seed))
    assert "the view's 'peek' changes when what seat 0 cannot know is redrawn" in found
