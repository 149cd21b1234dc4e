"""Keyed scene updates: items kept by key across views, changed in place, never rebuilt.

A table draws a new view by placing every item it wants, by key, between `begin()` and
`end()`. An item already on the table slides from where it is to its new place; a new
one appears (faded in, or sliding from a given place); one not placed again fades away and
is removed. The same item object lives as long as its key does, so a card that moves is
the card that was there. `rekey` lets an item change key (a face-down card whose identity
becomes known, and the reverse).
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from lotr_table.table.kit import motion


class KeyedLayer(QObject):
    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.items: dict[str, QGraphicsItem] = {}
        self.targets: dict[str, QPointF] = {}        # where each item is going (or is)
        self._slides: dict[str, QVariantAnimation] = {}
        self._placed: set[str] = set()
        self._fading: dict[QGraphicsItem, QVariantAnimation] = {}   # gone, still fading out
        self.made = 0                                 # items created, ever (a test counts rebuilds)

    def __contains__(self, key: str) -> bool:
        return key in self.items

    def get(self, key: str) -> QGraphicsItem | None:
        return self.items.get(key)

    def begin(self) -> None:
        self._placed = set()

    def place(self, key: str, make: Callable[[], QGraphicsItem], at: QPointF, z: float = 0.0,
              start: QPointF | None = None) -> QGraphicsItem:
        """Put the item `key` at `at`: moved there if it exists, else made by `make` and shown
        (sliding in from `start` when given)."""
        self._placed.add(key)
        item = self.items.get(key)
        if item is None:
            item = make()
            self.made += 1
            self.items[key] = item
            self.scene.addItem(item)
            item.setPos(start if start is not None else at)
            if start is None:
                self._fade_in(item)
        item.setZValue(z)
        self._slide(key, item, at)
        return item

    def rekey(self, old: str, new: str) -> None:
        """An item takes another key, keeping its place and its motion."""
        item = self.items.pop(old)
        self.items[new] = item
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
        """Every item not placed since `begin` fades away."""
        for key in [k for k in self.items if k not in self._placed]:
            self.remove(key)

    def remove(self, key: str) -> None:
        item = self.items.pop(key)
        self.targets.pop(key, None)
        slide = self._slides.pop(key, None)
        if slide is not None:
            slide.stop()
        if not motion.enabled():
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

    def _gone(self, item: QGraphicsItem) -> None:
        self._fading.pop(item, None)
        if item.scene() is not None:
            self.scene.removeItem(item)

    def clear(self) -> None:
        """Take everything off at once (the curtain falls: nothing may linger)."""
        for slide in self._slides.values():
            slide.stop()
        for item, fade in list(self._fading.items()):
            fade.stop()
            self._gone(item)
        for item in self.items.values():
            if item.scene() is not None:
                self.scene.removeItem(item)
        self.items.clear()
        self.targets.clear()
        self._slides.clear()

    # -- motion ----------------------------------------------------------------------------

    def _slide(self, key: str, item: QGraphicsItem, to: QPointF) -> None:
        if self.targets.get(key) == to and (key in self._slides or item.pos() == to):
            return
        self.targets[key] = QPointF(to)
        running = self._slides.pop(key, None)
        if running is not None:
            running.stop()
        if not motion.enabled() or item.pos() == to:
            item.setPos(to)
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(item.pos())
        anim.setEndValue(QPointF(to))
        anim.setDuration(motion.SLIDE_MS)
        anim.valueChanged.connect(item.setPos)
        anim.finished.connect(lambda: self._slides.get(key) is anim and self._slides.pop(key))
        self._slides[key] = anim
        motion.track(anim)
        anim.start()

    def _fade_in(self, item: QGraphicsItem) -> None:
        if not motion.enabled():
            return
        item.setOpacity(0.0)
        fade = QVariantAnimation(self)
        fade.setStartValue(0.0)
        fade.setEndValue(1.0)
        fade.setDuration(motion.FADE_MS)
        fade.valueChanged.connect(item.setOpacity)
        fade.finished.connect(lambda: item.setOpacity(1.0))
        motion.track(fade)
        fade.start()
