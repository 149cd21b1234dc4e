"""The kit's colours, sizes and its one way of drawing text.

Text is drawn at a fixed size and elided, never shrunk below what a player can read: the
sizes here are scene units chosen so that a table fitted to a 1366x768 window shows them at
11 px or more. While a test records (`recording`), each string drawn is kept with the pixel
size it really had on the device (the painter's scale included).
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter

from lotr_table.table.kit import paint
from lotr_table.table.kit.paint import SANS, SERIF, brush, font, pen

__all__ = ["SANS", "SERIF", "brush", "pen", "font", "text", "recording", "MIN_PX", "INK", "PAPER",
           "LIT", "BACK", "TABLE", "FRAME", "MUTED"]

MIN_PX = paint.READABLE_PX   # nothing a player must read is smaller on screen

TABLE = "#2f4a3a"       # the cloth
PAPER = "#f4ead2"
INK = "#2a1e10"
MUTED = "#6b5a40"
FRAME = "#7a5a2a"
BACK = "#5a2d1e"
LIT = "#ffd24a"         # a target the person may choose now
ZONE = "#3d5e4a"

class recording(paint.recording):
    """`with look.recording() as drawn:` — every (text, device px) the kit draws meanwhile."""

    kind = "sized"


def _ink(colour) -> QColor:
    return _named_ink(colour) if isinstance(colour, str) else QColor(colour)


@lru_cache(maxsize=128)
def _named_ink(colour: str) -> QColor:
    return QColor(colour)


@lru_cache(maxsize=4096)
def _elided(words: str, px: int, bold: bool, family: str, width: float) -> str:
    """`words` elided to `width` in the kit's font: kept, as a redraw paints the same names in
    the same boxes (a zone's title, a pile's name)."""
    return QFontMetricsF(font(px, bold, family)).elidedText(words, Qt.TextElideMode.ElideRight, width)


def text(p: QPainter, rect: QRectF, words: str, px: float, colour: str = INK, *, bold: bool = False,
         family: str = SERIF, align=Qt.AlignmentFlag.AlignCenter, wrap: bool = False) -> None:
    """Draw `words` in rect at `px` scene units: wrapped if asked, elided when it overflows."""
    if not words:
        return
    drawn = paint.recorded("sized")
    if drawn is not None:
        drawn.append((words, px * paint.device_scale(p)))
    f = font(int(px), bold, family)
    p.setFont(f)
    p.setPen(_ink(colour))
    flags = int(align)
    if wrap:
        flags |= int(Qt.TextFlag.TextWordWrap)
        shown = words
        if not paint._fits(words, f, rect, flags):
            # cut where the card ends, and say so: the whole is in the preview
            shown = paint.shortened(words, f, rect.width(), rect.height(), True)
            flags &= ~int(Qt.TextFlag.TextWordWrap)
    else:
        shown = _elided(words, int(px), bold, family, rect.width())
    paint.measure(p, rect, words, f, flags, shown)   # shortened is drawn, and said to be
    p.drawText(rect, flags, shown)
