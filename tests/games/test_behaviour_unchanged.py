"""Moving machinery into the kernel changes nothing a player sees: 500 seeded random games of
each of the first two games (Confrontation over every option mix, the cooperative game over
2-5 players and its variants), and 200, 200 and 40 of the card game, the TCG and War of the
Ring over their self-play mixes, show the same actions, log, final position and outcome as the record made before
the move (tests/games/behaviour_record.json)."""

import json

import pytest

from tests.games.behaviour_record import GAMES, RECORD, record


@pytest.mark.parametrize("game_id", list(GAMES))
def test_seeded_games_play_as_recorded(game_id):
    want = json.loads(RECORD.read_text())[game_id]
    got = record(game_id, len(want))
    changed = [n for n, (a, b) in enumerate(zip(want, got)) if a != b]
    assert not changed, f"{len(changed)} of {len(want)} games play differently, first seeds {changed[:10]}"
