"""The card table's own colours, on top of the kit's (lotr_table.table.kit.look and palette):
the side column, and each side's colour on the turn-order track."""

from __future__ import annotations

from lotr_table.table.kit.palette import SidePalette

SIDE = SidePalette(ground="#1c2420", edge="#5b7a64", box="#24302a", box_line="#7f9a86", heading="#d4a83a",
                   button="#3e5a48", button_hover="#527660", log="#161d19", log_line="#35473c", log_rule="#25302a",
                   scroll_handle="#5f7a68", button_padding="6px 9px")

SIDE_COLOUR = {"free_peoples": "#2a4a6a", "shadow": "#5a2020"}
