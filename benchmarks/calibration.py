"""Are the teacher's chances honest? A reliability table over self-play positions.

    python benchmarks/calibration.py GAME [--positions N] [--per-game K] [--seed S] [--buckets B]

Self-play games are played by the game's own cheap policy (its computer knowledge's rollout,
which reads only what each seat knows). In each game up to K decisions of more than one
option are picked, evenly spread; each is weighed as an analysis weighs it (ai/teacher.
weigh_decision, from the deciding seat's view): the estimated chance of the option chosen.
When the game ends, each estimate is set against whether that seat won (where the game's
knowledge names a nearer goal, whether it was reached: in the cooperative game, whether the
Fellowship came through the adventure at hand). Prints the table: predicted buckets, how many
positions fell in each, the mean predicted chance and the observed share of wins, and the
Brier score; then one JSON line with the same.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Sequence

from lotr_table.ai.knowledge import knowledge_for
from lotr_table.ai.teacher import weigh_decision
from lotr_table.engine import registry

GAME_LIMIT = 5000           # actions; a self-play game that runs on is left out


def self_play(game, seed: int, rng: random.Random):
    """A game by the game's own policy: its start, actions and outcome (None: ran on)."""
    knowledge = knowledge_for(game)
    start = state = game.setup(game.Options(), seed)
    entries = []
    while game.outcome(state) is None and len(entries) < GAME_LIMIT:
        for seat in game.to_act(state)[:1]:
            action = knowledge.rollout(game, state, seat, rng)
            entries.append((seat, action))
            state = game.apply(state, seat, action)
    return start, entries, game.outcome(state)


def table(pairs: list[tuple[float, int]], buckets: int) -> list[dict]:
    rows = []
    for b in range(buckets):
        low, high = b / buckets, (b + 1) / buckets
        inside = [(p, won) for p, won in pairs if low <= p < high or (b == buckets - 1 and p == 1.0)]
        rows.append({"bucket": f"{round(100 * low)}-{round(100 * high)} %", "positions": len(inside),
                     "predicted": round(sum(p for p, _ in inside) / len(inside), 3) if inside else None,
                     "observed": round(sum(w for _, w in inside) / len(inside), 3) if inside else None})
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--positions", type=int, default=500)
    parser.add_argument("--per-game", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--buckets", type=int, default=10)
    parser.add_argument("--minutes", type=float, default=0, help="stop after this long (0: no limit)")
    args = parser.parse_args(argv)
    game = registry.get_game(args.game)
    goal = getattr(knowledge_for(game), "goal", None)      # the game's nearer goal, where it has one
    rng = random.Random(args.seed)
    pairs: list[tuple[float, int]] = []
    started = time.monotonic()
    seed = args.seed
    games = 0
    while len(pairs) < args.positions:
        if args.minutes and time.monotonic() - started > 60 * args.minutes:
            break
        start, entries, outcome = self_play(game, seed, rng)
        seed += 1
        if outcome is None:
            continue
        games += 1
        state, found = start, []
        for index, (seat, action) in enumerate(entries):
            if len(game.legal_actions(state, seat)) > 1:
                found.append((index, state, seat, action))
            state = game.apply(state, seat, action)
        end = state
        step = max(1, len(found) // args.per_game)
        for index, state, seat, action in found[::step][:args.per_game]:
            weighed = weigh_decision(game, state, seat, action, random.Random(index), index)
            won = goal(state, end, outcome, seat) if goal is not None else float(seat in outcome.winners)
            pairs.append((weighed.chosen_chance, int(won)))
            if len(pairs) >= args.positions:
                break
    rows = table(pairs, args.buckets)
    brier = sum((p - w) ** 2 for p, w in pairs) / max(1, len(pairs))
    print(f"{args.game}: {len(pairs)} positions from {games} self-play games, Brier score {brier:.3f}")
    print(f"{'predicted':>12} {'positions':>10} {'mean predicted':>15} {'observed':>9}")
    for row in rows:
        fmt = lambda v: "-" if v is None else f"{100 * v:.0f} %"      # noqa: E731
        print(f"{row['bucket']:>12} {row['positions']:>10} {fmt(row['predicted']):>15} {fmt(row['observed']):>9}")
    print(json.dumps({"game": args.game, "positions": len(pairs), "games": games, "brier": round(brier, 4),
                      "table": rows}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
