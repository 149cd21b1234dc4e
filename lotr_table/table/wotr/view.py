"""The window onto the map (the kit's KitView): the wheel and + - zoom about the pointer, a
drag or the arrow keys pan, 0 fits the map, a double click zooms to a region (`zoom_to`),
Space over a card shows its whole text at once (`show_whole`).

Names keep their size on screen, so at each zoom the view decides which fit: a settlement's
symbol and every army are always shown, then the names by priority (strongholds, cities,
towns, fortifications, the rest; a larger region first among equals), each only where it
covers no symbol, army or name already placed."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsView, QToolTip

from lotr_table.table.kit import motion
from lotr_table.table.kit.hint_marks import HintRow
from lotr_table.table.kit.view import KitView
from lotr_table.table.wotr.map_items import SYMBOL
from lotr_table.table.wotr.plate import Plate

PAN = 80        # pixels an arrow key pans
GAP = 5         # pixels kept free beside an army's counters
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
        self._homes_now: dict | None = None     # while the marks are placed: each army's homes (_homes)
        self._fixed_key: tuple | None = None    # the view's transform the places in _fixed hold for
        self._fixed: dict = {}
        self._name_homes: dict = {}             # each name's rect at its place on screen, as _fixed
        self._first_room: tuple | None = None   # (its key, taken, names, placed) once the armies are placed
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
        # the hint button shown or hidden is watched on the button itself: the application's
        # filter is there only while the pointer is over the map (viewportEvent)
        for row in self.viewport().findChildren(HintRow):
            row.installEventFilter(self)
        QTimer.singleShot(0, self, self.place_marks)     # the hint button may have come meanwhile

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
        kind = event.type()
        if kind == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Space \
                and not event.isAutoRepeat() and self.viewport().underMouse() and self.show_whole():
            return True
        if kind in (QEvent.Type.Show, QEvent.Type.Hide) and isinstance(watched, HintRow) \
                and watched.parentWidget() is self.viewport():
            # the hint button shown or hidden (hints allowed, a person's table after the curtain):
            # the hand beside the map makes room for it, or takes the corner back (board_margins)
            QTimer.singleShot(0, self, self.place_marks)
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
            top = item.topLevelItem()
            if isinstance(top, Plate) or hasattr(top, "plates"):
                return None         # a plate beside or over the map (the battle's) lies on top
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
                if self.hands.carries() == "nazgul":
                    # one Nazgûl flies, not the army it stands with: a counter of its own is
                    # carried, the stack stays
                    army = self._one_nazgul(army)
                self._carry = (region, army, QPointF(army.pos()))
                self._carry_from = at
                army.setZValue(50)
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
                self._light_drops(True, region)
                event.accept()
                return
        super().mousePressEvent(event)

    def _one_nazgul(self, army):
        from lotr_table.table.wotr.map_items import ArmyItem
        one = ArmyItem()
        one.set_army({"sauron": {"regular": 0, "elite": 0, "leaders": 1}})
        one.setPos(army.pos())
        one.lone = True
        self.scene().addItem(one)
        return one

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
            if getattr(army, "lone", False):        # the one Nazgûl carried goes with the drop
                self.scene().removeItem(army)
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
    # the spots a block (a name with its army) may take about its place, nearest first, in steps
    # of half its size across and down (pixels on screen are what crowd)
    STEPS = sorted(((x, y) for x in range(-4, 5) for y in range(-5, 6)), key=lambda s: (s[0] ** 2 + s[1] ** 2, abs(s[0])))
    AWAY = 24           # pixels further a spot with the counters in their region is worth

    def _homes(self, region_id: str) -> tuple:
        """An army's counters and its region's name as drawn at their places (screen pixels), and
        that place (the region's centre, where its settlement's symbol stands)."""
        memo = self._homes_now
        if memo is not None and region_id in memo:
            return memo[region_id]
        scene = self.scene()
        army, label = scene.armies[region_id], scene.labels[region_id]
        at = self.mapFromScene(army.pos())
        homes = (army.home_rect().translated(at.x(), at.y()),
                 label.home_rect().translated(at.x(), at.y()).adjusted(-2, -1, 2, 1), at)
        if memo is not None:
            memo[region_id] = homes
        return homes

    def _set(self, region_id: str, moves: tuple, taken: "Taken", names: "Taken", counters: QRectF,
             name: QRectF | None) -> None:
        """Put an army's counters (and its region's name, when it goes with them) where `moves`
        says, and take their room."""
        scene = self.scene()
        (cx, cy), (nx, ny) = moves
        scene.armies[region_id].move_by(cx, cy)
        # a gap beside the counters, so two armies never read as one
        taken.add(counters.translated(cx, cy).adjusted(-GAP, 0, GAP, 0))
        if name is None:
            return
        label = scene.labels[region_id]
        label.move_by(nx, ny)
        label.setZValue(9)              # over counters that found no room elsewhere: the name whole
        names.add(name.translated(nx, ny))
        taken.add(name.translated(nx, ny))
        if not label.isVisible():
            label.setVisible(True)

    def _beside_symbol(self, region_id: str, taken: "Taken", names: "Taken") -> bool:
        """A settlement's army beside its symbol, so it reads as that region's: with a
        stronghold's or a city's name (always shown) under the symbol and the counters under the
        name, or right or left of the symbol, or the name above the symbol and the counters under
        it, or the counters above; a lesser settlement's counters just under, right of, left of
        or above its symbol. The first way that covers nothing; False when none is free."""
        scene = self.scene()
        if region_id not in scene.settlements:
            return False
        counters, name, at = self._homes(region_id)
        s = SYMBOL / 2 + 4
        middle = at.y() - counters.center().y()
        right, left = (at.x() + s - counters.left(), middle), (at.x() - s - counters.right(), middle)
        under, over = (0, at.y() + s - counters.top()), (0, at.y() - s - counters.bottom())
        if scene.labels[region_id].priority <= 1:
            home, up = (0, 0), (0, at.y() - s - name.bottom())
            ways = (((0, 0), home), (right, home), (left, home), (under, up), (over, home), (right, up), (left, up))
        else:
            name = None
            ways = tuple((move, (0, 0)) for move in (under, right, left, over))
        for (cx, cy), (nx, ny) in ways:
            if not taken.hits(counters.translated(cx, cy)) and (name is None or not taken.hits(name.translated(nx, ny))):
                self._set(region_id, ((cx, cy), (nx, ny)), taken, names, counters, name)
                return True
        return False

    def _place_army(self, region_id: str, taken: "Taken", names: "Taken") -> bool:
        """A region whose name may hide: its army's counters beside its settlement's symbol, else
        the nearest spot about their place that covers nothing yet and still lies in their region
        (so they read as that region's). False where no such spot is free (its name then goes
        with them: `_place_block`)."""
        if self._beside_symbol(region_id, taken, names):
            return True
        scene = self.scene()
        region = scene.regions[region_id].path
        home, _, _ = self._homes(region_id)
        side = home.width() / 2 + 14
        for k, dy in self.SPOTS:
            spot = home.translated(k * side, dy)
            if not taken.hits(spot) and region.contains(self.mapToScene(spot.center().toPoint())):
                self._set(region_id, ((k * side, dy), (0, 0)), taken, names, home, None)
                return True
        return False

    def _place_block(self, region_id: str, taken: "Taken", names: "Taken") -> None:
        """A region's name with its army under it, as one block, where its settlement's symbol
        has no room beside it (`_beside_symbol`): the nearest spot about its place that covers
        nothing (one that keeps the counters in their region worth a little more distance); else
        the spot that covers the fewest names, then the least. The name goes with its counters,
        so they read as that region's wherever the crowded map puts them, with no line across
        the map."""
        scene = self.scene()
        region = scene.regions[region_id].path
        counters, name, _ = self._homes(region_id)
        block = counters.united(name)
        w, h = block.width() / 2, block.height() / 2
        best = None
        for x, y in self.STEPS:
            dx, dy = x * w, y * h
            if taken.hits(block.translated(dx, dy)):
                continue
            inside = region.contains(self.mapToScene(counters.translated(dx, dy).center().toPoint()))
            score = (dx * dx + dy * dy) ** 0.5 - (self.AWAY if inside else 0)
            if best is None or score < best[0]:
                best = (score, dx, dy)
            if best[0] <= -self.AWAY:
                break                   # at its place, in its region: nothing nearer
        if best is not None:
            _, dx, dy = best
        else:
            dx, dy = min(((names.covered(block.translated(x * w, y * h)), taken.covered(block.translated(x * w, y * h)), k,
                           x * w, y * h) for k, (x, y) in enumerate(self.STEPS[:25])))[3:]
        self._set(region_id, ((dx, dy), (dx, dy)), taken, names, counters, name)

    def place_marks(self) -> None:
        # an army's and a name's home on screen, worked out once while the marks are placed
        # (nothing moves meanwhile but their shifts): several ways are tried for each
        self._homes_now: dict | None = {}
        try:
            self._place_marks()
        finally:
            self._homes_now = None

    def _fixed_at(self) -> dict:
        """Where each name and settlement's symbol lies on screen ({id(item): QPoint}, filled as
        asked): they never leave their region's centre, so the places hold until the view is
        zoomed or panned."""
        t = self.viewportTransform()
        key = (t.m11(), t.m12(), t.m21(), t.m22(), t.dx(), t.dy())
        if key != self._fixed_key:
            self._fixed_key, self._fixed, self._name_homes = key, {}, {}
        return self._fixed

    def _first_key(self, east: float, size) -> tuple:
        """What the armies' and their names' places follow from: the view's transform and size,
        each army's counters (how many) and place, each name's width, the characters' places."""
        scene = self.scene()
        return (self._fixed_key, size.width(), size.height(), east,
                tuple((r, len(a.chips), a.pos()) for r, a in scene.armies.items()),
                tuple(label.width for label in scene.labels.values()),
                tuple((k, f.pos(), f.transform().dx(), f.transform().dy()) for k, f in scene.figures.items()))

    def _place_marks(self) -> None:
        scene = self.scene()
        scene.margins.fit_to(self)          # the column beside the map as wide as its margin (board_margins.py)
        taken = Taken()
        # the column beside the map covers what lies east of the map's edge: no name or army is
        # placed there, and a name by the edge stays on the map («Восточный Эмин-Муил»)
        east = self.mapFromScene(scene.map_rect.topRight()).x()
        size = self.viewport().size()
        if east < size.width():
            taken.add(QRectF(east, 0, size.width() - east + 1, size.height()))
        fixed = self._fixed_at()
        # the symbols, the armies and the names that go with them are placed from what the key
        # holds alone (not from the lit answers): a new question that only lights other regions
        # places the lit and the lesser names again over the same room (`_first_room`)
        key = self._first_key(east, size)
        kept_room = self._first_room if self._first_room is not None and self._first_room[0] == key else None

        def fixed_at(item):
            at = fixed.get(id(item))
            if at is None:
                at = fixed[id(item)] = self.mapFromScene(item.pos())
            return at

        for label in scene.labels.values():
            label.keep_west_of(east - fixed_at(label).x())

        def on_screen(item) -> tuple:
            """Where an item lies on screen, (x, y, width, height), a little wider for a name."""
            at = fixed_at(item)
            return item.boundingRect().translated(at.x(), at.y()).getRect()

        name_homes = self._name_homes     # kept with `fixed`, while its name's width is the same

        def name_home(label) -> tuple:
            kept = name_homes.get(id(label))
            if kept is None or kept[0] != label.width:
                at = fixed_at(label)
                kept = name_homes[id(label)] = (label.width, label.home_rect().translated(at.x(), at.y())
                                                .adjusted(-2, -1, 2, 1).getRect())
            return kept[1]

        if kept_room is not None:
            _, taken, names, placed = kept_room
            taken, names = taken.copy(), names.copy()
        else:
            # the strongholds' and cities' symbols first; a town's or a fortification's may lie under
            # a stronghold's or a city's name and army where the map is crowded (added after them)
            lesser = []
            for region_id, item in scene.settlements.items():
                if scene.labels[region_id].priority <= 1:
                    taken.add(on_screen(item))
                else:
                    lesser.append(on_screen(item))
            # the strongholds' and cities' names, each with its army under it (a block), strongholds
            # first: the name reads whole and names the counters under it wherever they stand; then
            # the other armies, in their region where there is room, else with their names
            names = Taken()                 # where two names would meet, the later steps aside
            placed: set[str] = set()        # the names placed with their armies (or a stronghold's alone)
            for region_id in self._order:
                label = scene.labels[region_id]
                if region_id in scene.armies and label.priority <= 1:
                    if not self._beside_symbol(region_id, taken, names):
                        self._place_block(region_id, taken, names)
                    placed.add(region_id)
                elif label.priority == 0:
                    home = QRectF(*name_home(label))
                    h, w = home.height(), home.width() / 2 + 12
                    for dx, dy in ((0, 0), (0, -2 * label.dy), (0, h), (w, 0), (-w, 0), (0, -2 * label.dy - h)):
                        if not names.hits(home.translated(dx, dy)):
                            break
                    else:
                        dx, dy = 0, 0
                    label.move_by(dx, dy)
                    label.setZValue(9)
                    names.add(home.translated(dx, dy))
                    taken.add(home.translated(dx, dy))
                    if not label.isVisible():
                        label.setVisible(True)
                    placed.add(region_id)
            for symbol in lesser:
                taken.add(symbol)
            for region_id in self._order:
                if region_id in scene.armies and region_id not in placed and not self._place_army(region_id, taken, names):
                    self._place_block(region_id, taken, names)
                    placed.add(region_id)
            for item in scene.figures.values():      # the characters: the names step aside for them
                at = self.mapFromScene(item.pos())
                taken.add(item.transform().mapRect(item.rect).translated(at.x(), at.y()).getRect())
            self._first_room = (key, taken.copy(), names.copy(), set(placed))
        # the strongholds' and cities' names are always shown, where they cover no counters if they
        # can; so is the name of every region lit as an answer (crowded or not: the question names it)
        lit = {r for r, item in scene.regions.items() if item.lit}
        self.lit_named = lit
        kept = [r for r in self._order if r in lit and r not in placed] + [
            r for r in self._order if scene.labels[r].priority == 1 and r not in lit and r not in placed]
        for region_id in kept:
            label = scene.labels[region_id]
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
            if scene.labels[region_id].priority <= 1 or region_id in lit or region_id in placed:
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
    Overlap is QRectF.intersects's: touching edges do not overlap. A QRectF is taken too (the
    armies' blocks are placed with Qt's rectangles) and read as its numbers."""

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
        if type(rect) is QRectF:
            rect = rect.getRect()
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
        if type(rect) is QRectF:
            rect = rect.getRect()
        x, y, w, h = rect
        if not w or not h:
            return False
        r, b = x + w, y + h
        cells = self.cells
        c = self.CELL
        # the cells walked here as in _keys, without making their list (a thousand tries a placing)
        rows = range(int(y // c), int(b // c) + 1)
        for i in range(int(x // c), int(r // c) + 1):
            for j in rows:
                there = cells.get((i, j))
                if there:
                    for tx, ty, tw, th in there:
                        if tw and th and x < tx + tw and tx < r and y < ty + th and ty < b:
                            return True
        return False

    def covered(self, rect: tuple) -> float:
        """How much of rect the rectangles already there cover (their overlaps summed)."""
        if type(rect) is QRectF:
            rect = rect.getRect()
        x, y, w, h = rect
        return sum((min(x + w, tx + tw) - max(x, tx)) * (min(y + h, ty + th) - max(y, ty))
                   for tx, ty, tw, th in self._over(rect).values())

    def copy(self) -> "Taken":
        taken = Taken()
        taken.cells = {key: list(rects) for key, rects in self.cells.items()}
        return taken

    def add(self, rect: tuple) -> None:
        if type(rect) is QRectF:
            rect = rect.getRect()
        x, y, w, h = rect
        c, cells = self.CELL, self.cells
        rows = range(int(y // c), int((y + h) // c) + 1)
        for i in range(int(x // c), int((x + w) // c) + 1):
            for j in rows:
                there = cells.get((i, j))
                if there is None:
                    cells[(i, j)] = [rect]
                else:
                    there.append(rect)
