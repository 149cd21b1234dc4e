"""Helpers for the core (E1) tests: the scenario helpers of rules_helpers.py, plus what the
core tests need besides — a loaded die and the state's own hobbit records."""

from __future__ import annotations

from lotr_table.games.lotr_coop import die, tables
from tests.games.lotr_coop.rules_helpers import A, PASSIVE, do, kind, legal, pos, who  # noqa: F401


def passive(s, until=(), limit=50):
    """Answer open/reactive questions passively until a decision of a kind in `until`."""
    for _ in range(limit):
        if s.over or kind(s) in until or kind(s) not in PASSIVE:
            return s
        s = do(s, PASSIVE[kind(s)])
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
