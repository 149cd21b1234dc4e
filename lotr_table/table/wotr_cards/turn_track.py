"""The turn-order track along the top of the card table: the seats in turn order from the first
player, the seat whose turn it is ringed, each seat in the unbroken run of passes ticked, and
at the right how many passes the run holds (the action phase ends when it holds every seat)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem

from lotr_table.table.kit import look

TEXT_PX = 13
SLOT_W = 150.0
SLOT_GAP = 8.0
TITLE_W = 150.0
NOTE_W = 300.0
AT_TURN = "#f2d27a"
PASSED = "#8fb59c"


@dataclass(frozen=True)
class Slot:
    name: str            # the seat's name, translated
    colour: str          # its side's colour
    at_turn: bool
    passed: bool         # in the unbroken run of passes


class TurnTrack(QGraphicsItem):
    def __init__(self, size: tuple[float, float]) -> None:
        super().__init__()
        self.size = size
        self.title = ""
        self.slots: tuple[Slot, ...] = ()
        self.note = ""
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self.size)

    def words(self) -> list[str]:
        return [self.title, self.note] + [s.name for s in self.slots]

    def show_track(self, title: str, slots: list[Slot], note: str) -> None:
        if (title, tuple(slots), note) != (self.title, self.slots, self.note):
            self.title, self.slots, self.note = title, tuple(slots), note
            self.update()

    def slot_rect(self, k: int) -> QRectF:
        h = self.size[1]
        return QRectF(TITLE_W + k * (SLOT_W + SLOT_GAP), 3, SLOT_W, h - 6)

    def paint(self, p: QPainter, option, widget=None) -> None:
        w, h = self.size
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(look.pen("#8fb59c", 1.2))
        p.setBrush(look.brush(look.ZONE))
        p.drawRoundedRect(QRectF(0, 0, w, h), 8, 8)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        look.text(p, QRectF(10, 0, TITLE_W - 16, h), self.title, TEXT_PX, "#f0e6d2", bold=True, family=look.SANS,
                  align=left)
        for k, slot in enumerate(self.slots):
            r = self.slot_rect(k)
            p.setPen(look.pen(AT_TURN, 3) if slot.at_turn else look.pen("#1a1a1a", 1))
            p.setBrush(look.brush(slot.colour))
            p.drawRoundedRect(r, 6, 6)
            mark = "\u2713 " if slot.passed else ""
            look.text(p, r.adjusted(6, 0, -6, 0), mark + slot.name, TEXT_PX, AT_TURN if slot.at_turn else "#f0e6d2",
                      bold=slot.at_turn, family=look.SANS)
        note = QRectF(w - NOTE_W - 10, 0, NOTE_W, h)
        look.text(p, note, self.note, TEXT_PX, look.LIT, bold=True, family=look.SANS,
                  align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
