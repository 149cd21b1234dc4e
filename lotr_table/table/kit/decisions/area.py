"""The decision area: the question in words, the widget for its shape, and why the last
answer was refused. The widget stays, buttons where they were, for as long as the same
decision is open; a new decision gets a new widget."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from lotr_table.table.kit.decisions import widget_for
from lotr_table.table.kit.decisions.base import DecisionWidget


class DecisionArea(QWidget):
    chosen = Signal(dict)

    def __init__(self, naming, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.naming = naming
        self.question: dict | None = None
        self.widget: DecisionWidget | None = None
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.reason = QLabel()
        self.reason.setObjectName("reason")
        self.reason.setWordWrap(True)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(8, 8, 8, 8)
        self.column.addWidget(self.prompt)
        self.column.addWidget(self.reason)

    def ask(self, question: dict | None) -> None:
        """Show this question (a question view; its `shape` only when the person may answer)."""
        shape = None if question is None else question.get("shape")
        same = self.widget is not None and question == self.question
        self.question = question
        if same:
            self.widget.refused()          # the same decision: its controls stay where they were
            return
        self.reason.clear()
        if self.widget is not None:
            self.column.removeWidget(self.widget)
            self.widget.hide()
            self.widget.deleteLater()
            self.widget = None
        self.prompt.setText("" if question is None else self.naming.prompt(question))
        if shape is not None:
            self.widget = widget_for(shape, self.naming)
            self.widget.chosen.connect(self.chosen)
            self.column.insertWidget(1, self.widget)

    def show_reason(self, text: str) -> None:
        self.reason.setText(text)
        if self.widget is not None:
            self.widget.refused()

    def retranslate(self) -> None:
        if self.question is not None:
            self.prompt.setText(self.naming.prompt(self.question))
        if self.widget is not None:
            self.widget.retranslate()
