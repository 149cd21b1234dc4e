"""The hot state of a cooperative game: plain lists and dicts, cheap to copy.

Journey cards are held by type id ("grey_fighting"), so a hand may repeat an id; legendary
cards by their own id. Runes are kept as one total per hobbit (the digest §16: change is
unlimited). `stack` holds the steps still to run (see flow.py); `pending` is the one question
the game is waiting on.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from lotr_table.engine.flow import Question
from lotr_table.engine.log_chain import PUBLIC  # noqa: F401  log visibility: everybody
from lotr_table.games.lotr_coop.options import CoopOptions

_new = object.__new__


@dataclass(slots=True)
class Hobbit:
    hobbit: str
    pos: int = 0
    alive: bool = True
    hand: list = field(default_factory=list)
    runes: int = 0
    gold: list = field(default_factory=list)
    life: dict = field(default_factory=lambda: {"heart": 0, "sun": 0, "ring": 0})
    gained: int = 0          # rune value gained in the whole game, spent or not (competition)

    def copy(self) -> "Hobbit":
        # every apply() copies every hobbit: fill the slots directly, skipping __init__
        c = _new(Hobbit)
        c.hobbit = self.hobbit
        c.pos = self.pos
        c.alive = self.alive
        c.hand = self.hand[:]
        c.runes = self.runes
        c.gold = self.gold[:]
        c.life = self.life.copy()
        c.gained = self.gained
        return c


@dataclass(slots=True)
class State:
    opts: CoopOptions
    rng: int
    hobbits: list = field(default_factory=list)
    sauron: int = 12
    ring_bearer: int | None = 0
    ring_used: bool = False
    location: int = 0
    action_index: int = 0
    tracks: dict = field(default_factory=dict)
    event_index: int = 0
    story: list = field(default_factory=list)
    story_discard: list = field(default_factory=list)
    tile: str | None = None
    journey: list = field(default_factory=list)
    journey_discard: list = field(default_factory=list)
    removed: list = field(default_factory=list)
    row: list = field(default_factory=list)
    gold_stack: list = field(default_factory=list)
    gandalf: list = field(default_factory=list)
    active: int = 0
    played: list = field(default_factory=list)
    rested: bool = False
    turn_over: bool = False
    last_roll: tuple | None = None          # (seat, face id)
    revealed: list = field(default_factory=list)
    aside: dict = field(default_factory=dict)     # seat -> items held aside in a payment
    foresight: tuple | None = None          # (seat, tiles seen) while they are on top
    scratch: dict = field(default_factory=dict)   # small per-step values (payments, council)
    barrier: int = 0
    log: Any = None                         # linked list ((vis, template, args), older)
    stack: list = field(default_factory=list)
    pending: Question | None = None
    over: bool = False
    result: dict | None = None
    cache: dict = field(default_factory=dict)
    fixed_draws: tuple = ()                 # the next draws, fixed by a position (engine/rng.draw)

    def clone(self) -> "State":
        c = State.__new__(State)
        c.opts = self.opts
        c.rng = self.rng
        c.hobbits = [h.copy() for h in self.hobbits]
        c.sauron = self.sauron
        c.ring_bearer = self.ring_bearer
        c.ring_used = self.ring_used
        c.location = self.location
        c.action_index = self.action_index
        c.tracks = dict(self.tracks)
        c.event_index = self.event_index
        c.story = list(self.story)
        c.story_discard = list(self.story_discard)
        c.tile = self.tile
        c.journey = list(self.journey)
        c.journey_discard = list(self.journey_discard)
        c.removed = list(self.removed)
        c.row = list(self.row)
        c.gold_stack = list(self.gold_stack)
        c.gandalf = list(self.gandalf)
        c.active = self.active
        c.played = list(self.played)
        c.rested = self.rested
        c.turn_over = self.turn_over
        c.last_roll = self.last_roll
        c.revealed = list(self.revealed)
        c.aside = {k: list(v) for k, v in self.aside.items()} if self.aside else {}
        c.foresight = self.foresight
        # a shallow copy is enough: every scratch value is immutable or, for the few dicts
        # (the Council picks), replaced by a new one on write, never changed in place
        c.scratch = self.scratch.copy()
        c.barrier = self.barrier
        c.log = self.log
        c.stack = list(self.stack)          # steps are tuples of immutable values
        c.pending = self.pending            # never mutated once posed
        c.over = self.over
        c.result = self.result
        c.cache = {}
        c.fixed_draws = self.fixed_draws
        return c

    @property
    def players(self) -> int:
        return len(self.hobbits)

    def living(self) -> list[int]:
        return [i for i, h in enumerate(self.hobbits) if h.alive]

    def clockwise_from(self, seat: int) -> list[int]:
        """Living seats in clockwise order starting with `seat` (skipped if dead)."""
        n = len(self.hobbits)
        return [(seat + k) % n for k in range(n) if self.hobbits[(seat + k) % n].alive]


def name(s: State, seat: int) -> str:
    """The hobbit in `seat`: log lines and prompts name hobbits, not seats."""
    return s.hobbits[seat].hobbit

