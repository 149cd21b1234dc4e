"""Taking a piece in hand, for every piece a person may click or drag (a card, a hero tile): a
press is a click unless the pointer wanders more than DRAG scene units, then it is a drag of
the piece inside the scene (press, move, release; never QDrag, so tests drive it with ordinary
mouse events). A piece still sliding from the last view stops where it was going when taken."""

from __future__ import annotations

from PySide6.QtCore import QPointF

DRAG = 6            # scene units a press may wander and still be a click


class Grip:
    def __init__(self, item) -> None:
        self.item = item
        self.at: QPointF | None = None        # where the press was, while the piece is held
        self.grab = QPointF()                 # where on the piece it was taken
        self.dragging = False

    @property
    def held(self) -> bool:
        return self.at is not None

    def take(self, event) -> None:
        kept = getattr(self.item.scene(), "kept", None)
        if kept is not None:
            kept.settle(self.item)
        self.at = event.scenePos()
        self.grab = event.scenePos() - self.item.pos()
        self.dragging = False
        event.accept()

    def pulled(self, event) -> bool:
        """The press has wandered far enough to become a drag (and is not one yet)."""
        return not self.dragging and (event.scenePos() - self.at).manhattanLength() > DRAG

    def follow(self, event) -> None:
        self.item.setPos(event.scenePos() - self.grab)

    def let_go(self) -> bool:
        """The press ends; whether it was a drag."""
        dragged = self.dragging
        self.at = None
        self.dragging = False
        return dragged
