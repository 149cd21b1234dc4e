"""Speed work must not change play: a few seeded random games, one of every scenario and
player count, offer the same legal actions at every step, take the same actions and end in
the same position and outcome as recorded before the hot paths were made faster
(seeded_games.json; benchmarks/wotr_cards_same_play.py checks a hundred more)."""

import hashlib
import json
import random
from pathlib import Path

import pytest

from lotr_table.games.wotr_cards.game import GAME

RECORD = json.loads((Path(__file__).parent / "seeded_games.json").read_text())


def play(options, seed: int) -> dict:
    rng, steps = random.Random(seed), hashlib.sha256()
    state, actions = GAME.setup(options, seed), 0
    while GAME.outcome(state) is None:
        to_act = GAME.to_act(state)
        offered = {seat: GAME.legal_actions(state, seat) for seat in to_act}
        steps.update(repr(sorted(offered.items())).encode())
        seat = rng.choice(to_act)
        action = rng.choice(offered[seat])
        steps.update(repr((seat, action)).encode())
        state = GAME.apply(state, seat, action)
        actions += 1
    return {"seed": seed, "options": options.model_dump(), "actions": actions, "steps": steps.hexdigest(),
            "final": hashlib.sha256(GAME.fingerprint(state).encode()).hexdigest(),
            "outcome": GAME.outcome(state).to_json()}


@pytest.mark.parametrize("recorded", RECORD, ids=lambda r: f"{r['options']['scenario']}-{r['options']['players']}")
def test_a_seeded_random_game_plays_as_recorded(recorded):
    options = GAME.Options.model_validate(recorded["options"])
    assert play(options, recorded["seed"]) == recorded
