"""What every decision widget shares: built from a shape's JSON and the game's naming, it
emits `chosen(action as JSON)` once per answer and waits (its controls disabled) until the
answer is taken or refused; a refusal gives it back its controls.

A widget that can ask the next decision of its shape in place (`reshape`: the same buttons,
their words and answers changed where they differ) is kept by the decision area from one
decision to the next, so a redraw neither builds nor lays out the side column again."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from lotr_table.table.i18n import tr


class DecisionWidget(QWidget):
    chosen = Signal(dict)

    def __init__(self, shape: dict, naming) -> None:
        super().__init__()
        self.shape = shape
        self.naming = naming
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(6)
        self._waiting = False

    def send(self, action: dict) -> None:
        if self._waiting:
            return
        self._waiting = True
        self.setEnabled(False)
        self.chosen.emit(action)

    def refused(self) -> None:
        """The answer was refused: the same controls, usable again."""
        self._waiting = False
        self.setEnabled(True)

    def reshape(self, shape: dict) -> bool:
        """Ask this other decision of the same shape with the controls already made: each
        control answers the new decision from now on. False: this widget cannot (the area
        makes a new one)."""
        return False

    def _asked_anew(self, shape: dict) -> None:
        """A new decision asked in place: its shape, nothing sent yet, the controls usable."""
        self.shape = shape
        self._waiting = False
        if not self.isEnabled():
            self.setEnabled(True)

    def retranslate(self) -> None:
        """Re-label in the current language, every control staying where it is."""

    def confirm_button(self) -> QPushButton:
        """The button that sends a composed answer (choose_n, assign, order, number)."""
        button = QPushButton(tr("Decision", "Confirm"))
        button.setObjectName("confirm")
        button.setDefault(True)
        button.setAutoDefault(True)
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        return button


def button_lines(button: QWidget, text: str, width: int) -> str:
    """`wrapped` in the button's lettering, kept per font: a redraw words the same answers
    again, and measuring each word is most of a button's cost."""
    key = (text, button.font().key(), width)
    lines = _wrapped.get(key)
    if lines is None:
        if len(_wrapped) > 4096:
            _wrapped.clear()
        lines = _wrapped[key] = wrapped(text, button.fontMetrics(), width)
    return lines


_wrapped: dict[tuple, str] = {}


def wrapped(text: str, metrics, width: int) -> str:
    """Break a button's words into lines no wider than `width` pixels."""
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and metrics.horizontalAdvance(trial) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return "\n".join(lines)
