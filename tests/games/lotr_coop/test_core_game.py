"""The Game protocol around the core (E1): views and leaks, refusals, invariants, replay."""

import json
import random

import pytest

from lotr_table.engine import registry
from lotr_table.engine.action import Action
from lotr_table.engine.game import IllegalAction
from lotr_table.engine.playout import random_decision
from lotr_table.games.lotr_coop.game import GAME, invariants
from lotr_table.games.lotr_coop.options import CoopOptions
from tests.games.lotr_coop.core_kit import pos


def test_registered():
    assert registry.get_game("lotr_coop") is GAME


def test_a_seat_sees_its_own_hand_and_only_the_size_of_others():
    # seed: "Игрокам не позволено показывать друг другу свои карты с руки"
    s = GAME.setup(CoopOptions(players=3), 5)
    v = GAME.view(s, 1)
    assert sorted(v["hand"]) == sorted(s.hobbits[1].hand)
    assert [h["hand_size"] for h in v["hobbits"]] == [len(h.hand) for h in s.hobbits]
    assert all("hand" not in h for h in v["hobbits"])
    assert GAME.leaks(s, 1, v) == []
    json.dumps(v)


def test_competition_hides_other_players_runes():
    # seed: "все полученные руны игроки хранят в закрытую, не афишируя другим их ценность"
    s = pos(options={"competition": True}, step="cards", hobbits={"frodo": {"runes": 3}, "sam": {"runes": 4}})
    v = GAME.view(s, 0)
    assert v["hobbits"][0]["runes"] == 3 and v["hobbits"][1]["runes"] is None
    bad = dict(v, hobbits=[dict(h, runes=s.hobbits[h["seat"]].runes) for h in v["hobbits"]])
    assert GAME.leaks(s, 0, bad)


def test_private_draws_are_logged_only_for_the_drawer():
    s = GAME.setup(CoopOptions(players=2), 5)
    mine = [line for line in GAME.view(s, 0)["log"] if "cards" in line["args"]]
    other = [line for line in GAME.view(s, 1)["log"] if line["args"].get("hobbit") == "frodo" and "cards" in line["args"]]
    assert mine and not other


def test_refused_actions_leave_the_state_untouched():
    s = pos(step="cards", hobbits={"frodo": {"hand": ["grey_hiding"]}})
    before = GAME.fingerprint(s)
    with pytest.raises(IllegalAction) as no:
        GAME.apply(s, 1, Action("end_turn"))
    assert no.value.reason == "It is not your turn."
    with pytest.raises(IllegalAction) as no:
        GAME.apply(s, 0, Action("play", card="grey_hiding", track="friendship"))
    assert no.value.reason == "There is no Friendship track on this board."
    assert GAME.fingerprint(s) == before


@pytest.mark.parametrize("bad, template", [
    (Action("ring_x"), "There is no such action in this game."),
    (Action("track", track="hiding"), "That is not possible now: the active player plays cards, rests or ends the turn."),
    (Action("rest_heal"), "Your hobbit is already on space 0."),
    (Action("discard", card="x"), "{hobbit} has no such card to discard."),
])
def test_every_refusal_names_its_rule(bad, template):
    s = pos(step="cards", hobbits={"frodo": {"hand": ["grey_hiding"]}})
    with pytest.raises(IllegalAction) as no:
        GAME.apply(s, 0, bad)
    assert no.value.template == template


def test_describe_is_english():
    assert GAME.describe(Action("play", card="gimli", track="fighting")) == "Play Gimli on the Fighting track"
    assert GAME.describe(Action("floor", seat=1)) == "Let Sam act now"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_end_with_invariants_and_no_leaks(players):
    rng = random.Random(players)
    for seed in range(3):
        s = GAME.setup(CoopOptions(players=players, relay=seed == 1, competition=seed == 2), seed)
        steps = 0
        while GAME.outcome(s) is None:
            assert invariants(s) == [], GAME.position_text(s)
            for seat in range(players):
                assert GAME.leaks(s, seat, GAME.view(s, seat)) == []
            seat, a = random_decision(GAME, s, rng)
            s = GAME.apply(s, seat, a)
            steps += 1
            assert steps < 5000
        assert GAME.to_act(s) == []


def test_replay_is_deterministic():
    def play(seed):
        rng = random.Random(7)
        s = GAME.setup(CoopOptions(players=3), seed)
        while not s.over:
            seat, a = random_decision(GAME, s, rng)
            s = GAME.apply(s, seat, a)
        return GAME.fingerprint(s)
    assert play(11) == play(11)


def test_resample_keeps_what_the_seat_knows():
    s = GAME.setup(CoopOptions(players=4), 9)
    r = GAME.resample(s, 2, random.Random(1))
    assert r.hobbits[2].hand == s.hobbits[2].hand
    assert [len(h.hand) for h in r.hobbits] == [len(h.hand) for h in s.hobbits]
    assert invariants(r) == []
