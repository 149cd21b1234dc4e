"""The game's vocabulary of card behaviours (engine/behaviours.py): the conditions, costs
and effects the starter decks' texts are written in. A cost or effect that makes its player
choose (which Hobbit, which card) registers the choices too (`choices`), so that a use of
an ability is one whole Action: `cost` and `target` name what was chosen."""

from __future__ import annotations

from itertools import combinations
from typing import Any, Callable, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from lotr_table.engine.action import Action
from lotr_table.engine.behaviours import Context
from lotr_table.games.lotr_tcg import cards as C
from lotr_table.games.lotr_tcg.flow import FLOW
from lotr_table.games.lotr_tcg.state import VOCAB

COST_CHOICES: dict[str, Callable] = {}     # name -> (s, ctx, params) -> list of values
EFFECT_CHOICES: dict[str, Callable] = {}   # name -> (s, ctx, params, cost_value) -> list of values
NO_CHOICE = (None,)
CHOOSING_COSTS: set[str] = set()          # the costs that make their player choose (which one, which cards)


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
    """An opponent's hand revealed (to all, or seen by its user alone); what the revealed hand
    then does, counted by the cards in it that fit `fits`: for each, its owner discards a card
    of his choice (`each_fit` "he_discards") or a twilight is removed (`each_fit`
    "remove_twilight", at most `limit`); or its user may discard one of those cards to draw
    `discard_fit_to_draw` cards."""
    to_all: bool = False
    fits: str = ""
    each_fit: Literal["", "he_discards", "remove_twilight"] = ""
    limit: int = Field(0, ge=0)
    discard_fit_to_draw: Literal[0, 2] = 0      # the one card that says it draws 2 (and its prompt says so)

    @model_validator(mode="after")
    def _then(self) -> "Reveal":
        if (bool(self.each_fit) or self.discard_fit_to_draw > 0) and not (self.to_all and self.fits):
            raise ValueError("what a revealed hand does is counted by `fits` on a hand revealed to all")
        if self.each_fit and self.discard_fit_to_draw:
            raise ValueError("reveal_hand does one thing with the cards that fit")
        if self.limit and self.each_fit != "remove_twilight":
            raise ValueError("limit counts the twilight removed")
        return self


class PlayedSelf(P):
    spot: str = ""


class Exert(P):
    filter: str
    count: int = 1
    any_number: bool = False        # "exert X": one or more, no more than the twilight pool holds


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
    damage: int = 0               # damage +N with the strength, for as long (Cleaving Blow)
    loser_discards: int = 0       # a minion losing to him discards that many at random (Ancient Enmity)
    per_spot_most: int = 0          # "(limit +4)": the most the spotted cards add
    per_spot_others: bool = False   # the card given strength is not counted among them
    and_fierce: bool = False        # and fierce until the regroup phase
    own_strength: bool = False      # the amount is this character's strength (Merry lends his)


class StrengthAll(P):
    filter: str
    amount: int
    until: Literal["regroup"]     # each phase it may last until has its own log line (abilities.py)


class PlayFrom(P):
    filter: str
    discount: int = 0
    spent: int = 0                  # twilight the ability's cost removes before the card is paid


class Wound(P):
    filter: str
    count: int = Field(1, ge=1)
    repeat: bool = False          # one character may take more than one of the wounds


class HealAll(P):
    filter: str
    times: int = Field(1, ge=1)


class ExertAdding(P):
    filter: str
    n: int = Field(ge=1)
    count: int = 1


class ArcheryTotal(P):
    side: Literal["fellowship", "minion"]
    amount: int
    # an archery action's change lasts until the assignment phase (the archery window closes
    # before the fire); one played in the archery phase's own text, to the end of that phase
    until: Literal["assignment", "archery_ends"] = "assignment"

    @model_validator(mode="after")
    def _said(self) -> "ArcheryTotal":
        if self.until == "archery_ends" and self.side != "fellowship":      # no card says it (nor its text)
            raise ValueError("only the fellowship archery total is changed to the end of the archery phase")
        return self


class AllyJoins(P):
    amount: int = 0


class TakeRevealed(P):
    """Cards of your draw deck revealed one by one and taken into hand if they fit `filter`,
    else discarded: as many as `n`, or as the cards spotted that fit `per_spot`; from the
    bottom (`from_bottom`); or every card taken, until one does not fit (`until_miss`). For
    each card not taken, `missed_discards` cards of your choice from hand go too."""
    n: int = Field(0, ge=0)
    filter: str
    per_spot: str = ""              # as many as the cards spotted that fit, in place of n
    from_bottom: bool = False
    until_miss: bool = False
    missed_discards: int = Field(0, ge=0, le=1)

    @model_validator(mode="after")
    def _how_many(self) -> "TakeRevealed":
        if self.until_miss:
            if self.n or self.per_spot or self.from_bottom or self.missed_discards:
                raise ValueError("until_miss takes no count, no bottom, no discards")
        elif (self.n >= 1) == bool(self.per_spot):
            raise ValueError("take_revealed names n (at least 1) or per_spot, one of them")
        return self


class PlayCost(P):
    """A cost paid to play the card, besides its twilight ("To play, exert an Elf ally")."""
    cost: Any

    @field_validator("cost", mode="before")
    @classmethod
    def _cost(cls, raw: Any) -> Any:
        return VOCAB.part("cost", raw, "play_cost")


class CheaperOn(P):
    """Its twilight cost is lower when played on a bearer the filter names (Asfaloth on Arwen)."""
    filter: str
    n: int = Field(ge=1)


class SiteText(P):
    """Has the game text of its player's own site of this number while it is on the path."""
    site: int = Field(ge=1, le=9)


VOCAB.keyword("site_text", SiteText)(SiteText)     # read by cards.borrowed


class SiteIs(P):
    keyword: str


class LookAtDeck(P):
    n: int = Field(ge=1)
    filter: str                   # which of the cards revealed may be discarded


class Dig(P):
    limit: int = Field(ge=1)


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
        if choices is not None:
            CHOOSING_COSTS.add(name)
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


def groups_up_to(s: Any, pool: list, most: int) -> list:
    """One to `most` cards of `pool` as choices; groups of the same cards are one choice."""
    seen, out = set(), []
    for n in range(1, min(most, len(pool)) + 1):
        for combo in combos(pool, n):
            key = tuple(sorted(s.zones.card_of[i] for i in combo))
            if key not in seen:
                seen.add(key)
                out.append(combo)
    return out


def my_characters(s: Any, seat: int) -> list[str]:
    if seat == s.fp:
        return C.companions(s, seat) + C.allies(s, seat)
    return C.minions(s, seat)


def add_lasting(s, kind: str, target: str, amount: int, until: str) -> None:
    s.effects = s.effects + ((kind, target, amount, until),)


def ask_target(s, ctx, name: str, p) -> None:
    """A triggered ability whose effect needs a choice asks its controller when it fires."""
    values = EFFECT_CHOICES[name](s, ctx, p, None)
    if not values:
        return
    actions = tuple(Action("target", value=v) for v in values)
    FLOW.ask(s, ctx.controller, "effect_target", actions, "Choose for {card}.",
             data=(ctx.instance, ctx.card, ctx.controller, name, p), card=ctx.card)


# -- words of the Gondor cards and the sites -------------------------------------------


class SiteKeyword(P):
    any: tuple[str, ...]


class GiveUntil(P):
    """A lasting change to characters the player chooses: `kind` is what the rules read
    (defender, damage, wound_cap, fights, strength, no_archery, no_wounds, overwhelm); `until`
    "phase": to the end of the phase it is given in."""
    kind: Literal["defender", "damage", "wound_cap", "fights", "strength", "no_archery", "no_wounds", "overwhelm",
                  "no_bonus"]       # no_bonus: a possession gives its bearer no strength (Parry)
    filter: str
    amount: int = 1
    until: Literal["regroup", "skirmish", "maneuver", "phase"]
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


class Sites(P):
    sites: tuple[int, ...]
    spot: str = ""                  # and a card that fits can be spotted


class Won(P):
    filter: str
    pool: int = 0                   # the twilight a response's cost removes must be there


class NEach(P):
    n: int = Field(ge=1)
    filter: str


FpOption = Literal["exert_ring_bearer", "add_burden", "exert_two_companions", "put_on_ring"]


class FpChooses(P):
    options: tuple[FpOption, ...] = Field(min_length=2)


class Burdens(P):
    n: int = Field(ge=1)
    more_if: str = ""               # a filter the card the event names may fit ...
    more: int = 0                   # ... for this many more


class MillBurdens(P):
    filter: str
    most: int = 0                   # "(limit 3 burdens)"


class SpotSome(P):
    filter: str = ""
    count: int = Field(1, ge=1)


class Assign(P):
    companion: str
    minion: str
