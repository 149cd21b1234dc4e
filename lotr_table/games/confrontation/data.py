"""The game's content, loaded from data/*.json and validated at load.

Every record carries `source`: "seed" when the rulebook (seed 001) states it, "published"
when it comes from the published game because the seed is silent (board layout, strength
card values, tile pairs).
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

DATA_DIR = Path(__file__).parent / "data"

Side = Literal["fellowship", "sauron"]
Source = Literal["seed", "published"]


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Region(_Record):
    id: str
    name: str
    row: int = Field(ge=1, le=7)
    col: int = Field(ge=0, le=3)
    kind: Literal["home_fellowship", "home_sauron", "mountain", "plain"]
    capacity: int = Field(ge=1, le=4)
    source: Source


class BoardData(_Record):
    source: Source
    regions: list[Region]
    river: list[tuple[str, str]]          # downstream links, Fellowship only
    tunnel: tuple[str, str]               # Moria tunnel, Fellowship only, one way
    tunnel_guard: str                     # where the Balrog waits
    front_of: dict[Side, list[str]]       # the 5 regions in front of each home


class Hero(_Record):
    id: str
    side: Side
    version: Literal["classic", "alternative"]
    name: str
    strength: int
    text: str
    source: Source
    abilities: list[dict] = []            # keywords of abilities.py, validated there


class CombatCard(_Record):
    id: str
    side: Side
    kind: Literal["strength", "text"]
    name: str
    value: int = 0
    text: str = ""
    source: Source


class SpecialCard(_Record):
    id: str
    side: Side
    name: str
    timing: Literal["before_move", "end_of_opponent_turn", "battle_start", "own_turn"]
    classic_tag: bool
    text: str
    source: Source
    abilities: list[dict] = []            # keywords of abilities.py, validated there


class Tile(_Record):
    side: Side
    number: int = Field(ge=1, le=9)
    classic: str
    alternative: str


class TileData(_Record):
    source: Source
    tiles: list[Tile]


def _load(name: str) -> dict:
    with open(DATA_DIR / name, encoding="utf-8") as f:
        return json.load(f)


@lru_cache(maxsize=None)
def board_data() -> BoardData:
    return BoardData.model_validate(_load("board.json"))


@lru_cache(maxsize=None)
def heroes() -> dict[str, Hero]:
    return {h["id"]: Hero.model_validate(h) for h in _load("heroes.json")["heroes"]}


@lru_cache(maxsize=None)
def combat_cards() -> dict[str, CombatCard]:
    return {c["id"]: CombatCard.model_validate(c) for c in _load("cards.json")["cards"]}


@lru_cache(maxsize=None)
def special_cards() -> dict[str, SpecialCard]:
    return {c["id"]: SpecialCard.model_validate(c) for c in _load("specials.json")["specials"]}


@lru_cache(maxsize=None)
def tiles() -> TileData:
    return TileData.model_validate(_load("tiles.json"))
