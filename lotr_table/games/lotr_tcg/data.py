"""The cards and the decks, loaded from data/cards_<culture>.json (one file per culture,
plus the sites and The One Ring) and data/decks.json, and checked at load: every record's facts are typed, every deck holds Frodo, The One Ring,
nine sites numbered 1 to 9 and as many Free Peoples cards as Shadow cards (R2.6, R2.8,
R2.14). Every record carries `source` ("published": the printed card; our own wording of
its text)."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

DATA_DIR = Path(__file__).parent / "data"

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
    play_exert: str | None = None                      # "To play, exert ...": a filter of your characters
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


class Deck(_Record):
    id: str
    name: str
    ring_bearer: str
    ring: str
    starting: tuple[str, ...]
    sites: tuple[str, ...] = Field(min_length=9, max_length=9)
    free_peoples: dict[str, int]
    shadow: dict[str, int]
    source: Literal["published", "seed"]

    def draw_deck(self) -> list[str]:
        return [c for c, n in list(self.free_peoples.items()) + list(self.shadow.items()) for _ in range(n)]


class Content(_Record):
    cards: dict[str, Card]
    decks: dict[str, Deck]

    @model_validator(mode="after")
    def _decks(self) -> "Content":
        for d in self.decks.values():
            for code in [d.ring_bearer, d.ring, *d.starting, *d.sites, *d.free_peoples, *d.shadow]:
                if code not in self.cards:
                    raise ValueError(f"deck {d.id}: no card {code}")
            if sorted(self.cards[c].site for c in d.sites) != list(range(1, 10)):
                raise ValueError(f"deck {d.id}: the adventure deck is not one site of each number 1-9 (R2.14)")
            fp, sh = sum(d.free_peoples.values()), sum(d.shadow.values())
            if fp != sh or fp + sh < 60:
                raise ValueError(f"deck {d.id}: {fp} Free Peoples and {sh} Shadow cards (R2.7, R2.8)")
            for c in d.free_peoples:
                if self.cards[c].side != "free_peoples":
                    raise ValueError(f"deck {d.id}: {c} is not a Free Peoples card")
            for c in d.shadow:
                if self.cards[c].side != "shadow":
                    raise ValueError(f"deck {d.id}: {c} is not a Shadow card")
            titles: dict[str, int] = {}
            for c in d.draw_deck():
                titles[self.cards[c].title] = titles.get(self.cards[c].title, 0) + 1
            over = [t for t, n in titles.items() if n > 4]
            if over:
                raise ValueError(f"deck {d.id}: more than 4 of {over} (R2.10)")
        return self


def parse(cards_raw: dict, decks_raw: dict) -> Content:
    cards = {c["id"]: Card.model_validate(c) for c in cards_raw["cards"]}
    decks = {d["id"]: Deck.model_validate(d) for d in decks_raw["decks"]}
    return Content(cards=cards, decks=decks)


def card_files() -> dict:
    """Every card record of every data/cards_*.json, as one {"cards": [...]}."""
    cards: list[dict] = []
    for path in sorted(DATA_DIR.glob("cards_*.json")):
        with open(path, encoding="utf-8") as f:
            cards += json.load(f)["cards"]
    return {"cards": cards}


@lru_cache(maxsize=1)
def content() -> Content:
    cards_raw = card_files()
    with open(DATA_DIR / "decks.json", encoding="utf-8") as f:
        decks_raw = json.load(f)
    return parse(cards_raw, decks_raw)
