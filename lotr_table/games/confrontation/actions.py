"""The common actions, built once: random self-play and search ask for them millions of times."""

from __future__ import annotations

from functools import lru_cache

from lotr_table.engine.action import Action


@lru_cache(maxsize=None)
def move(hero: str, to: str, tunnel: bool = False) -> Action:
    return Action("move", hero=hero, to=to, via="tunnel") if tunnel else Action("move", hero=hero, to=to)


@lru_cache(maxsize=None)
def place(hero: str, region: str) -> Action:
    return Action("place", hero=hero, region=region)


@lru_cache(maxsize=None)
def play(card: str) -> Action:
    return Action("play", card=card)


@lru_cache(maxsize=None)
def simple(kind: str) -> Action:
    return Action(kind)
