"""Where War of the Ring's hidden things lie: the event cards and the Hunt's tiles in kernel
zones (engine/zones.py), whose declarations give the view, the leaks and the resample.

- the four event decks (cards.DECKS), face down and ordered, top last: nobody sees them,
  everyone counts them;
- each seat's combat card chosen in a battle round, face down until both are revealed
  (`combat0`...: its owner sees it, the others its back: combat.backs);
- each seat's hand (`hand0`...) and its discards (`discard0`..., face down: «скиньте ...
  долілиць»): its owner sees them. With three or four people each seat holds its own hand
  (Розділ XI: the allies of a side do not show each other their cards);
- each seat's cards on the table (`table0`..., face up: «Викладіть на стіл ... після розіграшу
  карту не скидають, а її ефекти тривають»): everyone sees them (table_cards.py);
- the Hunt: the pool (`hunt_pool`, a bag: nobody sees which tile is where, everyone counts),
  the tiles drawn (`hunt_drawn`, face up, in the order drawn), the special tiles whose card
  was played and that wait for Mordor (`hunt_waiting`) and those not yet in play
  (`hunt_aside`), all three public.

An event card's instance is its card id; a tile's instance is `tile<t>`, its card the tile's
int (hunt_tiles). The rules read a zone's cards through `card_of`: a resampled twin keeps
the instances and redraws the cards.

The Fellowship's position has no zone: nothing about it is hidden in the state. The
Ring-bearers' figure stands on the last known position («Фігурка Персненосців ... указує на
останню відому позицію Братства») and the Progress Counter counts the steps from it; the
path the Fellowship takes is not chosen until it is declared or revealed, so the state keeps
only what both sides see (see docs/architecture-wotr.md).
"""

from __future__ import annotations

from functools import lru_cache

from lotr_table.engine.zones import NOBODY, OWNER, PUBLIC, ZoneSpec, Zones
from lotr_table.games.wotr import hunt_tiles
from lotr_table.games.wotr.players import seat_info

# the four event decks (cards.py reads them by index: a side's character deck, then strategy)
DECKS = ("free_peoples_character", "free_peoples_strategy", "shadow_character", "shadow_strategy")
POOL, DRAWN, WAITING, ASIDE = "hunt_pool", "hunt_drawn", "hunt_waiting", "hunt_aside"
TILE_ZONES = (POOL, DRAWN, WAITING, ASIDE)


def hand(seat: int) -> str:
    return HANDS[seat]


def discard_pile(seat: int) -> str:
    return DISCARDS[seat]


HANDS = tuple(f"hand{x}" for x in range(4))
DISCARDS = tuple(f"discard{x}" for x in range(4))
COMBAT = tuple(f"combat{x}" for x in range(4))     # a combat card chosen face down (combat.py)
TABLES = tuple(f"table{x}" for x in range(4))


def table(seat: int) -> str:
    return TABLES[seat]


def seats(players: int) -> int:
    return len(seat_info(players))


def on_tables(s) -> bool:
    """Whether any card lies on a table (the rules that watch them have nothing to do else)."""
    get = s.zones.cards.get             # asked on hot paths: a few dict lookups (no seat count)
    for zone in TABLES:
        if get(zone):
            return True
    return False


@lru_cache(maxsize=4)
def specs(players: int) -> tuple[ZoneSpec, ...]:
    n = seats(players)
    return (*(ZoneSpec(d, NOBODY, ordered=True) for d in DECKS),
            *(ZoneSpec(HANDS[x], OWNER, owner=x) for x in range(n)),
            *(ZoneSpec(DISCARDS[x], OWNER, owner=x) for x in range(n)),
            *(ZoneSpec(COMBAT[x], OWNER, owner=x) for x in range(n)),
            *(ZoneSpec(TABLES[x], PUBLIC) for x in range(n)),
            ZoneSpec(POOL, NOBODY), ZoneSpec(DRAWN, PUBLIC, ordered=True), ZoneSpec(WAITING, PUBLIC),
            ZoneSpec(ASIDE, PUBLIC))


def tile_instance(t: int) -> str:
    return f"tile{t}"


def empty(players: int) -> Zones:
    """No event card anywhere yet (they are dealt into the decks as the first turn begins); the
    standard tiles in the pool and the special ones set aside."""
    z = Zones(specs(players), {x.seat: x.side for x in seat_info(players)})
    special = set(range(len(hunt_tiles.tiles()))) - set(hunt_tiles.standard())
    for t in range(len(hunt_tiles.tiles())):
        z.create(tile_instance(t), t, ASIDE if t in special else POOL)
    return z


def cards_in(z: Zones, zone: str) -> tuple:
    """The cards of a zone in its order (a deck: top last)."""
    card_of = z.card_of
    return tuple(card_of[i] for i in z.cards[zone])


def held(z: Zones, zone: str) -> tuple:
    """The cards of an unordered zone (a hand, discards, the pool), sorted as the rules list them."""
    return tuple(sorted(cards_in(z, zone)))


def instance_of(z: Zones, zone: str, card) -> str:
    """The instance in `zone` holding `card` (the first, for tiles of one kind)."""
    card_of = z.card_of
    return next(i for i in z.cards[zone] if card_of[i] == card)


def move_card(z: Zones, card, source: str, to: str) -> None:
    z.move(instance_of(z, source, card), to, source=source)


def fingerprint(z: Zones) -> tuple:
    """Each zone's cards in order and, per card, the seats that know it: what a state holds of
    the zones, whatever the instances are called (a resampled twin keeps them, a position
    read back names them afresh)."""
    card_of, known = z.card_of, z.known
    return tuple((zone, tuple((card_of[i], tuple(sorted(known[i]))) for i in items))
                 for zone, items in z.cards.items())


def lay(z: Zones, zone: str, cards) -> None:
    """These cards (or tiles), wherever they lie, into `zone` in this order after what it
    holds (a position set up by hand, a test): the same moves a game would make."""
    where = {c: i for i, c in z.card_of.items()}
    for card in cards:
        inst = where[card]
        z.move(inst, zone)
