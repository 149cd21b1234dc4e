"""The board, drawn by the program: the frame, the 16 regions, the Anduin and the Moria tunnel.

The board never changes during a game, so it is painted once per orientation, zoom and
language into the table's background (see `BoardPicture`), which the view keeps cached; a
drag or a new view costs nothing here. Each region also has a `RegionItem` above the
background: invisible, except for the glow (and number) while it is a legal destination.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPolygonF, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem

from lotr_table.games.confrontation.layout import Layout, RegionShape
from lotr_table.table.kit import pictures
from lotr_table.table.confrontation import look, words
from lotr_table.table.i18n import tr

Z_REGION, Z_TILE, Z_CARD, Z_BATTLE, Z_BANNER, Z_DRAG = 1, 10, 12, 20, 40, 100


def _polygon(points) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


def _path(points) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(_polygon(points))
    path.closeSubpath()
    return path


class BoardPicture:
    """The static table for one orientation: the felt, and the board — its frame, every
    region with its name, the Anduin and the Moria tunnel — painted once into a picture."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        outline = QPainterPath()
        for shape in layout.regions.values():
            outline = outline.united(_path(shape.polygon))
        self.outline = outline.simplified()
        self.regions = {rid: _path(shape.polygon) for rid, shape in layout.regions.items()}
        pts = layout.river_course
        river = QPainterPath(QPointF(*pts[0]))
        for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
            dx = (x1 - x0) / 2
            river.cubicTo(QPointF(x0 + dx, y0), QPointF(x1 - dx, y1), QPointF(x1, y1))
        self.river = river
        a, c1, c2, b = layout.tunnel
        tunnel = QPainterPath(QPointF(*a))
        tunnel.cubicTo(QPointF(*c1), QPointF(*c2), QPointF(*b))
        self.tunnel = tunnel
        self.rect = QRectF(*layout.scene_rect)

    def draw(self, p: QPainter, exposed: QRectF) -> None:
        # beyond the picture the table is plain; the picture's lamp-light fades to that colour
        p.fillRect(exposed, look.TABLE_DARK)
        pictures.draw(p, self.rect, ("board", self.layout.flip), self.paint, ground=look.TABLE_DARK)

    def paint(self, p: QPainter, rect: QRectF) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        felt = QRadialGradient(rect.center(), min(rect.width(), rect.height()) * 0.5)
        felt.setColorAt(0, look.TABLE_LIGHT)
        felt.setColorAt(0.55, look.TABLE_LIGHT.darker(125))
        felt.setColorAt(1, look.TABLE_DARK)
        p.fillRect(rect, felt)
        # the board's frame and shadow
        p.save()
        p.translate(6, 9)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 110))
        p.drawPath(self.outline)
        p.restore()
        p.setPen(look.pen(look.BOARD_EDGE.name(), 14))
        p.setBrush(QColor("#d9c9a3"))
        p.drawPath(self.outline)
        for rid, shape in self.layout.regions.items():
            self._region(p, shape, self.regions[rid])
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(look.pen(look.GOLD.name(), 2))
        p.drawPath(self.outline)
        self._waterways(p)

    @staticmethod
    def _region(p: QPainter, s: RegionShape, path: QPainterPath) -> None:
        base = look.REGION_TINT.get(s.id, look.REGION_FILL[s.kind])
        cx, cy = s.centre
        grad = QRadialGradient(QPointF(cx, cy), 190)
        grad.setColorAt(0, base.lighter(108))
        grad.setColorAt(1, base.darker(112))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(grad)
        p.drawPath(path)
        if s.kind == "mountain":
            _peaks(p, cx, cy, path)
        elif s.kind == "home_sauron":
            glow = QRadialGradient(QPointF(cx, cy), 150)
            glow.setColorAt(0, QColor(230, 90, 30, 90))
            glow.setColorAt(1, QColor(230, 90, 30, 0))
            p.setBrush(glow)
            p.drawPath(path)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(look.pen(look.REGION_LINE.name(), 2.2))
        p.drawPath(path)
        ink = look.LABEL_INK if s.kind == "home_sauron" else QColor("#3a2a1a")
        nx, ny = s.name_centre
        name = words.region_name(s.id)
        one_line = QRectF(nx - s.name_width / 2, ny - 13, s.name_width, 26)
        if look.reads_whole(p, name, one_line, 13, bold=True):      # one line only if it reads whole
            look.draw_text(p, one_line, name, 19, ink, min_px=13, bold=True)
        else:   # a long name takes two narrow lines, reaching a little toward the heroes
            width = s.name_width + 40
            look.draw_text(p, QRectF(nx - width / 2, ny - 16, width, 44), name, 18, ink, min_px=9, bold=True,
                           wrap=True, family=look.NARROW)

    def _waterways(self, p: QPainter) -> None:
        lay = self.layout
        p.setBrush(Qt.BrushStyle.NoBrush)
        # the tunnel runs under the mountain: a dark dashed way with a mouth at each end
        p.setPen(look.pen("#f1e6cc", 9))
        p.drawPath(self.tunnel)
        p.setPen(look.pen(look.TUNNEL.name(), 5, Qt.PenStyle.DashLine))
        p.drawPath(self.tunnel)
        a, _, c2, b = lay.tunnel
        for (x, y) in (a, b):
            p.setPen(look.pen("#f1e6cc", 2))
            p.setBrush(look.TUNNEL)
            p.drawEllipse(QPointF(x, y), 9, 9)
        _arrow(p, QPointF(*c2), QPointF(*b), look.TUNNEL, 13)
        look.draw_text(p, QRectF(*lay.tunnel_label_rect), tr("BoardPicture", "Moria tunnel"), 14,
                       QColor("#3b2b20"), min_px=8, italic=True, bold=True, wrap=True)
        # the river
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(look.pen("#2f5f8c", 17))
        p.drawPath(self.river)
        p.setPen(look.pen(look.RIVER.name(), 13))
        p.drawPath(self.river)
        p.setPen(look.pen(look.RIVER_LIGHT.name(), 3))
        p.drawPath(self.river)
        for at, toward in lay.river_arrows:
            sign = 1 if toward[0] > at[0] else -1
            tip = QPointF(at[0] + sign * 16, at[1])
            _arrow(p, QPointF(at[0] - sign * 10, at[1]), tip, QColor("#fdfaf0"), 15, outline=QColor("#2f5f8c"))
        first = lay.river_course[0]
        sign = 1 if lay.river_course[-1][0] > first[0] else -1
        look.draw_text(p, QRectF(first[0] + sign * 22 - (0 if sign > 0 else 90), first[1] - 30, 90, 22),
                       tr("BoardPicture", "Anduin"), 15, QColor("#1f4a73"), min_px=8, italic=True, bold=True,
                       align=(Qt.AlignmentFlag.AlignLeft if sign > 0 else Qt.AlignmentFlag.AlignRight)
                       | Qt.AlignmentFlag.AlignVCenter)


def _peaks(p: QPainter, cx: float, cy: float, clip: QPainterPath) -> None:
    path = QPainterPath()
    snow = QPainterPath()
    for dx, dy, w, h in ((-92, 18, 46, 40), (-62, 26, 36, 30), (70, 20, 48, 42), (100, 28, 34, 28),
                         (-20, 92, 40, 30), (18, 96, 32, 24)):
        x, y = cx + dx, cy + dy
        path.moveTo(x - w / 2, y + h / 2)
        path.lineTo(x, y - h / 2)
        path.lineTo(x + w / 2, y + h / 2)
        path.closeSubpath()
        snow.moveTo(x - w * 0.16, y - h * 0.18)
        snow.lineTo(x, y - h / 2)
        snow.lineTo(x + w * 0.16, y - h * 0.18)
        snow.lineTo(x + w * 0.05, y - h * 0.24)
        snow.lineTo(x - w * 0.05, y - h * 0.14)
        snow.closeSubpath()
    p.save()
    p.setClipPath(clip)
    p.setPen(look.pen("#6e5f4c", 1.4))
    p.setBrush(QColor("#9c8d77"))
    p.drawPath(path)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#f4f1ea"))
    p.drawPath(snow)
    p.restore()


def _arrow(p: QPainter, frm: QPointF, tip: QPointF, colour: QColor, size: float,
           outline: QColor | None = None) -> None:
    d = tip - frm
    length = (d.x() ** 2 + d.y() ** 2) ** 0.5 or 1
    ux, uy = d.x() / length, d.y() / length
    base = QPointF(tip.x() - ux * size, tip.y() - uy * size)
    left = QPointF(base.x() - uy * size * 0.6, base.y() + ux * size * 0.6)
    right = QPointF(base.x() + uy * size * 0.6, base.y() - ux * size * 0.6)
    p.setPen(look.pen((outline or colour).name(), 1.5))
    p.setBrush(colour)
    p.drawPolygon(QPolygonF([tip, left, right]))


class RegionItem(QGraphicsItem):
    """One region over the board picture: a drop target, and a glow while it is a legal
    destination (with its number for the keyboard)."""

    def __init__(self, shape: RegionShape) -> None:
        super().__init__()
        self.region = shape.id
        self.shape_data = shape
        self._path = _path(shape.polygon)
        self._bounds = self._path.boundingRect().adjusted(-4, -4, 4, 4)
        self.lit = False
        self.number: int | None = None
        self.setZValue(Z_REGION)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._path

    def badge_at(self) -> QPointF:
        """Where the keyboard's number stands while the region is lit."""
        s = self.shape_data
        cx, cy = s.centre
        if s.kind.startswith("home"):
            return QPointF(cx + 100, s.name_centre[1])
        return QPointF(cx, cy + 112 if s.name_centre[1] < cy else cy - 112)

    def target_rect(self) -> QRectF:
        """What a preview must leave in sight while the region is lit: its middle and its number."""
        cx, cy = self.shape_data.centre
        badge = self.badge_at()
        return QRectF(cx - 75, cy - 75, 150, 150).united(QRectF(badge.x() - 18, badge.y() - 18, 36, 36))

    def set_lit(self, lit: bool, number: int | None = None) -> None:
        if lit != self.lit or number != self.number:
            self.lit, self.number = lit, number
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        if not self.lit:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.shape_data
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(look.HIGHLIGHT)
        p.drawPath(self._path)
        p.save()
        p.setClipPath(self._path)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(look.pen(look.HIGHLIGHT_LINE.name(), 6))
        p.drawPath(self._path)
        p.restore()
        if self.number is not None:
            badge = self.badge_at()
            bx, by = badge.x(), badge.y()
            p.setPen(look.pen("#3a2a1a", 2))
            p.setBrush(look.HIGHLIGHT_LINE)
            p.drawEllipse(QPointF(bx, by), 15, 15)
            look.draw_text(p, QRectF(bx - 15, by - 15, 30, 30), str(self.number), 20, QColor("#2a1d10"), bold=True)
