"""A tile or card shown at full size with its full text, beside whatever the pointer (or the
keyboard focus) rests on. It floats over the table view and never takes the mouse."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from lotr_table.table.confrontation import faces

SIZES = {"hero": (300, 400), "card": (300, 420), "special": (300, 420)}


class Preview(QWidget):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.subject: tuple[str, str] | None = None
        self.hide()

    def show_for(self, subject: tuple[str, str] | None, near: QRect) -> None:
        """Show `subject` ("hero"|"card"|"special", id) beside the rectangle `near` (in the
        parent's coordinates); None hides it."""
        if subject is None:
            self.subject = None
            self.hide()
            return
        w, h = SIZES[subject[0]]
        area = self.parentWidget().rect()
        scale = min(1.0, (area.height() - 16) / h) if area.height() > 0 else 1.0
        w, h = int(w * scale), int(h * scale)
        x = near.right() + 14
        if x + w > area.right() - 8:
            x = near.left() - 14 - w
        if x < 8:
            x = max(8, area.right() - 8 - w)
        y = near.center().y() - h // 2
        y = max(8, min(y, area.bottom() - 8 - h))
        self.setGeometry(x, y, w, h)
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
