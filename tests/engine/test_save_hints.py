"""Hints in a save: a game whose lobby allowed hints records it, with how many each seat
asked for, and a reopened game says the same; a game without hints writes what it always did."""

from __future__ import annotations

import pytest

from lotr_table.engine import get_game, saves

GAME = get_game("confrontation")


def test_hints_allowed_and_used_come_back_from_the_save(tmp_path):
    path = saves.write(tmp_path / "g.lotrsave", GAME, GAME.Options(), 3, [],
                       hints=saves.Hints(True, {0: 2}))
    loaded = saves.load(path)
    assert loaded.hints == saves.Hints(True, {0: 2})


def test_a_game_without_hints_writes_no_hints():
    text = saves.dumps(GAME, GAME.Options(), 3, [], hints=saves.Hints(False, {}))
    assert '"hints"' not in text
    assert saves.loads(text).hints is None


def test_hints_for_a_seat_the_game_has_not_are_refused():
    text = saves.dumps(GAME, GAME.Options(), 3, [], hints=saves.Hints(True, {5: 1}))
    with pytest.raises(saves.SaveError, match="hints"):
        saves.loads(text)
