"""Accept or refuse: Yes and No, side by side (keys Y and N)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QPushButton

from lotr_table.table.i18n import tr
from lotr_table.table.kit.decisions.base import DecisionWidget


class YesNoWidget(DecisionWidget):
    def __init__(self, shape: dict, naming) -> None:
        super().__init__(shape, naming)
        row = QHBoxLayout()
        self.yes = QPushButton()
        self.yes.setObjectName("yes")
        self.no = QPushButton()
        self.no.setObjectName("no")
        for button, answer in ((self.yes, "yes"), (self.no, "no")):
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            button.clicked.connect(lambda _=False, a=answer: self.send({"kind": a}))
            row.addWidget(button)
        self.column.addLayout(row)
        self.retranslate()

    def reshape(self, shape: dict) -> bool:
        self._asked_anew(shape)           # yes and no answer every such question alike
        return True

    def retranslate(self) -> None:
        self.yes.setText(tr("Decision", "Yes (Y)"))
        self.no.setText(tr("Decision", "No (N)"))
        # after the text: a button's text sets its shortcut anew
        self.yes.setShortcut(QKeySequence("Y"))
        self.no.setShortcut(QKeySequence("N"))
