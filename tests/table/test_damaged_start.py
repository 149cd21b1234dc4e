"""The program starts with damaged settings and data folders, says once what is wrong with
which folder, and plays on; a failing autosave or discard never interrupts a game; a saved
game comes back with the same seating.

The start-up cases run the real program in a fresh process (offscreen, until its first
painted frame); the read-only ones without root's right to write anywhere
(tests/without_write_rights.py)."""

import json
import os
import subprocess
import sys

import pytest

from lotr_table.engine import folders
from lotr_table.engine import session as sessions
from lotr_table.engine.saves import SaveError
from lotr_table.table import settings as stored
from lotr_table.table.main_window import MainWindow
from lotr_table.table.seating import PERSON, computer
from tests import without_write_rights
from tests.engine.toy_game import ToyOptions
from tests.table.helpers import click, start

read_only = pytest.mark.skipif(without_write_rights.unavailable() is not None,
                               reason=str(without_write_rights.unavailable()))

# Starts the program's window as app.run does, to its first painted frame, then reports
# what the window says and which language's texts it shows.
START = """
import json, sys
from PySide6.QtWidgets import QApplication
from lotr_table.table import app, i18n
qt = QApplication(sys.argv[:1])
window = app.open_window()
window.show()
qt.processEvents()
print(json.dumps({"title": window.menuBar().actions()[0].text(), "language": i18n.current_language()}))
window.close()
"""


def start_program(data_dir, code=START, as_root=True):
    env = {**os.environ, folders.ROOT_VARIABLE: str(data_dir), "QT_QPA_PLATFORM": "offscreen",
           "PYTHONDONTWRITEBYTECODE": "1"}
    if not as_root:
        return without_write_rights.run(code, env), ""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120,
                          cwd=without_write_rights.ROOT)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1]), done.stderr


def test_a_settings_file_with_a_geometry_qt_cannot_read_starts_the_program(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.json").write_text(json.dumps({"geometry": "éé", "language": "uk"}), encoding="utf-8")
    shown, errors = start_program(data)
    assert shown == {"title": "&Гра", "language": "uk"}       # the rest of the settings kept
    assert "Traceback" not in errors
    assert stored.Settings.from_json({"geometry": "éé"}).geometry == ""


def test_a_dangling_link_in_autosave_starts_the_program(tmp_path):
    data = tmp_path / "data"
    (data / "autosave").mkdir(parents=True)
    (data / "autosave" / "toy.lotrsave").symlink_to(tmp_path / "gone.lotrsave")
    shown, errors = start_program(data)
    assert shown["title"] == "&Game" and "Traceback" not in errors


def test_an_autosave_file_in_place_of_the_folder_is_said_and_the_program_starts(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave").write_text("a file")
    shown, errors = start_program(data)
    assert shown["title"] == "&Game"
    assert errors.splitlines()[0] == (f"LOTR Table: the folder {data / 'autosave'} is a file, not a folder; "
                                      "games are not autosaved and settings not remembered")


def test_a_data_folder_that_is_a_file_is_said_and_the_program_starts(tmp_path):
    data = tmp_path / "data"
    data.write_text("a file")
    shown, errors = start_program(data)
    assert shown["title"] == "&Game"
    assert errors.startswith(f"LOTR Table: the data folder {data} (from LOTR_TABLE_DATA_DIR) is a file, not a folder")


def test_stale_temporary_files_are_cleaned_at_start(tmp_path):
    data = tmp_path / "data"
    (data / "autosave").mkdir(parents=True)
    stale = data / "autosave" / ".toy.lotrsave.abc123.tmp"
    stale.write_text("{")
    os.utime(stale, (1_000_000_000, 1_000_000_000))
    start_program(data)
    assert not stale.exists()


@read_only
def test_a_missing_data_folder_under_a_read_only_parent_starts_the_program(tmp_path):
    parent = tmp_path / "locked"
    parent.mkdir()
    os.chmod(parent, 0o555)
    try:
        shown, _ = start_program(parent / "data", as_root=False)
    finally:
        os.chmod(parent, 0o755)
    assert shown["title"] == "&Game"


@read_only
def test_a_read_only_data_folder_still_gets_its_language_compiled(tmp_path):
    # Russian was never compiled into this data folder, and now the folder cannot take it.
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.json").write_text(json.dumps({"language": "ru"}), encoding="utf-8")
    os.chmod(data, 0o555)
    try:
        shown, _ = start_program(data, as_root=False)
    finally:
        os.chmod(data, 0o755)
    assert shown == {"title": "&Игра", "language": "ru"}
    assert not (data / "translations").exists()


# ---- during play -------------------------------------------------------------------------


def test_a_failing_autosave_and_discard_warn_once_and_the_game_plays_to_its_end(qtbot, window, monkeypatch,
                                                                                 caplog):
    def refuse(*args):
        raise SaveError("cannot write the autosave: Permission denied")

    monkeypatch.setattr(sessions.Session, "autosave", refuse)
    monkeypatch.setattr(sessions, "discard_autosave", refuse)
    table = start(qtbot, window, open_table=True)       # the fresh game's autosave fails: said now
    qtbot.waitUntil(lambda: "could not be autosaved" in window.statusBar().currentMessage())
    said = []
    table.status.connect(said.append)
    while not table.is_over:
        click(qtbot, window.page.panel.buttons[-1])
    assert [text for text in said if "could not be autosaved" in text] == []     # not again
    failures = [r for r in caplog.records if r.getMessage().startswith("autosave: ")]
    assert len(failures) == len(table.session.actions) + 1   # every autosave and the discard


def test_the_first_failing_autosave_is_said_in_the_status_bar(qtbot, window, monkeypatch):
    def refuse(*args):
        raise SaveError("the folder /x/autosave is a file, not a folder")

    monkeypatch.setattr(sessions.Session, "autosave", refuse)
    start(qtbot, window)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == (
        "The game could not be autosaved: the folder /x/autosave is a file, not a folder"))


def test_a_saved_game_against_the_computer_opens_against_the_computer(qtbot, window, tmp_path):
    seating = {0: PERSON, 1: computer("easy")}
    window.start_game("toy", ToyOptions(), seating, open_table=False)
    written = window.table.save_to(tmp_path / "against.lotrsave")
    window.start_game("toy", ToyOptions(), {0: PERSON, 1: PERSON}, open_table=False)
    assert window.open_path(written)
    assert window.table.seating == seating


def test_a_saved_seating_this_version_cannot_play_opens_as_pass_and_play(qtbot, window, tmp_path):
    window.start_game("toy", ToyOptions(), {0: PERSON, 1: computer("easy")}, open_table=False)
    written = window.table.save_to(tmp_path / "against.lotrsave")
    written.write_text(written.read_text(encoding="utf-8").replace('"mcts:easy"', '"deep_thought"'),
                       encoding="utf-8")
    assert window.open_path(written)
    assert window.table.seating == {0: PERSON, 1: PERSON}


def test_a_window_with_an_unreadable_geometry_opens_at_its_default_size(qtbot, toy_at_table, english):
    from lotr_table.table.main_window import first_geometry
    made = MainWindow(stored.Settings(geometry="AAAA"))
    qtbot.addWidget(made)
    # the first start's size: 1280x800, or what the screen has room for (tests/table/test_first_window.py)
    assert made.size() == first_geometry(made.screen().availableGeometry(), made.minimumSizeHint()).size()


# Continues the autosaved toy game, both seats the computer, and lets it play to its end.
CONTINUE = """
import json, sys, time
from PySide6.QtWidgets import QApplication
from lotr_table.engine import registry
from lotr_table.table import games, table_session
from lotr_table.table import settings as stored
from lotr_table.table.main_window import MainWindow
from tests.table import toy_table
registry._KNOWN["toy"] = "tests.table.toy_table"
registry._loaded["toy"] = toy_table.GAME
games.TABLES = {"toy": "tests.table.toy_table"}
table_session.PAUSE_MS = dict.fromkeys(table_session.PAUSE_MS, 0)
qt = QApplication(sys.argv[:1])
window = MainWindow(stored.load())
said = []
window.statusBar().messageChanged.connect(lambda text: said.append(text) if text else None)
window.show()
window.continue_autosave()
deadline = time.monotonic() + 60
while not window.table.is_over and time.monotonic() < deadline:
    qt.processEvents()
    time.sleep(0.01)
qt.processEvents()
print(json.dumps({"over": window.table.is_over, "actions": len(window.table.session.actions),
                  "warnings": [text for text in said if "autosaved" in text]}))
window.close()
"""


@read_only
def test_with_a_read_only_data_folder_an_autosaved_game_plays_to_its_end(data_dir):
    from lotr_table.engine.session import Session
    from tests.table import toy_table
    session = Session(toy_table.GAME, ToyOptions(), 5)
    session.seating = {0: "random", 1: "random"}
    autosave = session.autosave()
    (data_dir / "saves").mkdir()
    folders_left_read_only = (data_dir / "autosave", data_dir / "saves", data_dir)
    for folder in folders_left_read_only:
        os.chmod(folder, 0o555)
    try:
        out = without_write_rights.run(CONTINUE, {folders.ROOT_VARIABLE: str(data_dir), "QT_QPA_PLATFORM": "offscreen"})
    finally:
        for folder in folders_left_read_only:
            os.chmod(folder, 0o755)
    assert out["over"] and out["actions"] > 0
    assert len(out["warnings"]) == 1 and out["warnings"][0].startswith("The game could not be autosaved: ")
    assert autosave.exists()        # the folder would not let it go; nothing else went wrong
