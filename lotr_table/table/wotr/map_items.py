"""What the map is drawn with: the sea and the wild land, a region (its polygon washed in its
nation's colour, its settlement's symbol), the walls (impassable borders), a region's name
and an army's counters.

Names, symbols and counters keep their size on screen at every zoom (they ignore the view's
scale), so they are never drawn under the readable size; the land scales."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from lotr_table.table.kit import look as kit_look
from lotr_table.table.kit.target import Target
from lotr_table.table.wotr import look

LABEL_PX = 12           # a region's name on screen (never under 11 px)
COUNT_PX = 12           # the numbers on an army's counters
CHIP = 22               # an army counter's side on screen
SYMBOL = 18             # a settlement's symbol on screen

_FONTS: dict[tuple[int, bool], QFont] = {}


def font(px: int, bold: bool = False) -> QFont:
    key = (px, bold)
    if key not in _FONTS:
        f = QFont(kit_look.SANS)
        f.setPixelSize(px)
        f.setBold(bold)
        _FONTS[key] = f
    return _FONTS[key]


def polygon(points) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


class AreaItem(QGraphicsItem):
    """Sea or wild land: one fill for many polygons, painted in the scene's background."""

    def __init__(self, polygons, fill: str, edge: str | None) -> None:
        super().__init__()
        self.path = QPainterPath()
        for pts in polygons:
            self.path.addPolygon(polygon(pts))
            self.path.closeSubpath()
        self.path = self.path.simplified()
        self.fill, self.edge = QColor(fill), edge
        self.setZValue(-10)

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-4, -4, 4, 4)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setPen(QPen(QColor(self.edge), 2.5) if self.edge else Qt.PenStyle.NoPen)
        p.setBrush(self.fill)
        p.drawPath(self.path)


class RegionItem(Target):
    """One region: its polygon in its nation's wash and its border, painted in the scene's
    background (`paint_land`); the item itself draws only its light when it is an answer, and
    is what a pointer or a click finds."""

    def __init__(self, region_id: str, points, nation: str | None) -> None:
        super().__init__(region_id)
        self.path = QPainterPath()
        self.path.addPolygon(polygon(points))
        self.path.closeSubpath()
        self.fill = QColor(look.LAND[nation])
        self.setZValue(0)
        # unlit it paints nothing: the view's paint passes it by (it is still what a pointer
        # or a click finds)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)

    def set_lit(self, lit: bool) -> None:
        if lit == self.lit:
            return
        if lit:
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, False)
            super().set_lit(lit)
        else:
            # an item with no contents is not repainted where it was: its light is wiped by
            # repainting its place on the scene
            super().set_lit(lit)
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
            if self.scene() is not None:
                self.scene().update(self.sceneBoundingRect())

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-3, -3, 3, 3)

    def shape(self) -> QPainterPath:
        return self.path

    def paint_land(self, p: QPainter) -> None:
        pen = QPen(QColor(look.BORDER), 1.2)
        pen.setCosmetic(True)
        p.setPen(pen)
        p.setBrush(self.fill)
        p.drawPath(self.path)

    def paint(self, p: QPainter, option, widget=None) -> None:
        if self.lit:
            p.setPen(QPen(QColor(kit_look.LIT), 5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(self.path)


class WallsItem(QGraphicsItem):
    """Every impassable border: a thick dark line, the mountains' with teeth along one side
    (painted in the scene's background, over the regions)."""

    def __init__(self, walls) -> None:
        super().__init__()
        self.path = QPainterPath()
        self.teeth = QPainterPath()
        for wall in walls:
            pts = [QPointF(x, y) for x, y in wall.line]
            self.path.moveTo(pts[0])
            for q in pts[1:]:
                self.path.lineTo(q)
            if wall.in_data:
                for a, b in zip(pts, pts[1:]):
                    self._teeth(a, b)
        self.setZValue(2)

    def _teeth(self, a: QPointF, b: QPointF) -> None:
        d = b - a
        length = (d.x() ** 2 + d.y() ** 2) ** 0.5
        if length < 1:
            return
        ux, uy = d.x() / length, d.y() / length
        n = max(1, int(length // 16))
        for k in range(n):
            t0 = (k + 0.2) / n
            t1 = (k + 0.8) / n
            p0 = a + d * t0
            p1 = a + d * t1
            top = a + d * ((t0 + t1) / 2) + QPointF(uy * 9, -ux * 9)
            self.teeth.moveTo(p0)
            self.teeth.lineTo(top)
            self.teeth.lineTo(p1)

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().united(self.teeth.boundingRect()).adjusted(-10, -10, 10, 10)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(look.WALL), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.drawPath(self.path)
        p.setPen(QPen(QColor(look.WALL), 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.drawPath(self.teeth)


class ScreenItem(QGraphicsItem):
    """An item drawn at a fixed size on screen about its place on the map, kept as a picture
    (its size on screen never changes): a repaint of the map around it (a region lit, an army
    moved beside it) copies the picture rather than drawing it again; a change of its own
    (update) draws it anew."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)


class SettlementItem(ScreenItem):
    """A settlement's symbol (the seed, «Укріплення і поселення»): a stronghold a keep with
    battlements, a city a walled circle, a town a house, a fortification a palisade; white for
    the Free Peoples, dark red for the Shadow, a control marker's ring when captured."""

    def __init__(self, kind: str, side: str | None) -> None:
        super().__init__()
        self.kind = kind
        self.side = side
        self.captured_by: str | None = None
        self.setZValue(4)

    def boundingRect(self) -> QRectF:
        return QRectF(-SYMBOL / 2 - 3, -SYMBOL / 2 - 3, SYMBOL + 6, SYMBOL + 6)

    def paint(self, p: QPainter, option, widget=None) -> None:
        s = SYMBOL / 2
        fill = QColor(look.SIDE_COLOUR.get(self.side or "free_peoples"))
        ink = QColor(look.INK if self.side != "shadow" else "#f1d6c8")
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.captured_by is not None:
            p.setPen(QPen(QColor(look.SIDE_COLOUR[self.captured_by]), 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QPointF(0, 0), s + 2, s + 2)
        p.setPen(QPen(QColor(look.INK), 1.4))
        p.setBrush(fill)
        if self.kind == "stronghold":
            path = QPainterPath()
            path.moveTo(-s, s)
            path.lineTo(-s, -s)
            for x in (-s, -s / 3, s / 3):
                path.lineTo(x + 2 * s / 3 / 2, -s)
                path.lineTo(x + 2 * s / 3 / 2, -s / 2)
                path.lineTo(x + 2 * s / 3, -s / 2)
                path.lineTo(x + 2 * s / 3, -s)
            path.lineTo(s, s)
            path.closeSubpath()
            p.drawPath(path)
            p.setPen(QPen(ink, 1.4))
            p.drawLine(QPointF(0, s), QPointF(0, s / 4))
        elif self.kind == "city":
            p.drawEllipse(QPointF(0, 0), s * 0.85, s * 0.85)
            p.setPen(QPen(ink, 1.6))
            p.drawEllipse(QPointF(0, 0), s * 0.35, s * 0.35)
        elif self.kind == "town":
            path = QPainterPath()
            path.moveTo(-s * 0.7, s * 0.7)
            path.lineTo(-s * 0.7, -s * 0.1)
            path.lineTo(0, -s * 0.8)
            path.lineTo(s * 0.7, -s * 0.1)
            path.lineTo(s * 0.7, s * 0.7)
            path.closeSubpath()
            p.drawPath(path)
        else:                   # a fortification: a palisade of three stakes
            for x in (-s * 0.6, 0, s * 0.6):
                stake = QPainterPath()
                stake.moveTo(x - s * 0.25, s * 0.7)
                stake.lineTo(x - s * 0.25, -s * 0.3)
                stake.lineTo(x, -s * 0.8)
                stake.lineTo(x + s * 0.25, -s * 0.3)
                stake.lineTo(x + s * 0.25, s * 0.7)
                stake.closeSubpath()
                p.drawPath(stake)


class ShiftedItem(ScreenItem):
    """A screen item the view may draw some pixels away from its place where things crowd
    (view.py): a name or an army; `_rect` lays its rect out with a shift."""

    def __init__(self) -> None:
        super().__init__()
        self.shift = (0.0, 0.0)       # screen pixels it is moved by

    def _rect(self, shift: tuple[float, float]) -> QRectF:
        raise NotImplementedError

    def _size(self) -> None:
        self.rect = self._rect(self.shift)

    def home_rect(self) -> QRectF:
        """Its rect were it drawn at its place (no shift): where the view starts looking for
        room, without moving it there first (a move there and back would paint it twice)."""
        return self._rect((0.0, 0.0))

    def move_by(self, dx: float, dy: float) -> None:
        """Drawn this many screen pixels away from its place (never out of its region's reach)."""
        if (dx, dy) != self.shift:
            self.prepareGeometryChange()
            self.shift = (dx, dy)
            self._size()
            self.update()


class LabelItem(ShiftedItem):
    """A region's name on a light halo, centred on its place; shown or hidden by the view as
    room allows (view.py, by priority)."""

    def __init__(self, name: str, priority: int, dy: float = 0.0) -> None:
        super().__init__()
        self.priority = priority
        self.dy = dy
        self.east: float | None = None     # screen pixels from its place to the map's east edge
        self.set_name(name)
        self.setZValue(6)

    def keep_west_of(self, east: float | None) -> None:
        """Never drawn past the map's east edge, where the column beside the map would cut it
        (`east`: screen pixels from its place to that edge; None: far from it)."""
        if east != self.east:
            self.prepareGeometryChange()
            self.east = east
            self._size()
            self.update()

    def set_name(self, name: str) -> None:
        self.prepareGeometryChange()
        self.name = str(name)
        self.width = QFontMetricsF(font(LABEL_PX, True)).horizontalAdvance(self.name)
        self._size()
        self.update()           # its kept picture too (a name of the same width in another language)

    def _rect(self, shift: tuple[float, float]) -> QRectF:
        width = self.width
        rect = QRectF(-width / 2 - 4 + shift[0], self.dy - LABEL_PX / 2 - 3 + shift[1], width + 8, LABEL_PX + 6)
        if self.east is not None and rect.right() > self.east:
            rect.translate(self.east - rect.right(), 0)
        return rect

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        halo = QColor(look.HALO)
        halo.setAlpha(215)
        p.setBrush(halo)
        p.drawRoundedRect(self.rect, 5, 5)
        p.setFont(font(LABEL_PX, True))
        p.setPen(QColor(look.INK))
        p.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.name)


KINDS = ("regular", "elite", "leaders")   # as the view names them


class ArmyItem(ShiftedItem):
    """An army: for each nation in it, its counters side by side in the nation's colour, each
    kind its shape (a regular a square, an elite a square with a bar, a leader or a Nazgûl a
    disc), its count on it."""

    def __init__(self, dy: float = 0.0) -> None:
        super().__init__()
        self.dy = dy
        self.chips: list[tuple[str, str, int]] = []        # (nation, kind, count)
        self.besieged = False
        self.carried = False          # it may be taken up and carried now (hands.py)
        self.rect = QRectF()
        self.setZValue(8)
        # the ring of an army that may be carried, an item of its own under the counters: the
        # armies of the side asked are ringed and unringed as the asked side changes, and their
        # counters' kept picture stays
        self.ring = QGraphicsPathItem(self)
        self.ring.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self.ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.ring.setPen(QPen(QColor(kit_look.LIT), 3))
        self.ring.setBrush(Qt.BrushStyle.NoBrush)
        self.ring.hide()

    def _ring_path(self) -> None:
        path = QPainterPath()
        path.addRoundedRect(self.rect.adjusted(-2, -2, 2, 2), 5, 5)
        if path != self.ring.path():
            self.ring.setPath(path)

    def set_carried(self, carried: bool) -> None:
        if carried != self.carried:
            self.carried = carried
            self.setCursor(Qt.CursorShape.OpenHandCursor if carried else Qt.CursorShape.ArrowCursor)
            if carried:
                self._ring_path()
            self.ring.setVisible(carried)

    def set_army(self, army: dict, besieged: bool = False) -> bool:
        """Show this army; True when its counters take another room on the map (more or fewer
        of them: the names around make room again), False when only their counts or its
        siege changed, or nothing."""
        chips = [(nation, kind, kinds[kind]) for nation, kinds in army.items() for kind in KINDS if kinds.get(kind)]
        if chips == self.chips and besieged == self.besieged:
            return False
        resized = len(chips) != len(self.chips)
        if resized:
            self.prepareGeometryChange()
        self.chips, self.besieged = chips, besieged
        self._size()
        self.update()
        return resized

    def _rect(self, shift: tuple[float, float]) -> QRectF:
        width = len(self.chips) * (CHIP + 2) + 4
        return QRectF(-width / 2 + shift[0], self.dy + shift[1], width, CHIP + 4)

    def _size(self) -> None:
        super()._size()
        if self.carried:
            self._ring_path()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        # an army that may be moved now is ringed in the light by its own `ring`, under this
        if self.besieged:
            p.setPen(QPen(QColor(look.WALL), 2, Qt.PenStyle.DashLine))
            p.setBrush(QColor(255, 255, 255, 120))
            p.drawRoundedRect(self.rect, 4, 4)
        x = self.rect.left() + 3
        p.setFont(font(COUNT_PX, True))
        for nation, kind, count in self.chips:
            chip = QRectF(x, self.rect.top() + 2, CHIP, CHIP)
            p.setPen(QPen(QColor(look.INK), 1.2))
            p.setBrush(QColor(look.NATION[nation]))
            if kind == "leaders":
                p.drawEllipse(chip)
            else:
                p.drawRoundedRect(chip, 3, 3)
                if kind == "elite":
                    p.setPen(QPen(QColor(look.on_nation(nation)), 2))
                    p.drawLine(QPointF(chip.left() + 3, chip.top() + 4), QPointF(chip.right() - 3, chip.top() + 4))
            p.setPen(QColor(look.on_nation(nation)))
            p.drawText(chip.adjusted(0, 2, 0, 0), Qt.AlignmentFlag.AlignCenter, str(count))
            x += CHIP + 2


FIGURE = 20             # a character's or the Fellowship's disc on screen


class FigureItem(Target):
    """A character on the map, or the Fellowship's figure where it was last seen: a disc in its
    side's colour with the first letter of its name (the whole name one hover away); lit, and
    clicked, when an option names it."""

    def __init__(self, key: str, side: str) -> None:
        super().__init__(key)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.side = side
        self.letter = ""
        self.hidden_mark = False        # the Fellowship hidden: drawn hollow
        self.fresh = False              # moved or come into play since the seat last looked: ringed
        self.rect = QRectF(-FIGURE / 2, -FIGURE / 2, FIGURE, FIGURE)
        self.setZValue(10)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)     # as ScreenItem

    def set_fresh(self, fresh: bool) -> None:
        if fresh != self.fresh:
            self.fresh = fresh
            self.update()

    def set_name(self, name: str) -> None:
        if str(name) == self.toolTip():
            return                      # the same name at every redraw: nothing to paint again
        self.letter = str(name)[:1].upper()
        self.setToolTip(str(name))
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.lit:
            p.setPen(QPen(QColor(kit_look.LIT), 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(self.rect.adjusted(-3, -3, 3, 3))
        elif self.fresh:                # the plates' mark of a change (plate.CHANGED)
            p.setPen(QPen(QColor("#e0a31a"), 3, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(self.rect.adjusted(-3, -3, 3, 3))
        fill = QColor("#f4f1e6") if self.side == "free_peoples" else QColor("#2a2a2a")
        ink = QColor(look.INK) if self.side == "free_peoples" else QColor("#f4f1e6")
        p.setPen(QPen(QColor(look.INK), 1.5, Qt.PenStyle.DashLine if self.hidden_mark else Qt.PenStyle.SolidLine))
        p.setBrush(fill)
        p.drawEllipse(self.rect)
        if self.key == "fellowship":      # the Ring: a gold band
            p.setPen(QPen(QColor("#c99a2e"), 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(self.rect.adjusted(5, 5, -5, -5))
            return
        p.setFont(font(COUNT_PX, True))
        p.setPen(ink)
        p.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.letter)
