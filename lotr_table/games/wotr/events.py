"""The event cards with every word of their language: the game reads the cards here
(`event_cards`), once every word module has registered its words (the check at load needs
them all).

A card's record (data/event_cards_<deck>.json, one file per deck; card_records.py) holds the
published facts (name, type, initiative, the combat half's name) and our own text and effect in
the card language (event_words.py and the decks' word modules). A card without an effect yet
cannot be played (the report lists them). Playing a card: card_play.py.
"""

from __future__ import annotations

from lotr_table.games.wotr import card_records
from lotr_table.games.wotr import event_words  # noqa: F401  (the core words)
from lotr_table.games.wotr import event_words_armies  # noqa: F401  (the strategy cards' words)
from lotr_table.games.wotr import combat_words  # noqa: F401  (the combat words join the language)
from lotr_table.games.wotr import event_words_fellowship  # noqa: F401  (the Fellowship's card words)
from lotr_table.games.wotr import event_words_hunt  # noqa: F401  (the Shadow character deck's words)
from lotr_table.games.wotr.event_language import LANGUAGE


def event_cards() -> dict[str, card_records.Card]:
    """Every card's record, checked against the decks and every word of the language."""
    return card_records.event_cards()


def with_effect() -> tuple[str, ...]:
    """The cards that can be played now (their effect is written)."""
    return tuple(c for c, card in event_cards().items() if card.abilities)


def card_prompts() -> list[str]:
    """The cards' choices and options (the compound's own prompt is the flow's)."""
    event_cards()
    return LANGUAGE.prompts()
