"""Two pieces of the Trading Card Game's table that are not cards: the strip under the path
(what is being decided — the phase and its action window, who may act and who has passed —,
and the fight: the assignments, each skirmish face to face with its strengths, the archery
totals) and a player's marker on the adventure path (a disc in the seat's colour with its
number). Both are kept by the scene's keyed layer: a marker slides from site to site."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem

from lotr_table.table.kit import look

LINE_PX = 14
LINE_H = 20.0


class Strip(QGraphicsItem):
    """Lines of text on a band of the table's width: (text, colour) each."""

    def __init__(self, size: tuple[float, float]) -> None:
        super().__init__()
        self.size = size
        self.lines: tuple[tuple[str, str], ...] = ()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self.size)

    def words(self) -> list[str]:
        return [text for text, _ in self.lines]

    def show_lines(self, lines: list[tuple[str, str]]) -> None:
        lines = tuple(lines)
        if lines != self.lines:
            self.lines = lines
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        w, h = self.size
        p.setPen(look.pen("#8fb59c", 1.2))
        p.setBrush(look.brush("#263a2f"))
        p.drawRoundedRect(QRectF(0, 0, w, h), 8, 8)
        for k, (text, colour) in enumerate(self.lines[:2]):
            look.text(p, QRectF(10, 3 + k * LINE_H, w - 20, LINE_H), text, LINE_PX, colour, bold=k == 0,
                      family=look.SANS, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


class SeatMarker(QGraphicsItem):
    """A player's marker: a disc in the seat's colour with the seat's number."""

    def __init__(self, colour: str, label: str) -> None:
        super().__init__()
        self.colour = colour
        self.label = label

    def boundingRect(self) -> QRectF:
        return QRectF(-12, -12, 24, 24)

    def words(self) -> list[str]:
        return [self.label]

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(look.pen("#1a1a1a", 1.5))
        p.setBrush(look.brush(self.colour))
        p.drawEllipse(QRectF(-11, -11, 22, 22))
        look.text(p, QRectF(-12, -12, 24, 24), self.label, 14, "#1a1a1a", bold=True, family=look.SANS)


class Note(QGraphicsItem):
    """A short line of its own over a frame's header (who is to act, who has passed, the
    burdens): it changes with every window, and as an item of its own it is repainted alone,
    never the frame and the cards on it."""

    def __init__(self, size: tuple[float, float]) -> None:
        super().__init__()
        self.size = size
        self.text = ""

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self.size)

    def words(self) -> list[str]:
        return [self.text]

    def show_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        look.text(p, self.boundingRect(), self.text, 13, look.LIT, bold=True, family=look.SANS,
                  align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
