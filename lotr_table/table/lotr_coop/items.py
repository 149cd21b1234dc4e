"""Scene items of the cooperative table: a painted rectangle, how its cards look (the card
item itself is the tables' shared lotr_table.table.kit.card_item.CardItem: in the hand it is
clicked, or dragged onto a track and slides back when not taken), and a track row that lights
up and takes a card or a click.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from lotr_table.table.kit.card_item import CardItem
from lotr_table.table.lotr_coop import faces, look


class PaintItem(QGraphicsItem):
    """A rectangle painted by a function `paint(p, rect)`; `tip` shows on hover. It stands at
    the rectangle's corner and paints in its own coordinates, so it can slide elsewhere.
    `state` is what `paint` shows: a kept item given the same state again is not repainted."""

    def __init__(self, rect: QRectF, paint: Callable[[QPainter, QRectF], None], tip: str = "", z: float = 0,
                 state=None) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, rect.width(), rect.height())
        self._paint = paint
        self.state = state
        self.setPos(rect.topLeft())
        self.setZValue(z)
        if tip:
            self.setToolTip(tip)

    def show(self, rect: QRectF, paint: Callable[[QPainter, QRectF], None], tip: str, z: float, state) -> None:
        """Show what `paint` paints in a rectangle of `rect`'s size (where it stands is the
        scene's to say)."""
        self._paint = paint
        if (rect.width(), rect.height()) != (self.rect.width(), self.rect.height()):
            self.prepareGeometryChange()
            self.rect = QRectF(0, 0, rect.width(), rect.height())
            self.update()
        elif state is None or state != self.state:
            self.update()
        self.state = state
        if z != self.zValue():
            self.setZValue(z)
        if tip != self.toolTip():
            self.setToolTip(tip)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint(p, self.rect)


class TrackTarget(QGraphicsObject):
    """One activity track of the adventure board, as a place to drop a card or to click."""

    def __init__(self, activity: str, rect: QRectF, controller) -> None:
        super().__init__()
        self.activity = activity
        self.rect = QRectF(rect)
        self.controller = controller
        self.lit = False
        self.hot = False
        self.setZValue(5)
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def place(self, rect: QRectF, controller) -> None:
        self.controller = controller
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)

    def set_lit(self, lit: bool, hot: bool = False) -> None:
        if (lit, hot) != (self.lit, self.hot):
            self.lit, self.hot = lit, hot
            self.setCursor(Qt.CursorShape.PointingHandCursor if lit else Qt.CursorShape.ArrowCursor)
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        if not self.lit:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(look.pen(look.LIT_LINE.name(), 4 if self.hot else 3))
        p.setBrush(QColor(255, 214, 90, 90 if self.hot else 45))
        p.drawRoundedRect(self.rect, 10, 10)

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.controller.track_clickable(self.activity):
            event.accept()
            return
        event.ignore()

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.controller.track_clicked(self.activity)


class CoopCards:
    """How the cooperative game's cards look (lotr_table.table.kit.card_item.CardFaces): its face
    (compact when small, greyed once used), ringed while some action of the view uses it."""

    def key(self, item) -> tuple | None:
        return None           # painted straight away, as it always was: its first frame stays quick

    def paint(self, p: QPainter, rect: QRectF, item) -> None:
        if item.playable:
            p.setPen(look.pen(look.LIT_LINE.name(), 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 11, 11)
        faces.card(p, rect, item.card, greyed=item.used, compact=item.compact)

    def preview(self, item):
        return None           # the cooperative view previews by the card itself (table_view.py)


CARDS = CoopCards()


def card_item(card: str | None, rect: QRectF, *, hands=None, used: bool = False, compact: bool = False,
              tip: str = "") -> CardItem:
    """A card of the cooperative game at `rect`; with `hands`, one of the own hand (clicked,
    dragged onto a track, lifted under the pointer)."""
    item = CardItem(card, (rect.width(), rect.height()), CARDS, hands=hands, draggable=hands is not None,
                    used=used, compact=compact, tip=tip)
    item.home = rect.topLeft()
    item.setPos(item.home)
    return item
