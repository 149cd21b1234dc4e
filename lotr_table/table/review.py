"""Review: step back and forth through a game, action by action, the table and its log as they
stood after each action.

The game's own panel draws each position, as in play, but is given no actions, so nothing can
be played from it. Positions come from the session's sparse history (`Session.state_at`), so a
step costs a short replay, never the whole game. A finished game may be seen through any
seat's eyes (nothing is secret any more); a game still being played only as the public sees
it, so a review never shows a seat what it could not know.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QSlider, QWidget

from typing import TYPE_CHECKING

from lotr_table.engine.game import Seat
from lotr_table.table.game_panel import GamePanel
from lotr_table.table.i18n import tr

if TYPE_CHECKING:       # the review bar is built with the window; sessions load with the first game
    from lotr_table.engine.session import Session


class ReviewBar(QWidget):
    """The controls above the board while a game is reviewed."""

    step = Signal(int)          # go to the position after this many actions
    seat_chosen = Signal(object)  # whose eyes: a seat, or None for the public view
    close = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#review { background: #e4d9bf; border-bottom: 2px solid #8a6d2f; }"
                           " #review QLabel { color: #3a2a10; }")
        self.first_button = self._button("review_first", "|◀")
        self.back_button = self._button("review_back", "◀")
        self.forward_button = self._button("review_forward", "▶")
        self.last_button = self._button("review_last", "▶|")
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("review_slider")
        self.slider.valueChanged.connect(self.step)
        self.where = QLabel(self)
        self.where.setObjectName("review_where")
        self.where.setMinimumWidth(160)
        self.eyes = QComboBox(self)
        self.eyes.setObjectName("review_eyes")
        self.eyes.activated.connect(lambda index: self.seat_chosen.emit(self.eyes.itemData(index)))
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("review_close")
        self.close_button.clicked.connect(self.close)
        self.first_button.clicked.connect(lambda: self.slider.setValue(0))
        self.back_button.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        self.forward_button.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        self.last_button.clicked.connect(lambda: self.slider.setValue(self.slider.maximum()))
        # The arrows belong to the board (pieces are picked with them): steps take Ctrl.
        for keys, button in (("Ctrl+Left", self.back_button), ("Ctrl+Right", self.forward_button),
                             ("Ctrl+Home", self.first_button), ("Ctrl+End", self.last_button)):
            QShortcut(QKeySequence(keys), self, button.click)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        for w in (self.first_button, self.back_button):
            row.addWidget(w)
        row.addWidget(self.slider, 1)
        for w in (self.forward_button, self.last_button, self.where, self.eyes, self.close_button):
            row.addWidget(w)
        self.retranslate()
        self.hide()

    def changeEvent(self, event: QEvent) -> None:
        # the bar outlives a review: a language chosen between two reviews is its language too
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _button(self, name: str, text: str) -> QPushButton:
        b = QPushButton(text, self)
        b.setObjectName(name)
        b.setAutoRepeat(True)
        return b

    def set_length(self, actions: int, at: int) -> None:
        self.slider.blockSignals(True)
        self.slider.setRange(0, actions)
        self.slider.setValue(at)
        self.slider.blockSignals(False)

    def set_eyes(self, choices: list[tuple[str, Seat | None]], current: Seat | None) -> None:
        self.eyes.clear()
        for name, seat in choices:
            self.eyes.addItem(name, seat)
        self.eyes.setCurrentIndex(max(0, self.eyes.findData(current)))
        self.eyes.setVisible(len(choices) > 1)

    def set_eyes_current(self, seat: Seat | None) -> None:
        self.eyes.setCurrentIndex(max(0, self.eyes.findData(seat)))

    def show_where(self, at: int, actions: int) -> None:
        self.where.setText(tr("Review", "Action {at} of {total}").format(at=at, total=actions))
        self.first_button.setEnabled(at > 0)
        self.back_button.setEnabled(at > 0)
        self.forward_button.setEnabled(at < actions)
        self.last_button.setEnabled(at < actions)

    def retranslate(self) -> None:
        self.first_button.setToolTip(tr("Review", "To the start (Ctrl+Home)"))
        self.back_button.setToolTip(tr("Review", "One action back (Ctrl+Left)"))
        self.forward_button.setToolTip(tr("Review", "One action on (Ctrl+Right)"))
        self.last_button.setToolTip(tr("Review", "To the end (Ctrl+End)"))
        self.close_button.setText(tr("Review", "Close the review"))


class Review(QObject):
    """One game under review, drawn into a panel through a bar of controls."""

    closed = Signal()

    def __init__(self, session: Session, panel: GamePanel, bar: ReviewBar, parent: QObject | None = None,
                 box=None, path=None) -> None:
        """`box`: the analysis's place under the board (review_analysis.AnalysisBox), and
        `path` the save the analysis is kept beside (None: the game has no file)."""
        super().__init__(parent)
        self.session = session
        self.game = session.game
        self.panel = panel
        self.bar = bar
        self.total = len(session.actions)
        self.finished = not self.game.to_act(session.state)
        self.seat: Seat | None = None
        self.at = self.total
        bar.step.connect(self.go)
        bar.seat_chosen.connect(self.look_as)
        bar.close.connect(self.closed)
        bar.set_length(self.total, self.at)
        bar.retranslate()               # in the language chosen since the bar was last shown
        self._offer_eyes()
        bar.show()
        self.analysis = None
        if box is not None:
            from lotr_table.table.review_analysis import ReviewAnalysis     # the search, when reviewed
            self.analysis = ReviewAnalysis(self, box, path)
        self.go(self.at)

    def go(self, at: int) -> None:
        """Show the position after `at` actions, its log up to that action."""
        self.at = max(0, min(at, self.total))
        if self.bar.slider.value() != self.at:
            self.bar.set_length(self.total, self.at)
        view = dict(self.game.view(self.session.state_at(self.at), self.seat))
        view["actions"] = []          # a review plays nothing,
        if "decision" in view:
            view["decision"] = None   # nor is anyone asked to (Confrontation's "your turn")
        self.panel.setEnabled(True)
        self.panel.show_view(view, self.seat)
        self.bar.show_where(self.at, self.total)
        if self.analysis is not None:
            self.analysis.at(self.at)

    def analyse(self) -> None:
        """Analyse the game (or go on analysing it): the turning points."""
        if self.analysis is not None:
            self.analysis.start()

    def look_as(self, seat: Seat | None) -> None:
        """Whose eyes: any seat of a finished game, or the public view."""
        if seat is not None and not self.finished:
            return
        self.seat = seat
        self.bar.set_eyes_current(seat)
        self.go(self.at)

    def retranslate(self) -> None:
        self.bar.retranslate()
        self._offer_eyes()
        self.bar.show_where(self.at, self.total)
        if self.analysis is not None:
            self.analysis.retranslate()

    def stop(self) -> None:
        for signal, slot in ((self.bar.step, self.go), (self.bar.seat_chosen, self.look_as),
                             (self.bar.close, self.closed)):
            signal.disconnect(slot)
        self.bar.hide()
        if self.analysis is not None:
            self.analysis.close()

    def _offer_eyes(self) -> None:
        public = self.game.view(self.session.state, None)
        choices: list[tuple[str, Seat | None]] = [(tr("Review", "Public view"), None)]
        if self.finished:
            choices += [(tr("Review", "As {seat} saw it").format(seat=self.panel.seat_name(public, seat)), seat)
                        for seat in self.game.seats(self.session.options)]
        self.bar.set_eyes(choices, self.seat)

