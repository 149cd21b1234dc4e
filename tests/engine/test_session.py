"""A running game: apply, undo within the barrier, save and autosave."""

import pytest

from lotr_table.engine import folders
from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction
from lotr_table.engine.saves import SaveError
from lotr_table.engine.session import Session, discard_autosave, find_autosaves, resume_autosave
from tests.engine.toy_game import SCRIPT, SEED


@pytest.fixture
def session(toy):
    return Session(toy, toy.Options(), SEED)


def play(session, script):
    for seat, action in script:
        session.apply(seat, action)


def test_a_new_session_is_the_setup(toy, session):
    assert session.actions == ()
    assert session.states == (session.state,)
    assert toy.fingerprint(session.state) == toy.fingerprint(toy.setup(toy.Options(), SEED))


def test_apply_records_action_and_state(toy, session):
    play(session, SCRIPT[:3])
    assert list(session.actions) == SCRIPT[:3]
    assert len(session.states) == 4
    assert session.state.picks == (2, None)


def test_an_illegal_action_leaves_the_session_unchanged(toy, session):
    play(session, SCRIPT[:1])               # seat 0 raised; seat 0 alone is to act
    before = (session.actions, session.states)
    with pytest.raises(IllegalAction, match="the leader has not stood yet"):
        session.apply(0, Action("pick", n=2))
    with pytest.raises(IllegalAction, match="seat 1 is not to act now"):
        session.apply(1, Action("stand"))
    assert (session.actions, session.states) == before


def test_no_action_after_the_end(session):
    play(session, SCRIPT)
    with pytest.raises(IllegalAction, match="the game is over"):
        session.apply(0, Action("raise"))


def test_undo_walks_back_over_the_seats_own_actions(toy, session):
    play(session, SCRIPT[:3])               # seat 0: raise, stand, pick 2
    for expected_left in (2, 1, 0):
        assert session.undo_refusal(0) is None
        session.undo(0)
        assert len(session.actions) == expected_left
    assert toy.fingerprint(session.state) == toy.fingerprint(toy.setup(toy.Options(), SEED))
    with pytest.raises(IllegalAction, match="nothing to undo"):
        session.undo(0)


def test_undo_refuses_the_other_seats_action(session):
    play(session, SCRIPT[:3])               # seat 0 picked secretly; seat 1 still to pick
    assert session.undo_refusal(1) == "the last action was not yours"
    with pytest.raises(IllegalAction, match="the last action was not yours"):
        session.undo(1)
    assert len(session.actions) == 3


def test_undo_stops_at_a_reveal(session):
    play(session, SCRIPT[:4])               # seat 1's pick revealed both and drew bonus cards
    with pytest.raises(IllegalAction, match="cannot undo past a reveal or a random draw"):
        session.undo(1)
    assert len(session.actions) == 4

    play(session, SCRIPT[4:5])              # round 2: seat 1 stands, may take it back ...
    session.undo(1)
    with pytest.raises(IllegalAction, match="cannot undo past a reveal or a random draw"):
        session.undo(1)                         # ... but not the revealing pick before it
    assert len(session.actions) == 4


def test_undo_then_play_on_matches_a_straight_game(toy, session):
    play(session, SCRIPT[:2])
    session.undo(0)
    session.undo(0)
    play(session, SCRIPT)
    straight = Session(toy, toy.Options(), SEED)
    play(straight, SCRIPT)
    assert toy.fingerprint(session.state) == toy.fingerprint(straight.state)


def test_save_and_load_a_session(toy, session, tmp_path):
    play(session, SCRIPT[:6])
    path = session.to_save(tmp_path / "mid.lotrsave")
    loaded = Session.from_save(path)
    assert loaded.actions == session.actions
    assert [toy.fingerprint(s) for s in loaded.states] == [toy.fingerprint(s) for s in session.states]
    play(loaded, SCRIPT[6:])                # and play on from where it stopped
    assert toy.outcome(loaded.state) is not None


def test_from_save_refuses_a_damaged_file(tmp_path):
    path = tmp_path / "bad.lotrsave"
    path.write_text("{", encoding="utf-8")
    with pytest.raises(SaveError):
        Session.from_save(path)


def test_autosave_round_trip(toy, session, data_dir):
    assert find_autosaves() == []
    play(session, SCRIPT[:5])
    path = session.autosave()
    assert path == data_dir / "autosave" / "toy.lotrsave"
    assert find_autosaves() == ["toy"]

    resumed = resume_autosave("toy")
    assert resumed.actions == session.actions
    assert toy.fingerprint(resumed.state) == toy.fingerprint(session.state)
    resumed.undo(1)                             # undo limits survive a crash: seat 1's stand

    play(session, SCRIPT[5:7])
    session.autosave()                          # the next autosave replaces the last
    assert len(resume_autosave("toy").actions) == 7
    assert [p.name for p in path.parent.iterdir()] == ["toy.lotrsave"]

    discard_autosave("toy")
    assert find_autosaves() == []
    with pytest.raises(SaveError, match="there is no autosave for 'toy'"):
        resume_autosave("toy")
    discard_autosave("toy")                     # discarding twice is harmless


def test_folders_follow_the_environment(data_dir):
    assert folders.data_root() == data_dir
    assert folders.saves_dir() == data_dir / "saves" and folders.saves_dir().is_dir()
    assert folders.autosave_path("confrontation") == data_dir / "autosave" / "confrontation.lotrsave"


def test_a_damaged_autosave_is_refused_not_half_loaded(toy, session, data_dir):
    play(session, SCRIPT[:3])
    path = session.autosave()
    path.write_text(path.read_text(encoding="utf-8").replace('"n": 2', '"n": 5'), encoding="utf-8")
    with pytest.raises(SaveError, match=r"line 15 \(action 3, pick\): refused"):
        resume_autosave("toy")
