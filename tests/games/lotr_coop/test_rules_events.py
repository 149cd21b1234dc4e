"""Events per board (seed: «СОБЫТИЯ», «ОКО САУРОНА», payment rules; board contents digest §5 [P])."""

from __future__ import annotations

from tests.games.lotr_coop.rules_helpers import (GAME, hob, journey_hand, kind, kinds, legal, pos, do,
                                                 settle, track, view, who)

FULL_SIDE = {"hiding": 7, "travelling": 7}


def event(location, index, seed=0, **kw):
    """Relentless Time is revealed with the event marker on `index - 1`: event `index` comes."""
    kw.setdefault("story", ["relentless_time", "fighting" if location != "mordor" else "travelling"])
    s = pos(seed, location=location, event_index=index - 1, **kw)
    return settle(s)


def gives(s):
    return {a["card"] for a in legal(s) if a.kind == "give"}


# ------------------------------------------------------------------ Moria

def test_speak_friend_group_pays_friendship_and_star_from_two_players():
    # seed: "Первое событие в Мории вынуждает отряд сбросить две карты — одну с символом дружбы и
    # джокера." / "Если событие требует чего-либо от отряда ... игроки совместно решают, кто и сколько
    # пожертвует"
    s = event("moria", 1, hobbits={"frodo": {"hand": ["grey_friendship"]}, "sam": {"hand": ["brown_star"]}})
    assert kind(s) == "pay_group"
    s = do(s, "pay")
    s = do(s, "give", card="grey_friendship")
    s = do(s, "done")
    s = do(s, "give", card="brown_star")
    assert view(s)["sauron"] == 12
    assert journey_hand(s, "frodo") == [] and journey_hand(s, "sam") == []


def test_speak_friend_unpaid_sauron_moves():
    # seed: "Если герои не смогут этого сделать, Саурон сдвинется на одно деление влево по треку
    # искушения. Затем активный игрок раскрывает следующий жетон истории."
    s = event("moria", 1)
    s = settle(do(s, "decline"))
    assert view(s)["sauron"] == 11 and track(s, "fighting") == 1


def test_speak_friend_star_requirement_not_met_by_a_plain_symbol():
    # seed: "одну с символом дружбы и джокера" — the joker part needs a star card
    s = event("moria", 1, hobbits={"frodo": {"hand": ["grey_friendship", "grey_hiding"]},
                                   "sam": {"hand": ["brown_friendship"]}})
    s = do(s, "pay")
    s = do(s, "give", card="grey_friendship")
    assert "grey_hiding" not in gives(s)
    s = do(s, "done")
    assert gives(s) == set()                     # Sam's friendship card is no star


def test_watcher_each_player_pays_or_rolls():
    # seed: "Когда в описании события есть словосочетание «каждый игрок», все герои Братства выполняют
    # требования ... Начинает активный игрок, за ним действуют остальные по часовой стрелке."
    s = event("moria", 2, hobbits={"frodo": {"hand": ["grey_hiding"]}, "sam": {"hand": ["grey_fighting"] * 3}})
    assert who(s) == 0
    s = do(s, "give", card="grey_hiding")
    assert who(s) == 1 and kinds(s) == {"decline"}
    s = settle(do(s, "decline"))
    assert view(s)["last_roll"]["seat"] == 1


def test_stone_in_the_well_paid_gives_the_pipe():
    # seed: "Есть события, требующие от игрока раскрытия верхней карты из колоды путешествия и
    # последующего сброса с руки одной или нескольких карт того же типа, что и раскрытая."
    s = event("moria", 3, journey=["grey_hiding"], active="sam",
              hobbits={"sam": {"hand": ["grey_hiding", "brown_hiding", "grey_fighting"]}})
    assert view(s)["revealed"] == ["grey_hiding"]
    assert gives(s) == {"grey_hiding", "brown_hiding"}
    s = do(s, "give", card="grey_hiding")
    s = do(s, "give", card="brown_hiding")
    assert "pipe" in view(s, 1)["hand"] and "pipe" not in view(s)["row"]
    assert view(s)["sauron"] == 12 and view(s)["board"]["event_index"] == 3


def test_stone_in_the_well_joker_revealed_only_jokers():
    # seed: "Если раскрыт джокер (карта со звездой), игрок обязан сбрасывать только джокеров."
    s = event("moria", 3, journey=["brown_star"], active="sam",
              hobbits={"sam": {"hand": ["grey_hiding", "brown_star", "sting"]}})
    assert gives(s) == {"brown_star", "sting"}


def test_stone_in_the_well_unpaid_chains_the_next_event():
    # digest §5.3 Stone in the Well [P]: otherwise ⊕ and the next event happens at once;
    # A20: revealing goes on afterwards
    s = event("moria", 3, journey=["grey_travelling"], tracks=FULL_SIDE)
    s = do(s, "decline")
    s = settle(s)
    v = view(s)
    assert v["board"]["event_index"] == 4              # Trapped! came at once
    assert v["sauron"] == 11                           # Trapped! did nothing: both tracks complete
    assert track(s, "fighting") == 1                   # the story step went on
    assert v["revealed"] == []


def test_trapped_sauron_two_and_ring_bearer_rolls():
    # digest §5.3 Trapped! [P]
    s = event("moria", 4, active="sam", tracks={"hiding": 7},
              hobbits={"frodo": {"hand": ["grey_hiding"] * 3}})
    v = view(s)
    assert v["sauron"] == 10 or v["last_roll"]["face"] == "eye"
    assert v["last_roll"]["seat"] == 0


def test_orcs_attack_group_five_fighting():
    # seed: "Как вариант, группа может сыграть одну такую карту и легендарную карту Гимли ... она
    # считается за два ✕."
    s = event("moria", 5, hobbits={"frodo": {"hand": ["gimli", "grey_fighting"]},
                                   "sam": {"hand": ["boromir", "grey_hiding"]}})
    s = do(s, "pay")
    s = do(s, "give", card="gimli")
    s = do(s, "give", card="grey_fighting")
    s = do(s, "done")
    s = do(s, "give", card="boromir")
    assert view(s)["sauron"] == 12


def test_orcs_attack_not_covered_everything_goes_back():
    # seed: "Если событие требует чего-либо от отряда ... игроки совместно решают" (digest §10.2 [I]:
    # not covered → the otherwise, items back)
    s = event("moria", 5, hobbits={"frodo": {"hand": ["gimli"]}, "sam": {"hand": ["grey_fighting"]}})
    s = do(s, "pay")
    s = do(s, "give", card="gimli")
    s = do(s, "done")
    s = do(s, "give", card="grey_fighting")
    s = do(s, "done")
    assert view(s)["sauron"] == 10
    assert "gimli" in view(s, 0)["hand"] and "grey_fighting" in view(s, 1)["hand"]


def test_fly_you_fools_volunteer_and_the_last_event_ends_the_adventure():
    # seed: "Когда маркер доходит до последнего события на треке событий ... приключение завершается."
    s = event("moria", 6, active="sam", options={"players": 3},
              hobbits={"sam": {"life": {"heart": 1, "sun": 1, "ring": 1}}})
    assert kind(s) == "fly"
    s = do(s, "volunteer", seat=1)
    assert hob(s, "sam")["pos"] == 3
    s = settle(s)
    assert view(s)["location"] == "lothlorien"


# ------------------------------------------------------------------ Helm's Deep

def test_wormtongue_two_star_card_pays_two_different_symbols():
    # seed: "когда карта с двумя звёздами отправляется в сброс для оплаты штрафа, эти звёзды могут
    # стать любыми разными символами" (Wormtongue: one player, friendship + fighting, digest §5.4 [P])
    s = event("helms_deep", 1, hobbits={"sam": {"hand": ["aragorn"]}})
    assert kind(s) == "pay_who"
    s = do(s, "payer", seat=1)
    s = do(s, "give", card="aragorn")
    assert view(s)["row"] == ["theoden", "shadowfax", "eomer", "riders_of_rohan"]
    assert "aragorn" not in view(s, 1)["hand"]


def test_wormtongue_unpaid_the_board_cards_leave_the_game():
    # digest §5.4 Wormtongue unmasked [P]; §11 [I]: a card space then gives nothing
    s = event("helms_deep", 1, active="sam", tracks={"friendship": 1}, hobbits={"sam": {"hand": ["grey_friendship"]}})
    s = do(s, "decline")
    assert view(s)["row"] == []
    s = settle(s)
    s = do(s, "play", card="grey_friendship", track="friendship")
    s = settle(s)
    assert track(s, "friendship") == 2                 # the Théoden space
    assert "theoden" not in view(s)["legendary_in_hands"]


def test_riders_of_rohan_with_friendship_complete():
    # digest §5.4 Riders of Rohan [P]
    s = event("helms_deep", 2, active="sam", tracks={"friendship": 7}, row=["riders_of_rohan"])
    assert "riders_of_rohan" in view(s, 1)["hand"]
    assert view(s)["sauron"] == 12


def test_riders_of_rohan_without_friendship_complete():
    # digest §5.4 Riders of Rohan [P]: otherwise ⊕ and the Ring-bearer rolls
    s = event("helms_deep", 2, active="sam", hobbits={"frodo": {"hand": ["grey_hiding"] * 3}})
    v = view(s)
    assert v["last_roll"]["seat"] == 0
    assert v["sauron"] == (10 if v["last_roll"]["face"] == "eye" else 11)


def test_orcs_at_the_gate_first_part_complete_each_draws():
    # digest §5.4 Orcs attack the gate [P]; A24: first part complete = travelling on 5 or beyond
    s = event("helms_deep", 3, tracks={"travelling": 5})
    v = view(s)
    assert v["sauron"] == 12
    assert [h["hand_size"] for h in v["hobbits"]] == [1, 1]


def test_orcs_at_the_gate_first_part_incomplete():
    # digest §5.4 Orcs attack the gate [P]: otherwise Sauron moves 2
    s = event("helms_deep", 3, tracks={"travelling": 4})
    assert view(s)["sauron"] == 10


def test_orcs_storm_group_pays_three_tokens_from_different_players():
    # digest §5.4 Orcs storm forward [P]: the group discards 1 heart, 1 sun and 1 Ring token
    s = event("helms_deep", 5, hobbits={"frodo": {"life": {"heart": 1, "ring": 1}}, "sam": {"life": {"sun": 2}}})
    s = do(s, "pay")
    s = do(s, "give_token", token="heart")
    s = do(s, "give_token", token="ring")
    s = do(s, "done")
    s = do(s, "give_token", token="sun")
    assert view(s)["sauron"] == 12
    assert hob(s, "frodo")["life"] == {"heart": 0, "sun": 0, "ring": 0}
    assert hob(s, "sam")["life"]["sun"] == 1


# ------------------------------------------------------------------ Shelob's Lair

def test_gollum_event_group_pays_seven_runes():
    # digest §5.5 Gollum [P]: the active player receives Gollum and every other player draws 2
    s = event("shelobs_lair", 1, options={"players": 3}, hobbits={"frodo": {"runes": 4}, "sam": {"runes": 4}})
    s = do(s, "pay")
    s = do(s, "give_runes", value=4)
    s = do(s, "done")
    s = do(s, "give_runes", value=3)
    v = view(s)
    assert "gollum" in view(s, 0)["hand"]
    assert [h["runes"] for h in v["hobbits"]] == [0, 1, 0]
    assert [h["hand_size"] for h in v["hobbits"]] == [1, 2, 2]


def test_faces_of_the_dead_star_or_runes():
    # digest §5.5 Faces of the Dead [P]: each player discards 1 star card; otherwise runes worth 3
    s = event("shelobs_lair", 2, hobbits={"frodo": {"hand": ["sting"]}, "sam": {"runes": 4}})
    s = do(s, "give", card="sting")
    assert who(s) == 1
    s = do(s, "decline")
    assert hob(s, "sam")["runes"] == 1 and hob(s, "sam")["alive"]


def test_faces_of_the_dead_unpayable_kills():
    # seed: "если в любой момент у игрока не хватает карт или рун для оплаты штрафа, он должен
    # сбросить всё, что имеет, и его герой тут же погибает."
    s = event("shelobs_lair", 2, hobbits={"frodo": {"hand": ["sting"]}, "sam": {"runes": 2, "hand": ["grey_hiding"]}})
    s = do(s, "give", card="sting")
    s = do(s, "decline")
    sam = hob(s, "sam")
    assert not sam["alive"] and sam["hand_size"] == 0
    assert not view(s)["over"]


def test_shelob_appears_declined_sauron_two():
    # digest §5.5 Shelob appears [P]
    s = event("shelobs_lair", 5)
    assert kind(s) == "shelob_appears"
    s = do(s, "decline")
    assert view(s)["sauron"] == 10


def test_shelob_attacks_unpaid_sauron_three():
    # digest §5.5 Shelob attacks [P]
    s = event("shelobs_lair", 6)
    s = do(s, "decline")
    assert view(s)["sauron"] == 9


# ------------------------------------------------------------------ Mordor

def test_sam_saves_frodo_each_may_pay_three_runes():
    # digest §5.6 Sam saves Frodo [P]
    s = event("mordor", 1, hobbits={"frodo": {"runes": 3, "pos": 2}, "sam": {"runes": 3}})
    s = do(s, "give_runes", value=3)
    s = do(s, "recover_heal")
    assert hob(s, "frodo")["pos"] == 1
    assert who(s) == 1
    s = do(s, "decline")
    assert hob(s, "sam")["runes"] == 3


def test_lord_of_the_nazgul_attacks_eowyn_paid():
    # digest §5.6 The Lord of the Nazgûl attacks [P]
    s = event("mordor", 2, active="sam", hobbits={"sam": {"hand": ["eowyn"]}})
    assert kind(s) == "pay_who"
    s = do(s, "payer", seat=1)
    s = do(s, "give", card="eowyn")
    assert [h["hand_size"] for h in view(s)["hobbits"]] == [1, 1]


def test_pelennor_heart_token_or_roll_and_discard_two():
    # digest §5.6 Battle of the Pelennor Fields [P]
    s = event("mordor", 3, hobbits={"frodo": {"life": {"heart": 1}, "hand": ["grey_hiding"] * 3},
                                    "sam": {"hand": ["grey_fighting", "grey_travelling", "brown_hiding"]}})
    s = do(s, "give_token", token="heart")
    assert who(s) == 1
    s = settle(do(s, "decline"))
    assert view(s)["last_roll"]["seat"] == 1
    while kind(s) == "die_discard":
        s = do(s, "discard", card=legal(s)[0]["card"])
    # the two extra cards are discarded after the roll
    assert hob(s, "sam")["hand_size"] <= 1


def test_surrounded_group_seven_cards():
    # digest §5.6 Surrounded by dark forces [P]
    s = event("mordor", 5, hobbits={"frodo": {"hand": ["grey_hiding"] * 4}, "sam": {"hand": ["brown_hiding"] * 3}})
    s = do(s, "pay")
    for _ in range(4):
        s = do(s, "give", card="grey_hiding")
    s = do(s, "done")
    for _ in range(3):
        s = do(s, "give", card="brown_hiding")
    assert view(s)["sauron"] == 12


def test_ring_is_mine_ends_the_game_for_sauron():
    # seed: "Событие «Кольцо моё!» с изображением красного Ока Саурона на карте приключения в Мордоре
    # тут же завершает игру в пользу Саурона."
    s = event("mordor", 6, tracks={"travelling": 4})
    assert view(s)["over"]
    o = GAME.outcome(s)
    assert o.winners == () and o.sides == ("sauron",)
    assert set(o.scores.values()) == {52}
