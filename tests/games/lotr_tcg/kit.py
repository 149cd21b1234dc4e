"""Helpers for the LOTR TCG scenario tests: act as a seat, pass the open windows."""

from lotr_table.engine.action import Action
from lotr_table.engine.flow import PASS
from lotr_table.games.lotr_tcg.game import GAME
from lotr_table.games.lotr_tcg.position import find, position  # noqa: F401  (re-exported)


def act(s, action, seat=None):
    seat = s.pending.seats()[0] if seat is None else seat
    assert action in GAME.legal_actions(s, seat), (action, GAME.legal_actions(s, seat))
    return GAME.apply(s, seat, action)


def pass_windows(s, limit=50, responses=False):
    """Pass every action window until a question of another kind is open (with `responses`,
    pass the "about to" windows too; otherwise stop at one)."""
    for _ in range(limit):
        if s.over or s.pending is None or s.pending.kind != "_window":
            return s
        if not responses and s.pending.data[0].startswith("about_to:"):
            return s
        s = GAME.apply(s, s.pending.seat, PASS)
    raise AssertionError("the windows never closed")


def offered(s, kind, seat=None, **fields):
    """The legal actions of `kind` of the seat to act whose fields include `fields`."""
    seat = s.pending.seats()[0] if seat is None else seat
    return [a for a in GAME.legal_actions(s, seat) if a.kind == kind
            and all(a.get(k) == v for k, v in fields.items())]


def one(s, kind, seat=None, **fields):
    found = offered(s, kind, seat, **fields)
    assert found, (kind, fields, GAME.legal_actions(s, s.pending.seats()[0] if seat is None else seat))
    return found[0]


def answer(s, kind, **fields):
    return act(s, Action(kind, **fields))
