"""A refusal said where the player acted: a small note over the board beside the point of the
click or the drop, as well as under the question. It goes after a few seconds or at the next
press, so it never hides the board for long."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

SHOWN_MS = 5000
MAX_WIDTH = 340


class Bubble(QLabel):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("refusal_bubble")
        self.setWordWrap(True)
        self.setMaximumWidth(MAX_WIDTH)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setStyleSheet("#refusal_bubble { background: #fbf1d6; color: #5a1a10; border: 2px solid #a8442a;"
                           " border-radius: 8px; padding: 6px 9px; font-size: 13px; }")
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def say_at(self, text: str, point: QPoint) -> None:
        """Show `text` beside `point` (in the parent's coordinates), inside the parent."""
        self.setText(text)
        self.setFixedWidth(min(MAX_WIDTH, max(160, self.fontMetrics().horizontalAdvance(text) // 2 + 24)))
        self.adjustSize()
        area = self.parentWidget().rect()
        x = point.x() + 16
        y = point.y() - self.height() - 12          # above the point: the dropped piece stays in sight
        if x + self.width() > area.right():
            x = point.x() - self.width() - 16
        if y < area.top():
            y = point.y() + 16
        x = max(area.left() + 4, min(x, area.right() - self.width() - 4))
        y = max(area.top() + 4, min(y, area.bottom() - self.height() - 4))
        self.move(x, y)
        self.raise_()
        self.show()
        self._timer.start(SHOWN_MS)
