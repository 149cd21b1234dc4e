"""A zone on the table: a labelled area a row of cards lies in (a lane, a hand, a reserve),
with an optional note beside the title (a lane's strength). Lit when choosing it is an
answer now; a click on it then chooses it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from lotr_table.table.kit import look
from lotr_table.table.kit.target import Target

TITLE_PX = 13
HEADER_H = 20.0


class ZoneItem(Target):
    def __init__(self, key: str, title: str, size: tuple[float, float], note: str = "",
                 colour: str = look.ZONE) -> None:
        super().__init__(key)
        self.title = title
        self.note = note
        self.size = size
        self.colour = colour

    def boundingRect(self) -> QRectF:
        w, h = self.size
        return QRectF(-3, -3, w + 6, h + 6)

    def words(self) -> list[str]:
        return [self.title, self.note]

    def set_text(self, title: str, note: str = "") -> None:
        if (title, note) != (self.title, self.note):
            self.title, self.note = title, note
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        w, h = self.size
        p.setPen(look.pen(look.LIT, 3) if self.lit else look.pen("#8fb59c", 1.2))
        p.setBrush(look.brush(self.colour))
        p.drawRoundedRect(QRectF(0, 0, w, h), 8, 8)
        head = QRectF(8, 1, w - 16, HEADER_H)
        # the note keeps the right third; the title, the rest
        title = head.adjusted(0, 0, -head.width() / 3, 0) if self.note else head
        look.text(p, title, self.title, TITLE_PX, "#f0e6d2", bold=True, family=look.SANS,
                  align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        look.text(p, head, self.note, TITLE_PX, look.LIT, bold=True, family=look.SANS,
                  align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
