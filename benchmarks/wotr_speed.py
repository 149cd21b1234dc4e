"""How fast is War of the Ring's turn? Random legal actions per second, without checks.

    python benchmarks/wotr_speed.py [--games N] [--seed S] [--players P] [--turns T]
                                    [--against ROOT --rounds R]

Games end at the self-play turn limit. Prints one JSON line; the target is 20,000 actions
per second. The processor time is told beside the wall clock: on a machine shared with
other work the wall clock also counts theirs.

`--against ROOT` (another checkout, e.g. one made by `git worktree add` or `git archive`)
runs the same games with ROOT's code at the same moment as this one's, R rounds, and prints
both and the median ratio: on a shared machine the other work weighs on both alike, where
runs one after the other differ by a fifth from the load alone.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
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


def against(root: Path, rounds: int, games: int, seed: int, players: int, turns: int) -> dict:
    """This checkout's speed and `root`'s, each round the two runs at once."""
    args = ["--games", str(games), "--seed", str(seed), "--players", str(players), "--turns", str(turns)]
    here = Path(__file__).resolve().parents[1]
    ours, theirs = [], []
    for _ in range(rounds):
        runs = [subprocess.Popen([sys.executable, str(Path(__file__).resolve()), *args], cwd=where,
                                 env={**os.environ, "PYTHONPATH": str(where)}, stdout=subprocess.PIPE, text=True)
                for where in (here, root)]
        ours_now, theirs_now = (json.loads(run.communicate()[0])["cpu_actions_per_second"] for run in runs)
        ours.append(ours_now)
        theirs.append(theirs_now)
    return {"game": "wotr", "games": games, "rounds": rounds, "this": ours, "against": theirs,
            "median_this": statistics.median(ours), "median_against": statistics.median(theirs),
            "median_ratio": round(statistics.median(a / b for a, b in zip(ours, theirs)), 3)}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--turns", type=int, default=10)
    parser.add_argument("--against", type=Path, default=None, help="another checkout to time at the same moment")
    parser.add_argument("--rounds", type=int, default=5, help="with --against: runs of each")
    args = parser.parse_args(argv)
    if args.against is not None:
        print(json.dumps(against(args.against.resolve(), args.rounds, args.games, args.seed, args.players, args.turns)))
        return 0
    print(json.dumps(speed(args.games, args.seed, args.players, args.turns)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
