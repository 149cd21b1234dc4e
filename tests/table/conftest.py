"""The shell is tested on the toy game with a toy table (toy_table.py), registered as the
only game at the table for one test, in a fresh data folder."""

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from lotr_table.engine import registry
from lotr_table.table import games, i18n
from lotr_table.table import settings as stored
from tests.table import toy_table


@pytest.fixture
def toy_at_table(toy, data_dir, monkeypatch):
    monkeypatch.setitem(registry._loaded, "toy", toy_table.GAME)
    monkeypatch.setattr(games, "TABLES", {"toy": "tests.table.toy_table"})
    return toy_table.GAME


@pytest.fixture
def english(qapp):
    """Every test starts, and ends, in English (the language is the application's)."""
    i18n.set_language("en")
    yield
    i18n.set_language("en")
    # Deliver the LanguageChange now, while the test's games are still registered.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


@pytest.fixture
def open_window(qtbot, data_dir, english):
    """`open_window(width, height, still=False)`: a main window that keeps nothing on disk, at
    that size, closed after the test; `still` turns the animations off while it is open, so
    what it shows does not wait on time."""
    from lotr_table.table.kit import motion
    from lotr_table.table.main_window import MainWindow
    made = []

    def open_(width: int = 1600, height: int = 1000, still: bool = False):
        if still:
            motion.set_enabled(False)
        window = MainWindow(stored.load(), persist=False)
        qtbot.addWidget(window)
        window.resize(width, height)
        window.show()
        made.append(window)
        return window

    yield open_
    for window in made:
        window.close()
    motion.set_enabled(True)


@pytest.fixture
def window(qtbot, toy_at_table, english, monkeypatch):
    from lotr_table.table import dialogs
    from lotr_table.table.main_window import MainWindow
    # Starting a game from the lobby while one is in play asks first (test_saved_games.py asks
    # it itself); elsewhere the person agrees, as no modal question may wait in a test.
    monkeypatch.setattr(dialogs, "ask_leave_game", lambda parent, title, replaces: True)
    made = MainWindow(stored.load())
    qtbot.addWidget(made)
    made.show()
    yield made
    made.close()
