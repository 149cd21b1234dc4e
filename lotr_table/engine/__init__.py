"""Game-agnostic model layer: the Game protocol, actions, RNG, saves, undo. No Qt."""

from lotr_table.engine.action import Action
from lotr_table.engine.game import Game, IllegalAction, Outcome, Seat
from lotr_table.engine.registry import get_game, game_ids

__all__ = ["Action", "Game", "IllegalAction", "Outcome", "Seat", "get_game", "game_ids"]
