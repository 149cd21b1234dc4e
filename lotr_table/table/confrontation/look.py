"""The Confrontation table's own colours (its two sides, the board), on top of the shared
palette and lettering (lotr_table.table.kit.palette).

Sizes are in the logical units of whatever is being painted (scene units on the board,
the face's own units on a tile or card); painters are scaled, so everything stays vector.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from lotr_table.table.kit.palette import (  # noqa: F401 — the table draws through look
    FOCUS_LINE, GOLD_LIGHT, NARROW, LABEL_INK, LIT_LINE, SANS, SERIF, WRAP, SidePalette, brush, draw_text, fitted_px, font,
    pen, readable_units, reads_whole, recording, recording_now,
)

# side colours: (face, frame, band, band text, ink)
FELLOWSHIP = {
    "face": QColor("#f5eedb"), "frame": QColor("#3f6a3b"), "band": QColor("#4d7c45"),
    "band_ink": QColor("#fbf6e6"), "ink": QColor("#2c2418"), "back": QColor("#2f5a33"),
    "back_mark": QColor("#d9e6c2"), "soft": QColor("#e3ead1"),
}
SAURON = {
    "face": QColor("#2b1e1c"), "frame": QColor("#8f2b20"), "band": QColor("#6f1f18"),
    "band_ink": QColor("#f6dfb3"), "ink": QColor("#f1e3c8"), "back": QColor("#3a1411"),
    "back_mark": QColor("#f08a2c"), "soft": QColor("#3b2724"),
}
GOLD = QColor("#c9a24a")
TABLE_DARK = QColor("#1c140e")
TABLE_LIGHT = QColor("#3d2b1d")
BOARD_EDGE = QColor("#4b3622")
REGION_LINE = QColor("#6b5238")
LABEL_DIM = QColor("#bba983")
HIGHLIGHT = QColor(255, 214, 90, 120)
HIGHLIGHT_LINE = LIT_LINE
RIVER = QColor("#4f86b8")
RIVER_LIGHT = QColor("#9cc3e4")
TUNNEL = QColor("#3b2b20")
REVEALED = QColor("#e0b64a")

REGION_FILL = {
    "home_fellowship": QColor("#a8c487"),
    "home_sauron": QColor("#4a2a26"),
    "mountain": QColor("#b8ab96"),
    "plain": QColor("#e7dcbd"),
}
# a few regions are woods or grassland on the published board
REGION_TINT = {
    "mirkwood": QColor("#bccb9c"), "fangorn": QColor("#b7c996"), "rohan": QColor("#e6dca0"),
    "dagorlad": QColor("#d5c7ab"), "gondor": QColor("#dcd5c4"), "cardolan": QColor("#e4dcb4"),
    "rhudaur": QColor("#dfd4b4"),
}


def colours(side: str) -> dict:
    return FELLOWSHIP if side == "fellowship" else SAURON


SIDE = SidePalette(ground="#241a12", edge="#6b5238", box="#33261a", box_line="#8a6d3b", heading="#c9a24a",
                   button="#5a4128", button_hover="#74552f", log="#1c140e", log_line="#4b3622", log_rule="#2e2218",
                   scroll_handle="#8a6d3b")
