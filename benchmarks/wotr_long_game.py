"""A long War of the Ring game: loading a save of 3,000 actions, undoing its last action and
stepping through it (goals: load under 150 ms, undo and each step under 50 ms).

    python benchmarks/wotr_long_game.py [--loads N] [--seed S] [--actions A]

The game is random play of `--actions` actions (the first seed from S whose game lasts that
long). Processor time, median of N. Undo is the history's (`History.pop`: the state before
the last action, replayed from the nearest kept snapshot); a step is `state_at` one action
back or forward from a random place, as the review steps; a jump is `state_at` a random
place. One JSON line; a benchmark prints, it never fails.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Sequence

from lotr_table.engine import history, registry, saves

GOALS_MS = {"load": 150, "undo": 50, "step": 50}


def long_game(game: Any, options: Any, seed: int, length: int) -> tuple[int, list]:
    for game_seed in range(seed, seed + 50):
        rng = random.Random(game_seed)
        state = game.setup(options, game_seed)
        actions: list = []
        while len(actions) < length and game.to_act(state):
            seat = rng.choice(game.to_act(state))
            action = rng.choice(game.legal_actions(state, seat))
            state = game.apply(state, seat, action)
            actions.append((seat, action))
        if len(actions) == length:
            return game_seed, actions
    raise SystemExit(f"no random game of {length} actions among seeds {seed}..{seed + 49}")


def processor_ms(work: Callable[[], Any]) -> float:
    started = time.process_time()
    work()
    return (time.process_time() - started) * 1000


def measure(loads: int, seed: int, length: int) -> dict:
    game = registry.get_game("wotr")
    options = game.Options()
    game_seed, actions = long_game(game, options, seed, length)
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as folder:
        path = saves.write(Path(folder) / "long.lotrsave", game, options, game_seed, actions)
        saved = saves.load(path)         # uncounted: caches, data files

        def plain() -> None:
            state = game.setup(options, game_seed)
            for seat, action in actions:
                state = game.apply(state, seat, action)

        figures: dict[str, list[float]] = {"load": [], "plain_apply": [], "undo": [], "step": [], "jump": []}
        worst: dict[str, float] = {"undo": 0.0, "step": 0.0, "jump": 0.0}
        for _ in range(loads):
            figures["load"].append(processor_ms(lambda: saves.load(path)))
            figures["plain_apply"].append(processor_ms(plain))
            kept = saved.history.copy()
            for _ in range(5):       # undo from where the last action leaves the snapshots
                figures["undo"].append(processor_ms(kept.pop))
            at = rng.randrange(1, length)
            for name, index in (("step", at - 1), ("step", at + 1), ("jump", rng.randrange(length))):
                figures[name].append(processor_ms(lambda index=index: saved.history.state_at(index)))
        for name in worst:
            worst[name] = round(max(figures[name]), 2)
    medians = {f"{name}_ms": round(statistics.median(runs), 2) for name, runs in figures.items()}
    return {"game": "wotr", "actions": length, "snapshot_every": history.SNAPSHOT_EVERY, **medians,
            "worst_ms": worst, "goals_ms": GOALS_MS, "load_average": [round(x, 2) for x in os.getloadavg()]}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=5, metavar="N", help="loads and undos measured (default 5)")
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="first game seed (default 0)")
    parser.add_argument("--actions", type=int, default=3000, metavar="A", help="the game's length (default 3000)")
    args = parser.parse_args(argv)
    print(json.dumps(measure(max(1, args.loads), args.seed, max(2, args.actions))), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
