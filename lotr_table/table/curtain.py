"""The curtain: an opaque cover over the whole game area while the screen passes from one
person to the next (pass-and-play). It names whose turn it is and waits for that person to
ask for their table; until then the panel under it has been cleared, so even a glance
past the curtain would find nothing secret.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

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
