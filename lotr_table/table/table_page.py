"""The game area of the main window: the game's panel, a banner for the outcome, the bar
that holds a revealed result on screen until "Continue", and the curtain over them all."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from lotr_table.table.curtain import Curtain, ResultHold
from lotr_table.table.game_panel import GamePanel


class TablePage(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.panel: GamePanel | None = None
        self.outcome = QLabel(self)
        self.outcome.setObjectName("outcome")
        self.outcome.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.outcome.setWordWrap(True)
        self.outcome.setStyleSheet("#outcome { background: #f3e3b5; color: #3a2a10; padding: 8px;"
                                   " font-weight: bold; }")
        self.outcome.hide()
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self._layout.addWidget(self.outcome)
        self.result_hold = ResultHold(self)
        self._layout.addWidget(self.result_hold)
        # Created last, so it stacks above everything else on the page.
        self.curtain = Curtain(self)

    def set_panel(self, panel: GamePanel) -> None:
        """Seat a new game's panel, removing the previous game's."""
        if self.panel is not None:
            self._layout.removeWidget(self.panel)
            self.panel.hide()
            self.panel.deleteLater()
        self.panel = panel
        panel.setParent(self)
        self._layout.addWidget(panel, 1)
        panel.show()
        self.curtain.raise_()

    def show_outcome(self, text: str) -> None:
        self.outcome.setText(text)
        self.outcome.show()

    def hide_outcome(self) -> None:
        self.outcome.hide()
