"""The behaviour of seeded random games, recorded so that moving machinery between modules
can be shown to change nothing a player could see.

One game is summed up by a hash of what it shows: every (seat, action) taken, the English
log, the final position and the outcome. `python -m tests.games.behaviour_record` rewrites
tests/games/behaviour_record.json; a deliberate rules change does so and says why in its
commit.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import random
import sys
from pathlib import Path

from lotr_table.engine import registry

RECORD = Path(__file__).with_name("behaviour_record.json")
GAMES_PER_GAME = 500
# The newer games' games are longer (War of the Ring about a second each): fewer of them.
GAMES = {"confrontation": 500, "lotr_coop": 500, "wotr_cards": 200, "lotr_tcg": 200, "wotr": 40}
MAX_ACTIONS = 5000


def option_mix(game_id: str) -> list:
    game = registry.get_game(game_id)
    if game_id == "confrontation":
        heroes = ("classic", "alternative", "draft_known", "draft_secret")
        specials = ("none", "choose_two", "opponent_picks", "handicap")
        out = []
        for h, sp, match, fp in itertools.product(heroes, specials, (False, True), (0, 1)):
            extra = {"handicap_cards": ("shadowfax", "palantir")} if sp == "handicap" else {}
            try:
                out.append(game.Options(heroes=h, specials=sp, match=match, fellowship_seat=fp, **extra))
            except Exception:                     # an unknown card id: play without handicap cards
                out.append(game.Options(heroes=h, specials=sp, match=match, fellowship_seat=fp))
        return out
    if game_id == "wotr":
        # the record's own mix, recorded before self-play took three people too
        return [game.Options(players=p) for p in (2, 4)]
    offered = getattr(game, "selfplay_options", None)
    return list(offered()) if offered is not None else [game.Options()]


def play_summary(game_id: str, number: int) -> str:
    """The hash of seeded game `number`: options from the mix in turn, seed = number."""
    game = registry.get_game(game_id)
    mix = option_mix(game_id)
    options = mix[number % len(mix)]
    state = game.setup(options, number)
    chooser = random.Random(number)
    taken = []
    while game.outcome(state) is None and len(taken) < MAX_ACTIONS:
        to_act = game.to_act(state)
        seat = chooser.choice(to_act)
        action = chooser.choice(game.legal_actions(state, seat))
        taken.append((seat, action.to_json()))
        state = game.apply(state, seat, action)
    outcome = game.outcome(state)
    text = json.dumps({
        "options": options.model_dump(mode="json"),
        "actions": taken,
        "log": game.log_lines(state),
        "position": game.position_text(state),
        "outcome": outcome.to_json() if outcome else None,
    }, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def record(game_id: str, games: int | None = None) -> list[str]:
    return [play_summary(game_id, n) for n in range(GAMES[game_id] if games is None else games)]


if __name__ == "__main__":
    ids = sys.argv[1:] or list(GAMES)
    data = json.loads(RECORD.read_text()) if RECORD.exists() else {}
    for gid in ids:
        data[gid] = record(gid)
    RECORD.write_text(json.dumps(data, indent=0) + "\n")
