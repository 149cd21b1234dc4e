"""A card of a kit table: the one card item (card_item.py: click, drag, rings) with its face
drawn by the program from a CardFace (frame, name, numbers, rules text in the current
language) or its back; counters sit on it. A card that is a target now is lit (the card
item's `playable`), and a click on it chooses it (`clicked` carries its key). Turning over is
shown: the card narrows to its edge and opens on its other side.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QVariantAnimation, Qt, Signal
from PySide6.QtGui import QPainter, QTransform

from lotr_table.table.kit import look, motion, pictures
from lotr_table.table.kit.card_item import CardItem
from lotr_table.table.kit.target import show_lit
from lotr_table.table.kit.naming import CardFace

WIDTH, HEIGHT = 100.0, 140.0
TITLE_H = 24.0              # the band with the name: what a wrapped hand keeps visible
NAME_PX, KIND_PX, TEXT_PX, NUMBER_PX = 14, 13, 13, 20


def paint_face(p: QPainter, rect: QRectF, face: CardFace | None, scale: float = 1.0) -> None:
    """A face (or, for None, a back) in rect; `scale` enlarges the type with the card (the
    preview draws the same face twice as large)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = 6 * scale
    if face is None:
        p.setPen(look.pen(look.FRAME, 2 * scale))
        p.setBrush(look.brush(look.BACK))
        p.drawRoundedRect(rect, r, r)
        inner = rect.adjusted(8 * scale, 8 * scale, -8 * scale, -8 * scale)
        p.setPen(look.pen("#c9a45c", 1.5 * scale))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner, r, r)
        p.drawEllipse(inner.center(), inner.width() / 4, inner.width() / 4)
        return
    p.setPen(look.pen(face.colour, 3 * scale))
    p.setBrush(look.brush(look.PAPER))
    p.drawRoundedRect(rect, r, r)
    pad = 5 * scale
    title = QRectF(rect.left() + pad, rect.top() + 2 * scale, rect.width() - 2 * pad, TITLE_H * scale)
    look.text(p, title, face.name, NAME_PX * scale, look.INK, bold=True)
    y = title.bottom()
    if face.kind:
        look.text(p, QRectF(title.left(), y, title.width(), 15 * scale), face.kind, KIND_PX * scale,
                  look.MUTED, family=look.SANS)
        y += 15 * scale
    if face.numbers:
        label, value = face.numbers[0]
        d = 30 * scale
        disc = QRectF(rect.center().x() - d / 2, y + 2 * scale, d, d)
        p.setPen(look.pen(face.colour, 2 * scale))
        p.setBrush(look.brush("#fffaf0"))
        p.drawEllipse(disc)
        look.text(p, disc, value, NUMBER_PX * scale, look.INK, bold=True, family=look.SANS)
        y = disc.bottom() + 2 * scale
        for label, value in face.numbers[1:]:
            look.text(p, QRectF(title.left(), y, title.width(), 15 * scale), f"{label} {value}",
                      KIND_PX * scale, look.INK, family=look.SANS)
            y += 15 * scale
    if face.text:
        body = QRectF(title.left(), y, title.width(), rect.bottom() - pad - y)
        p.save()
        p.setClipRect(body)         # a text too long for the card ends at its edge (the preview shows it)
        look.text(p, body, face.text, TEXT_PX * scale, look.INK, family=look.SANS, wrap=True,
                  align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        p.restore()


def paint_counters(p: QPainter, rect: QRectF, counters, scale: float = 1.0) -> None:
    """Counters on a card: a disc per kind at the bottom right, the number inside."""
    d = 24 * scale
    x = rect.right() - d - 3 * scale
    for colour, n in counters:
        disc = QRectF(x, rect.bottom() - d - 3 * scale, d, d)
        p.setPen(look.pen("#1a1a1a", 1.5 * scale))
        p.setBrush(look.brush(colour))
        p.drawEllipse(disc)
        look.text(p, disc, str(n), 13 * scale, "#ffffff", bold=True, family=look.SANS)
        x -= d + 2 * scale


class DrawnFaces:
    """The card item's faces (card_item.CardFaces) for a kit card: drawn from its CardFace
    through a kept picture of that face (pictures.py: a redraw blits it; a recording sees every
    word, as pictures paint straight while a test records), lit while it is a target."""

    def key(self, item: "FaceCard") -> None:
        return None         # the face is kept by itself below; the rings and counters are drawn on it

    def paint(self, p: QPainter, rect: QRectF, item: "FaceCard") -> None:
        face = item.shown_face
        pictures.draw(p, rect, ("kit-face", face), lambda q, r: paint_face(q, r, face))
        if item.shown_face is not None and item.shown_face.counters:
            paint_counters(p, rect, item.shown_face.counters)
        if item.lit:
            p.setPen(look.pen(look.LIT, 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 6, 6)     # inside its bounds: no trail

    def preview(self, item: "FaceCard") -> CardFace | None:
        return item.face

    def card_clicked(self, item: "FaceCard") -> None:
        # the kit card's hands: a click on a lit card chooses it
        item.clicked.emit(item.key)


DRAWN = DrawnFaces()


class FaceCard(CardItem):
    clicked = Signal(str)        # the key of a lit card that was clicked
    margin = 0                   # its bounds are the card: the preview and the hand measure by them

    def __init__(self, key: str, face: CardFace | None, size: tuple[float, float] = (WIDTH, HEIGHT)) -> None:
        super().__init__(key, size, DRAWN, hands=DRAWN, z=0)
        self.key = key
        self.face = face
        self._turn: QVariantAnimation | None = None
        self.shown_face = face        # the side drawn now (the old one until half a turn)
        self.setAcceptHoverEvents(True)
        self.setTransformOriginPoint(self.boundingRect().center())

    @property
    def lit(self) -> bool:
        return self.playable

    @lit.setter
    def lit(self, on: bool) -> None:
        self.playable = on

    @property
    def face_up(self) -> bool:
        return self.face is not None

    def words(self) -> list[str]:
        """Every text this card draws now (what a test checks for secrets)."""
        f = self.shown_face
        if f is None:
            return []
        return [f.name, f.kind, f.text] + [f"{a} {b}" for a, b in f.numbers] + [str(n) for _, n in f.counters]

    def set_face(self, face: CardFace | None, animate: bool = True) -> None:
        """Show another face; turning over (up or down) is shown turning."""
        turning = (face is None) != (self.face is None)
        self.face = face
        if self._turn is not None:
            self._turn.stop()
            self._turn = None
        if not turning or not animate or not motion.enabled():
            self.shown_face = face
            self.setTransform(QTransform())
            self.update()
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(motion.TURN_MS)
        anim.valueChanged.connect(self._turning)
        anim.finished.connect(lambda: self._turning(1.0))
        self._turn = anim
        motion.track(anim)
        anim.start()

    def _turning(self, t: float) -> None:
        # narrow to the edge, show the other side, open again
        if t >= 0.5:
            self.shown_face = self.face
        w = abs(1.0 - 2.0 * float(t))
        c = self.boundingRect().center()
        self.setTransform(QTransform().translate(c.x(), 0).scale(max(w, 0.02), 1).translate(-c.x(), 0))
        self.update()

    def set_lit(self, lit: bool) -> None:
        show_lit(self, lit)
