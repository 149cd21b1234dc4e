"""What War of the Ring: The Card Game teaches the computer players (lotr_table/ai/knowledge.py).

A simulated game to the end costs about 150 actions; the search cannot afford many within a
second. So it looks to the end of the current round only, where the round's combats have been
fought and their points banked, and grades the points as they then stand. Every seat in the
simulation plays the rule-of-thumb player's rule (heuristic.pick), reading only the cards its
own actions name and its own deck and cycle pile, whose make-up a player knows."""

from __future__ import annotations

import math
import random

from lotr_table.engine.action import Action
from lotr_table.games.wotr_cards.combat import count
from lotr_table.games.wotr_cards.heuristic import lead, pick
from lotr_table.games.wotr_cards.round import victory_points
from lotr_table.games.wotr_cards.cards import FREE_PEOPLES
from lotr_table.games.wotr_cards.state import cycle_pile, deck
from lotr_table.games.wotr_cards.table_talk import other, side_of

OWN_PILE = {"deck": deck, "cycle": cycle_pile}      # where a card's "take" looks

# A lead of this many points is worth about three quarters of a win: the game ends at a lead
# of 10, and a round moves the score by 2-5 points.
LEAD_SCALE = 3.0


class CardGameKnowledge:
    # the search's budget per level, as plain numbers: a game never imports the players
    levels = {
        "easy": {"iterations": 8, "seconds": 0.25},
        "normal": {"iterations": 32, "seconds": 0.8},
        "hard": {"iterations": 400, "seconds": 5.0},
    }

    # A round takes 20-60 decisions; a simulation still in its round after this many is in a
    # loop the rule of thumb cannot see (Denethor forsaking, from a deck of cards that are
    # cycled instead of eliminated, to take a Faramir who is not there, again and again).
    rollout_limit = 300

    def settle(self, eye, rng: random.Random) -> Action | None:
        return None

    def rollout(self, game, state, seat: int, rng: random.Random) -> Action:
        legal = game.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        zones = state.zones
        side = side_of(state, seat)
        return pick(legal, zones.card_of.get, side,
                    lambda source: [zones.card_of[i] for i in zones.cards[OWN_PILE[source](seat)]],
                    (lambda loc: lead(count(state, loc), side)) if state.pending.kind == "combat_order" else None)

    def horizon(self, start, state) -> bool:
        return state.round > start.round

    def estimate(self, state, seat: int) -> float:
        side = side_of(state, seat)
        lead = victory_points(state, side) - victory_points(state, other(side))
        lead += -0.5 if side == FREE_PEOPLES else 0.5        # a tie goes to the Shadow (rules §12.2)
        return 1.0 / (1.0 + math.exp(-lead / LEAD_SCALE))


KNOWLEDGE = CardGameKnowledge()
