"""Keyed scene updates: items kept by key across views, changed in place, never rebuilt.

Every table (both games and Skirmish) draws a new view through one `KeyedLayer`: between
`begin()` and `end()` it asks for every item it wants by key. An item whose key comes again
is the same object, moved and changed in place (it slides from where it stood to its new
place); a new key makes a new item (faded in, or sliding from a given place); a key that
does not come again takes its item off the table (faded out). The same item object lives
as long as its key does, so a card that moves is the card that was there. `rekey` lets an
item change key (a face-down card whose identity becomes known, and the reverse).

A key names only what the view itself shows (a hero by name only when its face is shown; a
hidden piece by where it stands; a hidden card by the zones' counts), so keeping an item
tells the seat nothing its view does not.

Every animation is tracked by `motion`, so a click skips them and tests switch them off. A
layer made with `fade=False` (the two games' tables) puts new items on at once and takes
gone ones off at once.
"""

from __future__ import annotations

from typing import Callable, Hashable, TypeVar

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from lotr_table.table.kit import motion

Item = TypeVar("Item", bound=QGraphicsItem)


class KeyedLayer(QObject):
    def __init__(self, scene: QGraphicsScene, *, fade: bool = True) -> None:
        super().__init__(scene)
        self.scene = scene
        self.fade = fade
        self.items: dict[Hashable, QGraphicsItem] = {}
        self.targets: dict[Hashable, QPointF] = {}        # where each item is going (or is)
        self._key_of: dict[QGraphicsItem, Hashable] = {}
        self._slides: dict[Hashable, QVariantAnimation] = {}
        self._placed: set[Hashable] = set()
        self._fading: dict[QGraphicsItem, QVariantAnimation] = {}   # gone, still fading out
        self.made = 0                                     # items created, ever (a test counts rebuilds)

    # -- what is on the table ----------------------------------------------------------------

    def __contains__(self, key: Hashable) -> bool:
        return key in self.items

    def __getitem__(self, key: Hashable) -> QGraphicsItem:
        return self.items[key]

    def get(self, key: Hashable) -> QGraphicsItem | None:
        return self.items.get(key)

    def shown(self) -> list[QGraphicsItem]:
        return list(self.items.values())

    # -- one view ----------------------------------------------------------------------------

    def begin(self) -> None:
        """A new view begins: every item is old until its key comes again."""
        self._placed = set()

    def keep(self, key: Hashable, make: Callable[[], Item]) -> tuple[Item, bool]:
        """The item under `key`, kept from the last view or made now; and whether it is new.
        The same key twice in one view is two items (the second is its own)."""
        n = 1
        while key in self._placed:
            key, n = (key, n), n + 1
        self._placed.add(key)
        item = self.items.get(key)
        if item is not None:
            return item, False
        item = make()
        self.made += 1
        self.items[key] = item
        self._key_of[item] = key
        self.scene.addItem(item)
        return item, True

    def place(self, key: Hashable, make: Callable[[], Item], at: QPointF, z: float = 0.0,
              start: QPointF | None = None) -> Item:
        """Put the item `key` at `at`: moved there if it exists, else made by `make` and shown
        (faded in, or sliding in from `start` when given)."""
        item, fresh = self.keep(key, make)
        if fresh:
            item.setPos(start if start is not None else at)
            if start is None:
                self._fade_in(item)
        item.setZValue(z)
        self.move(item, at, fresh and start is None)
        return item

    def move(self, item: QGraphicsItem, to: QPointF, fresh: bool = False, *, slide: bool = True) -> None:
        """Put a kept item at `to`: a new item is simply there, a kept one slides from where it
        stood (or is put there at once with slide=False)."""
        key = self._key_of[item]
        if fresh or not slide:
            self._stop(key)
            self.targets[key] = QPointF(to)
            item.setPos(to)
            return
        if self.targets.get(key) == to and (key in self._slides or item.pos() == to):
            return
        self.targets[key] = QPointF(to)
        self._stop(key, jump=False)
        if not motion.enabled() or item.pos() == to:
            item.setPos(to)
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(item.pos())
        anim.setEndValue(QPointF(to))
        anim.setDuration(motion.SLIDE_MS)
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        anim.valueChanged.connect(item.setPos)
        anim.finished.connect(lambda: self._arrived(key, anim))
        self._slides[key] = anim
        motion.track(anim)
        anim.start()

    def rekey(self, old: Hashable, new: Hashable) -> None:
        """An item takes another key, keeping its place and its motion."""
        item = self.items.pop(old)
        self.items[new] = item
        self._key_of[item] = new
        if hasattr(item, "key"):
            item.key = new
        if old in self.targets:
            self.targets[new] = self.targets.pop(old)
        if old in self._slides:
            self._slides[new] = self._slides.pop(old)
        if old in self._placed:
            self._placed.discard(old)
            self._placed.add(new)

    def end(self) -> None:
        """The view is drawn: every item not asked for since `begin` leaves the table."""
        for key in [k for k in self.items if k not in self._placed]:
            self.remove(key)

    def remove(self, key: Hashable) -> None:
        item = self.items.pop(key)
        self._key_of.pop(item, None)
        self.targets.pop(key, None)
        self._stop(key, jump=False)
        if not self.fade or not motion.enabled():
            if item.scene() is self.scene:
                self.scene.removeItem(item)
            return
        fade = QVariantAnimation(self)
        fade.setStartValue(item.opacity())
        fade.setEndValue(0.0)
        fade.setDuration(motion.FADE_MS)
        fade.valueChanged.connect(item.setOpacity)
        fade.finished.connect(lambda: self._gone(item))
        self._fading[item] = fade
        motion.track(fade)
        fade.start()

    def clear(self) -> None:
        """Take everything off at once (the curtain falls, a new language: nothing may linger)."""
        for slide in self._slides.values():
            slide.stop()
            slide.deleteLater()
        for item, fade in list(self._fading.items()):
            fade.stop()
            self._gone(item)
        for item in self.items.values():
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.items.clear()
        self._key_of.clear()
        self.targets.clear()
        self._slides.clear()
        self._placed = set()

    # -- motion ------------------------------------------------------------------------------

    def sliding(self, item: QGraphicsItem) -> bool:
        return self._key_of.get(item) in self._slides

    def settle(self, item: QGraphicsItem) -> None:
        """The item is taken in hand: it stops sliding and stands where it was going."""
        key = self._key_of.get(item)
        if key is not None:
            self._stop(key)

    def _arrived(self, key: Hashable, anim: QVariantAnimation) -> None:
        if self._slides.get(key) is anim:
            del self._slides[key]
        anim.deleteLater()          # a long game makes thousands: none outlives its slide

    def _stop(self, key: Hashable, jump: bool = True) -> None:
        anim = self._slides.pop(key, None)
        if anim is not None:
            end = anim.endValue()
            anim.stop()
            anim.deleteLater()
            if jump:
                self.items[key].setPos(end)

    def _gone(self, item: QGraphicsItem) -> None:
        fade = self._fading.pop(item, None)
        if fade is not None:
            fade.deleteLater()
        if item.scene() is self.scene:
            self.scene.removeItem(item)

    def _fade_in(self, item: QGraphicsItem) -> None:
        if not self.fade or not motion.enabled():
            return
        item.setOpacity(0.0)
        fade = QVariantAnimation(self)
        fade.setStartValue(0.0)
        fade.setEndValue(1.0)
        fade.setDuration(motion.FADE_MS)
        fade.valueChanged.connect(item.setOpacity)
        fade.finished.connect(lambda: (item.setOpacity(1.0), fade.deleteLater()))
        motion.track(fade)
        fade.start()
