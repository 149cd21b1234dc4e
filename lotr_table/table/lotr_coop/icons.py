"""The game's symbols, drawn by the program in a square: the four activities and the star,
runes, life tokens, the threat die and its faces, ○ (heal), Sauron's eye, cards.

`draw(p, kind, rect)` paints one symbol filling `rect` (kept square, centred).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from lotr_table.table.lotr_coop import look


def _square(rect: QRectF) -> QRectF:
    s = min(rect.width(), rect.height())
    return QRectF(rect.center().x() - s / 2, rect.center().y() - s / 2, s, s)


def _pen(colour, width) -> QPen:
    p = QPen(QColor(colour), width)
    p.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return p


def _disc(p: QPainter, r: QRectF, fill, line, width=0.06) -> None:
    p.setPen(_pen(line, r.width() * width))
    p.setBrush(QColor(fill))
    p.drawEllipse(r.adjusted(r.width() * 0.05, r.height() * 0.05, -r.width() * 0.05, -r.height() * 0.05))


def star_path(c: QPointF, outer: float, inner: float, points: int = 5) -> QPainterPath:
    poly = QPolygonF()
    for i in range(points * 2):
        rad = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / points
        poly.append(QPointF(c.x() + rad * math.cos(a), c.y() + rad * math.sin(a)))
    path = QPainterPath()
    path.addPolygon(poly)
    path.closeSubpath()
    return path


def _fighting(p: QPainter, r: QRectF) -> None:
    s = r.width()
    col = look.ACTIVITY["fighting"]
    _disc(p, r, "#f6e6d8", col)
    for sign in (1, -1):
        p.save()
        p.translate(r.center())
        p.rotate(45 * sign)
        p.setPen(_pen("#3a2a20", s * 0.05))
        p.setBrush(QColor("#d9dde2"))
        blade = QPainterPath()
        blade.moveTo(0, -s * 0.36)
        blade.lineTo(s * 0.05, -s * 0.28)
        blade.lineTo(s * 0.05, s * 0.16)
        blade.lineTo(-s * 0.05, s * 0.16)
        blade.lineTo(-s * 0.05, -s * 0.28)
        blade.closeSubpath()
        p.drawPath(blade)
        p.setPen(_pen(col.darker(130), s * 0.07))
        p.drawLine(QPointF(-s * 0.13, s * 0.16), QPointF(s * 0.13, s * 0.16))
        p.drawLine(QPointF(0, s * 0.17), QPointF(0, s * 0.32))
        p.restore()


def _friendship(p: QPainter, r: QRectF) -> None:
    """A pipe (the seed's friendship picture) with a puff of smoke."""
    s = r.width()
    col = look.ACTIVITY["friendship"]
    _disc(p, r, "#e4f1dc", col)
    x, y = r.x(), r.y()
    p.setPen(_pen("#4a2c14", s * 0.08))
    p.drawLine(QPointF(x + s * 0.22, y + s * 0.42), QPointF(x + s * 0.55, y + s * 0.6))
    p.setPen(_pen("#4a2c14", s * 0.04))
    p.setBrush(QColor("#7a4a22"))
    bowl = QPainterPath()
    bowl.moveTo(x + s * 0.52, y + s * 0.48)
    bowl.lineTo(x + s * 0.76, y + s * 0.48)
    bowl.lineTo(x + s * 0.72, y + s * 0.74)
    bowl.quadTo(x + s * 0.64, y + s * 0.8, x + s * 0.56, y + s * 0.74)
    bowl.closeSubpath()
    p.drawPath(bowl)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(col, s * 0.05))
    smoke = QPainterPath()
    smoke.moveTo(x + s * 0.64, y + s * 0.42)
    smoke.cubicTo(x + s * 0.56, y + s * 0.34, x + s * 0.72, y + s * 0.28, x + s * 0.62, y + s * 0.18)
    p.drawPath(smoke)


def _hiding(p: QPainter, r: QRectF) -> None:
    """A shield (the seed's word for hiding at Bag End)."""
    s = r.width()
    col = look.ACTIVITY["hiding"]
    _disc(p, r, "#dfeaf2", col)
    x, y = r.x(), r.y()
    shield = QPainterPath()
    shield.moveTo(x + s * 0.5, y + s * 0.18)
    shield.lineTo(x + s * 0.76, y + s * 0.28)
    shield.cubicTo(x + s * 0.76, y + s * 0.56, x + s * 0.66, y + s * 0.72, x + s * 0.5, y + s * 0.84)
    shield.cubicTo(x + s * 0.34, y + s * 0.72, x + s * 0.24, y + s * 0.56, x + s * 0.24, y + s * 0.28)
    shield.closeSubpath()
    p.setPen(_pen(col.darker(140), s * 0.05))
    p.setBrush(col)
    p.drawPath(shield)
    p.setPen(_pen("#e8eef4", s * 0.05))
    p.drawLine(QPointF(x + s * 0.5, y + s * 0.26), QPointF(x + s * 0.5, y + s * 0.74))


def _travelling(p: QPainter, r: QRectF) -> None:
    """A bare foot."""
    s = r.width()
    col = look.ACTIVITY["travelling"]
    _disc(p, r, "#f5ead6", col)
    x, y = r.x(), r.y()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(col.darker(115))
    p.drawEllipse(QRectF(x + s * 0.36, y + s * 0.36, s * 0.3, s * 0.44))
    for i, (dx, dy, rr) in enumerate(((0.36, 0.22, 0.09), (0.47, 0.18, 0.075), (0.57, 0.2, 0.065),
                                       (0.65, 0.25, 0.055), (0.7, 0.32, 0.05))):
        p.drawEllipse(QPointF(x + s * dx, y + s * dy + s * 0.04), s * rr, s * rr)


def _star(p: QPainter, r: QRectF) -> None:
    s = r.width()
    col = look.ACTIVITY["star"]
    _disc(p, r, "#fbf1cf", col)
    p.setPen(_pen(col.darker(150), s * 0.03))
    p.setBrush(col)
    p.drawPath(star_path(r.center(), s * 0.36, s * 0.16))


def _rune(p: QPainter, r: QRectF, gold: bool = False) -> None:
    s = r.width()
    fill, line = ("#f0c94a", "#8a6514") if gold else ("#d8dde3", "#5d6670")
    _disc(p, r, fill, line, 0.08)
    p.setPen(_pen(line, s * 0.08))
    c = r.center()
    p.drawLine(QPointF(c.x() - s * 0.08, c.y() - s * 0.26), QPointF(c.x() - s * 0.08, c.y() + s * 0.26))
    p.drawLine(QPointF(c.x() - s * 0.08, c.y() - s * 0.1), QPointF(c.x() + s * 0.16, c.y() - s * 0.24))
    p.drawLine(QPointF(c.x() - s * 0.08, c.y() + s * 0.04), QPointF(c.x() + s * 0.16, c.y() - s * 0.1))


def _heart(p: QPainter, r: QRectF) -> None:
    s = r.width()
    x, y = r.x(), r.y()
    path = QPainterPath()
    path.moveTo(x + s * 0.5, y + s * 0.86)
    path.cubicTo(x + s * 0.05, y + s * 0.56, x + s * 0.1, y + s * 0.12, x + s * 0.5, y + s * 0.3)
    path.cubicTo(x + s * 0.9, y + s * 0.12, x + s * 0.95, y + s * 0.56, x + s * 0.5, y + s * 0.86)
    p.setPen(_pen("#6e1010", s * 0.05))
    p.setBrush(QColor("#d23a3a"))
    p.drawPath(path)


def _sun(p: QPainter, r: QRectF) -> None:
    s = r.width()
    c = r.center()
    p.setPen(_pen("#c27a0a", s * 0.06))
    for i in range(8):
        a = i * math.pi / 4
        p.drawLine(QPointF(c.x() + s * 0.3 * math.cos(a), c.y() + s * 0.3 * math.sin(a)),
                   QPointF(c.x() + s * 0.45 * math.cos(a), c.y() + s * 0.45 * math.sin(a)))
    p.setPen(_pen("#c27a0a", s * 0.04))
    p.setBrush(QColor("#f6c431"))
    p.drawEllipse(c, s * 0.24, s * 0.24)


def _ring(p: QPainter, r: QRectF) -> None:
    s = r.width()
    c = r.center()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen("#7a5a0a", s * 0.2))
    p.drawEllipse(c, s * 0.3, s * 0.3)
    p.setPen(_pen("#f2c94c", s * 0.13))
    p.drawEllipse(c, s * 0.3, s * 0.3)


def _die_box(p: QPainter, r: QRectF, fill="#f7f1e1", line="#2b2115") -> QRectF:
    s = r.width()
    box = r.adjusted(s * 0.1, s * 0.1, -s * 0.1, -s * 0.1)
    p.setPen(_pen(line, s * 0.05))
    p.setBrush(QColor(fill))
    p.drawRoundedRect(box, s * 0.14, s * 0.14)
    return box


def _die(p: QPainter, r: QRectF) -> None:
    """■: roll the threat die."""
    s = r.width()
    box = r.adjusted(s * 0.14, s * 0.14, -s * 0.14, -s * 0.14)
    p.setPen(_pen("#000000", s * 0.04))
    p.setBrush(QColor("#1b1b1b"))
    p.drawRoundedRect(box, s * 0.1, s * 0.1)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#e8463a"))
    p.drawEllipse(box.center(), s * 0.09, s * 0.09)


def _heal(p: QPainter, r: QRectF) -> None:
    """○: the hobbit may move one space left."""
    s = r.width()
    c = r.center()
    p.setPen(_pen("#2b2115", s * 0.07))
    p.setBrush(QColor("#ffffff"))
    p.drawEllipse(c, s * 0.34, s * 0.34)
    p.setPen(_pen("#3f8a3c", s * 0.08))
    p.drawLine(QPointF(c.x() + s * 0.16, c.y()), QPointF(c.x() - s * 0.16, c.y()))
    p.drawLine(QPointF(c.x() - s * 0.16, c.y()), QPointF(c.x() - s * 0.04, c.y() - s * 0.11))
    p.drawLine(QPointF(c.x() - s * 0.16, c.y()), QPointF(c.x() - s * 0.04, c.y() + s * 0.11))


def _eye(p: QPainter, r: QRectF, box: bool = False) -> None:
    s = r.width()
    c = r.center()
    eye = QPainterPath()
    eye.moveTo(c.x() - s * 0.42, c.y())
    eye.quadTo(c.x(), c.y() - s * 0.42, c.x() + s * 0.42, c.y())
    eye.quadTo(c.x(), c.y() + s * 0.42, c.x() - s * 0.42, c.y())
    p.setPen(_pen("#3a0a05", s * 0.04))
    p.setBrush(QColor("#f08a2c"))
    p.drawPath(eye)
    p.setBrush(QColor("#c0200f"))
    p.drawEllipse(c, s * 0.14, s * 0.14)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#100000"))
    p.drawRoundedRect(QRectF(c.x() - s * 0.035, c.y() - s * 0.17, s * 0.07, s * 0.34), s * 0.03, s * 0.03)


def _card_shape(p: QPainter, r: QRectF, dx: float, dy: float, angle: float) -> None:
    s = r.width()
    p.save()
    p.translate(r.center() + QPointF(dx * s, dy * s))
    p.rotate(angle)
    p.setPen(_pen("#3a2a1a", s * 0.04))
    p.setBrush(QColor("#e9d3ad"))
    p.drawRoundedRect(QRectF(-s * 0.2, -s * 0.28, s * 0.4, s * 0.56), s * 0.05, s * 0.05)
    p.restore()


def _cards(p: QPainter, r: QRectF) -> None:
    _card_shape(p, r, -0.08, 0.02, -12)
    _card_shape(p, r, 0.08, 0.0, 10)


def _card(p: QPainter, r: QRectF) -> None:
    _card_shape(p, r, 0, 0, 0)


def _token(p: QPainter, r: QRectF) -> None:
    """Any life token."""
    s = r.width()
    _disc(p, r, "#f4ecdc", "#6a5a3a")
    p.save()
    small = QRectF(0, 0, s * 0.42, s * 0.42)
    for kind, (dx, dy) in (("heart", (0.1, 0.14)), ("sun", (0.48, 0.14)), ("ring", (0.29, 0.48))):
        small.moveTo(r.x() + s * dx, r.y() + s * dy)
        draw(p, kind, small)
    p.restore()


def _dots(p: QPainter, r: QRectF, n: int) -> None:
    """A die face of n rings (the Russian die shows rings)."""
    box = _die_box(p, r)
    s = box.width()
    spots = {1: [(0.5, 0.5)], 2: [(0.3, 0.3), (0.7, 0.7)], 3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)]}[n]
    for fx, fy in spots:
        ring = QRectF(0, 0, s * 0.34, s * 0.34)
        ring.moveCenter(QPointF(box.x() + s * fx, box.y() + s * fy))
        _ring(p, ring)


def face(p: QPainter, face_id: str, r: QRectF) -> None:
    """One face of the threat die, as a die."""
    r = _square(r)
    if face_id in ("one", "two", "three"):
        _dots(p, r, {"one": 1, "two": 2, "three": 3}[face_id])
        return
    box = _die_box(p, r)
    inner = box.adjusted(box.width() * 0.12, box.height() * 0.12, -box.width() * 0.12, -box.height() * 0.12)
    if face_id == "eye":
        _eye(p, inner)
    elif face_id == "cards":
        _cards(p, inner)


_DRAW = {"fighting": _fighting, "friendship": _friendship, "hiding": _hiding, "travelling": _travelling,
         "star": _star, "rune": _rune, "runes": _rune, "gold": lambda p, r: _rune(p, r, True), "heart": _heart,
         "sun": _sun, "ring": _ring, "die": _die, "heal": _heal, "eye": _eye, "cards": _cards, "card": _card,
         "token": _token}


def known(kind: str) -> bool:
    return kind in _DRAW


def draw(p: QPainter, kind: str, rect: QRectF) -> None:
    fn = _DRAW.get(kind)
    if fn is None:
        return
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    fn(p, _square(rect))
    p.restore()
