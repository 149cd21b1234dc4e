"""Players by name, as the arena and the table's "computer player" menu give them:

    random                    a uniformly random legal action
    heuristic                 the game's simple rule-based player (games/<id>/heuristic.py)
    mcts, mcts:normal         information-set search at a level: easy, normal, hard
    mcts:hard,c=0.5           a level with settings changed, for tuning:
                              iterations=N, seconds=T, c=exploration, opponent=policy|tree
"""

from __future__ import annotations

import importlib
from dataclasses import replace

from lotr_table.ai.knowledge import knowledge_for
from lotr_table.ai.mcts import LEVELS, Budget, MCTSPlayer
from lotr_table.ai.player import Player
from lotr_table.ai.random_player import RandomPlayer
from lotr_table.engine.game import Game


class SpecError(ValueError):
    pass


def player_from_spec(spec: str, game: Game) -> Player:
    kind, _, rest = spec.strip().partition(":")
    if kind == "random" and not rest:
        return RandomPlayer()
    if kind == "heuristic" and not rest:
        return _heuristic(game)
    if kind == "mcts":
        return _mcts(spec, rest, game)
    raise SpecError(f"unknown player {spec!r}; try random, heuristic, mcts:easy, mcts:normal, mcts:hard")


def _heuristic(game: Game) -> Player:
    name = f"lotr_table.games.{game.id}.heuristic"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as missing:
        if missing.name != name:
            raise
        raise SpecError(f"{game.id} has no heuristic player") from None
    return module.Heuristic()


def _mcts(spec: str, rest: str, game: Game) -> MCTSPlayer:
    parts = [p.strip() for p in rest.split(",") if p.strip()] if rest else []
    level = "normal"
    if parts and "=" not in parts[0]:
        level = parts.pop(0)
    if level not in LEVELS:
        raise SpecError(f"unknown level {level!r} in {spec!r}; levels: {', '.join(LEVELS)}")
    priced = getattr(knowledge_for(game), "levels", {}).get(level)      # a game may price its levels
    budget = Budget(**priced) if priced is not None else LEVELS[level]
    settings: dict = {}
    for part in parts:
        key, _, value = part.partition("=")
        if key not in ("iterations", "seconds", "c", "opponent"):
            raise SpecError(f"unknown setting {key!r} in {spec!r}")
        try:
            if key == "iterations":
                budget = replace(budget, iterations=int(value))
            elif key == "seconds":
                budget = replace(budget, seconds=float(value))
            elif key == "c":
                settings["exploration"] = float(value)
            else:
                settings["opponent"] = value
        except ValueError:
            raise SpecError(f"bad number in {part!r} of {spec!r}") from None
    try:
        return MCTSPlayer(budget, name=spec.strip(), **settings)
    except ValueError as bad:
        raise SpecError(f"{bad} (in {spec!r})") from None
