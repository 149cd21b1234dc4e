"""The Hunt's tiles, loaded from data/hunt_tiles.json: one int per physical tile (a kind's
`count` copies in a row), the 16 standard tiles first, then the Fellowship's and the
Shadow's special ones (seed: Розділ IX, «Звичайні жетони гонитви», «Особливі жетони гонитви»).

The tiles lie in the state's zones (card_zones.py); the pool, read sorted, is an opaque bag, not a pile: a tile is drawn
at random at the moment it is drawn, so no order exists to hide, and which tiles are in the
bag is public (every drawn tile is shown). The Shadow learns nothing the Free Peoples do not.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from lotr_table.games.wotr.data import DATA_DIR

EYE, DIE = "eye", "die"


class TileKind(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    kind: Literal["standard", "fellowship", "shadow"]
    damage: int | Literal["eye", "die"]
    reveal: bool
    stop: bool
    count: int = Field(ge=1)
    card: str | None = None


class Tiles(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    source: str
    note: str
    tiles: tuple[TileKind, ...]

    @model_validator(mode="after")
    def _counts(self) -> "Tiles":
        standard = sum(t.count for t in self.tiles if t.kind == "standard")
        special = sum(t.count for t in self.tiles if t.kind != "standard")
        if standard != 16 or special != 8:
            raise ValueError(f"16 standard and 8 special tiles, not {standard} and {special}")
        for t in self.tiles:
            # «Усі особливі жетони Тіні мають символ "Стоп"»
            if (t.kind == "shadow") != t.stop:
                raise ValueError(f"{t.id}: only the Shadow's special tiles stop")
            if (t.kind == "standard") == (t.card is not None):
                raise ValueError(f"{t.id}: a special tile comes with its card, a standard one with none")
        return self


@lru_cache(maxsize=1)
def tiles() -> tuple[TileKind, ...]:
    """Every physical tile, by its int."""
    data = Tiles.model_validate(json.loads((DATA_DIR / "hunt_tiles.json").read_text(encoding="utf-8")))
    return tuple(t for t in data.tiles for _ in range(t.count))


def tile(t: int) -> TileKind:
    return tiles()[t]


def standard() -> tuple[int, ...]:
    return tuple(i for i, t in enumerate(tiles()) if t.kind == "standard")


def is_eye(t: int) -> bool:
    return tile(t).damage == EYE
