"""Shared helpers for Confrontation scenario tests: build a position, act, check refusals.

Seats: 0 = Fellowship, 1 = Sauron (the default options).
"""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction
from lotr_table.games.confrontation.board import board
from lotr_table.games.confrontation.game import GAME

FP, SAU = 0, 1


def start(position: dict, seed: int = 0):
    """A state built from a readable position (see lotr_table/games/confrontation/position.py)."""
    return GAME.position(position, seed)


def act(state, seat: int, action: Action):
    """Apply a legal action and return the new state."""
    return GAME.apply(state, seat, action)


def refused(state, seat: int, action: Action, why: str) -> str:
    """Assert that the action is refused for the reason `why` (its English words or its
    template) and the state left untouched; return the reason."""
    before = GAME.fingerprint(state)
    try:
        GAME.apply(state, seat, action)
    except IllegalAction as e:
        assert GAME.fingerprint(state) == before, "a refused action changed the state"
        assert why in (e.reason, e.template), f"refused for another reason: {e.reason!r}"
        return e.reason
    raise AssertionError(f"{action!r} was accepted")


def legal(state, seat: int) -> list[Action]:
    return GAME.legal_actions(state, seat)


def kinds(state, seat: int) -> set[str]:
    return {a.kind for a in GAME.legal_actions(state, seat)}


def destinations(state, seat: int, hero: str, kind: str = "move") -> set[str]:
    """Regions the hero may reach by one legal action of the given kind (tunnel moves marked
    'region/tunnel')."""
    out = set()
    for a in GAME.legal_actions(state, seat):
        if a.kind == kind and a.get("hero") == hero:
            out.add(a["to"] + ("/tunnel" if a.get("via") == "tunnel" else ""))
    return out


def movers(state, seat: int) -> set[str]:
    return {a["hero"] for a in GAME.legal_actions(state, seat) if a.kind == "move"}


def piece(state, hero: str) -> int:
    return state.hero.index(hero)


def where(state, hero: str) -> str | None:
    """The region id of a hero, or None when it is off the board (dead)."""
    r = state.loc[piece(state, hero)]
    return board().ids[r] if r >= 0 else None


def winner(state) -> str | None:
    """'fellowship' / 'sauron' once a single game is over, else None."""
    out = GAME.outcome(state)
    if out is None:
        return None
    return out.sides[0] if out.sides else None
