"""The board's tracks beside the map, as the seat's view shows them (the seed, «Ігрове
поле»): the political track with each nation's marker on its step (3, 2, 1, at war), lit
when the nation is active; the victory points of each side; the Fellowship (its progress,
hidden or revealed, its corruption out of 12, its step on the Mordor track, its guide and
companions); the Hunt (the dice in the Hunt Box, the tiles left in the Hunt Pool as a count,
the tiles drawn). A value that changed since the seat last looked is ringed. A nation's
marker is where a click chooses the nation (an option that advances it: `ids`)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from lotr_table.games.wotr import words as rules_words
from lotr_table.table.i18n import tr, tr_name
from lotr_table.table.kit import look as kit_look
from lotr_table.table.kit.target import Target
from lotr_table.table.wotr import look, plate
from lotr_table.table.wotr.story import slide
from lotr_table.table.wotr.words import nation_name, side_name

MARKER = 16
STEPS = (3, 2, 1, 0)        # the political track from the start to war («у стані війни»: step 0)
CORRUPTION_MAX = 12


HUNT_ROLL = "The Shadow hunts with {dice} dice: {successes} successes."     # hunt.LOG's line of a Hunt roll


def last_hunt_roll(log: list) -> tuple | None:
    """The last Hunt roll the seat's log tells: (dice, successes, the dice rolled, the
    re-rolls, which of them hit); the dice are () where the log does not give them."""
    for entry in reversed(log):
        if entry.get("template") == HUNT_ROLL:
            args = entry.get("args") or {}
            return (args.get("dice", 0), args.get("successes", 0), tuple(args.get("rolled") or ()),
                    tuple(args.get("again") or ()), tuple(args.get("hit") or ()))
    return None


HUNT_DIE = 15           # a Hunt die drawn on its row, on screen


class NationMarker(Target):
    """A nation's marker on the political track: its colour, full when active, a ring only
    when passive; lit when an option acts on the nation."""

    def __init__(self, nation: str) -> None:
        super().__init__(nation)
        self.active = False
        self.fresh = False
        self.placed = False             # put on its step once (later moves slide)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, MARKER + 6, MARKER + 6)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        disc = QRectF(0, 0, MARKER, MARKER)
        colour = QColor(look.NATION[self.key])
        p.setPen(QPen(colour.darker(160), 1.5))
        if self.active:
            p.setBrush(colour)
        else:
            pale = QColor(colour)
            pale.setAlpha(70)
            p.setBrush(pale)
        p.drawEllipse(disc.adjusted(1, 1, -1, -1))
        if self.lit:
            p.setPen(QPen(QColor(kit_look.LIT), 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(disc.adjusted(-1, -1, 1, 1))
        elif self.fresh:
            p.setPen(QPen(QColor(plate.CHANGED), 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(disc.adjusted(-1, -1, 1, 1))


class PoliticsPlate(plate.Plate):
    """The political track and the victory points."""

    def __init__(self, width: float) -> None:
        super().__init__(width, plate.HEAD_H + 82)
        self.markers: dict[str, NationMarker] = {}
        self.crowd: dict[int, int] = {}      # how many markers on each step
        self.vp: dict[str, int] = {}
        self.vp_changed: set[str] = set()
        self.slider = QObject()             # keeps the markers' slides alive
        self._slides: list = []
        self.retranslate()

    def retranslate(self) -> None:
        self._boxes: dict[tuple, list[QRectF]] = {}     # the steps' boxes by crowd and width (_box)
        self.heading = tr("wotr.table", "Political track")
        for nation, marker in self.markers.items():
            self._tip(marker)
        self.update()

    def _tip(self, marker: NationMarker) -> None:
        state = tr("wotr.table", "active") if marker.active else tr("wotr.table", "passive")
        marker.setToolTip(f"{nation_name(marker.key)} \u00b7 {state}")

    def _box(self, i: int) -> QRectF:
        """A step's box, as wide as its markers need (the crowded step wider), and each at
        least as wide as its label ("at war" whole in a narrow column); worked out once for
        each crowd and width (every marker placed and every paint asks)."""
        key = (tuple(sorted(self.crowd.items())), self.rect.width())
        boxes = self._boxes.get(key)
        if boxes is None:
            boxes = self._boxes[key] = [self._work_out_box(k) for k in range(len(STEPS))]
        return QRectF(boxes[i])

    def _work_out_box(self, i: int) -> QRectF:
        weights = [max(1.5, self.crowd.get(k, 0)) for k in range(len(STEPS))]
        total = self.rect.width() - 2 * plate.PAD
        widths = [total * w / sum(weights) for w in weights]
        least = [plate.advance(self._label(step), 11) + 10
                 for step in STEPS]
        short = [k for k in range(len(STEPS)) if widths[k] < least[k]]
        if short:
            rest = [k for k in range(len(STEPS)) if k not in short]
            spare = total - sum(least[k] for k in short)
            for k in short:
                widths[k] = least[k]
            for k in rest:
                widths[k] = spare * weights[k] / sum(weights[j] for j in rest)
        return QRectF(plate.PAD + sum(widths[:i]), plate.HEAD_H + 2, widths[i] - 3, 56)

    @staticmethod
    def _label(step) -> str:
        return str(step) if step else tr("wotr.table", "at war")

    def show_politics(self, politics: dict, vp: dict, seen: bool) -> bool:
        changed = False
        placed: dict[int, int] = {}
        crowd: dict[int, int] = {}
        for where in politics.values():
            step = where.get("step", 3)
            i = STEPS.index(step) if step in STEPS else 0
            crowd[i] = crowd.get(i, 0) + 1
        if crowd != self.crowd:
            self.crowd = crowd
            changed = True
        for nation, where in politics.items():
            marker = self.markers.get(nation)
            if marker is None:
                marker = self.markers[nation] = NationMarker(nation)
                marker.setParentItem(self)
            step, active = where.get("step", 3), bool(where.get("active"))
            i = STEPS.index(step) if step in STEPS else 0
            k = placed.get(i, 0)
            placed[i] = k + 1
            box = self._box(i)
            per_row = max(1, int((box.width() - 4) // (MARKER + 2)))
            at = QPointF(box.left() + 3 + (k % per_row) * (MARKER + 2), box.top() + 4 + (k // per_row) * (MARKER + 2))
            moved = marker.pos() != at or marker.active != active
            fresh = seen and moved
            if fresh != marker.fresh:
                marker.fresh = fresh
                marker.update()
            if moved:
                if seen and marker.placed and marker.pos() != at:     # a step toward war: it slides there
                    self._slides = [a for a in self._slides if a.state() == a.State.Running]
                    anim = slide(marker, QPointF(marker.pos()), at, self.slider)
                    if anim is not None:
                        self._slides.append(anim)
                else:
                    marker.setPos(at)
                marker.placed = True
                marker.active = active
                self._tip(marker)
                marker.update()
                changed = True
        marks = {s for s, n in vp.items() if seen and self.vp.get(s) not in (None, n)}
        changed |= vp != self.vp or marks != self.vp_changed
        self.vp_changed = marks
        self.vp = dict(vp)
        if changed:
            self.update()
        return changed

    def ids(self) -> dict:
        return dict(self.markers)

    def paint_body(self, p: QPainter) -> None:
        for i, step in enumerate(STEPS):
            box = self._box(i)
            p.setPen(QPen(QColor(plate.EDGE), 1))
            p.setBrush(QColor("#e6dcc2") if step else QColor("#e3c3b5"))
            p.drawRoundedRect(box, 3, 3)
            label = self._label(step)
            plate.words(p, QRectF(box.left(), box.bottom() - 15, box.width() - 3, 14), label, 11, plate.MUTED,
                        align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row = QRectF(plate.PAD, plate.HEAD_H + 60, self.rect.width() - 2 * plate.PAD, 17)
        plate.words(p, row, tr("wotr.table", "VP: {fp} {a} \u00b7 {shadow} {b}").format(
            fp=side_name("free_peoples"), a=self.vp.get("free_peoples", 0), shadow=side_name("shadow"),
            b=self.vp.get("shadow", 0)))
        if self.vp_changed:
            plate.ring(p, row.adjusted(-2, 0, 2, 0))


class RingPlate(plate.Plate):
    """The Fellowship and the Hunt: each a few lines of words with a bar for the corruption."""

    def __init__(self, width: float) -> None:
        super().__init__(width, 150)
        self.rows: list[tuple[str, str, bool]] = []      # (key, words, changed)
        self.values: dict[str, object] = {}
        self.corruption = 0
        self.progress = 0
        self.roll: tuple | None = None
        self.seen = False
        self.retranslate()

    def retranslate(self) -> None:
        self.heading = tr("wotr.table", "The Fellowship and the Hunt")
        self.update()

    def show_ring(self, view: dict, players: int) -> bool:
        ring = view.get("ring") or {}
        hunt = view.get("hunt_dice") or {}
        zones = view.get("zones") or {}
        guide = ring.get("guide")
        companions = ring.get("companions") or []
        mordor = ring.get("mordor", -1)
        drawn = view.get("hunt_drawn") or []
        values = {
            "progress": (ring.get("progress", 0), ring.get("hidden", True)),
            "corruption": ring.get("corruption", 0),
            "mordor": mordor,
            "guide": guide,
            "companions": len(companions),
            "hunt_box": (hunt.get("shadow", 0), hunt.get("free_peoples", 0)),
            "hunt_pool": (zones.get("hunt_pool") or {}).get("count", 0),
            "drawn": tuple(drawn),
        }
        values["roll"] = last_hunt_roll(view.get("log") or [])
        progress, hidden = values["progress"]
        self.roll = values["roll"]
        self.setToolTip(tr("wotr.table", "Hunt roll: {dice} dice, {n} successes").format(
            dice=values["roll"][0], n=values["roll"][1]) if values["roll"] else "")
        rows = [
            ("progress", tr("wotr.table", "Progress: {n} \u00b7 {state}").format(
                n=progress, state=tr("wotr.table", "hidden") if hidden else tr("wotr.table", "revealed"))),
            ("guide", tr("wotr.table", "Guide: {name}").format(name=self._figure(guide, players))),
            ("corruption", tr("wotr.table", "Corruption: {n} of {most}").format(n=values["corruption"],
                                                                            most=CORRUPTION_MAX)),
            ("mordor", tr("wotr.table", "Mordor track: step {n} of 5").format(n=mordor) if mordor >= 0
             else tr("wotr.table", "Mordor track: not yet on it")),
            ("companions", tr("wotr.table", "Companions in the Fellowship: {n}").format(n=len(companions))),
            ("hunt_box", tr("wotr.table", "Hunt Box: {n} dice").format(n=sum(values["hunt_box"]))),
            ("hunt_pool", tr("wotr.table", "Hunt Pool: {n} tiles").format(n=values["hunt_pool"])),
            ("roll", tr("wotr.table", "Hunt roll: {dice} dice, {n} successes").format(
                dice=values["roll"][0], n=values["roll"][1]) if values["roll"] else tr("wotr.table", "Hunt roll: none yet")),
            ("drawn", tr("wotr.table", "Tiles drawn: {tiles}").format(
                tiles=", ".join(self._tile(t) for t in drawn[-3:]) if drawn else tr("wotr.table", "none"))),
        ]
        marked = [(key, text, self.seen and self.values.get(key) != values[key]) for key, text in rows]
        changed = marked != self.rows
        self.rows, self.values, self.seen = marked, values, True
        self.corruption, self.progress = values["corruption"], progress
        width = self.rect.width() - 2 * plate.PAD
        dice = bool(self.roll and self.roll[2])         # the Hunt roll drawn as its dice, on one line
        self.resize(self.rect.width(), plate.HEAD_H + 4 + sum(
            1 if key == "roll" and dice else plate.rows(text, width) for key, text in rows) * plate.ROW_H
                    + 10 + plate.PAD)
        if changed:
            self.update()
        return changed

    def _paint_roll(self, p: QPainter, row: QRectF) -> None:
        """The last Hunt roll as its dice: each die's number, a hit filled red, a miss pale;
        the re-rolls after an arrow; then the successes (the whole sentence is the plate's tip)."""
        _, successes, rolled, again, hit = self.roll
        label = tr("wotr.table", "Hunt roll:")
        metrics = QFontMetricsF(kit_look.font(plate.TEXT_PX, False, kit_look.SANS))
        x = row.left() + metrics.horizontalAdvance(label) + 6
        plate.words(p, QRectF(row.left(), row.top(), x - row.left(), row.height()), label)
        top = row.top() + (row.height() - HUNT_DIE) / 2
        for k, face in enumerate(rolled + again):
            if k == len(rolled) and again:
                plate.words(p, QRectF(x, row.top(), 14, row.height()), "\u21bb", bold=True)
                x += 14
            die = QRectF(x, top, HUNT_DIE, HUNT_DIE)
            success = k < len(hit) and hit[k]
            p.setPen(QPen(QColor("#5a1010" if success else plate.EDGE), 1))
            p.setBrush(QColor("#a52020" if success else "#ece4d0"))
            p.drawRoundedRect(die, 3, 3)
            plate.words(p, die, str(face), 11, "#ffffff" if success else plate.MUTED, bold=bool(success),
                        align=Qt.AlignmentFlag.AlignCenter)
            x += HUNT_DIE + 2
        plate.words(p, QRectF(x + 2, row.top(), max(0.0, row.right() - x - 2), row.height()),
                    "\u2192 " + str(successes), bold=True)

    @staticmethod
    def _figure(figure, players: int) -> str:
        if not figure:
            return "\u2013"
        return str(tr_name("wotr.companion", rules_words.name_of("companion", figure, players)))

    @staticmethod
    def _tile(tile: str) -> str:
        return str(tr_name("wotr.tile", rules_words.TILE_NAMES.get(tile, tile))) \
            if tile in rules_words.TILE_NAMES else tr("wotr.table", "a special tile")

    def paint_body(self, p: QPainter) -> None:
        y = plate.HEAD_H + 2
        width = self.rect.width() - 2 * plate.PAD
        for key, text, changed in self.rows:
            if key == "roll" and self.roll and self.roll[2]:
                row = QRectF(plate.PAD, y, width, plate.ROW_H)
                self._paint_roll(p, row)
            else:       # a line wider than the plate (the tiles drawn, in Russian) wraps
                row = QRectF(plate.PAD, y, width, plate.rows(text, width) * plate.ROW_H)
                plate.words(p, row, text, wrap=True)
            if changed:
                plate.ring(p, row.adjusted(-2, 0, 2, 0))
            y += row.height()
            if key == "corruption":         # the corruption's bar against the progress (the seed's track of 0..12)
                bar = QRectF(plate.PAD, y + 1, width, 8)
                p.setPen(QPen(QColor(plate.EDGE), 1))
                p.setBrush(QColor("#e6dcc2"))
                p.drawRect(bar)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#8e1b1b"))
                p.drawRect(QRectF(bar.left(), bar.top(), bar.width() * min(self.corruption, 12) / 12, bar.height()))
                p.setBrush(QColor("#2c4f8c"))
                x = bar.left() + bar.width() * min(self.progress, 12) / 12
                p.drawRect(QRectF(x - 1.5, bar.top() - 2, 3, bar.height() + 4))
                y += 10
