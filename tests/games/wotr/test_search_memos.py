"""The rules' searches kept across questions give what a fresh search gives: a companion's way
follows the sieges («не може ... увійти в регіон (або покинути його), де є дружня фортеця,
обложена ворожим військом»), and a card's region filter read from a short list of regions
passes the same regions as one read over the whole map."""

from __future__ import annotations

import random

from lotr_table.engine.card_language import Context
from lotr_table.games.wotr import actions, companions  # noqa: F401  (actions loads the narrowers)
from lotr_table.games.wotr.board import FREE_PEOPLES, GONDOR, REGULAR, board
from lotr_table.games.wotr.event_words import LANGUAGE
from lotr_table.games.wotr.events import event_cards
from lotr_table.games.wotr.game import GAME
from lotr_table.games.wotr.options import WotrOptions
from lotr_table.games.wotr.state import slot


def test_a_companions_way_kept_from_before_a_siege_is_not_the_way_during_it():
    s = GAME.setup(WotrOptions(players=2), 1)
    b = board()
    minas_tirith = b.region("minas_tirith")
    start = b.neighbours[minas_tirith][0]
    before = companions.within_moves(s, start, 3)
    assert minas_tirith in before
    besieged = s.clone()
    box = list(besieged.besieged[minas_tirith])
    box[slot(GONDOR, REGULAR)] += 1             # Gondor's regulars inside the stronghold box
    besieged.besieged[minas_tirith] = tuple(box)
    during = companions.within_moves(besieged, start, 3)
    assert minas_tirith not in during           # never into a friendly stronghold under siege
    assert during == companions._within_moves(besieged, start, 3, False)
    assert companions.within_moves(s, start, 3) == before      # the first state keeps its own way


def test_a_cards_region_filter_passes_the_same_regions_read_from_its_short_list():
    rng, compared = random.Random(3), 0
    s = GAME.setup(WotrOptions(players=2, turn_limit=6), 3)
    event_cards()                                # the cards' conditions, compiled
    conditions = [(card, cond) for (card, _), cond in LANGUAGE.conditions.items()
                  if "kind='region'" in repr(cond)]      # the conditions that filter regions
    for _ in range(60):
        if GAME.outcome(s) is not None:
            break
        seat = rng.choice(GAME.to_act(s))
        for card, cond in conditions:
            ctx = Context(card, card, seat)
            narrowed = LANGUAGE.holds(s, ctx, cond)
            saved, LANGUAGE.narrowers = LANGUAGE.narrowers, {}
            try:
                whole = LANGUAGE.holds(s, ctx, cond)
            finally:
                LANGUAGE.narrowers = saved
            assert narrowed == whole, card
            compared += 1
        s = GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
    assert compared > 500 and LANGUAGE.narrowers
