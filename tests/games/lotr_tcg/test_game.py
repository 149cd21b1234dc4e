"""The game on the kernel's services: the protocol, saves and replay, undo, the twin-world
resample, and the computer players."""

import random

from lotr_table.engine.game import Game
from lotr_table.engine.session import Session
from lotr_table.games.lotr_tcg.state import TcgOptions


def _play(session, game, n, seed):
    rng = random.Random(seed)
    while game.outcome(session.state) is None and len(session.actions) < n:
        seat = rng.choice(game.to_act(session.state))
        session.apply(seat, rng.choice(game.legal_actions(session.state, seat)))


def test_it_honours_the_protocol(lotr_tcg):
    assert isinstance(lotr_tcg, Game)


def test_a_saved_game_replays_to_the_same_state_and_undo_stops_at_a_draw(lotr_tcg, data_dir, tmp_path, capsys):
    from lotr_table import replay
    session = Session(lotr_tcg, TcgOptions(players=3), 5)
    _play(session, lotr_tcg, 150, 2)
    path = session.to_save(tmp_path / "tcg.lotrsave")
    loaded = Session.from_save(path)
    assert lotr_tcg.fingerprint(loaded.state) == lotr_tcg.fingerprint(session.state)
    assert replay.command(path) == 0 and "Turn" in capsys.readouterr().out
    while session.undo_refusal(session.actions[-1][0]) is None:
        session.undo(session.actions[-1][0])
    assert session.undo_refusal(session.actions[-1][0]) in ("cannot undo past a reveal or a random draw",
                                                            "the last action was not yours")


def test_resample_depends_only_on_what_the_seat_knows(lotr_tcg):
    s = lotr_tcg.setup(TcgOptions(players=2), 4)
    twin = lotr_tcg.resample(s, 0, random.Random(7))
    assert lotr_tcg.view(twin, 0) == lotr_tcg.view(s, 0)
    a = lotr_tcg.resample(s, 0, random.Random(1))
    b = lotr_tcg.resample(twin, 0, random.Random(1))
    assert lotr_tcg.fingerprint(a) == lotr_tcg.fingerprint(b)


def test_a_seat_sees_its_hand_not_the_others_nor_any_deck(lotr_tcg):
    s = lotr_tcg.setup(TcgOptions(players=2), 1)
    v = lotr_tcg.view(s, 0)
    assert all(c is not None for c in v["zones"]["hand0"]["cards"])
    assert v["zones"]["hand1"]["cards"] == [None] * 8
    assert set(map(str, v["zones"]["deck0"]["cards"])) == {"None"} and v["zones"]["adventure1"]["count"] == 6
    assert all(c is not None for c in v["zones"]["play1"]["cards"])


def test_the_computer_players_play_it_without_a_line_written_for_it(lotr_tcg):
    # search over resampled states (ai/) knows only the protocol and the seat's eye
    from lotr_table.ai.eye import SeatEye
    from lotr_table.ai.specs import player_from_spec
    player = player_from_spec("mcts:easy,iterations=8", lotr_tcg)
    s = lotr_tcg.setup(TcgOptions(players=2), 3)
    rng = random.Random(0)
    for _ in range(30):
        seat = lotr_tcg.to_act(s)[0]
        action = player.choose(SeatEye(lotr_tcg, s, seat), rng)
        assert action in lotr_tcg.legal_actions(s, seat)
        s = lotr_tcg.apply(s, seat, action)
    assert s.turn >= 1
