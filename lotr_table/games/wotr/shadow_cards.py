"""What an event card is worth to the Shadow's rule of thumb (heuristic.py): which card it
plays first, which it discards over the hand limit, and which deck it draws from.

Against the public engine's player the Shadow lost by the Ring destroyed far more often than
any other way, and its character deck is the deck of the Hunt (seed, Розділ V: the Shadow's
character events «впливають на Братство»): cards that corrupt the Ring-bearers or draw a Hunt
tile, the special tiles that join the Hunt Pool on the Mordor Track (seed, Розділ IX: «додайте
будь-які особливі жетони, уведені в гру через застосування карт подій»), Eyes for the Hunt Box.
So those are worth most; a card that recruits comes next, a card that only moves last. Worths
are by card id (data/event_cards_shadow_*.json): a card not listed is worth WORTH_DEFAULT."""

from __future__ import annotations

WORTH_DEFAULT = 3

WORTH = {
    # corruption at once
    "sh_char_12": 10,   # Morgul Wound
    "sh_char_13": 9,    # Lure of the Ring
    "sh_char_08": 9,    # Candles of Corpses
    # a Hunt tile drawn now
    "sh_char_06": 9,    # Isildur's Bane
    "sh_char_07": 8,    # Foul Thing from the Deep
    "sh_char_05": 8,    # Orc Patrol
    # special tiles for the Mordor Track's pool
    "sh_char_01": 8, "sh_char_02": 8, "sh_char_03": 8, "sh_char_04": 8,
    "sh_char_18": 7,    # The Lidless Eye: dice into the Hunt Box
    "sh_char_14": 7,    # The Breaking of the Fellowship
    "sh_char_16": 6,    # Flocks of Crebain
    "sh_char_09": 6,    # Nazgûl Search: reveals
    "sh_char_08b": 5,   # The Nazgûl Strike!
    "sh_char_10": 5,    # Cruel Weather
    "sh_char_21": 5,    # The Palantír of Orthanc
    # armies recruited
    "sh_str_23": 6, "sh_str_17": 6, "sh_str_21": 6, "sh_str_24": 6, "sh_str_18": 6,
    "sh_str_20": 5, "sh_str_19": 5, "sh_str_16": 5, "sh_str_12": 5, "sh_str_11": 4,
    "sh_str_22": 4, "sh_str_13": 4, "sh_str_14": 4, "sh_str_15": 4,
}


def worth(card: str) -> int:
    return WORTH.get(card, WORTH_DEFAULT)
