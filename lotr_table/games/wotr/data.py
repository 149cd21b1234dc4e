"""The board and the nations, loaded from data/map.json and data/nations.json and checked.

Every record carries `source`: "seed" where the rulebook (seed 003) states the fact (the
starting armies, the political start, the reinforcements set aside), "published" where the
seed is silent and the published game gives it (borders, settlements, coast). A `note`
says which reading the file takes where the public sources disagree.

The checks run at load, so a wrong border or a deployment that breaks the component
counts stops the program rather than a game.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

DATA_DIR = Path(__file__).parent / "data"

Source = Literal["seed", "published"]
Side = Literal["free_peoples", "shadow"]
Settlement = Literal["stronghold", "city", "town", "fortification"]

# What an enemy settlement is worth to the side that controls it (seed: «Кожне вороже місто,
# контрольоване гравцем, дає йому 1 переможне очко, а кожна контрольована ворожа фортеця –
# 2 переможні очки»); towns and fortifications are worth nothing.
VICTORY_POINTS = {"stronghold": 2, "city": 1, "town": 0, "fortification": 0, None: 0}


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Names(_Record):
    en: str = Field(min_length=1)
    uk: str = Field(min_length=1)


class Deployment(_Record):
    """The pieces a region holds at setup; `leaders` are Nazgûl for Sauron."""
    nation: str
    regular: int = Field(ge=0)
    elite: int = Field(ge=0)
    leaders: int = Field(ge=0)
    source: Source


class Region(_Record):
    id: str
    name: Names
    nation: str | None
    settlement: Settlement | None
    vp: int
    coast: bool
    stronghold_box: bool
    adjacent: tuple[str, ...]
    impassable: tuple[str, ...]
    setup: Deployment | None
    source: Source
    note: str | None = None

    @model_validator(mode="after")
    def _settlement_facts(self) -> "Region":
        if self.vp != VICTORY_POINTS[self.settlement]:
            raise ValueError(f"region {self.id!r}: {self.settlement} is worth "
                             f"{VICTORY_POINTS[self.settlement]} VP, not {self.vp}")
        if self.stronghold_box != (self.settlement == "stronghold"):
            raise ValueError(f"region {self.id!r}: a stronghold box belongs to every stronghold "
                             "and to nothing else")
        if self.settlement in ("stronghold", "city", "town") and self.nation is None:
            raise ValueError(f"region {self.id!r}: a {self.settlement} belongs to a nation")
        if self.id in self.adjacent or self.id in self.impassable:
            raise ValueError(f"region {self.id!r} borders itself")
        return self


class Political(_Record):
    step: int = Field(ge=0, le=3)      # boxes from "At War"; 0 is At War
    active: bool
    source: Source


class Pieces(_Record):
    regular: int = Field(ge=0)
    elite: int = Field(ge=0)
    leaders: int = Field(ge=0)
    source: Source


class Nation(_Record):
    id: str
    name: Names
    side: Side
    political: Political
    reinforcements: Pieces
    source: Source

    @model_validator(mode="after")
    def _start(self) -> "Nation":
        if self.side == "shadow" and not self.political.active:
            raise ValueError(f"nation {self.id!r}: every Shadow nation is active")
        if not self.political.active and self.political.step == 0:
            raise ValueError(f"nation {self.id!r}: a passive nation is never At War")
        return self


class MapData(_Record):
    about: str = Field(alias="_about")
    regions: tuple[Region, ...]


class NationsData(_Record):
    about: str = Field(alias="_about")
    nations: tuple[Nation, ...]


class Content(_Record):
    regions: tuple[Region, ...]
    nations: tuple[Nation, ...]

    @model_validator(mode="after")
    def _consistent(self) -> "Content":
        ids = [r.id for r in self.regions]
        if len(set(ids)) != len(ids):
            raise ValueError("a region id appears twice")
        nation_ids = {n.id for n in self.nations}
        if len(nation_ids) != len(self.nations):
            raise ValueError("a nation id appears twice")
        by_id = {r.id: r for r in self.regions}
        for r in self.regions:
            for kind, others in (("adjacent", r.adjacent), ("impassable", r.impassable)):
                for o in others:
                    if o not in by_id:
                        raise ValueError(f"region {r.id!r}: unknown {kind} region {o!r}")
                    if r.id not in getattr(by_id[o], kind):
                        raise ValueError(f"region {r.id!r}: {kind} to {o!r} but not back")
            both = set(r.adjacent) & set(r.impassable)
            if both:
                raise ValueError(f"region {r.id!r}: {sorted(both)} both passable and impassable")
            if r.nation is not None and r.nation not in nation_ids:
                raise ValueError(f"region {r.id!r}: unknown nation {r.nation!r}")
            if r.setup is not None:
                if r.setup.nation not in nation_ids:
                    raise ValueError(f"region {r.id!r}: unknown nation {r.setup.nation!r}")
                if r.nation not in (None, r.setup.nation):
                    raise ValueError(f"region {r.id!r}: {r.setup.nation} deploys inside "
                                     f"{r.nation}'s borders")
        return self


def _read(name: str) -> dict:
    return json.loads((DATA_DIR / name).read_text(encoding="utf-8"))


def parse(map_doc: dict, nations_doc: dict) -> Content:
    """Validate the two documents together; a ValueError names what is wrong."""
    board = MapData.model_validate(map_doc)
    nations = NationsData.model_validate(nations_doc)
    return Content(regions=board.regions, nations=nations.nations)


@lru_cache(maxsize=1)
def content() -> Content:
    return parse(_read("map.json"), _read("nations.json"))
