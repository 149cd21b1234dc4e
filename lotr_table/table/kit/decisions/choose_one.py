"""Choose one of a list of actions: a button per option, in the order the rules list them.
Keys: Tab moves between the buttons, Space or Enter presses one, 1–9 press the first nine."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QPushButton

from lotr_table.table.kit.decisions.base import DecisionWidget, wrapped

# A button's words break into lines this wide: the side column is narrow, and a long card
# name would otherwise be cut at both ends.
TEXT_WIDTH = 228


class ChooseOneWidget(DecisionWidget):
    def __init__(self, shape: dict, naming) -> None:
        super().__init__(shape, naming)
        self.options: list[dict] = list(shape["options"])
        self.buttons: list[QPushButton] = []
        for i, option in enumerate(self.options):
            button = QPushButton()
            button.setObjectName(f"option_{i}")
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            button.clicked.connect(lambda _=False, o=option: self.send(o))
            self.buttons.append(button)
            self.column.addWidget(button)
        self.retranslate()

    def retranslate(self) -> None:
        for i, (button, option) in enumerate(zip(self.buttons, self.options)):
            words = self.naming.option(option)
            button.ensurePolished()        # measured in the side column's lettering, once placed there
            button.setText(wrapped(f"{i + 1}. {words}" if i < 9 else words, button.fontMetrics(), TEXT_WIDTH))
            if i < 9:        # after the text: a button's text sets its shortcut anew
                button.setShortcut(QKeySequence(str(i + 1)))

    def button_for(self, action: dict) -> QPushButton:
        return self.buttons[self.options.index(action)]
