"""The curtain: an opaque cover over the whole game area while the screen passes from one
person to the next (pass-and-play). It names whose turn it is and waits for that person to
ask for their table; until then the panel under it has been cleared, so even a glance
past the curtain would find nothing secret.

Before it falls, a person whose action revealed something (a battle's cards, a roll) sees the
result on their own table: `ResultHold` is the bar over the table that waits for their
"Continue" (seating.result_first says when).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from lotr_table.table.i18n import tr


class Curtain(QWidget):
    show_table = Signal()     # the person named asks to see their table

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        # Opaque by its own painting, so nothing of the panel shows through.
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        self.setStyleSheet("#curtain { background: #2b2118; } #curtain QLabel { color: #f0e6d2; }")

        self._seat_name = ""
        self._headline = QLabel(self)
        self._headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self._headline.font()
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setBold(True)
        self._headline.setFont(font)
        self._hint = QLabel(self)
        self._hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._hint.setWordWrap(True)
        self._button = QPushButton(self)
        self._button.setObjectName("show_my_table")
        self._button.setDefault(True)
        self._button.clicked.connect(self.show_table)

        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self._headline)
        layout.addWidget(self._hint)
        layout.addSpacing(24)
        layout.addWidget(self._button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)

        parent.installEventFilter(self)
        self.hide()
        self.retranslate()

    @property
    def is_up(self) -> bool:
        return not self.isHidden()

    @property
    def seat_name(self) -> str:
        return self._seat_name

    def cover(self, seat_name: str) -> None:
        """Lower the curtain over the game area, naming the seat to act."""
        self._seat_name = seat_name
        self.retranslate()
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self._button.setFocus()

    def lift(self) -> None:
        self.hide()

    def retranslate(self) -> None:
        self._headline.setText(tr("Curtain", "{seat} to play").format(seat=self._seat_name))
        self._hint.setText(tr("Curtain", "Pass the screen to the {seat} player. "
                                         "Everyone else, please look away.").format(seat=self._seat_name))
        self._button.setText(tr("Curtain", "Show my table"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Follow the game area's size, so no edge of the table is ever left uncovered.
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
        return False


class ResultHold(QFrame):
    """A bar over the table while the person who just acted sees what their action revealed;
    "Continue" lets the curtain fall for the next person."""

    done = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("result_hold")
        self.setStyleSheet("#result_hold { background: #f3e3b5; } #result_hold QLabel { color: #3a2a10; }")
        self._next = ""
        self.together = False       # shown to everyone who took part, in the public view
        self._text = QLabel(self)
        self._text.setWordWrap(True)
        self._button = QPushButton(self)
        self._button.setObjectName("continue")
        self._button.setDefault(True)
        self._button.clicked.connect(self._continue)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        row.addWidget(self._text, 1)
        row.addWidget(self._button)
        self.hide()
        self.retranslate()

    @property
    def is_up(self) -> bool:
        return not self.isHidden()

    def offer(self, next_name: str, together: bool = False) -> None:
        """Show the bar: the screen passes to `next_name` after Continue. `together`: the
        result is shown to everyone who took part (nothing secret is on the screen)."""
        self._next = next_name
        self.together = together
        self.retranslate()
        self.show()
        self._button.setFocus()

    def retranslate(self) -> None:
        if self.together:
            text = tr("Curtain", "This is how it went, for everyone who took part to see. When you have "
                                 "seen it, press Continue: the screen then passes to {seat}.")
        else:
            text = tr("Curtain", "This is how it went. When you have seen it, press Continue: "
                                 "the screen then passes to {seat}.")
        self._text.setText(text.format(seat=self._next))
        self._button.setText(tr("Curtain", "Continue"))

    def _continue(self) -> None:
        self.hide()
        self.done.emit()
