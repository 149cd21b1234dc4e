"""The choices made before a Confrontation game, as a form for the shell's lobby.

The lobby shows it as the program opens, so it loads nothing of the game: the special cards
(their data and names) are put in the handicap box when it is first shown, and the options
are made (with pydantic) when asked for, at the start of a game."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QGridLayout, QGroupBox, QLabel, QVBoxLayout, QWidget,
)

from typing import TYPE_CHECKING

from lotr_table.table.i18n import tr

if TYPE_CHECKING:
    from lotr_table.games.confrontation.options import ConfrontationOptions

HEROES = ("classic", "alternative", "draft_known", "draft_secret")
SPECIALS = ("none", "choose_two", "opponent_picks", "handicap")


class ConfrontationOptionsForm(QWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.heroes = QComboBox()
        self.specials = QComboBox()
        self.match = QComboBox()
        self.fellowship_seat = QComboBox()
        self.handicap_seat = QComboBox()
        self.cards: dict[str, QCheckBox] = {}       # filled when the handicap box is first shown
        self.handicap = QGroupBox()
        self._grid = QGridLayout(self.handicap)
        self.handicap_seat_label = QLabel()
        self._grid.addWidget(self.handicap_seat_label, 0, 0)
        self._grid.addWidget(self.handicap_seat, 0, 1)
        self.side_labels: dict[str, QLabel] = {}
        self.form = QFormLayout()
        self.labels = [QLabel() for _ in range(4)]
        self.form.addRow(self.labels[0], self.heroes)
        self.form.addRow(self.labels[1], self.specials)
        self.form.addRow(self.labels[2], self.match)
        self.form.addRow(self.labels[3], self.fellowship_seat)
        box = QVBoxLayout(self)
        box.addLayout(self.form)
        box.addWidget(self.handicap)
        box.addStretch(1)
        for combo, n in ((self.heroes, 4), (self.specials, 4), (self.match, 2), (self.fellowship_seat, 2),
                         (self.handicap_seat, 2)):
            for _ in range(n):
                combo.addItem("")
        self.specials.currentIndexChanged.connect(self._sync)
        self.retranslate()
        self._sync()

    def retranslate(self) -> None:
        self.labels[0].setText(tr("ConfrontationOptionsForm", "Heroes"))
        self.labels[1].setText(tr("ConfrontationOptionsForm", "Special cards"))
        self.labels[2].setText(tr("ConfrontationOptionsForm", "Length"))
        self.labels[3].setText(tr("ConfrontationOptionsForm", "The Fellowship is played by"))
        for i, text in enumerate((tr("ConfrontationOptionsForm", "Classic heroes"),
                                  tr("ConfrontationOptionsForm", "Alternative heroes"),
                                  tr("ConfrontationOptionsForm", "Draft, choices shown to the opponent"),
                                  tr("ConfrontationOptionsForm", "Draft, choices kept secret"))):
            self.heroes.setItemText(i, text)
        for i, text in enumerate((
                tr("ConfrontationOptionsForm", "None"),
                tr("ConfrontationOptionsForm", "Each player chooses 2 of his own"),
                tr("ConfrontationOptionsForm", "The Fellowship announces a number; each picks the opponent's"),
                tr("ConfrontationOptionsForm", "Handicap: chosen cards for one player"))):
            self.specials.setItemText(i, text)
        self.match.setItemText(0, tr("ConfrontationOptionsForm", "A single game"))
        self.match.setItemText(1, tr("ConfrontationOptionsForm", "A match of two games, sides swapped"))
        for combo in (self.fellowship_seat, self.handicap_seat):
            combo.setItemText(0, tr("ConfrontationOptionsForm", "Player 1"))
            combo.setItemText(1, tr("ConfrontationOptionsForm", "Player 2"))
        self.handicap.setTitle(tr("ConfrontationOptionsForm", "Handicap"))
        self.handicap_seat_label.setText(tr("ConfrontationOptionsForm", "Cards go to"))
        if not self.cards:
            return
        from lotr_table.table.confrontation import words
        for side, label in self.side_labels.items():
            label.setText(words.side_title(side))
        for cid, box in self.cards.items():
            box.setText(words.special_name(cid))
            box.setToolTip(words.special_text(cid))

    def _sync(self) -> None:
        shown = SPECIALS[self.specials.currentIndex()] == "handicap"
        if shown and not self.cards:
            self._fill_handicap()
        self.handicap.setVisible(shown)

    def _fill_handicap(self) -> None:
        """Each side's special cards, a box each, under the side's name."""
        from lotr_table.games.confrontation.data import special_cards
        self.cards = {c: QCheckBox() for c in special_cards()}
        self.side_labels = {"fellowship": QLabel(), "sauron": QLabel()}
        for col, side in enumerate(("fellowship", "sauron")):
            self._grid.addWidget(self.side_labels[side], 1, col)
            row = 2
            for cid, card in special_cards().items():
                if card.side == side:
                    self._grid.addWidget(self.cards[cid], row, col)
                    row += 1
        self.retranslate()

    def options(self) -> ConfrontationOptions:
        from lotr_table.games.confrontation.options import ConfrontationOptions
        specials = SPECIALS[self.specials.currentIndex()]
        cards = tuple(c for c, box in self.cards.items() if box.isChecked()) if specials == "handicap" else ()
        return ConfrontationOptions(
            heroes=HEROES[self.heroes.currentIndex()],
            specials=specials,
            handicap_seat=self.handicap_seat.currentIndex(),
            handicap_cards=cards,
            match=self.match.currentIndex() == 1,
            fellowship_seat=self.fellowship_seat.currentIndex(),
        )

    def set_options(self, options: ConfrontationOptions) -> None:
        self.heroes.setCurrentIndex(HEROES.index(options.heroes))
        self.specials.setCurrentIndex(SPECIALS.index(options.specials))
        self.handicap_seat.setCurrentIndex(options.handicap_seat)
        self.match.setCurrentIndex(1 if options.match else 0)
        self.fellowship_seat.setCurrentIndex(options.fellowship_seat)
        for cid, box in self.cards.items():
            box.setChecked(cid in options.handicap_cards)
        self._sync()
