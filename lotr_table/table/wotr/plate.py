"""What the things beside the map are drawn on: a plate (a box with a heading, at a fixed size
on screen, so its words are never under the readable size at any zoom), its words, and the
mark of what changed since the seat last looked (a gold ring, as the map marks a move)."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from lotr_table.table.kit import look as kit_look

TEXT_PX = 12             # every word beside the map (never under 11 px on screen)
HEAD_PX = 13
HEAD_H = 18
PAD = 6
GROUND = "#f3ecd9"
EDGE = "#6d6250"
INK = "#1b1712"
MUTED = "#5a4c36"
CHANGED = "#e0a31a"      # what changed since the seat last looked


def words(p: QPainter, rect: QRectF, text: str, px: int = TEXT_PX, colour: str = INK, *, bold: bool = False,
          align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, wrap: bool = False) -> None:
    kit_look.text(p, rect, text, px, colour, bold=bold, family=kit_look.SANS, align=align, wrap=wrap)


ROW_H = 17              # a line of words on a plate


@lru_cache(maxsize=4096)
def advance(text: str, px: int = TEXT_PX, bold: bool = False) -> float:
    """How wide `text` is in a plate's words: measured once (a redraw lays out the same lines
    again: the counts, the dice used, the steps of the tracks)."""
    return QFontMetricsF(kit_look.font(px, bold, kit_look.SANS)).horizontalAdvance(text)


def rows(text: str, width: float, px: int = TEXT_PX, bold: bool = False) -> int:
    """How many lines `text` takes across `width` (1, or 2 where it is wider: a plate's line
    wraps rather than being cut, the longer Russian and Ukrainian words included)."""
    return 1 if advance(text, px, bold) <= width - 1 else 2


def ring(p: QPainter, rect: QRectF, radius: float = 4.0) -> None:
    """The mark of a change: a gold ring round `rect`."""
    p.setPen(QPen(QColor(CHANGED), 3))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect, radius, radius)


class Plate(QGraphicsItem):
    """A box at a fixed size on screen with its heading; the things on it are its children,
    placed in screen pixels from its top left."""

    def __init__(self, width: float = 236, height: float = 60) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.rect = QRectF(0, 0, width, height)
        self.heading = ""
        self.setZValue(20)
        # painted once into a picture of its own, and again only when it changes (the redraw
        # after an action copies it): most actions change nothing here
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def resize(self, width: float, height: float) -> None:
        if (width, height) != (self.rect.width(), self.rect.height()):
            self.prepareGeometryChange()
            self.rect = QRectF(0, 0, width, height)
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def body(self) -> QRectF:
        """Where the plate's contents go, below its heading."""
        return self.rect.adjusted(PAD, HEAD_H + 2, -PAD, -PAD)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(EDGE), 1.5))
        p.setBrush(QColor(GROUND))
        p.drawRoundedRect(self.rect, 6, 6)
        if self.heading:
            words(p, QRectF(PAD, 1, self.rect.width() - 2 * PAD, HEAD_H), self.heading, HEAD_PX, INK, bold=True)
        self.paint_body(p)

    def paint_body(self, p: QPainter) -> None:
        """What a plate draws itself (besides its children)."""


def take_off(item: QGraphicsItem) -> None:
    """Take a piece drawn on a plate off the board: from its plate and out of the scene."""
    item.setParentItem(None)
    if item.scene() is not None:
        item.scene().removeItem(item)
