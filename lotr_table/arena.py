"""`lotr-table arena`: two computer players meet over N games, sides alternating; one JSON
line of results.

Games 2k and 2k+1 share a setup seed and swap the players' seats, so each pair plays the
same deal both ways round. A simultaneous secret choice is put to every seat owing it on
the same state before any is applied, as the table's curtain does: no player ever decides
after seeing that the other has committed. Decision time is measured around each
player.choose call, single-option decisions included: the time it took (`mean`, `max`) and the
processor time it spent (`cpu_mean`, `cpu_max`: the search's budget is processor time, and on a
machine shared with other work the first runs longer than the second).
"""

from __future__ import annotations

import json
import math
import multiprocessing
import random
import sys
import time
from typing import Any

from lotr_table.ai.eye import SeatEye
from lotr_table.ai.specs import SpecError, player_from_spec
from lotr_table.engine import registry

MAX_ACTIONS = 5000
Z95 = 1.959963984540054


def play_one(game_id: str, specs: dict[str, str], index: int, seed: int, options: dict | None) -> dict[str, Any]:
    """One game: player "a" takes the side of seat 0 in even games and the other side in odd
    ones. Where the seats form two teams (War of the Ring: The Card Game's Free Peoples and
    Shadow), a player plays every seat of its team; otherwise a seat each, the rest to "b"."""
    game = registry.get_game(game_id)
    opts = game.Options.model_validate(options or {})
    players = {who: player_from_spec(spec, game) for who, spec in specs.items()}
    rngs = {who: random.Random(f"{seed}:{index}:{who}") for who in players}
    state = game.setup(opts, seed + index // 2)
    side_of = _sides(game, opts, state, list(game.seats(opts)))
    who_sits = _who_sits(side_of, index)
    sides = {}
    for seat, who in sorted(who_sits.items()):
        sides.setdefault(who, side_of[seat])
    times: dict[str, list[float]] = {"a": [], "b": []}
    cpu: dict[str, list[float]] = {"a": [], "b": []}
    actions = 0
    while (outcome := game.outcome(state)) is None and actions < MAX_ACTIONS:
        decided = []
        for seat in game.to_act(state):
            who = who_sits[seat]
            eye = SeatEye(game, state, seat)
            started, spent = time.perf_counter(), time.thread_time()
            action = players[who].choose(eye, rngs[who])
            times[who].append(time.perf_counter() - started)
            cpu[who].append(time.thread_time() - spent)
            decided.append((seat, action))
        for seat, action in decided:
            state = game.apply(state, seat, action)
            actions += 1
    winner = _winner(outcome.winners if outcome is not None else (), who_sits)
    return {"index": index, "winner": winner, "sides": sides, "actions": actions,
            "finished": outcome is not None,
            "times": {who: [sum(t), len(t), max(t, default=0.0), sum(cpu[who]), max(cpu[who], default=0.0)]
                      for who, t in times.items()}}


def _sides(game, opts, state, seats: list[int]) -> dict[int, str]:
    """Each seat's side: the side the game declares for it (the kernel's `seat_info`: War of
    the Ring's two to four seats are the Free Peoples and the Shadow), else the side its view
    names, else the seat itself."""
    declared = getattr(game, "seat_info", None)
    info = {s.seat: s.side for s in declared(opts)} if callable(declared) else {}
    return {seat: info.get(seat) or _side_name(game.view(state, seat), seat) for seat in seats}


def _who_sits(side_of: dict[int, str], index: int) -> dict[int, str]:
    """Where the seats form two sides of several seats, a player takes a whole side (a side
    wins or loses together), each side in turn; otherwise a seat each, the rest to "b"."""
    seats = sorted(side_of)
    teams = sorted(set(side_of.values()), key=lambda side: min(x for x in seats if side_of[x] == side))
    if len(teams) == 2 and len(seats) > 2:
        a_team = teams[index % 2]
        return {seat: "a" if side_of[seat] == a_team else "b" for seat in seats}
    a_seat = seats[index % 2]
    return {seat: "a" if seat == a_seat else "b" for seat in seats}


def _winner(winners, who_sits: dict[int, str]) -> str | None:
    """The player who won: the one at the winning seat, or at every winning seat of a side;
    None for a draw (no winner, or winners on both players' seats)."""
    if winners and len({who_sits[w] for w in winners}) == 1:
        return who_sits[winners[0]]
    return None


def _side_name(view: dict, seat: int) -> str:
    side = view.get("side") if isinstance(view, dict) else None
    return side if isinstance(side, str) else f"seat {seat}"


def _play_packed(job: tuple) -> dict[str, Any]:
    return play_one(*job)


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate (sound for small n and rates near 0 or 1)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def run(game_id: str, spec_a: str, spec_b: str, games: int, seed: int = 0, workers: int = 2,
        options: dict | None = None) -> dict[str, Any]:
    started = time.perf_counter()
    specs = {"a": spec_a, "b": spec_b}
    game = registry.get_game(game_id)
    for spec in specs.values():
        player_from_spec(spec, game)   # a bad spec fails here, not in a worker
    jobs = [(game_id, specs, i, seed, options) for i in range(games)]
    workers = max(1, min(workers, games))
    if workers == 1:
        results = [_play_packed(job) for job in jobs]
    else:
        with multiprocessing.Pool(workers) as pool:
            results = sorted(pool.imap_unordered(_play_packed, jobs), key=lambda r: r["index"])
    return summarise(game_id, specs, games, seed, results, time.perf_counter() - started)


def summarise(game_id: str, specs: dict[str, str], games: int, seed: int, results: list[dict],
              seconds: float) -> dict[str, Any]:
    wins = {"a": 0, "b": 0}
    by_side: dict[str, dict[str, int]] = {"a": {}, "b": {}}
    for who in ("a", "b"):
        for r in results:
            by_side[who].setdefault(r["sides"][who], 0)
    for r in results:
        who = r["winner"]
        if who is not None:
            wins[who] += 1
            by_side[who][r["sides"][who]] += 1
    timing = {}
    for who in ("a", "b"):
        total = sum(r["times"][who][0] for r in results)
        count = sum(r["times"][who][1] for r in results)
        spent = sum(r["times"][who][3] for r in results)
        timing[who] = {"mean": round(total / count, 4) if count else 0.0,
                       "max": round(max((r["times"][who][2] for r in results), default=0.0), 4),
                       "cpu_mean": round(spent / count, 4) if count else 0.0,
                       "cpu_max": round(max((r["times"][who][4] for r in results), default=0.0), 4),
                       "decisions": count}
    low, high = wilson(wins["a"], games)
    return {
        "game": game_id,
        "a": specs["a"],
        "b": specs["b"],
        "games": games,
        "seed": seed,
        "wins": wins,
        "draws": games - wins["a"] - wins["b"],
        "wins_by_side": by_side,
        "unfinished": sum(1 for r in results if not r["finished"]),
        "a_win_rate": round(wins["a"] / games, 4) if games else 0.0,
        "a_win_rate_ci95": [round(low, 4), round(high, 4)],
        "decision_seconds": timing,
        "seconds": round(seconds, 2),
    }


def command(game_id: str, spec_a: str, spec_b: str, games: int, seed: int, workers: int,
            options_text: str | None) -> int:
    if game_id not in registry.game_ids():
        print(f"unknown game {game_id!r}; known games: {', '.join(registry.game_ids())}", file=sys.stderr)
        return 2
    try:
        options = json.loads(options_text) if options_text else None
        if options is not None and not isinstance(options, dict):
            raise ValueError("--options must be a JSON object")
        result = run(game_id, spec_a, spec_b, games, seed, workers, options)
    except (SpecError, ValueError) as bad:
        print(f"arena: {bad}", file=sys.stderr)
        return 2
    print(json.dumps(result))
    return 0
