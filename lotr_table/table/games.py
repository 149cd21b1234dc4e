"""The games whose table is built, each by the package that draws it.

A table package offers `make_panel(parent) -> GamePanel`, `make_options_form(parent)` (a
widget with `options()` and `retranslate()`), and may offer `translate_arg(key, value)` for
the arguments of its refusals. A game is offered to players only when both its rules
(engine registry) and its table package are there.

This module is what the lobby knows of a game before it is played: its title, what it is,
and the seats its options give (`seats`, `holds_several`), as plain data read from the
options form, so that the lobby shows a game without loading its rules, its data or its table.
A table package is imported on first use, and its rules when the game is started
(tests/table/test_startup_imports.py holds both, and that these seats are the rules' own).
"""

from __future__ import annotations

import importlib
import importlib.util
from types import ModuleType
from typing import Any, Callable

from lotr_table.engine import registry
from lotr_table.table.i18n import tr

TABLES = {
    "confrontation": "lotr_table.table.confrontation",
    "lotr_coop": "lotr_table.table.lotr_coop",
    "wotr_cards": "lotr_table.table.wotr_cards",
    "lotr_tcg": "lotr_table.table.lotr_tcg",
    "wotr": "lotr_table.table.wotr",
}
# Tables that can be drawn (`lotr-table screenshot`, the redraw benchmark) but are not offered
# in the lobby: their decisions are still to come. None now.
PREVIEWS: dict[str, str] = {}

# Literal calls, so the catalogue scanner finds every title.
_TITLES: dict[str, Callable[[], str]] = {
    "confrontation": lambda: tr("Games", "The Lord of the Rings: The Confrontation"),
    "lotr_coop": lambda: tr("Games", "The Lord of the Rings (cooperative)"),
    "wotr_cards": lambda: tr("Games", "War of the Ring: The Card Game"),
    "lotr_tcg": lambda: tr("Games", "The Lord of the Rings Trading Card Game"),
    "wotr": lambda: tr("Games", "War of the Ring"),
}


# What the lobby says of each game: who plays, how long, and what it is about.
_ABOUT: dict[str, Callable[[], tuple[str, str]]] = {
    "confrontation": lambda: (
        tr("Games", "2 players \u00b7 about 30 minutes a game \u00b7 a match is two games"),
        tr("Games", "Reiner Knizia's duel of bluff and nerve. One player leads the Fellowship and tries to bring "
                    "Frodo into Mordor; the other leads Sauron's servants and hunts him. Each side's nine heroes "
                    "stand face down, so you never know whom you are attacking until the battle: there both "
                    "choose a combat card in secret, and the stronger survives.")),
    "lotr_coop": lambda: (
        tr("Games", "2 to 5 players, together \u00b7 about 90 minutes"),
        tr("Games", "Reiner Knizia's cooperative Lord of the Rings. Each player is a hobbit, and together you carry "
                    "the Ring from Bag End to the Crack of Doom, through the adventures of Moria, Helm's Deep, "
                    "Shelob's Lair and Mordor. Play cards to advance along the tracks, share out the burdens, and "
                    "keep every hobbit away from Sauron on the corruption track. You win or lose as one.")),
    "wotr_cards": lambda: (
        tr("Games", "2 to 4 players, the Free Peoples against the Shadow \u00b7 about 60 minutes"),
        tr("Games", "The card game of the War of the Ring. Each player leads a deck of faction cards: heroes, armies, "
                    "items and events. Round after round a path of the Ring-bearer's journey and the battlegrounds "
                    "are fought over; play your cards there or keep them in reserve, and win the locations' victory "
                    "points. After the last path the side with more points wins.")),
    "lotr_tcg": lambda: (
        tr("Games", "2 to 4 players, each with a deck \u00b7 about 45 minutes a game for two"),
        tr("Games", "The trading card game of the Fellowship of the Ring. Each player brings one deck of Free "
                    "Peoples cards and Shadow cards. On your turn your fellowship moves along the adventure path "
                    "while the others play minions against it with the twilight your moves add; companions "
                    "skirmish the minions, take wounds and carry burdens. The first fellowship to reach the last "
                    "site alive and uncorrupted wins. Play one of the two starter decks, a deck of your own, or a "
                    "random one.")),
    "wotr": lambda: (
        tr("Games", "2 to 4 players, the Free Peoples against the Shadow \u00b7 about 3 hours"),
        tr("Games", "The strategy game of the War of the Ring on the map of Middle-earth. The Free Peoples try to carry "
                    "the Ring to Mount Doom while their armies hold out; the Shadow hunts the Fellowship and marches "
                    "on their cities and strongholds. Each turn both sides roll action dice and use them one by one "
                    "to move armies and characters, muster, play event cards and fight battles.")),
}


def _wotr_cards_seats(form: Any) -> list[int]:
    # One seat per deck of the scenario (games/wotr_cards/scenarios.py's SETUPS), whoever holds them.
    from lotr_table.table.wotr_cards.options_form import SCENARIOS
    decks = {"trilogy": 4, "duel": 2, "three_player_duel": 3, "fellowship": 2}
    return list(range(decks[SCENARIOS[form.scenario.currentIndex()]]))


# The seats a game's options form chooses now: its rules' `seats(form.options())` without the rules.
_SEATS: dict[str, Callable[[Any], list[int]]] = {
    "confrontation": lambda form: [0, 1],
    "lotr_coop": lambda form: list(range(form.players.value())),
    "wotr_cards": _wotr_cards_seats,
    "lotr_tcg": lambda form: list(range(form.players.value())),
    "wotr": lambda form: list(range(form.players.value())),
}
# The games in which one person may hold several seats (their rules declare `seat_info`).
_HOLDS_SEVERAL = {"wotr_cards", "lotr_tcg", "wotr"}


def seats(game_id: str, form: Any) -> list[int]:
    """The seats of `game_id` with the options its lobby form shows now. A game not described
    here (a new one, the tests' toy) is asked through its rules, which then load."""
    if game_id in _SEATS:
        return _SEATS[game_id](form)
    game = registry.get_game(game_id)
    try:
        return game.seats(form.options())
    except ValueError:      # options half-edited into an impossible combination: seat the default
        return game.seats(game.Options())


def seat_label(game_id: str, form: Any, seat: int) -> str | None:
    """A seat's row label in the lobby where the game's form tells it (the card game: the deck
    and side a seat plays), else None (the lobby's "Player N")."""
    label = getattr(form, "seat_label", None)
    return label(seat) if label is not None else None


def holds_several(game_id: str) -> bool:
    """Whether one person may hold several of the game's seats (seating.holds_several)."""
    if game_id in _SEATS:
        return game_id in _HOLDS_SEVERAL
    from lotr_table.table import seating
    return seating.holds_several(registry.get_game(game_id))


def about(game_id: str) -> tuple[str, str]:
    """(players and length, a paragraph) in the current language; empty for a game without one."""
    return _ABOUT[game_id]() if game_id in _ABOUT else ("", "")


def available() -> list[str]:
    """Game ids that can be played at the table, in lobby order."""
    return [game_id for game_id in TABLES if game_id in registry.game_ids() and _exists(TABLES[game_id])]


def is_available(game_id: str) -> bool:
    """Whether the game's table can be drawn: one offered in the lobby, or a preview."""
    return game_id in available() or (game_id in PREVIEWS and game_id in registry.game_ids()
                                      and _exists(PREVIEWS[game_id]))


def table(game_id: str) -> ModuleType:
    """The table package of a game. Raises KeyError for a game without one."""
    if not is_available(game_id):
        raise KeyError(game_id)
    return importlib.import_module(TABLES.get(game_id) or PREVIEWS[game_id])


def title(game_id: str) -> str:
    """The game's name in the current language."""
    if game_id in _TITLES:
        return _TITLES[game_id]()
    return registry.get_game(game_id).name


def _exists(module: str) -> bool:
    try:
        spec = importlib.util.find_spec(module)
    except ModuleNotFoundError:     # a parent package is missing
        return False
    # A folder without __init__.py (a table still being written) is only a namespace package.
    return spec is not None and spec.has_location
