"""What players choose before a game of War of the Ring (seed: Розділ XI for 3 and 4 players)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class WotrOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    # Two players (one per side), three (one Free Peoples, two Shadow) or four (two per side).
    players: int = Field(2, ge=2, le=4)
    # For short test games only: the game stops, with no winner, after this many turns; the
    # seed sets no limit, and self-play's own options set none.
    turn_limit: int | None = Field(None, ge=1)
