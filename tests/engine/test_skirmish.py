"""Skirmish, the toy four-seat card game written only on the kernel (tests/engine/toy_cards.py):
it plays, saves, replays, undoes and resamples with nothing of its own but its rules."""

import random

import pytest

from lotr_table.engine.action import Action
from lotr_table.engine.game import Game, IllegalAction
from lotr_table.engine.session import Session
from lotr_table.engine.zone_game import by_owner
from lotr_table.selfplay import play


def test_skirmish_honours_the_protocol(skirmish):
    assert isinstance(skirmish, Game)


def test_every_state_of_a_random_game_is_written_and_read_back(skirmish):
    # DESIGN.md, "Positions": «Every game writes any state as a readable position and reads it
    # back (the same fingerprint)»: the toy writes only its two numbers, the kernel the rest
    import json
    rng = random.Random(2)
    s = skirmish.setup(skirmish.Options(), 2)
    while skirmish.outcome(s) is None:
        back = skirmish.position(json.loads(json.dumps(skirmish.position_of(s))), 0)
        assert skirmish.fingerprint(back) == skirmish.fingerprint(s)
        seat = rng.choice(skirmish.to_act(s))
        assert skirmish.legal_actions(back, seat) == skirmish.legal_actions(s, seat)
        s = skirmish.apply(s, seat, rng.choice(skirmish.legal_actions(s, seat)))


def test_random_self_play_has_no_error_violation_or_leak(skirmish):
    report = play(skirmish, 60, seed=3)
    assert report.to_json()["finished"] == 60
    assert (report.errors, report.invariant_violations, report.view_leaks) == (0, 0, 0), report.problems


def _kinds_seen(game, games=40):
    seen = set()
    rng = random.Random(5)
    for seed in range(games):
        s = game.setup(game.Options(), seed)
        while game.outcome(s) is None:
            seat = rng.choice(game.to_act(s))
            seen.add(s.pending.kind)
            action = rng.choice(game.legal_actions(s, seat))
            seen.add((s.pending.kind, action.kind))
            s = game.apply(s, seat, action)
    return seen


def test_random_play_reaches_every_kernel_shape(skirmish):
    seen = _kinds_seen(skirmish)
    assert "_compound" in seen                       # the play: card, then lane
    assert ("_window", "ambush") in seen             # an Ambush answering a card about to land
    assert ("_consent", "no") in seen and ("_consent", "yes") in seen   # the joint regroup
    assert "_optional_trigger" in seen               # the Scout's draw


def test_the_view_of_one_seat_leaks_nothing_of_the_others(skirmish):
    s = skirmish.setup(skirmish.Options(), 1)
    v = skirmish.view(s, 1)
    assert v["zones"]["hand0"]["cards"] == [None, None, None]
    assert all(c is not None for c in v["zones"]["hand1"]["cards"])
    assert skirmish.leaks(s, 1, v) == []


def test_the_twin_check_catches_a_view_that_shows_a_hidden_card(skirmish):
    s = skirmish.setup(skirmish.Options(), 1)
    v = skirmish.view(s, 1)
    v["zones"]["hand0"]["cards"][0] = {"id": s.zones.cards["hand0"][0], "card": s.zones.card_of[s.zones.cards["hand0"][0]]}
    assert skirmish.leaks(s, 1, v)


def test_resample_is_independent_of_the_hidden_truth(skirmish):
    s = skirmish.setup(skirmish.Options(), 4)
    twin = s.clone()
    # the same for seat 0 (each seat's deck list is known), other hidden cards
    twin.zones = s.zones.resample(frozenset({0}), random.Random(99), pool_of=by_owner)
    assert twin.zones.fingerprint() != s.zones.fingerprint(), "the twin is another world"
    assert skirmish.view(twin, 0) == skirmish.view(s, 0)
    a = skirmish.resample(s, 0, random.Random(1))
    b = skirmish.resample(twin, 0, random.Random(1))
    assert skirmish.fingerprint(a) == skirmish.fingerprint(b)


def test_save_replay_and_undo(skirmish, data_dir, tmp_path):
    session = Session(skirmish, skirmish.Options(), 12)
    rng = random.Random(2)
    while skirmish.outcome(session.state) is None and len(session.actions) < 25:
        seat = rng.choice(skirmish.to_act(session.state))
        session.apply(seat, rng.choice(skirmish.legal_actions(session.state, seat)))
    path = session.to_save(tmp_path / "skirmish.lotrsave")
    loaded = Session.from_save(path)
    assert skirmish.fingerprint(loaded.state) == skirmish.fingerprint(session.state)
    # undo back to the last draw or reveal, no further
    before = len(session.actions)
    while session.undo_refusal(session.actions[-1][0]) is None:
        session.undo(session.actions[-1][0])
    assert len(session.actions) <= before
    assert session.undo_refusal(session.actions[-1][0]) in ("cannot undo past a reveal or a random draw",
                                                            "the last action was not yours")


def test_an_action_not_offered_is_refused_with_its_reason(skirmish):
    s = skirmish.setup(skirmish.Options(), 1)
    seat = skirmish.to_act(s)[0]
    other = (seat + 1) % 4
    own = s.zones.cards[f"hand{other}"][0]
    with pytest.raises(IllegalAction) as e:
        skirmish.apply(s, other, Action("pick", part="card", value=own))
    assert e.value.reason == "It is not your turn."
    with pytest.raises(IllegalAction) as e:
        skirmish.apply(s, seat, Action("pick", part="card", value=own))
    assert e.value.reason == "You can only play a card from your own hand."


def test_the_computer_players_play_a_kernel_game_they_have_never_seen(skirmish):
    # the computer players know only the Game protocol and the seat's eye: search over
    # resampled states works for a new game without a line written for it
    from lotr_table.ai.eye import SeatEye
    from lotr_table.ai.specs import player_from_spec
    player = player_from_spec("mcts:easy,iterations=30", skirmish)
    s = skirmish.setup(skirmish.Options(rounds=1), 8)
    rng = random.Random(0)
    while skirmish.outcome(s) is None:
        seat = skirmish.to_act(s)[0]
        action = player.choose(SeatEye(skirmish, s, seat), rng)
        assert action in skirmish.legal_actions(s, seat)
        s = skirmish.apply(s, seat, action)
    assert skirmish.outcome(s) is not None
