"""The window onto the map (the kit's KitView): the wheel and + - zoom about the pointer, a
drag or the arrow keys pan, 0 fits the map, a double click zooms to a region (`zoom_to`),
Space over a card shows its whole text at once (`show_whole`).

Names keep their size on screen, so at each zoom the view decides which fit: a settlement's
symbol and every army are always shown, then the names by priority (strongholds, cities,
towns, fortifications, the rest; a larger region first among equals), each only where it
covers no symbol, army or name already placed."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsView, QToolTip

from lotr_table.table.kit import motion
from lotr_table.table.kit.view import KitView

PAN = 80        # pixels an arrow key pans
CLICK = 4       # pixels a press may move and still be a click


class WotrView(KitView):
    def __init__(self, scene, parent=None) -> None:
        super().__init__(scene, parent)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)      # the land (scene.py)
        self.hands = None
        self._carry: tuple[str, object, QPointF] | None = None    # (region, army item, its place)
        self._carry_from = None
        self.lit_named: set[str] = set()     # the regions whose names are shown as lit answers
        self.whole_shown: str | None = None  # the card whose whole text Space showed last
        self._order = sorted(scene.labels, key=lambda r: (scene.labels[r].priority,
                                                           -scene.regions[r].path.boundingRect().width()
                                                           * scene.regions[r].path.boundingRect().height()))

    # -- zoom ------------------------------------------------------------------------------------

    def fit(self) -> None:
        super().fit()
        self.place_marks()

    def zoom(self, factor: float) -> None:
        super().zoom(factor)
        self.place_marks()

    def zoom_to(self, region_id: str) -> None:
        """Show one region large, in the middle (within the zoom's bounds)."""
        region = self.scene().regions[region_id].path.boundingRect()
        around = region.adjusted(-region.width() * 0.8, -region.height() * 0.8,
                                 region.width() * 0.8, region.height() * 0.8)
        table = self.table_rect()
        fit_scale = min(self.viewport().width() / table.width(), self.viewport().height() / table.height())
        wanted = min(self.viewport().width() / around.width(), self.viewport().height() / around.height())
        scale = max(fit_scale, min(wanted, fit_scale * self.ZOOM_IN))
        self._fitted = False
        self.resetTransform()
        self.scale(scale, scale)
        self.centerOn(region.center())
        self.place_marks()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.place_marks()

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key == Qt.Key.Key_Space and self.show_whole():
            event.accept()
            return
        steps = {Qt.Key.Key_Left: (-PAN, 0), Qt.Key.Key_Right: (PAN, 0), Qt.Key.Key_Up: (0, -PAN),
                 Qt.Key.Key_Down: (0, PAN)}
        if key in steps:
            dx, dy = steps[key]
            self._fitted = False
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + dx)
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() + dy)
            return
        super().keyPressEvent(event)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self.viewport().underMouse():
            QApplication.instance().installEventFilter(self)

    def hideEvent(self, event) -> None:
        QApplication.instance().removeEventFilter(self)
        super().hideEvent(event)

    def viewportEvent(self, event) -> bool:
        # Space over a card whichever widget has the keys (the decision area's buttons mostly):
        # a person pointing at a card means the card. Every event of the program passes an
        # application's filter, so it is there only while the pointer is over the map.
        kind = event.type()
        if kind == QEvent.Type.Enter:
            QApplication.instance().installEventFilter(self)
        elif kind == QEvent.Type.Leave:
            QApplication.instance().removeEventFilter(self)
        return super().viewportEvent(event)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Space \
                and not event.isAutoRepeat() and self.viewport().underMouse() and self.show_whole():
            return True
        return super().eventFilter(watched, event)

    def show_whole(self) -> bool:
        """Space over a card (in the hand, on the table, in a battle): its whole text at once,
        as the hover's tip says it (card_faces.tip), until the pointer moves. False when the
        pointer rests on no card."""
        at = self._hover_at
        if at is None:
            return False
        for item in self.items(at):
            tip = item.toolTip()
            if tip and getattr(item, "card", None):
                QToolTip.showText(self.viewport().mapToGlobal(at), tip, self.viewport())
                self.whole_shown = item.card
                return True
        return False

    def mouseDoubleClickEvent(self, event) -> None:
        region = self.region_at(event.position().toPoint())
        if region is not None:
            self.zoom_to(region)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    # -- an army carried (hands.py) -------------------------------------------------------------

    def army_at(self, at) -> str | None:
        armies = self.scene().armies
        for item in self.items(at):
            for region_id, army in armies.items():
                if army is item:
                    return region_id
        return None

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.hands is not None:
            at = event.position().toPoint()
            region = self.army_at(at)
            if region is not None and self.hands.may_carry(region):
                motion.finish_all()
                army = self.scene().armies[region]
                self._carry = (region, army, QPointF(army.pos()))
                self._carry_from = at
                army.setZValue(50)
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
                self._light_drops(True, region)
                event.accept()
                return
        super().mousePressEvent(event)

    def _light_drops(self, on: bool, source: str | None = None) -> None:
        """While an army is carried, the regions the open question offers are lit."""
        if on:
            for region_id in self.hands.carried_to(source):
                item = self.scene().regions.get(region_id)
                if item is not None:
                    item.set_lit(True)
            self.place_marks()              # the lit regions' names shown (place_marks)
        else:
            self.hands.light_choices()

    def mouseMoveEvent(self, event) -> None:
        if self._carry is not None:
            self._carry[1].setPos(self.mapToScene(event.position().toPoint()))
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if self._carry is not None:
            region, army, home = self._carry
            at = event.position().toPoint()
            self._carry = None
            army.setPos(home)
            army.setZValue(8)
            self.viewport().unsetCursor()
            event.accept()
            if (at - self._carry_from).manhattanLength() <= CLICK:
                self._light_drops(False)
                self.hands.clicked(region)
            else:
                under = self.drop_at(at, army)
                self._light_drops(False)
                self.hands.dropped(region, under)
            return
        super().mouseReleaseEvent(event)

    def _clicked(self, at) -> None:
        """A click on the map where nothing lit took it: the region under it, if it is an answer."""
        if self.hands is None:
            return
        region = self.region_at(self.mapFromScene(at))
        if region is None:
            return
        if self.hands.options_of(region):
            self.hands.clicked(region)
        else:                   # while a region is asked: the engine says why not this one
            self.hands.tried(region)

    def drop_at(self, at, carried=None) -> str | None:
        """Where a carried army is let go: the region of another army's counters under the
        pointer (an attack is the army dropped on the enemy's stack, wherever the crowded map
        drew it), or of a lit region's name (a crowded name may stand over its neighbour),
        else the region under it."""
        scene = self.scene()
        labels = {id(label): r for r, label in scene.labels.items()}
        armies = {id(army): r for r, army in scene.armies.items() if army is not carried}
        for item in self.items(at):
            region = armies.get(id(item))
            if region is not None:
                return region
            region = labels.get(id(item))
            if region is not None and item.isVisible() and scene.regions[region].lit:
                return region
        return self.region_at(at)

    def region_at(self, at) -> str | None:
        regions = self.scene().regions
        for item in self.items(at):
            key = getattr(item, "key", None)
            if key in regions and regions[key] is item:
                return key
        return None

    # -- which names fit ------------------------------------------------------------------------

    SPOTS = ((0, 0), (1, 0), (-1, 0), (0, 26), (1, 26), (-1, 26), (0, -44), (0, 52), (1, -26), (-1, -26),
             (0, 78), (2, 0), (-2, 0), (1, 52), (-1, 52))     # (sides, pixels) from its place

    def _place_army(self, army, region, taken: "Taken", names: "Taken | None" = None) -> None:
        """An army's counters where they cover no symbol, name or other army: at its place,
        else the nearest spot beside, below or above it that still lies in its region (so it
        reads as that region's, with no line), else just outside, pinned to its region by a
        line (in screen pixels, so only where the map is crowded)."""
        at = self.mapFromScene(army.pos())
        army.move_by(0, 0)
        x, y, w, h = army.rect.translated(at.x(), at.y()).getRect()
        side = w / 2 + 14
        spots = [(k * side, dy) for k, dy in self.SPOTS]

        def inside(dx: float, dy: float) -> bool:
            return region.contains(self.mapToScene(QRectF(x + dx, y + dy, w, h).center().toPoint()))
        # the spots tried in order, each only as far as needed: the first free one that lies
        # in the region, else the first free one
        free = ((dx, dy) for dx, dy in spots if not taken.hits((x + dx, y + dy, w, h)))
        first = next(free, None)
        if first is None and names is not None:     # no room: off the strongholds' names, covering the least
            first = min(((taken.covered((x + dx, y + dy, w, h)), k, dx, dy) for k, (dx, dy) in enumerate(spots[:11])
                         if not names.hits((x + dx, y + dy, w, h))), default=(0, 0, 0, 0))[2:]
            free = iter(())
        if first is None:
            taken.add((x, y, w, h))
            army.set_pinned(False)
            return
        within = first == (0, 0) or inside(*first)
        chosen = first
        if not within:
            chosen = next(((dx, dy) for dx, dy in free if inside(dx, dy)), None)
            within = chosen is not None
            chosen = chosen if within else first
        dx, dy = chosen
        army.move_by(dx, dy)
        army.set_pinned((dx, dy) != (0, 0) and not within)
        taken.add((x + dx, y + dy, w, h))

    def place_marks(self) -> None:
        scene = self.scene()
        scene.margins.fit_to(self)          # the column beside the map as wide as its margin (board_margins.py)
        taken = Taken()

        def on_screen(item) -> tuple:
            """Where an item lies on screen, (x, y, width, height), a little wider for a name."""
            at = self.mapFromScene(item.pos())
            return item.boundingRect().translated(at.x(), at.y()).getRect()

        def name_home(label) -> tuple:
            at = self.mapFromScene(label.pos())
            return label.boundingRect().translated(at.x(), at.y()).adjusted(-2, -1, 2, 1).getRect()

        for item in scene.settlements.values():
            taken.add(on_screen(item))
        # the strongholds' names first, at their places: the armies step aside for them (a
        # stronghold's army is pinned to it by a line), so the name reads whole
        strongholds = [r for r in self._order if scene.labels[r].priority == 0]
        names = Taken()                 # where two strongholds' names would meet, the later steps aside
        for region_id in strongholds:
            label = scene.labels[region_id]
            label.move_by(0, 0)
            x, y, w, h = name_home(label)
            half = w / 2 + 12
            for dx, dy in ((0, 0), (0, -2 * label.dy), (0, h), (half, 0), (-half, 0), (0, -2 * label.dy - h)):
                if not names.hits((x + dx, y + dy, w, h)):
                    break
            else:
                dx, dy = 0, 0
            label.move_by(dx, dy)
            label.setZValue(9)          # over counters that found no room elsewhere: the name whole
            names.add((x + dx, y + dy, w, h))
            taken.add((x + dx, y + dy, w, h))
            if not label.isVisible():
                label.setVisible(True)
        for region_id in sorted(scene.armies, key=self._order.index):
            self._place_army(scene.armies[region_id], scene.regions[region_id].path, taken, names)
        for item in scene.figures.values():      # the characters: the names step aside for them
            at = self.mapFromScene(item.pos())
            taken.add(item.transform().mapRect(item.rect).translated(at.x(), at.y()).getRect())
        # the strongholds' and cities' names are always shown, where they cover no counters if they
        # can; so is the name of every region lit as an answer (crowded or not: the question names it)
        lit = {r for r, item in scene.regions.items() if item.lit}
        self.lit_named = lit
        kept = [r for r in self._order if r in lit and r not in strongholds] + [
            r for r in self._order if scene.labels[r].priority == 1 and r not in lit]
        for region_id in kept:
            label = scene.labels[region_id]
            label.move_by(0, 0)
            x, y, w, h = name_home(label)
            half = w / 2 + 12
            # where names crowd: above the symbol, then beside, then further below
            spots = ((0, 0), (0, -2 * label.dy), (half, 0), (-half, 0), (0, h), (half, h), (-half, h),
                     (0, -2 * label.dy - h), (0, 2 * h), (half, -2 * label.dy), (-half, -2 * label.dy))
            for dx, dy in spots:
                if not taken.hits((x + dx, y + dy, w, h)):
                    break
            else:                       # no room: off the names placed, under the fewest counters
                _, _, dx, dy = min((names.covered((x + a, y + b, w, h)), taken.covered((x + a, y + b, w, h)), k, a, b)
                                   for k, (a, b) in enumerate(spots))[1:]
            names.add((x + dx, y + dy, w, h))
            label.move_by(dx, dy)
            # under counters that found no room elsewhere (the counts come first), but an answer's
            # name over them
            label.setZValue(9 if region_id in lit else 7)
            taken.add((x + dx, y + dy, w, h))
            if not label.isVisible():
                label.setVisible(True)
        for region_id in self._order:
            if scene.labels[region_id].priority <= 1 or region_id in lit:
                continue            # placed above
            label = scene.labels[region_id]
            label.move_by(0, 0)
            rect = name_home(label)
            fits = not taken.hits(rect)
            if fits:
                taken.add(rect)
            if label.isVisible() != fits:
                label.setVisible(fits)
        if self.hands is not None:          # the list of an army's parts follows its counters
            self.hands.place_chooser()


class Taken:
    """The screen rectangles already covered, each (x, y, width, height) as QRectF keeps it
    (plain numbers: placing the names tries a thousand spots, and Qt's rectangles cost a call
    each), in buckets of the screen so that a new one is tested only against its neighbours.
    Overlap is QRectF.intersects's: touching edges do not overlap."""

    CELL = 64

    def __init__(self) -> None:
        self.cells: dict[tuple[int, int], list[tuple]] = {}

    def _keys(self, rect: tuple) -> list[tuple[int, int]]:
        c = self.CELL
        x, y, w, h = rect
        rows = range(int(y // c), int((y + h) // c) + 1)
        return [(i, j) for i in range(int(x // c), int((x + w) // c) + 1) for j in rows]

    def _over(self, rect: tuple):
        """The rectangles already there that overlap rect, each once, in the order they lie."""
        x, y, w, h = rect
        if not w or not h:
            return {}
        r, b = x + w, y + h
        seen = {}
        for key in self._keys(rect):
            for t in self.cells.get(key, ()):
                tx, ty, tw, th = t
                if tw and th and x < tx + tw and tx < r and y < ty + th and ty < b:
                    seen.setdefault(id(t), t)
        return seen

    def hits(self, rect: tuple) -> bool:
        x, y, w, h = rect
        if not w or not h:
            return False
        r, b = x + w, y + h
        cells = self.cells
        for key in self._keys(rect):
            for tx, ty, tw, th in cells.get(key, ()):
                if tw and th and x < tx + tw and tx < r and y < ty + th and ty < b:
                    return True
        return False

    def covered(self, rect: tuple) -> float:
        """How much of rect the rectangles already there cover (their overlaps summed)."""
        x, y, w, h = rect
        return sum((min(x + w, tx + tw) - max(x, tx)) * (min(y + h, ty + th) - max(y, ty))
                   for tx, ty, tw, th in self._over(rect).values())

    def add(self, rect: tuple) -> None:
        for key in self._keys(rect):
            self.cells.setdefault(key, []).append(rect)
