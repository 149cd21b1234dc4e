"""How fast is the Lord of the Rings TCG? Complete random games per second, without checks.

    python benchmarks/lotr_tcg_speed.py [--games N] [--seed S] [--players P] [--variant starter|full]
                                        [--decks starter|random]

Each game is played with random legal decisions from the setup to its end: with the two
starter decks, seats alternating them (target: 100 games per second), or with a random legal
deck for each seat dealt from every card in the data (target: 50 games per second). Prints
one JSON line, with the rate by the wall clock and by the process's CPU time (the fair
figure on a shared machine).
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

TARGET = {"starter": 100,   # complete games per second (issue 14)
          "random": 50}     # with random decks (issue 15)


def speed(games: int, seed: int, players: int, variant: str, decks: str = "starter") -> dict:
    chosen = "random" if decks == "random" else ()
    rng, options, actions = random.Random(seed), TcgOptions(players=players, variant=variant, decks=chosen), 0
    started, cpu_started = time.perf_counter(), time.process_time()
    for number in range(games):
        actions += random_game(GAME, options, seed + number, rng)
    seconds = time.perf_counter() - started
    # on a shared machine the wall clock counts the other programs too; the CPU time does not
    cpu = time.process_time() - cpu_started
    return {"game": "lotr_tcg", "players": players, "variant": variant, "decks": decks, "games": games,
            "actions": actions, "seconds": round(seconds, 3), "games_per_second": round(games / seconds, 1),
            "actions_per_second": round(actions / seconds, 1), "cpu_seconds": round(cpu, 3),
            "games_per_cpu_second": round(games / cpu, 1), "target_games_per_second": TARGET[decks]}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--variant", default="starter", choices=("starter", "full"))
    parser.add_argument("--decks", default="starter", choices=("starter", "random"))
    args = parser.parse_args(argv)
    print(json.dumps(speed(args.games, args.seed, args.players, args.variant, args.decks)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
