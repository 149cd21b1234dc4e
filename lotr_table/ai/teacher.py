"""The computer as a teacher: what the search would do in a seat's place, and how a decision
made compares with the best it saw. No Qt.

Both go through a SeatEye, as a computer player does: a hint or an analysis of a decision
knows what the seat knew at that moment and nothing more (the twin-world tests prove it).

    hint(game, state, seat, rng)            the options the search weighed, best first
    weigh_decision(game, state, seat, chosen, rng)
                                            one decision made: the best option's estimate
                                            against the chosen one's
    decisions(game, states, entries, people)
                                            which moves of a game were a person's decisions

Figures are chances to win, 0..1 (in the cooperative game: to come through the adventure at hand); the
search's own grade decides the order. A game's table and computer player are all a game
needs for hints: the search is the same for every game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from lotr_table.ai.eye import SeatEye
from lotr_table.ai.knowledge import knowledge_for
from lotr_table.ai.mcts import LEVELS, Budget, MCTSPlayer, Weight
from lotr_table.engine.action import Action
from lotr_table.engine.game import Game, Seat

# A turning point: the chosen option's chance this far (or more) below the best option's.
TURNING_POINT = 0.15
# How many options a hint shows.
SHOWN = 3


def budget(game: Game, level: str = "normal") -> Budget:
    """The search's budget at a level for this game (a game may price its own levels)."""
    priced = getattr(knowledge_for(game), "levels", {}).get(level)
    return Budget(**priced) if priced is not None else LEVELS[level]


def analysis_budget(game: Game) -> Budget:
    """Per decision of a game analysed afterwards: the normal level's iterations in a tenth of
    its time, so that with the fair tries after it (`fair`) a 300-decision game is weighed
    within a minute on one core (The Confrontation: about 0.15 s a decision)."""
    normal = budget(game, "normal")
    return Budget(iterations=normal.iterations, seconds=normal.seconds / 10)


def fair(level_budget: Budget) -> int:
    """How many simulated games the favourite and the option chosen each rest on, at least:
    a turning point is never one lucky game; more would cost the analysis its minute."""
    return max(4, min(16, level_budget.iterations // 40))


@dataclass(frozen=True)
class Hint:
    seat: Seat
    weights: tuple[Weight, ...]     # every option, the one the search recommends first

    @property
    def best(self) -> Weight:
        return self.weights[0]

    def shown(self, n: int = SHOWN) -> tuple[Weight, ...]:
        return self.weights[:n]


def hint(game: Game, state: Any, seat: Seat, rng: random.Random, *, level_budget: Budget | None = None,
         progress: Callable[[float], None] | None = None, eye: SeatEye | None = None) -> Hint:
    """What the normal-level search would do in `seat`'s place, from its view only. `eye`: a
    SeatEye of that seat on `state` to search through (one that can be stopped)."""
    eye = eye or SeatEye(game, state, seat)
    searcher = MCTSPlayer(level_budget or budget(game), name="teacher")
    legal = eye.legal_actions()
    if len(legal) == 1:
        return Hint(seat, (Weight(legal[0], 0, 0.0, 0.0),))
    return Hint(seat, tuple(searcher.weigh(eye, rng, progress=progress)))


@dataclass(frozen=True)
class Weighed:
    """One decision made, weighed from the seat's view at that moment."""
    index: int                  # the action's place in the game (the position before it)
    seat: Seat
    chosen: Action
    chosen_chance: float
    best: Action
    best_chance: float
    # the chances of every option tried, best first (the chart and the review's words)
    options: tuple[tuple[Action, float], ...] = ()

    @property
    def turning_point(self) -> bool:
        return self.chosen != self.best and self.best_chance - self.chosen_chance >= TURNING_POINT - 1e-9

    def to_json(self) -> dict:
        return {"index": self.index, "seat": self.seat, "chosen": self.chosen.to_json(),
                "chosen_chance": round(self.chosen_chance, 4), "best": self.best.to_json(),
                "best_chance": round(self.best_chance, 4),
                "options": [[a.to_json(), round(c, 4)] for a, c in self.options]}

    @classmethod
    def from_json(cls, raw: dict) -> Weighed:
        return cls(int(raw["index"]), int(raw["seat"]), Action.from_json(raw["chosen"]),
                   float(raw["chosen_chance"]), Action.from_json(raw["best"]), float(raw["best_chance"]),
                   tuple((Action.from_json(a), float(c)) for a, c in raw.get("options", [])))


def weigh_decision(game: Game, state: Any, seat: Seat, chosen: Action, rng: random.Random, index: int = 0, *,
                   level_budget: Budget | None = None, eye: SeatEye | None = None) -> Weighed:
    """The decision `seat` made in `state` (it chose `chosen`), from its view then: the best
    option the search found and both chances. The search's favourite and the option chosen
    are each tried a fair number of times more (`fair`), so a turning point rests on more
    than a lucky simulated game or two."""
    eye = eye or SeatEye(game, state, seat)
    chosen_budget = level_budget or analysis_budget(game)
    least = fair(chosen_budget)
    searcher = MCTSPlayer(chosen_budget, name="analysis")
    weights = searcher.weigh(eye, rng, also=chosen, fair=least)
    sure = [w for w in weights if w.visits >= least] or weights[:1]
    best = max(sure, key=lambda w: (w.wins, w.visits))
    mine = next((w for w in weights if w.action == chosen), None)
    chosen_chance = mine.wins if mine is not None else best.wins
    options = tuple((w.action, w.wins) for w in sorted(sure, key=lambda w: -w.wins))
    return Weighed(index, seat, chosen, chosen_chance, best.action, best.wins, options)


def decisions(game: Game, entries: Iterable[tuple[Seat, Action]], states_at: Callable[[int], Any],
              people: Iterable[Seat]) -> list[int]:
    """The indices of the actions of a game that were a person's decisions: one of `people`
    acted, with more than one option."""
    people = set(people)
    out = []
    for index, (seat, _) in enumerate(entries):
        if seat in people and len(game.legal_actions(states_at(index), seat)) > 1:
            out.append(index)
    return out
