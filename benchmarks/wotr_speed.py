"""How fast is War of the Ring's turn? Random legal actions per second, without checks.

    python benchmarks/wotr_speed.py [--games N] [--seed S] [--players P] [--turns T]

Games end at the self-play turn limit. Prints one JSON line; the target is 20,000 actions
per second. The processor time is told beside the wall clock: on a machine shared with
other work the wall clock also counts theirs.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Sequence

from lotr_table.engine.playout import random_game
from lotr_table.games.wotr.game import GAME
from lotr_table.games.wotr.options import WotrOptions


def speed(games: int, seed: int, players: int, turns: int) -> dict:
    rng, options, actions = random.Random(seed), WotrOptions(players=players, turn_limit=turns), 0
    started, cpu = time.perf_counter(), time.process_time()
    for number in range(games):
        actions += random_game(GAME, options, seed + number, rng)
    seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
    return {"game": "wotr", "players": players, "games": games, "turns": turns, "actions": actions,
            "seconds": round(seconds, 3), "actions_per_second": round(actions / seconds, 1),
            "cpu_seconds": round(cpu, 3), "cpu_actions_per_second": round(actions / cpu, 1)}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--turns", type=int, default=10)
    args = parser.parse_args(argv)
    print(json.dumps(speed(args.games, args.seed, args.players, args.turns)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
