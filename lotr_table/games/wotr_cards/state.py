"""The state of a game: zones of cards with their declared visibility, and the few numbers
beside them (rules §5)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lotr_table.engine.kernel_state import COPY_SHARED, DICT, KernelState, copied
from lotr_table.engine.zone_game import seat_zone
from lotr_table.engine.zones import NOBODY, OWNER, PUBLIC, ZoneSpec
from lotr_table.games.wotr_cards.cards import SIDES, locations
from lotr_table.games.wotr_cards.scenarios import Options


# each seat's piles; the drawn cards are those a draw-and-play effect drew: seen by their
# owner, not yet in hand (rules §9.1)
deck, hand, cycle_pile, eliminated, reserve, drawn = (seat_zone(kind) for kind in (
    "deck", "hand", "cycle", "eliminated", "reserve", "drawn"))
_AT = {l: f"at_{l}" for l in locations()}


def at(location: str) -> str:
    """The faction cards on a location."""
    return _AT[location]


def path_pile(number: int) -> str:
    return f"paths{number}"


def bg_deck(side: str) -> str:
    return f"battlegrounds_{side}"


def vp_area(side: str) -> str:
    return f"vp_{side}"


ACTIVE, ASIDE = "active", "aside"


def zone_specs(seats: int) -> tuple[ZoneSpec, ...]:
    """Hands, cycle and eliminated piles are their owner's; decks nobody's; everything in
    play public. The location decks are public too: which cards are in them is known (every
    location not yet activated), and a random one is taken when one is activated, so no
    order is kept that a view could show."""
    specs = []
    for s in range(seats):
        specs += [ZoneSpec(deck(s), NOBODY, s, ordered=True), ZoneSpec(hand(s), OWNER, s),
                  ZoneSpec(cycle_pile(s), OWNER, s), ZoneSpec(eliminated(s), OWNER, s),
                  ZoneSpec(drawn(s), OWNER, s), ZoneSpec(reserve(s), PUBLIC, s)]
    specs += [ZoneSpec(at(l), PUBLIC) for l in locations()]
    specs += [ZoneSpec(path_pile(n), PUBLIC) for n in range(1, 10)]
    specs += [ZoneSpec(bg_deck(side), PUBLIC) for side in SIDES]
    specs += [ZoneSpec(vp_area(side), PUBLIC) for side in SIDES]
    specs += [ZoneSpec(ACTIVE, PUBLIC, ordered=True), ZoneSpec(ASIDE, PUBLIC)]
    return tuple(specs)


def in_play_zones(seats: int) -> tuple[str, ...]:
    """The zones that say which cards are in play (the reserves, the locations' cards, which
    locations are active): the zones' memo holds what is worked out from them alone."""
    return (*(reserve(s) for s in range(seats)), *(at(l) for l in locations()), ACTIVE)


@dataclass(slots=True)
class State(KernelState):
    opts: Options
    zones: Any = copied(COPY_SHARED)
    round: int = 1
    phase: str = "start"
    first: int = 0                       # the turn-order slot of the first player this round
    last_path: int = 0                   # the number of the last path activated
    corruption: int = 0
    tokens: dict = copied(DICT, default_factory=dict)   # instance -> ((icon, n), ...): added combat icons
    bearer: dict = copied(DICT, default_factory=dict)   # item instance -> character instance
    fresh: frozenset = frozenset()       # played to a reserve this round: may not move
    played_ids: frozenset = frozenset()  # (seat, card id) of characters and items played this round
    ring: tuple = ()                     # per seat: "unused", "used" (for good) or "flipped" (this round)
    round_rules: frozenset = frozenset()  # The Red Arrow, The Three Hunters
    reactivated_against: frozenset = frozenset()   # battlegrounds whose printed defence does not count
    used_once: frozenset = frozenset()   # (instance, ability) used this round (the Palantír)
    final: bool = False                  # the last path has been fought
    # the last combat phase's combats as each began (round, ((location, attack, location defence,
    # defence, ((card, icons, attacking), ...)), ...)): for the table's account, never read by play
    combats: tuple = ()
    # the instances that are a Mirror of Galadriel (asked after every action); set with the
    # cards and again when a resample changes which card an instance is
    mirrors: tuple = ()
