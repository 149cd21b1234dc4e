"""The TCG's general words: conditions that compose (the kernel's card language's `not`,
counted amounts, the event and its card through the one filter language of cards.matches),
so that a card says what it needs with them instead of a builder of its own.

    {"name": "not", "condition": {"name": "spot", "filter": "companion,not:hobbit"}}
    {"name": "at_least", "n": 12, "of": ["burdens", "dead_companions"]}
    {"name": "event", "is": ["played"], "card": "weapon,borne_by:self"}

`all` and `any` (shadow_abilities.py) combine conditions; `at_least` adds the amounts it
names (AMOUNTS); `event` holds when the event just announced is one of `is` (any, when
empty), the card it names at position `at` fits `card` and the seat it names is `seat`;
`this` when the card whose text asks fits a filter.
"""

from __future__ import annotations

from typing import Any, Callable, Literal

from pydantic import Field, field_validator

from lotr_table.engine.action import Action
from lotr_table.engine.log_chain import say
from lotr_table.games.lotr_tcg import cards as C, playing
from lotr_table.games.lotr_tcg.flow import FLOW
from lotr_table.games.lotr_tcg.state import VOCAB, dead, deck, discard, hand
from lotr_table.games.lotr_tcg.vocabulary import P, condition


def _dead_companions(s: Any, ctx) -> int:
    return sum(1 for i in s.zones.cards[dead(s.fp)] if C.card(s, i).type == "companion")


# what `at_least` counts: the Free Peoples player's burdens, the companions in his dead pile,
# the twilight pool, the cards of his draw deck
AMOUNTS: dict[str, Callable[[Any, Any], int]] = {
    "burdens": lambda s, ctx: s.burdens.get(s.fp, 0),
    "dead_companions": _dead_companions,
    "twilight": lambda s, ctx: s.twilight,
    "fp_deck": lambda s, ctx: len(s.zones.cards[deck(s.fp)]),
}


class Not(P):
    condition: Any

    @field_validator("condition", mode="before")
    @classmethod
    def _part(cls, raw: Any) -> Any:
        return VOCAB.part("condition", raw, "not")


@condition("not", Not)
def _not(s, ctx, p) -> bool:
    return not VOCAB.holds(s, ctx, p.condition)


class AtLeast(P):
    n: int = Field(ge=1)
    of: tuple[Literal["burdens", "dead_companions", "twilight", "fp_deck"], ...] = Field(min_length=1)


@condition("at_least", AtLeast)
def _at_least(s, ctx, p) -> bool:
    """The amounts named make at least N together ("spot 12 burdens and dead companions")."""
    return sum(AMOUNTS[a](s, ctx) for a in p.of) >= p.n


class Event(P):
    is_: tuple[str, ...] = Field((), alias="is")
    card: str = ""
    at: int = Field(1, ge=1, le=2)
    seat: Literal["", "you", "fp"] = ""     # the seat the event names (at 1) is yours, the Free Peoples'


class This(P):
    filter: str


@condition("this", This)
def _this(s, ctx, p) -> bool:
    """The card whose text asks fits the filter ("here:river|here:forest", "attached", "unassigned")."""
    return C.matches(s, ctx.instance, p.filter, ctx.instance, ctx.controller)


@condition("event", Event)
def _event(s, ctx, p) -> bool:
    ev = ctx.event
    if not ev or (p.is_ and ev[0] not in p.is_):
        return False
    if p.seat and (len(ev) < 2 or ev[1] != (ctx.controller if p.seat == "you" else s.fp)):
        return False
    if not p.card:
        return True
    named = ev[p.at] if len(ev) > p.at else None
    return isinstance(named, str) and C.matches(s, named, p.card, ctx.instance, ctx.controller)


# ---- picking among a pile (shared by the general and the Shadow cultures' words) -------------

def one_of_each(s, instances) -> list:
    """One instance of each card: which of two copies in a pile is taken is no choice."""
    seen, out = set(), []
    for i in sorted(instances):
        if s.zones.card_of[i] not in seen:
            seen.add(s.zones.card_of[i])
            out.append(i)
    return out


def discard_pick(s, ctx, p, cost_value):
    """The cards of the controller's discard pile that fit `p.filter`, one of each."""
    return [i for i in one_of_each(s, s.zones.cards[discard(ctx.controller)])
            if C.matches(s, i, p.filter, ctx.instance, ctx.controller)]


def discard_one_from_hand(s, seat: int) -> None:
    """The seat discards a card of his choice from his hand (copies alike are one choice)."""
    options = tuple(Action("discard", card=i) for i in one_of_each(s, s.zones.cards[hand(seat)]))
    if options:
        FLOW.ask(s, seat, "discard_one", options, "Discard a card from your hand.")


@FLOW.answer("discard_one")
def _on_discard_one(s, q, action) -> None:
    playing.discard_from_hand(s, action["card"])
    say(s, "{seat} discards {card}.", seat=q.seat, card=s.zones.card_of[action["card"]])
