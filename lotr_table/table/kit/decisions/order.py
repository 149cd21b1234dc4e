"""Put items in an order: the list as it stands, Up and Down for the selected item, and
Confirm. Keys: arrows select, Ctrl+Up and Ctrl+Down move, Enter confirms."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QPushButton

from lotr_table.table.i18n import tr
from lotr_table.table.kit.decisions.base import DecisionWidget


class OrderWidget(DecisionWidget):
    def __init__(self, shape: dict, naming) -> None:
        super().__init__(shape, naming)
        self.items = list(shape["items"])
        self.list = QListWidget()
        self.list.setObjectName("order")
        self.list.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.column.addWidget(self.list)
        row = QHBoxLayout()
        self.up, self.down = QPushButton(), QPushButton()
        self.up.setObjectName("up")
        self.down.setObjectName("down")
        self.up.clicked.connect(lambda: self.move(-1))
        self.down.clicked.connect(lambda: self.move(1))
        row.addWidget(self.up)
        row.addWidget(self.down)
        self.column.addLayout(row)
        self.confirm = self.confirm_button()
        self.confirm.clicked.connect(lambda: self.send({"kind": self.shape["kind"], "items": list(self.items)}))
        self.column.addWidget(self.confirm)
        self.retranslate()
        self.list.setCurrentRow(0)

    def move(self, step: int) -> None:
        """Move the selected item one place up (-1) or down (+1)."""
        i = self.list.currentRow()
        j = i + step
        if i < 0 or not 0 <= j < len(self.items):
            return
        self.items[i], self.items[j] = self.items[j], self.items[i]
        self._fill()
        self.list.setCurrentRow(j)

    def _fill(self) -> None:
        self.list.clear()
        self.list.addItems([f"{k + 1}. {self.naming.item(self.shape, item)}" for k, item in enumerate(self.items)])

    def retranslate(self) -> None:
        at = self.list.currentRow()
        self._fill()
        self.list.setCurrentRow(max(0, at))
        self.up.setText(tr("Decision", "Up (Ctrl+Up)"))
        self.down.setText(tr("Decision", "Down (Ctrl+Down)"))
        self.up.setShortcut(QKeySequence("Ctrl+Up"))      # after the text, which resets it
        self.down.setShortcut(QKeySequence("Ctrl+Down"))
        self.confirm.setText(tr("Decision", "Confirm"))
