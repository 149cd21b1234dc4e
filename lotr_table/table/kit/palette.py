"""The colours both games' tables share, and the side column's style drawn from a game's few
colours of its own. Each game's `look` module adds what is truly its own (Confrontation's
two sides, the cooperative game's baize, tracks and hobbits) on top of this.

The lettering tools (fonts, pens, brushes, text that fits) are lotr_table.table.kit.paint;
they are offered here too, so a game's `look` is the one place its painters draw from.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

from lotr_table.table.kit.paint import (  # noqa: F401 — the games draw through their look, which draws from here
    NARROW, SANS, SERIF, WRAP, brush, draw_text, fitted_px, font, pen, readable_units, reads_whole, recording, recording_now,
)

GOLD_LIGHT = QColor("#f2d27a")        # titles on the table, the current step's ring
LIT_LINE = QColor("#f4c542")          # the ring round what may be chosen or has been picked
FOCUS_LINE = QColor("#7fc3ff")        # the ring round what the keys point at
LABEL_INK = QColor("#efe3c6")         # lettering on the dark table


@dataclass(frozen=True)
class SidePalette:
    """The colours of a game's side column (the question, its buttons, the log)."""
    ground: str           # the column
    edge: str             # its left edge
    box: str              # the question's box
    box_line: str
    heading: str          # the log's heading
    button: str
    button_hover: str
    log: str              # the log's ground
    log_line: str         # its frame
    log_rule: str         # the rule between its lines
    scroll_handle: str
    button_padding: str = "7px 10px"


def side_style(c: SidePalette) -> str:
    """The side column's style sheet: the same shapes and lettering for every game, in its
    own colours."""
    return f"""
QFrame#Side {{ background: {c.ground}; border-left: 2px solid {c.edge}; }}
QLabel {{ color: #efe3c6; font-family: "DejaVu Serif"; font-size: 12pt; }}
QLabel#indicator {{ padding: 10px 12px 4px 12px; }}
QLabel#heading {{ color: {c.heading}; font-weight: bold; font-size: 11pt; padding: 6px 12px 0 12px; }}
QFrame#DecisionArea {{ background: {c.box}; border: 1px solid {c.box_line}; border-radius: 8px; margin: 4px 8px; }}
QLabel#asked {{ color: #f2d27a; font-weight: bold; font-size: 13pt; }}
QLabel#prompt {{ font-size: 12pt; }}
QLabel#subheading {{ color: #c9b98a; font-style: italic; font-size: 10pt; padding-top: 4px; }}
QLabel#cardname {{ font-family: "DejaVu Sans"; font-size: 10pt; }}
QLabel#reason {{ color: #ffb49a; font-style: italic; }}
QPushButton {{ background: {c.button}; color: #fbf3dc; border: 1px solid #c9a24a; border-radius: 6px;
              padding: {c.button_padding}; font-family: "DejaVu Sans"; font-size: 11pt; text-align: left; }}
QPushButton[compact="true"] {{ padding: 4px 6px; font-size: 10pt; text-align: center; }}
QPushButton:hover {{ background: {c.button_hover}; }}
QPushButton:focus {{ border: 2px solid #7fc3ff; }}
QPushButton:disabled {{ background: transparent; color: #8f866f; border: 1px dashed #6f6450; }}
QTextEdit#GameLog {{ background: {c.log}; color: #e6d9bb; border: 1px solid {c.log_line}; margin: 0 8px 8px 8px;
                      font-family: "DejaVu Sans"; font-size: 10pt; }}
QScrollArea, QScrollArea > QWidget > QWidget {{ background: transparent; }}
QScrollBar:vertical {{ background: {c.ground}; width: 10px; margin: 0; border: none; }}
QScrollBar::handle:vertical {{ background: {c.scroll_handle}; border-radius: 4px; min-height: 30px; }}
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{ height: 0; }}
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical {{ background: none; }}
"""
