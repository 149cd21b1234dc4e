"""Which cards the deck builder shows: a filter on culture, side, card type, twilight cost,
keyword and rarity, and a search of titles and game text in the chosen language."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

RARITIES = {"C": "common", "U": "uncommon", "R": "rare", "P": "promotional"}   # the code's letter (seed: 1R34)


def rarity(card) -> str:
    return RARITIES[card.id[1]]


@dataclass(frozen=True)
class Filter:
    """None: any. `cost` is a twilight cost; `words` is searched in the title, subtitle and
    game text as the player reads them."""
    culture: str | None = None
    side: str | None = None
    type: str | None = None
    cost: int | None = None
    keyword: str | None = None
    rarity: str | None = None
    words: str = ""

    def keeps(self, card, read: Callable[[object], str]) -> bool:
        """`read(card)`: the card's title, subtitle and text in the chosen language, one string."""
        if self.culture is not None and card.culture != self.culture:
            return False
        if self.side is not None and (card.side or "") != self.side:
            return False
        if self.type is not None and card.type != self.type:
            return False
        if self.cost is not None and (card.type == "site" or card.cost != self.cost):
            return False
        if self.keyword is not None and self.keyword not in card.keywords:
            return False
        if self.rarity is not None and rarity(card) != self.rarity:
            return False
        if self.words.strip():
            text = read(card).casefold()
            return all(word in text for word in self.words.casefold().split())
        return True


def shown(cards: list, chosen: Filter, read: Callable[[object], str]) -> list:
    """The cards the filter keeps, in collector order."""
    return [c for c in cards if chosen.keeps(c, read)]
