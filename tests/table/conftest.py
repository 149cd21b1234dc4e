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
