"""Speed work must not change play: a few seeded random games, one of every scenario and
player count, offer the same legal actions at every step, take the same actions and end in
the same position and outcome as recorded before the hot paths were made faster
(seeded_games.json; benchmarks/wotr_cards_same_play.py checks a hundred more)."""

import json
from pathlib import Path

import pytest

from lotr_table.engine.playout import seeded_digest
from lotr_table.games.wotr_cards.game import GAME

RECORD = json.loads((Path(__file__).parent / "seeded_games.json").read_text())


@pytest.mark.parametrize("recorded", RECORD, ids=lambda r: f"{r['options']['scenario']}-{r['options']['players']}")
def test_a_seeded_random_game_plays_as_recorded(recorded):
    options = GAME.Options.model_validate(recorded["options"])
    assert seeded_digest(GAME, options, recorded["seed"]) == recorded
