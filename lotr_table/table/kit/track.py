"""A track: numbered spaces in a row (a corruption track, a victory-point track), with
markers standing on spaces. Markers are separate items, so a keyed layer slides them from
space to space; `space_at(n)` says where space n lies."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem

from lotr_table.table.kit import look

SPACE = 34.0
NUMBER_PX = 13
TITLE_PX = 13


class TrackItem(QGraphicsItem):
    def __init__(self, title: str, first: int, last: int) -> None:
        super().__init__()
        self.title = title
        self.first, self.last = first, last

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, (self.last - self.first + 1) * SPACE, SPACE + 20)

    def words(self) -> list[str]:
        return [self.title] + [str(n) for n in range(self.first, self.last + 1)]

    def space_at(self, n: int) -> QPointF:
        """The scene centre of space n (clamped to the track)."""
        n = min(max(n, self.first), self.last)
        return self.mapToScene(QPointF((n - self.first + 0.5) * SPACE, 20 + SPACE / 2))

    def paint(self, p: QPainter, option, widget=None) -> None:
        look.text(p, QRectF(0, 0, self.boundingRect().width(), 18), self.title, TITLE_PX, "#f0e6d2",
                  bold=True, family=look.SANS, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        p.setPen(look.pen(look.FRAME, 1.5))
        for i, n in enumerate(range(self.first, self.last + 1)):
            r = QRectF(i * SPACE, 20, SPACE, SPACE)
            p.setBrush(look.brush(look.PAPER))
            p.drawRect(r)
            look.text(p, r.adjusted(2, 2, -2, -2), str(n), NUMBER_PX, look.MUTED, family=look.SANS,
                      align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)


class MarkerItem(QGraphicsItem):
    """A marker: a coloured disc with a short label (already translated) under it."""

    def __init__(self, key: str, colour: str, label: str = "") -> None:
        super().__init__()
        self.key = key
        self.colour = colour
        self.label = label

    def boundingRect(self) -> QRectF:
        return QRectF(-13, -13, 26, 26)

    def words(self) -> list[str]:
        return [self.label]

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setPen(look.pen("#1a1a1a", 1.5))
        p.setBrush(look.brush(self.colour))
        p.drawEllipse(QRectF(-10, -10, 20, 20))
        look.text(p, QRectF(-13, -13, 26, 26), self.label, 12, "#ffffff", bold=True, family=look.SANS)
