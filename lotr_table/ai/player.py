"""The contract of a computer player.

    player.choose(eye, rng) -> Action

`eye` is a SeatEye: the game (rules only, stateless), the seat, and the seat's doors to
the state (view, legal actions, resampled states). A player never receives the state
itself, so it can only know what its seat may know. `rng` is the player's own randomness;
the same eye contents and the same rng give the same action (tests rely on it). The
action returned must be one of eye.legal_actions().
"""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from lotr_table.ai.eye import SeatEye
from lotr_table.engine.action import Action


@runtime_checkable
class Player(Protocol):
    name: str

    def choose(self, eye: SeatEye, rng: random.Random) -> Action: ...
