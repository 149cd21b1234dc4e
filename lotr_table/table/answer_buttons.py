"""The answer buttons both tables' decision areas show: a column of buttons that scrolls, the
words of a button broken into lines, and the column emptied for the next question."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLayout, QScrollArea, QVBoxLayout, QWidget


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


def button_column() -> tuple[QWidget, QVBoxLayout, QScrollArea]:
    """(box, its column layout, the frameless area that scrolls it up and down)."""
    box = QWidget()
    column = QVBoxLayout(box)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(6)
    scroll = QScrollArea()
    scroll.setWidget(box)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return box, column, scroll


def empty(layout: QLayout) -> None:
    """Take everything out of a layout, the widgets hidden and deleted, inner layouts emptied."""
    while layout.count():
        item = layout.takeAt(0)
        w = item.widget()
        if w is not None:
            w.hide()
            w.deleteLater()
        elif item.layout() is not None:
            empty(item.layout())
