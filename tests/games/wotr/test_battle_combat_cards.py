"""Combat cards (seed: Розділ VI «Зіграти бойову карту», Розділ V «Бойові карти»): the choice,
the secrecy, the reveal, the order of effects, and each written card's combat half in one battle
from a readable board with its dice fixed (combat.py, combat_words.py).

Every battle here: the Shadow attacks the Free Peoples' army of North Ithilien (no settlement)
from Minas Morgul, unless the test says otherwise; seat 0 is the Free Peoples, seat 1 the
Shadow. The dice come in the battle's order: a card's attack before the roll, the attacker's
combat roll, the defender's, the attacker's re-roll, the defender's, then a card's attack after
the casualties.
"""

from __future__ import annotations

import random

from lotr_table.engine.action import Action
from lotr_table.engine.secrets import twin_leaks
from lotr_table.games.wotr import card_zones as places, turn
from lotr_table.games.wotr.board import SHADOW
from lotr_table.games.wotr.flow import FLOW
from lotr_table.games.wotr.game import GAME

from tests.games.wotr.battle_kit import answer, asked, count, fight, pieces, war

FP, SH = 0, 1
ALL_BUT_STRIDER = ["gandalf_the_grey", "boromir", "legolas", "gimli", "meriadoc", "peregrin"]


def board(fp_army: dict, shadow_army: dict, fp=(), shadow=(), **spec):
    """Every nation At War, the decks dealt, these hands and the two armies."""
    s = war({"armies": {"north_ithilien": fp_army, "minas_morgul": shadow_army}} | spec)
    turn.begin_decks_only(s)
    places.lay(s.zones, places.hand(FP), fp)
    places.lay(s.zones, places.hand(SH), shadow)
    return s


def attack(s, shadow_army: dict, source: str = "minas_morgul", target: str = "north_ithilien"):
    fight(s, SHADOW, source, target, pieces(**shadow_army))


def dice(s, *faces: int) -> None:
    """The next dice show these faces."""
    s.fixed_draws = tuple(f - 1 for f in faces)


def choose(s, seat: int, card: str | None) -> None:
    assert s.pending.kind == "combat_card" and s.pending.seat == seat, s.pending
    if card is None:
        FLOW.decide(s, seat, Action("no_card"))
    else:
        answer(s, "combat_card", "combat_card", card=card)


def offered(s) -> list:
    return [a["card"] for a in asked(s, "combat_card") if a.kind == "combat_card"]


def discarded(s, seat: int, card: str) -> bool:
    return card in places.held(s.zones, places.discard_pile(seat)) and card not in s.hands[seat]


GONDOR3 = {"gondor": {"regular": 3}}
SAURON3 = {"sauron": {"regular": 3}}


# ---- the choice, the secrecy, the reveal ----------------------------------------------------

def test_the_attacker_chooses_first_then_the_defender_who_sees_only_the_back():
    # «Спершу нападник оголошує, чи буде він використовувати бойову карту, і якщо так, то вибирає
    # її. Потім захисник ... Гравці таємно вибирають карти, а потім одночасно відкривають їх. Однак
    # суперник завжди повинен бачити зворот вибраної карти.»
    s = board({"gondor": {"regular": 2, "elite": 1}}, SAURON3, fp=["fp_str_22"], shadow=["sh_str_22", "sh_char_01"])
    attack(s, SAURON3)
    assert s.pending.seat == SH and offered(s) == ["sh_str_22"]     # One for the Dark Lord: no Fellowship here
    choose(s, SH, "sh_str_22")
    assert s.pending.kind == "combat_card" and s.pending.seat == FP
    view = GAME.view(s, FP)
    assert view["combat_backs"] == {"1": "strategy"}
    assert view["zones"]["combat1"]["cards"] == [None]
    assert GAME.leaks(s, FP, view) == [] and twin_leaks(GAME, s, FP, view, random.Random(1)) == []
    dice(s, 1, 1, 1, 1, 1, 1)
    choose(s, FP, "fp_str_22")
    revealed = [e["args"]["card"] for e in GAME.view(s, FP)["log"] if e["template"] == "{seat} reveals {card}."]
    assert revealed == ["sh_str_22", "fp_str_22"]       # «одночасно відкривають їх»
    assert discarded(s, FP, "fp_str_22") and discarded(s, SH, "sh_str_22")
    assert s.battle.cards == ((-1, ""), (-1, ""))        # «Бойові карти завжди скидають після завершення бойового раунду»


def test_a_player_with_no_card_in_hand_is_not_asked_and_the_defender_may_play_alone():
    # «Захисник може зіграти бойову карту, навіть якщо нападник вирішує цього не робити.»
    s = board(GONDOR3, SAURON3, fp=["fp_str_15"])
    attack(s, SAURON3)
    assert s.pending.seat == FP                          # the Shadow's hand is empty, seen by all
    choose(s, FP, "fp_str_15")


def test_a_card_whose_requirement_fails_is_not_offered():
    # «Деякі бойові карти мають певні вимоги ..., які треба виконати, щоб зіграти карту. Наприклад,
    # деякі карти можна зіграти тільки тоді, коли в битві беруть участь дружні елітні загони.»
    s = board(GONDOR3, SAURON3, fp=["fp_str_22", "fp_str_15"])
    attack(s, SAURON3)
    assert offered(s) == ["fp_str_15"]                   # Valour needs an elite; Daylight nothing
    assert Action("no_card") in asked(s, "combat_card")


def test_a_card_played_as_a_combat_card_is_not_played_as_an_event():
    # «Коли карту події використовують заради її бойового ефекту, її називають бойовою картою»;
    # «Карти подій, які використовують як бойові карти, завжди скидають відразу після використання.»
    s = board(GONDOR3, SAURON3, fp=["fp_str_15"])
    attack(s, SAURON3)
    dice(s, 1, 1, 1, 1, 1, 1)
    choose(s, FP, "fp_str_15")
    assert discarded(s, FP, "fp_str_15")


def test_a_lower_initiative_resolves_first_the_seeds_scouts_example():
    # «Значення ініціативи «Розвідників» менше, тому військо Вільних Народів здатне відступити до
    # того, як особлива атака «Прокляття Даріна» стане можливою. Після цього обидві карти скидають.»
    # Here Scouts (1) against Relentless Assault (3): the army is gone before the Shadow is asked.
    s = board(GONDOR3, {"sauron": {"regular": 4}}, fp=["fp_str_09"], shadow=["sh_str_18"])
    attack(s, {"sauron": {"regular": 4}})
    choose(s, SH, "sh_str_18")
    choose(s, FP, "fp_str_09")
    answer(s, "combat_retreat", "retreat", region="osgiliath")
    assert count(s, "osgiliath", "gondor", "regular") == 3 and count(s, "minas_morgul", "sauron", "regular") == 4
    assert s.battle.outcome == "retreated"
    assert discarded(s, FP, "fp_str_09") and discarded(s, SH, "sh_str_18")


def test_on_a_tie_the_defenders_card_resolves_first():
    # «Якщо дві карти мають однакове значення ініціативи, то ефекти карти захисника завжди
    # застосовують першими.» Daylight (3, the defender's) has acted when Relentless Assault (3) asks.
    s = board(GONDOR3, {"sauron": {"regular": 4}}, fp=["fp_str_15"], shadow=["sh_str_18"])
    attack(s, {"sauron": {"regular": 4}})
    choose(s, SH, "sh_str_18")
    choose(s, FP, "fp_str_15")
    assert s.pending.kind == "card_choice" and s.pending.seat == SH
    assert (0, "max_dice", 3) in s.battle.mods


# ---- the combat halves ------------------------------------------------------------------------

def test_it_is_a_gift_adds_one_to_the_roll_and_re_roll_where_the_fellowship_is():
    # «Це подарунок» (the seed's card): «грайте, якщо військо, що обороняється, перебуває в тому
    # самому регіоні, що й Братство. Додайте 1 до всіх кубиків бойового кидка й перекиду за лідерство»
    s = board(GONDOR3, SAURON3, fp=["fp_char_01"], fellowship="north_ithilien")
    attack(s, SAURON3)
    dice(s, 1, 1, 1, 4, 4, 3)
    choose(s, FP, "fp_char_01")
    assert count(s, "minas_morgul", "sauron", "regular") == 1          # the two 4s hit
    s = board(GONDOR3, SAURON3, fp=["fp_char_01"])                      # the Fellowship in Rivendell
    attack(s, SAURON3)
    assert offered(s) == []


def test_one_for_the_dark_lord_adds_one_to_the_shadows_roll_and_re_roll():
    # «Один для Темного Володаря»: the same for the Shadow, its re-roll too
    shadow = {"sauron": {"regular": 3, "nazgul": 1}}
    s = board({"gondor": {"regular": 2}}, shadow, shadow=["sh_char_01"], fellowship="north_ithilien")
    attack(s, shadow)
    dice(s, 4, 3, 2, 1, 1, 4)               # roll: one hit (4+1); re-roll of one die: 4+1 hits
    choose(s, SH, "sh_char_01")
    assert count(s, "north_ithilien", "gondor", "regular") == 0


def test_valour_adds_one_to_each_die_of_the_combat_roll():
    # «Модифікатор додають до результату кожного кинутого кубика»: with +1 «влучаннями
    # вважатимуть результати «4», «5» і «6»»
    s = board({"gondor": {"regular": 2, "elite": 1}}, SAURON3, fp=["fp_str_22"])
    attack(s, SAURON3)
    dice(s, 1, 1, 1, 4, 4, 3)
    choose(s, FP, "fp_str_22")
    assert count(s, "minas_morgul", "sauron", "regular") == 1


def test_anduril_gives_up_striders_leadership_for_a_hit_before_the_re_roll():
    # Andúril: «відмовився від лідерства» — «вибрану фігурку ... не рахують як лідера під час
    # визначення показника лідерства в цьому бойовому раунді»
    s = board(GONDOR3, SAURON3, fp=["fp_char_09"], companions=ALL_BUT_STRIDER,
              separated={"strider": "north_ithilien"})
    attack(s, SAURON3)
    dice(s, 1, 1, 1, 2, 2, 2, 2)            # four dice for the Captain of the West, all missed
    choose(s, FP, "fp_char_09")
    assert s.battle.dice[1][1] == ()        # Strider's leadership given up: nothing re-rolled
    assert count(s, "minas_morgul", "sauron", "regular") == 2


def test_heroic_death_a_leader_falls_to_cancel_a_hit():
    s = board({"gondor": {"regular": 2, "leaders": 1}}, SAURON3, fp=["fp_char_10"])
    attack(s, SAURON3)
    dice(s, 5, 5, 1, 1, 1, 1)               # two hits on the Free Peoples
    choose(s, FP, "fp_char_10")
    answer(s, "card_choice", "choose", item="leader/gondor")
    assert count(s, "north_ithilien", "gondor", "leaders") == 0
    assert count(s, "north_ithilien", "gondor", "regular") == 1           # one hit cancelled


def test_fateful_strike_a_re_roll_hit_eliminates_a_nazgul():
    shadow = {"sauron": {"regular": 3, "nazgul": 2}}
    s = board({"gondor": {"regular": 2, "leaders": 1}}, shadow, fp=["fp_char_12"])
    attack(s, shadow)
    dice(s, 1, 1, 1, 1, 1, 1, 1, 6)         # the Free Peoples' re-roll hits once
    choose(s, FP, "fp_char_12")
    answer(s, "card_choice", "choose", item="nazgul")
    assert count(s, "minas_morgul", "sauron", "leaders") == 1
    assert count(s, "minas_morgul", "sauron", "regular") == 2


def test_confusion_each_natural_one_of_the_shadow_hits_the_shadow():
    shadow = {"sauron": {"regular": 3, "nazgul": 1}}
    s = board({"gondor": {"regular": 2}}, shadow, fp=["fp_str_08"])
    attack(s, shadow)
    dice(s, 1, 1, 5, 2, 2)                  # the two 1s are not re-rolled: nothing to re-roll
    choose(s, FP, "fp_str_08")
    assert s.battle.dice[0][1] == ()
    assert count(s, "minas_morgul", "sauron", "regular") == 1
    assert count(s, "north_ithilien", "gondor", "regular") == 1


def test_scouts_retreat_before_the_combat_roll():
    # «"Розвідники", що дозволяє його війську відступити до початку звичайної битви»
    s = board(GONDOR3, SAURON3, fp=["fp_str_17"])
    attack(s, SAURON3)
    choose(s, FP, "fp_str_17")
    answer(s, "combat_retreat", "retreat", region="south_ithilien")
    assert count(s, "south_ithilien", "gondor", "regular") == 3
    assert s.battle.dice == ()              # no die was rolled


def test_charge_attacks_with_the_elites_before_the_roll():
    # «Деякі бойові карти дозволяють виконати додаткову атаку перед бойовим кидком ... Будь-які
    # бойові втрати негайно прибирають з поля»
    s = board({"gondor": {"regular": 1, "elite": 2}}, SAURON3, fp=["fp_str_13"])
    attack(s, SAURON3)
    dice(s, 5, 6, 1, 1, 1, 1)               # the charge: two dice, two hits; then one Shadow die
    choose(s, FP, "fp_str_13")
    assert s.battle.dice[0][0] == (1,)      # the Shadow rolled with the one regular left
    assert count(s, "minas_morgul", "sauron", "regular") == 1


def test_daylight_the_shadow_rolls_three_dice():
    # «Денне світло»: «гравець за Тінь кидає щонайбільше 3 кубики» (digest §5.6)
    shadow = {"sauron": {"regular": 5}}
    s = board({"gondor": {"regular": 4}}, shadow, fp=["fp_str_16"])
    attack(s, shadow)
    dice(s, 1, 1, 1, 1, 1, 1, 1)
    choose(s, FP, "fp_str_16")
    assert len(s.battle.dice[0][0]) == 3 and len(s.battle.dice[1][0]) == 4


def test_shield_wall_cancels_one_of_two_or_more_hits():
    s = board(GONDOR3, SAURON3, fp=["fp_str_18"])
    attack(s, SAURON3)
    dice(s, 5, 5, 5, 1, 1, 1)
    choose(s, FP, "fp_str_18")
    assert count(s, "north_ithilien", "gondor", "regular") == 1


def test_advantageous_position_subtracts_one_but_a_natural_six_still_hits():
    # «Вигідне становище»: «Відніміть 1 від кожного кубика ... немодифікована «6» однаково
    # влучає»; «Результат «1» завжди вважають промахом, а «6» – завжди влучанням»
    isengard = {"isengard": {"regular": 3}}
    s = war({"armies": {"eastemnet": {"rohan": {"regular": 3}}, "fangorn": isengard}})
    turn.begin_decks_only(s)
    places.lay(s.zones, places.hand(FP), ["fp_str_20"])
    attack(s, isengard, "fangorn", "eastemnet")
    dice(s, 5, 5, 6, 1, 1, 1)
    choose(s, FP, "fp_str_20")
    assert count(s, "eastemnet", "rohan", "regular") == 2
    s = board(GONDOR3, SAURON3, fp=["fp_str_20"])          # North Ithilien: no nation's borders
    attack(s, SAURON3)
    assert offered(s) == []


def test_dread_and_despair_nazgul_leadership_for_fewer_free_peoples_dice():
    shadow = {"sauron": {"regular": 3, "nazgul": 2}}
    s = board({"gondor": {"regular": 4}}, shadow, shadow=["sh_char_08"])
    attack(s, shadow)
    choose(s, SH, "sh_char_08")
    assert [a["option"] for a in asked(s, "card_choice")] == [0, 1]       # 1 or 2 points: no more
    dice(s, 1, 1, 1, 1, 1)
    answer(s, "card_choice", "option", option=1)
    assert len(s.battle.dice[1][0]) == 2 and s.battle.dice[0][1] == ()    # two dice fewer; no re-roll


def test_black_breath_a_re_roll_hit_eliminates_a_leader():
    shadow = {"sauron": {"regular": 3, "nazgul": 1}}
    s = board({"gondor": {"regular": 3, "leaders": 1}}, shadow, shadow=["sh_char_12"])
    attack(s, shadow)
    dice(s, 1, 1, 1, 1, 1, 1, 5, 1)
    choose(s, SH, "sh_char_12")
    answer(s, "card_choice", "choose", item="leader/gondor")
    assert count(s, "north_ithilien", "gondor", "leaders") == 0
    assert count(s, "north_ithilien", "gondor", "regular") == 2


def test_we_come_to_kill_the_elites_attack_after_the_casualties():
    shadow = {"sauron": {"regular": 1, "elite": 2}}
    s = board({"gondor": {"regular": 4}}, shadow, shadow=["sh_str_13"])
    attack(s, shadow)
    dice(s, 1, 1, 1, 1, 1, 1, 1, 5, 4)
    choose(s, SH, "sh_str_13")
    assert count(s, "north_ithilien", "gondor", "regular") == 3


def test_great_host_twice_the_units_score_one_more_hit():
    shadow = {"sauron": {"regular": 6}}
    s = board({"gondor": {"regular": 2}}, shadow, shadow=["sh_str_16"])
    attack(s, shadow)
    dice(s, 1, 1, 1, 1, 1, 1, 1)
    choose(s, SH, "sh_str_16")
    assert count(s, "north_ithilien", "gondor", "regular") == 1


def test_relentless_assault_two_own_hits_for_two_more_on_each_die():
    shadow = {"sauron": {"regular": 4}}
    s = board(GONDOR3, shadow, shadow=["sh_str_18"])
    attack(s, shadow)
    choose(s, SH, "sh_str_18")
    dice(s, 3, 3, 1, 1, 1)
    answer(s, "card_choice", "option", option=2)
    assert count(s, "minas_morgul", "sauron", "regular") == 2
    assert count(s, "north_ithilien", "gondor", "regular") == 1


def test_onslaught_own_hits_for_dice_hitting_on_four():
    shadow = {"sauron": {"regular": 5}}
    s = board({"gondor": {"regular": 4}}, shadow, shadow=["sh_str_19"])
    attack(s, shadow)
    dice(s, 1, 1, 1, 1, 1, 1, 1, 1, 1)
    choose(s, SH, "sh_str_19")
    dice(s, 4, 3)
    answer(s, "card_choice", "option", option=2)
    assert count(s, "minas_morgul", "sauron", "regular") == 3
    assert count(s, "north_ithilien", "gondor", "regular") == 3


def test_desperate_battle_both_armies_add_one():
    shadow = {"sauron": {"regular": 4, "nazgul": 1}}
    s = board({"gondor": {"regular": 4, "leaders": 1}}, shadow, shadow=["sh_str_22"])
    attack(s, shadow)
    dice(s, 4, 1, 1, 1, 4, 4, 1, 1, 4, 4)
    choose(s, SH, "sh_str_22")
    assert count(s, "north_ithilien", "gondor", "regular") == 2
    assert count(s, "minas_morgul", "sauron", "regular") == 1
