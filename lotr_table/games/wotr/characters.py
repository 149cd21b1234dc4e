"""The companions, the Fellowship's other characters and the Shadow's minions, loaded from
data/characters.json and checked (seed: Розділ VIII; the cards' figures come from the
published game, the record says so in `source`).

Their abilities are keywords checked at load (character_words.py): the rules ask who has
which, never which character it is.

Companions are ints in the file's order; the seven of the Fellowship come first, so the
Fellowship is a tuple of those ints.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from lotr_table.games.wotr.data import DATA_DIR


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Companion(_Record):
    id: str
    level: int = Field(ge=0, le=4)
    leadership: int = Field(ge=0)
    activates: str | None
    die_bonus: int = Field(ge=0, le=1)
    in_fellowship: bool
    guide: str | None
    abilities: tuple[dict, ...]             # keywords (character_words.py), checked at load
    replaces: str | None = None


class Minion(_Record):
    id: str
    level: int | None                       # None: the Witch-king's unlimited movement
    leadership: int = Field(ge=0)
    nation: Literal["sauron", "isengard"]
    die_bonus: int = Field(ge=0, le=1)
    enters_with: Literal["muster"]
    abilities: tuple[dict, ...]             # keywords (character_words.py), checked at load


class Characters(_Record):
    source: str
    note: str
    companions: tuple[Companion, ...]
    minions: tuple[Minion, ...]

    @model_validator(mode="after")
    def _fellowship_first(self) -> "Characters":
        # «На початку гри всі супутники перебувають у Братстві»: the seven, in front
        starting = [c.in_fellowship for c in self.companions]
        if starting != sorted(starting, reverse=True) or sum(starting) != 7:
            raise ValueError("the seven companions of the Fellowship must come first")
        if self.companions[0].id != "gandalf_the_grey":
            raise ValueError("Gandalf the Grey is the first Guide and comes first")
        return self


@lru_cache(maxsize=1)
def characters() -> Characters:
    # the abilities' keywords are checked by character_words.py when the rules first ask them
    return Characters.model_validate(json.loads((DATA_DIR / "characters.json").read_text(encoding="utf-8")))


FELLOWSHIP_SIZE = 7
GANDALF, STRIDER, GOLLUM = 0, 1, 9
ARAGORN, GANDALF_THE_WHITE = 7, 8
WITCH_KING, MOUTH_OF_SAURON, SARUMAN = 0, 1, 2


def minion_id(minion: int) -> str:
    return characters().minions[minion].id


def successor(companion: int) -> int | None:
    """The character who may replace this companion («Емісар із Заходу», «Спадкоємець
    Ісільдура»): Gandalf the White for Gandalf the Grey, Aragorn for Strider."""
    name = companion_id(companion)
    return next((i for i, c in enumerate(characters().companions) if c.replaces == name), None)


def level(companion: int) -> int:
    return characters().companions[companion].level


def companion_id(companion: int) -> str:
    return characters().companions[companion].id


@lru_cache(maxsize=1)
def _numbers() -> dict[str, int]:
    out: dict[str, int] = {}
    for i, c in enumerate(characters().companions):
        out.setdefault(c.id, i)
    return out


def companion_number(name: str) -> int:
    """The companion an id names (the first of that id), looked up: every group of every
    question of companions is read back from its names."""
    return _numbers()[name]


def companion_group(names) -> tuple[int, ...]:
    """The companions these ids name, in number order."""
    numbers = _numbers()
    return tuple(sorted(numbers[n] for n in names))


def starting_fellowship() -> tuple[int, ...]:
    return tuple(range(FELLOWSHIP_SIZE))


def guides_possible(fellowship: tuple[int, ...]) -> tuple[int, ...]:
    """«Провідником ... завжди повинен бути супутник найвищого рівня»: the companions of the
    highest level still in the Fellowship."""
    if not fellowship:
        return ()
    top = max(level(c) for c in fellowship)
    return tuple(c for c in fellowship if level(c) == top)
