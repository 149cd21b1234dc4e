"""The window onto the table (zoom, pan and fit: board_view.BoardView; dragging the board pans
too); hovering a tile or card previews it at full size; keys pick tiles and cards (arrows,
Enter, a number, Escape; Space previews; + - 0 zoom)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtWidgets import QGraphicsView

from lotr_table.table.kit.board_view import BoardView
from lotr_table.table.confrontation.preview import Preview


class TableView(BoardView):
    def __init__(self, scene, parent=None) -> None:
        super().__init__(scene, parent)
        self.hands = None
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.preview = Preview(self.viewport())

    def _clicked(self, at: QPointF) -> None:
        if self.hands is None:
            return
        layout = self.scene().layout
        self.hands.region_clicked(layout.region_at((at.x(), at.y())))

    # -- previews ----------------------------------------------------------------------------

    def hide_preview(self) -> None:
        self.preview.show_for(None, QRect())

    def _hover_now(self) -> None:
        pos = self._hover_at
        if pos is None or not self.viewport().rect().contains(pos):
            return
        for item in self.items(pos):
            subject = getattr(item, "preview", None)
            if subject is not None:
                self._preview_beside(subject, item)
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
        self._preview_beside(item.preview, item)

    def _preview_beside(self, subject, item) -> None:
        """Beside the item, hiding none of the targets that are lit now (the numbered regions
        a tile picked with the keyboard may go to)."""
        near = self.mapFromScene(item.sceneBoundingRect()).boundingRect()
        self.preview.show_for(subject, near, self.preview_area(), self.targets())

    # -- keys ----------------------------------------------------------------------------------

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if self.zoom_key(key):
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
        QGraphicsView.keyPressEvent(self, event)
