"""Stacked counters: tokens of one kind piled on a spot (wounds, burdens, influence), drawn
as a short stack with how many on top, so twelve tokens stay as readable as two."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem

from lotr_table.table.kit import look

DISC = 30.0
STEP = 4.0          # how far each token of the stack shows under the next
SHOWN = 5           # at most this many tokens are drawn; the number says the rest
COUNT_PX = 14


class CounterStack(QGraphicsItem):
    def __init__(self, key: str, colour: str, count: int) -> None:
        super().__init__()
        self.key = key
        self.colour = colour
        self.count = count

    def boundingRect(self) -> QRectF:
        return QRectF(0, -STEP * (SHOWN - 1), DISC, DISC + STEP * (SHOWN - 1))

    def words(self) -> list[str]:
        return [str(self.count)] if self.count else []

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        shown = min(self.count, SHOWN)
        p.setPen(look.pen("#1a1a1a", 1.2))
        p.setBrush(look.brush(self.colour))
        for i in range(shown):
            p.drawEllipse(QRectF(0, -i * STEP, DISC, DISC))
        if self.count:
            top = QRectF(0, -(shown - 1) * STEP, DISC, DISC)
            look.text(p, top, str(self.count), COUNT_PX, "#ffffff", bold=True, family=look.SANS)
