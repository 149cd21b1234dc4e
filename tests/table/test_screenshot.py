"""`lotr-table screenshot`: a real picture of the real window, of the requested size."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from lotr_table.cli import main
from lotr_table.engine import registry
from lotr_table.engine.session import Session
from lotr_table.table import games
from tests.engine.toy_game import SCRIPT, SEED, ToyOptions
from tests.table import toy_table

ROOT = Path(__file__).resolve().parents[2]


def assert_picture(path: Path, size: tuple[int, int]) -> None:
    assert path.stat().st_size > 1024
    image = QImage(str(path))
    assert not image.isNull() and (image.width(), image.height()) == size


def test_a_screenshot_of_a_new_toy_game(toy_at_table, english, tmp_path, capsys):
    out = tmp_path / "pictures" / "toy.png"
    assert main(["screenshot", "toy", "--lang", "en", "--out", str(out), "--size", "700x500"]) == 0
    assert_picture(out, (700, 500))
    assert "seat 0" in capsys.readouterr().out           # the seat to act, curtain lifted
    # A picture leaves the player's data alone: no autosave, no settings.
    assert not list(Path(os.environ["LOTR_TABLE_DATA_DIR"]).glob("autosave/*"))
    assert not (Path(os.environ["LOTR_TABLE_DATA_DIR"]) / "settings.json").exists()


def test_a_screenshot_of_a_save_for_a_chosen_seat(toy_at_table, english, tmp_path, capsys):
    session = Session(toy_table.GAME, ToyOptions(), SEED)
    for seat, action in SCRIPT[:3]:
        session.apply(seat, action)
    save = session.to_save(tmp_path / "x.lotrsave")
    out = tmp_path / "seat1.png"
    assert main(["screenshot", "toy", "--out", str(out), "--save", str(save), "--seat", "1",
                 "--size", "720x520"]) == 0
    assert_picture(out, (720, 520))
    assert "seat 1" in capsys.readouterr().out


def test_refusals(toy_at_table, english, tmp_path, capsys, monkeypatch):
    out = tmp_path / "x.png"
    assert main(["screenshot", "toy", "--out", str(out), "--seat", "5"]) == 2
    assert main(["screenshot", "toy", "--out", str(out), "--save", str(tmp_path / "missing.lotrsave")]) == 2
    assert main(["screenshot", "nosuchgame", "--out", str(out)]) == 2
    assert main(["screenshot", "toy", "--out", str(out), "--size", "wide"]) == 2
    monkeypatch.setattr(games, "TABLES", {})
    assert main(["screenshot", "toy", "--out", str(out)]) == 2
    assert "is not built yet" in capsys.readouterr().err
    assert not out.exists()


def test_a_screenshot_of_the_confrontation_table(tmp_path):
    if "confrontation" not in registry.game_ids() or not games._exists(games.TABLES["confrontation"]):
        pytest.skip("the Confrontation table is not built yet")
    out = tmp_path / "confrontation.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LOTR_TABLE_DATA_DIR": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, "-m", "lotr_table", "screenshot", "confrontation", "--lang", "uk",
                           "--out", str(out), "--size", "1200x800"], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert_picture(out, (1200, 800))
