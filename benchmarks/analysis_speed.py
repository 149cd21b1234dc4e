"""How fast does the computer teach? A hint at normal level, and a whole game analysed.

    python benchmarks/analysis_speed.py [GAME ...] [--hints N] [--decisions D] [--seed S]

For each game (by default the three with a table: confrontation, lotr_coop, wotr_cards):
  * a hint (ai/teacher.hint, the normal level) in N positions of a random game, timed by
    the processor (one core) and by the clock: the median and the slowest;
  * a game's analysis (ai/analysis.run) over D decisions (default 300) with every seat
    counted as a person, by the processor's time and the clock's. Where a random game ends
    sooner (The Confrontation's end near 30 decisions) the next seeds' games are analysed too,
    each whole, until D decisions are weighed: the time is of D decisions, measured, not
    projected.
Prints one JSON line a game. The aims (issue 34): a hint under 1 s, a 300-decision game of
The Confrontation or the card game analysed under 60 s.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from typing import Sequence

from lotr_table.ai import teacher
from lotr_table.ai.analysis import Analysis, decisions, run
from lotr_table.engine import registry
from lotr_table.engine.game import Game

GAMES = ["confrontation", "lotr_coop", "wotr_cards"]


def played(game: Game, seed: int, wanted: int) -> tuple[object, list]:
    """A game played by random choices until it has `wanted` decisions of more than one option
    (or ends): its start and its actions."""
    rng = random.Random(seed)
    start = state = game.setup(game.Options(), seed)
    entries, found = [], 0
    while game.outcome(state) is None and found < wanted:
        seat = rng.choice(game.to_act(state))
        legal = game.legal_actions(state, seat)
        found += len(legal) > 1
        action = rng.choice(legal)
        entries.append((seat, action))
        state = game.apply(state, seat, action)
    return start, entries


def hint_times(game: Game, start, entries: list, n: int) -> tuple[list[float], list[float]]:
    """Each hint's processor time (one core) and its time by the clock (the search stops at
    its budget's seconds by the clock: on a busy machine it gets less done, not later)."""
    positions = list(decisions(game, start, entries, game.seats(game.Options())))
    step = max(1, len(positions) // n)
    cpu_times, wall_times = [], []
    for index, state, seat, _ in positions[::step][:n]:
        cpu, wall = time.process_time(), time.perf_counter()
        teacher.hint(game, state, seat, random.Random(index))
        cpu_times.append(time.process_time() - cpu)
        wall_times.append(time.perf_counter() - wall)
    return cpu_times, wall_times


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=GAMES)
    parser.add_argument("--hints", type=int, default=10)
    parser.add_argument("--decisions", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for game_id in args.games:
        game = registry.get_game(game_id)
        start, entries = played(game, args.seed, args.decisions)
        times, walls = hint_times(game, start, entries, args.hints)
        games, weighed, turning, took, took_wall = 0, 0, 0, 0.0, 0.0
        seed = args.seed
        while weighed < args.decisions:
            if seed != args.seed:
                start, entries = played(game, seed, args.decisions - weighed)
            analysis = Analysis(game.id, "", list(game.seats(game.Options())))
            cpu, wall = time.process_time(), time.perf_counter()
            run(game, start, entries, analysis)
            took, took_wall = took + time.process_time() - cpu, took_wall + time.perf_counter() - wall
            games, weighed, turning = games + 1, weighed + analysis.decisions, turning + len(analysis.turning_points())
            seed += 1
        print(json.dumps({
            "game": game_id, "hints": len(times),
            "hint_s_median": round(statistics.median(times), 3), "hint_s_max": round(max(times), 3),
            "hint_wall_s_median": round(statistics.median(walls), 3), "hint_wall_s_max": round(max(walls), 3),
            "games": games, "decisions": weighed, "analysis_s": round(took, 1), "analysis_wall_s": round(took_wall, 1),
            "analysis_s_per_decision": round(took / max(1, weighed), 3),
            "turning_points": turning,
        }), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
