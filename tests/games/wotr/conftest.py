"""The battle tests drive a battle alone, from a set-up board: once it is over nothing more
is asked. The turn's phases (turn.py sets FLOW.idle when it is imported) would otherwise go
on to the next question, so those tests run with no turn structure behind the battle."""

import pytest

from lotr_table.games.wotr.flow import FLOW


@pytest.fixture(autouse=True)
def battle_without_the_turn(request, monkeypatch):
    if request.module.__name__.split(".")[-1].startswith("test_battle"):
        monkeypatch.setattr(FLOW, "idle", None)
