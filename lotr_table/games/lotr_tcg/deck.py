"""A player's cards for one game (R2.6): his Ring-bearer and The One Ring, his adventure deck
and his draw deck, by collector code. The same record is read from a deck list
(deck_list.py), dealt at random (random_deck.py) or carried in the options of a game, so a
saved game holds every card it was played with. Whether it is a legal deck is for
deck_rules.py to say."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class Deck(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(min_length=1)                 # a file's stem, "aragorn", "random"
    name: str = ""
    ring_bearer: str
    ring: str
    # the first game's starting fellowship besides Frodo (R2.19); the full game lets each
    # player choose his (R5.8), so a deck of one's own names none
    starting: tuple[str, ...] = ()
    sites: tuple[str, ...]
    draw: tuple[str, ...]                         # one entry per copy, in the list's order

    def draw_deck(self) -> list[str]:
        return list(self.draw)

    def counts(self) -> dict[str, int]:
        """Copies of each card of the draw deck, in the order they first appear."""
        out: dict[str, int] = {}
        for code in self.draw:
            out[code] = out.get(code, 0) + 1
        return out
