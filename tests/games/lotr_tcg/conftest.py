import pytest

from lotr_table.engine import registry


@pytest.fixture
def lotr_tcg(monkeypatch):
    """The LOTR TCG as the registry gives it (tests written before it was registered ask
    for it by this fixture)."""
    from lotr_table.games.lotr_tcg.game import GAME
    monkeypatch.setitem(registry._KNOWN, "lotr_tcg", "lotr_table.games.lotr_tcg.game")
    monkeypatch.setitem(registry._loaded, "lotr_tcg", GAME)
    return GAME
