"""Sanctuaries: Bag End, Rivendell, Lothlórien (seed: «СПОКОЙНЫЕ ПРИЮТЫ»; digest §4.2 [P])."""

from __future__ import annotations

from tests.games.lotr_coop.rules_helpers import (find, hand, journey_hand, hob, kind, kinds, legal, log_templates,
                                                 pos, do, do_as, settle, view, who, A)

BAG_END_PREP = dict(location="bag_end", action_index=1)
BAG_END_NAZGUL = dict(location="bag_end", action_index=2)


# ------------------------------------------------------------------ Bag End

def test_preparation_declined_goes_on_to_the_nazgul_attack():
    # seed: "Это действие игрок вправе пропустить, так как в описании есть слово «может»"
    s = pos(**BAG_END_PREP, hobbits={"frodo": {"hand": ["grey_fighting"] * 4},
                                      "sam": {"hand": ["brown_fighting"] * 4}})
    assert kind(s) == "prepare" and who(s) == 0
    s = do(s, "decline")
    assert view(s)["sanctuary_action"] == "nazgul_attack"
    assert view(s)["last_roll"] is None
    assert [h["hand_size"] for h in view(s)["hobbits"]] == [4, 4]


def test_preparation_reveals_four_cards_the_ring_bearer_hands_out_then_rolls():
    # seed: "он раскрывает ещё четыре карты путешествия и на свой вкус раздаёт их по одной каждому
    # игроку, но затем бросает кубик угрозы" (A1: with 2 players one may receive several)
    def build(seed):
        return pos(seed, **BAG_END_PREP, journey=["grey_hiding", "grey_travelling", "brown_star", "grey_fighting"],
                   hobbits={"frodo": {"hand": ["grey_hiding"] * 4}, "sam": {"hand": ["brown_fighting"] * 5}})

    s = build(0)
    s = do(s, "prepare")
    assert sorted(view(s)["revealed"]) == sorted(["grey_hiding", "grey_travelling", "brown_star", "grey_fighting"])
    assert kind(s) == "give_to" and who(s) == 0
    assert view(s)["last_roll"] is None            # the roll comes after the hand-out
    s = do(s, "give_to", seat=1)
    s = do(s, "give_to", seat=1)
    s = do(s, "give_to", seat=0)
    s = do(s, "give_to", seat=1)
    s = settle(s)
    assert view(s)["revealed"] == []
    assert view(s)["last_roll"]["seat"] == 0
    assert hob(s, "sam")["hand_size"] == 8


def test_preparation_roll_result_is_suffered_by_the_ring_bearer():
    # seed: "раздаёт их ... но затем бросает кубик угрозы" ; die: "Фишка хоббита активного игрока
    # сдвигается на одно, два или три деления вправо"
    def build(seed):
        return pos(seed, **BAG_END_PREP, hobbits={"frodo": {"hand": ["grey_hiding"] * 5},
                                                   "sam": {"hand": ["brown_fighting"] * 5}})

    def run(s):
        s = do(s, "prepare")
        for _ in range(4):
            s = do(s, "give_to", seat=0)
        return settle(s)

    s = find(build, run, "two")
    assert hob(s, "frodo")["pos"] == 2 and hob(s, "sam")["pos"] == 0


def test_nazgul_attack_one_player_pays_two_hiding():
    # seed: "действие «Налёт назгулов» должно быть выполнено за счёт того, что один игрок сбросит две
    # карты уклонения с одним щитом"
    s = pos(**BAG_END_NAZGUL, hobbits={"frodo": {"hand": ["grey_fighting"]},
                                        "sam": {"hand": ["grey_hiding", "brown_hiding", "grey_fighting"]}})
    assert kind(s) == "pay_who"
    s = do(s, "payer", seat=1)
    assert who(s) == 1
    s = do(s, "give", card="grey_hiding")
    s = do(s, "give", card="brown_hiding")
    assert view(s)["sauron"] == 12
    assert journey_hand(s, "sam") == ["grey_fighting"]
    assert view(s)["location"] == "rivendell"


def test_nazgul_attack_paid_with_jokers():
    # seed: "Вместо карт уклонения можно сбросить карты-джокеры со звёздами."
    s = pos(**BAG_END_NAZGUL, hobbits={"sam": {"hand": ["brown_star", "brown_star"]}},
            journey=["grey_fighting"] * 4)
    s = do(s, "payer", seat=1)
    assert {a["card"] for a in legal(s) if a.kind == "give"} == {"brown_star"}
    s = do(s, "give", card="brown_star")
    s = do(s, "give", card="brown_star")
    assert view(s)["sauron"] == 12 and journey_hand(s, "sam") == []


def test_nazgul_attack_unpaid_moves_sauron_one():
    # seed: "Если ни один игрок не может или не хочет сбросить требуемое, Саурон сдвигается по
    # треку искушения на одно деление ближе к хоббитам."
    s = pos(**BAG_END_NAZGUL, hobbits={"frodo": {"hand": ["grey_hiding", "grey_hiding"]}})
    s = do(s, "decline")
    assert view(s)["sauron"] == 11
    assert journey_hand(s, "frodo") == ["grey_hiding", "grey_hiding"]


def test_nazgul_attack_cannot_be_split_between_two_players():
    # seed: "один игрок сбросит две карты уклонения" (A2: two players each giving one is not allowed)
    s = pos(**BAG_END_NAZGUL, hobbits={"frodo": {"hand": ["grey_hiding"]}, "sam": {"hand": ["brown_hiding"]}})
    s = do(s, "payer", seat=0)
    s = do(s, "give", card="grey_hiding")
    # Frodo has nothing more to give; nobody else can add to his payment
    assert who(s) == 0 and kinds(s) == {"decline"}
    s = do(s, "decline")
    # Frodo's card goes back; Sam may be named, but he alone must discard both
    assert view(s)["sauron"] == 12 and journey_hand(s, "frodo") == ["grey_hiding"]
    assert who(s) == 0 and {(a.kind, a.get("seat")) for a in legal(s)} == {("payer", 1), ("decline", None)}
    s = do(s, "payer", seat=1)
    s = do(s, "give", card="brown_hiding")
    assert who(s) == 1 and kinds(s) == {"decline"}
    s = do(s, "decline")
    # seed: "Если ни один игрок не может или не хочет сбросить требуемое, Саурон сдвигается"
    assert view(s)["sauron"] == 11
    assert journey_hand(s, "frodo") == ["grey_hiding"] and journey_hand(s, "sam") == ["brown_hiding"]


def test_sanctuary_actions_are_run_by_the_ring_bearer_even_if_not_frodo():
    # seed: "Выполняя действия в «спокойном приюте», Кольценосец берёт на себя функции активного игрока."
    s = pos(location="lothlorien", action_index=1, ring_bearer="sam",
            hobbits={"frodo": {"runes": 2}, "sam": {"runes": 2}})
    assert who(s) == 1 and kind(s) == "pay_give"


# ------------------------------------------------------------------ Rivendell [P]

def test_elrond_deals_the_twelve_rivendell_cards():
    # digest §4.2 Rivendell 1 Elrond [P]; A22 reading: dealt one at a time clockwise from the
    # Ring-bearer
    s = pos(location="rivendell", action_index=0, options={"players": 3})
    v = view(s)
    assert len(v["legendary_in_hands"]) == 12
    assert [h["hand_size"] for h in v["hobbits"]] == [4, 4, 4]


def test_council_each_passes_one_card_to_the_left_chosen_before_receiving():
    # digest §4.2 Rivendell 2 Council [P]; A21: every pick before any card is received
    s = pos(location="rivendell", action_index=1,
            hobbits={"frodo": {"hand": ["grey_fighting", "grey_hiding"]},
                     "sam": {"hand": ["brown_travelling", "brown_friendship"]}})
    assert kind(s) == "council" and who(s) == 0
    s = do(s, "pass_card", card="grey_hiding")
    assert who(s) == 1
    assert {a["card"] for a in legal(s)} == {"brown_travelling", "brown_friendship"}
    s = do(s, "pass_card", card="brown_friendship")
    assert sorted(hand(s, "frodo")) == ["brown_friendship", "grey_fighting"]
    assert sorted(hand(s, "sam")) == ["brown_travelling", "grey_hiding"]


def test_fellowship_each_player_discards_friendship_or_rolls():
    # digest §4.2 Rivendell 3 Fellowship [P]: each player, from the Ring-bearer, discards 1
    # friendship symbol or else rolls
    s = pos(location="rivendell", action_index=2,
            hobbits={"frodo": {"hand": ["grey_friendship", "grey_fighting"]},
                     "sam": {"hand": ["grey_fighting", "grey_fighting", "grey_fighting"]}})
    assert who(s) == 0 and kind(s) == "pay_give"
    s = do(s, "give", card="grey_friendship")
    assert view(s)["last_roll"] is None
    assert who(s) == 1 and kinds(s) == {"decline"}
    s = settle(do(s, "decline"))
    assert view(s)["last_roll"]["seat"] == 1


# ------------------------------------------------------------------ Lothlórien

def test_galadriel_the_ring_bearer_hands_out_the_lothlorien_cards():
    # seed: "После этого Кольценосец раздаёт легендарные карты Лориена игрокам."
    s = pos(location="lothlorien", action_index=0, ring_bearer="sam")
    v = view(s)
    assert {"elessar", "phial", "lembas", "belt", "arwen"} <= set(v["legendary_in_hands"])
    assert len(v["legendary_in_hands"]) == 12
    assert [h["hand_size"] for h in v["hobbits"]] == [6, 6]


def test_lothlorien_cards_chosen_by_the_ring_bearer_option():
    # A22 alternative reading (option ring_bearer_chooses): shown face up, the Ring-bearer names
    # who gets each card
    s = pos(location="lothlorien", action_index=0, options={"players": 2, "sanctuary_cards": "ring_bearer_chooses"})
    assert kind(s) == "give_to" and who(s) == 0
    assert len(view(s, 1)["revealed"]) == 12
    for _ in range(12):
        s = do(s, "give_to", seat=1)
    assert hob(s, "sam")["hand_size"] == 12 and hob(s, "frodo")["hand_size"] == 0


def test_recovery_pay_two_runes_then_draw_two():
    # digest §4.2 Recovery [P]: each player may discard runes worth 2: draw 2 journey cards or ○
    s = pos(location="lothlorien", action_index=1, hobbits={"frodo": {"runes": 3, "pos": 2}, "sam": {"runes": 1}},
            journey=["grey_fighting", "grey_hiding"])
    assert who(s) == 0
    s = do(s, "give_runes", value=2)
    assert kind(s) == "recover" and {a.kind for a in legal(s)} == {"recover_draw", "recover_heal"}
    s = do(s, "recover_draw")
    assert hob(s, "frodo")["runes"] == 1
    assert sorted(hand(s, "frodo")) == ["grey_fighting", "grey_hiding"]


def test_recovery_pay_two_runes_then_move_left():
    # digest §4.2 Recovery [P]: ... or move his hobbit 1 space left (○)
    s = pos(location="lothlorien", action_index=1, hobbits={"frodo": {"runes": 2, "pos": 2}})
    s = do(s, "give_runes", value=2)
    s = do(s, "recover_heal")
    assert hob(s, "frodo")["pos"] == 1 and hob(s, "frodo")["runes"] == 0


def test_test_of_galadriel_frodos_brown_journey_card_counts_as_a_star():
    # seed: "Для Фродо любая коричневая карта путешествия — джокер." (A26: meets "a star")
    s = pos(location="lothlorien", action_index=2,
            hobbits={"frodo": {"hand": ["brown_fighting", "grey_fighting"]}, "sam": {"hand": ["brown_fighting"] * 3}})
    assert who(s) == 0
    assert {a["card"] for a in legal(s) if a.kind == "give"} == {"brown_fighting"}
    s = do(s, "give", card="brown_fighting")
    assert who(s) == 1
    # Sam's brown card is no joker: he can only decline (and roll)
    assert {a.kind for a in legal(s)} == {"decline"}
    s = settle(do(s, "decline"))
    assert view(s)["last_roll"]["seat"] == 1


def test_after_the_last_sanctuary_action_the_marker_moves_on():
    # seed: "После того как все действия в «спокойном приюте» завершены, передвиньте маркер
    # прохождения в следующее место на основном поле."
    s = pos(location="lothlorien", action_index=2,
            hobbits={"frodo": {"hand": ["brown_star"]}, "sam": {"hand": ["sting"]}})
    s = do(s, "give", card="brown_star")
    s = do(s, "give", card="sting")
    s = settle(s)
    assert view(s)["location"] == "helms_deep"
    assert view(s)["board"]["id"] == "helms_deep"


def test_nazgul_attack_frodo_pays_with_brown_journey_cards():
    # seed: "Для Фродо любая коричневая карта путешествия — джокер." + "Вместо карт уклонения можно
    # сбросить карты-джокеры со звёздами."
    s = pos(**BAG_END_NAZGUL, hobbits={"frodo": {"hand": ["brown_fighting", "brown_travelling", "grey_fighting"]}})
    s = do(s, "payer", seat=0)
    assert {a["card"] for a in legal(s) if a.kind == "give"} == {"brown_fighting", "brown_travelling"}
    s = do(s, "give", card="brown_fighting")
    s = do(s, "give", card="brown_travelling")
    assert view(s)["sauron"] == 12
