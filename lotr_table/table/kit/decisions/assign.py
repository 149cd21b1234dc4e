"""Give each item one of its allowed targets: a row per item with a list of its targets,
and Confirm. Keys: Tab between the lists, arrows choose, Enter confirms."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel

from lotr_table.table.i18n import tr
from lotr_table.table.kit.decisions.base import DecisionWidget


class AssignWidget(DecisionWidget):
    def __init__(self, shape: dict, naming) -> None:
        super().__init__(shape, naming)
        self.items = list(shape["items"])
        self.allowed = [list(a) for a in shape["allowed"]]
        form = QFormLayout()
        self.labels: list[QLabel] = []
        self.lists: list[QComboBox] = []
        for i, (item, targets) in enumerate(zip(self.items, self.allowed)):
            label, chooser = QLabel(), QComboBox()
            chooser.setObjectName(f"targets_{i}")
            label.setBuddy(chooser)
            self.labels.append(label)
            self.lists.append(chooser)
            form.addRow(label, chooser)
        self.column.addLayout(form)
        self.confirm = self.confirm_button()
        self.confirm.clicked.connect(self._send)
        self.column.addWidget(self.confirm)
        self.retranslate()

    def pairs(self) -> list[list]:
        return [[item, targets[chooser.currentIndex()]]
                for item, targets, chooser in zip(self.items, self.allowed, self.lists)]

    def _send(self) -> None:
        self.send({"kind": self.shape["kind"], "pairs": self.pairs()})

    def retranslate(self) -> None:
        for item, targets, label, chooser in zip(self.items, self.allowed, self.labels, self.lists):
            label.setText(self.naming.item(self.shape, item))
            at = max(0, chooser.currentIndex())
            chooser.clear()
            chooser.addItems([self.naming.item(self.shape, t) for t in targets])
            chooser.setCurrentIndex(at)
        self.confirm.setText(tr("Decision", "Confirm"))
