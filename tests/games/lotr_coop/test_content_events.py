"""The events of the adventure boards ([P] data: digest §5.3–5.6; seed: СОБЫТИЯ, ОКО САУРОНА)."""

from __future__ import annotations

from tests.games.lotr_coop.kit import A, act, asked, gives, legal, record, run, state

FULL = {"moria": {"hiding": 7, "travelling": 7}}


# ------------------------------------------------------------------ Moria

def test_speak_friend_unpaid_moves_sauron():
    # seed: "Первое событие в Мории вынуждает отряд сбросить две карты — одну с символом дружбы
    # и джокера. Если герои не смогут этого сделать, Саурон сдвинется на одно деление влево"
    s = state()
    run(s, ("event", "speak_friend"))
    assert asked(s) == (0, "pay_group")
    act(s, 0, A("decline"))
    assert s.sauron == 11


def test_watcher_each_player_pays_hiding_or_rolls(monkeypatch):
    # digest §5.3 Watcher in the Water: each player discards 1 hiding symbol; otherwise he rolls
    calls = record(monkeypatch, "roll")
    s = state(hands={0: ["grey_hiding"]})
    run(s, ("event", "watcher"))
    act(s, 0, A("give", card="grey_hiding"))
    act(s, 1, A("decline"))
    assert calls == [("roll", 1, "event")]


def test_stone_in_the_well_matches_the_revealed_symbol_and_gives_the_pipe():
    # seed: "раскрытия верхней карты из колоды путешествия и последующего сброса с руки одной
    # или нескольких карт того же типа, что и раскрытая"; digest §5.3: the Pipe card
    s = state(hands={0: ["grey_hiding", "grey_fighting", "sting"]}, journey=["grey_fighting"])
    run(s, ("event", "stone_in_well"))
    assert s.revealed == ["grey_fighting"]
    assert gives(s, 0) == {"grey_fighting", "sting"}
    act(s, 0, A("give", card="grey_fighting"))
    act(s, 0, A("give", card="sting"))
    assert "pipe" in s.hobbits[0].hand and "pipe" not in s.row
    assert s.revealed == [] and s.journey_discard[0] == "grey_fighting"


def test_a_revealed_joker_is_matched_only_by_jokers():
    # seed: "Если раскрыт джокер (карта со звездой), игрок обязан сбрасывать только джокеров."
    s = state(active=1, hands={1: ["grey_fighting", "brown_star", "brown_hiding"]}, journey=["brown_star"])
    run(s, ("event", "stone_in_well"))
    assert gives(s, 1) == {"brown_star"}


def test_stone_in_the_well_unpaid_moves_sauron_and_the_next_event_happens_at_once(monkeypatch):
    # digest §5.3: "Otherwise ⊕ (Sauron moves 1), and the next event happens at once"
    calls = record(monkeypatch, "next_event")
    s = state(journey=["grey_fighting"])
    run(s, ("event", "stone_in_well"))
    act(s, 0, A("decline"))
    assert s.sauron == 11 and calls == [("next_event",)] and s.revealed == []


def test_trapped_hits_unless_both_tracks_are_complete(monkeypatch):
    # digest §5.3 Trapped!: if Travelling and Hiding are not both complete, Sauron moves 2 and
    # the Ring-bearer rolls
    calls = record(monkeypatch, "roll")
    s = state(ring_bearer=1, tracks={"hiding": 7})
    run(s, ("event", "trapped"))
    assert s.sauron == 10 and calls == [("roll", 1, "event")]
    s = state(tracks={"hiding": 7, "travelling": 7})
    run(s, ("event", "trapped"))
    assert s.sauron == 12


def test_orcs_attack_asks_five_fighting_of_the_group():
    # digest §5.3 Orcs attack: the group discards 5 fighting symbols; otherwise Sauron moves 2
    s = state(hands={0: ["gimli", "boromir"], 1: ["grey_fighting"]})
    run(s, ("event", "orcs_attack"))
    act(s, 0, A("pay"))
    act(s, 0, A("give", card="gimli"))
    act(s, 0, A("give", card="boromir"))
    act(s, 0, A("done"))
    act(s, 1, A("give", card="grey_fighting"))
    assert s.sauron == 12 and len(s.journey_discard) == 3


def test_fly_you_fools_one_volunteer_moves_three(monkeypatch):
    # digest §5.3 Fly, you fools!: one player moves 3 right; otherwise each player rolls
    s = state()
    run(s, ("event", "fly_you_fools"))
    act(s, 0, A("volunteer", seat=1))
    act(s, 1, A("accept"))
    assert s.hobbits[1].pos == 3


def test_fly_you_fools_without_volunteer_everyone_rolls(monkeypatch):
    calls = record(monkeypatch, "roll")
    s = state(active=1)
    run(s, ("event", "fly_you_fools"))
    act(s, 1, A("decline"))
    assert calls == [("roll", 1, "event"), ("roll", 0, "event")]


# ------------------------------------------------------------------ Helm's Deep

def test_wormtongue_unpaid_sends_the_untaken_cards_to_the_box():
    # digest §5.4 Wormtongue unmasked: otherwise the Helm's Deep cards not yet taken leave the game
    s = state(location="helms_deep", row=["theoden", "eomer", "riders_of_rohan"])
    run(s, ("event", "wormtongue"))
    act(s, 0, A("decline"))
    assert s.row == [] and {"theoden", "eomer", "riders_of_rohan"} <= set(s.removed)


def test_riders_of_rohan_reward_a_complete_friendship_track(monkeypatch):
    # digest §5.4 Riders of Rohan: friendship complete → the active player takes the card
    s = state(location="helms_deep", active=1, tracks={"friendship": 7})
    run(s, ("event", "riders_of_rohan"))
    assert "riders_of_rohan" in s.hobbits[1].hand
    calls = record(monkeypatch, "roll")
    s = state(location="helms_deep", ring_bearer=1)
    run(s, ("event", "riders_of_rohan"))
    assert s.sauron == 11 and calls == [("roll", 1, "event")]


def test_orcs_at_the_gate_read_the_first_part_of_travelling():
    # digest §5.4 / A24: "first part of Travelling complete" means a marker on space 5 or beyond
    s = state(location="helms_deep", tracks={"travelling": 5})
    run(s, ("event", "orcs_gate"))
    assert len(s.hobbits[0].hand) == 1 and len(s.hobbits[1].hand) == 1 and s.sauron == 12
    s = state(location="helms_deep", tracks={"travelling": 4})
    run(s, ("event", "orcs_gate"))
    assert s.sauron == 10


def test_fire_of_orthanc_unpaid_everyone_rolls(monkeypatch):
    # digest §5.4 Fire of Orthanc: reveal; discard 2 matching; otherwise each player rolls
    calls = record(monkeypatch, "roll")
    s = state(location="helms_deep", journey=["grey_hiding"])
    run(s, ("event", "fire_of_orthanc"))
    act(s, 0, A("decline"))
    assert calls == [("roll", 0, "event"), ("roll", 1, "event")]


def test_orcs_storm_forward_takes_three_life_tokens():
    # digest §5.4 Orcs storm forward: the group discards 1 heart, 1 sun and 1 Ring token
    s = state(location="helms_deep", life={0: {"heart": 1, "ring": 1}, 1: {"sun": 1}})
    run(s, ("event", "orcs_storm"))
    act(s, 0, A("pay"))
    assert {a["token"] for a in legal(s, 0) if a.kind == "give_token"} == {"heart", "ring"}
    act(s, 0, A("give_token", token="heart"))
    act(s, 0, A("give_token", token="ring"))
    act(s, 0, A("done"))
    act(s, 1, A("give_token", token="sun"))
    assert s.hobbits[0].life == {"heart": 0, "sun": 0, "ring": 0} and s.hobbits[1].life["sun"] == 0
    assert s.sauron == 12


def test_orcs_conquer_helms_deep(monkeypatch):
    # digest §5.4: complete → Sauron 2; otherwise Sauron 2 and the Ring-bearer rolls twice
    calls = record(monkeypatch, "roll")
    s = state(location="helms_deep", tracks={"travelling": 10})
    run(s, ("event", "orcs_conquer"))
    assert s.sauron == 10 and calls == []
    s = state(location="helms_deep")
    run(s, ("event", "orcs_conquer"))
    assert s.sauron == 10 and calls == [("roll", 0, "event")] * 2


# ------------------------------------------------------------------ Shelob's Lair

def test_gollum_event_runes_seven_gives_gollum_and_cards():
    # digest §5.5 Gollum: the group may discard runes worth 7: Gollum to the active player,
    # every other player draws 2
    s = state(location="shelobs_lair", runes={0: 4, 1: 3})
    run(s, ("event", "gollum"))
    act(s, 0, A("pay"))
    act(s, 0, A("give_runes", value=4))
    act(s, 0, A("done"))
    act(s, 1, A("give_runes", value=3))
    assert s.hobbits[0].hand == ["gollum"] and len(s.hobbits[1].hand) == 2


def test_faces_of_the_dead_star_or_runes_or_death():
    # digest §5.5 Faces of the Dead: each discards 1 star card; otherwise runes worth 3
    # (mandatory, §21.3)
    s = state(location="shelobs_lair", hands={0: ["grey_fighting"]}, runes={0: 5, 1: 1})
    run(s, ("event", "faces_of_dead"))
    assert gives(s, 0) == set()
    act(s, 0, A("decline"))
    act(s, 1, A("decline"))
    assert s.hobbits[0].runes == 2 and not s.hobbits[1].alive


def test_forbidden_pool_paid_each_draws_one():
    # digest §5.5 The Forbidden Pool: one player discards runes worth 5, then each player draws 1
    s = state(location="shelobs_lair", runes={1: 5})
    run(s, ("event", "forbidden_pool"))
    act(s, 0, A("payer", seat=1))
    act(s, 1, A("give_runes", value=5))
    assert [len(h.hand) for h in s.hobbits] == [1, 1] and s.sauron == 12


def test_nazgul_searches_the_ring_bearer_matches_three_for_a_step_left():
    # digest §5.5: the Ring-bearer discards 3 symbols matching the revealed card to gain ○
    s = state(location="shelobs_lair", ring_bearer=1, active=0, pos={1: 4},
              hands={1: ["elven_cloak", "brown_hiding"]}, journey=["grey_hiding"])
    run(s, ("event", "nazgul_searches"))
    assert asked(s) == (1, "pay_give")
    act(s, 1, A("give", card="elven_cloak"))
    act(s, 1, A("give", card="brown_hiding"))
    assert s.hobbits[1].pos == 3


def test_shelob_appears_roll_twice_or_sauron_two(monkeypatch):
    # digest §5.5 Shelob appears: the active player rolls twice; if he declines, Sauron moves 2
    calls = record(monkeypatch, "roll")
    s = state(location="shelobs_lair", active=1)
    run(s, ("event", "shelob_appears"))
    act(s, 1, A("accept"))
    assert calls == [("roll", 1, "event")] * 2
    s = state(location="shelobs_lair", active=1)
    run(s, ("event", "shelob_appears"))
    act(s, 1, A("decline"))
    assert s.sauron == 10


def test_shelob_attacks_unpaid_sauron_three():
    # digest §5.5 Shelob attacks: the group discards 7 fighting; otherwise Sauron moves 3
    s = state(location="shelobs_lair")
    run(s, ("event", "shelob_attacks"))
    act(s, 0, A("decline"))
    assert s.sauron == 9


# ------------------------------------------------------------------ Mordor

def test_sam_saves_frodo_runes_three_for_cards_or_a_step_left():
    # digest §5.6 Sam saves Frodo: each may discard runes worth 3: draw 2, or move 1 left
    s = state(location="mordor", runes={0: 3, 1: 3}, pos={1: 2})
    run(s, ("event", "sam_saves_frodo"))
    act(s, 0, A("give_runes", value=3))          # Frodo on 0: only the draw is left
    assert len(s.hobbits[0].hand) == 2
    act(s, 1, A("give_runes", value=3))
    act(s, 1, A("recover_heal"))
    assert s.hobbits[1].pos == 1


def test_the_nazgul_lord_is_stopped_only_by_eowyn(monkeypatch):
    # digest §5.6: one player discards the Éowyn card; otherwise each player rolls
    s = state(location="mordor", hands={1: ["eowyn", "aragorn"]})
    run(s, ("event", "nazgul_lord_attacks"))
    act(s, 0, A("payer", seat=1))
    assert gives(s, 1) == {"eowyn"}
    act(s, 1, A("give", card="eowyn"))
    assert [len(h.hand) for h in s.hobbits] == [1, 2]


def test_pelennor_without_a_heart_rolls_and_discards_two(monkeypatch):
    # digest §5.6 Battle of the Pelennor Fields: otherwise he rolls and discards 2 cards
    calls = record(monkeypatch, "roll")
    s = state(location="mordor", life={0: {"heart": 1}}, hands={1: ["grey_fighting"] * 3})
    run(s, ("event", "pelennor"))
    act(s, 0, A("give_token", token="heart"))
    act(s, 1, A("decline"))
    assert calls == [("roll", 1, "event")]
    assert asked(s) == (1, "die_discard")
    act(s, 1, A("discard", card="grey_fighting"))
    act(s, 1, A("discard", card="grey_fighting"))
    assert s.hobbits[1].hand == ["grey_fighting"]


def test_pelennor_penalty_may_be_cancelled_by_athelas(monkeypatch):
    # seed (АЦЕЛАС): "если игроку не хватает одного или нескольких жетонов жизни, он не получает
    # штраф (применяется … при одном из событий в Мордоре)"
    calls = record(monkeypatch, "roll")
    s = state(location="mordor", hands={0: ["athelas", "grey_fighting"], 1: []})
    run(s, ("event", "mouth_of_sauron"))
    act(s, 0, A("decline"))
    assert asked(s) == (0, "before_penalty")
    act(s, 0, A("epic", card="athelas", target=0))
    assert calls == [] and s.hobbits[0].hand == ["grey_fighting"]


def test_surrounded_asks_seven_cards_of_any_kind():
    # digest §5.6 Surrounded by dark forces: the group discards 7 cards; otherwise Sauron moves 3
    s = state(location="mordor", hands={0: ["grey_fighting"] * 4, 1: ["miruvor", "brown_star", "grey_hiding"]})
    run(s, ("event", "surrounded"))
    act(s, 0, A("pay"))
    for _ in range(4):
        act(s, 0, A("give", card="grey_fighting"))
    act(s, 0, A("done"))
    assert gives(s, 1) == {"miruvor", "brown_star", "grey_hiding"}
    for c in ("miruvor", "brown_star", "grey_hiding"):
        act(s, 1, A("give", card=c))
    assert s.sauron == 12 and len(s.journey_discard) == 7


def test_the_ring_is_mine_ends_the_game_for_sauron():
    # seed: "Событие «Кольцо моё!» с изображением красного Ока Саурона на карте приключения в
    # Мордоре тут же завершает игру в пользу Саурона."
    s = state(location="mordor")
    run(s, ("event", "ring_is_mine"))
    assert s.over and s.result["fellowship_won"] is False
