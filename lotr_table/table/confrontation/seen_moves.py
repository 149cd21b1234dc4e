"""What another seat did, as the person at the screen sees it, played out on the table: a
tile slides from the region it left to the one it entered, or fades in where it was placed.
What moved comes from the actions applied and the log entries they added (table_scene.follow,
mark_since), never from comparing two views; a hidden tile is only its side and its places.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation

from lotr_table.table.confrontation.board_items import Z_DRAG, Z_TILE
from lotr_table.table.kit import motion

SEEN_MS = 350     # shorter than the shell's pause after a computer's move (table_session.py)


@dataclass(frozen=True)
class Seen:
    side: str
    hero: str | None          # None: a tile whose face this seat does not see
    came_from: str | None     # a region, or None for a tile newly on the board (placed)
    to: str


class MoveShow(QObject):
    """Plays the animation of what was seen: a tile slides from the region it left, a tile
    newly placed fades in. A tile the table kept (a hero shown by name) already slides from
    where it stood, so it is left to that. Stopped (the tiles put home) when the table is
    drawn anew."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running: list[QVariantAnimation] = []
        self._ends: dict[int, object] = {}

    @property
    def running(self) -> bool:
        return bool(self._running)

    def play(self, scene, seen: list[Seen]) -> None:
        if not motion.enabled():
            return              # every tile already stands where the view puts it
        for move in seen:
            tile = _tile(scene, move)
            if tile is None or scene.kept.sliding(tile):
                continue
            if move.came_from is not None and move.came_from in scene.layout.regions:
                start = QPointF(*scene.layout.regions[move.came_from].centre)
                tile.setZValue(Z_DRAG)
                tile.setPos(start)
                self._animate(tile, start, tile.home, lambda value, tile=tile: tile.setPos(value),
                              lambda tile=tile: tile.slide_home())
            else:
                tile.setOpacity(0.0)
                self._animate(tile, 0.0, 1.0, lambda value, tile=tile: tile.setOpacity(value),
                              lambda tile=tile: tile.setOpacity(1.0))

    def stop(self) -> None:
        for anim in self._running:
            anim.stop()
            done = self._ends.pop(id(anim), None)
            if done is not None:
                done()            # the table keeps the tile: it stands where it belongs
            anim.deleteLater()
        self._running = []
        self._ends = {}

    def _animate(self, tile, start, end, step, done) -> None:
        anim = QVariantAnimation(self)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setDuration(SEEN_MS)
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)

        def stepped(value) -> None:
            try:
                step(value)
            except RuntimeError:      # the tile went with a newer view
                anim.stop()

        def finished() -> None:
            try:
                done()
                tile.setZValue(Z_TILE)
            except RuntimeError:
                pass
            if anim in self._running:
                self._running.remove(anim)
                self._ends.pop(id(anim), None)
            anim.deleteLater()

        def put_home() -> None:
            try:
                done()
                tile.setZValue(Z_TILE)
            except RuntimeError:
                pass

        anim.valueChanged.connect(stepped)
        anim.finished.connect(finished)
        motion.track(anim)          # a click, or Skip, ends it
        self._running.append(anim)
        self._ends[id(anim)] = put_home
        anim.start()


def _tile(scene, move: Seen):
    """The tile the move brought: of its side, in its region, with its face (or a hidden
    one); the last such, as the newest stands last."""
    matching = [t for t in scene.tiles if t.region == move.to and t.side == move.side and t.hero == move.hero]
    return matching[-1] if matching else None
