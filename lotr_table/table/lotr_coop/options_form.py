"""The choices made before a cooperative game, as a form for the shell's lobby: how many
hobbits, how hard, the variants, and how the sanctuaries' legendary cards are shared out.
`changed` is emitted whenever the options change (the lobby rebuilds its seats on it)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QLabel, QSpinBox, QVBoxLayout, QWidget

from lotr_table.table.i18n import tr
from lotr_table.table.lotr_coop import names, words

LEVELS = ("introductory", "standard", "expert")
SANCTUARY_CARDS = ("deal", "ring_bearer_chooses")


class CoopOptionsForm(QWidget):
    changed = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.players = QSpinBox()
        self.players.setRange(2, 5)
        self.players.setValue(2)
        self.players.setObjectName("players")
        self.hobbits = QLabel()
        self.hobbits.setWordWrap(True)
        self.level = QComboBox()
        self.level.setObjectName("level")
        for _ in LEVELS:
            self.level.addItem("")
        self.level.setCurrentIndex(LEVELS.index("standard"))
        self.sanctuary = QComboBox()
        self.sanctuary.setObjectName("sanctuary_cards")
        for _ in SANCTUARY_CARDS:
            self.sanctuary.addItem("")
        self.variants = QGroupBox()
        self.relay = QCheckBox()
        self.relay.setObjectName("relay")
        self.equality = QCheckBox()
        self.equality.setObjectName("equality")
        self.competition = QCheckBox()
        self.competition.setObjectName("competition")
        vbox = QVBoxLayout(self.variants)
        for box in (self.relay, self.equality, self.competition):
            vbox.addWidget(box)
        self.labels = [QLabel() for _ in range(4)]
        form = QFormLayout()
        form.addRow(self.labels[0], self.players)
        form.addRow(self.labels[1], self.hobbits)
        form.addRow(self.labels[2], self.level)
        form.addRow(self.labels[3], self.sanctuary)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(self.variants)
        box.addStretch(1)
        self.players.valueChanged.connect(self._changed)
        self.level.currentIndexChanged.connect(self._changed)
        self.sanctuary.currentIndexChanged.connect(self._changed)
        for check in (self.relay, self.equality, self.competition):
            check.toggled.connect(self._changed)
        self.retranslate()

    def _changed(self, *_) -> None:
        self._name_hobbits()
        self.changed.emit()

    def _name_hobbits(self) -> None:
        self.hobbits.setText(", ".join(words.hobbit(h) for h in names.HOBBITS[:self.players.value()]))

    def retranslate(self) -> None:
        self.labels[0].setText(tr("CoopOptionsForm", "Players"))
        self.labels[1].setText(tr("CoopOptionsForm", "Hobbits"))
        self.labels[2].setText(tr("CoopOptionsForm", "Difficulty"))
        self.labels[3].setText(tr("CoopOptionsForm", "Legendary cards at Rivendell and Lothlórien"))
        texts = {"introductory": tr("CoopOptionsForm", "Introductory: Sauron starts on {n}"),
                 "standard": tr("CoopOptionsForm", "Standard: Sauron starts on {n}"),
                 "expert": tr("CoopOptionsForm", "Expert: Sauron starts on {n}")}
        for i, level in enumerate(LEVELS):
            self.level.setItemText(i, texts[level].format(n=names.LEVELS[level]))
        self.sanctuary.setItemText(0, tr("CoopOptionsForm", "Dealt one by one from the Ring-bearer"))
        self.sanctuary.setItemText(1, tr("CoopOptionsForm", "Handed out by the Ring-bearer, card by card"))
        self.variants.setTitle(tr("CoopOptionsForm", "Variants"))
        self.relay.setText(tr("CoopOptionsForm", "Relay: if the Ring-bearer dies other than by meeting Sauron, "
                                                 "the next hobbit takes the Ring"))
        self.equality.setText(tr("CoopOptionsForm", "Equality in the Fellowship: turns simply go on clockwise"))
        self.competition.setText(tr("CoopOptionsForm", "Competition: runes are hidden and counted per player"))
        self._name_hobbits()

    def values(self) -> dict:
        """The options as plain values (the fields of CoopOptions)."""
        return {"players": self.players.value(), "level": LEVELS[self.level.currentIndex()],
                "relay": self.relay.isChecked(), "equality": self.equality.isChecked(),
                "competition": self.competition.isChecked(),
                "sanctuary_cards": SANCTUARY_CARDS[self.sanctuary.currentIndex()]}

    def options(self):
        from lotr_table.games.lotr_coop.options import CoopOptions   # the engine's, imported on use
        return CoopOptions(**self.values())

    def set_options(self, options) -> None:
        self.players.setValue(options.players)
        self.level.setCurrentIndex(LEVELS.index(options.level))
        self.sanctuary.setCurrentIndex(SANCTUARY_CARDS.index(options.sanctuary_cards))
        self.relay.setChecked(options.relay)
        self.equality.setChecked(options.equality)
        self.competition.setChecked(options.competition)
