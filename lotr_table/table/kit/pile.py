"""A pile: the frame a deck or discard lies in, its name and count under it. The
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
    """The frame, drawn under the cards, with the pile's name and count in a row under it,
    where no card of the pile can cover them."""

    def __init__(self, title: str, count: int = 0, size: tuple[float, float] = (WIDTH, HEIGHT)) -> None:
        super().__init__()
        self.title = title
        self.count = count
        self.size = size

    def boundingRect(self) -> QRectF:
        w, h = self.size
        return QRectF(-4, -12, w + 8, h + 16 + LABEL_H)

    def words(self) -> list[str]:
        return [self.title, str(self.count)]

    def set_text(self, title: str, count: int) -> None:
        if (title, count) != (self.title, self.count):
            self.title, self.count = title, count
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        w, h = self.size
        p.setPen(look.pen("#8fb59c", 1.5, Qt.PenStyle.DashLine))
        p.setBrush(look.brush(look.ZONE))
        p.drawRoundedRect(QRectF(0, 0, w, h), 6, 6)
        badge = QRectF(w - 30, h + 3, 30, LABEL_H)
        look.text(p, QRectF(-2, h + 3, w - 34, LABEL_H), self.title, LABEL_PX, "#f0e6d2", family=look.SANS,
                  align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        p.setPen(look.pen("#1a1a1a", 1.2))
        p.setBrush(look.brush("#f0e6d2"))
        p.drawRoundedRect(badge, 8, 8)
        look.text(p, badge, str(self.count), COUNT_PX, look.INK, bold=True, family=look.SANS)
