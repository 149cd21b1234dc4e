"""Hidden information (seed: «Игрокам не позволено показывать друг другу свои карты с руки»;
«Игроки не могут изучать сброс ни при каких обстоятельствах»)."""

from __future__ import annotations

import json

from tests.games.lotr_coop.rules_helpers import GAME, do, pos, setup, view, who

SECRET = ["gimli", "sting", "athelas"]


def _dump(v) -> str:
    return json.dumps(v, sort_keys=True)


def test_no_seat_sees_another_seats_hand():
    # seed: "Игрокам не позволено показывать друг другу свои карты с руки"
    s = pos(location="moria", step="cards", active="sam", hobbits={"frodo": {"hand": SECRET}, "sam": {"hand": ["grey_hiding"]}})
    v = view(s, 1)
    assert v["hand"] == ["grey_hiding"]
    assert all("hand" not in h for h in v["hobbits"])
    assert v["hobbits"][0]["hand_size"] == 3
    assert GAME.leaks(s, 1, v) == []
    # which legendary cards are in hands is public, not who holds them
    assert "gimli" in v["legendary_in_hands"]
    assert "gimli" not in _dump({k: v[k] for k in v if k not in ("legendary_in_hands", "log")})


def test_spectator_view_has_no_hand():
    # seed: "Игрокам не позволено показывать друг другу свои карты с руки"
    s = pos(location="moria", hobbits={"frodo": {"hand": SECRET}})
    assert view(s, None)["hand"] is None


def test_dealt_hands_at_setup_are_private_in_the_log():
    # seed: "Игрокам не позволено показывать друг другу свои карты с руки"
    s = setup(players=3, seed=3)
    for seat in range(3):
        v = view(s, seat)
        assert GAME.leaks(s, seat, v) == []
        others = [c for o in range(3) if o != seat for c in view(s, o)["hand"]]
        mine = set(v["hand"])
        private_lines = [line for line in v["log"] if "cards" in line["args"]]
        for line in private_lines:
            assert set(line["args"]["cards"]) <= mine


def test_rivendell_deal_is_private():
    # A22 (dealt face down) + seed: no showing of hand cards
    s = pos(location="rivendell", action_index=0, options={"players": 3})
    for seat in range(3):
        v = view(s, seat)
        assert GAME.leaks(s, seat, v) == []
        others = {c for o in range(3) if o != seat for c in view(s, o)["hand"]}
        text = _dump(v["log"])
        assert not any(f'"{c}"' in text for c in others - set(v["hand"]))


def test_council_pick_is_hidden_from_the_others():
    # seed: "Игрокам не позволено показывать друг другу свои карты с руки" (Council: passed face down, §4.2 [P])
    s = pos(location="rivendell", action_index=1, options={"players": 3},
            hobbits={"frodo": {"hand": ["gimli", "grey_hiding"]}, "sam": {"hand": ["sting"]}, "pippin": {"hand": ["boromir"]}})
    before = view(s, 2)["legendary_in_hands"]
    s = do(s, "pass_card", card="gimli")
    v = dict(view(s, 2))
    # which legendary cards are held is public, and Gimli is still held until the cards are passed
    assert v.pop("legendary_in_hands") == before
    assert "gimli" not in _dump(v)
    assert GAME.leaks(s, 2, view(s, 2)) == []


def test_payment_items_set_aside_are_not_shown_to_others():
    # digest §10.2 [I]: items given are held aside, unseen by others, until the whole is covered
    s = pos(location="moria", event_index=4, story=["relentless_time", "fighting"],
            hobbits={"frodo": {"hand": ["gimli"]}, "sam": {"hand": ["grey_fighting"]}})
    from tests.games.lotr_coop.rules_helpers import settle
    s = settle(s)
    s = do(s, "pay")
    s = do(s, "give", card="gimli")
    assert "gimli" not in _dump(view(s, 1)["giving"] or {})
    assert GAME.leaks(s, 1, view(s, 1)) == []


def test_discard_pile_shows_only_its_top():
    # seed: "В стопках сброса всегда должен быть виден только верхний сброшенный элемент"
    s = pos(location="moria", journey_discard=["grey_hiding", "grey_fighting", "brown_star"])
    v = view(s, 0)
    assert v["journey_discard_top"] == "brown_star"
    assert "journey_discard" not in v and "story" not in v and "journey" not in v


def test_story_order_is_not_in_the_view():
    # seed: "Эти жетоны вытягиваются вслепую"
    s = pos(location="moria", story=["sauron_will", "retreat", "meagre_choice"])
    for seat in (0, 1):
        v = view(s, seat)
        assert "story" not in v and v["foresight"] is None
        assert GAME.leaks(s, seat, v) == []
