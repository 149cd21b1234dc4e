"""Helpers for the core (E1) tests: positions through GAME.position, answers through
GAME.apply, and a loaded die."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.lotr_coop import die, tables
from lotr_table.games.lotr_coop.game import GAME

A = Action


def pos(seed: int = 0, **position):
    return GAME.position(position, seed)


def who(s) -> int:
    return GAME.to_act(s)[0]


def kind(s):
    return s.pending.kind if GAME.to_act(s) else None


def legal(s, seat=None):
    return GAME.legal_actions(s, who(s) if seat is None else seat)


def do(s, k: str, **fields):
    return GAME.apply(s, who(s), Action(k, **fields))


def passive(s, until=(), limit=50):
    """Answer open/reactive questions passively until a decision of a kind in `until`."""
    answers = {"tile": "resolve", "reveal": "reveal", "sanctuary_window": "done", "window": "done",
               "before_roll": "accept", "after_roll": "accept", "before_penalty": "accept",
               "before_event": "accept"}
    for _ in range(limit):
        if s.over or kind(s) in until or kind(s) not in answers:
            return s
        s = do(s, answers[kind(s)])
    return s


def load_die(monkeypatch, *faces):
    """The next threat rolls show these faces, in order."""
    queue = [tables.FACES.index(f) for f in faces]

    def fake(s, n):
        return queue.pop(0)
    monkeypatch.setattr(die, "randbelow", fake)
    return queue


def hob(s, name):
    return next(h for h in s.hobbits if h.hobbit == name)
