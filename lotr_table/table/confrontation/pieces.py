"""The pieces on the Confrontation table: a hero tile, how its cards look (the card item itself
is the tables' shared lotr_table.table.kit.card_item.CardItem), a label.

A tile or card knows what it shows and whether the person may act with it; what a gesture
means is left to the `hands` object it is given (moving.Hands), which turns gestures into
actions from the view. A tile is taken in hand by the kit's grip, as a card is (kit/grip.py).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem

from lotr_table.games.confrontation.layout import CARD_H, CARD_W, TILE_H, TILE_W
from lotr_table.table.kit import pictures, turning
from lotr_table.table.kit.card_item import CardItem
from lotr_table.table.kit.grip import Grip
from lotr_table.table.confrontation import faces, look
from lotr_table.table.confrontation.board_items import Z_CARD, Z_DRAG, Z_TILE


class TileItem(QGraphicsItem):
    """A hero standing on the board (or waiting, fallen, or fighting). `hero` is None for an
    enemy whose face this seat may not see: only the back is drawn, and nothing else about
    it is kept in the item."""

    def __init__(self, side: str, hero: str | None, *, revealed: bool = False, kept: bool = False,
                 ring: bool = False, region: str | None = None, hands=None, faded: bool = False) -> None:
        super().__init__()
        self.side = side
        self.hero = hero
        self.revealed = revealed
        self.kept = kept
        self.ring = ring
        self.region = region
        self.hands = hands
        self.faded = faded
        self.movable = False
        self.face_down = False      # drawn as its back for the first half of turning up
        self.picked = False
        self.focused = False
        self.home = QPointF()
        self.grip = Grip(self)
        self.setZValue(Z_TILE)
        self.setAcceptHoverEvents(False)

    @property
    def preview(self):
        return ("hero", self.hero) if self.hero else None

    def boundingRect(self) -> QRectF:
        return QRectF(-TILE_W / 2 - 5, -TILE_H / 2 - 5, TILE_W + 10, TILE_H + 10)

    def place(self, centre: tuple[float, float], scale: float = 1.0) -> None:
        self.home = QPointF(*centre)
        self.setPos(self.home)
        self.setScale(scale)

    def show_tile(self, **state) -> None:
        """Change what the tile shows (e.g. revealed=True); repainted only if something changed."""
        changed = [name for name, value in state.items() if getattr(self, name) != value]
        for name in changed:
            setattr(self, name, state[name])
        if changed:
            self.update()

    def set_marks(self, *, picked: bool | None = None, focused: bool | None = None) -> None:
        if picked is not None:
            self.picked = picked
        if focused is not None:
            self.focused = focused
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-TILE_W / 2, -TILE_H / 2, TILE_W, TILE_H)
        shown = None if self.face_down else self.hero
        pictures.draw(p, rect.adjusted(0, 0, 4, 5), ("tile", self.side, shown), self._face)
        if self.faded:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(40, 30, 20, 70))
            p.drawRoundedRect(rect, 7, 7)
        if self.revealed:
            self._badge(p, QPointF(TILE_W / 2 - 7, TILE_H / 2 - 7), look.REVEALED, "eye")
        if self.ring:
            p.setPen(look.pen("#fff3c4", 1))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(look.pen(look.GOLD_LIGHT.name(), 3.2))
            p.drawEllipse(QPointF(-TILE_W / 2 + 7, TILE_H / 2 - 7), 6.5, 6.5)
            p.setPen(look.pen("#7a5a12", 1))
            p.drawEllipse(QPointF(-TILE_W / 2 + 7, TILE_H / 2 - 7), 8.2, 8.2)
        if self.picked or self.focused:
            colour = look.HIGHLIGHT_LINE if self.picked else QColor("#7fc3ff")
            p.setPen(look.pen(colour.name(), 3.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 9, 9)

    def _face(self, p: QPainter, outer: QRectF) -> None:
        rect = outer.adjusted(0, 0, -4, -5)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(rect.translated(2.5, 3.5), 8, 8)
        if self.hero and not self.face_down:
            faces.hero_face(p, rect, self.hero)
        else:
            faces.hero_back(p, rect, self.side)

    @staticmethod
    def _badge(p: QPainter, c: QPointF, colour: QColor, kind: str) -> None:
        p.setPen(look.pen("#2a1d10", 1.2))
        p.setBrush(colour)
        p.drawEllipse(c, 8, 8)
        p.setBrush(QColor("#2a1d10"))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(c, 4.6, 2.6)
        p.setBrush(colour)
        p.drawEllipse(c, 1.6, 1.6)

    def turn_up(self) -> None:
        """The tile was hidden a moment ago: show it turning over from its back."""
        if self.hero is None:
            return
        self.face_down = True
        self.update()

        def shown() -> None:
            self.face_down = False
            self.update()
        turning.turn_over(self, shown)

    # -- gestures ----------------------------------------------------------------------

    def mousePressEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not self.movable or self.hands is None:
            event.ignore()
            return
        self.grip.take(event)

    def mouseMoveEvent(self, event) -> None:
        if not self.grip.held:
            return
        if self.grip.pulled(event):
            self.grip.dragging = True
            self.setZValue(Z_DRAG)
            self.hands.drag_started(self)
        if self.grip.dragging:
            self.grip.follow(event)

    def mouseReleaseEvent(self, event) -> None:
        if not self.grip.held:
            return
        if self.grip.let_go():
            self.hands.dropped(self, event.scenePos())
        else:
            self.hands.tile_clicked(self)

    def slide_home(self) -> None:
        self.setZValue(Z_TILE)
        self.setPos(self.home)


class CombatCards:
    """How Confrontation's cards look (lotr_table.table.kit.card_item.CardFaces): a combat card or
    a special card, face up or as its side's back; a card that may be played glows."""

    def key(self, item) -> tuple:
        return ("card", item.side, item.card, item.special, item.used, item.playable,
                item.size.width(), item.size.height())

    def paint(self, p: QPainter, rect: QRectF, item) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 80))
        p.drawRoundedRect(rect.translated(2.5, 3.5), 8, 8)
        if item.playable:
            p.setBrush(QColor(244, 197, 66, 110))
            p.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 11, 11)
        if item.card is None:
            faces.card_back(p, rect, item.side, special=item.special)
        elif item.special:
            faces.special_face(p, rect, item.card, used=item.used)
        else:
            faces.card_face(p, rect, item.card)

    def preview(self, item):
        if not item.card:
            return None
        return ("special", item.card) if item.special else ("card", item.card)


CARDS = CombatCards()


def card_item(side: str, card: str | None, *, special: bool = False, used: bool = False, hands=None,
              size: tuple[float, float] = (CARD_W, CARD_H)) -> CardItem:
    """A Confrontation card on the table."""
    return CardItem(card, size, CARDS, side=side, special=special, used=used, hands=hands, z=Z_CARD)


class LabelItem(QGraphicsItem):
    """A line of lettering on the table (zone titles, counts, the battle's words)."""

    def __init__(self, rect: tuple[float, float, float, float], text: str, px: int = 16, *,
                 colour: QColor = look.LABEL_INK, bold: bool = False, italic: bool = False,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, wrap: bool = False,
                 min_px: int | None = None, plate: QColor | None = None, family: str = look.SERIF) -> None:
        super().__init__()
        self.rect = QRectF(*rect)
        self.text = text
        self.px, self.colour, self.bold, self.italic = px, colour, bold, italic
        self.align, self.wrap, self.min_px, self.plate = align, wrap, min_px, plate
        self.family = family
        self.setZValue(Z_CARD)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, p: QPainter, option, widget=None) -> None:
        key = ("label", self.text, self.px, self.colour.rgba(), self.bold, self.italic, int(self.align), self.wrap,
               self.min_px, self.plate.rgba() if self.plate is not None else None, self.family)
        pictures.draw(p, self.rect, key, self._paint)

    def _paint(self, p: QPainter, rect: QRectF) -> None:
        if self.plate is not None:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(self.plate)
            p.drawRoundedRect(rect, 8, 8)
        inset = 6 if self.plate is not None else 0
        look.draw_text(p, rect.adjusted(inset, 0, -inset, 0), self.text, self.px, self.colour,
                       min_px=self.min_px or max(7, self.px // 2), bold=self.bold, italic=self.italic,
                       align=self.align, wrap=self.wrap, family=self.family)
