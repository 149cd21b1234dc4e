"""Who is who at the table: seats, sides, the faction players, and "each player of a side"
(rules §3, §13, §14)."""

from __future__ import annotations

from lotr_table.games.wotr_cards.cards import FREE_PEOPLES, SHADOW, FactionCard, faction_cards
from lotr_table.games.wotr_cards.scenarios import SETUPS, setup_of

CARDS = faction_cards()


_SEATS = {name: range(len(setup.decks)) for name, setup in SETUPS.items()}    # asked many times an action


def seats(s) -> range:
    return _SEATS[s.opts.scenario]


def side_of(s, seat: int) -> str:
    return setup_of(s.opts).decks[seat].side


def other(side: str) -> str:
    return SHADOW if side == FREE_PEOPLES else FREE_PEOPLES


def seats_of(s, side: str) -> list[int]:
    return [x for x in seats(s) if side_of(s, x) == side]


def faction_player(s, faction: str) -> int:
    """The seat whose deck holds the faction's cards ("the Hobbit player")."""
    return next(x for x, d in enumerate(setup_of(s.opts).decks) if faction in d.factions)


def each_player(s, side: str) -> list[int]:
    """The seats an "each player of this side" effect reaches, in seat order; in the Duels the
    single player of a side named there does it twice (rules §14.2, §14.3)."""
    out = seats_of(s, side)
    if side in setup_of(s.opts).doubled:
        out = [x for x in out for _ in (0, 1)]
    return out


def players(s, who: str, you: int) -> list[int]:
    if who == "you":
        return [you]
    if who == "each_fp":
        return each_player(s, FREE_PEOPLES)
    if who == "each_shadow":
        return each_player(s, SHADOW)
    return [faction_player(s, who)]


def owner(instance: str) -> int:
    """A faction card's owner: "f2_17" is seat 2's."""
    return int(instance[1:instance.index("_")])


def is_faction_card(instance: str) -> bool:
    return instance[0] == "f" and instance[1].isdigit()


def card(s, instance: str) -> FactionCard:
    return CARDS[s.zones.card_of[instance]]
