"""Starting the installed program: a double-clicked save is recognised whatever the case of
its name, the windowed builds show a start-up error in a window instead of on a console
nobody can see (installer/launcher.py), and the window carries the program's icon."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from lotr_table import cli
from lotr_table.table import app as table_app
from lotr_table.table.program_icon import ICON_FILE, program_icon

INSTALLER = Path(__file__).resolve().parents[2] / "installer"
_spec = importlib.util.spec_from_file_location("launcher", INSTALLER / "launcher.py")
launcher = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(launcher)


# ---- the save a double-click hands over ----------------------------------------------------

@pytest.mark.parametrize("name", ["GAME.LOTRSAVE", r"C:\Users\Éowyn\Saves\Helm.LotrSave", "/Users/a/game.lotrsave"])
def test_a_double_clicked_save_opens_in_the_window_whatever_the_case_of_its_name(monkeypatch, name):
    opened = []
    monkeypatch.setattr(cli, "_open_table", lambda save=None: opened.append(save) or 0)
    assert cli.main([name]) == 0
    assert opened == [name]


def test_another_file_is_still_a_usage_error(monkeypatch, capsys):
    monkeypatch.setattr(cli, "_open_table", lambda save=None: pytest.fail("opened a file that is not a save"))
    assert cli.main(["notes.txt"]) == 2
    assert "invalid choice: 'notes.txt'" in capsys.readouterr().err


# ---- errors without a console --------------------------------------------------------------

def test_without_a_console_a_usage_error_is_shown_in_a_window():
    shown = []
    assert launcher.run(["--no-such-option"], console=False, show=shown.append) == 2
    assert len(shown) == 1
    assert "usage: lotr-table" in shown[0]
    assert "unrecognized arguments: --no-such-option" in shown[0]


def test_without_a_console_a_crash_at_start_is_shown_with_its_traceback(monkeypatch):
    def crash(argv=None):
        raise RuntimeError("the table could not be drawn")

    monkeypatch.setattr(cli, "main", crash)
    shown = []
    assert launcher.run([], console=False, show=shown.append) == 1
    assert "Traceback" in shown[0]
    assert shown[0].splitlines()[-1] == "RuntimeError: the table could not be drawn"


def test_without_a_console_a_clean_run_shows_nothing_and_gives_the_streams_back():
    streams = sys.stdout, sys.stderr
    shown = []
    assert launcher.run(["--version"], console=False, show=shown.append) == 0
    assert shown == []
    assert (sys.stdout, sys.stderr) == streams


def test_without_a_console_a_silent_failure_still_says_something(monkeypatch):
    monkeypatch.setattr(cli, "main", lambda argv=None: 3)
    shown = []
    assert launcher.run([], console=False, show=shown.append) == 3
    assert shown == ["LOTR Table stopped with exit status 3."]


def test_with_a_console_errors_stay_on_it(capsys):
    assert launcher.run(["--no-such-option"], console=True,
                        show=lambda text: pytest.fail("a window for a console user")) == 2
    assert "unrecognized arguments: --no-such-option" in capsys.readouterr().err


def test_a_windowed_windows_build_has_no_console(monkeypatch):
    monkeypatch.setattr(sys, "stderr", None)          # what a PyInstaller windowed exe gets
    assert launcher.has_console() is False


def test_a_program_run_from_a_terminal_has_a_console():
    assert launcher.has_console() is True


def test_the_error_window_puts_the_error_first_and_the_rest_under_details(qtbot):
    text = "usage: lotr-table [-h] [--version] COMMAND ...\nlotr-table: error: unrecognized arguments: -x"
    box = launcher.error_box(text)
    qtbot.addWidget(box)
    assert box.windowTitle() == "LOTR Table"
    assert box.icon() == QMessageBox.Icon.Critical
    assert box.text() == "lotr-table: error: unrecognized arguments: -x"
    assert box.detailedText() == text


# ---- the icon ------------------------------------------------------------------------------

def test_the_program_icon_is_drawn_from_the_resources(qapp):
    assert ICON_FILE.is_file()
    icon = program_icon()
    assert not icon.isNull()
    picture = icon.pixmap(64, 64).toImage()
    assert not picture.isNull() and picture.width() == 64
    colours = {picture.pixel(x, y) for x in range(0, 64, 4) for y in range(0, 64, 4)}
    assert len(colours) > 4, "the icon came out blank"


def test_the_application_and_its_window_carry_the_icon(qapp, monkeypatch, data_dir):
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)   # set up the program, do not run it
    before = set(QApplication.topLevelWidgets())
    qapp.setWindowIcon(QApplication.style().standardIcon(QApplication.style().StandardPixmap.SP_TitleBarMenuButton))
    assert table_app.run() == 0
    windows = [w for w in QApplication.topLevelWidgets() if w not in before and isinstance(w, table_app.MainWindow)]
    try:
        assert len(windows) == 1
        expected = program_icon().pixmap(32, 32).toImage()
        assert qapp.windowIcon().pixmap(32, 32).toImage() == expected
        assert windows[0].windowIcon().pixmap(32, 32).toImage() == expected
    finally:
        for window in windows:
            window.close()
            window.deleteLater()


# ---- the processes multiprocessing starts by running the frozen program again ---------------

@pytest.mark.parametrize("argv, child", [
    (["lotr-table"], False),
    (["lotr-table", "game.lotrsave"], False),
    (["lotr-table", "arena", "wotr", "--workers", "2"], False),
    (["lotr-table", "-c", "print(1)"], False),                   # not multiprocessing's: a usage error
    (["lotr-table", "--multiprocessing-fork", "tracker_fd=5", "pipe_handle=7"], True),
    (["lotr-table", "-B", "-s", "-c", "from multiprocessing.resource_tracker import main;main(5)"], True),
])
def test_a_run_multiprocessing_started_is_told_from_a_persons_start(argv, child):
    # only such a run imports multiprocessing (PyInstaller's hook that did it at every start is left out)
    assert launcher.multiprocessing_child(argv) is child
