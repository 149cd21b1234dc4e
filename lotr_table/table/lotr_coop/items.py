"""Scene items of the cooperative table: a painted rectangle, a card (in the hand: clicked,
dragged onto a track), and a track row that lights up and takes a card or a click.

Drags are item moves inside the scene (press, move, release), not QDrag, so tests drive them
with ordinary mouse events; a card that is not taken slides back.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from lotr_table.table.lotr_coop import faces, look

DRAG = 6            # scene units a press may wander and still be a click
SLIDE_MS = 160


class PaintItem(QGraphicsItem):
    """A rectangle painted by a function `paint(p, rect)`; `tip` shows on hover."""

    def __init__(self, rect: QRectF, paint: Callable[[QPainter, QRectF], None], tip: str = "", z: float = 0) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self._paint = paint
        self.setZValue(z)
        if tip:
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


class CardItem(QGraphicsObject):
    """A card face (card None: a back). In the own hand it can be clicked or dragged."""

    def __init__(self, card: str | None, rect: QRectF, *, controller=None, greyed: bool = False,
                 compact: bool = False, tip: str = "") -> None:
        super().__init__()
        self.card = card
        self.size = QRectF(0, 0, rect.width(), rect.height())
        self.home = rect.topLeft()
        self.setPos(self.home)
        self.controller = controller
        self.greyed = greyed
        self.compact = compact
        self.playable = False           # some action of the view uses this card
        self.selected = False
        self._press: QPointF | None = None
        self._grab: QPointF | None = None
        self._dragging = False
        self._slide: QVariantAnimation | None = None
        self.base_z = 10
        self.setZValue(self.base_z)
        self.setAcceptHoverEvents(True)
        if tip:
            self.setToolTip(tip)
        if controller is not None:
            self.setCursor(Qt.CursorShape.OpenHandCursor)

    def boundingRect(self) -> QRectF:
        return self.size.adjusted(-6, -6, 6, 6)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.playable or self.selected:
            p.setPen(look.pen(look.LIT_LINE.name(), 5 if self.selected else 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(self.size.adjusted(-3, -3, 3, 3), 11, 11)
        faces.card(p, self.size, self.card, greyed=self.greyed, compact=self.compact)

    # -- hover and drag ------------------------------------------------------------------------

    def hoverEnterEvent(self, event) -> None:
        if self.controller is not None and not self._dragging:
            self.setZValue(self.base_z + 20)
            self.setPos(self.home + QPointF(0, -18))
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:
        if self.controller is not None and not self._dragging:
            self.setZValue(self.base_z)
            self.setPos(self.home)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event) -> None:
        if self.controller is None or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._grab = event.scenePos() - self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._press is None:
            return
        if not self._dragging and (event.scenePos() - self._press).manhattanLength() > DRAG:
            if not self.controller.drag_started(self):
                return
            self._dragging = True
            self.setZValue(100)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        if self._dragging:
            self.setPos(event.scenePos() - self._grab)
            self.controller.drag_moved(self, self.sceneBoundingRect().center())

    def mouseReleaseEvent(self, event) -> None:
        if self._press is None:
            return
        dragged = self._dragging
        self._press = None
        self._dragging = False
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        if dragged:
            self.controller.dropped(self, self.sceneBoundingRect().center())
        else:
            self.controller.card_clicked(self)

    def slide_home(self) -> None:
        self.setZValue(self.base_z)
        anim = QVariantAnimation()
        anim.setStartValue(self.pos())
        anim.setEndValue(self.home)
        anim.setDuration(SLIDE_MS)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.valueChanged.connect(self.setPos)
        self._slide = anim
        anim.start()

    def set_selected(self, on: bool) -> None:
        self.selected = on
        self.update()
