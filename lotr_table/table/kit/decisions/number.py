"""A whole number from min to max: a counter you set (− and + beside it, or type it, or the
arrow keys) and Confirm.

A number the question declares a warning for (`shape["warnings"]`, one entry per number from
min up, worded by the naming's `warning(entry)`: a bid that loses the game) shows its warning
under the counter as soon as it is set, and asks once: the first Confirm says so, a second
sends it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QHBoxLayout, QLabel, QPushButton, QSpinBox

from lotr_table.table.i18n import tr
from lotr_table.table.kit.decisions.base import DecisionWidget, wrapped

# The counter is read at a glance across the side column: its figure drawn large.
FIGURE_PX = 26
# The confirming button's words break into lines this wide: «Нажмите ещё раз, чтобы
# подтвердить» on one line would widen the column beyond the side panel at 1366x768.
TEXT_WIDTH = 228


class NumberWidget(DecisionWidget):
    def __init__(self, shape: dict, naming) -> None:
        super().__init__(shape, naming)
        self.warnings: list = list(shape.get("warnings") or [])
        self.armed = False                 # a warned number confirmed once, waiting for the second
        row = QHBoxLayout()
        self.less, self.more = QPushButton("\u2212"), QPushButton("+")
        self.less.setObjectName("less")
        self.more.setObjectName("more")
        self.spin = QSpinBox()
        self.spin.setObjectName("number")
        self.spin.setRange(int(shape["min"]), int(shape["max"]))
        self.spin.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.spin.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.NoButtons)
        font = self.spin.font()
        font.setPixelSize(FIGURE_PX)
        font.setBold(True)
        self.spin.setFont(font)
        for button, step in ((self.less, -1), (self.more, 1)):
            button.setFont(font)
            button.setFixedWidth(48)
            button.clicked.connect(lambda _=False, k=step: self.spin.setValue(self.spin.value() + k))
        row.addWidget(self.less)
        row.addWidget(self.spin, 1)
        row.addWidget(self.more)
        self.column.addLayout(row)
        self.warned = QLabel()
        self.warned.setObjectName("warning")
        self.warned.setWordWrap(True)
        self.column.addWidget(self.warned)
        self.spin.valueChanged.connect(self._changed)
        self.spin.lineEdit().returnPressed.connect(self._confirmed)
        self.confirm = self.confirm_button()
        self.confirm.clicked.connect(self._confirmed)
        self.column.addWidget(self.confirm)
        self.retranslate()

    def warning(self) -> str | None:
        """The warning of the number set now, worded; None when it has none."""
        k = self.spin.value() - int(self.shape["min"])
        entry = self.warnings[k] if 0 <= k < len(self.warnings) else None
        return None if not entry else self.naming.warning(entry)

    def _changed(self, _value: int) -> None:
        self.armed = False
        self.retranslate()

    def _confirmed(self) -> None:
        if self.warning() is not None and not self.armed:
            self.armed = True
            self.retranslate()
            return
        self.armed = False
        self.send({"kind": self.shape["kind"], "n": self.spin.value()})

    def reshape(self, shape: dict) -> bool:
        self._asked_anew(shape)
        self.warnings = list(shape.get("warnings") or [])
        self.armed = False
        self.spin.blockSignals(True)
        self.spin.setRange(int(shape["min"]), int(shape["max"]))
        self.spin.setValue(0)              # where a new counter starts: 0, or the nearest bound
        self.spin.blockSignals(False)
        self.retranslate()
        return True

    def refused(self) -> None:
        self.armed = False
        super().refused()
        self.retranslate()

    def retranslate(self) -> None:
        warning = self.warning()
        self.less.setEnabled(self.spin.value() > self.spin.minimum())
        self.more.setEnabled(self.spin.value() < self.spin.maximum())
        self.warned.setVisible(warning is not None)
        self.warned.setText(warning or "")
        self.confirm.setProperty("armed", self.armed)
        self.confirm.ensurePolished()
        self.confirm.setText(wrapped(tr("Decision", "Press again to confirm") if self.armed else tr("Decision", "Confirm"),
                                     self.confirm.fontMetrics(), TEXT_WIDTH))
