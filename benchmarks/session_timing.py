"""How long do undo and stepping through a game take when a session keeps a snapshot every
SNAPSHOT_EVERY actions instead of every state? (Target: under 50 ms each.)

    python benchmarks/session_timing.py [--actions N] [--seed S] [--samples M]

Plays one cooperative game of 5 for N actions (default 3,000) through a Session. Random
play ends a game within a few hundred actions, so this one is made long the way a table
can make it: whenever a player may give another the floor he does, and the other passes
("floor", then "done" in the window), between random moves. Then it times M undos from
the end (the work of Session.undo, taken whether or not the rules would allow that undo),
M `state_at(i)` at random i, and loading the game's save; then `state_at(i)` at every i
of 10 ordinary random games of each game (heavier actions than floor and done). Prints
one JSON line.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Sequence

from lotr_table.engine import registry, saves
from lotr_table.engine.history import SNAPSHOT_EVERY
from lotr_table.engine.session import Session


def long_session(actions: int, seed: int) -> Session:
    game = registry.get_game("lotr_coop")
    session = Session(game, game.Options(players=5), seed)
    chooser = random.Random(seed)
    while len(session.actions) < actions and game.to_act(session.state):
        state = session.state
        seat = chooser.choice(game.to_act(state))
        legal = game.legal_actions(state, seat)
        asked = getattr(getattr(state, "pending", None), "kind", "")
        done = [a for a in legal if a.kind == "done"] if asked == "window" else []
        floor = [a for a in legal if a.kind == "floor"]
        if done:
            action = done[0]
        elif floor:
            action = chooser.choice(floor)
        else:
            action = chooser.choice(legal)
        session.apply(seat, action)
    return session


def ordinary_stepping(game_id: str, games: int, seed: int) -> dict[str, float]:
    """state_at(i) for every i of `games` random games of a game played to their end."""
    game = registry.get_game(game_id)
    options = game.Options(match=True) if game_id == "confrontation" else game.Options(players=4)
    samples = []
    for number in range(games):
        session, chooser = Session(game, options, seed + number), random.Random(seed + number)
        while game.to_act(session.state):
            seat = chooser.choice(game.to_act(session.state))
            session.apply(seat, chooser.choice(game.legal_actions(session.state, seat)))
        for index in range(len(session.actions) + 1):
            started = time.perf_counter()
            session.state_at(index)
            samples.append(time.perf_counter() - started)
    return milliseconds(samples)


def milliseconds(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {"median_ms": round(statistics.median(ordered) * 1000, 3),
            "p90_ms": round(ordered[int(len(ordered) * 0.9)] * 1000, 3),
            "max_ms": round(ordered[-1] * 1000, 3)}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--actions", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=200)
    args = parser.parse_args(argv)

    session = long_session(args.actions, args.seed)
    taken = len(session.actions)
    history = session._history
    result = {"game": "lotr_coop", "actions": taken, "snapshot_every": SNAPSHOT_EVERY,
              "states_held": history.snapshot_count + 2}

    chooser = random.Random(args.seed)
    stepping = []
    for _ in range(args.samples):
        index = chooser.randrange(taken + 1)
        started = time.perf_counter()
        session.state_at(index)
        stepping.append(time.perf_counter() - started)
    result["state_at"] = milliseconds(stepping)

    with tempfile.TemporaryDirectory() as folder:
        path = session.to_save(Path(folder) / "long.lotrsave")
        started = time.perf_counter()
        saves.load(path)
        result["load_ms"] = round((time.perf_counter() - started) * 1000, 1)
        result["save_kb"] = round(path.stat().st_size / 1024, 1)

    undoing = []
    for _ in range(min(args.samples, taken)):
        seat = session.actions[-1][0]
        started = time.perf_counter()
        session.undo_refusal(seat)       # what the table asks before each undo
        history.pop()                    # what Session.undo then does
        undoing.append(time.perf_counter() - started)
    result["undo"] = milliseconds(undoing)
    result["state_at_in_random_games"] = {game_id: ordinary_stepping(game_id, 10, args.seed)
                                          for game_id in ("confrontation", "lotr_coop")}
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
