"""Competition: «все полученные руны игроки хранят в закрытую, не афишируя другим их
ценность». Whether the game stops to ask the active player about calling Gandalf (Magic)
before an event, once every other player has declined, must not depend on his hidden rune
total, or the others learn whether he holds 5 runes.

It did (gandalf.py, `before_event`: with fewer than COST runes the active player was not
asked and the event happened at once; with COST or more he was asked). Found by changing
one seat's hidden rune total and comparing the public log (seed 513). In competition he is
now always asked (rules version 2 of the cooperative game)."""

import random

from lotr_table.engine import registry
from lotr_table.games.lotr_coop.gandalf import COST


def first_decline_after_everyone_was_asked(seed):
    """A competition game played at random until a seat declines the Magic question and
    every seat but the active one has been asked: (state before, seat, action)."""
    game = registry.get_game("lotr_coop")
    options = next(o for o in game.selfplay_options() if o.competition and o.players == 3)
    state, chooser = game.setup(options, seed), random.Random(seed)
    while game.to_act(state):
        seat = chooser.choice(game.to_act(state))
        action = chooser.choice(game.legal_actions(state, seat))
        pending = state.pending
        if pending.kind == "before_event_asked" and action.kind == "decline":
            asked = pending.data[1]
            if len(asked) == options.players - 1:
                return game, state, seat, action
        state = game.apply(state, seat, action)
    raise AssertionError("no such decline in this game")


def test_a_decline_shows_nothing_of_the_active_players_hidden_runes():
    game, state, seat, action = first_decline_after_everyone_was_asked(513)
    active = state.active
    poor, rich = state.clone(), state.clone()
    poor.hobbits[active].runes = 0
    rich.hobbits[active].runes = COST
    after_poor, after_rich = game.apply(poor, seat, action), game.apply(rich, seat, action)
    for viewer in game.seats(state.opts):
        if viewer != active:
            assert game.view(after_poor, viewer)["log"] == game.view(after_rich, viewer)["log"]
            assert game.to_act(after_poor) == game.to_act(after_rich)
