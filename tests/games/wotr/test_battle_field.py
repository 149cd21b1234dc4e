"""A battle in the field, rule by rule, as the seed states it (Розділ VI, «Проведення битви»,
«Перебіг битви»)."""

from __future__ import annotations

import pytest

from lotr_table.games.wotr import battle
from lotr_table.games.wotr.board import FREE_PEOPLES, SHADOW
from lotr_table.games.wotr.state import victory_points
from tests.games.wotr.battle_kit import (
    ANY, HIT, MISS, answer, asked, count, fight, n, over, pieces, r, rig, war)



def gondor_attacks(gondor: dict, sauron: dict, where: str = "north_ithilien"):
    return war({"armies": {"osgiliath": {"gondor": gondor}, where: {"sauron": sauron}}})


def test_strength_is_every_unit_but_never_more_than_five_dice():
    # «Бойова сила війська дорівнює загальній кількості його загонів ... (не більше ніж 5)»;
    # «І хоч військо з 6 звичайних загонів і 2 елітних загонів має бойову силу 8, але гравець
    # усе одно кидатиме не більше ніж 5 кубиків.»
    s = gondor_attacks({"regular": 3, "elite": 1}, {"regular": 6, "elite": 2})
    rig(s, MISS, MISS, MISS, MISS, MISS, MISS, MISS, MISS, MISS)
    fight(s, FREE_PEOPLES, "osgiliath", "north_ithilien", pieces(gondor={"regular": 3, "elite": 1}))
    (attacker_roll, _), (defender_roll, _) = s.battle.dice
    assert (len(attacker_roll), len(defender_roll)) == (4, 5)


def test_the_seeds_leader_reroll_example_scores_four_hits():
    # «Військо ... складається з 5 військових загонів і 3 лідерів ... кидає п'ять кубиків та
    # отримує «1», «3», «5», «5» і «6» (три влучання). Значення його лідерства – 3, але гравець
    # не влучив лише двічі, тому він перекидає тільки 2 кубики. Цього разу влучає лише 1
    # кубик, і загалом гравець здобуває 4 влучання.»
    s = gondor_attacks({"regular": 5, "leaders": 3}, {"regular": 6})
    rig(s, 1, 3, 5, 5, 6, MISS, MISS, MISS, MISS, MISS, HIT, MISS)
    fight(s, FREE_PEOPLES, "osgiliath", "north_ithilien", pieces(gondor={"regular": 5, "leaders": 3}))
    assert s.battle.dice[0][0] == (1, 3, 5, 5, 6) and len(s.battle.dice[0][1]) == 2
    assert count(s, "north_ithilien", "sauron", "regular") == 6 - 4
    assert asked(s, "battle_continue")


def test_a_five_or_a_six_hits_in_the_field():
    # «Значення «5» і «6», що випали на кубиках, вважають влучаннями.»
    s = gondor_attacks({"regular": 2}, {"regular": 3})
    rig(s, 5, 4, 6, 3, 2)
    fight(s, FREE_PEOPLES, "osgiliath", "north_ithilien", pieces(gondor={"regular": 2}))
    assert count(s, "north_ithilien", "sauron", "regular") == 2     # one 5
    assert count(s, "osgiliath", "gondor", "regular") == 1          # one 6
    assert s.casualties[n("gondor") * 3] == 1
    assert s.reserve[n("sauron") * 3] == 36 - 3 + 1                 # back to the reinforcements


def test_each_hit_removes_a_regular_or_downgrades_an_elite_and_two_may_remove_an_elite():
    # «За кожне влучання суперника зробіть одне з двох: приберіть 1 звичайний загін або
    # замініть один елітний загін одним звичайним загоном того самого народу. За кожні 2
    # влучання гравець може ... просто прибрати 1 елітний загін.»
    s = war({"armies": {"south_ithilien": {"gondor": {"regular": 1, "elite": 2}},
                             "north_ithilien": {"sauron": {"regular": 3}}}})
    rig(s, HIT, HIT, MISS, ANY)
    fight(s, SHADOW, "north_ithilien", "south_ithilien", pieces(sauron={"regular": 3}))
    options = asked(s, "battle_casualty")
    assert {(a.kind, a["piece"]) for a in options} == {
        ("remove", "regular"), ("downgrade", "elite"), ("remove", "elite")}
    answer(s, "battle_casualty", "remove", nation="gondor", piece="elite")
    assert (count(s, "south_ithilien", "gondor", "regular"), count(s, "south_ithilien", "gondor", "elite")) == (1, 1)
    assert s.battle.hits == (0, 0)


def test_a_downgraded_elite_is_replaced_from_earlier_casualties_first():
    # «Коли ви заміняєте елітний загін на звичайний, то можете взяти звичайний загін з
    # попередніх втрат (якщо такі є). ... Отже, якщо гравець за Вільні Народи в такий спосіб
    # заміняє будь-який елітний загін, то переміщує його до втрат.»
    s = war({"armies": {"south_ithilien": {"gondor": {"regular": 1, "elite": 2}},
                             "north_ithilien": {"sauron": {"regular": 1}}},
                  "casualties": {"gondor": {"regular": 1}}})
    reserve = s.reserve[n("gondor") * 3]
    rig(s, HIT, MISS)
    fight(s, SHADOW, "north_ithilien", "south_ithilien", pieces(sauron={"regular": 1}))
    answer(s, "battle_casualty", "downgrade", nation="gondor", piece="elite")
    assert (count(s, "south_ithilien", "gondor", "regular"), count(s, "south_ithilien", "gondor", "elite")) == (2, 1)
    assert s.casualties[n("gondor") * 3:n("gondor") * 3 + 2] == [0, 1]
    assert s.reserve[n("gondor") * 3] == reserve


def test_an_elite_with_no_regular_to_replace_it_is_removed():
    # «Якщо серед втрат і підкріплень немає звичайних загонів, то елітний загін не можна
    # замінити, і ви вилучаєте його з гри без подальшого ефекту.»
    s = war({"armies": {"osgiliath": {"gondor": {"regular": 10}}, "minas_tirith": {"gondor": {"regular": 5}},
                        "south_ithilien": {"gondor": {"elite": 2}},
                        "north_ithilien": {"sauron": {"regular": 1}}}})
    assert s.reserve[n("gondor") * 3] == 0 and s.casualties[n("gondor") * 3] == 0
    rig(s, HIT, MISS, MISS)
    fight(s, SHADOW, "north_ithilien", "south_ithilien", pieces(sauron={"regular": 1}))
    answer(s, "battle_continue", "no")
    assert count(s, "south_ithilien", "gondor", "elite") == 1 and count(s, "south_ithilien", "gondor", "regular") == 0
    assert s.casualties[n("gondor") * 3 + 1] == 1
    over(s)


def test_leaders_fall_with_the_last_unit_of_their_army():
    # «Якщо всі військові загони з одного війська знищені в ході битви, негайно приберіть усіх
    # лідерів ... лідери Вільних Народів назавжди вибувають з гри. Назґули можуть повернутися
    # у гру як підкріплення.»
    s = gondor_attacks({"regular": 2, "leaders": 1}, {"regular": 1, "nazgul": 2})
    rig(s, HIT, MISS, MISS, MISS)
    fight(s, FREE_PEOPLES, "osgiliath", "north_ithilien", pieces(gondor={"regular": 2, "leaders": 1}))
    assert count(s, "north_ithilien", "sauron", "leaders") == 0
    assert s.reserve[n("sauron") * 3 + 2] == 8 - 2 + 2
    answer(s, "battle_advance", "done")
    over(s)


def test_the_free_peoples_leaders_are_lost_for_good():
    s = war({"armies": {"south_ithilien": {"gondor": {"regular": 1, "leaders": 1}},
                             "north_ithilien": {"sauron": {"regular": 2}}}})
    rig(s, HIT, HIT, MISS)
    fight(s, SHADOW, "north_ithilien", "south_ithilien", pieces(sauron={"regular": 2}))
    assert s.casualties[n("gondor") * 3 + 2] == 1 and s.armies[r("south_ithilien")] == (0,) * 24
    answer(s, "battle_advance", "done")
    over(s)


def test_the_attacker_hits_a_city_only_on_a_six_in_the_first_round():
    # «Під час атаки ворожого регіону з містом чи укріпленням нападник повинен протягом лише
    # першого раунду бою здобути «6» чи більше для влучання ... Після завершення першого
    # бойового раунду битва триває за звичайними правилами.»
    s = war({"armies": {"dale": {"north": {"regular": 2}},
                             "northern_rhovanion": {"sauron": {"regular": 2}}}})
    rig(s, 5, 5, MISS, MISS, 5, 6, MISS, MISS)
    fight(s, SHADOW, "northern_rhovanion", "dale", pieces(sauron={"regular": 2}))
    assert count(s, "dale", "north", "regular") == 2
    answer(s, "battle_continue", "yes")
    answer(s, "battle_retreat", "stay")
    assert count(s, "dale", "north", "regular") == 0
    assert s.battle.outcome == "destroyed"


def test_a_fortification_too_needs_a_six_in_the_first_round():
    s = war({"armies": {"osgiliath": {"gondor": {"regular": 1}},
                             "north_ithilien": {"sauron": {"regular": 1}}}})
    rig(s, 5, MISS)
    fight(s, SHADOW, "north_ithilien", "osgiliath", pieces(sauron={"regular": 1}))
    assert count(s, "osgiliath", "gondor", "regular") == 1


def test_an_attacker_that_ceases_stays_where_it_was():
    # «Якщо військо нападника припиняє атаку, то його вцілілі загони просто залишаються там,
    # де вони були на початку битви.»
    s = gondor_attacks({"regular": 2}, {"regular": 2})
    rig(s, MISS, MISS, MISS, MISS)
    fight(s, FREE_PEOPLES, "osgiliath", "north_ithilien", pieces(gondor={"regular": 2}))
    answer(s, "battle_continue", "no")
    assert count(s, "osgiliath", "gondor", "regular") == 2
    assert count(s, "north_ithilien", "sauron", "regular") == 2
    over(s)


def test_the_defender_retreats_into_a_free_adjacent_region_and_the_winner_advances():
    # «Якщо захисник вирішує відступити, то все його військо мусить негайно відступити в
    # сусідній вільний регіон.» «Якщо військо захисника знищене чи відступило, то нападник
    # може негайно перемістити все або частину свого війська ... у захоплений регіон.»
    s = war({"armies": {"pelargir": {"gondor": {"regular": 2, "leaders": 1}},
                             "west_harondor": {"southrons": {"regular": 3}},
                             "lamedon": {"southrons": {"regular": 1}}}})
    rig(s, MISS, MISS, MISS, MISS, MISS)
    fight(s, SHADOW, "west_harondor", "pelargir", pieces(southrons={"regular": 3}))
    answer(s, "battle_continue", "yes")
    places = {a["region"] for a in asked(s, "battle_retreat") if a.kind == "retreat"}
    assert places == {"lossarnach", "osgiliath"}       # Lamedon holds an enemy army
    answer(s, "battle_retreat", "retreat", region="lossarnach")
    assert count(s, "lossarnach", "gondor", "regular") == 2 and count(s, "lossarnach", "gondor", "leaders") == 1
    # the Shadow sees where the army went: the log says it (and the table slides it there)
    _, template, args = s.log[0]        # the newest entry
    assert (template, dict(args)) == ("The army retreats from {source} to {region}.",
                                      {"source": "pelargir", "region": "lossarnach"})
    answer(s, "battle_advance", "advance", nation="southrons", piece="regular")
    answer(s, "battle_advance", "advance", nation="southrons", piece="regular")
    answer(s, "battle_advance", "done")
    assert count(s, "pelargir", "southrons", "regular") == 2 and count(s, "west_harondor", "southrons", "regular") == 1
    # «вороже військо входить в регіон з містом ... Захопивши поселення, гравець кладе в цей
    # регіон жетон контролю поселення.» A city: 1 victory point.
    assert s.controller[r("pelargir")] == SHADOW and victory_points(s, SHADOW) == 1
    over(s)


def test_a_defender_with_no_free_region_cannot_retreat():
    # «Якщо такого регіону немає, захисник не може відступити.»
    s = war({"armies": {"lossarnach": {"gondor": {"regular": 1}},
                             "pelargir": {"sauron": {"regular": 1}},
                             "osgiliath": {"sauron": {"regular": 1}},
                             "minas_tirith": {"sauron": {"regular": 1}}}})
    rig(s, MISS, MISS, MISS, MISS)
    fight(s, SHADOW, "pelargir", "lossarnach", pieces(sauron={"regular": 1}))
    answer(s, "battle_continue", "yes")
    assert battle.retreats(s, s.battle) == ()
    assert s.battle.round == 2 and asked(s, "battle_continue")      # straight into round two


def test_an_attack_advances_each_nation_of_the_army_attacked_once_per_battle():
    # «народ ... зазнає нападу (кожну битву вважають однією атакою, незалежно від кількості
    # раундів)»
    s = war({"armies": {"osgiliath": {"gondor": {"regular": 3}},
                             "north_ithilien": {"sauron": {"regular": 3}}},
                  "politics": {"gondor": {"step": 3, "active": False}}})
    rig(s, MISS, MISS, MISS, MISS, MISS, MISS, MISS, MISS, MISS, MISS, MISS, MISS)
    fight(s, SHADOW, "north_ithilien", "osgiliath", pieces(sauron={"regular": 3}))
    answer(s, "battle_continue", "yes")
    answer(s, "battle_retreat", "stay")
    answer(s, "battle_continue", "no")
    assert s.active[n("gondor")] and s.step[n("gondor")] == 2
    over(s)


def test_only_nations_at_war_start_a_battle():
    # «Розпочати битву можуть лише війська народів, що перебувають «у війні» на треку політики.»
    s = gondor_attacks({"regular": 2}, {"regular": 2})
    s.step[n("gondor")] = 1
    attacking = pieces(gondor={"regular": 2})
    assert battle.why_not(s, FREE_PEOPLES, r("osgiliath"), r("north_ithilien"), attacking) == \
        "only nations At War may start a battle"
    with pytest.raises(ValueError, match="At War"):
        battle.start(s, FREE_PEOPLES, r("osgiliath"), r("north_ithilien"), attacking)


def test_an_army_attacks_only_an_adjacent_region():
    # «щоб атакувати вороже військо в сусідньому регіоні»
    s = gondor_attacks({"regular": 2}, {"regular": 2}, "gorgoroth")
    assert battle.why_not(s, FREE_PEOPLES, r("osgiliath"), r("gorgoroth"), pieces(gondor={"regular": 2})) == \
        "an army attacks only an adjacent region"


def test_the_rearguard_takes_no_part_and_holds_a_unit():
    # «Кожне з двох новостворених військ повинно містити принаймні один загін.» «Військо,
    # вибране як ар'єргард, ... фігурки в його складі не можна вибирати як бойові втрати.
    # Також ар'єргард не може просунутися в атакований регіон у разі перемоги.»
    s = gondor_attacks({"regular": 3, "leaders": 1}, {"regular": 1})
    assert battle.why_not(s, FREE_PEOPLES, r("osgiliath"), r("north_ithilien"),
                          pieces(gondor={"regular": 3})) == "the rearguard needs at least one unit"
    rig(s, HIT, HIT)
    fight(s, FREE_PEOPLES, "osgiliath", "north_ithilien", pieces(gondor={"regular": 1, "leaders": 1}))
    assert count(s, "osgiliath", "gondor", "regular") == 2          # the rearguard untouched
    assert count(s, "osgiliath", "gondor", "leaders") == 0          # the leader fell with its army
    assert s.pending is None or s.pending.kind != "battle_advance"
    over(s)


def test_the_seeds_example_of_dale_attacked_and_captured():
    # «Гравець за Тінь атакує військо північан у місті Діл. Після першого раунду битви
    # гравець за Вільні народи вирішує відступити єдиним уцілілим звичайним загоном північан.
    # Військо Тіні переміщується в захоплене місто та розміщує там свій жетон контролю.
    # Унаслідок цього північани стають активними, а їхній жетон політики просувається на дві
    # поділки далі треком політики, адже їхнє військо атакували, а їхнє місто – захопили.»
    s = war({"armies": {"dale": {"north": {"regular": 2}},
                        "northern_rhovanion": {"sauron": {"regular": 3}}},
             "politics": {"north": {"step": 3, "active": False}}})
    rig(s, 6, MISS, MISS, MISS, MISS)
    fight(s, SHADOW, "northern_rhovanion", "dale", pieces(sauron={"regular": 3}))
    answer(s, "battle_continue", "yes")
    answer(s, "battle_retreat", "retreat", region="erebor")
    assert count(s, "erebor", "north", "regular") == 1
    for _ in range(3):
        answer(s, "battle_advance", "advance", nation="sauron", piece="regular")
    answer(s, "battle_advance", "done")
    assert s.controller[r("dale")] == SHADOW
    assert s.active[n("north")] and s.step[n("north")] == 1
    over(s)


def test_the_attacker_chooses_its_casualties_first():
    # «Нападник спершу вирішує, які загони прибрати з гри»
    s = war({"armies": {"south_ithilien": {"gondor": {"regular": 1, "elite": 1}},
                        "north_ithilien": {"sauron": {"regular": 1, "elite": 1}}}})
    rig(s, HIT, MISS, HIT, MISS)
    fight(s, SHADOW, "north_ithilien", "south_ithilien", pieces(sauron={"regular": 1, "elite": 1}))
    assert s.pending.seat == SHADOW and asked(s, "battle_casualty")
    answer(s, "battle_casualty", "downgrade", nation="sauron", piece="elite")
    assert s.pending.seat == FREE_PEOPLES and asked(s, "battle_casualty")
    answer(s, "battle_casualty", "remove", nation="gondor", piece="regular")
    assert s.armies[r("north_ithilien")] == pieces(sauron={"regular": 2})
    assert s.armies[r("south_ithilien")] == pieces(gondor={"elite": 1})
