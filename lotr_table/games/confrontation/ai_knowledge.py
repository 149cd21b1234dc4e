"""What Confrontation teaches the computer players (lotr_table/ai/knowledge.py): set up by
rule of thumb (ai_setup.py), finish simulated games with a cheap policy (ai_rollout.py).
`eye` is a lotr_table.ai SeatEye; the game package does not import the ai package."""

from __future__ import annotations

import random

from lotr_table.engine.action import Action
from lotr_table.games.confrontation.ai_rollout import rollout_action
from lotr_table.games.confrontation.ai_setup import setup_action
from lotr_table.games.confrontation.board import F

SETUP = frozenset({"draft", "announce", "choose_specials", "place"})


class ConfrontationKnowledge:
    def settle(self, eye, rng: random.Random) -> Action | None:
        legal = eye.legal_actions()
        if legal[0].kind not in SETUP:
            return None
        side = F if eye.view()["side"] == "fellowship" else 1
        return setup_action(legal, side, rng)

    def rollout(self, game, state, seat: int, rng: random.Random) -> Action:
        return rollout_action(game, state, seat, rng)


KNOWLEDGE = ConfrontationKnowledge()
