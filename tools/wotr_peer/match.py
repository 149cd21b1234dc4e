"""Our player against the peer's computer player, our engine the referee.

    python -m tools.wotr_peer.match --ours mcts:normal --games 50 [--seed 0] [--workers 2]

plays `games` games with us as the Free Peoples and as many as the Shadow (the same setup
seeds both ways round) and prints one JSON line: wins per side with Wilson 95% intervals,
our decision times, and how often the peer's decision was mapped onto our options or fell
back to our rule of thumb (peer_player.py). Needs node and tools/wotr_peer/fetch.sh run first."""

from __future__ import annotations

import argparse
import collections
import json
import math
import multiprocessing
import random
import time

from lotr_table.ai.eye import SeatEye
from lotr_table.ai.specs import player_from_spec
from lotr_table.engine import registry
from lotr_table.games.wotr.board import FREE_PEOPLES, SHADOW
from lotr_table.games.wotr.players import seats_of_side
from tools.wotr_peer.peer_player import PeerPlayer, PeerProcess

MAX_ACTIONS = 5000


def wilson(wins: int, n: int, z: float = 1.96) -> list[float]:
    if not n:
        return [0.0, 1.0]
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return [round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)]


def play_one(job: tuple[str, int, int, int]) -> dict:
    spec, seed, our_side, players = job
    game = registry.get_game("wotr")
    opts = game.Options.model_validate({"players": players})
    state = game.setup(opts, seed)
    ours = player_from_spec(spec, game)
    process = PeerProcess()
    peer = PeerPlayer(process)
    mine = set(seats_of_side(players, our_side))
    rng = random.Random(f"{seed}:{our_side}")
    times, actions = [], 0
    try:
        while (outcome := game.outcome(state)) is None and actions < MAX_ACTIONS:
            seat = game.to_act(state)[0]
            eye = SeatEye(game, state, seat)
            if seat in mine:
                started = time.thread_time()
                action = ours.choose(eye, rng)
                times.append(time.thread_time() - started)
            else:
                action = peer.choose(eye, rng)
            state = game.apply(state, seat, action)
            actions += 1
    finally:
        process.close()
    won = outcome is not None and bool(set(outcome.winners) & mine)
    return {"seed": seed, "side": our_side, "won": won, "finished": outcome is not None,
            "reason": outcome.reason if outcome else None, "times": times, "tally": dict(peer.tally)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ours", default="mcts:normal")
    parser.add_argument("--games", type=int, default=50, help="games per side")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--side", choices=("both", "free_peoples", "shadow"), default="both",
                        help="play only this side of ours (for tuning)")
    parser.add_argument("--each", help="append each finished game here as a JSON line (partial runs)")
    args = parser.parse_args(argv)
    sides = {"both": (FREE_PEOPLES, SHADOW), "free_peoples": (FREE_PEOPLES,), "shadow": (SHADOW,)}[args.side]
    jobs = [(args.ours, args.seed + i, side, args.players) for i in range(args.games) for side in sides]
    started = time.time()
    with multiprocessing.Pool(args.workers) as pool:
        results = []
        for r in pool.imap_unordered(play_one, jobs, chunksize=1):
            results.append(r)
            if args.each:
                with open(args.each, "a") as each:
                    each.write(json.dumps({k: v for k, v in r.items() if k != "times"}
                                          | {"cpu_mean": sum(r["times"]) / max(1, len(r["times"])),
                                             "cpu_max": max(r["times"], default=0), "decisions": len(r["times"])}) + "\n")
    out = {"ours": args.ours, "games_per_side": args.games, "seed": args.seed, "players": args.players}
    for side, name in ((FREE_PEOPLES, "free_peoples"), (SHADOW, "shadow")):
        mine = [r for r in results if r["side"] == side]
        if not mine:
            continue
        wins = sum(r["won"] for r in mine)
        out[name] = {"wins": wins, "games": len(mine), "rate": round(wins / len(mine), 4), "ci95": wilson(wins, len(mine)),
                     "unfinished": sum(not r["finished"] for r in mine),
                     "reasons": collections.Counter(r["reason"] for r in mine).most_common()}
    wins = sum(r["won"] for r in results)
    out["total"] = {"wins": wins, "games": len(results), "rate": round(wins / len(results), 4), "ci95": wilson(wins, len(results))}
    times = [t for r in results for t in r["times"]]
    out["our_decision_cpu_seconds"] = {"mean": round(sum(times) / len(times), 4), "max": round(max(times), 4),
                                       "decisions": len(times)}
    tally = collections.Counter()
    for r in results:
        tally.update(r["tally"])
    asked = sum(v for k, v in tally.items() if k == "mapped" or k.startswith("fallback"))
    out["peer_decisions"] = {"total": asked, "mapped": tally["mapped"],
                             "fallback_share": round(1 - tally["mapped"] / asked, 4) if asked else None,
                             "peer_errors": tally["peer_error"],
                             "fallbacks": dict(sorted(((k, v) for k, v in tally.items() if k.startswith("fallback")),
                                                      key=lambda kv: -kv[1]))}
    out["seconds"] = round(time.time() - started, 1)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
