"""Strongholds, sieges, sorties and reliefs, rule by rule, as the seed states them
(Розділ VI, «Фортеці й облоги»)."""

from __future__ import annotations

from lotr_table.games.wotr import battle
from lotr_table.games.wotr.board import FREE_PEOPLES, SHADOW
from lotr_table.games.wotr.state import EMPTY, victory_points
from tests.games.wotr.battle_kit import (
    ANY, HIT, MISS, answer, asked, count, fight, n, over, pieces, r, rig, war)

FIVE = frozenset({5})


def test_a_defender_on_its_own_stronghold_chooses_before_every_round():
    # «Коли гравець атакує ворога, що захищає регіон з фортецею, то захисник до початку
    # кожного бойового раунду повинен вибрати – воювати в польовому бою чи відступити в
    # обложену фортецю.» «Польовий бій відбувається за звичайними правилами».
    s = war({"armies": {"minas_tirith": {"gondor": {"regular": 2}},
                        "osgiliath": {"sauron": {"regular": 2}}}})
    rig(s, FIVE, FIVE, MISS, MISS, MISS, MISS, MISS, MISS)
    fight(s, SHADOW, "osgiliath", "minas_tirith", pieces(sauron={"regular": 2}))
    assert s.pending.seat == FREE_PEOPLES and asked(s, "battle_stronghold")
    answer(s, "battle_stronghold", "field")
    assert count(s, "minas_tirith", "gondor", "regular") == 0    # a field battle: 5 hits
    answer(s, "battle_advance", "advance", nation="sauron", piece="regular")
    answer(s, "battle_advance", "done")
    # «вороже військо входить в регіон з ... незайнятою фортецею»: captured, 2 points
    assert s.controller[r("minas_tirith")] == SHADOW and victory_points(s, SHADOW) == 2
    over(s)


def test_the_choice_comes_again_in_the_second_round():
    s = war({"armies": {"minas_tirith": {"gondor": {"regular": 2}},
                        "osgiliath": {"sauron": {"regular": 2}}}})
    rig(s, MISS, MISS, MISS, MISS)
    fight(s, SHADOW, "osgiliath", "minas_tirith", pieces(sauron={"regular": 2}))
    answer(s, "battle_stronghold", "field")
    answer(s, "battle_continue", "yes")
    answer(s, "battle_retreat", "stay")
    assert s.battle.round == 2 and asked(s, "battle_stronghold")


def test_withdrawing_into_the_stronghold_lets_the_attacker_advance_and_besiege_it():
    # «Якщо нападник вирішує просунутися військом у регіон, то з цього моменту фортецю
    # вважають обложеною, а битву завершеною.» «Обложена фортеця може вмістити щонайбільше
    # 5 військових загонів (і будь-яку кількість лідерів). Будь-який загін, що перевищує це
    # обмеження, треба негайно вилучити ... Вилучені таким способом загони можуть повернутися
    # в гру пізніше як підкріплення.»
    s = war({"armies": {"minas_tirith": {"gondor": {"regular": 5, "elite": 2, "leaders": 1}},
                        "osgiliath": {"sauron": {"regular": 8}}}})
    reserve = s.reserve[n("gondor") * 3]
    fight(s, SHADOW, "osgiliath", "minas_tirith", pieces(sauron={"regular": 8}))
    answer(s, "battle_stronghold", "withdraw")
    for _ in range(3):
        answer(s, "battle_advance", "advance", nation="sauron", piece="regular")
    answer(s, "battle_advance", "done")
    assert s.pending.seat == FREE_PEOPLES
    answer(s, "siege_overflow", "remove", nation="gondor", piece="regular")
    answer(s, "siege_overflow", "remove", nation="gondor", piece="regular")
    assert s.armies[r("minas_tirith")] == pieces(sauron={"regular": 3})
    assert s.besieged[r("minas_tirith")] == pieces(gondor={"regular": 3, "elite": 2, "leaders": 1})
    assert s.reserve[n("gondor") * 3] == reserve + 2 and s.casualties[n("gondor") * 3] == 0
    # «сама фортеця залишається під контролем обложеного гравця»
    assert s.controller[r("minas_tirith")] == FREE_PEOPLES
    over(s)


def test_no_siege_when_the_attacker_does_not_advance():
    # the siege begins only «Якщо нападник вирішує просунутися військом у регіон»
    s = war({"armies": {"minas_tirith": {"gondor": {"regular": 2}},
                        "osgiliath": {"sauron": {"regular": 2}}}})
    fight(s, SHADOW, "osgiliath", "minas_tirith", pieces(sauron={"regular": 2}))
    answer(s, "battle_stronghold", "withdraw")
    answer(s, "battle_advance", "done")
    assert s.besieged[r("minas_tirith")] == EMPTY
    assert count(s, "minas_tirith", "gondor", "regular") == 2
    over(s)


def besieged_minas_tirith(box: dict, field: dict, **politics):
    return war({"armies": {"minas_tirith": {"sauron": field}},
                "besieged": {"minas_tirith": {"gondor": box}}, "politics": politics})


def test_an_assault_hits_on_six_and_lasts_one_round():
    # «Під час штурму нападнику для влучання потрібно здобути на бойових кубиках «6» чи
    # більше, а захисникові, як завжди – «5» чи більше.» «штурм триває лише один бойовий
    # раунд, якщо тільки нападник не вирішить добровільно перетворити 1 свій елітний загін
    # ... на звичайний.» «Якщо після штурму жодне військо не було повністю знищене, то військо
    # захисника далі перебуває в облозі.»
    s = besieged_minas_tirith({"regular": 2}, {"regular": 3, "elite": 1})
    rig(s, 5, 5, 5, 6, 5, MISS)
    fight(s, SHADOW, "minas_tirith", "minas_tirith", pieces(sauron={"regular": 3, "elite": 1}))
    assert s.battle.kind == battle.SIEGE and battle.retreats(s, s.battle) == ()
    answer(s, "battle_casualty", "remove", nation="sauron", piece="regular")
    assert count(s, "minas_tirith", "gondor", "regular", box=True) == 1    # only the 6 hit
    assert {a.kind for a in asked(s, "battle_press")} == {"downgrade", "end"}
    answer(s, "battle_press", "end")
    assert count(s, "minas_tirith", "gondor", "regular", box=True) == 1
    over(s)


def test_downgrading_an_elite_buys_another_round_and_a_fallen_stronghold_is_captured():
    # «Так нападник може багаторазово продовжувати штурм, поки він має елітні загони, які
    # можна перетворити.» «Поселення вважають захопленим, коли ... усі загони, що захищають
    # фортецю, знищені, а у війська, що вело облогу, залишився принаймні один загін».
    s = besieged_minas_tirith({"regular": 2, "leaders": 1}, {"regular": 2, "elite": 1},
                              gondor={"step": 2, "active": True})
    rig(s, 6, MISS, MISS, MISS, MISS, MISS, 6, 6, 6, MISS, ANY)
    fight(s, SHADOW, "minas_tirith", "minas_tirith", pieces(sauron={"regular": 2, "elite": 1}))
    answer(s, "battle_press", "downgrade", nation="sauron", piece="elite")
    assert s.armies[r("minas_tirith")] == pieces(sauron={"regular": 3})
    assert s.besieged[r("minas_tirith")] == EMPTY                       # leader fell with the last unit
    assert s.casualties[n("gondor") * 3 + 2] == 1
    assert s.controller[r("minas_tirith")] == SHADOW and victory_points(s, SHADOW) == 2
    # one box for the attack on its army, one for the stronghold taken
    assert s.step[n("gondor")] == 0
    over(s)


def test_a_sortie_is_a_field_battle_and_a_rearguard_stays_inside():
    # «Під час вилазки обложене військо бере участь у польовому бою ..., відмовившись від
    # переваги захисту фортеці.» «Битва відбувається за звичайними правилами (для влучання
    # гравцям треба викинути «5» або більше)». «гравець може сформувати ар'єргард ... і
    # залишити його у фортеці.»
    s = besieged_minas_tirith({"regular": 3}, {"regular": 2})
    rig(s, 5, 5, 5, MISS)
    fight(s, FREE_PEOPLES, "minas_tirith", "minas_tirith", pieces(gondor={"regular": 2}))
    # the besiegers are destroyed: «Облога завершується, коли ... військо однієї зі сторін
    # повністю знищене», and the defenders come out («перемістіть усі вцілілі загони
    # захисників з комірки фортеці в її регіон»); a sortie advances nowhere
    assert s.besieged[r("minas_tirith")] == EMPTY
    assert s.armies[r("minas_tirith")] == pieces(gondor={"regular": 2})
    over(s)


def test_a_sortie_that_ceases_goes_back_into_the_stronghold():
    # «якщо нападник хоче припинити атаку, то його військо повертається у фортецю»
    s = besieged_minas_tirith({"regular": 3}, {"regular": 2})
    rig(s, MISS, MISS, MISS, MISS)
    fight(s, FREE_PEOPLES, "minas_tirith", "minas_tirith", pieces(gondor={"regular": 2}))
    answer(s, "battle_continue", "no")
    assert s.besieged[r("minas_tirith")] == pieces(gondor={"regular": 3})
    assert s.armies[r("minas_tirith")] == pieces(sauron={"regular": 2})
    over(s)


def test_the_besiegers_may_retreat_from_a_sortie_and_the_siege_ends():
    # «Військо, що обложило фортецю, захищаючись від нападу, може відступити у вільний
    # сусідній регіон.»
    s = besieged_minas_tirith({"regular": 3}, {"regular": 2})
    rig(s, MISS, MISS, MISS, MISS)
    fight(s, FREE_PEOPLES, "minas_tirith", "minas_tirith", pieces(gondor={"regular": 2}))
    answer(s, "battle_continue", "yes")
    places = {a["region"] for a in asked(s, "battle_retreat") if a.kind == "retreat"}
    assert places == {"osgiliath", "druadan_forest"}      # Lossarnach is a Gondor town
    answer(s, "battle_retreat", "retreat", region="druadan_forest")
    assert s.besieged[r("minas_tirith")] == EMPTY
    assert s.armies[r("minas_tirith")] == pieces(gondor={"regular": 3})
    assert s.pending is None                               # no advance from a sortie
    over(s)


def test_a_sortie_destroyed_to_the_last_defender_loses_the_stronghold():
    s = besieged_minas_tirith({"regular": 1}, {"regular": 2})
    rig(s, MISS, HIT, ANY)
    fight(s, FREE_PEOPLES, "minas_tirith", "minas_tirith", pieces(gondor={"regular": 1}))
    assert s.controller[r("minas_tirith")] == SHADOW
    assert s.besieged[r("minas_tirith")] == EMPTY
    over(s)


def test_a_relief_fights_the_besiegers_without_the_army_inside_and_advances_only_if_they_fall():
    # «Військо в сусідньому регіоні може атакувати вороже військо, що штурмує дружню фортецю,
    # за звичайними правилами. Військо всередині фортеці не бере участі в цій битві.»
    s = war({"armies": {"minas_tirith": {"sauron": {"regular": 2}}, "lossarnach": {"gondor": {"regular": 3}}},
             "besieged": {"minas_tirith": {"gondor": {"regular": 4}}}})
    rig(s, HIT, HIT, MISS, MISS, MISS)
    fight(s, FREE_PEOPLES, "lossarnach", "minas_tirith", pieces(gondor={"regular": 3}))
    assert s.pending is not None and s.pending.kind == "battle_advance"
    assert count(s, "minas_tirith", "gondor", "regular") == 4 and s.besieged[r("minas_tirith")] == EMPTY
    answer(s, "battle_advance", "advance", nation="gondor", piece="regular")
    answer(s, "battle_advance", "done")
    assert count(s, "minas_tirith", "gondor", "regular") == 5
    over(s)


def test_a_relief_that_ceases_does_not_advance():
    # «Атакувальне військо не може просунутися в район з фортецею, якщо військо, яке веде
    # облогу, не знищене або не відступило.»
    s = war({"armies": {"minas_tirith": {"sauron": {"regular": 2}}, "lossarnach": {"gondor": {"regular": 3}}},
             "besieged": {"minas_tirith": {"gondor": {"regular": 4}}}})
    rig(s, MISS, MISS, MISS, MISS, MISS)
    fight(s, FREE_PEOPLES, "lossarnach", "minas_tirith", pieces(gondor={"regular": 3}))
    answer(s, "battle_continue", "no")
    assert s.besieged[r("minas_tirith")] == pieces(gondor={"regular": 4})
    over(s)


def test_a_besieged_army_is_attacked_only_from_its_own_region():
    # «Коли фортеця перебуває в облозі, війська всередині неї можна атакувати лише військом з
    # того самого регіону»
    s = war({"armies": {"minas_tirith": {"sauron": {"regular": 2}}, "osgiliath": {"sauron": {"regular": 3}}},
             "besieged": {"minas_tirith": {"gondor": {"regular": 2}}}})
    assert battle.why_not(s, SHADOW, r("osgiliath"), r("minas_tirith"), pieces(sauron={"regular": 3})) == \
        "there is no enemy army to attack"
    assert battle.why_not(s, SHADOW, r("minas_tirith"), r("minas_tirith"), pieces(sauron={"regular": 2})) is None
