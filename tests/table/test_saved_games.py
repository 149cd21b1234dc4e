"""Unfinished and recent games in the lobby: one autosave per game, each listed with its date,
how far it went and who sat where; recent files said the same way, not by a bare file name;
and a new game while one is in play is asked about first."""

from __future__ import annotations

import pytest

from lotr_table.engine import session as sessions
from lotr_table.games.confrontation.options import ConfrontationOptions
from lotr_table.games.lotr_coop.options import CoopOptions
from lotr_table.table import dialogs
from lotr_table.table import settings as stored
from lotr_table.table.seating import PERSON
from tests.engine.toy_game import SEED, ToyOptions
from tests.table.helpers import click


@pytest.fixture
def real_window(qtbot, data_dir, english):
    from lotr_table.table.main_window import MainWindow
    made = MainWindow(stored.load())
    qtbot.addWidget(made)
    made.show()
    yield made
    made.close()


def _play(window, n):
    """n actions of the seats to act, as a person at the table makes them."""
    table = window.table
    for _ in range(n):
        seat = table.game.to_act(table.session.state)[0]
        table.at_screen = seat
        table.act(seat, table.game.legal_actions(table.session.state, seat)[0])


def _two_unfinished(window, monkeypatch):
    monkeypatch.setattr(dialogs, "ask_leave_game", lambda *args, **kw: True)
    window.start_game("confrontation", ConfrontationOptions(), {0: PERSON, 1: PERSON}, False, seed=3)
    _play(window, 2)
    window.start_game("lotr_coop", CoopOptions(players=2), {0: PERSON, 1: "mcts:normal"}, False, seed=3)
    window.table.stop()


def test_each_game_keeps_its_own_unfinished_game(qtbot, real_window, monkeypatch):
    _two_unfinished(real_window, monkeypatch)
    assert sorted(sessions.find_autosaves()) == ["confrontation", "lotr_coop"]
    real_window.table = None          # as after a restart: both are offered
    real_window.show_lobby()
    items = [real_window.lobby.autosave_list.item(i).text() for i in range(real_window.lobby.autosave_list.count())]
    assert [text.splitlines()[0] for text in items] == ["The Lord of the Rings (cooperative)",
                                                        "The Lord of the Rings: The Confrontation"]
    coop, confrontation = (text.splitlines()[1] for text in items)
    assert "Frodo: person, Sam: computer (normal)" in coop
    assert "Setting up: placing the heroes" in confrontation
    assert confrontation.endswith("Fellowship: person, Sauron: person")


def test_any_unfinished_game_may_be_continued(qtbot, real_window, monkeypatch):
    _two_unfinished(real_window, monkeypatch)
    real_window.table = None
    real_window.show_lobby()
    lobby = real_window.lobby
    lobby.autosave_list.setCurrentRow(1)
    assert lobby.continue_button.text() == "Continue: The Lord of the Rings: The Confrontation"
    click(qtbot, lobby.continue_button)
    assert real_window.table.game.id == "confrontation" and len(real_window.table.session.actions) == 2


def test_the_game_on_the_table_is_not_offered_twice(qtbot, real_window, monkeypatch):
    _two_unfinished(real_window, monkeypatch)
    real_window.show_lobby()
    lobby = real_window.lobby
    assert lobby.back_button.isVisible()
    assert [lobby.autosave_list.item(i).data(256) for i in range(lobby.autosave_list.count())] == ["confrontation"]


def test_recent_games_say_which_game_when_and_how_far(qtbot, real_window, tmp_path):
    real_window.start_game("confrontation", ConfrontationOptions(), {0: PERSON, 1: PERSON}, False, seed=3)
    _play(real_window, 2)
    real_window._write(tmp_path / "evening.lotrsave")
    real_window.show_lobby()
    first, second = real_window.lobby.recent_list.item(0).text().splitlines()
    assert first == "evening.lotrsave \u2014 The Lord of the Rings: The Confrontation"
    assert "Setting up: placing the heroes" in second and "Fellowship: person, Sauron: person" in second


def test_a_new_game_while_one_is_in_play_is_asked_about(qtbot, window, monkeypatch):
    asked = []
    monkeypatch.setattr(dialogs, "ask_leave_game", lambda parent, title, replaces: asked.append(replaces) or False)
    table = window.start_game("toy", ToyOptions(), {0: PERSON, 1: PERSON}, open_table=True, seed=SEED)
    click(qtbot, window.page.panel.buttons[0])
    window.show_lobby()
    click(qtbot, window.lobby.start_button)
    assert asked == [True] and window.table is table          # stayed with the game in play
    monkeypatch.setattr(dialogs, "ask_leave_game", lambda parent, title, replaces: True)
    click(qtbot, window.lobby.start_button)
    assert window.table is not table and window.table.session.actions == ()


def test_opening_a_recent_game_while_one_is_in_play_is_asked_about_once(qtbot, window, monkeypatch, tmp_path):
    # Issue 27: a game opened from the lobby replaced the game in play without asking.
    window.start_game("toy", ToyOptions(), {0: PERSON, 1: PERSON}, open_table=True, seed=SEED)
    click(qtbot, window.page.panel.buttons[0])
    window._write(tmp_path / "evening.lotrsave")
    table = window.start_game("toy", ToyOptions(), {0: PERSON, 1: PERSON}, open_table=True, seed=SEED)
    click(qtbot, window.page.panel.buttons[0])
    window.show_lobby()
    asked = []
    monkeypatch.setattr(dialogs, "ask_leave_game", lambda parent, title, replaces: asked.append(replaces) or False)
    window.lobby.recent_chosen.emit(str((tmp_path / "evening.lotrsave").resolve()))
    assert asked == [True] and window.table is table          # stayed with the game in play
    monkeypatch.setattr(dialogs, "ask_leave_game", lambda parent, title, replaces: asked.append(replaces) or True)
    window.lobby.recent_chosen.emit(str((tmp_path / "evening.lotrsave").resolve()))
    assert asked == [True, True] and window.table is not table and window.table.path.name == "evening.lotrsave"


def test_continuing_another_unfinished_game_while_one_is_in_play_is_asked_about(qtbot, real_window, monkeypatch):
    _two_unfinished(real_window, monkeypatch)        # the cooperative game is in play
    coop = real_window.table
    real_window.show_lobby()
    asked = []
    monkeypatch.setattr(dialogs, "ask_leave_game", lambda parent, title, replaces: asked.append((title, replaces)))
    real_window.lobby.continue_requested.emit("confrontation")
    assert asked == [("The Lord of the Rings (cooperative)", False)] and real_window.table is coop
    monkeypatch.setattr(dialogs, "ask_leave_game", lambda *args: pytest.fail("asked about the game on the table"))
    real_window.continue_autosave("lotr_coop")         # the game in play, taken up again: nothing to ask


def test_a_finished_game_is_left_without_asking(qtbot, window, monkeypatch):
    monkeypatch.setattr(dialogs, "ask_leave_game", lambda *args, **kw: pytest.fail("asked about a finished game"))
    table = window.start_game("toy", ToyOptions(), {0: PERSON, 1: PERSON}, open_table=True, seed=SEED)
    while not table.is_over:
        click(qtbot, window.page.panel.buttons[0])
    window.show_lobby()
    click(qtbot, window.lobby.start_button)
    assert window.table is not table


def test_the_question_is_a_real_dialog_that_says_what_is_lost(qtbot, real_window):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox
    told = []

    def answer(button_text):
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        told.append(box.informativeText())
        next(b for b in box.buttons() if b.text() == button_text).click()

    QTimer.singleShot(0, lambda: answer("Back to the game"))
    assert dialogs.ask_leave_game(real_window, "Stakes", replaces=True) is False
    QTimer.singleShot(0, lambda: answer("Start the new game"))
    assert dialogs.ask_leave_game(real_window, "Stakes", replaces=False) is True
    assert "lost unless you have saved it" in told[0] and "continued" in told[1]
