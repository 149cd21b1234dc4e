"""Every position can be written and read back (issue 26, part 5; DESIGN.md, "Positions":
«Every game writes any state as a readable position and reads it back (the same
fingerprint)»).

For every registered game, over every option mix its self-play uses, states are taken along
seeded random games; each is written (`position_of`), passed through JSON text, and read back
(`position`). The state read back has the same fingerprint, offers every seat the same legal
actions, and plays on identically: the same action taken in both gives the same fingerprint.
"""

from __future__ import annotations

import json
import random

import pytest

from lotr_table.engine import registry
from tests.games.behaviour_record import option_mix

# (games, every how many actions a state is taken, most actions played) per game: the mix
# is gone through once at least; the whole file stays within ~20 s on a slow machine
PLAN = {"confrontation": (64, 60, 400), "lotr_coop": (12, 15, 400), "lotr_tcg": (6, 30, 500),
        "wotr_cards": (6, 20, 500), "wotr": (2, 40, 400)}


def _round_trip(game, state, where: str):
    written = game.position_of(state)
    text = json.dumps(written, ensure_ascii=False)          # a position is JSON, nothing more
    back = game.position(json.loads(text), 0)
    assert game.fingerprint(back) == game.fingerprint(state), f"{where}: the read-back state differs"
    for seat in game.to_act(state):
        assert game.legal_actions(back, seat) == game.legal_actions(state, seat), \
            f"{where}: seat {seat} is offered other actions after reading back"
    assert game.position_of(back) == written, f"{where}: the read-back state writes another position"
    return back


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_state_along_random_games_reads_back_the_same(game_id):
    game = registry.get_game(game_id)
    mix = option_mix(game_id)
    games, every, most = PLAN.get(game_id, (3, 10, 300))
    for number in range(max(games, len(mix))):
        options = mix[number % len(mix)]
        state = game.setup(options, number)
        chooser = random.Random(number)
        for k in range(most):
            if game.outcome(state) is not None:
                break
            if k % every == 0:
                back = _round_trip(game, state, f"{game_id} game {number} ({options}) after {k} actions")
            else:
                back = None
            seat = chooser.choice(game.to_act(state))
            action = chooser.choice(game.legal_actions(state, seat))
            state = game.apply(state, seat, action)
            if back is not None:                 # the read-back state plays on identically
                back = game.apply(back, seat, action)
                assert game.fingerprint(back) == game.fingerprint(state), \
                    f"{game_id} game {number}: {action} plays differently after reading back"
        _round_trip(game, state, f"{game_id} game {number}, its last state")
