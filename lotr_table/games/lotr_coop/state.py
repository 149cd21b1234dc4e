"""The hot state of a cooperative game: plain lists and dicts, cheap to copy.

Journey cards are held by type id ("grey_fighting"), so a hand may repeat an id; legendary
cards by their own id. Runes are kept as one total per hobbit (the digest §16: change is
unlimited). `stack` holds the steps still to run (see flow.py); `pending` is the one question
the game is waiting on.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from lotr_table.engine.kernel_state import COPIES, DICT, DICT_OF_LISTS, LIST, KernelState, copied
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
class State(KernelState):
    opts: CoopOptions
    hobbits: list = copied(COPIES, default_factory=list)     # every hobbit's fast copy (Hobbit.copy)
    sauron: int = 12
    ring_bearer: int | None = 0
    ring_used: bool = False
    location: int = 0
    action_index: int = 0
    tracks: dict = copied(DICT, default_factory=dict)
    event_index: int = 0
    story: list = copied(LIST, default_factory=list)
    story_discard: list = copied(LIST, default_factory=list)
    tile: str | None = None
    journey: list = copied(LIST, default_factory=list)
    journey_discard: list = copied(LIST, default_factory=list)
    removed: list = copied(LIST, default_factory=list)
    row: list = copied(LIST, default_factory=list)
    gold_stack: list = copied(LIST, default_factory=list)
    gandalf: list = copied(LIST, default_factory=list)
    active: int = 0
    played: list = copied(LIST, default_factory=list)
    rested: bool = False
    turn_over: bool = False
    last_roll: tuple | None = None          # (seat, face id)
    revealed: list = copied(LIST, default_factory=list)
    aside: dict = copied(DICT_OF_LISTS, default_factory=dict)   # seat -> items held aside in a payment
    foresight: tuple | None = None          # (seat, tiles seen) while they are on top
    # small per-step values (payments, council). A shallow copy is enough: every scratch value
    # is immutable or, for the few dicts (the Council picks), replaced by a new one on write
    scratch: dict = copied(DICT, default_factory=dict)
    result: dict | None = None              # set once when the game ends, never changed

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

