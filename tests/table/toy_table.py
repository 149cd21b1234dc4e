"""A table package for the toy game (tests/engine/toy_game.py): a test double of a game's
table, so the shell is tested on any game without the Confrontation table.

The panel draws one button per action of the view it was given and records every call the
shell makes, so a test can tell exactly what was on screen when.
"""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from lotr_table.engine.action import Action
from lotr_table.table.game_panel import GamePanel
from lotr_table.table.i18n import tr
from tests.engine.toy_game import SIDES, Toy, ToyOptions


class TableToy(Toy):
    """The toy game with the legal actions in each seat's view, as real games give them."""

    def view(self, state, seat):
        view = super().view(state, seat)
        view["actions"] = [a.to_json() for a in self.legal_actions(state, seat)] if seat is not None else []
        return view

    _VIEW_KEYS = Toy._VIEW_KEYS | {"actions"}


GAME = TableToy()


class ToyPanel(GamePanel):
    game_id = "toy"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.calls: list[tuple] = []          # ("view", seat, view) / ("clear",) / ("retranslate",)
        self.refusals: list[str] = []
        self.fits = 0
        self.summary = QLabel(self)
        self.buttons: list[QPushButton] = []
        self._row = QHBoxLayout()
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(self._row)
        layout.addStretch(1)

    def show_view(self, view: dict, seat: int | None) -> None:
        self.calls.append(("view", seat, view))
        self._draw(view, seat)

    def clear(self) -> None:
        self.calls.append(("clear",))
        self._draw(None, None)

    def retranslate(self) -> None:
        self.calls.append(("retranslate",))

    def fit(self) -> None:
        self.fits += 1

    def show_refusal(self, reason: str) -> None:
        self.refusals.append(reason)
        super().show_refusal(reason)

    @staticmethod
    def seat_name(view: dict, seat: int) -> str:
        return SIDES[seat].title()

    # what a test reads back

    def last_view(self) -> tuple[int | None, dict] | None:
        shown = [call for call in self.calls if call[0] in ("view", "clear")]
        if not shown or shown[-1][0] == "clear":
            return None
        return shown[-1][1], shown[-1][2]

    def button(self, kind: str, n: int | None = None) -> QPushButton:
        name = kind if n is None else f"{kind}_{n}"
        return next(b for b in self.buttons if b.objectName() == name)

    def _draw(self, view: dict | None, seat: int | None) -> None:
        for button in self.buttons:
            self._row.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        if view is None:
            self.summary.setText("")
            return
        self.summary.setText(f"round {view['round']}, stakes {view['stakes']}, scores {view['scores']}, "
                             f"my pick {view['my_pick']}")
        for raw in view["actions"]:
            action = Action.from_json(raw)
            button = QPushButton(GAME.describe(action), self)
            button.setObjectName(action.kind if action.get("n") is None else f"{action.kind}_{action.get('n')}")
            button.clicked.connect(lambda checked=False, a=action: self.action_chosen.emit(seat, a))
            self._row.addWidget(button)
            self.buttons.append(button)


class ToyOptionsForm(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rounds = QSpinBox(self)
        self.rounds.setRange(1, 9)
        self.rounds.setValue(ToyOptions().rounds)
        self._label = QLabel(self)
        QFormLayout(self).addRow(self._label, self.rounds)
        self.retranslate()

    def options(self) -> ToyOptions:
        return ToyOptions(rounds=self.rounds.value())

    def retranslate(self) -> None:
        self._label.setText(tr("toy", "Rounds"))


def make_panel(parent: QWidget) -> ToyPanel:
    return ToyPanel(parent)


def make_options_form(parent: QWidget) -> ToyOptionsForm:
    return ToyOptionsForm(parent)


def translate_arg(key: str, value: object) -> str:
    return f"«{value}»"
