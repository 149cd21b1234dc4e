"""The event cards' card language (engine/card_language.py): the vocabulary every card word is
registered into (event_words.py and the decks' word modules) and the language that runs the
cards' programs. Its own module, below the words and the rules they call, so that whatever
asks a card's words (table_cards.py, card_play.py) imports it straight, nothing given from above.
"""

from __future__ import annotations

from lotr_table.engine.behaviours import Vocabulary
from lotr_table.engine.card_language import Language
from lotr_table.games.wotr import cards
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.players import seats_of_side

VOCABULARY = Vocabulary("wotr")


def _seat_of(s, ctx, who: str) -> int:
    side = cards.side_of_seat(s.opts.players, ctx.controller)
    if who == "player":
        return ctx.controller
    seats = seats_of_side(s.opts.players, 1 - side)
    return seats[0] if len(seats) == 1 else s.leading[1 - side]


LANGUAGE = Language(VOCABULARY, _seat_of)
LANGUAGE.attach(FLOW)


def side_of(s, ctx) -> int:
    return cards.side_of_seat(s.opts.players, ctx.controller)
