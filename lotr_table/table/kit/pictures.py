"""Pictures drawn once and reused, by both tables: a face, a back, a card or a whole board is
painted into a pixmap at the exact device size it is shown at, and blitted from then on.

A piece dragged across the board, or drawn again when the view around it changed, costs one
blit; a new zoom level or language paints it afresh, so it stays crisp.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QTransform

from lotr_table.table.kit.paint import recording_now
from lotr_table.table.i18n import current_language

LIMIT = 600            # pictures kept
_kept: OrderedDict[tuple, QPixmap] = OrderedDict()


def forget() -> None:
    _kept.clear()


def draw(p: QPainter, rect: QRectF, key: tuple, paint: Callable[[QPainter, QRectF], None],
         ground: QColor | None = None) -> None:
    """Draw `paint(p, rect)` through a pixmap kept under `key` (plus size and language).
    A picture that covers its whole rectangle may name its `ground` colour: it is then kept
    without an alpha channel, which is quicker to draw."""
    t = p.worldTransform()
    if recording_now() or t.isRotating() or t.m11() <= 0 or t.m22() <= 0:
        paint(p, rect)
        return
    device = t.mapRect(rect)
    device_ratio = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    w = round(device.width() * device_ratio)
    h = round(device.height() * device_ratio)
    if w <= 0 or h <= 0 or w * h > 4_000_000:
        paint(p, rect)
        return
    full_key = key + (w, h, device_ratio, current_language())
    pix = _kept.get(full_key)
    if pix is None:
        pix = QPixmap(w, h)
        pix.fill(ground if ground is not None else Qt.GlobalColor.transparent)
        q = QPainter(pix)
        q.setRenderHint(QPainter.RenderHint.Antialiasing)
        q.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        q.scale(w / rect.width(), h / rect.height())
        q.translate(-rect.x(), -rect.y())
        paint(q, rect)
        q.end()
        pix.setDevicePixelRatio(device_ratio)
        _kept[full_key] = pix
        while len(_kept) > LIMIT:
            _kept.popitem(last=False)
    else:
        _kept.move_to_end(full_key)
    p.save()
    p.setWorldTransform(QTransform())
    p.drawPixmap(QPointF(round(device.x()), round(device.y())), pix)
    p.restore()
