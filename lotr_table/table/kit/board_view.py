"""A game's window onto its table, shared by the games' tables: the wheel zooms about the
pointer, dragging the empty table pans, `fit` shows the whole table (keys: + - 0), and what the
pointer rests on is previewed after a moment (at once while a preview is up).

The scene gives `table_rect()`, the table to fit. Each game says what a preview is:
`_hover_now` shows one for what lies under `self._hover_at`, `hide_preview` takes it away.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView, QToolTip

from lotr_table.table.kit import motion

CLICK = 5          # pixels a press may wander and still be a click
ZOOM_STEP = 1.15


class BoardView(QGraphicsView):
    HOVER_MS = 250      # how long the pointer rests on a thing before it is previewed
    ZOOM_OUT = 0.6      # the zoom stays between these multiples of the scale that fits the table
    ZOOM_IN = 6.0

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
        self._pan_from: QPoint | None = None
        self._press_at: QPoint | None = None
        self._fitted = True
        self._hover_at: QPoint | None = None
        self._hover_timer = QTimer(self)
        self._hover_timer.setSingleShot(True)
        self._hover_timer.setInterval(self.HOVER_MS)
        self._hover_timer.timeout.connect(self._preview_now)

    # -- what each game's view says --------------------------------------------------------------

    def _hover_now(self) -> None:
        """Preview what lies under self._hover_at (or nothing)."""
        raise NotImplementedError

    def hide_preview(self) -> None:
        raise NotImplementedError

    def _clicked(self, at: QPointF) -> None:
        """A click (not a drag) on the empty table, at this point of the scene."""

    def targets(self) -> list[QRectF]:
        """Where, in the viewport, lies everything that may be chosen now (a lit region or
        track, a playable card): a preview must hide none of it."""
        out = []
        for item in self.scene().items():
            if not item.isVisible() or not (getattr(item, "lit", False) or getattr(item, "playable", False)):
                continue
            rect = item.target_rect() if hasattr(item, "target_rect") else item.boundingRect()
            out.append(QRectF(self.mapFromScene(item.mapRectToScene(rect)).boundingRect()))
        return out

    def preview_area(self) -> QRectF:
        return QRectF(self.viewport().rect()).adjusted(8, 8, -8, -8)

    # -- zoom and pan ----------------------------------------------------------------------------

    def table_rect(self) -> QRectF:
        return self.scene().table_rect()

    def fit(self) -> None:
        """Show the whole table: the board and every zone around it."""
        self._fitted = True
        table = self.table_rect()
        self._fitted_to = QRectF(table)
        # room around the table so that panning works at every zoom
        self.setSceneRect(table.adjusted(-table.width(), -table.height(), table.width(), table.height()))
        self.resetTransform()
        self.fitInView(table, Qt.AspectRatioMode.KeepAspectRatio)
        self.centerOn(table.center())

    def refit(self) -> None:
        """The table drawn has grown or shrunk (another view, more rows): fitted again, unless
        the person zoomed or panned it, so a game opens fitted with no Ctrl+0."""
        if self._fitted and self.table_rect() != getattr(self, "_fitted_to", None):
            self.fit()

    def zoom(self, factor: float) -> None:
        table = self.table_rect()
        fit_scale = min(self.viewport().width() / max(1.0, table.width()),
                        self.viewport().height() / max(1.0, table.height()))
        current = self.transform().m11()
        target = max(fit_scale * self.ZOOM_OUT, min(current * factor, fit_scale * self.ZOOM_IN))
        if target != current:
            self._fitted = False
            self.scale(target / current, target / current)

    def zoom_key(self, key) -> bool:
        """+ and - zoom, 0 fits; whether the key was one of them."""
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom(ZOOM_STEP)
        elif key == Qt.Key.Key_Minus:
            self.zoom(1 / ZOOM_STEP)
        elif key == Qt.Key.Key_0:
            self.fit()
        else:
            return False
        return True

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._fitted:
            self.fit()

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        # a scroll moves the viewport's child widgets with the picture (QWidget.scroll): one
        # that stands in a corner of the board (the hint row) is put back in it
        for child in self.viewport().children():
            keep = getattr(child, "keep_corner", None)
            if keep is not None and child.isVisible():
                keep()

    def wheelEvent(self, event) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom(ZOOM_STEP ** steps)
        event.accept()

    def keyPressEvent(self, event) -> None:
        if not self.zoom_key(event.key()):
            super().keyPressEvent(event)

    def mousePressEvent(self, event) -> None:
        self._hover_timer.stop()
        self.hide_preview()
        motion.finish_all()          # nobody waits for a slide or a turn: a click ends them
        super().mousePressEvent(event)
        if event.button() == Qt.MouseButton.LeftButton and self.scene().mouseGrabberItem() is None:
            self._press_at = event.position().toPoint()
            if not self._on_a_piece(self._press_at):
                self._pan_from = self._press_at
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()

    def _on_a_piece(self, at: QPoint) -> bool:
        """Whether a piece lies under the pointer (a card or tile, `grip` of the kit) that
        cannot be taken now: dragging it is not dragging the empty table, so it does not pan."""
        return any(hasattr(item, "grip") for item in self.items(at))

    def mouseMoveEvent(self, event) -> None:
        if self._pan_from is None and self._press_at is not None and event.buttons():
            event.accept()              # a piece held that cannot move: the table stays put
            return
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
        if self._press_at is not None:
            self._pan_from = None
            self.viewport().unsetCursor()
            if self._press_at is not None and (event.position().toPoint() - self._press_at).manhattanLength() <= CLICK:
                self._clicked(self.mapToScene(event.position().toPoint()))
            self._press_at = None
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def leaveEvent(self, event) -> None:
        self._hover_timer.stop()
        self._hover_at = None
        self.hide_preview()
        super().leaveEvent(event)

    # -- previews --------------------------------------------------------------------------------

    def _hover(self, pos: QPoint) -> None:
        """Preview what the pointer rests on: after a moment, or at once while a preview is up."""
        self._hover_at = pos
        if self.preview.isVisible():
            self._preview_now()
        else:
            self._hover_timer.start()

    def _preview_now(self) -> None:
        self._hover_now()
        if self.preview.isVisible():
            QToolTip.hideText()         # one word on a thing at a time: the large preview

    def viewportEvent(self, event) -> bool:
        # a thing previewed at full size needs no tooltip besides (both at once hide the table)
        if event.type() == QEvent.Type.ToolTip and self.preview.isVisible():
            event.ignore()
            return True
        return super().viewportEvent(event)
