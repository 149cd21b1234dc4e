"""The game's vocabulary of card behaviours (engine/behaviours.py): the conditions, costs
and effects the starter decks' texts are written in. A cost or effect that makes its player
choose (which Hobbit, which card) registers the choices too (`choices`), so that a use of
an ability is one whole Action: `cost` and `target` name what was chosen."""

from __future__ import annotations

from itertools import combinations
from typing import Any, Callable, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from lotr_table.engine.behaviours import Context
from lotr_table.games.lotr_tcg.state import VOCAB

COST_CHOICES: dict[str, Callable] = {}     # name -> (s, ctx, params) -> list of values
EFFECT_CHOICES: dict[str, Callable] = {}   # name -> (s, ctx, params, cost_value) -> list of values
NO_CHOICE = (None,)


class P(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class During(P):
    phases: tuple[str, ...]
    spot: str = ""
    count: int = 1
    pool_below: int = 0


class Spot(P):
    filter: str
    count: int = Field(1, ge=1)


class Filter(P):
    filter: str = ""


class AboutToWound(P):
    filter: str
    skirmish: bool = False
    ring_off: bool = False
    spot: str = ""


class Arrived(P):
    unless_spot: str = ""
    spot: str = ""


class Reveal(P):
    to_all: bool = False


class PlayedSelf(P):
    spot: str = ""


class Exert(P):
    filter: str
    count: int = 1


class N(P):
    n: int = Field(ge=1)


class FromHand(P):
    filter: str = ""
    count: int = 1


class Strength(P):
    filter: str
    amount: int
    bonus: int = 0
    bonus_if: str = ""
    same_as_cost: bool = False
    per_spot: str = ""
    limit: int = 0


class StrengthAll(P):
    filter: str
    amount: int
    until: Literal["regroup"]     # each phase it may last until has its own log line (abilities.py)


class PlayFrom(P):
    filter: str
    discount: int = 0


class SameAsCost(P):
    same_as_cost: bool = True


def chosen(ctx: Context) -> tuple[Any, Any]:
    """(cost value, target value) a use of an ability carries in its context's event."""
    if ctx.event and ctx.event[0] == "chosen":
        return ctx.event[1], ctx.event[2]
    return None, None


def condition(name: str, params=None):
    return VOCAB.condition(name, params)


def cost(name: str, params=None, choices: Callable | None = None):
    def register(fn):
        VOCAB.cost(name, params)(fn)
        COST_CHOICES[name] = choices or (lambda s, ctx, p: list(NO_CHOICE) if fn(s, ctx, p, False) else [])
        return fn
    return register


def effect(name: str, params=None, choices: Callable | None = None):
    def register(fn):
        VOCAB.effect(name, params)(fn)
        EFFECT_CHOICES[name] = choices or (lambda s, ctx, p, c: list(NO_CHOICE))
        return fn
    return register


def combos(items: list, n: int) -> list:
    return [tuple(c) for c in combinations(sorted(items), n)]


# -- words of the Gondor cards and the sites -------------------------------------------


class SiteKeyword(P):
    any: tuple[str, ...]


class GiveUntil(P):
    """A lasting change to characters the player chooses: `kind` is what the rules read
    (defender, damage, wound_cap, fights, strength, no_archery)."""
    kind: Literal["defender", "damage", "wound_cap", "fights", "strength", "no_archery"]
    filter: str
    amount: int = 1
    until: Literal["regroup", "skirmish", "maneuver"]
    same_as_cost: bool = False


class Together(P):
    """Several effects of one text, on the one target chosen for the first."""
    effects: tuple[dict, ...] = Field(min_length=2)

    @model_validator(mode="after")
    def _known(self) -> "Together":
        for raw in self.effects:          # each one checked as a card's own effect is
            VOCAB.part("effect", raw, "together")
        return self


class Title(P):
    title: str


class EventPlayed(P):
    timing: str
    skirmish_of: str = ""          # the skirmish being fought involves a character that fits
