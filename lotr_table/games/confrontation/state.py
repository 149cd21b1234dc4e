"""The hot state of a Confrontation game: plain lists, cheap to copy.

Pieces 0-8 are the Fellowship's tiles 1-9, pieces 9-17 Sauron's. A piece's `loc` is a
region index, UNPLACED before setup or DEAD once killed; `rev` is HIDDEN, SHOWN (a
reveal that ends with the battle or turn) or KEPT (Crebain of Dunland, the Watcher).
Hands and discards are bitmasks over a side's 9 combat cards (cards.json order).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from lotr_table.engine.kernel_state import LIST, LIST_PAIR, OPTIONAL_COPY, KernelState, copied
from lotr_table.games.confrontation.options import ConfrontationOptions

UNPLACED, DEAD = -1, -2
HIDDEN, SHOWN, KEPT = 0, 1, 2
ALL_CARDS = (1 << 9) - 1


@dataclass(slots=True)
class Battle:
    region: int
    attacker: int
    first: bool = True           # the Orcs' (classic) first attack in this region is unused
    sam_defended: bool = False   # Sam (classic) has already stood in for Frodo in this attack
    defender: int = -1
    fp: int = -1                 # the battling Fellowship piece
    sp: int = -1                 # the battling Sauron piece
    stage: str = "B0"
    gwaihir: bool = False
    sam_proved: bool = False
    window_done: bool = False
    retreated: int = -1          # side whose hero left the battle region
    no_cards: bool = False
    dead: list = field(default_factory=list)
    card: list = field(default_factory=lambda: [-1, -1])       # card in effect per side
    chosen: list = field(default_factory=lambda: [-1, -1])     # secret commitment per side
    table: list = field(default_factory=lambda: [[], []])      # cards on the table per side
    ignored: list = field(default_factory=lambda: [False, False])
    strength_ignored: list = field(default_factory=lambda: [False, False])
    s_retreat_played: bool = False
    magic_done: list = field(default_factory=lambda: [False, False])
    s_resolved: bool = False     # Sauron's text card has been carried out
    f_resolved: bool = False
    forced: bool = False         # Saruman (alternative) has made the Fellowship show another card
    mouth_done: bool = False
    support: int = 0
    wormtongue_done: bool = False

    def copy(self) -> "Battle":
        b = Battle.__new__(Battle)
        for name in _BATTLE_SCALARS:
            setattr(b, name, getattr(self, name))
        b.dead = list(self.dead)
        b.card = list(self.card)
        b.chosen = list(self.chosen)
        b.table = [list(self.table[0]), list(self.table[1])]
        b.ignored = list(self.ignored)
        b.strength_ignored = list(self.strength_ignored)
        b.magic_done = list(self.magic_done)
        return b


_BATTLE_LISTS = ("dead", "card", "chosen", "table", "ignored", "strength_ignored", "magic_done")
_BATTLE_SCALARS = tuple(n for n in Battle.__slots__ if n not in _BATTLE_LISTS)


@dataclass(slots=True)
class State(KernelState):
    opts: ConfrontationOptions
    phase: str = "draft"          # draft, specials, place, turn, over
    game_no: int = 1
    fp_seat: int = 0
    scores: list = copied(LIST, default_factory=lambda: [0, 0])
    results: list = copied(LIST, default_factory=list)     # (game_no, winner side, points, reason)
    hero: list = copied(LIST, default_factory=lambda: [None] * 18)
    loc: list = copied(LIST, default_factory=lambda: [UNPLACED] * 18)
    rev: list = copied(LIST, default_factory=lambda: [HIDDEN] * 18)
    hand: list = copied(LIST, default_factory=lambda: [ALL_CARDS, ALL_CARDS])
    disc: list = copied(LIST, default_factory=lambda: [0, 0])
    sp_avail: list = copied(LIST, default_factory=lambda: [0, 0])   # bitmask over a side's 4 specials
    sp_used: list = copied(LIST, default_factory=lambda: [0, 0])
    sp_secret: bool = False
    draft: list = copied(LIST_PAIR, default_factory=lambda: [[], []])
    sp_count: int = -1            # the number announced in the "opponent picks" way
    sp_done: list = copied(LIST, default_factory=lambda: [False, False])
    active: int = 1               # side to move: Sauron begins
    stage: str = "start"          # the stages drive the game; the kernel's stack is almost always empty
    pre_move: bool = False        # Shadowfax / The Dark of Mordor used this turn
    premove_special: bool = False # the move under way is that special card's own move
    must_move: int = -1           # piece that must make the move (Shadowfax, A King Revealed)
    may_not_move: int = -1        # piece that may not (The Dark of Mordor)
    king_target: int = -1         # designated by A King Revealed for Sauron's next turn
    palantir: int = -1            # region revealed by Palantir until the end of this turn
    move_from: int = -1
    move_to: int = -1
    mover: int = -1
    battle: Battle | None = copied(OPTIONAL_COPY, default=None)
    ring_bearer: int = 0
    winner: int = -1
    reason: str = ""
    turns: int = 0

    def seat_of(self, side: int) -> int:
        return self.fp_seat if side == 0 else 1 - self.fp_seat

    def side_of(self, seat: int) -> int:
        return 0 if seat == self.fp_seat else 1
