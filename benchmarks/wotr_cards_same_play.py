"""Does War of the Ring: The Card Game still play the same? For speed work on its hot paths.

    python benchmarks/wotr_cards_same_play.py record FILE [--games N]
    python benchmarks/wotr_cards_same_play.py check FILE

benchmarks/wotr_cards_same_play.json is the record of 120 games made before the first speed
change (its `check` must keep passing while play is meant to stay the same).

Plays N random games (seeds 0.., every scenario and player count in turn, choices from
Random(seed)) and digests, game by game, every seat's legal actions in offered order at
every step, the action taken, and the final state's fingerprint. `record` writes the digests
before a change, `check` replays after it and names the first game that differs.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Sequence

from lotr_table.engine import registry
from lotr_table.engine.playout import seeded_digest

LIMIT = 5000


def digest_game(game, options, seed: int) -> dict:
    return seeded_digest(game, options, seed, LIMIT)


def play_all(games: int) -> list[dict]:
    game = registry.get_game("wotr_cards")
    variants = game.selfplay_options()
    return [digest_game(game, variants[n % len(variants)], n) for n in range(games)]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=("record", "check"))
    parser.add_argument("file", type=Path)
    parser.add_argument("--games", type=int, default=120, help="games to digest when recording (default 120)")
    args = parser.parse_args(argv)
    if args.mode == "record":
        args.file.write_text(json.dumps(play_all(args.games), indent=0) + "\n")
        print(f"recorded {args.games} games")
        return 0
    recorded = json.loads(args.file.read_text())
    now = play_all(len(recorded))
    differing = [r["seed"] for r, n in zip(recorded, now) if r != n]
    print(json.dumps({"games": len(recorded), "differing": len(differing), "first": differing[:5]}))
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
