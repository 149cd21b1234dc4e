"""Playing the event cards (seed: Розділ V, «Розіграш карт подій»).

«Карти подій можна розіграти під час фази дій двома способами: 1. за допомогою результату
«подія» з кубика дій (символ Палантира); 2. за допомогою результату кидка кубика дій, символ
на якому збігається з символом у правому верхньому куті карти.» A card's symbol is its `type`
(character, army, muster; published); the Army/Muster face plays an army or a muster card, the
Will of the West («змінити ... на будь-який інший символ») any card. One card per die.

«Часто для застосування ефекту карти треба повністю виконати певну вимогу; якщо вимога
виконується лише частково, карту не можна зіграти»: the card's condition (its first ability's)
must hold. «Більшість карт подій скидають відразу після застосування їхніх ефектів»: a played
card is shown to everyone and goes to its player's discards. «Дії, указані на карті події –
обов’язкові ... застосувавши лише можливі ефекти»: the effect does what it can.

A card's record (data/event_cards_<deck>.json, one file per deck) holds the published facts (name, type,
initiative, the combat half's name) and our own text and effect in the card language
(event_words.py). A card without an effect yet cannot be played (the report lists them).
"""

from __future__ import annotations

import json
import sys
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict

from lotr_table.engine.action import Action
from lotr_table.engine.behaviours import Context
from lotr_table.engine.log_chain import say
from lotr_table.games.wotr import card_effects, card_zones as places, cards, dice
from lotr_table.games.wotr.data import DATA_DIR
from lotr_table.games.wotr import event_words_armies  # noqa: F401  (the strategy cards' words)
from lotr_table.games.wotr import combat_words  # noqa: F401  (the combat words join the language)
from lotr_table.games.wotr.event_words import LANGUAGE
from lotr_table.games.wotr import event_words_fellowship  # noqa: F401,E402 (the Fellowship's card words)
from lotr_table.games.wotr.flow import FLOW

PROMPT = "Choose the event card to play."


def combat_id(card: str) -> str:
    """The id a card's combat half is loaded under (combat.combat_id)."""
    return "combat/" + card
LOG = ("{seat} plays {card}.",)
EVENT_ABILITY = 0
# which card symbols each die result plays
PLAYS = {dice.EVENT: ("character", "army", "muster"), dice.WILL: ("character", "army", "muster"),
         dice.CHARACTER: ("character",), dice.ARMY: ("army",), dice.MUSTER: ("muster",),
         dice.ARMY_MUSTER: ("army", "muster")}


class Combat(BaseModel):
    """The combat half (combat.py, combat_words.py): its name, initiative, our text, and its
    abilities: the first's condition is the card's requirement; each names the moment of the
    round it acts at (`when`, combat.TIMINGS) and may carry its own `initiative` (Mûmakil)."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str
    initiative: int | None = None        # None: two effects of different initiative (Mûmakil)
    text: str = ""
    abilities: list = []


class Card(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    name: str
    type: Literal["character", "army", "muster"]
    initiative: int | None = None
    combat: Combat
    text: str = ""
    precondition: str = ""
    abilities: list = []


@lru_cache(maxsize=1)
def event_cards() -> dict[str, Card]:
    found: dict[str, Card] = {}
    for deck in cards.DECKS:
        name = f"event_cards_{deck}.json"
        raw = json.loads((DATA_DIR / name).read_text(encoding="utf-8"))
        for record in raw.get("cards", []):
            card = Card.model_validate(record)
            if cards.deck_of_card().get(card.id) != cards.DECKS.index(deck):
                raise ValueError(f"{name}: card {card.id!r} is not of the {deck} deck")
            if card.id in found:
                raise ValueError(f"{name}: card {card.id!r} written twice")
            found[card.id] = card
    for card_id, c in found.items():
        kind = cards.KINDS[cards.deck_of_card()[card_id] % 2]
        if (kind == "character") != (c.type == "character"):
            raise ValueError(f"card {card_id!r}: a {kind} card of type {c.type!r}")
    LANGUAGE.load([{"id": c.id, "abilities": c.abilities} for c in found.values() if c.abilities])
    LANGUAGE.load([{"id": combat_id(c.id), "abilities": [_combat_ability(c, i, a) for i, a in enumerate(c.combat.abilities)]}
                   for c in found.values() if c.combat.abilities])
    return found


def _combat_ability(c: Card, i: int, raw) -> dict:
    """A combat ability as the language checks it: its moment and initiative checked here."""
    TIMINGS = combat_words.TIMINGS
    if not isinstance(raw, dict):
        raise ValueError(f"card {c.id!r}, combat ability {i + 1}: an object")
    if raw.get("when", "before_roll") not in TIMINGS:
        raise ValueError(f"card {c.id!r}, combat ability {i + 1}: 'when' is one of {', '.join(TIMINGS)}")
    if raw.get("initiative") is None and c.combat.initiative is None:
        raise ValueError(f"card {c.id!r}, combat ability {i + 1}: no initiative")
    if not c.combat.text:
        raise ValueError(f"card {c.id!r}: a combat half with abilities has its text")
    return {k: v for k, v in raw.items() if k not in ("when", "initiative")}


def with_effect() -> tuple[str, ...]:
    """The cards that can be played now (their effect is written)."""
    return tuple(c for c, card in event_cards().items() if card.abilities)


def playable(s, seat: int, result: str) -> tuple[str, ...]:
    """The cards of the seat's hand this die result plays now."""
    known = event_cards()
    types = PLAYS.get(result, ())
    out = []
    for card in places.held(s.zones, places.hand(seat)):
        c = known.get(card)
        if c is None or not c.abilities or c.type not in types:
            continue
        if LANGUAGE.may_use(s, Context(card, card, seat), EVENT_ABILITY):
            out.append(card)
    return tuple(out)


def play(s, seat: int, card: str, result: str) -> None:
    """The card leaves the hand face up for the discards, then its effect runs; with an Event
    result, Gandalf the Grey as Guide offers his draw after it (card_effects.gandalf_guides)."""
    z = s.zones
    z.move(places.instance_of(z, places.hand(seat), card), places.discard_pile(seat),
           source=places.hand(seat), shown=True)
    say(s, "{seat} plays {card}.", seat=seat, card=card)
    if result == dice.EVENT:
        s.stack.append(("event_guide", seat, card))
        from lotr_table.games.wotr import table_cards
        # a card on the player's table draws another after it (The Palantír of Orthanc)
        if table_cards.lasting(s, "draws_after_event_die", cards.side_of_seat(s.opts.players, seat)):
            s.stack.append(("table_draw", seat))
    LANGUAGE.start(s, Context(card, card, seat), EVENT_ABILITY)


@FLOW.step("event_guide")
def _event_guide(s, seat: int, card: str) -> None:
    card_effects.gandalf_guides(s, seat, card)


def card_prompts() -> list[str]:
    """The cards' choices and options (the compound's own prompt is the flow's)."""
    event_cards()
    return LANGUAGE.prompts()


# the Shadow character deck's words join the language last: they reach the battle rules, whose
# combat cards read this module's records
from lotr_table.games.wotr import event_words_hunt, table_cards  # noqa: F401,E402


def _abilities_of(card: str) -> list:
    c = event_cards().get(card)
    return c.abilities if c is not None else []


table_cards.abilities_of = _abilities_of          # (what a card on the table may be used for)
event_words_fellowship.PLAYING = sys.modules[__name__]   # (The Ents Awake plays another card)
