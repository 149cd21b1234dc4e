"""Choose between min and max of a list of items: a check box per item and Confirm, which
is usable only while the count is allowed. Keys: Tab and Space tick, Enter confirms."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QLabel

from lotr_table.table.i18n import tr
from lotr_table.table.kit.decisions.base import DecisionWidget


class ChooseNWidget(DecisionWidget):
    def __init__(self, shape: dict, naming) -> None:
        super().__init__(shape, naming)
        self.items = list(shape["items"])
        self.low, self.high = int(shape["min"]), int(shape["max"])
        self.boxes: list[QCheckBox] = []
        for i, item in enumerate(self.items):
            box = QCheckBox()
            box.setObjectName(f"item_{i}")
            box.toggled.connect(self._count)
            self.boxes.append(box)
            self.column.addWidget(box)
        self.tally = QLabel()
        self.column.addWidget(self.tally)
        self.confirm = self.confirm_button()
        self.confirm.clicked.connect(self._send)
        self.column.addWidget(self.confirm)
        self.retranslate()

    def picked(self) -> list:
        return [item for item, box in zip(self.items, self.boxes) if box.isChecked()]

    def _count(self) -> None:
        n = len(self.picked())
        self.confirm.setEnabled(self.low <= n <= self.high)
        self.tally.setText(tr("Decision", "Chosen: {n} (from {low} to {high})")
                           .format(n=n, low=self.low, high=self.high))

    def _send(self) -> None:
        if self.confirm.isEnabled():
            self.send({"kind": self.shape["kind"], "items": self.picked()})

    def retranslate(self) -> None:
        for box, item in zip(self.boxes, self.items):
            box.setText(self.naming.item(self.shape, item))
        self.confirm.setText(tr("Decision", "Confirm"))
        self._count()
