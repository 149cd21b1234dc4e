"""A side's victory area (rules: the locations a side wins are kept in its victory area, their
points counted): the side's points as they stand, each location won with its points, the Ring
token's point where the Trilogy counts it, and what wins at the end — more points than the
other side, a tie going to the Shadow."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem

from lotr_table.table.kit import look
from lotr_table.table.kit.zone import HEADER_H, TITLE_PX

TEXT_PX = 13


class VictoryArea(QGraphicsItem):
    def __init__(self, key: str, size: tuple[float, float], colour: str) -> None:
        super().__init__()
        self.key = key
        self.size = size
        self.colour = colour
        self.title, self.won, self.note = "", "", ""

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self.size)

    def words(self) -> list[str]:
        return [self.title, self.won, self.note]

    def show_area(self, title: str, won: str, note: str) -> None:
        if (title, won, note) != (self.title, self.won, self.note):
            self.title, self.won, self.note = title, won, note
            self.setToolTip("\n".join(w for w in (title, won, note) if w))
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        w, h = self.size
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(look.pen(self.colour, 2.5))
        p.setBrush(look.brush("#24382c"))
        p.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), 8, 8)
        left = Qt.AlignmentFlag.AlignLeft
        look.text(p, QRectF(8, 2, w - 16, HEADER_H), self.title, TITLE_PX, "#f0e6d2", bold=True,
                  family=look.SANS, align=left | Qt.AlignmentFlag.AlignVCenter)
        note_h = 17.0
        look.text(p, QRectF(8, HEADER_H + 4, w - 16, h - HEADER_H - note_h - 10), self.won, TEXT_PX, "#f0e6d2",
                  family=look.SANS, wrap=True, align=left | Qt.AlignmentFlag.AlignTop)
        look.text(p, QRectF(8, h - note_h - 4, w - 16, note_h), self.note, TEXT_PX, look.LIT, family=look.SANS,
                  wrap=True, align=left | Qt.AlignmentFlag.AlignBottom)
