"""The weakest opponent: a uniformly random legal action. The floor for benchmarks."""

from __future__ import annotations

import random

from lotr_table.ai.eye import SeatEye
from lotr_table.engine.action import Action


class RandomPlayer:
    name = "random"

    def choose(self, eye: SeatEye, rng: random.Random) -> Action:
        return rng.choice(eye.legal_actions())
