"""The window onto the cooperative table (zoom, pan and fit: board_view.BoardView); resting the
pointer on a small card shows it at full size."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsView, QWidget

from lotr_table.table.kit import beside
from lotr_table.table.kit.board_view import BoardView
from lotr_table.table.lotr_coop import faces

PREVIEW_W, PREVIEW_H = 230, 332


class CardPreview(QWidget):
    """A card at full size beside the pointer."""

    def __init__(self, parent) -> None:
        super().__init__(parent)
        self.card: str | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.resize(PREVIEW_W + 8, PREVIEW_H + 8)
        self.hide()

    def show_card(self, card: str | None, near: QRectF = QRectF(), area: QRectF = QRectF(),
                  targets: list[QRectF] = ()) -> None:
        """Show `card` beside `near` inside `area`, hiding none of the `targets` (the tracks a
        card may be played onto, the cards that are answers now)."""
        self.card = card
        if card is None:
            self.hide()
            return
        self.move(beside.place(self.width(), self.height(), near, area, list(targets)).topLeft().toPoint())
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


class CoopView(BoardView):
    HOVER_MS = 300
    ZOOM_OUT = 0.8
    ZOOM_IN = 5.0

    def __init__(self, scene, parent=None) -> None:
        super().__init__(scene, parent)
        # the baize is painted once per zoom: a change on the table repaints only what changed
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.preview = CardPreview(self.viewport())
        self.hands = None

    def _clicked(self, at) -> None:
        if self.hands is not None:
            self.hands.hobbit_clicked(at)

    def hide_preview(self) -> None:
        self.preview.show_card(None)

    def _hover_now(self) -> None:
        pos = self._hover_at
        if pos is None:
            return
        for item in self.items(pos):
            card = getattr(item, "card", None)
            if card is not None and hasattr(item, "compact"):
                near = QRectF(self.mapFromScene(item.sceneBoundingRect()).boundingRect())
                self.preview.show_card(card, near, self.preview_area(), self.targets())
                return
        self.preview.show_card(None)
