"""Helpers for the independent rules scenario tests (test_rules_*.py).

They drive the engine only through its public surface: GAME.position / setup, to_act,
legal_actions, apply (IllegalAction), view and outcome. Nothing here reaches into the state.
"""

from __future__ import annotations

import pytest

from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction
from lotr_table.games.lotr_coop.game import GAME
from lotr_table.games.lotr_coop.options import CoopOptions

A = Action
HOBBITS = ("frodo", "sam", "pippin", "merry", "fatty")
FACES = ("eye", "one", "two", "three", "cards", "blank")

# Open questions whose "nothing special" answer lets play go on (no free action taken).
PASSIVE = {"tile": "resolve", "reveal": "reveal", "sanctuary_window": "done", "window": "done",
           "before_roll": "accept", "after_roll": "accept", "before_penalty": "accept",
           "before_event": "accept"}


def pos(seed: int = 0, **position):
    """A state from the readable position format (position.py)."""
    return GAME.position(position, seed)


def setup(seed: int = 0, **options):
    return GAME.setup(CoopOptions(**options), seed)


def who(s) -> int:
    t = GAME.to_act(s)
    assert t, "nobody is asked (the game is over?)"
    return t[0]


def view(s, seat=None) -> dict:
    return GAME.view(s, seat)


def kind(s) -> str | None:
    if not GAME.to_act(s):
        return None
    return view(s, who(s))["pending"]["kind"]


def legal(s, seat: int | None = None) -> list:
    return GAME.legal_actions(s, who(s) if seat is None else seat)


def kinds(s) -> set:
    return {a.kind for a in legal(s)}


def do(s, k: str, **fields):
    """The seat asked now answers Action(k, **fields)."""
    return GAME.apply(s, who(s), A(k, **fields))


def do_as(s, seat: int, k: str, **fields):
    return GAME.apply(s, seat, A(k, **fields))


def refused(s, k: str, seat: int | None = None, *, why: str, **fields) -> str:
    """Assert that the engine refuses this action for the reason `why` (its English words
    or its template) and leaves the state untouched; return the reason."""
    before = GAME.fingerprint(s)
    with pytest.raises(IllegalAction) as e:
        GAME.apply(s, who(s) if seat is None else seat, A(k, **fields))
    assert GAME.fingerprint(s) == before, "a refused action changed the state"
    assert why in (e.value.reason, e.value.template), f"refused for another reason: {e.value.reason!r}"
    return e.value.reason


def settle(s, stop: tuple = ()):
    """Answer passive open questions (resolve the tile, accept the roll, ...) until a real
    decision is asked or the game is over. Kinds in `stop` are not answered."""
    for _ in range(200):
        if not GAME.to_act(s):
            return s
        k = kind(s)
        if k in stop or k not in PASSIVE:
            return s
        s = do(s, PASSIVE[k])
    raise AssertionError("settle: too many steps")


def seat_of(s, hobbit: str) -> int:
    for h in view(s)["hobbits"]:
        if h["hobbit"] == hobbit:
            return h["seat"]
    raise KeyError(hobbit)


def hob(s, hobbit: str) -> dict:
    return view(s)["hobbits"][seat_of(s, hobbit)]


def hand(s, hobbit: str) -> list:
    return view(s, seat_of(s, hobbit))["hand"]


def track(s, activity: str) -> int:
    return view(s)["board"]["tracks"][activity]["pos"]


def last_face(s) -> str | None:
    r = view(s)["last_roll"]
    return None if r is None else r["face"]


def log_templates(s, seat=None) -> list:
    return [line["template"] for line in view(s, seat)["log"]]


def find(build, run, face: str, seeds=range(0, 400)):
    """Search position seeds: build(seed) -> state, run(state) -> state after the roll; return
    the first resulting state whose last roll shows `face` (the test then asserts the rule)."""
    for seed in seeds:
        s = run(build(seed))
        if last_face(s) == face:
            return s
    raise AssertionError(f"no seed rolls {face}")


def outcome(s):
    return GAME.outcome(s)


JOURNEY = {f"{c}_{a}" for c in ("brown", "grey") for a in ("fighting", "friendship", "hiding", "travelling")} | {"brown_star"}


def journey_hand(s, hobbit: str) -> list:
    """The journey cards (not the legendary ones) in a hobbit's hand, sorted."""
    return sorted(c for c in hand(s, hobbit) if c in JOURNEY)
