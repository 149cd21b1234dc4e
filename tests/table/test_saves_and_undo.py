"""Save and open, a damaged save refused whole, undo and its refusals, the autosave after
every action and its offer back after a crash."""

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from lotr_table.engine import folders
from lotr_table.engine import session as sessions
from lotr_table.engine.saves import SaveError
from lotr_table.engine.session import Session
from lotr_table.table import app, dialogs
from lotr_table.table import settings as stored
from tests.engine.toy_game import SCRIPT, SEED, ToyOptions
from tests.table import toy_table
from tests.table.helpers import press, see_result, show_my_table, start


def play_round_one(qtbot, window):
    show_my_table(qtbot, window)
    press(qtbot, window, "raise")
    press(qtbot, window, "stand")
    press(qtbot, window, "pick", 2)
    show_my_table(qtbot, window)
    press(qtbot, window, "pick", 3)
    # both picks revealed: both look at the result, then the screen passes to South, who leads
    see_result(qtbot, window)
    show_my_table(qtbot, window)


def fingerprint(window):
    return window.table.game.fingerprint(window.table.session.state)


def test_save_then_open_gives_the_same_position(qtbot, window, tmp_path, monkeypatch):
    start(qtbot, window)
    play_round_one(qtbot, window)
    press(qtbot, window, "stand")
    before = fingerprint(window)
    target = tmp_path / "my game"
    monkeypatch.setattr(dialogs, "choose_where_to_save", lambda parent, suggested: target.with_suffix(".lotrsave"))
    window.save_action.trigger()                      # no file yet: Save asks where, as Save As does
    written = tmp_path / "my game.lotrsave"
    assert written.exists()
    assert window.table.path == written and window.windowTitle().startswith("my game.lotrsave — ")

    start(qtbot, window)                              # something else on the table
    assert fingerprint(window) != before
    assert window.open_path(written)
    assert fingerprint(window) == before
    assert window.table.path == written
    assert window.page.curtain.is_up                  # a game taken up again starts behind the curtain
    assert window.settings.recent[0] == str(written.resolve())

    press_save = window.table.session.actions
    window.save_action.trigger()                      # now Save writes to the same file, no question
    assert Session.from_save(written).actions == press_save


def test_a_damaged_save_is_refused_and_the_game_on_the_table_stays(qtbot, window, tmp_path, monkeypatch):
    start(qtbot, window)
    play_round_one(qtbot, window)
    table, before = window.table, fingerprint(window)
    good = tmp_path / "good.lotrsave"
    table.save_to(good)
    lines = good.read_text().splitlines()
    at = next(i for i, line in enumerate(lines) if '"n": 3' in line)
    lines[at] = lines[at].replace('"n": 3', '"n": 7')   # South's pick (the 4th action) made impossible
    bad = tmp_path / "bad.lotrsave"
    bad.write_text("\n".join(lines) + "\n")

    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: shown.append((title, text)))
    assert not window.open_path(bad)
    assert shown == [("The save cannot be opened",
                      f"{bad} cannot be opened:\nline {at + 1} (action 4, pick): refused: pick a number from 1 to 3")]
    assert window.table is table and fingerprint(window) == before
    assert window.page.panel is table.panel
    assert str(bad.resolve()) not in window.settings.recent


def test_a_missing_recent_file_leaves_the_list(qtbot, window, tmp_path, monkeypatch):
    gone = tmp_path / "gone.lotrsave"
    window.settings.remember(gone)
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: None)
    assert not window.open_path(gone)
    assert window.settings.recent == []


def test_undo_takes_back_the_last_action_of_the_seat_at_the_screen(qtbot, window):
    table = start(qtbot, window)
    show_my_table(qtbot, window)
    press(qtbot, window, "raise")
    assert table.session.state.stakes == 2
    window.undo_action.trigger()
    assert table.session.state.stakes == 1 and table.session.actions == ()
    assert window.statusBar().currentMessage() == "The last action was taken back."
    assert window.page.panel.last_view()[0] == 0 and not window.page.curtain.is_up
    window.undo_action.trigger()
    assert window.statusBar().currentMessage() == "Cannot undo: Nothing to undo."


def test_undo_under_the_curtain_is_for_the_one_who_just_left_and_shows_nothing(qtbot, window):
    table = start(qtbot, window)
    show_my_table(qtbot, window)
    press(qtbot, window, "stand")
    press(qtbot, window, "pick", 2)
    assert window.page.curtain.is_up
    mark = len(window.page.panel.calls)
    window.undo_action.trigger()                      # North takes the pick back
    assert table.session.state.picks == (None, None)
    assert window.page.curtain.is_up and window.page.curtain.seat_name == "North"
    assert all(call[0] != "view" for call in window.page.panel.calls[mark:])


def test_undo_is_refused_past_a_reveal_with_the_reason(qtbot, window):
    table = start(qtbot, window)
    play_round_one(qtbot, window)                     # South's pick revealed both and drew bonuses
    assert table.session.state.round == 2
    window.undo_action.trigger()
    assert table.session.state.round == 2
    assert window.statusBar().currentMessage() == "Cannot undo: Cannot undo past a reveal or a random draw."
    # South leads round 2: what South does after the reveal can be taken back, down to it.
    press(qtbot, window, "raise")
    window.undo_action.trigger()
    assert table.session.state.stakes == 1 and len(table.session.actions) == 4
    window.undo_action.trigger()
    assert len(table.session.actions) == 4


def test_every_action_and_every_undo_is_autosaved(qtbot, window):
    table = start(qtbot, window)
    show_my_table(qtbot, window)
    autosave = folders.autosave_path("toy")
    press(qtbot, window, "raise")
    assert Session.from_save(autosave).actions == table.session.actions
    window.undo_action.trigger()
    assert Session.from_save(autosave).actions == ()


def crashed_with_a_game(rounds=3, actions=4):
    """What a crash leaves: an autosave of an unfinished game and settings of a run that never
    ended cleanly."""
    session = Session(toy_table.GAME, ToyOptions(rounds=rounds), SEED)
    for seat, action in SCRIPT[:actions]:
        session.apply(seat, action)
    session.autosave()
    stored.save(stored.Settings(clean_exit=False))
    return session


def open_after_crash(qtbot):
    window = app.open_window()
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.first_frame, timeout=5000):
        window.show()
    return window


def test_after_a_crash_the_unfinished_game_is_offered_back(qtbot, toy_at_table, english, monkeypatch):
    lost = crashed_with_a_game()
    asked = []
    monkeypatch.setattr(dialogs, "ask_resume", lambda parent, title: asked.append(title) or True)
    window = open_after_crash(qtbot)
    qtbot.waitUntil(lambda: window.table is not None, timeout=5000)
    assert asked == ["Stakes (a toy game for engine tests)"]
    assert fingerprint(window) == toy_table.GAME.fingerprint(lost.state)
    assert window.page.curtain.is_up
    assert stored.load().clean_exit is False          # this run has not ended yet


def test_after_a_crash_the_game_can_be_discarded(qtbot, toy_at_table, english, monkeypatch):
    crashed_with_a_game()
    monkeypatch.setattr(dialogs, "ask_resume", lambda parent, title: False)
    window = open_after_crash(qtbot)
    qtbot.waitUntil(lambda: sessions.find_autosaves() == [], timeout=5000)
    assert window.table is None and not window.lobby.continue_button.isVisible()


def test_after_a_clean_exit_nothing_is_asked_and_the_lobby_offers_to_continue(qtbot, toy_at_table, english,
                                                                             monkeypatch):
    crashed_with_a_game()
    stored.save(stored.Settings(clean_exit=True))
    monkeypatch.setattr(dialogs, "ask_resume", lambda parent, title: pytest_fail("asked after a clean exit"))
    window = open_after_crash(qtbot)
    qtbot.wait(50)
    assert window.table is None
    assert window.lobby.continue_button.isVisible()
    assert window.lobby.continue_button.text() == "Continue: Stakes (a toy game for engine tests)"
    window.lobby.continue_button.click()
    assert window.table is not None and len(window.table.session.actions) == 4


def pytest_fail(message):
    import pytest
    pytest.fail(message)


def test_the_resume_question_is_a_real_dialog_with_resume_and_discard(qtbot, toy_at_table, english):
    from lotr_table.table.main_window import MainWindow
    window = MainWindow(stored.load())
    qtbot.addWidget(window)
    answers = []

    def answer(button_text):
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        answers.append(box.text())
        next(b for b in box.buttons() if b.text() == button_text).click()

    QTimer.singleShot(0, lambda: answer("Resume"))
    assert dialogs.ask_resume(window, "Stakes") is True
    QTimer.singleShot(0, lambda: answer("Discard"))
    assert dialogs.ask_resume(window, "Stakes") is False
    assert answers[0] == ("LOTR Table did not close properly last time. "
                          "An unfinished game of Stakes was saved.")


def test_a_damaged_autosave_is_reported_and_let_go(qtbot, window, monkeypatch):
    folders.autosave_path("toy").write_text("{ not json")
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: shown.append(title))
    window.continue_autosave()
    assert shown == ["The game cannot be resumed"]
    assert window.table is None and sessions.find_autosaves() == []


def test_saving_where_the_disk_refuses_shows_why(qtbot, window, tmp_path, monkeypatch):
    start(qtbot, window)
    blocker = tmp_path / "a file"
    blocker.write_text("")
    monkeypatch.setattr(dialogs, "choose_where_to_save", lambda parent, suggested: blocker / "x.lotrsave")
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: shown.append((title, text)))
    window.save_as_action.trigger()
    assert shown and shown[0][0] == "The game was not saved"
    assert window.table.path is None
    assert not Path(blocker / "x.lotrsave").exists()


def test_a_damaged_autosave_the_folder_will_not_let_go_is_said_to_be_still_there(qtbot, window, monkeypatch):
    # Issue 27: with a read-only data folder the message said "was discarded" while the file stayed.
    folders.autosave_path("toy").write_text("{ not json")

    def read_only(game_id):
        raise SaveError(f"cannot remove the autosave of {game_id!r}: Permission denied")
    monkeypatch.setattr(sessions, "discard_autosave", read_only)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: shown.append(text))
    window.continue_autosave()
    assert len(shown) == 1 and "discarded" not in shown[0]
    assert "It was not removed either (cannot remove the autosave of 'toy': Permission denied)" in shown[0]
    assert "still in the data folder" in shown[0]
    assert folders.autosave_path("toy").exists() and window.table is None


def test_a_save_of_other_rules_is_refused_in_the_players_language(qtbot, window, tmp_path, monkeypatch):
    # a save of an older rules version that plays out differently now is refused whole
    # (engine/saves.py); the dialog says so in the person's language, the engine's English
    # reason only behind its details
    from lotr_table.table import i18n
    from tests.engine import toy_game
    start(qtbot, window)
    play_round_one(qtbot, window)
    saved = tmp_path / "older.lotrsave"
    window.table.save_to(saved)
    monkeypatch.setattr(type(window.table.game), "rules_version", 2)
    monkeypatch.setattr(toy_game, "_initial_deck", lambda rounds: tuple(sorted([0, 2, 2] * rounds)))
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append((box.text(), box.detailedText())))
    i18n.set_language("ru")
    assert not window.open_path(saved)
    (text, details), = shown
    assert text.startswith(f"Не удается открыть {saved}:\n")
    assert "версии 1" in text and "по версии 2" in text
    assert "rules version" not in text and "replay" not in text
    assert details.startswith("this save was made under rules version 1")
