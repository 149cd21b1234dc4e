"""The preview of a card under the pointer (or under the keyboard's focus): the whole card to
read — its name, its kind, its numbers and every word of its text (`CardFace.whole` where the
game gives more than the face has room for) — on a card twice as wide as the table's, as tall
as its words need, placed by the kit's one rule (beside.py): beside the card on whichever side
hides no lit target (a card or zone the person may choose now), inside the visible part of the
table. Nothing in it is cut: the preview is where a face's shortened text is read whole."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem

from lotr_table.table.kit import beside, look
from lotr_table.table.kit.card import paint_counters
from lotr_table.table.kit.naming import CardFace

SCALE = 2.0                      # the preview is this many table cards wide
NAME_PX, KIND_PX, TEXT_PX = 22, 17, 18
PAD = 10.0


def reading(face: CardFace) -> str:
    """Everything the preview says below the name and kind: the numbers, then the text."""
    numbers = "\n".join(f"{label} {value}".strip() for label, value in face.numbers)
    text = face.whole or face.text
    return "\n".join(part for part in (numbers, text) if part)


def text_height(words: str, width: float) -> float:
    if not words:
        return 0.0
    f = look.font(TEXT_PX, False, look.SANS)
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)
    return QFontMetricsF(f).boundingRect(QRectF(0, 0, width, 100000), flags, words).height()


class CardPreview(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.face: CardFace | None = None
        self.size = (200.0, 280.0)
        self.setZValue(10_000)
        self.setAcceptedMouseButtons(self.acceptedMouseButtons().__class__(0))
        self.hide()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self.size)

    def words(self) -> list[str]:
        f = self.face
        return [] if f is None or not self.isVisible() else [f.name, f.kind, reading(f)]

    def measure(self, face: CardFace, card: QRectF) -> tuple[float, float]:
        """As wide as two table cards, as tall as the whole text needs (at least a card's
        height twice over: the card's own proportions)."""
        w = card.width() * SCALE
        head = NAME_PX + 10 + (KIND_PX + 6 if face.kind else 0)
        body = text_height(reading(face), w - 2 * PAD)
        counters = 30 if face.counters else 0
        return w, max(card.height() * SCALE, PAD + head + body + counters + PAD + 4)

    def show_for(self, face: CardFace, card: QRectF, visible: QRectF, lit: list[QRectF]) -> None:
        """Show `face` whole beside the card at `card` (scene rect), inside `visible`, covering
        none of the `lit` rects if any side allows it (else the side covering fewest)."""
        self.prepareGeometryChange()
        self.face = face
        self.size = self.measure(face, card)
        self.setPos(beside.place(self.size[0], self.size[1], card, visible, lit).topLeft())
        self.show()
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        face = self.face
        if face is None:
            return
        rect = self.boundingRect()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(look.pen(face.colour, 5))
        p.setBrush(look.brush(look.PAPER))
        p.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 10, 10)
        inner = rect.adjusted(PAD, PAD, -PAD, -PAD)
        left = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        name = QRectF(inner.left(), inner.top(), inner.width(), NAME_PX + 8)
        look.text(p, name, face.name, NAME_PX, look.INK, bold=True, align=left, wrap=True)
        y = name.bottom() + 2
        if face.kind:
            look.text(p, QRectF(inner.left(), y, inner.width(), KIND_PX + 4), face.kind, KIND_PX, look.MUTED,
                      family=look.SANS, align=left)
            y += KIND_PX + 6
        words = reading(face)
        if words:
            body = QRectF(inner.left(), y, inner.width(), text_height(words, inner.width()) + 2)
            look.text(p, body, words, TEXT_PX, look.INK, family=look.SANS, wrap=True,
                      align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        if face.counters:
            paint_counters(p, rect.adjusted(0, 0, -4, -4), face.counters, 1.2)
