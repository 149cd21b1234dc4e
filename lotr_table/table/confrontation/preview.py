"""A tile or card shown at full size with its full text, beside whatever the pointer (or the
keyboard focus) rests on. It floats over the table view and never takes the mouse."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from lotr_table.table.confrontation import faces
from lotr_table.table.kit import beside

SIZES = {"hero": (300, 400), "card": (300, 420), "special": (300, 420)}
SMALLEST = 0.65      # the preview's words are 17 units of 300: still 11 px at this scale


class Preview(QWidget):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.subject: tuple[str, str] | None = None
        self.hide()

    def show_for(self, subject: tuple[str, str] | None, near: QRect, area: QRectF | None = None,
                 targets: list[QRectF] = ()) -> None:
        """Show `subject` ("hero"|"card"|"special", id) beside the rectangle `near` (in the
        parent's coordinates), inside `area`, hiding none of the `targets` (smaller, down to
        SMALLEST, if that is what it takes); None hides it."""
        if subject is None:
            self.subject = None
            self.hide()
            return
        full_w, full_h = SIZES[subject[0]]
        area = area if area is not None else QRectF(self.parentWidget().rect()).adjusted(8, 8, -8, -8)
        fitting = min(1.0, area.height() / full_h) if area.height() > 0 else 1.0
        near_f = QRectF(near)
        for scale in (fitting, fitting * 0.82, SMALLEST):
            spot = beside.place(full_w * scale, full_h * scale, near_f, area, list(targets))
            if not any(spot.intersects(t) for t in targets):
                break
        self.setGeometry(spot.toRect())
        if subject != self.subject or not self.isVisible():
            self.subject = subject
            self.update()
        self.show()
        self.raise_()

    def paintEvent(self, event) -> None:
        if self.subject is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        kind, ident = self.subject
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        if kind == "hero":
            faces.hero_face(p, rect, ident, full=True)
        elif kind == "card":
            faces.card_face(p, rect, ident, full=True)
        else:
            faces.special_face(p, rect, ident, full=True)
        p.end()
