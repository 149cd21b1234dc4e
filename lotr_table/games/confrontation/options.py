"""What players choose before a Confrontation game (seed: ДОПОЛНИТЕЛЬНЫЕ ПРАВИЛА)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, model_validator

from lotr_table.games.confrontation.data import special_cards


class ConfrontationOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    # classic: the Ring faces; alternative: the Star faces; the two drafts let each player
    # choose a face per tile, shown to the opponent (known) or not (secret).
    heroes: Literal["classic", "alternative", "draft_known", "draft_secret"] = "classic"
    # none; choose_two: each picks 2 of his own 4 (seed way 1); opponent_picks: the
    # Fellowship player announces 0-4 and each picks that many of the opponent's cards
    # (way 2); handicap: the cards listed go to one player (way 3).
    specials: Literal["none", "choose_two", "opponent_picks", "handicap"] = "none"
    handicap_seat: Literal[0, 1] = 0
    handicap_cards: tuple[str, ...] = ()
    # single game, or the recommended two games with sides swapped and points scored.
    match: bool = False
    # which seat plays the Fellowship in the (first) game
    fellowship_seat: Literal[0, 1] = 0

    @model_validator(mode="after")
    def _known_cards(self) -> "ConfrontationOptions":
        known = special_cards()
        for card in self.handicap_cards:
            if card not in known:
                raise ValueError(f"unknown special card {card!r}")
        if len(set(self.handicap_cards)) != len(self.handicap_cards):
            raise ValueError("a special card is listed twice")
        return self
