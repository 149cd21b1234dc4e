"""The lobby loads only what the lobby draws (issue 28): opening the program in a fresh
interpreter loads no game's rules, data or table beyond what describes the game and its
options, none of the subcommands' modules, and not pydantic, so a quiet import at the top of
a module cannot bring the start's time and memory back. What the lobby says of a game's seats
without its rules is held to the rules' own."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from lotr_table.engine import registry
from lotr_table.table import games, seating

ROOT = Path(__file__).resolve().parents[2]

# The program as `lotr-table` starts it, left 0.3 s after its first frame (what is set going
# after it counts too); then the modules it holds, as the last line.
_OPEN_THE_LOBBY = """
import atexit, json, sys
atexit.register(lambda: print(json.dumps(sorted(sys.modules))))
from lotr_table import cli
sys.exit(cli.main([]))
"""

# Described by games.py: the game's package, its options, its table package and its options form.
_DESCRIBING = {"lotr_table.games", "lotr_table.table.kit"} | {
    name for game_id in games.TABLES
    for name in (f"lotr_table.games.{game_id}", f"lotr_table.games.{game_id}.options",
                 games.TABLES[game_id], f"{games.TABLES[game_id]}.options_form")}
_SUBCOMMANDS = ("lotr_table.replay", "lotr_table.selfplay", "lotr_table.arena", "lotr_table.table.screenshot",
                "lotr_table.engine.saves", "lotr_table.engine.session", "lotr_table.engine.playout",
                "lotr_table.ai", "pydantic")
# The shell's own modules that serve a game on the table, not the lobby.
_TABLE_SHELL = ("lotr_table.table.table_session", "lotr_table.table.computer_seat", "lotr_table.table.help",
                "lotr_table.table.glossary", "lotr_table.engine.flow", "lotr_table.engine.zones")


# The same, with a person's first move in the lobby 0.1 s after the first frame.
_A_PERSON_IN_THE_LOBBY = _OPEN_THE_LOBBY.replace("from lotr_table import cli", """from lotr_table import cli
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from lotr_table.table.main_window import MainWindow
def move():
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
    window.lobby.warm_up_now()
QTimer.singleShot(0, lambda: QTimer.singleShot(100, move))""")


def _modules_held(script: str, folder: Path, hold: float) -> set[str]:
    env = {**os.environ, "LOTR_TABLE_DATA_DIR": str(folder), "LOTR_TABLE_EXIT_AFTER_FIRST_FRAME": "1",
           "LOTR_TABLE_HOLD_AFTER_FIRST_FRAME": str(hold), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return set(json.loads(done.stdout.strip().splitlines()[-1]))


@pytest.fixture(scope="module")
def lobby_modules(tmp_path_factory) -> set[str]:
    return _modules_held(_OPEN_THE_LOBBY, tmp_path_factory.mktemp("fresh"), 0.3)


def test_a_person_in_the_lobby_has_the_chosen_game_loaded_before_reaching_start(tmp_path):
    loaded = _modules_held(_A_PERSON_IN_THE_LOBBY, tmp_path, 3)
    first = games.available()[0]
    assert {registry.module_of(first), games.TABLES[first], "lotr_table.table.table_session"} <= loaded


def test_the_lobby_loads_no_game_beyond_what_describes_it_and_its_options(lobby_modules):
    assert {"lotr_table.table.lobby", "lotr_table.table.confrontation.options_form"} <= lobby_modules
    loaded = sorted(name for name in lobby_modules
                    if name.startswith(("lotr_table.games", "lotr_table.table.kit")) or
                    any(name.startswith(package) for package in games.TABLES.values()))
    assert [name for name in loaded if name not in _DESCRIBING] == []


def test_the_lobby_loads_none_of_the_subcommands_modules_nor_pydantic(lobby_modules):
    assert [name for name in _SUBCOMMANDS if name in lobby_modules] == []


def test_the_lobby_loads_nothing_that_serves_a_game_on_the_table(lobby_modules):
    assert [name for name in _TABLE_SHELL if name in lobby_modules] == []


def test_the_lobby_reads_no_data_file_of_any_game(lobby_modules):
    # Every game's data module reads its files; the lobby must not even have it.
    assert sorted(name for name in lobby_modules if name.startswith("lotr_table.games.")
                  and name.rsplit(".", 1)[-1] in ("data", "cards", "board", "scenarios")) == []


@pytest.mark.parametrize("game_id", games.available())
def test_the_seats_the_lobby_shows_are_the_rules_own(qtbot, english, game_id):
    form = games.table(game_id).make_options_form()
    qtbot.addWidget(form)
    game = registry.get_game(game_id)
    assert games.holds_several(game_id) == seating.holds_several(game)
    for setting in _form_settings(form):
        setting()
        assert games.seats(game_id, form) == game.seats(form.options()), game_id


def _form_settings(form) -> list:
    """Ways to set the form: every scenario and player count it offers."""
    settings = [lambda: None]
    combo = getattr(form, "scenario", None)
    spin = getattr(form, "players", None)
    scenarios = range(combo.count()) if combo is not None else [None]
    for index in scenarios:
        counts = range(2, 6) if spin is not None else [None]
        for count in counts:
            def setting(index=index, count=count):
                if index is not None:
                    combo.setCurrentIndex(index)
                if count is not None and spin.minimum() <= count <= spin.maximum():
                    spin.setValue(count)
            settings.append(setting)
    return settings


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="worked out without platformdirs on Linux only")
def test_the_lobby_finds_its_data_folder_without_platformdirs(lobby_modules):
    # platformdirs would bring tempfile, shutil and random along (engine/folders.py)
    assert "platformdirs" not in lobby_modules


# The program as `lotr-table` starts it, saying at its first frame whether PySide has built the
# Qt namespace (its first use builds ~95 Python enums: a tenth of what the start adds to a bare
# window's, so the lobby never names it before the window shows).
_THE_QT_NAMESPACE_AT_THE_FIRST_FRAME = """
import json, sys
import PySide6.QtCore as core
from lotr_table.table import app
opened = app.open_window
def open_window():
    window = opened()
    window.first_frame.connect(lambda: print(json.dumps("Qt" in vars(core)), flush=True))
    return window
app.open_window = open_window
from lotr_table import cli
sys.exit(cli.main([]))
"""


def test_the_lobby_shows_without_building_the_qt_namespace(tmp_path):
    env = {**os.environ, "LOTR_TABLE_DATA_DIR": str(tmp_path), "LOTR_TABLE_EXIT_AFTER_FIRST_FRAME": "1",
           "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", _THE_QT_NAMESPACE_AT_THE_FIRST_FRAME], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.split()[0]) is False
