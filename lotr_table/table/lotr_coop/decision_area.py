"""The question asked now, in plain words, with one button per action the view offers:
cards to play grouped by card (one button per track), the other answers, and the free actions
(epic cards, Gandalf, the Ring, giving the floor) under their own heading."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from lotr_table.table.answer_buttons import button_column, empty, wrapped
from lotr_table.table.i18n import tr
from lotr_table.table.lotr_coop import words

FREE_KINDS = ("epic", "call_gandalf", "ring", "floor")
MAX_BUTTONS_HEIGHT = 470
BUTTON_TEXT_WIDTH = 300


def waiting_text(view: dict) -> str:
    pending = view.get("pending")
    if view.get("over") or view.get("outcome"):
        return tr("LotrCoopPanel", "The game is over.")
    if pending:
        return tr("LotrCoopPanel", "Waiting for {hobbit}.").format(hobbit=words.seat_name(pending.get("seat"), view))
    return ""


class DecisionArea(QFrame):
    chosen = Signal(dict)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("DecisionArea")
        self.heading = QLabel()
        self.heading.setObjectName("asked")
        self.heading.setWordWrap(True)
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.reason = QLabel()
        self.reason.setObjectName("reason")
        self.reason.setWordWrap(True)
        self.reason.hide()
        self.buttons_box, self.buttons, self.scroll = button_column()
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 10, 12, 10)
        box.addWidget(self.heading)
        box.addWidget(self.prompt)
        box.addWidget(self.scroll)
        box.addWidget(self.reason)
        self._view: dict | None = None
        self._seat: int | None = None
        self._fresh: list[QWidget] = []
        self.action_buttons: list[QPushButton] = []

    # -- filling -------------------------------------------------------------------------------

    def _clear(self) -> None:
        empty(self.buttons)
        self.action_buttons = []
        self._fresh = []
        self.reason.hide()

    def clear(self) -> None:
        self._view = None
        self._clear()
        self.heading.setText("")
        self.prompt.setText("")

    def _button(self, text: str, action: dict | None, parent=None, wrap: bool = True) -> QPushButton:
        b = QPushButton(parent or self.buttons_box)
        self._fresh.append(b)
        b.ensurePolished()
        b.setProperty("label", text)
        b.setAccessibleName(text)
        b.setText(wrapped(text, b.fontMetrics(), BUTTON_TEXT_WIDTH) if wrap else text)
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        if action is not None:
            b.setObjectName(f"action_{action.get('kind', '')}")
            b.setProperty("action", action)
            b.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            self.action_buttons.append(b)
        return b

    def _small_heading(self, text: str) -> None:
        label = QLabel(text, self.buttons_box)
        self._fresh.append(label)
        label.setObjectName("subheading")
        self.buttons.addWidget(label)

    def show_view(self, view: dict, seat: int | None) -> None:
        self._view, self._seat = view, seat
        self._clear()
        pending = view.get("pending")
        actions = list(view.get("actions", [])) if seat is not None else []
        if pending and actions:
            self.heading.setText(words.pending_heading(pending, view))
            self.prompt.setText(words.prompt(pending, view))
        else:
            self.heading.setText(waiting_text(view))
            self.prompt.setText(words.prompt(pending, view) if pending else "")
        plays = [a for a in actions if a.get("kind") == "play"]
        free = [a for a in actions if a.get("kind") in FREE_KINDS]
        rest = [a for a in actions if a not in plays and a not in free]
        if plays:
            self._small_heading(tr("LotrCoopPanel", "Play a card (or drag it onto a track):"))
            self._plays(plays)
        if rest:
            if plays:
                self._small_heading(tr("LotrCoopPanel", "Or:"))
            for a in rest:
                self.buttons.addWidget(self._button(words.action_label(a, view), a))
        if free:
            self._small_heading(tr("LotrCoopPanel", "At any time:"))
            for a in free:
                self.buttons.addWidget(self._button(words.action_label(a, view), a))
        self._fit_buttons(bool(actions))

    def _plays(self, plays: list[dict]) -> None:
        by_card: dict[str, list[dict]] = {}
        for a in plays:
            by_card.setdefault(a.get("card"), []).append(a)
        grid = QGridLayout()
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(4)
        # The card's name on a line of its own, its track buttons below, two to a line when
        # there are more than two: track names are long in Russian («Уклонение», «Движение»).
        row = 0
        for card, acts in by_card.items():
            label = QLabel(words.card(card), self.buttons_box)
            self._fresh.append(label)
            label.setObjectName("cardname")
            label.setWordWrap(True)
            grid.addWidget(label, row, 0, 1, 2)
            row += 1
            per_line = 2 if len(acts) > 2 else len(acts)
            for i, a in enumerate(acts):
                b = self._button(words.track(a.get("track", "")), a, wrap=False)
                b.setToolTip(words.action_label(a, self._view))
                b.setAccessibleName(words.action_label(a, self._view))
                b.setObjectName("action_play")
                b.setProperty("compact", True)
                if per_line == 1:
                    grid.addWidget(b, row, 0, 1, 2)
                else:
                    grid.addWidget(b, row + i // per_line, i % per_line)
            row += (len(acts) + per_line - 1) // per_line
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        self.buttons.addLayout(grid)

    def ask(self, options: list[dict]) -> None:
        """Several actions fit one gesture: let the person pick."""
        self._clear()
        self.heading.setText(tr("LotrCoopPanel", "This card can be used in more than one way. Which one?"))
        self.prompt.setText("")
        for a in options:
            self.buttons.addWidget(self._button(words.action_label(a, self._view), a))
        cancel = self._button(tr("LotrCoopPanel", "Cancel"), None)
        self.buttons.addWidget(cancel)
        cancel.clicked.connect(lambda: self.show_view(self._view, self._seat) if self._view is not None else None)
        self._fit_buttons(True)

    def _fit_buttons(self, any_buttons: bool) -> None:
        self.scroll.setVisible(any_buttons)
        if any_buttons:
            for child in self._fresh:       # a widget new to a shown parent is shown only later
                child.show()
            self._fresh = []
            self.buttons.invalidate()
            need = self.buttons.sizeHint().height() + 4
            self.scroll.setFixedHeight(min(need, MAX_BUTTONS_HEIGHT))

    def show_reason(self, reason: str) -> None:
        self.reason.setText(reason)
        self.reason.setVisible(bool(reason))
