"""Moves at the toy table, as a person makes them: by clicking; and the language switched
safely between tests."""

import gc

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QPushButton

from lotr_table.table import i18n


def click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def start(qtbot, window, open_table=False, rounds=None):
    """Start a toy game from the lobby."""
    window.show_lobby()
    if rounds is not None:
        window.lobby.options_form("toy").rounds.setValue(rounds)
    window.lobby.open_table.setChecked(open_table)
    click(qtbot, window.lobby.start_button)
    return window.table


def show_my_table(qtbot, window):
    assert window.page.curtain.is_up
    click(qtbot, window.page.curtain.findChild(QPushButton, "show_my_table"))


def press(qtbot, window, kind, n=None):
    click(qtbot, window.page.panel.button(kind, n))


def see_result(qtbot, window):
    """A revealed result is on the screen: press Continue."""
    assert window.page.result_hold.is_up
    click(qtbot, window.page.result_hold.findChild(QPushButton, "continue"))


def speak(lang: str) -> None:
    """Switch the program's language once the windows of earlier tests are gone (their games
    may no longer be registered to translate them)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    i18n.set_language(lang)
