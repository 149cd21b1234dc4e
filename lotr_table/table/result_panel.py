"""The end of a game: who won and why, the score and its parts, and what to do next.

It stands above the board, which still shows the final position. The game's table package
says what the score is made of (`result_rows(view, seat_name)`: label and value, from the
final public view); the shell says who won. Five ways on: a rematch with the seats turned
(in a two-seat game the sides swapped), a new game of the same kind and seating, back to
the lobby, a review of the game action by action, or that review with the game analysed
(its turning points, review_analysis.py).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from lotr_table.table.i18n import tr


class ResultPanel(QFrame):
    rematch = Signal()
    new_game = Signal()
    lobby = Signal()
    review = Signal()
    analyse = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("outcome")
        self.setStyleSheet("#outcome { background: #f3e3b5; color: #3a2a10; border-bottom: 2px solid #b08a3a; }"
                           " #outcome QLabel { color: #3a2a10; }"
                           " #outcome QLabel#headline { font-weight: bold; }")
        self.headline = QLabel(self)
        self.headline.setObjectName("headline")
        self.headline.setWordWrap(True)
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        self.headline.setFont(font)
        self._rows = QGridLayout()
        self._rows.setHorizontalSpacing(16)
        self._rows.setVerticalSpacing(2)
        self.row_labels: list[tuple[QLabel, QLabel]] = []
        self.rematch_button = self._button("rematch", self.rematch)
        self.new_button = self._button("new_game", self.new_game)
        self.lobby_button = self._button("to_lobby", self.lobby)
        self.review_button = self._button("review", self.review)
        self.analyse_button = self._button("analyse_game", self.analyse)

        words = QVBoxLayout()
        words.addWidget(self.headline)
        words.addLayout(self._rows)
        words.addStretch(1)
        # Two by two: the panel stays low, the board keeps its height at 1366x768.
        buttons = QGridLayout()
        buttons.setSpacing(4)
        for n, b in enumerate((self.rematch_button, self.new_button, self.review_button, self.analyse_button,
                               self.lobby_button)):
            buttons.addWidget(b, n // 2, n % 2)
        buttons.setRowStretch(3, 1)
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 8, 16, 8)
        row.addLayout(words, 1)
        row.addLayout(buttons)
        self.retranslate()
        self.hide()

    def _button(self, name: str, signal) -> QPushButton:
        b = QPushButton(self)
        b.setObjectName(name)
        b.clicked.connect(signal)
        return b

    def show_result(self, headline: str, rows: list[tuple[str, str]]) -> None:
        """`headline`: who won and why; `rows`: the score's parts, label and value, translated."""
        self.headline.setText(headline)
        for label, value in self.row_labels:
            for w in (label, value):
                self._rows.removeWidget(w)
                w.deleteLater()
        self.row_labels = []
        for n, (label, value) in enumerate(rows):
            left, right = QLabel(label, self), QLabel(value, self)
            left.setWordWrap(True)
            right.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            right.setWordWrap(True)
            self._rows.addWidget(left, n, 0)
            self._rows.addWidget(right, n, 1)
            self.row_labels.append((left, right))
        self._rows.setColumnStretch(1, 1)
        self.show()

    def text(self) -> str:
        """The headline (who won and why)."""
        return self.headline.text()

    def rows(self) -> list[tuple[str, str]]:
        return [(label.text(), value.text()) for label, value in self.row_labels]

    def retranslate(self) -> None:
        self.rematch_button.setText(tr("Result", "Rematch, seats swapped"))
        self.rematch_button.setToolTip(tr("Result", "The same game and options; each player takes the next seat."))
        self.new_button.setText(tr("Result", "New game, same seats"))
        self.lobby_button.setText(tr("Result", "Back to the lobby"))
        self.review_button.setText(tr("Result", "Review the game"))
        self.analyse_button.setText(tr("Result", "Analyse: the turning points"))
        self.analyse_button.setToolTip(tr("Result", "The computer weighs every decision each person made, "
                                                    "from what they knew then, and marks where the game turned."))
