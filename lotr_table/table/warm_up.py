"""Loads the chosen game's rules and table while the lobby waits, once a person is there.

The lobby opens without any game (tests/table/test_startup_imports.py), and importing a
game's rules and table takes a few hundred milliseconds: paid at Start, that is a visible
wait. So the first time a person moves the mouse or presses a key over the window, and
whenever they choose another game in the list, the chosen game is imported here, one part per
turn of the event loop so the lobby stays responsive. A person takes longer than that to
reach Start; a window nobody touches (a measured start, a test) loads nothing.
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

_PRESENCE = {QEvent.Type.MouseMove, QEvent.Type.HoverMove, QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress,
             QEvent.Type.Wheel}


class WarmUp(QObject):
    def __init__(self, lobby: QWidget, chosen: Callable[[], str | None]) -> None:
        super().__init__(lobby)
        self._lobby = lobby
        self._chosen = chosen
        self._present = False
        self._warmed: set[str] = set()
        self._steps: list[Callable[[], object]] = []
        self._listening = False

    def listen(self) -> None:
        """Watch for a person from now on: called after the window's first frame. A Python
        filter on the whole application before it would see every event of building the
        window, and PySide, finding each event's Python type, makes the enums of some 150 Qt
        classes the lobby never uses (tens of milliseconds, before anything is on screen)."""
        app = QApplication.instance()
        if app is not None and not self._present and not self._listening:
            self._listening = True
            app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _PRESENCE and self._lobby.isVisible():
            self.now()
        return False

    def now(self) -> None:
        """A person is here: warm the chosen game up, and from now on every game chosen."""
        if not self._present:
            self._present = True
            app = QApplication.instance()
            if app is not None:
                app.removeEventFilter(self)
        self.game_chosen(self._chosen())

    def game_chosen(self, game_id: str | None) -> None:
        if not self._present or game_id is None or game_id in self._warmed:
            return
        self._warmed.add(game_id)
        was_idle = not self._steps
        self._steps += [lambda module=module: _load(module) for module in _modules(game_id)]
        self._steps += [_names, lambda: _deal(game_id), _qt_types]
        if was_idle:
            QTimer.singleShot(0, self, self._next)

    def _next(self) -> None:
        if self._steps:
            try:
                self._steps.pop(0)()
            except Exception:       # noqa: BLE001 - only a warm-up: Start loads the game again and says what fails
                pass
        if self._steps:
            QTimer.singleShot(0, self, self._next)


def _modules(game_id: str) -> list[str]:
    """What starting `game_id` imports, in the order it would, heaviest first."""
    from lotr_table.engine import registry
    from lotr_table.table import games
    if game_id not in games.TABLES:
        return []
    table = games.TABLES[game_id]
    return [registry.module_of(game_id), "lotr_table.engine.session", "lotr_table.table.table_session",
            "lotr_table.table.table_page", "lotr_table.table.intro", "lotr_table.table.kit.panel", table,
            f"{table}.parts", f"{table}.words"]


def _names() -> None:
    """The glossary's genders and numbers, which every game's names are drawn with."""
    from lotr_table.table import glossary, i18n
    glossary.forms(i18n.current_language())


def _deal(game_id: str) -> None:
    """A game dealt and thrown away: the rules read their data files on first use."""
    from lotr_table.engine import registry
    game = registry.get_game(game_id)
    game.setup(game.Options(), 0)


def _qt_types() -> None:
    """The first `viewport()` of a scroll area hands Python a QWidget whose own class PySide
    then looks for, making the enums of some fifty Qt classes on the way (about a tenth of
    Start's time). Done once here, with a view thrown away, the table's view finds them made."""
    from PySide6.QtWidgets import QGraphicsView
    view = QGraphicsView()
    view.viewport()
    view.deleteLater()


def _load(module: str) -> None:
    if importlib.util.find_spec(module) is not None:    # a table without that part: Start imports what it has
        importlib.import_module(module)
