"""What the games' tables share around the GamePanel contract: the board view on the left and a
side column on the right (the indicator, the decision asked with its buttons, the log under its
heading); actions leave after the current event has finished, one at a time.

A game's panel makes self.scene, self.table (a board_view.BoardView), self.hands,
self.indicator, self.decision (with a `chosen` signal, `ask` and `show_reason`) and self.log,
then calls `_lay_out`; it draws the view itself.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout

from lotr_table.engine.action import Action
from lotr_table.table.game_panel import GamePanel


class BoardPanel(GamePanel):
    def _lay_out(self, side_width: int, side_style: str) -> None:
        """The board view beside a side column `side_width` pixels wide, styled `side_style`."""
        self.decision.chosen.connect(self._choose)
        self.log_heading = QLabel()
        self.log_heading.setObjectName("heading")
        side = QFrame()
        side.setObjectName("Side")
        side.setFixedWidth(side_width)
        side.setStyleSheet(side_style)
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(4)
        column.addWidget(self.indicator)
        column.addWidget(self.decision)
        column.addWidget(self.log_heading)
        column.addWidget(self.log, 1)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.table, 1)
        row.addWidget(side)
        self.side_column = side
        self.view: dict | None = None
        self.seat: int | None = None
        self._sent = False

    def fit(self) -> None:
        self.table.fit()

    def show_refusal(self, reason: str) -> None:
        self._sent = False
        self.hands.refused()
        self.decision.show_reason(reason)
        self.status.emit(reason)

    # -- inside ----------------------------------------------------------------------------------

    def _choose(self, action: dict) -> None:
        """Send one action to the shell, after the current event has finished (the shell may
        rebuild the table at once, and the item that asked must not vanish under it)."""
        if self.seat is None or self._sent:
            return
        self._sent = True
        seat = self.seat
        act = Action.from_json(action)
        QTimer.singleShot(0, lambda: self._emit(seat, act))

    def _emit(self, seat: int, action: Action) -> None:
        self._sent = False
        self.action_chosen.emit(seat, action)

    def _ask(self, options: list[dict]) -> None:
        self.decision.ask(options)

    def _say(self, text: str) -> None:
        self.decision.show_reason(text)
        self.status.emit(text)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.table.fit()
