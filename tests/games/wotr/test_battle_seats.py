"""Who decides for an army in a battle of three or four people (seed: Розділ XI)."""

from __future__ import annotations

from lotr_table.games.wotr.battle import army_seat
from lotr_table.games.wotr.board import FREE_PEOPLES, SHADOW
from tests.games.wotr.battle_kit import HIT, MISS, asked, fight, pieces, rig, war


def test_with_two_people_each_side_decides_for_its_armies():
    s = war({})
    assert army_seat(s, pieces(rohan={"regular": 1}), FREE_PEOPLES) == 0
    assert army_seat(s, pieces(isengard={"regular": 1}), SHADOW) == 1


def test_a_mixed_army_is_led_by_the_most_units_then_the_most_elites_then_the_leading_player():
    # «Змішаним військом керує той гравець, що контролює найбільшу кількість військових
    # загонів у регіоні. У разі нічиєї змішаним військом керує гравець з найбільшою кількістю
    # елітних загонів. Якщо й далі нічия, тоді цим військом керує головний гравець.»
    s = war({"options": {"players": 4}})
    assert army_seat(s, pieces(gondor={"regular": 1}, rohan={"regular": 2}), FREE_PEOPLES) == 2
    assert army_seat(s, pieces(gondor={"regular": 1, "elite": 1}, rohan={"regular": 2}), FREE_PEOPLES) == 0
    assert army_seat(s, pieces(gondor={"regular": 1}, rohan={"regular": 1}), FREE_PEOPLES) == 0
    assert army_seat(s, pieces(sauron={"regular": 1}, southrons={"regular": 1}), SHADOW) == 1
    assert army_seat(s, pieces(sauron={"regular": 1}, southrons={"elite": 2}), SHADOW) == 3


def test_the_casualties_of_a_rohan_army_are_chosen_by_the_rohan_player():
    # «Лише гравець, що контролює змішане військо, може ... воювати ним»; a single nation's
    # army by the player of that nation (Rohan: Free Peoples 2, seat 2 of four)
    s = war({"options": {"players": 4},
             "armies": {"westemnet": {"rohan": {"regular": 1, "elite": 1}},
                        "fords_of_isen": {"isengard": {"regular": 2}}}})
    rig(s, HIT, MISS, MISS, MISS)
    fight(s, SHADOW, "fords_of_isen", "westemnet", pieces(isengard={"regular": 2}))
    assert asked(s, "battle_casualty") and s.pending.seat == 2
