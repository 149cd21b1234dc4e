"""Marks that tell what just happened, drawn over a table's places: the last move (a dashed
outline where a piece stood, a solid one where it stands now, an arrow between), and the
places and pieces a log entry names while the pointer rests on it.

A mark draws outlines only: what it outlines is a place or a piece the seat's own view shows,
so a mark tells nothing the view does not. Marks take no clicks.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from lotr_table.table.kit.paint import pen

MOVE_LINE = QColor("#ff9f43")        # the last move: where from, where to
NAMED_LINE = QColor("#7fc3ff")       # what the log entry under the pointer names
Z_MARK = 30                          # above the pieces, so no piece hides its outline


def outline(rect: QRectF, radius: float = 8.0) -> QPainterPath:
    """A place or a piece given by its rectangle, as a mark outlines it."""
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


class Trail(QGraphicsItem):
    """The last move: `came_from` (None for a piece that came onto the table) dashed, `to`
    solid, an arrow from one to the other."""

    def __init__(self, came_from: QPainterPath | None, to: QPainterPath, z: float = Z_MARK) -> None:
        super().__init__()
        self.came_from = came_from
        self.to = to
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self._bounds = to.boundingRect()
        if came_from is not None:
            self._bounds = self._bounds.united(came_from.boundingRect())
        self._bounds = self._bounds.adjusted(-8, -8, 8, 8)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def arrow(self) -> QLineF | None:
        """From the middle of the old place to the edge of the new one, or None."""
        if self.came_from is None:
            return None
        a = self.came_from.boundingRect().center()
        b = self.to.boundingRect().center()
        if a == b:
            return None
        return QLineF(a, b)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        if self.came_from is not None:
            dashed = pen(MOVE_LINE.name(), 3)
            dashed.setStyle(Qt.PenStyle.DashLine)
            p.setPen(dashed)
            p.drawPath(self.came_from)
        p.setPen(pen(MOVE_LINE.name(), 4))
        p.drawPath(self.to)
        line = self.arrow()
        if line is not None:
            _arrow(p, line)


def _arrow(p: QPainter, line: QLineF) -> None:
    p.setPen(pen(MOVE_LINE.name(), 4))
    # stop short of the centre, so the head sits beside the piece, not on it
    end = line.pointAt(max(0.0, 1.0 - 28.0 / max(line.length(), 1.0)))
    p.drawLine(line.p1(), end)
    angle = math.atan2(end.y() - line.y1(), end.x() - line.x1())
    size = 14.0
    head = QPolygonF([end,
                      end - QPointF(size * math.cos(angle - 0.45), size * math.sin(angle - 0.45)),
                      end - QPointF(size * math.cos(angle + 0.45), size * math.sin(angle + 0.45))])
    p.setBrush(MOVE_LINE)
    p.drawPolygon(head)


class Named(QGraphicsItem):
    """A place or a piece a log entry names, outlined while the pointer rests on the entry."""

    def __init__(self, shape: QPainterPath, z: float = Z_MARK) -> None:
        super().__init__()
        self.shape_path = shape
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        stroker = QPainterPathStroker()
        stroker.setWidth(12)
        self._bounds = stroker.createStroke(shape).boundingRect()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(QColor(127, 195, 255, 40))
        p.setPen(pen(NAMED_LINE.name(), 4))
        p.drawPath(self.shape_path)


class NamedMarks:
    """The marks of one log entry on a scene: shown, replaced by the next entry's, taken away."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.items: list[Named] = []

    def show(self, shapes: list[QPainterPath]) -> None:
        self.clear()
        for shape in shapes:
            item = Named(shape)
            self.scene.addItem(item)
            self.items.append(item)

    def clear(self) -> None:
        for item in self.items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.items = []


class Trails:
    """The last move's marks on a scene, kept by what they join: a view that marks the same
    move again leaves its trail as it is."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.items: dict[tuple, Trail] = {}

    def show(self, moves: list[tuple[tuple, QPainterPath | None, QPainterPath]]) -> None:
        """`moves`: (a key naming the move, where from or None, where to)."""
        wanted = {key for key, _, _ in moves}
        for key in [k for k in self.items if k not in wanted]:
            self._remove(self.items.pop(key))
        for key, came_from, to in moves:
            if key not in self.items:
                item = Trail(came_from, to)
                self.scene.addItem(item)
                self.items[key] = item

    def clear(self) -> None:
        for item in self.items.values():
            self._remove(item)
        self.items = {}

    def _remove(self, item: Trail) -> None:
        if item.scene() is self.scene:
            self.scene.removeItem(item)
