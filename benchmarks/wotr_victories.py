"""How do War of the Ring's self-play games end? The kinds of victory, without the checks.

    python benchmarks/wotr_victories.py [--games N] [--seed S]

Plays the games `lotr-table selfplay wotr --games N --seed S` plays (the same options in turn,
the same player, the same choices: the checks draw from their own generator) and counts each
outcome's reason and the turns played. Prints one JSON line.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from typing import Sequence

from lotr_table.games.wotr.game import GAME


def victories(games: int, seed: int, max_actions: int = 5000) -> dict:
    rng, variants = random.Random(seed), GAME.selfplay_options()
    kinds: Counter = Counter()
    turns, actions = [], 0
    for number in range(games):
        options = variants[number % len(variants)]
        s, played = GAME.setup(options, seed + number), 0
        while GAME.outcome(s) is None and played < max_actions:
            seat, action = GAME.selfplay_decision(s, rng)
            s = GAME.apply(s, seat, action)
            played += 1
        outcome = GAME.outcome(s)
        kinds[f"{options.players} players: " + (outcome.reason if outcome else "unfinished")] += 1
        turns.append(s.turn)
        actions += played
    return {"game": "wotr", "games": games, "seed": seed, "outcomes": dict(sorted(kinds.items())),
            "mean_turns": round(sum(turns) / games, 2), "longest": max(turns),
            "mean_actions": round(actions / games, 1)}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print(json.dumps(victories(args.games, args.seed)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
