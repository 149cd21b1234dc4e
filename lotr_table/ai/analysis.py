"""A game analysed after its end: every decision a person made, weighed from that person's
view at that moment (teacher.weigh_decision), kept in a file beside the save. No Qt.

    <save>.analysis.json
    {"format": "lotr-table-analysis", "schema": 1, "game": "confrontation",
     "final_sha256": "…",          (the save's: an analysis of another game is not used)
     "people": [0], "decisions": 143,
     "weighed": [{"index": 3, "seat": 0, "chosen": {…}, "chosen_chance": 0.41,
                  "best": {…}, "best_chance": 0.62, "options": [[{…}, 0.62], …]}, …]}

The replay itself is never touched. The file is written after each decision weighed, so a
run stopped (or a program closed) goes on from where it was: `run` skips what the file
already holds. Each decision's search has its own seed (its index), so a decision weighed
again, or weighed in a resumed run, comes out the same.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

from lotr_table.ai.knowledge import knowledge_for
from lotr_table.ai.mcts import Budget
from lotr_table.ai.teacher import Weighed, weigh_decision
from lotr_table.engine import folders
from lotr_table.engine.action import Action
from lotr_table.engine.game import Game, Seat

FORMAT = "lotr-table-analysis"
SCHEMA = 1
SUFFIX = ".analysis.json"


def beside(save: Path | str) -> Path:
    """Where the analysis of a save is kept."""
    save = Path(save)
    return save.with_name(save.name + SUFFIX)


@dataclass
class Analysis:
    game: str
    final_sha256: str
    people: list[Seat]
    decisions: int = 0                          # how many decisions there are in all
    weighed: dict[int, Weighed] = field(default_factory=dict)

    @property
    def complete(self) -> bool:
        return len(self.weighed) >= self.decisions

    def turning_points(self) -> list[Weighed]:
        return [w for _, w in sorted(self.weighed.items()) if w.turning_point]

    def to_json(self) -> dict:
        return {"format": FORMAT, "schema": SCHEMA, "game": self.game, "final_sha256": self.final_sha256,
                "people": list(self.people), "decisions": self.decisions,
                "weighed": [w.to_json() for _, w in sorted(self.weighed.items())]}

    def write(self, path: Path | str) -> None:
        text = json.dumps(self.to_json(), ensure_ascii=False, indent=0)
        folders.write_atomically(Path(path), text.encode("utf-8"))


def read(path: Path | str, game: str, final_sha256: str) -> Analysis | None:
    """The analysis kept at `path` for this game, or None (none, another game's, damaged)."""
    try:
        raw = json.loads(Path(path).read_text(encoding="utf-8"))
        if raw.get("format") != FORMAT or raw.get("game") != game or raw.get("final_sha256") != final_sha256:
            return None
        weighed = [Weighed.from_json(w) for w in raw["weighed"]]
        return Analysis(game, final_sha256, [int(s) for s in raw["people"]], int(raw["decisions"]),
                        {w.index: w for w in weighed})
    except (OSError, ValueError, KeyError, TypeError):
        return None


def decisions(game: Game, start: Any, entries: Iterable[tuple[Seat, Action]],
              people: Iterable[Seat]) -> Iterator[tuple[int, Any, Seat, Action]]:
    """The game replayed from `start`: each decision a person made (one of `people` acted
    with more than one option) as (index, the state before it, seat, the action chosen)."""
    people = set(people)
    state = start
    for index, (seat, action) in enumerate(entries):
        if seat in people and len(game.legal_actions(state, seat)) > 1:
            yield index, state, seat, action
        state = game.apply(state, seat, action)


def run(game: Game, start: Any, entries: list[tuple[Seat, Action]], analysis: Analysis, *,
        budget: Budget | None = None, done: Callable[[Analysis], None] | None = None,
        stopped: Callable[[], bool] = lambda: False) -> Analysis:
    """Weigh every decision `analysis` does not hold yet; `done(analysis)` after each (to keep
    it, to tell the progress); `stopped()` asked before each, to end the run early."""
    found = list(decisions(game, start, entries, analysis.people))
    analysis.decisions = len(found)
    if done is not None:
        done(analysis)          # how many there are, before the first is weighed
    for index, state, seat, action in found:
        if index in analysis.weighed:
            continue
        if stopped():
            break
        analysis.weighed[index] = weigh_decision(game, state, seat, action, random.Random(index), index,
                                                 level_budget=budget)
        if done is not None:
            done(analysis)
    return analysis


def together(game: Game) -> bool:
    """Whether the game's seats win or lose together (its computer knowledge says so)."""
    return bool(getattr(knowledge_for(game), "together", False))


def chances(analysis: Analysis, seats: list[Seat], together: bool = False) -> dict[Seat | None, list[tuple[int, float]]]:
    """Each side's estimated chance to win over the game, for the chart: at each decision
    weighed, the deciding seat's best chance; in a game of two sides, the other side's is the
    rest. Seats that win or lose together (`together`) have one line, under None."""
    if together:
        return {None: [(index, w.best_chance) for index, w in sorted(analysis.weighed.items())]}
    lines: dict[Seat | None, list[tuple[int, float]]] = {seat: [] for seat in seats}
    for index, w in sorted(analysis.weighed.items()):
        lines.setdefault(w.seat, []).append((index, w.best_chance))
        if len(seats) == 2:
            other = seats[1] if w.seat == seats[0] else seats[0]
            lines[other].append((index, 1.0 - w.best_chance))
    return lines


# ---- in a worker process ---------------------------------------------------------------


def job(game: Game, options: Any, seed: int, entries: Iterable[tuple[Seat, Action]], people: Iterable[Seat],
        path: Path | str, final_sha256: str) -> dict:
    """What a worker process needs to analyse a game: plain data (it is sent to another
    process), the game by its id and the actions as JSON."""
    return {"game": game.id, "options": options.model_dump(mode="json"), "seed": seed,
            "entries": [[seat, action.to_json()] for seat, action in entries],
            "people": sorted(people), "path": str(path), "final_sha256": final_sha256}


def work(task: dict, told, stop) -> None:
    """A worker process's whole run: weigh the game's decisions not yet in the file at
    task["path"], writing it after each, and tell ("progress", done, total) on `told` (a
    queue) until ("finished", done, total) or ("stopped", done, total); `stop` (an event)
    ends it after the decision being weighed."""
    from lotr_table.engine import registry
    try:
        game = registry.get_game(task["game"])
        options = game.Options.model_validate(task["options"])
        entries = [(int(seat), Action.from_json(action)) for seat, action in task["entries"]]
        path = Path(task["path"])
        analysis = read(path, game.id, task["final_sha256"]) or Analysis(
            game.id, task["final_sha256"], [int(s) for s in task["people"]])

        def done(a: Analysis) -> None:
            a.write(path)
            told.put(("progress", len(a.weighed), a.decisions))

        run(game, game.setup(options, task["seed"]), entries, analysis, done=done, stopped=stop.is_set)
        analysis.write(path)
        told.put(("finished" if analysis.complete else "stopped", len(analysis.weighed), analysis.decisions))
    except Exception as error:          # said to the table, which says it to the person
        told.put(("failed", f"{type(error).__name__}: {error}", 0))
