"""The window onto the table: the wheel zooms about the pointer, dragging the empty table (or
the board) pans, `fit` shows the whole table; hovering a tile or card previews it at full
size; keys pick tiles and cards (arrows, Enter, a number, Escape; Space previews; + - 0 zoom)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

from lotr_table.table.confrontation.preview import Preview

CLICK = 5          # pixels a press may wander and still be a click
ZOOM_STEP = 1.15
HOVER_MS = 250     # how long the pointer rests on a tile or card before it is previewed


class TableView(QGraphicsView):
    def __init__(self, scene, parent=None) -> None:
        super().__init__(scene, parent)
        self.hands = None
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.preview = Preview(self.viewport())
        self._pan_from: QPoint | None = None
        self._press_at: QPoint | None = None
        self._fitted = True
        self._hover_at: QPoint | None = None
        self._hover_timer = QTimer(self)
        self._hover_timer.setSingleShot(True)
        self._hover_timer.setInterval(HOVER_MS)
        self._hover_timer.timeout.connect(self._hover_now)

    # -- zoom and pan ------------------------------------------------------------------------

    def table_rect(self) -> QRectF:
        return self.scene().table_rect()

    def fit(self) -> None:
        """Show the whole table: the board and every zone around it."""
        self._fitted = True
        table = self.table_rect()
        # room around the table so that panning works at every zoom
        self.setSceneRect(table.adjusted(-table.width(), -table.height(), table.width(), table.height()))
        self.resetTransform()
        self.fitInView(table, Qt.AspectRatioMode.KeepAspectRatio)
        self.centerOn(table.center())

    def zoom(self, factor: float) -> None:
        table = self.table_rect()
        fit_scale = min(self.viewport().width() / max(1.0, table.width()),
                        self.viewport().height() / max(1.0, table.height()))
        current = self.transform().m11()
        target = max(fit_scale * 0.6, min(current * factor, fit_scale * 6))
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
        self.preview.show_for(None, QRect())
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
            self._hover(event.position().toPoint())

    def mouseReleaseEvent(self, event) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().unsetCursor()
            if self._press_at is not None and (event.position().toPoint() - self._press_at).manhattanLength() <= CLICK:
                self._clicked(self.mapToScene(event.position().toPoint()))
            self._press_at = None
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def _clicked(self, at: QPointF) -> None:
        if self.hands is None:
            return
        layout = self.scene().layout
        self.hands.region_clicked(layout.region_at((at.x(), at.y())))

    def leaveEvent(self, event) -> None:
        self._hover_timer.stop()
        self._hover_at = None
        self.preview.show_for(None, QRect())
        super().leaveEvent(event)

    # -- previews ----------------------------------------------------------------------------

    def _hover(self, pos: QPoint) -> None:
        """Preview what the pointer rests on: after a moment, or at once while a preview is up."""
        self._hover_at = pos
        if self.preview.isVisible():
            self._hover_now()
        else:
            self._hover_timer.start()

    def _hover_now(self) -> None:
        pos = self._hover_at
        if pos is None or not self.viewport().rect().contains(pos):
            return
        for item in self.items(pos):
            subject = getattr(item, "preview", None)
            if subject is not None:
                self.preview.show_for(subject, self.mapFromScene(item.sceneBoundingRect()).boundingRect())
                return
            if hasattr(item, "preview"):
                break
        self.preview.show_for(None, QRect())

    def preview_item(self, item) -> None:
        if item is None or getattr(item, "preview", None) is None:
            self.preview.show_for(None, QRect())
            return
        if self.preview.isVisible() and self.preview.subject == item.preview:
            self.preview.show_for(None, QRect())
            return
        self.ensureVisible(item.sceneBoundingRect(), 20, 20)
        self.preview.show_for(item.preview, self.mapFromScene(item.sceneBoundingRect()).boundingRect())

    # -- keys ----------------------------------------------------------------------------------

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom(ZOOM_STEP)
            return
        if key == Qt.Key.Key_Minus:
            self.zoom(1 / ZOOM_STEP)
            return
        if key == Qt.Key.Key_0:
            self.fit()
            return
        if key == Qt.Key.Key_Space and self.hands is not None:
            self.preview_item(self.hands.focused_item())
            return
        if self.hands is not None and self.hands.key(key):
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
                item = self.hands.focused_item()
                if item is not None and self.preview.isVisible():
                    self.preview_item(item)
            return
        super().keyPressEvent(event)
