"""The Confrontation table: the GamePanel for Knizia's The Lord of the Rings: The Confrontation,
and the form of its options. `words` translates the game's names, texts, log and refusals."""

from __future__ import annotations



def make_panel(parent=None):
    """The table for one game of Confrontation (a lotr_table.table.game_panel.GamePanel)."""
    from lotr_table.table.confrontation.parts import PARTS
    from lotr_table.table.kit.panel import TablePanel
    return TablePanel(PARTS, parent)


def translate_arg(key: str, value) -> str:
    """One argument of a refusal template, in the current language."""
    from lotr_table.table.confrontation.words import translate_arg as translate
    return translate(key, value)


def demo_position(name: str | None = None) -> dict:
    """A readable position to look at (crowded: every home full, the longest names on the
    smallest tiles). KeyError for an unknown name."""
    from lotr_table.table.confrontation.demo import DEFAULT, POSITIONS
    key = name or DEFAULT
    if key not in POSITIONS:
        raise KeyError(f"known positions: {', '.join(POSITIONS)}")
    return POSITIONS[key]


def make_options_form(parent=None):
    """A QWidget with options() -> ConfrontationOptions and retranslate()."""
    from lotr_table.table.confrontation.options_form import ConfrontationOptionsForm
    return ConfrontationOptionsForm(parent)


def result_rows(view: dict, seat_name) -> list[tuple[str, str]]:
    """The score of the finished game in parts, label and value (the result panel)."""
    from lotr_table.table.confrontation.result import result_rows as rows
    return rows(view, seat_name)


def result_headline(view: dict, seat_name) -> str | None:
    """Who won a match, and the score (the result panel); None for a single game."""
    from lotr_table.table.confrontation.result import headline
    return headline(view, seat_name)


def progress(view: dict) -> str:
    """How far a game has gone, for the lists of saved games: "Game 2 of 2 · Turn 12: Sauron moves"."""
    from lotr_table.table.confrontation.turn_indicator import phase_line
    from lotr_table.table.i18n import tr
    line = phase_line(view)
    if view.get("match"):
        line = tr("TurnIndicator", "Game {n} of 2").format(n=view.get("game_no", 1)) + " \u00b7 " + line
    return line


def seat_name(view: dict, seat: int) -> str:
    """A seat by the side it plays in `view`."""
    from lotr_table.table.confrontation.parts import seat_name as name
    return name(view, seat)


def rules_text(language: str) -> str:
    """The rules for the Help menu, as HTML in `language` (English when there is none)."""
    from lotr_table.table.confrontation.rules import RULES
    return RULES.get(language, RULES["en"])


def rules_pictures() -> dict:
    """The views the rules' pictures are drawn from: {name: (view, seat)}."""
    from lotr_table.table.confrontation.rules import pictures
    return pictures()


__all__ = ["make_panel", "make_options_form", "demo_position", "translate_arg", "result_rows", "result_headline", "progress",
           "seat_name", "rules_text", "rules_pictures"]
