"""A map of regions fed by a data file: polygons and where each label goes.

The file is small JSON, validated at load:

    {"regions": [{"id": "eregion", "polygon": [[x, y], ...], "label_at": [x, y]}, ...]}

Each region is an item with its name (through the game's naming, translated: never its
id) at `label_at`. Regions that are answers now are lit, and a click on one chooses it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Callable

from pydantic import BaseModel, ConfigDict, Field, field_validator
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath, QPolygonF

from lotr_table.table.kit import look
from lotr_table.table.kit.target import Target

LABEL_PX = 13


class Region(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(min_length=1)
    polygon: list[tuple[float, float]] = Field(min_length=3)
    label_at: tuple[float, float]


class RegionFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    regions: list[Region] = Field(min_length=1)

    @field_validator("regions")
    @classmethod
    def _ids_unique(cls, regions: list[Region]) -> list[Region]:
        ids = [r.id for r in regions]
        twice = sorted({i for i in ids if ids.count(i) > 1})
        if twice:
            raise ValueError(f"region ids appear twice: {', '.join(twice)}")
        return regions


def load_regions(path: Path | str) -> RegionFile:
    """Read and validate a region file (pydantic.ValidationError names the bad field)."""
    return RegionFile.model_validate(json.loads(Path(path).read_text(encoding="utf-8")))


class RegionItem(Target):
    def __init__(self, region: Region, name: str, colour: str = "#c8b98a") -> None:
        super().__init__(region.id)
        self.name = name
        self.colour = colour
        self.path = QPainterPath()
        self.path.addPolygon(QPolygonF([QPointF(x, y) for x, y in region.polygon]))
        self.path.closeSubpath()
        self.label_at = QPointF(*region.label_at)

    def boundingRect(self) -> QRectF:
        label = QRectF(self.label_at.x() - 70, self.label_at.y() - 10, 140, 20)
        return self.path.boundingRect().united(label).adjusted(-3, -3, 3, 3)

    def shape(self) -> QPainterPath:
        return self.path

    def words(self) -> list[str]:
        return [self.name]

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setPen(look.pen(look.LIT, 4) if self.lit else look.pen(look.FRAME, 1.5))
        p.setBrush(look.brush(self.colour))
        p.drawPath(self.path)
        label = QRectF(self.label_at.x() - 70, self.label_at.y() - 10, 140, 20)
        look.text(p, label, self.name, LABEL_PX, look.INK, bold=True, family=look.SANS)


class RegionMap:
    """Every region of a file as an item in a scene, by id."""

    def __init__(self, scene, regions: RegionFile, name: Callable[[str], str],
                 colour: Callable[[str], str] | None = None) -> None:
        self.items: dict[str, RegionItem] = {}
        for r in regions.regions:
            item = RegionItem(r, name(r.id), colour(r.id) if colour else "#c8b98a")
            scene.addItem(item)
            self.items[r.id] = item

    def light(self, ids: set[str]) -> None:
        for key, item in self.items.items():
            item.set_lit(key in ids)

    def rename(self, name: Callable[[str], str]) -> None:
        for key, item in self.items.items():
            item.name = name(key)
            item.update()
