"""Typed decisions: the few shapes every question of every game takes.

A question asks one seat (or several) to decide; its *shape* says how the choice is made,
so that the table has one widget per shape and a computer player one policy per shape,
instead of one of each per card. Every shape still enumerates its legal Actions (the Game
protocol's `legal_actions`), and describes itself as plain JSON for the view:

    {"shape": "choose_one", "options": [<action json>, ...]}
    {"shape": "choose_n", "kind": "discard", "items": [...], "min": 1, "max": 2}
    {"shape": "assign", "kind": "assign", "items": [...], "targets": [...]}
    {"shape": "order", "kind": "order", "items": [...]}
    {"shape": "number", "kind": "bid", "min": 0, "max": 5}
    {"shape": "yes_no", "kind": "accept"}

A decision that would be a product of several choices (War of the Ring's die x army x units
x destination) is not one shape: it is asked in steps (engine/flow.py, `Compound`), each
step one of the shapes above, the partial choice kept in the state.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, permutations
from typing import Any

from lotr_table.engine.action import Action

# Past this many enumerated actions a shape is asked in steps instead (see flow.Compound):
# a list of thousands of actions is slow to search and unreadable as buttons.
ENUMERATION_LIMIT = 2000


@dataclass(frozen=True, slots=True)
class ChooseOne:
    """Pick one of a list of actions (the common case: a move, a card, pass)."""
    options: tuple[Action, ...]

    def actions(self) -> list[Action]:
        return list(self.options)

    def to_json(self) -> dict[str, Any]:
        return {"shape": "choose_one", "options": [a.to_json() for a in self.options]}


@dataclass(frozen=True, slots=True)
class ChooseN:
    """Pick between `min` and `max` of `items` (no order): `Action(kind, items=(...))`, the
    chosen items in the order they are listed here."""
    kind: str
    items: tuple
    min: int
    max: int

    def actions(self) -> list[Action]:
        out = []
        top = min(self.max, len(self.items))
        for n in range(self.min, top + 1):
            for chosen in combinations(self.items, n):
                out.append(Action(self.kind, items=chosen))
        _check_size(out, self)
        return out

    def to_json(self) -> dict[str, Any]:
        return {"shape": "choose_n", "kind": self.kind, "items": list(self.items),
                "min": self.min, "max": self.max}


@dataclass(frozen=True, slots=True)
class Assign:
    """Give each item one of its allowed targets: `Action(kind, pairs=((item, target), ...))`,
    items in the order listed. `allowed[i]` are the targets item i may go to."""
    kind: str
    items: tuple
    allowed: tuple[tuple, ...]

    def actions(self) -> list[Action]:
        out: list[Action] = []

        def walk(i: int, pairs: tuple) -> None:
            if i == len(self.items):
                out.append(Action(self.kind, pairs=pairs))
                return
            for target in self.allowed[i]:
                walk(i + 1, pairs + ((self.items[i], target),))
        walk(0, ())
        _check_size(out, self)
        return out

    def to_json(self) -> dict[str, Any]:
        return {"shape": "assign", "kind": self.kind, "items": list(self.items),
                "allowed": [list(a) for a in self.allowed]}


@dataclass(frozen=True, slots=True)
class Order:
    """Put items in an order (triggers that happen at once, cards returned to a deck):
    `Action(kind, items=(first, ...))`."""
    kind: str
    items: tuple

    def actions(self) -> list[Action]:
        out = [Action(self.kind, items=p) for p in permutations(self.items)]
        _check_size(out, self)
        return out

    def to_json(self) -> dict[str, Any]:
        return {"shape": "order", "kind": self.kind, "items": list(self.items)}


@dataclass(frozen=True, slots=True)
class Number:
    """A whole number from `min` to `max`: `Action(kind, n=...)` (a bid, how many to pay)."""
    kind: str
    min: int
    max: int

    def actions(self) -> list[Action]:
        return [Action(self.kind, n=n) for n in range(self.min, self.max + 1)]

    def to_json(self) -> dict[str, Any]:
        return {"shape": "number", "kind": self.kind, "min": self.min, "max": self.max}


@dataclass(frozen=True, slots=True)
class YesNo:
    """Accept or refuse: `Action("yes")` / `Action("no")` (a joint proposal, an optional
    trigger)."""
    kind: str

    def actions(self) -> list[Action]:
        return [Action("yes"), Action("no")]

    def to_json(self) -> dict[str, Any]:
        return {"shape": "yes_no", "kind": self.kind}


Shape = ChooseOne | ChooseN | Assign | Order | Number | YesNo


class TooManyChoices(Exception):
    """A shape that would enumerate more actions than ENUMERATION_LIMIT: ask it in steps."""


def _check_size(out: list, shape: Any) -> None:
    if len(out) > ENUMERATION_LIMIT:
        raise TooManyChoices(f"{type(shape).__name__} {getattr(shape, 'kind', '')!r} has {len(out)} "
                             f"combinations; ask it in steps (flow.Compound)")


def shape_of(actions: Any) -> Shape:
    """A list of actions with no declared shape is a choice of one of them."""
    if isinstance(actions, (ChooseOne, ChooseN, Assign, Order, Number, YesNo)):
        return actions
    return ChooseOne(tuple(actions))
