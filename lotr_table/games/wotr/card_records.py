"""The event cards' records (data/event_cards_<deck>.json, one file per deck): the published facts
(name, type, initiative, the combat half's name), our text, and the abilities in the card
language, checked against the decks and against the language's words when first read.

Its own module, below the rules, so that both the cards' words (which call the rules) and the
rules that ask a card's abilities (table_cards.py, card_play.py) read the records here: nothing
is given from above. The check needs every word registered: events.py imports every word module
and is where the game reads the cards (`events.event_cards`).
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict

from lotr_table.games.wotr import cards
from lotr_table.games.wotr.data import DATA_DIR
from lotr_table.games.wotr.event_language import LANGUAGE

# the moments of a round a combat effect names (its `when`), in the round's order (combat.py
# runs them)
TIMINGS = ("before_roll", "re_roll", "after_re_roll", "casualties", "after_casualties")


def combat_id(card: str) -> str:
    """The id a card's combat half is loaded under (combat.combat_id)."""
    return "combat/" + card


class Combat(BaseModel):
    """The combat half (combat.py, combat_words.py): its name, initiative, our text, and its
    abilities: the first's condition is the card's requirement; each names the moment of the
    round it acts at (`when`, TIMINGS) and may carry its own `initiative` (Mûmakil)."""
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
    if not isinstance(raw, dict):
        raise ValueError(f"card {c.id!r}, combat ability {i + 1}: an object")
    if raw.get("when", "before_roll") not in TIMINGS:
        raise ValueError(f"card {c.id!r}, combat ability {i + 1}: 'when' is one of {', '.join(TIMINGS)}")
    if raw.get("initiative") is None and c.combat.initiative is None:
        raise ValueError(f"card {c.id!r}, combat ability {i + 1}: no initiative")
    if not c.combat.text:
        raise ValueError(f"card {c.id!r}: a combat half with abilities has its text")
    return {k: v for k, v in raw.items() if k not in ("when", "initiative")}


def abilities_of(card: str) -> list:
    """The card's abilities as written ([] for a card not written)."""
    c = event_cards().get(card)
    return c.abilities if c is not None else []
