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
# Who plays which deck and side, seat by seat (games/wotr_cards/scenarios.py's SETUPS, which
# the lobby does not load: tests/table/wotr_cards/test_words.py holds the two together).
DECKS = {"trilogy": (("Frodo", "free_peoples"), ("Witch-king", "shadow"), ("Aragorn", "free_peoples"),
                     ("Saruman", "shadow")),
         "duel": (("Gandalf", "free_peoples"), ("Witch-king", "shadow")),
         "three_player_duel": (("Gandalf", "free_peoples"), ("Witch-king", "shadow"), ("Saruman", "shadow")),
         "fellowship": (("Balrog", "shadow"), ("Gandalf", "free_peoples"))}
PLAYERS = {"trilogy": (2, 4), "duel": (2, 2), "three_player_duel": (3, 3), "fellowship": (2, 2)}


def side_words(side: str) -> str:
    return tr("wotr_cards.side", {"free_peoples": "Free Peoples", "shadow": "Shadow"}[side])


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
        self.team_note = QLabel()
        self.team_note.setObjectName("teams")
        self.team_note.setWordWrap(True)
        form.addRow(self.team_note)
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
        self.team_note.setText(self.teams())
        self.changed.emit()

    def options(self) -> Options:
        from lotr_table.games.wotr_cards.scenarios import Options     # with the rules, when the game starts
        return Options(scenario=SCENARIOS[self.scenario.currentIndex()], players=self.players.value())

    def decks(self) -> tuple[tuple[str, str], ...]:
        return DECKS[SCENARIOS[self.scenario.currentIndex()]]

    def seat_label(self, seat: int) -> str:
        """A seat's row in the lobby: its number, its deck and its side ("Player 1: Frodo, Free
        Peoples")."""
        deck, side = self.decks()[seat]
        return tr("wotr_cards.table", "Player {n}: {deck}, {side}").format(
            n=seat + 1, deck=tr("wotr_cards.seat", deck), side=side_words(side))

    def teams(self) -> str:
        """The two teams, each side's decks (the note under the form)."""
        decks = self.decks()
        def team(side: str) -> str:
            return ", ".join(tr("wotr_cards.seat", d) for d, s in decks if s == side)
        line = tr("wotr_cards.table", "Teams \u2014 {fp}: {fp_decks}; {shadow}: {shadow_decks}.").format(
            fp=side_words("free_peoples"), fp_decks=team("free_peoples"), shadow=side_words("shadow"),
            shadow_decks=team("shadow"))
        if len(decks) > 2:
            line += " " + tr("wotr_cards.table", "Partners on a side share their victory points and win or lose "
                                                 "together; one person may hold both decks of a side.")
        return line

    def retranslate(self) -> None:
        self.team_note.setText(self.teams())
        self.labels[0].setText(tr("wotr_cards.table", "Scenario"))
        self.labels[1].setText(tr("wotr_cards.table", "Players"))
        for i, scenario in enumerate(SCENARIOS):
            self.scenario.setItemText(i, scenario_name(scenario))
