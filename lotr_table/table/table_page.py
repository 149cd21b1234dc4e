"""The game area of the main window: the game's panel, the result panel above it at the end
(or the review's controls), the bar that holds a revealed result on screen until "Continue",
and the curtain over them all."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from lotr_table.table.curtain import Curtain, ResultHold
from lotr_table.table.game_panel import GamePanel
from lotr_table.table.result_panel import ResultPanel
from lotr_table.table.review import ReviewBar
from lotr_table.table.analysis_chart import AnalysisBox


class TablePage(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.panel: GamePanel | None = None
        self.outcome = ResultPanel(self)
        self.review_bar = ReviewBar(self)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self._layout.addWidget(self.outcome)
        self.result_hold = ResultHold(self)
        self._layout.addWidget(self.result_hold)
        self._layout.addWidget(self.review_bar)
        self.analysis_box = AnalysisBox(self)       # under the board, in a review
        self._layout.addWidget(self.analysis_box)
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
        self._layout.insertWidget(self._layout.indexOf(self.analysis_box), panel, 1)
        panel.show()
        self.curtain.raise_()

    def show_outcome(self, text: str, rows: list[tuple[str, str]] | None = None) -> None:
        self.outcome.show_result(text, rows or [])

    def hide_outcome(self) -> None:
        self.outcome.hide()
