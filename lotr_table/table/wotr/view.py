"""The window onto the map (the kit's KitView): the wheel and + - zoom about the pointer, a
drag or the arrow keys pan, 0 fits the map, a double click zooms to a region (`zoom_to`).

Names keep their size on screen, so at each zoom the view decides which fit: a settlement's
symbol and every army are always shown, then the names by priority (strongholds, cities,
towns, fortifications, the rest; a larger region first among equals), each only where it
covers no symbol, army or name already placed."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsView

from lotr_table.table.kit.view import KitView

PAN = 80        # pixels an arrow key pans


class WotrView(KitView):
    def __init__(self, scene, parent=None) -> None:
        super().__init__(scene, parent)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)      # the land (scene.py)
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
        steps = {Qt.Key.Key_Left: (-PAN, 0), Qt.Key.Key_Right: (PAN, 0), Qt.Key.Key_Up: (0, -PAN),
                 Qt.Key.Key_Down: (0, PAN)}
        if key in steps:
            dx, dy = steps[key]
            self._fitted = False
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + dx)
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() + dy)
            return
        super().keyPressEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        region = self.region_at(event.position().toPoint())
        if region is not None:
            self.zoom_to(region)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def region_at(self, at) -> str | None:
        regions = self.scene().regions
        for item in self.items(at):
            key = getattr(item, "key", None)
            if key in regions and regions[key] is item:
                return key
        return None

    # -- which names fit ------------------------------------------------------------------------

    def _place_army(self, army, region, taken: "Taken") -> None:
        """An army's counters where they cover no symbol or other army: at its place, else just
        beside, below or above it, pinned to its region by a line (in screen pixels, so only
        where the map is crowded)."""
        at = self.mapFromScene(army.pos())
        army.move_by(0, 0)
        home = army.boundingRect().translated(at.x(), at.y())
        side = home.width() / 2 + 14
        for dx, dy in ((0, 0), (side, 0), (-side, 0), (0, 26), (side, 26), (-side, 26), (0, -44), (0, 52)):
            rect = home.translated(dx, dy)
            if not taken.hits(rect):
                army.move_by(dx, dy)
                taken.add(rect)
                return
        taken.add(home)

    def place_marks(self) -> None:
        scene = self.scene()
        scene.margins.fit_to(self)          # the column beside the map as wide as its margin (board_margins.py)
        taken = Taken()

        def on_screen(item) -> QRectF:
            at = self.mapFromScene(item.pos())
            return item.boundingRect().translated(at.x(), at.y())

        for item in scene.settlements.values():
            taken.add(on_screen(item))
        for region_id in sorted(scene.armies, key=self._order.index):
            self._place_army(scene.armies[region_id], scene.regions[region_id].path, taken)
        for region_id in self._order:
            label = scene.labels[region_id]
            rect = on_screen(label).adjusted(-2, -1, 2, 1)
            fits = not taken.hits(rect)
            if fits:
                taken.add(rect)
            if label.isVisible() != fits:
                label.setVisible(fits)


class Taken:
    """The screen rectangles already covered, in buckets of the screen so that a new one is
    tested only against its neighbours."""

    CELL = 64

    def __init__(self) -> None:
        self.cells: dict[tuple[int, int], list[QRectF]] = {}

    def _keys(self, rect: QRectF):
        c = self.CELL
        for x in range(int(rect.left() // c), int(rect.right() // c) + 1):
            for y in range(int(rect.top() // c), int(rect.bottom() // c) + 1):
                yield x, y

    def hits(self, rect: QRectF) -> bool:
        return any(rect.intersects(t) for key in self._keys(rect) for t in self.cells.get(key, ()))

    def add(self, rect: QRectF) -> None:
        for key in self._keys(rect):
            self.cells.setdefault(key, []).append(rect)
