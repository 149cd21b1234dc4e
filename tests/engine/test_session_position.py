"""A session can start at a readable position (pictures, tutorials), and such a game is
never written to a save file, since a save replays from the setup."""

import pytest

from lotr_table.engine.registry import get_game
from lotr_table.engine.saves import SaveError
from lotr_table.engine.session import Session


def test_a_position_session_plays_but_refuses_to_be_saved(tmp_path):
    game = get_game("lotr_coop")
    position = {"location": "moria", "sauron": 9, "hobbits": {"frodo": {"hand": ["brown_star"]}}}
    session = Session.at_position(game, game.Options(), position, seed=3)
    assert session.state.sauron == 9
    seat = game.to_act(session.state)[0]
    session.apply(seat, game.legal_actions(session.state, seat)[0])
    with pytest.raises(SaveError, match="position"):
        session.to_save(tmp_path / "x.lotrsave")
    assert not (tmp_path / "x.lotrsave").exists()


def test_a_new_session_is_not_from_a_position():
    game = get_game("lotr_coop")
    assert Session(game, game.Options(), 1).from_position is False
