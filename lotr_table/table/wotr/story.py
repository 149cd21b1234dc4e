"""What the War of the Ring map makes plain of what was just done, read from the log entries
the actions added (the seat's own log: what it may read), never from comparing two views: an
army that moved or attacked slides from the region it left, and the moves, attacks and musters
since the seat last acted stay marked (kit/marks.Trails: dashed where from, solid where to, an
arrow between) until it acts again."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QVariantAnimation

from lotr_table.table.kit import motion
from lotr_table.table.kit.marks import Trails

# an entry's arguments that name where from and where to (games/wotr: "moves an army from
# {source} to {region}", "attacks {target} from {source}", "musters {kind} in {region}")
FROM = ("source", "from")
TO = ("region", "target", "to", "settlement")


def places(entry: dict, regions) -> tuple[str | None, str | None]:
    """(where from, where to) an entry names among the map's regions; (None, None) if none."""
    args = entry.get("args") or {}
    came = next((args[k] for k in FROM if args.get(k) in regions), None)
    went = next((args[k] for k in TO if args.get(k) in regions), None)
    return came, went


def slide(item, start: QPointF, end: QPointF, owner) -> QVariantAnimation | None:
    """Slide `item` from `start` to `end` (its own parent's coordinates) in the kit's slide
    time, tracked by kit/motion so a click ends it; None (and at `end` at once) when motion is
    off. `owner` keeps the animation alive."""
    item.setPos(end)
    if not motion.enabled() or start == end:
        return None
    anim = QVariantAnimation(owner)
    anim.setDuration(motion.SLIDE_MS)
    anim.setStartValue(QPointF(start))
    anim.setEndValue(QPointF(end))
    anim.setEasingCurve(QEasingCurve.Type.OutCubic)
    anim.valueChanged.connect(item.setPos)
    motion.track(anim)
    item.setPos(start)
    anim.start()
    return anim


class Story:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.trails = Trails(scene)
        self._slides: list[QVariantAnimation] = []

    def slide(self, entries: list[dict]) -> None:
        """The armies that moved in these entries slide from where they came."""
        regions = self.scene.regions
        for entry in entries:
            came, went = places(entry, regions)
            army = self.scene.armies.get(went) if went else None
            if came is None or army is None or not motion.enabled():
                continue
            start, end = self.scene.centre[came], QPointF(army.pos())
            anim = QVariantAnimation(self.scene)
            anim.setDuration(motion.SLIDE_MS)
            anim.setStartValue(start)
            anim.setEndValue(end)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            anim.valueChanged.connect(army.setPos)
            motion.track(anim)
            anim.start()
            self._slides.append(anim)
        self._slides = [a for a in self._slides if a.state() == QVariantAnimation.State.Running]

    def mark(self, entries: list[dict]) -> None:
        """Mark every move, attack and muster these entries tell."""
        regions = self.scene.regions
        moves = []
        for entry in entries:
            came, went = places(entry, regions)
            if went is None:
                continue
            moves.append(((entry["template"], came, went), regions[came].path if came else None, regions[went].path))
        self.trails.show(moves)

    def clear(self) -> None:
        self.trails.clear()
