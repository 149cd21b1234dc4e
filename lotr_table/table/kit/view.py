"""The kit's view onto a table: the shared zoomable BoardView, previewing the card under
the pointer (kit/preview.py) where it hides no lit target; a press skips the running
animations, so nobody waits for a slide."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt

from lotr_table.table.kit.board_view import BoardView
from lotr_table.table.kit.card import FaceCard
from lotr_table.table.kit.preview import CardPreview


class KitView(BoardView):
    # the preview a table shows (a table whose cards carry longer texts gives a taller one)
    Preview = CardPreview

    def __init__(self, scene, parent=None) -> None:
        super().__init__(scene, parent)
        self.preview = self.Preview()
        scene.addItem(self.preview)

    def lit_rects(self) -> list[QRectF]:
        return [item.sceneBoundingRect() for item in self.scene().items()
                if getattr(item, "lit", False) and item.isVisible()]

    def preview_card(self, card: FaceCard) -> None:
        if card.face is None:
            self.hide_preview()
            return
        visible = self.mapToScene(self.viewport().rect()).boundingRect()
        self.preview.show_for(card.face, card.sceneBoundingRect(), visible, self.lit_rects())

    def _hover_now(self) -> None:
        if self._hover_at is None:
            return
        for item in self.items(self._hover_at):
            if isinstance(item, FaceCard):
                self.preview_card(item)
                return
        self.hide_preview()

    def hide_preview(self) -> None:
        self.preview.hide()

    def keyPressEvent(self, event) -> None:
        """Zoom keys, then the hands' keys (the focus ring over the cards that are answers,
        Enter to choose; kit/gestures.CardHands); Space previews the focused card."""
        key = event.key()
        if self.zoom_key(key):
            return
        hands = getattr(self, "hands", None)
        focused = getattr(hands, "focused_item", None)
        if key == Qt.Key.Key_Space and focused is not None:
            item = focused()
            if isinstance(item, FaceCard) and not self.preview.isVisible():
                self.ensureVisible(item.sceneBoundingRect(), 20, 20)
                self.preview_card(item)
            else:
                self.hide_preview()
            return
        if hands is not None and hasattr(hands, "key") and hands.key(key):
            item = focused() if focused is not None else None
            if item is not None:
                self.ensureVisible(item.sceneBoundingRect(), 20, 20)
            return
        super().keyPressEvent(event)

