"""Keyed scene updates for both tables: the items a view put on the table, kept by key until
the next view. An item whose key comes again is the same object, moved and changed in place
(a moved piece slides from its old place to its new one); a new key makes a new item; a key
that does not come again takes its item off the table.

A key names only what the view itself shows (a hero by name only when its face is shown; a
hidden piece by where it stands), so keeping an item tells the seat nothing its view does not.
"""

from __future__ import annotations

from typing import Callable, Hashable, TypeVar

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

SLIDE_MS = 260

Item = TypeVar("Item", bound=QGraphicsItem)


class KeptItems(QObject):
    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self._shown: dict[Hashable, QGraphicsItem] = {}
        self._old: dict[Hashable, QGraphicsItem] = {}
        self._slides: dict[int, QVariantAnimation] = {}

    # -- one view -------------------------------------------------------------------------

    def start(self) -> None:
        """A new view begins: every item is old until its key comes again."""
        self._old.update(self._shown)
        self._shown = {}

    def get(self, key: Hashable, make: Callable[[], Item]) -> tuple[Item, bool]:
        """The item under `key`, kept from the last view or made now; and whether it is new."""
        n = 1
        while key in self._shown:        # the same thing twice in one view: the second is its own
            key, n = (key, n), n + 1
        item = self._old.pop(key, None)
        fresh = item is None
        if fresh:
            item = make()
            self.scene.addItem(item)
        self._shown[key] = item
        return item, fresh

    def finish(self) -> None:
        """The view is drawn: what it did not show again leaves the table."""
        for item in self._old.values():
            self._stop(item)
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self._old = {}

    def clear(self) -> None:
        """Nothing stays (the curtain, a new language): every item leaves the table."""
        self.start()
        self.finish()

    # -- what is on the table -------------------------------------------------------------

    def items(self) -> list[QGraphicsItem]:
        return list(self._shown.values())

    def __contains__(self, key: Hashable) -> bool:
        return key in self._shown

    def __getitem__(self, key: Hashable) -> QGraphicsItem:
        return self._shown[key]

    # -- moving -----------------------------------------------------------------------------

    def move(self, item: QGraphicsItem, to: QPointF, fresh: bool, *, slide: bool = True) -> None:
        """Put a kept item at `to`: a new item is simply there, a kept one slides from where it
        stood (or is put there at once with slide=False)."""
        if fresh or not slide:
            self._stop(item)
            item.setPos(to)
            return
        running = self._slides.get(id(item))
        if running is not None and running.endValue() == to:
            return
        start = item.pos()
        self._stop(item)
        if start != to:
            self.slide(item, start, to)

    def slide(self, item: QGraphicsItem, start: QPointF, to: QPointF, ms: int = SLIDE_MS,
              done: Callable[[], None] | None = None) -> None:
        anim = QVariantAnimation(self)
        anim.setStartValue(start)
        anim.setEndValue(to)
        anim.setDuration(ms)
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        anim.valueChanged.connect(item.setPos)

        def finished() -> None:
            if self._slides.get(id(item)) is anim:
                del self._slides[id(item)]
            if done is not None:
                done()
            anim.deleteLater()
        anim.finished.connect(finished)
        self._slides[id(item)] = anim
        item.setPos(start)
        anim.start()

    def sliding(self, item: QGraphicsItem) -> bool:
        return id(item) in self._slides

    def settle(self, item: QGraphicsItem) -> None:
        """The item is taken in hand: it stops sliding and stands where it was going."""
        self._stop(item)

    def _stop(self, item: QGraphicsItem) -> None:
        anim = self._slides.pop(id(item), None)
        if anim is not None:
            end = anim.endValue()
            anim.stop()
            anim.deleteLater()
            item.setPos(end)
