"""The card data: 120 faction cards and 41 locations, validated by pydantic when read."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

DATA = Path(__file__).parent / "data"
FREE_PEOPLES, SHADOW = "free_peoples", "shadow"
SIDES = (FREE_PEOPLES, SHADOW)
FACTIONS = {FREE_PEOPLES: ("dunedain", "elves", "dwarves", "hobbits", "rohan", "wizards"),
            SHADOW: ("isengard", "monsters", "harad", "mordor")}
SIDE_OF_FACTION = {f: side for side, fs in FACTIONS.items() for f in fs}
ICONS = ("bg_atk", "bg_def", "lead_atk", "lead_def", "path_atk", "path_def")
Source = Literal["seed", "published"]


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class FactionCard(_Record):
    id: str
    name: str
    name_ru: str = ""
    numbers: list[int] = Field(min_length=1)
    copies: int = Field(ge=1, le=5)
    faction: Literal["dunedain", "elves", "dwarves", "hobbits", "rohan", "wizards", "isengard", "monsters", "harad", "mordor"]
    type: Literal["army", "character", "item", "event"]
    subtypes: list[Literal["weapon", "mount", "nazgul", "ent"]] = []
    icons: dict[Literal["bg_atk", "bg_def", "lead_atk", "lead_def", "path_atk", "path_def"], int] = {}
    paths: list[int] = []
    bearers: list[str] = []
    text: str
    source: Source
    note: str = ""
    abilities: list[dict] = []

    @model_validator(mode="after")
    def _shape(self) -> "FactionCard":
        if len(self.numbers) != self.copies:
            raise ValueError(f"{self.id}: {self.copies} copies but numbers {self.numbers}")
        if self.paths and (self.type != "character" or not all(1 <= p <= 9 for p in self.paths)):
            raise ValueError(f"{self.id}: only a character has allowed paths, numbered 1 to 9")
        if bool(self.bearers) != (self.type == "item"):
            raise ValueError(f"{self.id}: an item, and only an item, names its bearers")
        for b in self.bearers:
            kind, _, what = b.partition(":")
            if kind not in ("card", "faction", "subtype") or not what:
                raise ValueError(f"{self.id}: bad bearer {b!r}")
        if self.type == "army" and any(k.startswith("path") or k.startswith("lead") for k in self.icons):
            raise ValueError(f"{self.id}: an army carries battleground icons only")
        if self.type == "event" and self.icons:
            raise ValueError(f"{self.id}: an event carries no icons")
        return self

    @property
    def side(self) -> str:
        return SIDE_OF_FACTION[self.faction]


class Location(_Record):
    id: str
    name: str
    name_ru: str = ""
    number: int
    kind: Literal["battleground", "path"]
    side: Literal["free_peoples", "shadow"] | None = None     # a battleground's deck: who defends it
    path: int | None = Field(None, ge=1, le=9)
    defence: int = Field(ge=0, le=5)
    vp: int = Field(ge=0, le=5)
    defenders: list[str] = []
    attackers: list[str] = []
    text: str
    source: Source
    note: str = ""
    abilities: list[dict] = []

    @model_validator(mode="after")
    def _shape(self) -> "Location":
        if (self.kind == "path") != (self.path is not None) or (self.kind == "battleground") != (self.side is not None):
            raise ValueError(f"{self.id}: a path has a number, a battleground a side")
        for f in self.defenders + self.attackers:
            if f not in SIDE_OF_FACTION:
                raise ValueError(f"{self.id}: unknown faction {f!r}")
        if self.kind == "battleground" and not all(SIDE_OF_FACTION[f] == self.side for f in self.defenders):
            raise ValueError(f"{self.id}: its defenders belong to its own side")
        return self

    @property
    def factions(self) -> tuple[str, ...]:
        return tuple(self.defenders) + tuple(self.attackers)


class CardFile(_Record):
    about: str
    cards: list[FactionCard]


class LocationFile(_Record):
    about: str
    locations: list[Location]


@lru_cache(maxsize=1)
def faction_cards() -> dict[str, FactionCard]:
    data = CardFile.model_validate(json.loads((DATA / "faction_cards.json").read_text(encoding="utf-8")))
    out = {c.id: c for c in data.cards}
    if len(out) != len(data.cards):
        raise ValueError("a faction card id is given twice")
    return out


@lru_cache(maxsize=1)
def locations() -> dict[str, Location]:
    data = LocationFile.model_validate(json.loads((DATA / "locations.json").read_text(encoding="utf-8")))
    return {c.id: c for c in data.locations}


def bearer_allows(item: FactionCard, character: FactionCard) -> bool:
    for b in item.bearers:
        kind, _, what = b.partition(":")
        if (kind == "card" and character.id == what) or (kind == "faction" and character.faction == what) \
                or (kind == "subtype" and what in character.subtypes):
            return True
    return False
