"""Write the War of the Ring table's demo positions (lotr_table/table/wotr/data/demo_positions.json):
a game played by the rule-of-thumb player on both sides from a fixed seed, and the readable
position (the game's `position_of`) of chosen moments of it: `midgame`, the Free Peoples
choosing a die in turn 4; `late`, the Free Peoples choosing their first die of the war's last turn
but one. Run again after a rules change that makes the old positions unreadable:

    .venv/bin/python tools/wotr_demo_positions.py [--seed N]
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

from lotr_table.ai.eye import SeatEye
from lotr_table.engine import registry
from lotr_table.games.wotr.heuristic import Heuristic

OUT = Path(__file__).resolve().parent.parent / "lotr_table" / "table" / "wotr" / "data" / "demo_positions.json"


def _choosing_a_die(game, s) -> bool:
    q = s.pending
    return q is not None and q.kind == "opportunity" and q.seat == 0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args()
    game = registry.get_game("wotr")
    s = game.setup(game.Options(), args.seed)
    rng = random.Random(args.seed)
    player = Heuristic()
    moments = []
    while game.outcome(s) is None:
        if _choosing_a_die(game, s):
            moments.append((s.turn, game.position_of(s)))
        seat = game.to_act(s)[0]
        s = game.apply(s, seat, player.choose(SeatEye(game, s, seat), rng))
    midgame = next(p for turn, p in moments if turn >= 4)
    # the first die the Free Peoples choose in the turn before the last: the war's last two turns
    last = moments[-1][0]
    late = next((m for m in moments if m[0] >= last - 1), moments[-1])
    OUT.write_text(json.dumps({"source": f"tools/wotr_demo_positions.py --seed {args.seed}",
                               "midgame": midgame, "late": late[1]}, ensure_ascii=False, sort_keys=True) + "\n",
                   encoding="utf-8")
    print(f"{OUT}: the game ended in turn {s.turn}: {game.outcome(s).reason}; late is turn {late[0]}")


if __name__ == "__main__":
    main()
