"""Computer players over the Game protocol. No Qt.

A player sees a game only through a `SeatEye` (eye.py): the seat's view, its legal
actions, and states resampled from what the seat knows. See player.py for the contract.
"""

from lotr_table.ai.eye import SeatEye
from lotr_table.ai.player import Player
from lotr_table.ai.specs import player_from_spec

__all__ = ["Player", "SeatEye", "player_from_spec"]
