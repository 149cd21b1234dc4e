"""How fast is the Lord of the Rings TCG? Complete random games per second, without checks.

    python benchmarks/lotr_tcg_speed.py [--games N] [--seed S] [--players P] [--variant starter|full]

Each game is played with random legal decisions from the setup to its end (the two starter
decks, seats alternating them). Prints one JSON line; the target is 100 games per second.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Sequence

from lotr_table.engine.playout import random_game
from lotr_table.games.lotr_tcg.game import GAME
from lotr_table.games.lotr_tcg.state import TcgOptions

TARGET = 100                # complete games per second (issue 14)


def speed(games: int, seed: int, players: int, variant: str) -> dict:
    rng, options, actions = random.Random(seed), TcgOptions(players=players, variant=variant), 0
    started = time.perf_counter()
    for number in range(games):
        actions += random_game(GAME, options, seed + number, rng)
    seconds = time.perf_counter() - started
    return {"game": "lotr_tcg", "players": players, "variant": variant, "games": games, "actions": actions,
            "seconds": round(seconds, 3), "games_per_second": round(games / seconds, 1),
            "actions_per_second": round(actions / seconds, 1), "target_games_per_second": TARGET}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--variant", default="starter", choices=("starter", "full"))
    args = parser.parse_args(argv)
    print(json.dumps(speed(args.games, args.seed, args.players, args.variant)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
