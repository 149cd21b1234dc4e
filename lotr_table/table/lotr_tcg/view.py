"""The window onto the Trading Card Game's table (the kit's KitView): zoom, pan and fit, and
the card under the pointer previewed whole. A printed card's text is long (up to some 330
letters in Russian), so the preview is a taller card than the kit's, its words 1.3 times the
table's: the whole game text fits. An attachment tucked on its bearer and a site on the path,
of which the table shows the top, are previewed whole the same way."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from lotr_table.table.kit import beside
from lotr_table.table.kit.card import paint_counters, paint_face
from lotr_table.table.kit.naming import CardFace
from lotr_table.table.kit.preview import CardPreview
from lotr_table.table.kit.view import KitView

SCALE = 1.3
SIZE = (260.0, 400.0)       # scene units: the whole card with its whole text


class TcgPreview(CardPreview):
    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *SIZE)

    def show_for(self, face: CardFace, card: QRectF, visible: QRectF, lit: list[QRectF]) -> None:
        self.prepareGeometryChange()
        self.face = face
        self.setPos(beside.place(SIZE[0], SIZE[1], card, visible, lit).topLeft())
        self.show()
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        if self.face is None:
            return
        rect = self.boundingRect()
        paint_face(p, rect, self.face, SCALE)
        if self.face.counters:
            paint_counters(p, rect, self.face.counters, SCALE)


class TcgView(KitView):
    Preview = TcgPreview
