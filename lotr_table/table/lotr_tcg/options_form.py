"""The choices made before a game of the Trading Card Game: how many play (2 to 4), the first
game or the full game (bidding, starting fellowships, nine sites), and each seat's deck: one
of the two starter decks, a deck list saved by the deck builder (engine/folders.py
`saved_decks("lotr_tcg")`), or a random legal deck. `changed` is emitted whenever the number
of players changes (the lobby rebuilds its seats on it). The rules load only when the
options are made (the lobby draws this form without them)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QSpinBox, QWidget

from lotr_table.engine import folders
from lotr_table.table.i18n import tr

if TYPE_CHECKING:
    from lotr_table.games.lotr_tcg.state import TcgOptions

STARTERS = ("aragorn", "gandalf")
RANDOM = "random"
VARIANTS = ("starter", "full")


def starter_name(deck: str) -> str:
    return {"aragorn": tr("lotr_tcg.table", "Aragorn starter deck"), "gandalf": tr("lotr_tcg.table", "Gandalf starter deck")}[deck]


class TcgOptionsForm(QWidget):
    changed = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.players = QSpinBox()
        self.players.setObjectName("players")
        self.players.setRange(2, 4)
        self.players.setValue(2)
        self.variant = QComboBox()
        self.variant.setObjectName("variant")
        for _ in VARIANTS:
            self.variant.addItem("")
        self.labels = [QLabel(), QLabel()]
        self.form = QFormLayout(self)
        self.form.addRow(self.labels[0], self.players)
        self.form.addRow(self.labels[1], self.variant)
        self.decks: list[QComboBox] = []
        self.deck_labels: list[QLabel] = []
        self._rebuild_decks()
        self.players.valueChanged.connect(self._players_changed)
        self.retranslate()

    def _players_changed(self, _=None) -> None:
        self._rebuild_decks()
        self.retranslate()
        self.changed.emit()

    def _choices(self) -> list[str]:
        """The decks a seat may play: the starters, each saved list (its path), a random one."""
        return [*STARTERS, *(str(p) for p in folders.saved_decks("lotr_tcg")), RANDOM]

    def _rebuild_decks(self) -> None:
        n = self.players.value()
        while len(self.decks) > n:
            self.form.removeRow(self.form.rowCount() - 1)
            self.decks.pop()
            self.deck_labels.pop()
        while len(self.decks) < n:
            seat = len(self.decks)
            box = QComboBox()
            box.setObjectName(f"deck{seat}")
            label = QLabel()
            self.form.addRow(label, box)
            self.decks.append(box)
            self.deck_labels.append(label)
            self._fill(box, STARTERS[seat % 2])

    def _fill(self, box: QComboBox, chosen: str | None = None) -> None:
        chosen = chosen if chosen is not None else box.currentData()
        box.blockSignals(True)
        box.clear()
        for value in self._choices():
            box.addItem(self._deck_name(value), value)
        index = box.findData(chosen)
        box.setCurrentIndex(max(0, index))
        box.blockSignals(False)

    @staticmethod
    def _deck_name(value: str) -> str:
        if value in STARTERS:
            return starter_name(value)
        if value == RANDOM:
            return tr("lotr_tcg.table", "A random legal deck")
        return tr("lotr_tcg.table", "Saved: {name}").format(name=Path(value).stem)

    def chosen(self) -> list[str]:
        """Each seat's deck as chosen: a starter's id, a saved list's path, or "random"."""
        return [box.currentData() for box in self.decks]

    def options(self) -> TcgOptions:
        # with the rules, when the game starts
        import random

        from lotr_table.games.lotr_tcg.data import content
        from lotr_table.games.lotr_tcg.random_deck import random_deck
        from lotr_table.games.lotr_tcg.state import TcgOptions
        chosen = self.chosen()
        variant = VARIANTS[self.variant.currentIndex()]
        if all(c == RANDOM for c in chosen):
            return TcgOptions(players=len(chosen), variant=variant, decks=RANDOM)
        # a random deck for some seats only is dealt now, so the options (and a save) hold its cards
        rng = random.Random()
        decks = tuple(random_deck(content().cards, rng, f"random{seat}") if c == RANDOM else c
                      for seat, c in enumerate(chosen))
        return TcgOptions(players=len(chosen), variant=variant, decks=decks)

    def retranslate(self) -> None:
        self.labels[0].setText(tr("lotr_tcg.table", "Players"))
        self.labels[1].setText(tr("lotr_tcg.table", "Game"))
        self.variant.setItemText(0, tr("lotr_tcg.table", "The first game (sites 1 to 7)"))
        self.variant.setItemText(1, tr("lotr_tcg.table", "The full game (bidding, sites 1 to 9)"))
        for seat, (label, box) in enumerate(zip(self.deck_labels, self.decks)):
            label.setText(tr("lotr_tcg.table", "Deck of player {n}").format(n=seat + 1))
            self._fill(box)

    def showEvent(self, event) -> None:
        # a deck saved in the deck builder since the form was made is offered at once
        for box in self.decks:
            self._fill(box)
        super().showEvent(event)
