"""The start screen: choose a game, its options and who sits at each seat, then start; or
continue an unfinished game (one autosave per game, each with its date, how far it went and
who played), open a save, or pick a recent one (said the same way)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QListWidget,
                               QListWidgetItem, QPushButton, QStackedWidget, QVBoxLayout, QWidget)

from lotr_table.table import dialogs, games
from lotr_table.table import seating as seats
from lotr_table.table.i18n import tr
from lotr_table.table.warm_up import WarmUp

# Item data roles, as numbers: Qt.ItemDataRole.UserRole is 256. The lobby never names the Qt
# namespace before its first frame: its first use makes PySide build ~95 Python enums, a tenth
# of what the program adds to a bare window's start (issue 28).
_KEY = 256        # Qt.ItemDataRole.UserRole: a game's id in the game and autosave lists, a file's path in the recent list
_TITLE = 257      # an autosaved game's title


class SeatChoice(QComboBox):
    """Who plays one seat: a person at this screen, or the computer at one of its levels.
    Each entry's data is a seating kind (seating.PERSON or a computer's player spec). In a
    game where one person may hold several seats, people 1..`people` are offered too: the
    seats given the same person are that person's."""

    def __init__(self, parent: QWidget, people: int = 0) -> None:
        super().__init__(parent)
        self.addItem("", seats.PERSON)
        for k in range(1, people + 1):
            self.addItem("", seats.holder(k))
        for level in seats.COMPUTER_LEVELS:
            self.addItem("", seats.computer(level))
        self.retranslate()

    def who(self) -> str:
        return self.currentData()

    def choose(self, who: str) -> None:
        self.setCurrentIndex(self.findData(who))

    def retranslate(self) -> None:
        self.setItemText(self.findData(seats.PERSON), tr("Lobby", "Person at this screen"))
        for index in range(self.count()):
            who = self.itemData(index)
            if who.startswith("person:"):
                self.setItemText(index, tr("Lobby", "Person {number}, holding all their seats").format(
                    number=who.split(":", 1)[1]))
        # Literal calls, one per level, so the catalogue finds each text.
        levels = {"easy": tr("Lobby", "Computer — easy"), "normal": tr("Lobby", "Computer — normal"),
                  "hard": tr("Lobby", "Computer — hard")}
        for level, text in levels.items():
            self.setItemText(self.findData(seats.computer(level)), text)


class Lobby(QWidget):
    start_requested = Signal(str, object, object, bool)   # game id, options, seating, open table
    continue_requested = Signal(str)    # the game id of the autosave to continue
    open_requested = Signal()
    recent_chosen = Signal(str)
    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._forms: dict[str, QWidget] = {}
        self._seat_choices: dict[int, SeatChoice] = {}
        self._seat_labels: dict[int, QLabel] = {}
        self.warm_up = WarmUp(self, self.chosen_game)     # the chosen game loads once a person is here

        self._title = QLabel(self)
        font = self._title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self._title.setFont(font)

        # -- a new game ----------------------------------------------------------------
        self._new_box = QGroupBox(self)
        self.game_list = QListWidget(self._new_box)
        self.game_list.setObjectName("games")
        self.game_list.currentItemChanged.connect(self._game_chosen)
        # Under its options, what the chosen game is: who plays, how long, what it is about.
        self.about_title = QLabel(self._new_box)
        self.about_title.setObjectName("about_title")
        self.about_title.setWordWrap(True)
        font = self.about_title.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.about_title.setFont(font)
        self.about_facts = QLabel(self._new_box)
        self.about_facts.setObjectName("about_facts")
        self.about_facts.setWordWrap(True)
        self.about_text = QLabel(self._new_box)
        self.about_text.setObjectName("about_text")
        self.about_text.setWordWrap(True)
        self._options_box = QGroupBox(self._new_box)
        self._options_stack = QStackedWidget(self._options_box)
        QVBoxLayout(self._options_box).addWidget(self._options_stack)
        self._players_box = QGroupBox(self._new_box)
        self._players = QFormLayout(self._players_box)
        self.open_table = QCheckBox(self._new_box)
        self.open_table.setObjectName("open_table")
        # Hints ("What would you do?"): off by default between people, on against the computer,
        # until the person sets it themselves.
        self.hints = QCheckBox(self._new_box)
        self.hints.setObjectName("hints")
        self._hints_set = False
        self.hints.clicked.connect(self._hints_chosen)
        self.start_button = QPushButton(self._new_box)
        self.start_button.setObjectName("start")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self._start)

        # What the chosen game is stands under its options, in the wide column, where a
        # paragraph reads at a line's length (a wrapped label beside the options' combo boxes
        # would be given a few words' width).
        setup = QVBoxLayout()
        setup.addWidget(self._options_box)
        setup.addWidget(self._players_box)
        setup.addWidget(self.open_table)
        setup.addWidget(self.hints)
        setup.addSpacing(12)
        setup.addWidget(self.about_title)
        setup.addWidget(self.about_facts)
        setup.addWidget(self.about_text)      # at its own height, so its words start at its top
        setup.addStretch(1)
        start_row = QHBoxLayout()             # the start button on the right
        start_row.addStretch(1)
        start_row.addWidget(self.start_button)
        setup.addLayout(start_row)
        self.game_list.setWordWrap(True)
        new_layout = QHBoxLayout(self._new_box)
        new_layout.addWidget(self.game_list, 2)
        new_layout.addLayout(setup, 5)

        # -- games saved before --------------------------------------------------------
        self._saved_box = QGroupBox(self)
        self.back_button = QPushButton(self._saved_box)
        self.back_button.setObjectName("back")
        self.back_button.clicked.connect(self.back_requested)
        self.back_button.hide()
        self._unfinished_label = QLabel(self._saved_box)
        self.autosave_list = QListWidget(self._saved_box)
        self.autosave_list.setObjectName("autosaves")
        self.autosave_list.setWordWrap(True)
        self.autosave_list.setAlternatingRowColors(True)     # two-line entries, told apart
        self.autosave_list.setSpacing(2)
        self.autosave_list.itemActivated.connect(lambda item: self.continue_requested.emit(item.data(_KEY)))
        self.autosave_list.currentItemChanged.connect(lambda *_: self._retranslate_saved())
        self.continue_button = QPushButton(self._saved_box)
        self.continue_button.setObjectName("continue")
        self.continue_button.clicked.connect(self._continue)
        for w in (self._unfinished_label, self.autosave_list, self.continue_button):
            w.hide()
        self.open_button = QPushButton(self._saved_box)
        self.open_button.setObjectName("open")
        self.open_button.clicked.connect(self.open_requested)
        self._recent_label = QLabel(self._saved_box)
        self.recent_list = QListWidget(self._saved_box)
        self.recent_list.setObjectName("recent")
        self.recent_list.setWordWrap(True)
        self.recent_list.setAlternatingRowColors(True)
        self.recent_list.setSpacing(2)
        self.recent_list.itemActivated.connect(lambda item: self.recent_chosen.emit(item.data(_KEY)))
        saved = QVBoxLayout(self._saved_box)
        saved.addWidget(self.back_button)
        saved.addWidget(self._unfinished_label)
        saved.addWidget(self.autosave_list, 1)
        saved.addWidget(self.continue_button)
        saved.addWidget(self.open_button)
        saved.addSpacing(12)
        saved.addWidget(self._recent_label)
        saved.addWidget(self.recent_list, 1)

        body = QHBoxLayout()
        body.addWidget(self._new_box, 5)
        body.addWidget(self._saved_box, 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.addWidget(self._title)
        layout.addLayout(body, 1)

        self.retranslate()

    # ---- what the lobby offers ---------------------------------------------------------

    def set_games(self, game_ids: list[str]) -> None:
        self.game_list.clear()
        for game_id in game_ids:
            item = QListWidgetItem(games.title(game_id))
            item.setData(_KEY, game_id)
            self.game_list.addItem(item)
        if game_ids:
            self.game_list.setCurrentRow(0)
        self.start_button.setEnabled(bool(game_ids))

    def set_saved(self, autosaves: list[tuple[str, str, str]], recent: list[tuple[str, str, str]],
                  game_on: bool) -> None:
        """What can be taken up again: the unfinished games, one per game (game id, title,
        details: date, how far, who played), the recent files (path, title, details), and
        whether a game is on the table behind the lobby."""
        chosen = self.autosave_list.currentItem()
        chosen_id = chosen.data(_KEY) if chosen is not None else None
        self.autosave_list.blockSignals(True)
        self.autosave_list.clear()
        for game_id, title, details in autosaves:
            item = QListWidgetItem(f"{title}\n{details}" if details else title)
            item.setData(_KEY, game_id)
            item.setData(_TITLE, title)
            self.autosave_list.addItem(item)
            if game_id == chosen_id:
                self.autosave_list.setCurrentItem(item)
        if autosaves and self.autosave_list.currentItem() is None:
            self.autosave_list.setCurrentRow(0)
        self.autosave_list.blockSignals(False)
        for w in (self._unfinished_label, self.autosave_list, self.continue_button):
            w.setVisible(bool(autosaves))
        self.back_button.setVisible(game_on)
        self.recent_list.clear()
        for entry, title, details in recent:
            first = f"{Path(entry).name} \u2014 {title}" if title else Path(entry).name
            item = QListWidgetItem(f"{first}\n{details}" if details else first)
            item.setData(_KEY, entry)
            item.setToolTip(entry)
            self.recent_list.addItem(item)
        self._retranslate_saved()

    def _continue(self) -> None:
        item = self.autosave_list.currentItem() or self.autosave_list.item(0)
        if item is not None:
            self.continue_requested.emit(item.data(_KEY))

    def chosen_game(self) -> str | None:
        item = self.game_list.currentItem()
        return item.data(_KEY) if item is not None else None

    def options_form(self, game_id: str) -> QWidget:
        """The game's options form, built by its table package on first use."""
        if game_id not in self._forms:
            form = games.table(game_id).make_options_form(self._options_stack)
            self._options_stack.addWidget(form)
            self._forms[game_id] = form
            changed = getattr(form, "changed", None)     # a form whose options change the seats says so
            if changed is not None:
                changed.connect(self._rebuild_seats)
        return self._forms[game_id]

    def warm_up_now(self) -> None:
        """Load the chosen game's rules and table now, as a person's first move in the lobby does."""
        self.warm_up.now()

    def seat_choice(self, seat: int) -> SeatChoice:
        return self._seat_choices[seat]

    # ---- language ----------------------------------------------------------------------

    def retranslate(self) -> None:
        self._title.setText(tr("Lobby", "LOTR Table"))
        self._new_box.setTitle(tr("Lobby", "New game"))
        self._options_box.setTitle(tr("Lobby", "Options"))
        self._players_box.setTitle(tr("Lobby", "Players"))
        self.open_table.setText(tr("Lobby", "Open table: one person plays every seat, no curtain (for learning)"))
        self.hints.setText(tr("Lobby", "Hints allowed: the computer says what it would do, when asked"))
        self.hints.setToolTip(tr("Lobby", "The saved game and the result say that hints were allowed, "
                                          "and how many each player used."))
        self.start_button.setText(tr("Lobby", "Start"))
        self._saved_box.setTitle(tr("Lobby", "Saved games"))
        self.back_button.setText(tr("Lobby", "Back to the game"))
        self.open_button.setText(tr("Lobby", "Open…"))
        self._recent_label.setText(tr("Lobby", "Recent games"))
        self._unfinished_label.setText(tr("Lobby", "Unfinished games"))
        for index in range(self.game_list.count()):
            item = self.game_list.item(index)
            item.setText(games.title(item.data(_KEY)))
        self._describe(self.chosen_game())
        for form in self._forms.values():
            form.retranslate()
        for seat, label in self._seat_labels.items():
            label.setText(self._seat_label(seat))
        for choice in self._seat_choices.values():
            choice.retranslate()
        self._retranslate_saved()

    def _retranslate_saved(self) -> None:
        item = self.autosave_list.currentItem() or self.autosave_list.item(0)
        if item is not None:
            self.continue_button.setText(tr("Lobby", "Continue: {game}").format(game=item.data(_TITLE)))

    def _describe(self, game_id: str | None) -> None:
        facts, text = games.about(game_id) if game_id is not None else ("", "")
        self.about_title.setText(games.title(game_id) if game_id is not None else "")
        self.about_facts.setText(facts)
        self.about_text.setText(text)

    @staticmethod
    def _player_label(seat: int) -> str:
        return tr("Lobby", "Player {number}").format(number=seat + 1)

    def _seat_label(self, seat: int) -> str:
        """What the game's form says a seat plays (a deck and side), else "Player N"."""
        game_id = self.chosen_game()
        told = games.seat_label(game_id, self.options_form(game_id), seat) if game_id is not None else None
        return told or self._player_label(seat)

    # ---- choosing ----------------------------------------------------------------------

    def _game_chosen(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        game_id = item.data(_KEY)
        self.warm_up.game_chosen(game_id)
        self._describe(game_id)
        form = self.options_form(game_id)
        self._options_stack.setCurrentWidget(form)
        self._rebuild_seats()

    def _rebuild_seats(self) -> None:
        game_id = self.chosen_game()
        if game_id is None:
            return
        # From the form as it stands, not from the game's rules: those load when it starts.
        wanted = games.seats(game_id, self.options_form(game_id))
        previous = {seat: choice.currentIndex() for seat, choice in self._seat_choices.items()}
        while self._players.rowCount():
            self._players.removeRow(0)
        self._seat_choices.clear()
        self._seat_labels.clear()
        people = len(wanted) if games.holds_several(game_id) else 0
        for seat in wanted:
            label = QLabel(self._seat_label(seat), self._players_box)
            choice = SeatChoice(self._players_box, people)
            choice.setObjectName(f"seat_{seat}")
            choice.setCurrentIndex(previous.get(seat, 0))
            self._players.addRow(label, choice)
            self._seat_labels[seat] = label
            self._seat_choices[seat] = choice
            choice.currentIndexChanged.connect(self._hints_by_seating)
        self._hints_by_seating()

    def _hints_chosen(self) -> None:
        self._hints_set = True

    def _hints_by_seating(self) -> None:
        """Hints allowed by default when the computer plays a seat, not in a game between people."""
        if not self._hints_set:
            self.hints.setChecked(any(not seats.is_person(c.who()) for c in self._seat_choices.values()))

    def hints_allowed(self) -> bool:
        return self.hints.isChecked()

    def _start(self) -> None:
        game_id = self.chosen_game()
        if game_id is None:
            return
        try:
            options = self.options_form(game_id).options()
        except ValueError as error:     # pydantic's ValidationError is one
            dialogs.warn(self, tr("Lobby", "These options cannot be played"), str(error))
            return
        from lotr_table.engine import registry      # the game's rules, once it is played
        game = registry.get_game(game_id)
        # A seat the rows do not show yet (a form that does not announce changes) is a person's.
        seating = {seat: self._seat_choices[seat].who() if seat in self._seat_choices else seats.PERSON
                   for seat in game.seats(options)}
        self.start_requested.emit(game_id, options, seating, self.open_table.isChecked())
