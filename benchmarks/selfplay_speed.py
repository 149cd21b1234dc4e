"""How fast is the core? Random self-play without the checks, and loading a save.

    python benchmarks/selfplay_speed.py GAME [--games N] [--seed S] [--workers W]

Prints one JSON line: applied actions per second and complete games per second over N
random games (by the clock, and per second of processor time: one core's speed; with W
workers the games are shared among W processes and the clock figure is the machine's), and the median time to load (parse, validate, replay) a save of about 200
actions over 20 loads. Works for any registered game.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Sequence

from lotr_table.engine import registry, saves
from lotr_table.engine.game import Game
from lotr_table.engine.playout import random_decision

SAVE_ACTIONS = 200
LOADS = 20
GAME_LIMIT = 100_000                   # a game that runs away stops here rather than hangs


def random_game(game: Game, options: Any, seed: int, rng: random.Random, limit: int) -> list:
    """Random legal actions from the setup until the game ends or `limit` actions are taken."""
    state, actions = game.setup(options, seed), []
    while game.outcome(state) is None and len(actions) < limit:
        seat, action = random_decision(game, state, rng)
        state = game.apply(state, seat, action)
        actions.append((seat, action))
    return actions


def play_share(game_id: str, seeds: list[int], rng_seed: int) -> tuple[int, float]:
    """Random games from these seeds, one after another: the actions taken and the processor
    time they took in this process."""
    game = registry.get_game(game_id)
    rng, options, actions = random.Random(rng_seed), game.Options(), 0
    cpu = time.process_time()
    for game_seed in seeds:
        actions += len(random_game(game, options, game_seed, rng, limit=GAME_LIMIT))
    return actions, time.process_time() - cpu


def play_speed(game: Game, games: int, seed: int, workers: int = 1) -> dict[str, float]:
    """Complete random games per second of the clock, and per second of processor time (one
    core's speed). With several workers the games are shared among as many processes, as
    self-play and the arena share theirs: the clock figure is then the machine's."""
    started = time.perf_counter()
    if workers == 1:
        actions, cpu = play_share(game.id, [seed + n for n in range(games)], seed)
    else:
        shares = [([seed + n for n in range(w, games, workers)], seed + w) for w in range(workers)]
        with multiprocessing.Pool(workers) as pool:
            done = pool.starmap(play_share, [(game.id, seeds, rng_seed) for seeds, rng_seed in shares])
        actions, cpu = sum(a for a, _ in done), sum(c for _, c in done)
    seconds = time.perf_counter() - started
    return {"workers": workers, "actions": actions, "seconds": round(seconds, 3),
            "actions_per_second": round(actions / seconds, 1), "games_per_second": round(games / seconds, 2),
            "processor_seconds": round(cpu, 3), "games_per_processor_second": round(games / cpu, 2)}


def load_speed(game: Game, seed: int, options: Any) -> dict[str, float]:
    # Games may end before 200 actions: take the first to reach 200, else the longest of 20.
    rng = random.Random(seed)
    best_seed, best = seed, []
    for game_seed in range(seed, seed + 20):
        actions = random_game(game, options, game_seed, rng, SAVE_ACTIONS)
        if len(actions) > len(best):
            best_seed, best = game_seed, actions
        if len(best) >= SAVE_ACTIONS:
            break
    with tempfile.TemporaryDirectory() as folder:
        path = saves.write(Path(folder) / "bench.lotrsave", game, options, best_seed, best)
        timings = []
        for _ in range(LOADS):
            started = time.perf_counter()
            saves.load(path)
            timings.append(time.perf_counter() - started)
    return {"save_actions": len(best), "load_ms_median": round(statistics.median(timings) * 1000, 2)}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", help="game id: " + ", ".join(registry.game_ids()))
    parser.add_argument("--games", type=int, default=200, help="random games to play (default 200)")
    parser.add_argument("--seed", type=int, default=0, help="first game seed (default 0)")
    parser.add_argument("--workers", type=int, default=1, help="processes sharing the games (default 1)")
    parser.add_argument("--save-options", metavar="JSON", default="{}",
                        help="options of the game saved for the load test, e.g. '{\"match\": true}' "
                             "for Confrontation, whose single games end before 200 actions")
    args = parser.parse_args(argv)
    try:
        game = registry.get_game(args.game)
    except KeyError as unknown:
        print(unknown.args[0], file=sys.stderr)
        return 2
    result = {"game": game.id, "games": args.games, "python": sys.version.split()[0]}
    result.update(play_speed(game, args.games, args.seed, max(1, args.workers)))
    result.update(load_speed(game, args.seed, game.Options.model_validate(json.loads(args.save_options))))
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
