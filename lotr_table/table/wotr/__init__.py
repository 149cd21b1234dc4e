"""The War of the Ring table: the map of Middle-earth drawn from data (our own geometry,
data/map_layout.json built by tools/wotr_map_layout.py) with the armies of the seat's view.
Its decisions are still to come, so the lobby does not offer it (table/games.py, PREVIEWS):
`lotr-table screenshot wotr` and the redraw benchmark show it."""

from __future__ import annotations


def make_panel(parent=None):
    """The table for one game (a lotr_table.table.game_panel.GamePanel)."""
    from lotr_table.table.kit.panel import TablePanel
    from lotr_table.table.wotr.parts import PARTS
    return TablePanel(PARTS, parent)


def translate_arg(key: str, value) -> str:
    """A refusal's argument in the player's language: a region or a nation by its name."""
    from lotr_table.games.wotr.board import board
    from lotr_table.table.wotr.words import nation_name, region_name
    b = board()
    if isinstance(value, str) and value in b.index:
        return region_name(value)
    if isinstance(value, str) and value in b.nation_ids:
        return nation_name(value)
    return str(value)


def seat_name(view: dict, seat: int) -> str:
    from lotr_table.table.wotr.words import seat_name as name
    return name(view, seat)


def progress(view: dict) -> str:
    from lotr_table.table.wotr.words import indicator
    return indicator(view).split("<br>")[0]


__all__ = ["make_panel", "translate_arg", "seat_name", "progress"]
