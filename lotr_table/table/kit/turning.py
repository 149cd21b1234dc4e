"""Turning a piece over on the table: it narrows to its edge, shows its other side, and opens
again (motion.TURN_MS). A card or tile that is revealed turns up this way, so a seat sees
that it was hidden a moment ago; with motion off (tests, pictures) it simply shows its new
side.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, QVariantAnimation
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsItem

from lotr_table.table.kit import motion

_alive: set[QVariantAnimation] = set()     # an animation without a parent is kept until it ends


def turn_over(item: QGraphicsItem, halfway: Callable[[], None],
              owner: QObject | None = None) -> QVariantAnimation | None:
    """Turn `item` over: `halfway` makes it show its other side when it is edge-on. Returns the
    running animation (tracked by motion, so a click finishes it), or None when motion is off."""
    if not motion.enabled():
        halfway()
        return None
    anim = QVariantAnimation(owner if owner is not None else item.scene())
    _alive.add(anim)
    anim.setStartValue(0.0)
    anim.setEndValue(1.0)
    anim.setDuration(motion.TURN_MS)
    state = {"turned": False}

    def step(t) -> None:
        t = float(t)
        try:
            if t >= 0.5 and not state["turned"]:
                state["turned"] = True
                halfway()
            w = max(abs(1.0 - 2.0 * t), 0.02)
            c = item.boundingRect().center()
            item.setTransform(QTransform().translate(c.x(), 0).scale(w, 1).translate(-c.x(), 0))
            item.update()
        except RuntimeError:        # the item went with a newer view
            anim.stop()

    def done() -> None:
        step(1.0)
        try:
            item.setTransform(QTransform())
        except RuntimeError:
            pass
        _alive.discard(anim)
        anim.deleteLater()

    anim.valueChanged.connect(step)
    anim.finished.connect(done)
    motion.track(anim)
    anim.start()
    return anim
