"""Small helpers for the content tests (E2): build a State directly, run steps, answer.

`state(...)` builds a position without setup: hands, runes, positions, life tokens, the
location and its tracks, the journey deck (top = last), the story stack (top = last).
`run(s, *steps)` pushes steps and runs the engine until a question. `act(s, seat, action)`
answers it (refusing anything not offered). `record(monkeypatch, *names)` turns engine steps
into recorders so a test can see that ("roll", seat, source) was asked for without rolling.
"""

from __future__ import annotations

import importlib

from lotr_table.engine.action import Action
from lotr_table.games.lotr_coop import flow, tables
from lotr_table.games.lotr_coop.options import CoopOptions
from lotr_table.games.lotr_coop.state import Hobbit, State

for _m in ("cards", "moves", "die", "windows", "tracks", "ring", "turn", "adventure",
           "payments", "events", "sanctuary", "epics", "gandalf"):
    importlib.import_module(f"lotr_table.games.lotr_coop.{_m}")

A = Action


def state(players: int = 2, location: str = "moria", hands=None, runes=None, pos=None,
          life=None, active: int = 0, ring_bearer: int = 0, tracks=None, journey=None,
          story=None, row=None, gandalf=None, sauron: int = 12, **opts) -> State:
    s = State(opts=CoopOptions(players=players, **opts), rng=12345)
    s.hobbits = [Hobbit(tables.HOBBITS[i]) for i in range(players)]
    for i, h in enumerate(s.hobbits):
        h.hand = list((hands or {}).get(i, []))
        h.runes = (runes or {}).get(i, 0)
        h.pos = (pos or {}).get(i, 0)
        h.life.update((life or {}).get(i, {}))
    s.sauron = sauron
    s.location = tables.LOCATIONS.index(location)
    lc = tables.loc(s)
    s.tracks = {a: 0 for a in lc.tracks}
    s.tracks.update(tracks or {})
    s.row = list(lc.cards) if row is None else list(row)
    s.journey = list(journey if journey is not None else ["grey_hiding"] * 20)
    s.story = list(story or [])
    s.gandalf = list(tables.GANDALF if gandalf is None else gandalf)
    s.active = active
    s.ring_bearer = ring_bearer
    s.scratch["adventure_over"] = False
    return s


def run(s: State, *steps) -> State:
    flow.then(s, *steps)
    flow.advance(s)
    return s


def legal(s: State, seat: int) -> list[Action]:
    d = s.pending
    if d is None or d.seat != seat:
        return []
    return list(d.actions)


def act(s: State, seat: int, action: Action) -> State:
    assert s.pending is not None, "nobody is asked"
    assert s.pending.seat == seat, f"seat {s.pending.seat} is asked, not {seat}"
    assert action in s.pending.actions, f"{action} not in {s.pending.actions}"
    flow.decide(s, seat, action)
    return s


def kinds(s: State, seat: int) -> set[str]:
    return {a.kind for a in legal(s, seat)}


def gives(s: State, seat: int) -> set[str]:
    return {a["card"] for a in legal(s, seat) if a.kind == "give"}


def record(monkeypatch, *names: str) -> list:
    """Replace engine steps by recorders; returns the list of recorded steps."""
    calls: list = []
    for n in names:
        def rec(s, *args, _n=n):
            calls.append((_n, *args))
        monkeypatch.setitem(flow.STEPS, n, rec)
    return calls


def asked(s: State) -> tuple[int, str] | None:
    return None if s.pending is None else (s.pending.seat, s.pending.kind)
