"""Random legal play to the end in every scenario and player count, with the invariants and
the leak checks after every action (lotr_table/selfplay.py)."""

from lotr_table.games.wotr_cards.game import GAME
from lotr_table.selfplay import play


def test_one_random_game_of_every_scenario_and_player_count_ends_clean():
    report = play(GAME, len(GAME.selfplay_options()), seed=11)
    assert report.to_json()["finished"] == len(GAME.selfplay_options())
    assert (report.errors, report.invariant_violations, report.view_leaks) == (0, 0, 0), report.problems


def test_a_game_replays_to_the_same_position():
    import random
    rng = random.Random(5)
    options = GAME.selfplay_options()[4]
    s = GAME.setup(options, 5)
    actions = []
    for _ in range(150):
        if s.over:
            break
        seat = GAME.to_act(s)[0]
        a = rng.choice(GAME.legal_actions(s, seat))
        actions.append((seat, a))
        s = GAME.apply(s, seat, a)
    again = GAME.setup(options, 5)
    for seat, a in actions:
        again = GAME.apply(again, seat, a)
    assert GAME.fingerprint(again) == GAME.fingerprint(s)


def test_a_session_saves_loads_and_undoes(tmp_path):
    import random

    from lotr_table.engine.session import Session
    from lotr_table.games.wotr_cards.scenarios import Options
    rng = random.Random(3)
    session = Session(GAME, Options(scenario="three_player_duel", players=3), 3)
    for _ in range(60):
        seat = GAME.to_act(session.state)[0]
        session.apply(seat, rng.choice(GAME.legal_actions(session.state, seat)))
    path = session.to_save(tmp_path / "game.lotrsave")
    again = Session.from_save(path)
    assert GAME.fingerprint(again.state) == GAME.fingerprint(session.state)
    before = GAME.fingerprint(session.state_at(len(session.actions) - 1))
    last_seat = session.actions[-1][0]
    refused = session.undo_refusal(last_seat)
    if refused is None:                      # undo stops only at a reveal or a draw
        session.undo(last_seat)
        assert GAME.fingerprint(session.state) == before
    else:
        assert refused
