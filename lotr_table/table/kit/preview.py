"""The zoomed preview of a card under the pointer: the same face drawn twice as large,
placed beside the card on whichever side hides no lit target (a card or zone the person
may choose now), inside the visible part of the table."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem

from lotr_table.table.kit import beside
from lotr_table.table.kit.card import paint_counters, paint_face
from lotr_table.table.kit.naming import CardFace

SCALE = 2.0


class CardPreview(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.face: CardFace | None = None
        self.size = (100.0, 140.0)
        self.setZValue(10_000)
        self.setAcceptedMouseButtons(self.acceptedMouseButtons().__class__(0))
        self.hide()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.size[0] * SCALE, self.size[1] * SCALE)

    def words(self) -> list[str]:
        f = self.face
        return [] if f is None or not self.isVisible() else [f.name, f.kind, f.text]

    def show_for(self, face: CardFace, card: QRectF, visible: QRectF, lit: list[QRectF]) -> None:
        """Show `face` beside the card at `card` (scene rect), inside `visible`, covering none
        of the `lit` rects if any side allows it (else the side covering fewest)."""
        self.prepareGeometryChange()
        self.face = face
        self.size = (card.width(), card.height())
        w, h = card.width() * SCALE, card.height() * SCALE
        self.setPos(beside.place(w, h, card, visible, lit).topLeft())
        self.show()
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        if self.face is None:
            return
        rect = self.boundingRect()
        paint_face(p, rect, self.face, SCALE)
        if self.face.counters:
            paint_counters(p, rect, self.face.counters, SCALE)
