"""The choices made before a game of War of the Ring: The Card Game: the scenario and, for the
Trilogy, how many people play (2 to 4; the other scenarios have their own number).
`changed` is emitted whenever they change (the lobby rebuilds its seats on it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QSpinBox, QWidget

from lotr_table.table.i18n import tr

if TYPE_CHECKING:
    from lotr_table.games.wotr_cards.scenarios import Options


SCENARIOS = ("trilogy", "duel", "three_player_duel", "fellowship")
PLAYERS = {"trilogy": (2, 4), "duel": (2, 2), "three_player_duel": (3, 3), "fellowship": (2, 2)}


def scenario_name(scenario: str) -> str:
    return {"trilogy": tr("wotr_cards.table", "The Trilogy (2 to 4 players)"), "duel": tr("wotr_cards.table", "The Duel (2 players)"),
            "three_player_duel": tr("wotr_cards.table", "The Three-Player Duel"),
            "fellowship": tr("wotr_cards.table", "The Fellowship of the Ring (2 players)")}[scenario]


class WotrCardsOptionsForm(QWidget):
    changed = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.scenario = QComboBox()
        self.scenario.setObjectName("scenario")
        for _ in SCENARIOS:
            self.scenario.addItem("")
        self.players = QSpinBox()
        self.players.setObjectName("players")
        self.players.setRange(2, 4)
        self.players.setValue(4)
        self.labels = [QLabel(), QLabel()]
        form = QFormLayout(self)
        form.addRow(self.labels[0], self.scenario)
        form.addRow(self.labels[1], self.players)
        self.scenario.currentIndexChanged.connect(self._scenario_changed)
        self.players.valueChanged.connect(lambda _: self.changed.emit())
        self.retranslate()

    def _scenario_changed(self, _=None) -> None:
        low, high = PLAYERS[SCENARIOS[self.scenario.currentIndex()]]
        self.players.blockSignals(True)
        self.players.setRange(low, high)
        self.players.setValue(high)
        self.players.blockSignals(False)
        self.players.setEnabled(low != high)
        self.changed.emit()

    def options(self) -> Options:
        from lotr_table.games.wotr_cards.scenarios import Options     # with the rules, when the game starts
        return Options(scenario=SCENARIOS[self.scenario.currentIndex()], players=self.players.value())

    def retranslate(self) -> None:
        self.labels[0].setText(tr("wotr_cards.table", "Scenario"))
        self.labels[1].setText(tr("wotr_cards.table", "Players"))
        for i, scenario in enumerate(SCENARIOS):
            self.scenario.setItemText(i, scenario_name(scenario))
