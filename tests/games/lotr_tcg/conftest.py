import pytest

from lotr_table.engine import registry


@pytest.fixture
def lotr_tcg(monkeypatch):
    """The LOTR TCG registered for one test (it is not in the shipped registry until its
    Russian and Ukrainian texts are complete)."""
    from lotr_table.games.lotr_tcg.game import GAME
    monkeypatch.setitem(registry._KNOWN, "lotr_tcg", "lotr_table.games.lotr_tcg.game")
    monkeypatch.setitem(registry._loaded, "lotr_tcg", GAME)
    return GAME
