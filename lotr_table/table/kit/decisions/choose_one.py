"""Choose one of a list of actions: a button per option, in the order the rules list them.
Keys: Tab moves between the buttons, Space or Enter presses one, 1–9 press the first nine.

A table whose naming says `confirm_answers` (the card game: nearly every answer spends a turn
or a card and none can be taken back) asks once: the first press marks the button and says
so, a second press of the same button sends it, another button marks that one instead. An
option the question declares a warning for (`shape["warnings"]`, worded by the naming's
`warning(entry)`: a bid that loses the game) asks once the same way, in every table, its
warning said on the button."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QPushButton

from lotr_table.table.i18n import tr
from lotr_table.table.kit.decisions.base import DecisionWidget, wrapped

# A button's words break into lines this wide: the side column is narrow, and a long card
# name would otherwise be cut at both ends.
TEXT_WIDTH = 228


class ChooseOneWidget(DecisionWidget):
    def __init__(self, shape: dict, naming) -> None:
        super().__init__(shape, naming)
        self.options: list[dict] = list(shape["options"])
        self.buttons: list[QPushButton] = []
        self.armed: int | None = None       # the button pressed once, waiting for its second press
        self.warnings: list = list(shape.get("warnings") or [])
        for i, option in enumerate(self.options):
            button = QPushButton()
            button.setObjectName(f"option_{i}")
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            button.clicked.connect(lambda _=False, k=i: self.pressed(k))
            self.buttons.append(button)
            self.column.addWidget(button)
        self.retranslate()

    def pressed(self, k: int) -> None:
        """A press of button k: sent, or (a table that confirms) marked until pressed again."""
        asks_once = getattr(self.naming, "confirm_answers", False) or self._warning(k) is not None
        if not asks_once or self.armed == k:
            self.armed = None
            self.send(self.options[k])
            return
        self.armed = k
        self.retranslate()
        self.buttons[k].setFocus()

    def refused(self) -> None:
        self.armed = None
        super().refused()
        self.retranslate()

    def retranslate(self) -> None:
        for i, (button, option) in enumerate(zip(self.buttons, self.options)):
            words = self.naming.option(option)
            if i == self.armed and self._warning(i) is not None:
                words = tr("Decision", "{answer} \u2014 {warning} Press again to confirm.").format(
                    answer=words, warning=self._warning(i))
            elif i == self.armed:
                words = tr("Decision", "{answer} \u2014 press again to confirm").format(answer=words)
            button.setProperty("armed", i == self.armed)
            button.ensurePolished()        # measured in the side column's lettering, once placed there
            button.setText(wrapped(f"{i + 1}. {words}" if i < 9 else words, button.fontMetrics(), TEXT_WIDTH))
            if i < 9:        # after the text: a button's text sets its shortcut anew
                button.setShortcut(QKeySequence(str(i + 1)))

    def _warning(self, k: int) -> str | None:
        entry = self.warnings[k] if k < len(self.warnings) else None
        return None if not entry else self.naming.warning(entry)

    def button_for(self, action: dict) -> QPushButton:
        return self.buttons[self.options.index(action)]
