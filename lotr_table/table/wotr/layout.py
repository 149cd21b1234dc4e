"""The map's geometry, read once from data/map_layout.json (our own, authored:
tools/wotr_map_layout.py): each region's polygon and centre, the seas, the wild land outside
the war, and the walls (where two regions touch with no passable border, drawn impassable)."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

FILE = Path(__file__).with_name("data") / "map_layout.json"

Point = tuple[float, float]


class Region(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    centre: Point
    polygon: list[Point] = Field(min_length=3)


class Area(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    polygon: list[Point] = Field(min_length=3)


class Wall(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    between: tuple[str, str]
    in_data: bool             # an impassable border of the rules' map (else regions that merely touch)
    line: list[Point] = Field(min_length=2)


class Layout(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    source: str
    size: tuple[float, float]
    regions: list[Region] = Field(min_length=1)
    seas: list[Area]
    wilds: list[Area]
    walls: list[Wall]


@lru_cache(maxsize=1)
def layout() -> Layout:
    return Layout.model_validate(json.loads(FILE.read_text(encoding="utf-8")))
