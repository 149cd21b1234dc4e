"""What is chosen before a game of War of the Ring at the table: how many people play (the
seed, Розділ XI: two — one per side —, three — the Free Peoples against two Shadow players —
or four, two per side). Who sits at each seat, a person or the computer, is the lobby's
(table/seating.py); `seat_label` names each seat by the nations it leads. `changed` is emitted
when the number of people changes (the lobby rebuilds its seats on it). The rules load only
when the options are made."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFormLayout, QLabel, QSpinBox, QWidget

from lotr_table.table.i18n import tr

# the seats' labels for 2, 3 and 4 people, as games/wotr/players.seat_info gives them (the
# lobby shows the form without loading the rules; tests/table/wotr/test_lobby.py holds them equal)
SEAT_LABELS = {2: ("Free Peoples", "Shadow"),
               3: ("Free Peoples", "the Witch-king", "Saruman and Sauron's allies"),
               4: ("Gondor and the Elves", "the Witch-king", "Rohan, the North and the Dwarves",
                   "Saruman and Sauron's allies")}


class WotrOptionsForm(QWidget):
    changed = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.players = QSpinBox()
        self.players.setObjectName("players")
        self.players.setRange(2, 4)
        self.players.setValue(2)
        self.label = QLabel()
        form = QFormLayout(self)
        form.addRow(self.label, self.players)
        self.players.valueChanged.connect(lambda _=None: self.changed.emit())
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText(tr("wotr.table", "People playing"))
        self.players.setToolTip(tr("wotr.table", "2: one per side; 3: the Free Peoples against two Shadow "
                                                 "players; 4: two per side"))

    def seats(self) -> list[int]:
        return list(range(self.players.value()))

    def seat_label(self, seat: int) -> str:
        return tr("wotr.seat", SEAT_LABELS[self.players.value()][seat])

    def options(self):
        from lotr_table.games.wotr.options import WotrOptions
        return WotrOptions(players=self.players.value())
