"""The window onto the cooperative table: the wheel zooms about the pointer, dragging the empty
table pans, `fit` shows the whole table (keys: + - 0); resting the pointer on a small card
shows it at full size."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from lotr_table.table.lotr_coop import faces

CLICK = 5
ZOOM_STEP = 1.15
HOVER_MS = 300
PREVIEW_W, PREVIEW_H = 230, 332


class CardPreview(QWidget):
    """A card at full size beside the pointer."""

    def __init__(self, parent) -> None:
        super().__init__(parent)
        self.card: str | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.resize(PREVIEW_W + 8, PREVIEW_H + 8)
        self.hide()

    def show_card(self, card: str | None, near: QPoint) -> None:
        self.card = card
        if card is None:
            self.hide()
            return
        parent = self.parentWidget()
        x = near.x() + 24
        if x + self.width() > parent.width():
            x = near.x() - self.width() - 24
        y = max(4, min(near.y() - self.height() // 2, parent.height() - self.height() - 4))
        self.move(max(4, x), y)
        self.show()
        self.raise_()
        self.update()

    def paintEvent(self, event) -> None:
        if self.card is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor(0, 0, 0, 0))
        faces.card(p, QRectF(4, 4, PREVIEW_W, PREVIEW_H), self.card)
        p.end()


class CoopView(QGraphicsView):
    def __init__(self, scene, parent=None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.preview = CardPreview(self.viewport())
        self._pan_from: QPoint | None = None
        self._press_at: QPoint | None = None
        self._fitted = True
        self._hover_at: QPoint | None = None
        self._hover_timer = QTimer(self)
        self._hover_timer.setSingleShot(True)
        self._hover_timer.setInterval(HOVER_MS)
        self._hover_timer.timeout.connect(self._hover_now)

    def fit(self) -> None:
        self._fitted = True
        table = self.scene().table_rect()
        self.setSceneRect(table.adjusted(-table.width(), -table.height(), table.width(), table.height()))
        self.resetTransform()
        self.fitInView(table, Qt.AspectRatioMode.KeepAspectRatio)
        self.centerOn(table.center())

    def zoom(self, factor: float) -> None:
        table = self.scene().table_rect()
        fit_scale = min(self.viewport().width() / max(1.0, table.width()),
                        self.viewport().height() / max(1.0, table.height()))
        current = self.transform().m11()
        target = max(fit_scale * 0.8, min(current * factor, fit_scale * 5))
        if target != current:
            self._fitted = False
            self.scale(target / current, target / current)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._fitted:
            self.fit()

    def wheelEvent(self, event) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom(ZOOM_STEP ** steps)
        event.accept()

    def mousePressEvent(self, event) -> None:
        self._hover_timer.stop()
        self.preview.show_card(None, QPoint())
        super().mousePressEvent(event)
        if event.button() == Qt.MouseButton.LeftButton and self.scene().mouseGrabberItem() is None:
            self._pan_from = event.position().toPoint()
            self._press_at = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._pan_from is not None:
            here = event.position().toPoint()
            d = here - self._pan_from
            self._pan_from = here
            if (here - self._press_at).manhattanLength() > CLICK:
                self._fitted = False
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - d.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - d.y())
            event.accept()
            return
        super().mouseMoveEvent(event)
        if not event.buttons():
            self._hover_at = event.position().toPoint()
            if self.preview.isVisible():
                self._hover_now()
            else:
                self._hover_timer.start()

    def mouseReleaseEvent(self, event) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            self._press_at = None
            self.viewport().unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def leaveEvent(self, event) -> None:
        self._hover_timer.stop()
        self.preview.show_card(None, QPoint())
        super().leaveEvent(event)

    def _hover_now(self) -> None:
        pos = self._hover_at
        if pos is None:
            return
        for item in self.items(pos):
            card = getattr(item, "card", None)
            if card is not None and hasattr(item, "compact"):
                self.preview.show_card(card, pos)
                return
        self.preview.show_card(None, pos)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom(ZOOM_STEP)
        elif key == Qt.Key.Key_Minus:
            self.zoom(1 / ZOOM_STEP)
        elif key == Qt.Key.Key_0:
            self.fit()
        else:
            super().keyPressEvent(event)
