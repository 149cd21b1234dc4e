"""A card on either game's table: its face or its back, drawn by the game (`CardFaces`), through
a kept picture if the game keeps one, with the marks every table shares: the ring of a picked card and the ring of
the card the keys point at.

What a gesture means is left to the `hands` object it is given: a click on a card that may be
played (`hands.card_clicked`), and for a draggable card (the cooperative hand) a drag onto the
table (`drag_started`, `drag_moved`, `dropped`); a card not taken slides back. The gesture
itself is the kit's one grip (grip.py).

The kit's own cards, drawn from data (kit/card.py), are this item with a face from a
`CardFace`: one item for every table, whoever draws its face.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsObject

from lotr_table.table.kit import palette, pictures, turning
from lotr_table.table.kit.grip import Grip

SLIDE_MS = 160
LIFT = 18           # how far a card of the hand rises under the pointer
Z_DRAG = 100
MARGIN = 6          # room round the card for its glow and rings


class CardFaces(Protocol):
    """What a game draws of its cards."""

    def key(self, item: "CardItem") -> tuple | None:
        """Everything the picture of `item` depends on (its picture is kept under this key);
        None: painted straight away each time."""

    def paint(self, p: QPainter, rect: QRectF, item: "CardItem") -> None:
        """The card (face, back, and the game's own marks, e.g. a playable glow) in `rect`."""

    def preview(self, item: "CardItem"):
        """What the table previews when the pointer rests on the card, or None."""


class CardItem(QGraphicsObject):
    """`card` is the card's id, or None for a back (whose back: `side`). `special`, `used`
    and `compact` say which face the game draws: a card of the game's special deck, one
    already used (drawn greyed), a small one."""

    margin = MARGIN

    def __init__(self, card: str | None, size: tuple[float, float], faces: CardFaces, *, side: str | None = None,
                 special: bool = False, used: bool = False, compact: bool = False, hands=None,
                 draggable: bool = False, z: float = 10, tip: str = "") -> None:
        super().__init__()
        self.card = card
        self.faces = faces
        self.side = side
        self.special = special
        self.used = used
        self.compact = compact
        self.hands = hands
        self.draggable = draggable and hands is not None
        self.playable = False           # some action of the view uses this card
        self.chosen = False             # picked by a click, or the card chosen for a battle
        self.focused = False            # the keys point at it
        self.size = QRectF(0, 0, *size)
        self.home = QPointF()
        self.base_z = z
        self.grip = Grip(self)
        self.face_hidden = False        # drawn as its back for the first half of turning up
        self._slide: QVariantAnimation | None = None
        self.setZValue(z)
        self.setAcceptHoverEvents(self.draggable)
        self.set_tip(tip)
        if self.draggable:
            self.setCursor(Qt.CursorShape.OpenHandCursor)

    # -- what it shows ----------------------------------------------------------------------

    @property
    def preview(self):
        return self.faces.preview(self)

    def show_card(self, *, size: tuple[float, float] | None = None, z: float | None = None, **state) -> None:
        """Change what the card shows (e.g. card=..., playable=True); repainted only if
        something changed."""
        changed = False
        if size is not None and (self.size.width(), self.size.height()) != tuple(size):
            self.prepareGeometryChange()
            self.size = QRectF(0, 0, *size)
            changed = True
        for name, value in state.items():
            if getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if z is not None and z != self.base_z:
            self.base_z = z
            if not self.grip.dragging:
                self.setZValue(z)
        if changed:
            self.update()

    def set_tip(self, tip: str) -> None:
        if tip != self.toolTip():
            self.setToolTip(tip)

    def set_marks(self, *, focused: bool | None = None) -> None:
        if focused is not None and focused != self.focused:
            self.focused = focused
            self.update()

    @property
    def selected(self) -> bool:
        """Picked by a click: the same ring as a card chosen for a battle."""
        return self.chosen

    def set_selected(self, on: bool) -> None:
        if on != self.chosen:
            self.chosen = on
            self.update()

    def boundingRect(self) -> QRectF:
        m = self.margin
        return self.size.adjusted(-m, -m, m, m)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        outer = self.boundingRect()
        card = self.card
        if self.face_hidden:
            self.card = None            # the faces draw a back for a card without an id
        try:
            key = self.faces.key(self)
            if key is None:
                self.faces.paint(p, self.size, self)
            else:
                m = self.margin
                pictures.draw(p, outer, key, lambda q, r: self.faces.paint(q, r.adjusted(m, m, -m, -m), self))
        finally:
            self.card = card
        p.setBrush(Qt.BrushStyle.NoBrush)
        # the rings lie in the room the margin leaves, or inside the card when it leaves none
        # (a ring painted outside the bounds would stay behind on the table as the card moves)
        out = min(3.0, self.margin - 2.0)
        if self.chosen:
            p.setPen(palette.pen(palette.LIT_LINE.name(), 4))
            p.drawRoundedRect(self.size.adjusted(-out, -out, out, out), 10, 10)
        if self.focused:
            inner = min(4.0, self.margin - 2.0) if self.margin else -6.0
            p.setPen(palette.pen(palette.FOCUS_LINE.name(), 3.5))
            p.drawRoundedRect(self.size.adjusted(-inner, -inner, inner, inner), 10, 10)

    def turn_up(self) -> None:
        """The card was face down a moment ago (a card committed in secret, now revealed):
        show it turning over from its back."""
        if self.card is None:
            return
        self.face_hidden = True
        self.update()

        def shown() -> None:
            self.face_hidden = False
            self.update()
        turning.turn_over(self, shown)

    # -- hover, click and drag ------------------------------------------------------------------

    def hoverEnterEvent(self, event) -> None:
        if self.draggable and not self.grip.dragging and self._slide is None:
            self.setZValue(self.base_z + 20)
            self.setPos(self.home + QPointF(0, -LIFT))
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:
        if self.draggable and not self.grip.dragging and self._slide is None:
            self.setZValue(self.base_z)
            self.setPos(self.home)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event) -> None:
        if (event.button() != Qt.MouseButton.LeftButton or self.hands is None
                or not (self.playable or self.draggable)):
            event.ignore()
            return
        self.grip.take(event)

    def mouseMoveEvent(self, event) -> None:
        if not self.grip.held or not self.draggable:
            return
        if self.grip.pulled(event):
            if not self.hands.drag_started(self):
                return
            self.grip.dragging = True
            self.setZValue(Z_DRAG)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        if self.grip.dragging:
            self.grip.follow(event)
            self.hands.drag_moved(self, self.sceneBoundingRect().center())

    def mouseReleaseEvent(self, event) -> None:
        if not self.grip.held:
            return
        dragged = self.grip.let_go()
        if self.draggable:
            self.setCursor(Qt.CursorShape.OpenHandCursor)
        if dragged:
            self.hands.dropped(self, self.sceneBoundingRect().center())
        elif self.boundingRect().contains(event.pos()) or self.draggable:
            self.hands.card_clicked(self)

    def slide_home(self) -> None:
        self.setZValue(self.base_z)
        anim = QVariantAnimation()
        anim.setStartValue(self.pos())
        anim.setEndValue(self.home)
        anim.setDuration(SLIDE_MS)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.valueChanged.connect(self.setPos)
        anim.finished.connect(self._slid)
        self._slide = anim
        anim.start()

    def _slid(self) -> None:
        self._slide = None
