"""The cards and the published decks, loaded from data/cards_<culture>.json (one file per
culture, plus the sites and The One Ring) and data/decks/<id>.txt (deck lists,
deck_list.py), and checked at load: every record's facts are typed, every deck follows the
deck rules (deck_rules.py, R2.6-R2.14). Every card record carries `source` ("published": the
printed card; our own wording of its text); each deck list says it in its comment."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from lotr_table.games.lotr_tcg import deck_list, deck_rules
from lotr_table.games.lotr_tcg.deck import Deck

DATA_DIR = Path(__file__).parent / "data"
DECKS_DIR = DATA_DIR / "decks"

CardType = Literal["the_one_ring", "companion", "ally", "minion", "possession", "condition", "event", "site"]
Culture = Literal["shire", "gondor", "elven", "dwarven", "gandalf", "isengard", "moria", "ringwraith", "sauron"]
Timing = Literal["fellowship", "shadow", "maneuver", "archery", "assignment", "skirmish", "regroup", "response"]
CHARACTERS = ("companion", "ally", "minion")


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Card(_Record):
    id: str = Field(pattern=r"^1[CURP]\d{1,3}$")       # the collector code
    number: int = Field(ge=1, le=365)
    title: str
    subtitle: str | None = None
    unique: bool
    type: CardType
    side: Literal["free_peoples", "shadow"] | None = None
    culture: Culture | None = None
    cost: int = Field(0, ge=0)
    race: str | None = None
    strength: int | None = None
    vitality: int | None = Field(None, ge=1)
    signet: Literal["aragorn", "frodo", "gandalf"] | None = None
    resistance: int | None = None
    site: int | None = Field(None, ge=1, le=9)         # a site's number or a minion's site number
    shadow_number: int | None = Field(None, ge=0)
    arrow: Literal["left", "right"] | None = None
    home: int | None = Field(None, ge=1, le=9)
    item_class: str | None = None
    timing: tuple[Timing, ...] = ()
    keywords: tuple[str, ...] = ()
    bearer: str | None = None                          # a filter: who may bear it
    requires: str | None = None                        # a filter to spot before playing it
    support_area: bool = False
    text: str
    abilities: tuple[dict, ...] = ()
    source: Literal["published", "seed"]

    @model_validator(mode="after")
    def _shape(self) -> "Card":
        if self.type == "site":
            if self.site is None or self.shadow_number is None or self.arrow is None:
                raise ValueError(f"site {self.id} needs its number, Shadow number and arrow")
        elif self.type != "the_one_ring":
            if self.side is None or self.culture is None:
                raise ValueError(f"card {self.id} needs its side and culture")
        if self.type in CHARACTERS and (self.strength is None or self.vitality is None):
            raise ValueError(f"character {self.id} needs strength and vitality")
        if self.type == "minion" and self.site is None:
            raise ValueError(f"minion {self.id} needs its site number")
        if self.type == "ally" and self.home is None:
            raise ValueError(f"ally {self.id} needs its home site")
        if self.type == "event" and not self.timing:
            raise ValueError(f"event {self.id} needs a timing word")
        return self

    @property
    def rarity(self) -> str:
        """C, U, R or P: the letter of the collector code, which is printed on the card."""
        return self.id[1]

    def damage(self) -> int:
        return sum(int(k.split("+")[1]) for k in self.keywords if k.startswith("damage+"))

    def defender(self) -> int:
        return sum(int(k.split("+")[1]) for k in self.keywords if k.startswith("defender+"))


class Content(_Record):
    cards: dict[str, Card]
    decks: dict[str, Deck]


def parse(cards_raw: dict, deck_lists: dict[str, str]) -> Content:
    """The cards, and each published deck read from its list and checked by the deck rules
    (deck_rules.py: the same rules as every player's deck)."""
    cards = {c["id"]: Card.model_validate(c) for c in cards_raw["cards"]}
    decks = {name: deck_rules.check(deck_list.read(text, cards, name, f"decks/{name}.txt"), cards)
             for name, text in deck_lists.items()}
    return Content(cards=cards, decks=decks)


def card_files() -> dict:
    """Every card record of every data/cards_*.json, as one {"cards": [...]}."""
    cards: list[dict] = []
    for path in sorted(DATA_DIR.glob("cards_*.json")):
        with open(path, encoding="utf-8") as f:
            cards += json.load(f)["cards"]
    return {"cards": cards}


def deck_files() -> dict[str, str]:
    """The published decks' lists (data/decks/<id>.txt), by id."""
    return {path.stem: path.read_text(encoding="utf-8") for path in sorted(DECKS_DIR.glob("*.txt"))}


@lru_cache(maxsize=1)
def content() -> Content:
    return parse(card_files(), deck_files())
