"""The state of a game: the zones (engine/zones.py, their visibility declared once), the
tokens on cards, the twilight pool, the adventure path and the turn in progress."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator, model_validator

from lotr_table.engine.behaviours import Vocabulary
from lotr_table.engine.kernel_state import DICT, OWN_COPY, KernelState, copied
from lotr_table.engine.zone_game import seat_zone
from lotr_table.engine.zones import NOBODY, OWNER, PUBLIC, Zones, ZoneSpec
from lotr_table.games.lotr_tcg import deck_list, deck_rules, random_deck
from lotr_table.games.lotr_tcg.data import Card, content
from lotr_table.games.lotr_tcg.deck import Deck

MAX_SEATS = 4
VOCAB = Vocabulary("lotr_tcg")
HAND_SIZE = 8            # R5.11, R14.3


class TcgOptions(BaseModel):
    """`variant` "starter": the first game of the seed (sites 1-7, no bidding, win at site 7);
    "full": sites 1-9 with bidding. `decks`: each seat's deck in seat order, each a published
    deck's name ("aragorn", "gandalf"), a deck list file (read at once: the options and so a
    saved game carry its cards, and a replay needs no file) or a deck's record; or "random":
    a random legal deck for each seat, dealt from the game's seed. Every deck must be legal
    (deck_rules.py)."""
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)
    players: int = Field(2, ge=2, le=MAX_SEATS)
    variant: Literal["starter", "full"] = "starter"
    decks: tuple[str | Deck, ...] | Literal["random"] = ()

    @field_validator("decks", mode="before")
    @classmethod
    def _read_lists(cls, value: Any, info: ValidationInfo) -> Any:
        # Files are read only for options given in Python (the command line, the table); a
        # save's options come as JSON and must hold the decks themselves: loading a file
        # never makes the program open another.
        if isinstance(value, (list, tuple)):
            return tuple(_chosen(v, files=info.mode == "python") for v in value)
        return value

    @model_validator(mode="after")
    def _decks(self) -> "TcgOptions":
        if self.decks != "random" and self.decks and len(self.decks) != self.players:
            raise ValueError("one deck for each player")
        if self.decks != "random":
            data = content()
            for d in self.decks:
                if isinstance(d, str) and d not in data.decks:
                    raise ValueError(f"no published deck {d!r} (published: {', '.join(data.decks)})")
                if isinstance(d, Deck):
                    deck_rules.check(d, data.cards)
        return self

    def seat_decks(self, seed: int) -> tuple[Deck, ...]:
        """The deck of each seat: as chosen, dealt at random from the game's seed, or the two
        starter decks in turn."""
        data = content()
        if self.decks == "random":
            return random_deck.deal(data.cards, self.players, seed)
        chosen = self.decks or tuple(("aragorn", "gandalf")[p % 2] for p in range(self.players))
        return tuple(data.decks[d] if isinstance(d, str) else d for d in chosen)

    @property
    def last_site(self) -> int:
        return 7 if self.variant == "starter" else 9


def _chosen(value: Any, files: bool) -> Any:
    """A deck as the options hold it: a published name stays a name, a file (where `files`)
    becomes its cards (deck_list.load: every unreadable line or broken rule refused), a
    record a Deck."""
    if files and isinstance(value, str) and value not in content().decks and value != "random":
        return deck_list.load(value, content().cards)
    if isinstance(value, dict):
        return Deck.model_validate(value)
    return value


deck, hand, discard, dead, adventure, play = (seat_zone(kind) for kind in (
    "deck", "hand", "discard", "dead", "adventure", "play"))
# cards stacked face up on a card of that seat in play (Goblin Swarms, Gandalf's Cart): not in play
stacked = seat_zone("stacked")


PATH = "path"
REMOVED = "removed"      # an eliminated player's cards (R21.6)


def zone_specs(players: int) -> tuple[ZoneSpec, ...]:
    out = []
    for p in range(players):
        out += [ZoneSpec(deck(p), NOBODY, p, ordered=True), ZoneSpec(hand(p), OWNER, p),
                # R4.1: you may look through your own discard pile, not an opponent's
                ZoneSpec(discard(p), OWNER, p), ZoneSpec(dead(p), PUBLIC, p),
                ZoneSpec(adventure(p), OWNER, p), ZoneSpec(play(p), PUBLIC, p), ZoneSpec(stacked(p), PUBLIC, p)]
    return tuple(out) + (ZoneSpec(PATH, PUBLIC), ZoneSpec(REMOVED, PUBLIC))


def table_zones(players: int) -> tuple[str, ...]:
    """The zones whose cards can be active (R19.1): each play area and the path. What the
    rules work out from these alone is kept in the zones' memo (cards.active), which a
    move elsewhere (a draw, a discard from hand) keeps."""
    return tuple(play(p) for p in range(players)) + (PATH,)


def new_zones(players: int) -> Zones:
    return Zones(zone_specs(players), {p: f"player{p}" for p in range(players)}, memo_from=table_zones(players))


def owner(instance: str) -> int:
    found = _OWNERS.get(instance)
    if found is None:
        found = _OWNERS[instance] = int(instance[1:instance.index(".")])     # "p1.23": seat 1's card
    return found


_OWNERS: dict[str, int] = {}             # a few hundred names, the same in every game


_CARDS: dict = {}


def card(s: Any, instance: str) -> Card:
    if not _CARDS:
        _CARDS.update(content().cards)
    return _CARDS[s.zones.card_of[instance]]


@dataclass(slots=True)
class TcgState(KernelState):
    opts: TcgOptions
    zones: Any = copied(OWN_COPY)
    turn: int = 0                       # turns played, the current one included
    fp: int = 0                         # the Free Peoples player of this turn
    first: int = 0
    out: tuple = ()                     # eliminated seats, in order
    winner: int | None = None
    reason: str = ""
    twilight: int = 0
    phase: str = "setup"
    wounds: dict = copied(DICT, default_factory=dict)        # instance -> wounds
    burdens: dict = copied(DICT, default_factory=dict)       # seat -> burdens on its Ring-bearer
    bearer: dict = copied(DICT, default_factory=dict)        # seat -> its Ring-bearer's instance
    resistance: dict = copied(DICT, default_factory=dict)    # seat -> its Ring-bearer's resistance
    attached: dict = copied(DICT, default_factory=dict)      # borne card -> its bearer
    marker: dict = copied(DICT, default_factory=dict)        # seat -> site number of its fellowship
    path: dict = copied(DICT, default_factory=dict)          # site number -> the site instance played
    ring_on: bool = False
    moves: int = 0
    move_limit: int = 2
    no_more_moves: bool = False
    assigned: dict = copied(DICT, default_factory=dict)      # companion -> tuple of minions (this round)
    fought: tuple = ()                                # the current skirmish: (companion, minions)
    effects: tuple = ()                               # (kind, target, amount, until): lasting effects
    used: dict = copied(DICT, default_factory=dict)          # per-phase counters (limits, first Orc ...)
    order: tuple = ()                                 # the seats in turn order, clockwise (R5.5)
    decks: tuple = ()                                 # each seat's Deck (TcgOptions.seat_decks)

    def seats_in_game(self) -> list[int]:
        if not self.out:
            return list(range(self.opts.players))
        return [p for p in range(self.opts.players) if p not in self.out]

    def seating(self) -> tuple:
        return self.order or tuple(range(self.opts.players))

    def left_of(self, seat: int) -> int:
        """The next player in turn order (R5.5), skipping the eliminated."""
        order = self.seating()
        n = len(order)
        at = order.index(seat)
        for k in range(1, n + 1):
            p = order[(at + k) % n]
            if p not in self.out:
                return p
        return seat

    def shadow_players(self) -> list[int]:
        """The Shadow players from the FP player's right, counter-clockwise (R9.1, R6.5)."""
        order = self.seating()
        n = len(order)
        at = order.index(self.fp)
        return [p for p in (order[(at - k) % n] for k in range(1, n)) if p not in self.out]

    def rotation(self) -> tuple[int, ...]:
        """A rotating window's order: the FP player, then counter-clockwise (R6.5)."""
        return (self.fp,) + tuple(self.shadow_players())
