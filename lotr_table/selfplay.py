"""`lotr-table selfplay`: random legal playouts with every check switched on.

After each action the game's invariants are checked, and every seat's view is checked for
the other seats' secrets and for being plain JSON. Any problem fails the run, so CI can
play thousands of games per rules change.
"""

from __future__ import annotations

import json
import random
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from lotr_table.engine import registry
from lotr_table.engine.game import Game
from lotr_table.engine.playout import Stuck, random_decision
from lotr_table.engine.secrets import twin_leaks
from lotr_table.replay import winner_names

SHOWN_PROBLEMS = 10


@dataclass
class Report:
    game: str
    games: int = 0
    finished: int = 0
    errors: int = 0
    invariant_violations: int = 0
    view_leaks: int = 0
    wins: Counter = field(default_factory=Counter)
    actions: int = 0
    seconds: float = 0.0
    problems: list[str] = field(default_factory=list)   # the first few, for a person to read
    # the options played, told in the JSON line when they set a turn limit: a game that stops
    # at one only in self-play says so (War of the Ring until the Fellowship and the Hunt)
    limited: list[dict] = field(default_factory=list)
    # what a game counts of each finished game (its `selfplay_tally`: cards played ...), summed;
    # a name "kind:item" counts one item, told in "never" when no game had it
    tally: dict = field(default_factory=dict)
    # the fewest of each total (a name without ":") one finished game counted: whether every
    # game played an event and a combat card, not only how many on average
    fewest: dict = field(default_factory=dict)

    @property
    def failed(self) -> bool:
        return bool(self.errors or self.invariant_violations or self.view_leaks)

    def note(self, problem: str) -> None:
        if len(self.problems) < SHOWN_PROBLEMS:
            self.problems.append(problem)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "games": self.games,
            "finished": self.finished,
            "errors": self.errors,
            "invariant_violations": self.invariant_violations,
            "view_leaks": self.view_leaks,
            "wins": dict(sorted(self.wins.items())),
            "mean_actions": round(self.actions / self.games, 2) if self.games else 0.0,
            "actions_per_second": round(self.actions / self.seconds, 1) if self.seconds else 0.0,
            "seconds": round(self.seconds, 3),
        } | ({"options": self.limited} if self.limited else {}) | self._tally_json()

    def _tally_json(self) -> dict[str, Any]:
        if not self.tally:
            return {}
        totals = {k: v for k, v in self.tally.items() if ":" not in k}
        counted: dict[str, dict[str, int]] = {}
        for k, v in self.tally.items():
            if ":" in k:
                kind, _, item = k.partition(":")
                counted.setdefault(kind, {})[item] = v
        never = {kind: sorted(i for i, v in items.items() if v == 0) for kind, items in sorted(counted.items())}
        # an item none of whose kinds was ever counted (a card neither half of which was played)
        items = {i for c in counted.values() for i in c}
        never_any = sorted(i for i in items if not any(c.get(i) for c in counted.values()))
        per_game = {k: round(v / self.finished, 2) for k, v in totals.items()} if self.finished else {}
        return {"tally_per_game": per_game, "fewest_in_a_game": dict(sorted(self.fewest.items())),
                "never": never, "never_any": never_any,
                "counted": {kind: dict(sorted(c.items())) for kind, c in sorted(counted.items())}}


def play(game: Game, games: int, seed: int, max_actions: int = 5000, options: Any = None,
         progress: Any = None) -> Report:
    """Play `games` games with seeds seed, seed+1, ...; each game's choices come from
    Random(its seed), so a game is played alike alone or in any run (a run split by seeds
    plays the same games as the whole, and a finding is replayed by its seed).

    Without `options`, a game that offers `selfplay_options()` (e.g. every player count) has
    its games spread over those by seed (seed % their number); otherwise the default options
    are played.
    `progress(report)`, if given, is called after each game (a long run tells how far it is)."""
    report = Report(game.id)
    if options is not None:
        variants = [options]
    else:
        offered = getattr(game, "selfplay_options", None)
        variants = list(offered()) if offered is not None else [game.Options()]
    report.limited = [v.model_dump() for v in variants if getattr(v, "turn_limit", None) is not None]
    started = time.perf_counter()
    for number in range(games):
        report.games += 1
        game_seed = seed + number
        chosen = variants[game_seed % len(variants)]
        _play_one(game, chosen, game.seats(chosen), game_seed, random.Random(game_seed), max_actions, report)
        report.seconds = time.perf_counter() - started
        if progress is not None:
            progress(report)
    return report


def _play_one(game: Game, options: Any, seats: list, game_seed: int, rng: random.Random,
              max_actions: int, report: Report) -> None:
    index = 0

    def error(what: str) -> None:
        report.errors += 1
        report.note(f"game seed {game_seed}, action {index}: error: {what}")

    # a game may give its own random legal player (War of the Ring leans to each side's aims,
    # so that random games reach a victory); the uniform one otherwise
    decide = getattr(game, "selfplay_decision", None) or (lambda state, rng: random_decision(game, state, rng))
    lines = _LogLines(game)
    try:
        state = game.setup(options, game_seed)
        _check(game, state, seats, report, f"game seed {game_seed}, action 0", lines=lines,
               twin_seed=game_seed * 100_003)
        while (outcome := game.outcome(state)) is None:
            if index >= max_actions:
                return error(f"the game did not end within {max_actions} actions")
            seat, action = decide(state, rng)
            try:
                state = game.apply(state, seat, action)
            except Exception as failure:        # a legal action must never be refused or crash
                return error(f"apply(seat {seat}, {action!r}) raised {_short(failure)}")
            index += 1
            report.actions += 1
            ended = game.outcome(state) is not None
            _check(game, state, seats, report, f"game seed {game_seed}, action {index}",
                   every_json=ended or index % JSON_EVERY == 0, twin=ended or index % TWIN_EVERY == 0,
                   lines=lines, whole=ended, twin_seed=game_seed * 100_003 + index)
    except Stuck as stuck:
        return error(str(stuck))
    except Exception as failure:
        return error(_short(failure))
    if game.to_act(state):
        report.invariant_violations += 1
        report.note(f"game seed {game_seed}, action {index}: invariant: seats still to act after the outcome")
    report.finished += 1
    counted = getattr(game, "selfplay_tally", None)
    if counted is not None:
        for k, v in counted(state).items():
            report.tally[k] = report.tally.get(k, 0) + v
            if ":" not in k:
                report.fewest[k] = min(report.fewest.get(k, v), v)
    for side in winner_names(outcome) or ["draw"]:
        report.wins[side] += 1


# Encoding every seat's view as JSON after every action costs more than the game itself once
# the log is long: the views of the seats to act are encoded every time without their log,
# every seat's view each JSON_EVERY actions and at the end. The twin-world check
# (engine/secrets.py: the view of a resampled twin must not differ) costs a resample and a
# view per seat: every TWIN_EVERY actions and at the end. The game's own leak checks and the
# invariants are checked for every seat after every action.
#
# A zone game's log (engine/log_chain.py) only grows, so its views are built without it
# (`view_without_log`) and each line is checked once, as it is said: encoded as JSON as the
# view shows it. The whole views, log and all, are built and encoded at the game's end. The
# twin keeps the state's very log, so comparing the views without it finds what comparing
# the whole views found (secrets.twin_leaks compares the whole views if a twin's log differs).
JSON_EVERY = 10
TWIN_EVERY = 50


class _LogLines:
    """The log lines said since the last check, for a game whose views have them in a chain."""

    def __init__(self, game: Game) -> None:
        self.view_of = getattr(game, "view_without_log", None)
        self.seen: Any = None

    def new(self, state: Any) -> list:
        node, fresh = state.log, []
        while node is not None and node is not self.seen:
            event, node = node
            fresh.append(event)
        self.seen = state.log
        return fresh


def _check(game: Game, state: Any, seats: list, report: Report, where: str, every_json: bool = True,
           twin: bool = True, lines: _LogLines | None = None, whole: bool = True, twin_seed: int = 0) -> None:
    for problem in game.invariants(state):
        report.invariant_violations += 1
        report.note(f"{where}: invariant: {problem}")
    view_of = lines.view_of if lines is not None and not whole else None
    if view_of is not None:
        for _, template, args in lines.new(state):
            try:
                json.dumps({"template": template, "args": dict(args)})
            except (TypeError, ValueError) as failure:
                raise ValueError(f"the log line {template!r} is not JSON: {failure}") from failure
    to_act = set(game.to_act(state))
    own = game.own_view(state, frozenset()) if view_of is not None and getattr(game, "own_view_public", False) else None
    for seat in seats:
        view = game.view(state, seat) if view_of is None else view_of(state, seat, own=own)
        if every_json or seat in to_act:
            try:
                json.dumps(view if every_json else {k: v for k, v in view.items() if k != "log"})
            except (TypeError, ValueError) as failure:
                raise ValueError(f"the view of seat {seat} is not JSON: {failure}") from failure
        found = game.leaks(state, seat, view)
        if twin:
            found = found + twin_leaks(game, state, seat, view, random.Random(twin_seed), view_of)
        for leak in found:
            report.view_leaks += 1
            report.note(f"{where}: leak to seat {seat}: {leak}")


def _short(failure: Exception) -> str:
    # Where it broke, in one line: enough to find it without a page of traceback.
    frames = traceback.extract_tb(failure.__traceback__)
    place = f" at {frames[-1].filename}:{frames[-1].lineno}" if frames else ""
    return f"{type(failure).__name__}: {failure}{place}"


def command(game_id: str, games: int, seed: int, max_actions: int, options_json: str | None = None) -> int:
    try:
        game = registry.get_game(game_id)
    except KeyError:
        print(f"unknown game {game_id!r}; known games: {', '.join(registry.game_ids())}", file=sys.stderr)
        return 2
    options = None
    if options_json is not None:
        try:
            options = game.Options.model_validate(json.loads(options_json))
        except ValueError as bad:       # bad JSON and pydantic's ValidationError alike
            print(f"bad --options for {game_id}: {bad}", file=sys.stderr)
            return 2
    told = 0

    def progress(report: Report) -> None:
        # a long run (500 games of War of the Ring take an hour) tells its problems as they come
        nonlocal told
        for problem in report.problems[told:]:
            print(problem, file=sys.stderr, flush=True)
        told = len(report.problems)

    report = play(game, games, seed, max_actions, options, progress)
    summary = report.to_json()
    print(json.dumps(summary))
    for kind, never in summary.get("never", {}).items():
        counted = summary["counted"][kind]
        print(f"{kind}: {len(counted) - len(never)} of {len(counted)} played; never: {', '.join(never) or 'none'}",
              file=sys.stderr)
    return 1 if report.failed else 0
