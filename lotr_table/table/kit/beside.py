"""Where a preview goes: beside the thing it shows, inside the visible table, over none of the
lit targets (a numbered region, a track, a card that is an answer now) and never over the
thing itself. Plain rectangles in, one rectangle out, so every table places its previews
the same way (the kit's card preview, Confrontation's tiles and cards, the cooperative cards).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

MARGIN = 12.0
SLIDES = 9          # places tried along each side of the thing


def place(w: float, h: float, near: QRectF, area: QRectF, avoid: list[QRectF],
          margin: float = MARGIN) -> QRectF:
    """The w x h rectangle to show a preview of `near` in: beside it (right, left, above,
    below, slid along that side) or in a corner of `area`; the one hiding fewest of `avoid`,
    then not covering `near`, then inside `area`, then closest to `near`."""
    left = min(max(area.left(), near.center().x() - w / 2), area.right() - w)
    top = min(max(area.top(), near.center().y() - h / 2), area.bottom() - h)
    spots: list[QPointF] = []
    for i in range(SLIDES):
        t = i / (SLIDES - 1)
        y = area.top() + t * max(0.0, area.height() - h)
        x = area.left() + t * max(0.0, area.width() - w)
        spots += [QPointF(near.right() + margin, y), QPointF(near.left() - margin - w, y),
                  QPointF(x, near.top() - margin - h), QPointF(x, near.bottom() + margin)]
    spots += [QPointF(near.right() + margin, top), QPointF(near.left() - margin - w, top),
              QPointF(left, near.top() - margin - h), QPointF(left, near.bottom() + margin)]
    spots += [QPointF(area.left(), area.top()), QPointF(area.right() - w, area.top()),
              QPointF(area.left(), area.bottom() - h), QPointF(area.right() - w, area.bottom() - h)]
    centre = near.center()

    def cost(at: QPointF) -> tuple:
        r = QRectF(at.x(), at.y(), w, h)
        hidden = sum(1 for t in avoid if r.intersects(t))
        c = r.center()
        return (hidden, r.intersects(near), not area.contains(r), abs(c.x() - centre.x()) + abs(c.y() - centre.y()))

    best = min(spots, key=cost)
    return QRectF(best.x(), best.y(), w, h)
