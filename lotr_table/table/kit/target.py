"""A thing on a kit table that may be an answer now (a zone, a region): lit while choosing it
is an answer, and a click on it then chooses it (`clicked` carries its key). Cards are
answers the same way, through the card item's own click (card_item.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGraphicsObject


def show_lit(item, lit: bool) -> None:
    """Light `item` (or not): a pointing hand while it is a target, repainted only on a change."""
    if lit != item.lit:
        item.lit = lit
        item.setCursor(Qt.CursorShape.PointingHandCursor if lit else Qt.CursorShape.ArrowCursor)
        item.update()


class Target(QGraphicsObject):
    clicked = Signal(str)

    def __init__(self, key: str) -> None:
        super().__init__()
        self.key = key
        self.lit = False

    def set_lit(self, lit: bool) -> None:
        show_lit(self, lit)

    def mousePressEvent(self, event) -> None:
        if self.lit and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            return
        event.ignore()

    def mouseReleaseEvent(self, event) -> None:
        if self.lit:
            self.clicked.emit(self.key)
