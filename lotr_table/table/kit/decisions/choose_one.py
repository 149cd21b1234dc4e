"""Choose one of a list of actions: a button per option, in the order the rules list them.
Keys: Tab moves between the buttons, Space or Enter presses one, 1–9 press the first nine.

A table whose naming says `confirm_answers` (the card game: nearly every answer spends a turn
or a card and none can be taken back) asks once: the first press marks the button and says
so, a second press of the same button sends it, another button marks that one instead. An
option the question declares a warning for (`shape["warnings"]`, worded by the naming's
`warning(entry)`: a bid that loses the game) asks once the same way, in every table, its
warning said on the button.

The next decision of this shape is asked with the same buttons (`reshape`): each button
answers by its place, so a button kept sends the new decision's option at that place; only
the words that changed are set again, and buttons are added or hidden for a longer or
shorter list."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QPushButton

from lotr_table.table.i18n import tr
from lotr_table.table.kit.decisions.base import DecisionWidget, button_lines

# A button's words break into lines this wide: the side column is narrow, and a long card
# name would otherwise be cut at both ends.
TEXT_WIDTH = 228


class ChooseOneWidget(DecisionWidget):
    def __init__(self, shape: dict, naming) -> None:
        super().__init__(shape, naming)
        self.options: list[dict] = list(shape["options"])
        self.buttons: list[QPushButton] = []    # one per option, in order
        self._made: list[QPushButton] = []     # every button made, those of a longer list hidden
        self.armed: int | None = None       # the button pressed once, waiting for its second press
        self.warnings: list = list(shape.get("warnings") or [])
        self._shown: list[tuple] = []       # per button made, what it says now (words, armed, lettering)
        self._grow()
        self.retranslate()

    def _grow(self) -> None:
        """A button for every option (those of a longer list before hidden shown again)."""
        for i in range(len(self.options)):
            if i < len(self._made):
                if self._made[i].isHidden():
                    self._made[i].show()
                continue
            button = QPushButton()
            button.setObjectName(f"option_{i}")
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            button.clicked.connect(lambda _=False, k=i: self.pressed(k))
            self._made.append(button)
            self._shown.append(())
            self.column.addWidget(button)
            button.show()       # shown with the widget (one added to a widget already shown needs it)
        for i in range(len(self.options), len(self._made)):
            button = self._made[i]
            if not button.isHidden():
                button.hide()
            if self._shown[i]:
                button.setText("")          # its key goes with its words: a hidden button answers none
                self._shown[i] = ()
        self.buttons = self._made[:len(self.options)]

    def reshape(self, shape: dict) -> bool:
        self._asked_anew(shape)
        self.options = list(shape["options"])
        self.warnings = list(shape.get("warnings") or [])
        self.armed = None
        self._grow()
        self.retranslate()
        return True

    def pressed(self, k: int) -> None:
        if k >= len(self.options):
            return                          # a button of a longer list, hidden now
        self._press(k)

    def _press(self, k: int) -> None:
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
            button.ensurePolished()        # measured in the side column's lettering, once placed there
            shown = (words, i == self.armed, button.font().key())
            if shown == self._shown[i]:
                continue                   # the same words: nothing laid out or painted again
            self._shown[i] = shown
            button.setProperty("armed", i == self.armed)
            button.setText(button_lines(button, f"{i + 1}. {words}" if i < 9 else words, TEXT_WIDTH))
            if i < 9:        # after the text: a button's text sets its shortcut anew
                button.setShortcut(QKeySequence(str(i + 1)))

    def _warning(self, k: int) -> str | None:
        entry = self.warnings[k] if k < len(self.warnings) else None
        return None if not entry else self.naming.warning(entry)

    def button_for(self, action: dict) -> QPushButton:
        return self.buttons[self.options.index(action)]
