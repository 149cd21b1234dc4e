"""Where the time of loading a save goes, for every registered game: a save of about 200
actions of a random game, loaded whole (`saves.load`: read, check, and, the save being
sealed here by this version, its final position read instead of its actions replayed; an
older checkout replays them), against the plain cost of its rules (set up, then `apply` each
action) and the parts loading adds (asking the legal actions of every step, reading the
entries, hashing the final position). Processor time, median of N loads, the parts
interleaved with the whole so that a busy machine slows them alike. `first_undo_ms`: the
undo right after a load, which replays the actions from the setup the first time.

    python benchmarks/save_loading.py [--loads N] [--seed S] [--against ROOT --rounds R] [GAME ...]

One JSON line per game (goal: load under 8 ms). A benchmark prints; it never fails.

`--against ROOT` (another checkout, e.g. /work/main) measures the same games with ROOT's code
at the same moment as this one's, R rounds of the two runs at once, and prints per game both
load medians and the median of their ratios: on a shared machine runs one after the other
differ by a fifth from the load alone.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Sequence

from lotr_table.engine import log_chain, registry, saves
from lotr_table.engine.action import Action

SAVE_ACTIONS = 200
# Every counted load starts with the log's written lines forgotten (engine/log_chain.line_cache),
# as a program that opens one save finds them: the same save loaded again would find its whole
# log written. An older checkout (--against) has no such cache.
forget_lines = getattr(log_chain, "forget_lines", lambda: None)


def random_actions(game: Any, options: Any, seed: int) -> list[tuple[int, Action]]:
    """The first random game of at least SAVE_ACTIONS actions among 20 seeds (cut there), else the longest."""
    best: list = []
    best_seed = seed
    for game_seed in range(seed, seed + 20):
        rng = random.Random(game_seed)
        state = game.setup(options, game_seed)
        actions: list = []
        while len(actions) < SAVE_ACTIONS and game.to_act(state):
            seat = rng.choice(game.to_act(state))
            action = rng.choice(game.legal_actions(state, seat))
            state = game.apply(state, seat, action)
            actions.append((seat, action))
        if len(actions) > len(best):
            best, best_seed = actions, game_seed
        if len(best) >= SAVE_ACTIONS:
            break
    return best_seed, best


def processor_ms(work: Callable[[], Any]) -> float:
    started = time.process_time()
    work()
    return (time.process_time() - started) * 1000


def measure(game_id: str, loads: int, seed: int) -> dict:
    game = registry.get_game(game_id)
    options = game.Options()
    game_seed, actions = random_actions(game, options, seed)
    with tempfile.TemporaryDirectory() as folder:
        path = saves.write(Path(folder) / "bench.lotrsave", game, options, game_seed, actions)
        final = saves.load(path).state

        def plain() -> None:
            state = game.setup(options, game_seed)
            for seat, action in actions:
                state = game.apply(state, seat, action)

        def asking() -> None:          # what replay asks of the rules besides apply
            state = game.setup(options, game_seed)
            for seat, action in actions:
                game.to_act(state)
                game.legal_actions(state, seat)
                state = game.apply(state, seat, action)

        parts: dict[str, Callable[[], Any]] = {
            "load": lambda: (forget_lines(), saves.load(path)),
            "first_undo": lambda loaded=saves.load(path): loaded.history.copy().pop(),
            "plain_apply": plain,
            "apply_and_legal_actions": asking,
            "final_sha256": lambda: (forget_lines(), saves.final_sha256(game, final)),
            "setup": lambda: game.setup(options, game_seed),
        }
        figures: dict[str, list[float]] = {name: [] for name in parts}
        saves.load(path)                 # uncounted: caches, data files
        for _ in range(loads):
            for name, work in parts.items():
                figures[name].append(processor_ms(work))
    medians = {f"{name}_ms": round(statistics.median(runs), 2) for name, runs in figures.items()}
    return {"game": game_id, "actions": len(actions), **medians,
            "load_over_plain": round(medians["load_ms"] / medians["plain_apply_ms"], 2), "goal_ms": 8,
            "load_average": [round(x, 2) for x in os.getloadavg()]}


def against(root: Path, rounds: int, loads: int, seed: int, games: list[str]) -> list[dict]:
    """Per game: this checkout's load times and `root`'s, each round the two runs at once."""
    args = ["--loads", str(loads), "--seed", str(seed), *games]
    here = Path(__file__).resolve().parents[1]
    ours: dict[str, list[float]] = {}
    theirs: dict[str, list[float]] = {}
    for _ in range(rounds):
        runs = [subprocess.Popen([sys.executable, str(Path(__file__).resolve()), *args], cwd=where,
                                 env={**os.environ, "PYTHONPATH": str(where)}, stdout=subprocess.PIPE, text=True)
                for where in (here, root)]
        for run, into in zip(runs, (ours, theirs)):
            for line in run.communicate()[0].splitlines():
                figure = json.loads(line)
                into.setdefault(figure["game"], []).append(figure["load_ms"])
    return [{"game": game, "rounds": rounds, "load_ms_this": ours[game], "load_ms_against": theirs.get(game, []),
             "median_this": statistics.median(ours[game]),
             "median_against": statistics.median(theirs[game]) if game in theirs else None,
             "median_ratio": round(statistics.median(a / b for a, b in zip(ours[game], theirs[game])), 3)
             if game in theirs else None, "against": str(root), "goal_ms": 8,
             "load_average": [round(x, 2) for x in os.getloadavg()]} for game in ours]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", metavar="GAME", help="game ids (default: every registered game)")
    parser.add_argument("--loads", type=int, default=15, metavar="N", help="loads per game (default 15)")
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="first game seed (default 0)")
    parser.add_argument("--against", type=Path, default=None, help="another checkout to time at the same moment")
    parser.add_argument("--rounds", type=int, default=5, help="with --against: runs of each (default 5)")
    args = parser.parse_args(argv)
    if args.against is not None:
        for figure in against(args.against.resolve(), max(1, args.rounds), max(1, args.loads), args.seed, args.games):
            print(json.dumps(figure), flush=True)
        return 0
    for game_id in args.games or registry.game_ids():
        print(json.dumps(measure(game_id, max(1, args.loads), args.seed)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
