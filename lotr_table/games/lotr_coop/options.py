"""What the Fellowship chooses before a game (seed: ПОДГОТОВКА К ИГРЕ, ВАРИАНТЫ ИГРЫ)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

# seed: "поставьте фишку Саурана на 12-е деление … для первой партии … на 15-м делении",
# expert: "на 10-е деление"
SAURON_START = {"introductory": 15, "standard": 12, "expert": 10}


class CoopOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    # seed: 2 players Frodo and Sam, 3 + Pippin, 4 + Merry, 5 + Fatty
    players: int = Field(default=2, ge=2, le=5)
    level: Literal["introductory", "standard", "expert"] = "standard"
    relay: bool = False          # «Эстафета»
    equality: bool = False       # «Равенство в Братстве»
    competition: bool = False    # «Состязание»
    # How the Rivendell and Lothlórien legendary cards reach the players (the seed only says
    # the Ring-bearer "раздаёт" them): dealt clockwise from the Ring-bearer, or handed out one
    # by one as the Ring-bearer chooses.
    sanctuary_cards: Literal["deal", "ring_bearer_chooses"] = "deal"

    @property
    def sauron_start(self) -> int:
        return SAURON_START[self.level]
