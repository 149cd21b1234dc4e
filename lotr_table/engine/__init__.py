"""Game-agnostic model layer: the Game protocol, actions, RNG, saves, undo. No Qt.

The names below are looked up on first use (PEP 562), not imported with the package: every
`lotr_table.engine.x` import runs this file first, and the program's start needs a few light
modules of the engine (folders, the registry), not the Game protocol's."""

from __future__ import annotations

from typing import Any

__all__ = ["Action", "Game", "IllegalAction", "Outcome", "Seat", "get_game", "game_ids"]


def __getattr__(name: str) -> Any:
    if name == "Action":
        from lotr_table.engine.action import Action
        return Action
    if name in ("Game", "IllegalAction", "Outcome", "Seat"):
        from lotr_table.engine import game
        return getattr(game, name)
    if name in ("get_game", "game_ids"):
        from lotr_table.engine import registry
        return getattr(registry, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
