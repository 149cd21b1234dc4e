"""The window onto the card table (the kit's KitView): zoom, pan and fit, and the card under
the pointer previewed whole — an item tucked on its bearer, of which the table shows the top,
is previewed at a whole card's size."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF

from lotr_table.table.kit.card import HEIGHT, WIDTH, FaceCard
from lotr_table.table.kit.view import KitView


class WotrCardsView(KitView):
    def preview_card(self, card: FaceCard) -> None:
        if card.face is None:
            self.hide_preview()
            return
        shown = card.sceneBoundingRect()
        whole = QRectF(shown.topLeft(), QSizeF(WIDTH, HEIGHT))
        visible = self.mapToScene(self.viewport().rect()).boundingRect()
        self.preview.show_for(card.face, whole, visible, self.lit_rects())
