"""Runs before any test module is imported: headless Qt, and a throwaway data folder so no
test ever touches the user's real saves."""

import atexit
import os
import shutil
import tempfile

os.environ["QT_QPA_PLATFORM"] = "offscreen"
_DATA_DIR = tempfile.mkdtemp(prefix="lotr-table-tests-")
os.environ["LOTR_TABLE_DATA_DIR"] = _DATA_DIR
atexit.register(shutil.rmtree, _DATA_DIR, ignore_errors=True)


# Imported only now, after the environment above is set.
import pytest  # noqa: E402

from lotr_table.engine import registry  # noqa: E402
from tests.engine import toy_game  # noqa: E402


@pytest.fixture
def toy(monkeypatch):
    """The toy game (tests/engine/toy_game.py), registered as "toy" for one test."""
    monkeypatch.setitem(registry._KNOWN, "toy", "tests.engine.toy_game")
    monkeypatch.setitem(registry._loaded, "toy", toy_game.GAME)
    return toy_game.GAME


@pytest.fixture
def skirmish(monkeypatch):
    """Skirmish (tests/engine/toy_cards.py), the toy game on the kernel, registered for one test."""
    from tests.engine import toy_cards
    monkeypatch.setitem(registry._KNOWN, "skirmish", "tests.engine.toy_cards")
    monkeypatch.setitem(registry._loaded, "skirmish", toy_cards.GAME)
    return toy_cards.GAME


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """A fresh data folder (saves/, autosave/) for one test."""
    monkeypatch.setenv("LOTR_TABLE_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


# At the session's end, every text the program asked i18n.tr for must be in the translation
# catalogue (tests/table/asked_check.py).
from tests.table.asked_check import pytest_sessionfinish  # noqa: E402,F401
