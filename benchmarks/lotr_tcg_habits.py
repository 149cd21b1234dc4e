"""The TCG search's habits without its search: how its own answers fare, many games a minute.

    python benchmarks/lotr_tcg_habits.py [--against random|heuristic] [--games N] [--seed S]
                                         [--decks random|starter]

The search (ai_knowledge.py) answers the routine questions by rule (`settle`, its own regroup
choice `patient` among them) and keeps the rule of thumb's answer unless its simulations grade
another 0.05 better (`favourite`, `trust`): most of its play is these habits. This plays them
alone, no simulation, against random play or the rule of thumb, over the arena's deals (games
2k and 2k+1 share a setup seed and swap the seats), about a hundred times faster than the
search, so a change of habit can be weighed over thousands of games before the arena's 200.
It reads the seat's view only, as the search does. Prints one JSON line: wins, the 95% Wilson
interval, and how the games lost ended.
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import sys
from typing import Sequence

from lotr_table.ai.eye import SeatEye
from lotr_table.ai.random_player import RandomPlayer
from lotr_table.arena import wilson
from lotr_table.engine import registry
from lotr_table.games.lotr_tcg.ai_knowledge import KNOWLEDGE
from lotr_table.games.lotr_tcg.heuristic import Heuristic

MAX_ACTIONS = 5000


class Habits:
    """The search's answer where it settles without searching, else the rule of thumb's."""

    def choose(self, eye: SeatEye, rng: random.Random):
        legal = eye.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return KNOWLEDGE.settle(eye, rng) or KNOWLEDGE.favourite(eye, rng)


def play(against: str, games: int, seed: int, decks: str) -> dict:
    game = registry.get_game("lotr_tcg")
    opts = game.Options.model_validate({"decks": "random"} if decks == "random" else {})
    opponent = RandomPlayer() if against == "random" else Heuristic()
    wins, lost = 0, collections.Counter()
    for index in range(games):
        state = game.setup(opts, seed + index // 2)
        mine = index % 2
        players = {mine: Habits(), 1 - mine: opponent}
        rngs = {seat: random.Random(f"{seed}:{index}:{seat}") for seat in players}
        actions = 0
        while game.outcome(state) is None and actions < MAX_ACTIONS:
            decided = [(seat, players[seat].choose(SeatEye(game, state, seat), rngs[seat]))
                       for seat in game.to_act(state)]
            for seat, action in decided:       # secret choices: all chosen before any applies
                state = game.apply(state, seat, action)
                actions += 1
        outcome = game.outcome(state)
        if outcome is not None and mine in outcome.winners:
            wins += 1
        else:
            lost[outcome.reason if outcome is not None else "unfinished"] += 1
    low, high = wilson(wins, games)
    return {"against": against, "decks": decks, "games": games, "seed": seed, "wins": wins,
            "win_rate": round(wins / games, 4), "ci95": [round(low, 4), round(high, 4)],
            "lost_by": dict(lost)}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", choices=("random", "heuristic"), default="random")
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seed", type=int, default=20000)
    parser.add_argument("--decks", choices=("random", "starter"), default="random")
    args = parser.parse_args(argv)
    print(json.dumps(play(args.against, args.games, args.seed, args.decks)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
