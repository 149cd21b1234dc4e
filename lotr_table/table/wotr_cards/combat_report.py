"""The account of the last combat phase, laid over the locations' row when combats were fought
since the seat at the screen last looked: one column a combat in the order they were fought,
each with the icons every card counted as it began, the location's own defence, and then what
the log says happened (the casualties, who won the location). A click anywhere takes it away."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem

from lotr_table.table.kit import look

# the log entry a combat begins with (games/wotr_cards/combat.py): the report is shown when a
# log entry just added says a combat was fought
COMBAT_LINE = "Combat at {location}: {attack} attack, {defence} defence on the location."

TEXT_PX = 13
LINE_H = 18.0
PAD = 8.0
Z_REPORT = 60            # above the cards and the marks, under the preview


@dataclass(frozen=True)
class Column:
    title: str
    lines: tuple[str, ...]


def fought(entries: list[dict]) -> bool:
    """Whether the log entries tell of a combat fought."""
    return any(entry.get("template") == COMBAT_LINE for entry in entries)


class CombatReport(QGraphicsItem):
    def __init__(self, size: tuple[float, float]) -> None:
        super().__init__()
        self.size = size
        self.heading = ""
        self.columns: tuple[Column, ...] = ()
        self.setZValue(Z_REPORT)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self.size)

    def words(self) -> list[str]:
        return [self.heading] + [w for c in self.columns for w in (c.title, *c.lines)]

    def show_report(self, heading: str, columns: list[Column], size: tuple[float, float]) -> None:
        if size != self.size:
            self.prepareGeometryChange()
            self.size = size
        self.heading, self.columns = heading, tuple(columns)
        self.update()

    def column_rect(self, k: int) -> QRectF:
        w, h = self.size
        n = max(1, len(self.columns))
        width = (w - PAD) / n
        return QRectF(PAD + k * width, LINE_H + PAD, width - PAD, h - LINE_H - 2 * PAD)

    def paint(self, p: QPainter, option, widget=None) -> None:
        w, h = self.size
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(look.pen(look.LIT, 2))
        p.setBrush(QColor(24, 30, 26))
        p.drawRoundedRect(QRectF(0, 0, w, h), 8, 8)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        look.text(p, QRectF(PAD, 2, w - 2 * PAD, LINE_H), self.heading, TEXT_PX, look.LIT, bold=True,
                  family=look.SANS, align=left)
        for k, column in enumerate(self.columns):
            r = self.column_rect(k)
            look.text(p, QRectF(r.left(), r.top(), r.width(), LINE_H), column.title, TEXT_PX, "#f2d27a", bold=True,
                      family=look.SANS, align=left)
            body = QRectF(r.left(), r.top() + LINE_H, r.width(), r.height() - LINE_H)
            p.save()
            p.setClipRect(body)        # an account too long for its column ends at its edge
            look.text(p, body, "\n".join(column.lines), TEXT_PX, "#efe3c6", family=look.SANS, wrap=True, align=left)
            p.restore()

    def mousePressEvent(self, event) -> None:
        self.hide()
        event.accept()
