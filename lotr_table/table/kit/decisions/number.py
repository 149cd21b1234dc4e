"""A whole number from min to max: a spin box (type it, or the arrows) and Confirm."""

from __future__ import annotations

from PySide6.QtWidgets import QSpinBox

from lotr_table.table.i18n import tr
from lotr_table.table.kit.decisions.base import DecisionWidget


class NumberWidget(DecisionWidget):
    def __init__(self, shape: dict, naming) -> None:
        super().__init__(shape, naming)
        self.spin = QSpinBox()
        self.spin.setObjectName("number")
        self.spin.setRange(int(shape["min"]), int(shape["max"]))
        self.spin.lineEdit().returnPressed.connect(self._send)
        self.column.addWidget(self.spin)
        self.confirm = self.confirm_button()
        self.confirm.clicked.connect(self._send)
        self.column.addWidget(self.confirm)
        self.retranslate()

    def _send(self) -> None:
        self.send({"kind": self.shape["kind"], "n": self.spin.value()})

    def retranslate(self) -> None:
        self.confirm.setText(tr("Decision", "Confirm"))
