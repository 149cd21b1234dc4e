"""The action dice beside the map (the seed, «Кубики дій»): each side's tray with the dice it
rolled and has not used yet, each drawn with its face's picture, the dice used set aside as a
count, and the side's Elven Rings. A die the seat may use now is lit, and a click on it
chooses it: a die option acts on its result (games/wotr/acts_on.py), so the first die showing
that result stands for it on the table (`ids`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from lotr_table.table.i18n import tr, tr_name
from lotr_table.table.kit import look as kit_look, turning
from lotr_table.table.kit.target import Target
from lotr_table.table.kit.card_item import CardItem
from lotr_table.table.wotr import card_faces, plate
from lotr_table.table.wotr.hand import CHIP_H as TABLE_CHIP, FACES
from lotr_table.table.wotr.words import side_name

DIE = 30                  # a die's side on screen
GAP = 5
# a die's colours: the Free Peoples' blue dice, the Shadow's red (the seed, «Кубики дій»)
BODY = {"free_peoples": "#2c4f8c", "shadow": "#8e1b1b"}
PIP = {"free_peoples": "#f4f1e6", "shadow": "#f5e6c8"}
RESULT_NAMES = {"character": "Character", "army": "Army", "muster": "Muster", "army_muster": "Army/Muster",
                "event": "Event", "will_of_the_west": "Will of the West", "eye": "Eye"}


def result_name(result: str) -> str:
    return tr_name("wotr.result", RESULT_NAMES[result])


def paint_face(p: QPainter, rect: QRectF, result: str, ink: QColor) -> None:
    """A result's picture: a figure (Character), a sword (Army), a banner (Muster), sword and
    banner (Army/Muster), a card (Event), the white star of the West, the Eye."""
    c = rect.center()
    s = rect.width() / 2 * 0.72
    p.setPen(QPen(ink, 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.setBrush(Qt.BrushStyle.NoBrush)

    def sword(dx: float) -> None:
        p.drawLine(QPointF(c.x() + dx, c.y() - s), QPointF(c.x() + dx, c.y() + s))
        p.drawLine(QPointF(c.x() + dx - s * 0.45, c.y() + s * 0.35), QPointF(c.x() + dx + s * 0.45, c.y() + s * 0.35))

    def banner(dx: float) -> None:
        p.drawLine(QPointF(c.x() + dx, c.y() - s), QPointF(c.x() + dx, c.y() + s))
        flag = QPolygonF([QPointF(c.x() + dx, c.y() - s), QPointF(c.x() + dx + s * 0.9, c.y() - s * 0.6),
                          QPointF(c.x() + dx, c.y() - s * 0.2)])
        p.setBrush(ink)
        p.drawPolygon(flag)
        p.setBrush(Qt.BrushStyle.NoBrush)

    if result == "character":
        p.setBrush(ink)
        p.drawEllipse(QPointF(c.x(), c.y() - s * 0.5), s * 0.32, s * 0.32)
        body = QPainterPath()
        body.moveTo(c.x() - s * 0.6, c.y() + s)
        body.lineTo(c.x() - s * 0.35, c.y() - s * 0.05)
        body.lineTo(c.x() + s * 0.35, c.y() - s * 0.05)
        body.lineTo(c.x() + s * 0.6, c.y() + s)
        body.closeSubpath()
        p.drawPath(body)
    elif result == "army":
        sword(0)
    elif result == "muster":
        banner(-s * 0.3)
    elif result == "army_muster":
        sword(-s * 0.45)
        banner(s * 0.25)
    elif result == "event":
        p.drawRoundedRect(QRectF(c.x() - s * 0.55, c.y() - s * 0.8, s * 1.1, s * 1.6), 2, 2)
        p.drawLine(QPointF(c.x() - s * 0.3, c.y() - s * 0.3), QPointF(c.x() + s * 0.3, c.y() - s * 0.3))
        p.drawLine(QPointF(c.x() - s * 0.3, c.y() + s * 0.1), QPointF(c.x() + s * 0.3, c.y() + s * 0.1))
    elif result == "will_of_the_west":
        star = QPolygonF()
        for k in range(10):
            r = s if k % 2 == 0 else s * 0.42
            a = -90 + k * 36
            from math import cos, radians, sin
            star.append(QPointF(c.x() + r * cos(radians(a)), c.y() + r * sin(radians(a))))
        p.setBrush(ink)
        p.drawPolygon(star)
    else:                                  # the Eye
        eye = QPainterPath()
        eye.moveTo(c.x() - s, c.y())
        eye.quadTo(c.x(), c.y() - s * 1.1, c.x() + s, c.y())
        eye.quadTo(c.x(), c.y() + s * 1.1, c.x() - s, c.y())
        p.drawPath(eye)
        p.setBrush(ink)
        p.drawEllipse(c, s * 0.18, s * 0.45)


class DieItem(Target):
    """One die showing its result; lit when using it is an answer now."""

    def __init__(self, side: str, result: str) -> None:
        super().__init__(result)
        self.side = side
        self.result = result
        self.fresh = False              # rolled since the seat last looked
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setToolTip(result_name(result))

    def set_result(self, result: str) -> None:
        if result != self.result:
            self.result = self.key = result
            self.setToolTip(result_name(result))
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, DIE + 6, DIE + 6)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = QRectF(0, 0, DIE, DIE)
        p.setPen(QPen(QColor("#111111"), 1.2))
        p.setBrush(QColor(BODY[self.side]))
        p.drawRoundedRect(body, 5, 5)
        paint_face(p, body, self.result, QColor(PIP[self.side]))
        if self.lit:
            p.setPen(QPen(QColor(kit_look.LIT), 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(body.adjusted(-1.5, -1.5, 1.5, 1.5), 6, 6)
        elif self.fresh:
            plate.ring(p, body.adjusted(-1.5, -1.5, 1.5, 1.5), 6)


TABLE_HEAD = 17.0            # the line "On the table:" above a side's cards on the table


class TableCard(CardItem):
    fresh = False                   # laid on the table since the seat last looked (ringed once)


class DiceTray(plate.Plate):
    """A side's dice: the ones rolled and not used, then «used N» and the Elven Rings; under
    them the side's event cards lying on the table (played «на стіл»: their effect lasts),
    each a chip with its title, the whole card in its tip (and Space), lit and clicked when an
    option acts on it."""

    def __init__(self, side: str, width: float) -> None:
        super().__init__(width, 70)
        self.side = side
        self.play = None                # play(card id): a click on a card on the table (margins)
        self.on_table: dict[str, CardItem] = {}
        self.dice: list[DieItem] = []
        self.used = 0
        self.rings = 0
        self.ring_used = False
        self.changed: set[str] = set()
        self.retranslate()

    def retranslate(self) -> None:
        self.heading = tr("wotr.table", "{side}: action dice").format(side=side_name(self.side))
        for die in self.dice:
            die.setToolTip(result_name(die.result))
        self.update()

    def per_row(self) -> int:
        return max(1, int((self.rect.width() - 2 * plate.PAD + GAP) // (DIE + GAP)))

    def show_dice(self, rolled: list[str], pool: int, in_hunt: int, rings: int, ring_used: bool, fresh: bool,
                  rolled_yet: bool = True) -> bool:
        """Draw the side's dice; `fresh`: the dice were rolled since the seat last looked (they
        turn over as they land). True when anything changed."""
        old = [d.result for d in self.dice]
        changed = old != rolled
        while len(self.dice) > len(rolled):
            die = self.dice.pop()
            plate.take_off(die)
        for i, result in enumerate(rolled):
            if i < len(self.dice):
                self.dice[i].set_result(result)
            else:
                die = DieItem(self.side, result)
                die.setParentItem(self)
                self.dice.append(die)
                if fresh:
                    turning.turn_over(die, lambda: None)
        n = self.per_row()
        for i, die in enumerate(self.dice):
            row, col = divmod(i, n)
            die.setPos(plate.PAD + col * (DIE + GAP), plate.HEAD_H + 4 + row * (DIE + GAP))
            if die.fresh != (fresh and changed):
                die.fresh = fresh and changed
                die.update()
        rows = max(1, -(-len(rolled) // n))
        used = max(0, pool - len(rolled) - in_hunt) if rolled_yet else -pool
        marks = set()
        if used != self.used and fresh:
            marks.add("used")
        if (rings, ring_used) != (self.rings, self.ring_used) and fresh:
            marks.add("rings")
        redraw = changed or marks != self.changed or (used, rings, ring_used) != (self.used, self.rings, self.ring_used)
        self.used, self.rings, self.ring_used = used, rings, ring_used
        self.changed = marks
        base = plate.HEAD_H + 4 + rows * (DIE + GAP) + 20 + (17 if self._rings_below() else 0)
        for i, item in enumerate(self.on_table.values()):
            item.show_card(size=(self.rect.width() - 2 * plate.PAD, TABLE_CHIP))
            item.setPos(plate.PAD, base + TABLE_HEAD + i * (TABLE_CHIP + 2))
        self.resize(self.rect.width(), base + self._table_h())
        if redraw:
            self.update()
        return redraw

    # -- the side's cards on the table -----------------------------------------------------------

    def _table_h(self) -> float:
        n = len(self.on_table)
        return TABLE_HEAD + n * (TABLE_CHIP + 2) + 2 if n else 0.0

    def show_table(self, cards: list[str], playable: set, seen: bool, fresh: bool) -> bool:
        """The side's cards on the table (before show_dice, which lays them out); `seen`: the
        seat has looked before (a card new since is ringed), `fresh`: the log went on since
        (the ring of the last look is taken away). True when one came or went."""
        changed = False
        for key in [k for k in self.on_table if k not in cards]:
            item = self.on_table.pop(key)
            plate.take_off(item)
            changed = True
        for key in cards:
            if key not in self.on_table:
                item = TableCard(key, (self.rect.width() - 2 * plate.PAD, TABLE_CHIP), FACES, hands=self, z=1)
                item.setParentItem(self)
                item.set_tip(card_faces.tip(key))
                item.fresh = seen           # laid on the table since the seat last looked
                self.on_table[key] = item
                changed = True
            elif self.on_table[key].fresh and fresh:
                self.on_table[key].fresh = False
                self.on_table[key].update()
        for key, item in self.on_table.items():
            item.show_card(playable=key in playable)
        return changed

    def card_clicked(self, item) -> None:
        if item.playable and self.play is not None:
            self.play(item.card)

    def table_ids(self) -> dict:
        return dict(self.on_table)

    def ids(self) -> dict:
        """The item each die result is drawn as (the first die showing it)."""
        out = {}
        for die in self.dice:
            out.setdefault(die.result, die)
        return out

    def _rings_shown(self) -> bool:
        return self.side == "free_peoples" or self.rings > 0

    def _used_words(self) -> str:
        return tr("wotr.table", "used: {n}").format(n=self.used) if self.used >= 0 \
            else tr("wotr.table", "to roll: {n}").format(n=-self.used)

    def _rings_words(self) -> str:
        return tr("wotr.table", "Elven Rings: {n}").format(n=self.rings) + (" \u2713" if self.ring_used else "")

    def _rings_below(self) -> bool:
        """The Elven Rings on a row of their own: only where they do not fit beside the dice
        used (the column is short at 1366x768, and the hand below needs its room)."""
        if not self._rings_shown():
            return False
        both = plate.advance(self._used_words()) + plate.advance(self._rings_words())
        return both + 16 > self.rect.width() - 2 * plate.PAD

    def paint_body(self, p: QPainter) -> None:
        below = self._rings_below()
        y = self.rect.height() - self._table_h() - 20 - (17 if below else 0)
        if self.on_table:
            plate.words(p, QRectF(plate.PAD, self.rect.height() - self._table_h(), self.rect.width() - 2 * plate.PAD,
                                  TABLE_HEAD), tr("wotr.table", "On the table:"), colour=plate.MUTED)
        if not self.dice:
            words_at = QRectF(plate.PAD, plate.HEAD_H + 4, self.rect.width() - 2 * plate.PAD, DIE)
            plate.words(p, words_at, tr("wotr.table", "no dice to use"), colour=plate.MUTED)
        width = self.rect.width() - 2 * plate.PAD
        said = self._used_words()
        used = QRectF(plate.PAD, y, width if below or not self._rings_shown()
                      else plate.advance(said) + 6, 18)
        plate.words(p, used, said, colour=plate.MUTED)
        if "used" in self.changed:
            plate.ring(p, used.adjusted(-2, 0, 2, 0))
        if self._rings_shown():
            said = self._rings_words()
            rings = QRectF(plate.PAD, y + 17, width, 18) if below else \
                QRectF(plate.PAD + width - plate.advance(said) - 6, y, plate.advance(said) + 6, 18)
            plate.words(p, rings, said, colour=plate.INK)
            if "rings" in self.changed:
                plate.ring(p, rings.adjusted(-2, 0, 2, 0))
