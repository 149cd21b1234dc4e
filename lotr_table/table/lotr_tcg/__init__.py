"""The Lord of the Rings Trading Card Game table: the kit's TablePanel made of this game's
parts (parts.py), the form of its options (players, each seat's deck), its words
(naming.py), its result rows and its rules for Help."""

from __future__ import annotations


def make_panel(parent=None):
    """The table for one game (a lotr_table.table.game_panel.GamePanel)."""
    from lotr_table.table.kit.panel import TablePanel
    from lotr_table.table.lotr_tcg.parts import PARTS
    return TablePanel(PARTS, parent)


def make_options_form(parent=None):
    """A QWidget with options() -> the game's Options, retranslate() and changed."""
    from lotr_table.table.lotr_tcg.options_form import TcgOptionsForm
    return TcgOptionsForm(parent)


def demo_position(name: str | None = None) -> dict | None:
    """A readable position to look at (skirmish, fellowship); None without a name (a new game
    is shown). KeyError for an unknown name."""
    from lotr_table.table.lotr_tcg.demo import position
    return None if name is None else position(name)


def translate_arg(key: str, value) -> str:
    """A refusal's argument in the player's language: a card by its title, a seat by its name."""
    from lotr_table.table.lotr_tcg.naming import CARDS, TcgNaming
    naming = TcgNaming()
    if isinstance(value, str) and value in CARDS:
        return str(naming.card_name(value))
    if key in ("seat", "other") and isinstance(value, int):
        return naming.seat(value)
    return str(value)


def result_rows(view: dict, seat_name) -> list[tuple[str, str]]:
    """The end of the game in parts, label and value (the result panel)."""
    from lotr_table.table.lotr_tcg.result import result_rows as rows
    return rows(view, seat_name)


def progress(view: dict) -> str:
    """How far a game has gone, for the lists of saved games: "Turn 3, skirmish phase"."""
    from lotr_table.table.lotr_tcg.parts import indicator
    return indicator(view).split("<br>")[0]


def seat_name(view: dict, seat: int) -> str:
    from lotr_table.table.lotr_tcg.parts import seat_name as name
    return name(view, seat)


def rules_text(language: str) -> str:
    """The rules for the Help menu, as HTML in `language` (English when there is none)."""
    from lotr_table.table.lotr_tcg.rules import RULES
    return RULES.get(language, RULES["en"])


def rules_pictures() -> dict:
    """The views the rules' pictures are drawn from: {name: (view, seat)}."""
    from lotr_table.table.lotr_tcg.rules import pictures
    return pictures()


__all__ = ["make_panel", "make_options_form", "demo_position", "translate_arg", "result_rows", "progress",
           "seat_name", "rules_text", "rules_pictures"]
