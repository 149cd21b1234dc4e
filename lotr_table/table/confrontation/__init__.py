"""The Confrontation table: the GamePanel for Knizia's The Lord of the Rings: The Confrontation,
and the form of its options. `words` translates the game's names, texts, log and refusals."""

from __future__ import annotations

from lotr_table.table.confrontation.words import translate_arg


def make_panel(parent=None):
    """The table for one game of Confrontation (a lotr_table.table.game_panel.GamePanel)."""
    from lotr_table.table.confrontation.parts import PARTS
    from lotr_table.table.kit.panel import TablePanel
    return TablePanel(PARTS, parent)


def make_options_form(parent=None):
    """A QWidget with options() -> ConfrontationOptions and retranslate()."""
    from lotr_table.table.confrontation.options_form import ConfrontationOptionsForm
    return ConfrontationOptionsForm(parent)


def result_rows(view: dict, seat_name) -> list[tuple[str, str]]:
    """The score of the finished game in parts, label and value (the result panel)."""
    from lotr_table.table.confrontation.result import result_rows as rows
    return rows(view, seat_name)


__all__ = ["make_panel", "make_options_form", "translate_arg", "result_rows"]
