"""Games by id. Each game package registers itself on import."""

from __future__ import annotations

import importlib

from lotr_table.engine.game import Game

# Only games whose rules are finished are listed here (the lobby offers those with a table:
# table/games.py).
_KNOWN = {
    "confrontation": "lotr_table.games.confrontation.game",
    "lotr_coop": "lotr_table.games.lotr_coop.game",
    # the war on the map, headless: self-play and the catalogue know it, the lobby offers
    # only games with a table package (table/games.py)
    "wotr": "lotr_table.games.wotr.game",
    # rules only (no table package yet): self-play, replay and the catalogue, not the lobby
    "lotr_tcg": "lotr_table.games.lotr_tcg.game",
    # rules and a rule-of-thumb player (no table package yet): not the lobby
    "wotr_cards": "lotr_table.games.wotr_cards.game",
}
_loaded: dict[str, Game] = {}


def game_ids() -> list[str]:
    return list(_KNOWN)


def module_of(game_id: str) -> str:
    """The module that holds the game's rules, without importing it (the lobby warms it up)."""
    return _KNOWN[game_id]


def get_game(game_id: str) -> Game:
    if game_id not in _KNOWN:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(_KNOWN)}")
    if game_id not in _loaded:
        module = importlib.import_module(_KNOWN[game_id])
        _loaded[game_id] = module.GAME
    return _loaded[game_id]
