"""The main window: menus, status bar, and a stack of two pages, the lobby and the table.

It owns what lasts longer than one game (settings, the recent list, the language) and
starts, opens, saves and replaces games; the flow of play inside one game belongs to
TableSession.

What it needs only once a game is on the table (sessions and saves, the table session, the
computer players, the review, the rules windows) is imported where it is first used, not
here: the window opens on the lobby without them (tests/table/test_startup_imports.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QEvent, QRect, QSize, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCursor, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QPushButton, QStackedWidget

from lotr_table.engine import folders, registry
from lotr_table.engine.game import Seat
from lotr_table.table import dialogs, games, i18n
from lotr_table.table import seating as seats
from lotr_table.table import settings as stored
from lotr_table.table.i18n import tr
from lotr_table.table.lobby import Lobby

if TYPE_CHECKING:
    from lotr_table.table.intro import Intro
    from lotr_table.table.table_page import TablePage
    from lotr_table.engine.session import Session
    from lotr_table.table import help, saved_games
    from lotr_table.table.review import Review
    from lotr_table.table.table_session import TableSession

STATUS_SECONDS = 10
FIRST_SIZE = (1280, 800)
# The title bar and borders the window system adds, not known before the window shows.
FRAME_ALLOWANCE = QSize(16, 48)


def first_geometry(room: QRect, smallest: QSize = QSize(0, 0)) -> QRect:
    """Where the first window goes in `room` (a screen's available geometry): FIRST_SIZE,
    or the room less the frame the window system adds, centred; never below `smallest`."""
    width = max(min(FIRST_SIZE[0], room.width() - FRAME_ALLOWANCE.width()), smallest.width())
    height = max(min(FIRST_SIZE[1], room.height() - FRAME_ALLOWANCE.height()), smallest.height())
    frame_top = FRAME_ALLOWANCE.height() - FRAME_ALLOWANCE.width() // 2     # the title bar
    left = room.x() + max((room.width() - width - FRAME_ALLOWANCE.width()) // 2, 0) + FRAME_ALLOWANCE.width() // 2
    top = room.y() + max((room.height() - height - FRAME_ALLOWANCE.height()) // 2, 0) + frame_top
    return QRect(left, top, width, height)


def save_refusal(error) -> str | None:
    """A save refused for its rules version, in the player's language (engine/saves.SaveError's
    `said`); None for the other refusals (their English sentence is shown as it is)."""
    said = getattr(error, "said", None)
    if said is None:
        return None
    kind, args = said
    game = games.title(args["game"]) if args["game"] in games.available() else args["game"]
    if kind == "newer_rules":
        text = tr("Window", "This save was made under version {saved} of the rules of {game}, newer than "
                            "this program's version {now}: open it with a newer LOTR Table.")
    else:
        text = tr("Window", "This save was made under version {saved} of the rules of {game}; this program "
                            "plays version {now}, and the game no longer plays out the same, so it cannot "
                            "be opened.")
    return text.format(game=game, saved=args["saved"], now=args["now"])


class MainWindow(QMainWindow):
    first_frame = Signal()    # emitted once, after the window was first painted

    def __init__(self, settings: stored.Settings, persist: bool = True) -> None:
        """`persist`: remember settings and autosave games (off for screenshots, which must
        leave the player's data alone)."""
        super().__init__()
        self.setObjectName("main_window")
        self.settings = settings
        self._persist = persist
        self.table: TableSession | None = None
        self.review: Review | None = None     # a game being stepped through, on the table page
        self._painted = False
        self._texts_language: str | None = None

        self.lobby = Lobby(self)
        self._pages = QStackedWidget(self)
        self._pages.addWidget(self.lobby)
        self.setCentralWidget(self._pages)
        # The table's page and the first-game introduction are built when first needed: the
        # lobby draws neither, and each Qt class a window uses costs the start its Python type.
        self._page: TablePage | None = None
        self._intro: Intro | None = None
        self._help_windows: list = []       # open rules and shortcut windows, retranslated live
        # Whom the computer is thinking for: a lasting message, beside the passing ones.
        self.thinking = QLabel(self)
        self.thinking.setObjectName("thinking")
        self.statusBar().addPermanentWidget(self.thinking)
        # Skip: the computer's moves follow at once until a person is to act.
        self.skip_button = QPushButton(self)
        self.skip_button.setObjectName("skip")
        self.skip_button.clicked.connect(self.skip)
        self.skip_button.hide()
        self.statusBar().addPermanentWidget(self.skip_button)

        self._build_menus()
        self.first_frame.connect(lambda: QTimer.singleShot(0, self._set_shortcuts))
        self.lobby.start_requested.connect(self._start_from_lobby)
        self.lobby.continue_requested.connect(self.continue_autosave)
        self.lobby.open_requested.connect(self.open_dialog)
        self.lobby.recent_chosen.connect(lambda path: self.open_path(Path(path)))
        self.lobby.back_requested.connect(self._back_to_table)
        self.lobby.set_games(games.available())
        self.first_frame.connect(self.lobby.warm_up.listen)     # a person can move only once it shows

        if not settings.geometry or not self.restoreGeometry(QByteArray.fromBase64(settings.geometry.encode("ascii"))):
            self._fit_to_screen()      # settings.py lets through only ASCII base64 above
        self.retranslate()
        self._refresh()

    def _fit_to_screen(self) -> None:
        """The first window: 1280x800 where the screen has room, else as much of the screen
        as is free of docks and panels (a 1366x768 laptop), on the screen under the pointer."""
        screen = QGuiApplication.screenAt(QCursor.pos()) or QGuiApplication.primaryScreen()
        if screen is None:
            self.resize(*FIRST_SIZE)
            return
        self.setGeometry(first_geometry(screen.availableGeometry(), self.minimumSizeHint()))

    @property
    def page(self) -> TablePage:
        """The table's page (the game's panel, the curtain, the result panel, the review bar)."""
        if self._page is None:
            from lotr_table.table.table_page import TablePage
            self._page = TablePage(self)
            self._pages.addWidget(self._page)
            self._page.outcome.rematch.connect(lambda: self.play_again(turned=True))
            self._page.outcome.new_game.connect(lambda: self.play_again(turned=False))
            self._page.outcome.lobby.connect(self.show_lobby)
            self._page.outcome.review.connect(self.review_game)
            self._page.outcome.analyse.connect(self.analyse_game)
            self._page.curtain.retranslate()
            self._page.outcome.retranslate()
        return self._page

    @property
    def intro(self) -> Intro:
        """The first-game introduction, over the pages."""
        if self._intro is None:
            from lotr_table.table.intro import Intro
            self._intro = Intro(self._pages)
            self._intro.done.connect(self._intro_seen)
            self._intro.retranslate()
        return self._intro

    # ---- menus -------------------------------------------------------------------------

    def _build_menus(self) -> None:
        self._keys: list[tuple[QAction, Any]] = []       # given by _set_shortcuts

        def action(slot: Any, shortcut: QKeySequence.StandardKey | str | None = None, name: str = "") -> QAction:
            made = QAction(self)
            made.setObjectName(name)
            if shortcut is not None:
                self._keys.append((made, shortcut))
            made.triggered.connect(slot)
            return made

        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.aboutToShow.connect(self._refresh)     # an autosave may have come or gone
        self.new_action = action(self.show_lobby, "Ctrl+N", "new")
        self.continue_action = action(lambda: self.continue_autosave(), None, "continue")
        self.open_action = action(self.open_dialog, "Ctrl+O", "open")
        self.review_action = action(self.review_dialog, None, "review")
        self.deck_builder_action = action(self.show_deck_builder, None, "deck_builder")
        self.recent_menu = QMenu(self)
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.save_action = action(self.save, "Ctrl+S", "save")
        self.save_as_action = action(self.save_as, "Ctrl+Shift+S", "save_as")
        self.undo_action = action(self.undo, "Ctrl+Z", "undo")
        self.quit_action = action(self.close, "Ctrl+Q", "quit")
        for item in (self.new_action, self.continue_action, self.open_action):
            self.game_menu.addAction(item)
        self.game_menu.addMenu(self.recent_menu)
        self.game_menu.addAction(self.review_action)
        self.game_menu.addAction(self.deck_builder_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.save_action)
        self.game_menu.addAction(self.save_as_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.undo_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)

        self.view_menu = bar.addMenu("")
        self.fit_action = action(self.fit, "Ctrl+0", "fit")
        self.full_screen_action = action(self.set_full_screen, QKeySequence.StandardKey.FullScreen, "full_screen")
        self.full_screen_action.setCheckable(True)
        self.view_menu.addAction(self.fit_action)
        self.view_menu.addAction(self.full_screen_action)
        self.view_menu.addSeparator()
        self.pace_menu = QMenu(self)
        self.pace_actions: dict[str, QAction] = {}
        paces = QActionGroup(self)
        paces.setExclusive(True)
        for pace in stored.PACES:
            item = QAction(self, checkable=True)
            item.setObjectName(f"pace_{pace}")
            item.setChecked(pace == self.settings.computer_pace)
            item.triggered.connect(lambda checked=False, pace=pace: self.choose_pace(pace))
            paces.addAction(item)
            self.pace_menu.addAction(item)
            self.pace_actions[pace] = item
        self.view_menu.addMenu(self.pace_menu)
        self.skip_action = action(self.skip, "Ctrl+Space", "skip")
        self.view_menu.addAction(self.skip_action)

        self.language_menu = bar.addMenu("")
        self.language_actions: dict[str, QAction] = {}
        group = QActionGroup(self)
        group.setExclusive(True)
        for code, native_name in i18n.LANGUAGES.items():
            # Each language is named in itself, in every language: that is how people find theirs.
            item = QAction(native_name, self, checkable=True)
            item.setObjectName(f"language_{code}")
            item.setChecked(code == self.settings.language)
            item.triggered.connect(lambda checked=False, code=code: self.choose_language(code))
            group.addAction(item)
            self.language_menu.addAction(item)
            self.language_actions[code] = item

        self.help_menu = bar.addMenu("")
        self.help_menu.setObjectName("help_menu")
        self.help_menu.aboutToShow.connect(self._fill_help_menu)

    def _fill_help_menu(self) -> None:
        from lotr_table.table import help
        self.help_menu.clear()
        for game_id in games.available():
            if help.has_rules(game_id):
                item = self.help_menu.addAction(tr("Menu", "Rules: {game}").format(game=games.title(game_id)))
                item.setObjectName(f"rules_{game_id}")
                item.triggered.connect(lambda checked=False, game_id=game_id: self.show_rules(game_id))
        self.help_menu.addSeparator()
        keys = self.help_menu.addAction(tr("Menu", "&Keyboard shortcuts"))
        keys.triggered.connect(self.show_shortcuts)
        intro = self.help_menu.addAction(tr("Menu", "How to play at this &table"))
        intro.triggered.connect(lambda: self.intro.cover(self.table.game.id if self.table is not None else None))

    def show_rules(self, game_id: str) -> help.RulesWindow:
        from lotr_table.table import help
        return self._help_window(help.RulesWindow(game_id, self))

    def _set_shortcuts(self) -> None:
        """The menus' keys, given just after the first frame: giving an action its key makes
        PySide build the Qt namespace's ~95 Python enums, a tenth of what the program adds to
        a bare window's start (issue 28); nobody can press a key before the window shows."""
        for made, shortcut in self._keys:
            made.setShortcut(QKeySequence(shortcut))
        self._keys = []

    def show_shortcuts(self) -> help.ShortcutsWindow:
        from lotr_table.table import help
        self._set_shortcuts()
        return self._help_window(help.ShortcutsWindow(self))

    def _help_window(self, window):
        from PySide6.QtCore import Qt    # not at the top: the Qt namespace's enums cost the start (lobby.py)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        window.destroyed.connect(lambda *_: self._help_windows.remove(window) if window in self._help_windows
                                 else None)
        self._help_windows.append(window)
        window.show()       # beside the table, not modal: the rules may be read while playing
        return window

    def _intro_seen(self) -> None:
        self.settings.seen_intro = True
        self._store_settings()

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        for entry in self.settings.recent:
            item = self.recent_menu.addAction(Path(entry).name)
            item.setToolTip(entry)
            item.triggered.connect(lambda checked=False, entry=entry: self.open_path(Path(entry)))
        if not self.settings.recent:
            empty = self.recent_menu.addAction(tr("Menu", "No recent games"))
            empty.setEnabled(False)

    # ---- language ----------------------------------------------------------------------

    def choose_language(self, code: str) -> None:
        loaded = i18n.set_language(code)
        self.language_actions[code].setChecked(True)
        self.settings.language = code
        self._store_settings()
        self.retranslate()
        if not loaded and code != i18n.DEFAULT_LANGUAGE:
            self._say(tr("Window", "No translation into {language} was found; the texts stay in English.")
                      .format(language=i18n.LANGUAGES[code]))

    def changeEvent(self, event: QEvent) -> None:
        # Also follows a language installed elsewhere (Qt posts LanguageChange to each window);
        # the language chosen in the menu is already drawn by then and is not drawn twice.
        if event.type() == QEvent.Type.LanguageChange and i18n.current_language() != self._texts_language:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self._texts_language = i18n.current_language()
        self.game_menu.setTitle(tr("Menu", "&Game"))
        self.new_action.setText(tr("Menu", "&New game…"))
        self.continue_action.setText(tr("Menu", "&Continue saved game"))
        self.open_action.setText(tr("Menu", "&Open…"))
        self.recent_menu.setTitle(tr("Menu", "Open &recent"))
        self.review_action.setText(tr("Menu", "Re&view a saved game…"))
        self.deck_builder_action.setText(tr("Menu", "&Deck builder (Trading Card Game)…"))
        self.save_action.setText(tr("Menu", "&Save"))
        self.save_as_action.setText(tr("Menu", "Save &as…"))
        self.undo_action.setText(tr("Menu", "&Undo"))
        self.quit_action.setText(tr("Menu", "&Quit"))
        self.view_menu.setTitle(tr("Menu", "&View"))
        self.fit_action.setText(tr("Menu", "&Fit board"))
        self.full_screen_action.setText(tr("Menu", "F&ull screen"))
        self.pace_menu.setTitle(tr("Menu", "The computer's &pace"))
        for pace, text in (("slow", tr("Menu", "Slow")), ("normal", tr("Menu", "Normal")),
                           ("fast", tr("Menu", "Fast")), ("instant", tr("Menu", "Instant"))):
            self.pace_actions[pace].setText(text)
        self.skip_action.setText(tr("Menu", "&Skip the computer's moves"))
        self.skip_button.setText(tr("Window", "Skip"))
        self.skip_button.setToolTip(tr("Window", "Show the computer's moves at once, up to your turn"))
        self.language_menu.setTitle(tr("Menu", "&Language"))
        self.help_menu.setTitle(tr("Menu", "&Help"))
        if self._intro is not None:
            self._intro.retranslate()
        for window in list(self._help_windows):
            window.retranslate()
        self.lobby.retranslate()
        if self._page is not None:
            self._page.curtain.retranslate()
            self._page.outcome.retranslate()
        if self.review is not None:
            self.review.retranslate()
        if self.table is not None:
            self.table.retranslate()
        if self.review is not None:
            self.page.hide_outcome()       # the end is told again when the review closes
        self._refresh()

    # ---- the computer's pace -----------------------------------------------------------

    def choose_pace(self, pace: str) -> None:
        """How long each of the computer's moves stays on screen before the next."""
        self.pace_actions[pace].setChecked(True)
        self.settings.computer_pace = pace
        self._store_settings()
        if self.table is not None:
            self.table.pace = pace

    def skip(self) -> None:
        if self.table is not None:
            self.table.skip()

    # ---- starting, opening, saving -----------------------------------------------------

    def show_deck_builder(self):
        """The Trading Card Game's deck builder, a window beside the table (one at a time)."""
        from lotr_table.table.deck_builder import DeckBuilder     # its 365 faces only when asked
        builder = getattr(self, "_deck_builder", None)
        if builder is None:
            builder = self._deck_builder = DeckBuilder(self)
        builder.show()
        builder.raise_()
        builder.activateWindow()
        return builder

    def show_lobby(self) -> None:
        self._refresh()
        self._pages.setCurrentWidget(self.lobby)

    def start_game(self, game_id: str, options: Any, seating: seats.Seating, open_table: bool,
                   seed: int | None = None, hints: bool = False) -> TableSession:
        import secrets      # hmac, hence OpenSSL: only when a game is dealt
        from lotr_table.engine.saves import Hints
        from lotr_table.engine.session import Session
        game = registry.get_game(game_id)
        session = Session(game, options, secrets.randbelow(2**31) if seed is None else seed)
        session.hints = Hints(allowed=True) if hints else None
        return self.play(session, seating, open_table, fresh=True)

    def _start_from_lobby(self, game_id: str, options: Any, seating: seats.Seating, open_table: bool) -> None:
        """The lobby's Start. A game still in play on the table is asked about first: a new
        game of its kind takes the place of its autosave."""
        if self._may_leave_game_for(game_id):
            self.start_game(game_id, options, seating, open_table, hints=self.lobby.hints_allowed())

    def _may_leave_game_for(self, game_id: str) -> bool:
        """Whether the game in play may leave the table for a game of `game_id` (started,
        continued or opened): asked once, unless it is over. Of the same kind, the new game
        takes the place of its autosave."""
        if self.table is None or self.table.is_over:
            return True
        return dialogs.ask_leave_game(self, games.title(self.table.game.id), replaces=self.table.game.id == game_id)

    def play_again(self, turned: bool) -> TableSession | None:
        """After a game: the same game with the same options, as a rematch with every player
        moved to the next seat (`turned`: two sides swapped) or with the same seats."""
        if self.table is None:
            return None
        old = self.table
        seating = seats.turned(old.seating) if turned else dict(old.seating)
        return self.start_game(old.game.id, old.session.options, seating, old.open_table, hints=old.hints_allowed)

    def continue_autosave(self, game_id: str | None = None) -> None:
        """Take up an unfinished game: of the kind given, or the last one played."""
        if game_id is None:
            game_id = self._autosaved_game()
        if game_id is None:
            self._say(tr("Window", "There is no autosaved game."))
            return
        if self.table is not None and game_id != self.table.game.id and not self._may_leave_game_for(game_id):
            return      # the game on the table is its own autosave: taking it up again asks nothing
        self._resume(game_id)

    def offer_resume(self) -> None:
        """After a crash: offer the unfinished autosaved game back."""
        game_id = self._autosaved_game()
        if game_id is None:
            return
        answer = dialogs.ask_resume(self, games.title(game_id))
        if answer is True:
            self._resume(game_id)
        elif answer is False:
            self._discard(game_id)
            self._refresh()

    def open_dialog(self) -> None:
        path = dialogs.choose_save_to_open(self)
        if path is not None:
            self.open_path(path)

    def open_path(self, path: Path) -> bool:
        """Open a save. A file that cannot be used is refused with a dialog and the game on
        the table, if any, stays as it was."""
        from lotr_table.engine.saves import SaveError
        from lotr_table.engine.session import Session
        try:
            session = Session.from_save(path)
        except SaveError as error:
            if not path.exists():
                self.settings.forget(path)
                self._store_settings()
                self._refresh()
            self._cannot_open(path, error.message, save_refusal(error))
            return False
        if not games.is_available(session.game.id):
            self._cannot_open(path, tr("Window", "this game cannot be played at the table yet."))
            return False
        if not self._may_leave_game_for(session.game.id):
            return False
        self.settings.remember(path)
        self._store_settings()
        self.play(session, self._seating_of(session), path=path)
        return True

    def save(self) -> None:
        if self.table is None:
            return
        if self.table.path is None:
            self.save_as()
            return
        self._write(self.table.path)

    def save_as(self) -> None:
        if self.table is None:
            return
        suggested = self.table.path or folders.saves_dir_or_home() / f"{self.table.game.id}{folders.SAVE_SUFFIX}"
        path = dialogs.choose_where_to_save(self, suggested)
        if path is not None:
            self._write(path)

    def _write(self, path: Path) -> None:
        from lotr_table.engine.saves import SaveError
        assert self.table is not None
        try:
            written = self.table.save_to(path)
        except SaveError as error:
            dialogs.warn(self, tr("Window", "The game was not saved"), error.message)
            return
        self.settings.remember(written)
        self._store_settings()
        self._say(tr("Window", "Saved to {file}.").format(file=str(written)))
        self._refresh()

    def _resume(self, game_id: str) -> None:
        from lotr_table.engine import session as sessions
        from lotr_table.engine.saves import SaveError
        try:
            session = sessions.resume_autosave(game_id)
        except SaveError as error:
            # A damaged autosave would be offered again and again; say why and let it go, and
            # where the folder keeps it (read-only), say that it is still there.
            kept = self._discard(game_id, quietly=True)
            if kept is None:
                told = tr("Window", "The autosaved game cannot be resumed and was discarded:\n{reason}")
            else:
                told = tr("Window", "The autosaved game cannot be resumed:\n{reason}\n\nIt was not removed either "
                                    "({problem}), so it is still in the data folder and will be offered again.")
            dialogs.warn(self, tr("Window", "The game cannot be resumed"),
                         told.format(reason=error.message, problem=kept))
            self._refresh()
            return
        self.play(session, self._seating_of(session)
                  or self._seating_that_fits(session, self.settings.autosave_seating.get(session.game.id)))

    def _discard(self, game_id: str, quietly: bool = False) -> str | None:
        """Remove a game's autosave; None when it is gone, else why it is still there (also said
        in the status bar unless `quietly`)."""
        from lotr_table.engine import session as sessions
        from lotr_table.engine.saves import SaveError
        try:
            sessions.discard_autosave(game_id)
        except SaveError as error:
            if not quietly:
                self._say(error.message)
            return error.message
        return None

    def _seating_of(self, session: Session) -> seats.Seating | None:
        """Who sat where, as the save recorded it, if that still fits the game."""
        return self._seating_that_fits(session, session.seating)

    def _seating_that_fits(self, session: Session, seating: seats.Seating | None) -> seats.Seating | None:
        """`seating` if it names every seat of the game and only players this version has."""
        from lotr_table.table.computer_seat import can_play
        if seating is None or sorted(seating) != sorted(session.game.seats(session.options)):
            return None
        if not all(seats.is_person(who) or can_play(who, session.game) for who in seating.values()):
            return None     # a computer player this version no longer knows: everyone here
        return seating

    def _remember_seating(self) -> None:
        """The game on the table was autosaved: remember who sits where with it (for an
        autosave written before saves recorded the seating)."""
        if self.table is None:
            return
        seating = dict(self.table.seating)
        if self.settings.autosave_seating.get(self.table.game.id) != seating:
            self.settings.autosave_seating[self.table.game.id] = seating
            self._store_settings()

    def play(self, session: Session, seating: seats.Seating | None = None, open_table: bool = False,
             path: Path | None = None, fresh: bool = False) -> TableSession:
        """Put a game on the table, in place of the one there: by default with every seat a
        person at this screen (pass-and-play). `fresh`: a new game, not one taken up again."""
        from lotr_table.table.table_session import TableSession
        if seating is None:
            seating = seats.everyone_here(session.game.seats(session.options))
        self._end_review()
        if self.table is not None:
            self.table.stop()     # the computer may be thinking about the game going away
            self.table.deleteLater()
        self.skip_button.hide()
        panel = games.table(session.game.id).make_panel(self.page)
        self.page.set_panel(panel)
        self.table = TableSession(session, games.table(session.game.id), self.page, seating, open_table, path,
                                  autosave=self._persist, parent=self, pace=self.settings.computer_pace)
        self.table.skippable.connect(self.skip_button.setVisible)
        self.table.status.connect(self._say)
        self.table.changed.connect(self._refresh)
        self.table.thinking.connect(self.thinking.setText)
        self.table.autosaved.connect(self._remember_seating)
        self._pages.setCurrentWidget(self.page)
        self.table.start(fresh)
        if self._persist and not self.settings.seen_intro:
            self.intro.cover(session.game.id)      # the first game ever: how moving, zooming, looking and undoing go
        self._refresh()
        return self.table

    # ---- review ------------------------------------------------------------------------

    def review_game(self) -> Review | None:
        """Step through the game on the table (from the result panel); closing the review
        comes back to it."""
        if self.table is None:
            return None
        self.page.hide_outcome()
        return self._review(self.table.session, self._analysis_place())

    def analyse_game(self) -> Review | None:
        """The result panel's Analyse: the game reviewed, its decisions weighed."""
        review = self.review_game()
        if review is not None:
            review.analyse()
        return review

    def _analysis_place(self) -> Path | None:
        """The save the game on the table's analysis is kept beside: its file, else its autosave."""
        if self.table is None or self.table.session.from_position:
            return None
        if self.table.path is not None:
            return self.table.path
        try:
            return folders.autosave_path(self.table.game.id)
        except folders.FolderProblem:
            return None

    def review_dialog(self) -> None:
        path = dialogs.choose_save_to_open(self)
        if path is not None:
            self.review_path(path)

    def review_path(self, path: Path) -> Review | None:
        """Step through a saved game. The game on the table, if any, leaves it (it is
        autosaved); closing the review goes to the lobby."""
        from lotr_table.engine.saves import SaveError
        from lotr_table.engine.session import Session
        try:
            session = Session.from_save(path)
        except SaveError as error:
            self._cannot_open(path, error.message, save_refusal(error))
            return None
        if not games.is_available(session.game.id):
            self._cannot_open(path, tr("Window", "this game cannot be played at the table yet."))
            return None
        self._end_review()
        if self.table is not None:
            self.table.stop()
            self.table.deleteLater()
            self.table = None
        self.page.set_panel(games.table(session.game.id).make_panel(self.page))
        self.page.hide_outcome()
        return self._review(session, path)

    def _review(self, session: Session, path: Path | None = None) -> Review:
        from lotr_table.table.review import Review
        self._end_review()
        self.page.curtain.lift()
        self.review = Review(session, self.page.panel, self.page.review_bar, self,
                             box=self.page.analysis_box, path=path)
        self.review.closed.connect(self.close_review)
        self._pages.setCurrentWidget(self.page)
        self._refresh()
        return self.review

    def close_review(self) -> None:
        """Back from a review: to the game on the table, or to the lobby."""
        self._end_review()
        if self.table is not None:
            self.table.present()
        else:
            self.show_lobby()
        self._refresh()

    def _end_review(self) -> None:
        if self.review is not None:
            self.review.stop()
            self.review.deleteLater()
            self.review = None

    def _back_to_table(self) -> None:
        if self.table is not None:
            self._pages.setCurrentWidget(self.page)

    def _cannot_open(self, path: Path, reason: str, said: str | None = None) -> None:
        """`said`: the reason in the player's language where the engine names it (a save of other
        rules), the engine's English `reason` then only behind the dialog's details."""
        if said is not None:
            dialogs.warn(self, tr("Window", "The save cannot be opened"),
                         tr("Window", "{file} cannot be opened:\n{reason}").format(file=str(path), reason=said),
                         details=reason)
            return
        dialogs.warn(self, tr("Window", "The save cannot be opened"),
                     tr("Window", "{file} cannot be opened:\n{reason}").format(file=str(path), reason=reason))

    # ---- play --------------------------------------------------------------------------

    def undo(self) -> None:
        if self.table is not None and self.review is None and self._pages.currentWidget() is self._page:
            self.table.undo()

    def fit(self) -> None:
        if self._page is not None and self._page.panel is not None:
            self._page.panel.fit()

    def set_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    def reveal(self, seat: Seat | None = None) -> None:
        """Lift the curtain for a seat (the one it names by default)."""
        if self.table is not None:
            self.table.reveal(seat)

    # ---- keeping the window current ----------------------------------------------------

    def _refresh(self) -> None:
        game_on = self.table is not None
        for item in (self.save_action, self.save_as_action, self.undo_action):
            item.setEnabled(game_on)
        self.undo_action.setEnabled(game_on and self.review is None)
        self.fit_action.setEnabled(game_on or self.review is not None)
        autosaved = self._autosaved_game()
        self.continue_action.setEnabled(autosaved is not None)
        on_table = self.table.game.id if self.table is not None else None
        unfinished, recent = [], []
        autosaved_games = self._autosaved_games()
        if autosaved_games or self.settings.recent:     # saved_games (and its Qt classes) only when it has a word to say
            from lotr_table.table import saved_games
            for game_id in autosaved_games:
                if game_id == on_table:
                    continue        # that one is the game behind "Back to the game"
                found = self._read_autosave(game_id)
                unfinished.append((game_id, games.title(game_id), saved_games.details(found) if found else ""))
            for entry in self.settings.recent:
                found = saved_games.read(entry)
                title = games.title(found.game_id) if found is not None and games.is_available(found.game_id) else ""
                recent.append((entry, title, saved_games.details(found) if found is not None
                               else tr("Lobby", "cannot be read now")))
        self.lobby.set_saved(unfinished, recent, game_on)
        title = tr("Window", "LOTR Table")
        if self.table is not None:
            title = tr("Window", "{game} — LOTR Table").format(game=games.title(self.table.game.id))
            if self.table.path is not None:
                title = f"{self.table.path.name} — {title}"
        self.setWindowTitle(title)

    def _autosaved_game(self) -> str | None:
        return next(iter(self._autosaved_games()), None)

    def _autosaved_games(self) -> list[str]:
        """The games with an unfinished game kept, the last played first."""
        return [game_id for game_id in folders.find_autosaves() if games.is_available(game_id)]

    @staticmethod
    def _read_autosave(game_id: str) -> saved_games.Read | None:
        from lotr_table.table import saved_games
        try:
            return saved_games.read(folders.autosave_path(game_id))
        except folders.FolderProblem:
            return None

    def _say(self, message: str) -> None:
        self.statusBar().showMessage(message, STATUS_SECONDS * 1000)

    def _store_settings(self) -> None:
        if self._persist:
            stored.save(self.settings)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self._intro is not None and self._intro.isVisible():
            self._intro.cover()

    def paintEvent(self, event: Any) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            # After this paint has reached the screen, not inside it: a dialog opened from
            # a paint event would nest event loops.
            QTimer.singleShot(0, self.first_frame.emit)

    def closeEvent(self, event: Any) -> None:
        if self.table is not None:
            self.table.stop()
        self.settings.geometry = bytes(self.saveGeometry().toBase64()).decode("ascii")
        self.settings.clean_exit = True
        self._store_settings()
        super().closeEvent(event)
