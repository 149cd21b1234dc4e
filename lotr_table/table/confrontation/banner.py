"""The end of the game over the board: who won, why, and the score."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem

from lotr_table.table.kit import pictures
from lotr_table.table.confrontation import look
from lotr_table.table.confrontation.board_items import Z_BANNER
from lotr_table.table.confrontation.pieces import LabelItem


class BannerItem(QGraphicsItem):
    """The end of the game: who won, why, and the score."""

    def __init__(self, rect, lines: list[str], winner: str) -> None:
        super().__init__()
        self.rect = QRectF(*rect)
        self.winner = winner
        self.setZValue(Z_BANNER)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        n = len(lines)
        y = self.rect.y() + 18
        heights = [64] + [34] * (n - 1)
        for text, hgt, px in zip(lines, heights, [40] + [20] * (n - 1)):
            label = LabelItem((self.rect.x() + 20, y, self.rect.width() - 40, hgt), text, px,
                              bold=px > 20, colour=look.GOLD_LIGHT if px > 20 else look.LABEL_INK,
                              align=Qt.AlignmentFlag.AlignCenter, min_px=10)
            label.setParentItem(self)
            y += hgt
        self.rect.setHeight(y - self.rect.y() + 18)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-10, -10, 10, 10)

    def paint(self, p: QPainter, option, widget=None) -> None:
        pictures.draw(p, self.rect.adjusted(-4, -4, 12, 14), ("banner", self.winner), self._plate)

    def _plate(self, p: QPainter, outer: QRectF) -> None:
        rect = outer.adjusted(4, 4, -12, -14)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 120))
        p.drawRoundedRect(rect.translated(6, 8), 18, 18)
        p.setPen(look.pen(look.GOLD.name(), 4))
        p.setBrush(look.colours(self.winner)["band"].darker(140))
        p.drawRoundedRect(rect, 18, 18)
        p.setPen(look.pen(look.GOLD_LIGHT.name(), 1.2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(8, 8, -8, -8), 12, 12)
