"""The War of the Ring: The Card Game table: the kit's TablePanel made of this game's parts
(parts.py), the form of its options, its words (naming.py), its result rows and its rules for
Help."""

from __future__ import annotations


def make_panel(parent=None):
    """The table for one game (a lotr_table.table.game_panel.GamePanel)."""
    from lotr_table.table.kit.panel import TablePanel
    from lotr_table.table.wotr_cards.parts import PARTS
    return TablePanel(PARTS, parent)


def make_options_form(parent=None):
    """A QWidget with options() -> the game's Options, retranslate() and changed."""
    from lotr_table.table.wotr_cards.options_form import WotrCardsOptionsForm
    return WotrCardsOptionsForm(parent)


def demo_position(name: str | None = None) -> dict | None:
    """A readable position to look at: a round in play (trilogy, crowded, duel,
    three_player_duel, fellowship); None without a name (a new game is shown). KeyError for
    an unknown name."""
    from lotr_table.table.wotr_cards.demo import POSITIONS
    if name is None:
        return None
    if name not in POSITIONS:
        raise KeyError(f"known positions: {', '.join(POSITIONS)}")
    return POSITIONS[name]


def translate_arg(key: str, value) -> str:
    """A refusal's argument in the player's language: a card or location by its name."""
    from lotr_table.table.wotr_cards.naming import CARDS, LOCATIONS, WotrCardsNaming
    if isinstance(value, str) and (value in CARDS or value in LOCATIONS):
        return WotrCardsNaming().card_name(value)
    if key == "seat" and isinstance(value, int):
        return WotrCardsNaming().seat(value)          # without the view: "Player 2"
    return str(value)


def result_rows(view: dict, seat_name) -> list[tuple[str, str]]:
    """The score of the finished game in parts, label and value (the result panel)."""
    from lotr_table.table.wotr_cards.result import result_rows as rows
    return rows(view, seat_name)


def result_headline(view: dict, seat_name) -> str | None:
    """Who won, said by side and agreeing with it (the result panel's headline)."""
    from lotr_table.table.wotr_cards.result import result_headline as headline
    return headline(view, seat_name)


def progress(view: dict) -> str:
    """How far a game has gone, for the lists of saved games: "Round 2, action phase"."""
    from lotr_table.table.wotr_cards.naming import WotrCardsNaming
    from lotr_table.table.wotr_cards.parts import indicator
    return indicator(view, WotrCardsNaming().read(view)).split("<br>")[0]


def seat_name(view: dict, seat: int) -> str:
    """A seat by its deck's name (Frodo, the Witch-king ...)."""
    from lotr_table.table.wotr_cards.parts import seat_name as name
    return name(view, seat)


def rules_text(language: str) -> str:
    """The rules for the Help menu, as HTML in `language` (English when there is none)."""
    from lotr_table.table.wotr_cards.rules import RULES
    return RULES.get(language, RULES["en"])


def rules_pictures() -> dict:
    """The views the rules' pictures are drawn from: {name: (view, seat)}."""
    from lotr_table.table.wotr_cards.rules import pictures
    return pictures()


__all__ = ["make_panel", "make_options_form", "demo_position", "translate_arg", "result_rows", "result_headline", "progress", "seat_name", "rules_text",
           "rules_pictures"]
