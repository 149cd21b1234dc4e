"""A pile: the frame a deck or discard lies in, its name under it and its count on it. The
cards themselves are card items stacked in it (face down, or the top card up) by the
zones layer, so a card leaving the pile is seen leaving."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem

from lotr_table.table.kit import look
from lotr_table.table.kit.card import HEIGHT, WIDTH

LABEL_H = 20.0
LABEL_PX = 13
COUNT_PX = 14


class PileItem(QGraphicsItem):
    """The frame and name, drawn under the cards."""

    def __init__(self, title: str, size: tuple[float, float] = (WIDTH, HEIGHT)) -> None:
        super().__init__()
        self.title = title
        self.size = size

    def boundingRect(self) -> QRectF:
        w, h = self.size
        return QRectF(-4, -12, w + 8, h + 16 + LABEL_H)

    def words(self) -> list[str]:
        return [self.title]

    def set_title(self, title: str) -> None:
        if title != self.title:
            self.title = title
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        w, h = self.size
        p.setPen(look.pen("#8fb59c", 1.5, Qt.PenStyle.DashLine))
        p.setBrush(look.brush(look.ZONE))
        p.drawRoundedRect(QRectF(0, 0, w, h), 6, 6)
        look.text(p, QRectF(-4, h + 2, w + 8, LABEL_H), self.title, LABEL_PX, "#f0e6d2", family=look.SANS)


class CountBadge(QGraphicsItem):
    """How many cards a pile holds, on top of it."""

    def __init__(self, count: int) -> None:
        super().__init__()
        self.count = count

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 34, 24)

    def words(self) -> list[str]:
        return [str(self.count)]

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        r = self.boundingRect()
        p.setPen(look.pen("#1a1a1a", 1.5))
        p.setBrush(look.brush("#f0e6d2"))
        p.drawRoundedRect(r, 10, 10)
        look.text(p, r, str(self.count), COUNT_PX, look.INK, bold=True, family=look.SANS)
