"""The cooperative table's own colours (the baize, the boards, the tracks, the hobbits), on top
of the shared palette and lettering (lotr_table.table.kit.palette).

Everything is drawn by the program in scene units (the painter is scaled, so it stays vector).
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from lotr_table.table.kit.palette import (  # noqa: F401 — the table draws through look
    FOCUS_LINE, GOLD_LIGHT, NARROW, LIT_LINE, SANS, SERIF, WRAP, SidePalette, brush, draw_text, fitted_px, font, pen,
    readable_units, reads_whole, recording, recording_now,
)

TABLE = QColor("#1f2a22")            # the green baize under everything
TABLE_EDGE = QColor("#121a14")
PARCHMENT = QColor("#efe2c0")
PARCHMENT_DARK = QColor("#d9c79b")
BOARD = QColor("#3b3326")            # an adventure board
BOARD_LINE = QColor("#8a744a")
INK = QColor("#2b2115")
INK_SOFT = QColor("#5a4a33")
LABEL = QColor("#efe3c6")
LABEL_DIM = QColor("#b3a682")
GOLD = QColor("#d4a83a")
LIT = QColor(255, 214, 90, 110)
DOOM = QColor("#5a1a14")
SAURON = QColor("#a0261b")
GREYED = QColor(40, 40, 40, 150)

ACTIVITY = {"fighting": QColor("#b0392b"), "friendship": QColor("#3f8a3c"), "hiding": QColor("#2f6a92"),
            "travelling": QColor("#b27a22"), "star": QColor("#c99a1c")}
CARD = {"brown": (QColor("#e9d3ad"), QColor("#7a4a22")), "grey": (QColor("#dedcd6"), QColor("#626670")),
        "green": (QColor("#dfe9c8"), QColor("#3f6f35")), "gandalf": (QColor("#e6e4f0"), QColor("#4b4a7a"))}
HOBBIT = {"frodo": QColor("#2f74c0"), "sam": QColor("#3f9a45"), "pippin": QColor("#d08a1c"),
          "merry": QColor("#8b4bb8"), "fatty": QColor("#c0453a")}


def hobbit_colour(hobbit: str) -> QColor:
    return HOBBIT.get(hobbit, QColor("#888888"))


SIDE = SidePalette(ground="#1d231c", edge="#5b6a48", box="#28301f", box_line="#8a9a5b", heading="#d4a83a",
                   button="#4a5530", button_hover="#62703f", log="#171c16", log_line="#3b4630", log_rule="#262e22",
                   scroll_handle="#6b7a4a", button_padding="6px 9px")
