"""The Political Track, rule by rule, as the seed states it (Розділ VII)."""

from __future__ import annotations

from lotr_table.games.wotr import politics
from lotr_table.games.wotr.board import FREE_PEOPLES, SHADOW, board
from lotr_table.games.wotr.setup import position, setup

B = board()
DWARVES, ELVES, GONDOR, NORTH, ROHAN, ISENGARD, SAURON, SOUTHRONS = (B.nation(n) for n in B.nation_ids)


def r(region_id: str) -> int:
    return B.region(region_id)


def test_every_free_people_but_the_elves_starts_passive():
    # «усі Вільні Народи, крім ельфів, починають гру в пасивному стані»
    s = setup()
    assert [B.nation_ids[n] for n in range(8) if not s.active[n]] == ["dwarves", "gondor", "north", "rohan"]
    assert not any(politics.at_war(s, n) for n in range(8))


def test_a_passive_nation_never_reaches_at_war():
    # «Поки народ перебуває у пасивному стані, його жетон ніколи не можна пересунути на
    # останню поділку треку («у війні»)»
    s = position({"politics": {"gondor": {"step": 1, "active": False}}})
    assert politics.advance(s, GONDOR) == 0
    assert s.step[GONDOR] == 1 and not politics.at_war(s, GONDOR)
    assert GONDOR not in politics.diplomacy_targets(s, FREE_PEOPLES)


def test_diplomatic_action_moves_an_active_nation_onto_at_war():
    # «Дипломатична дія. Перемістіть жетон дружнього народу на треку політики на одну поділку
    # вперед (будь-який з Вільних Народів може опинитися на поділці «у війні» тільки тоді,
    # коли він активний).»
    s = position({"politics": {"elves": {"step": 1}}})
    assert ELVES in politics.diplomacy_targets(s, FREE_PEOPLES)
    assert politics.advance(s, ELVES) == 1
    # «Коли жетон політики народу переміщується на останню поділку треку політики, цей народ
    # опиняється «у війні».»
    assert politics.at_war(s, ELVES)


def test_each_side_may_move_only_its_own_nations_and_none_past_at_war():
    s = position({"politics": {"sauron": {"step": 0}}})
    assert politics.diplomacy_targets(s, SHADOW) == (ISENGARD, SOUTHRONS)
    assert politics.diplomacy_targets(s, FREE_PEOPLES) == (DWARVES, ELVES, GONDOR, NORTH, ROHAN)
    assert politics.advance(s, SAURON) == 0 and s.step[SAURON] == 0


def test_an_enemy_army_entering_a_region_of_the_nation_activates_it():
    # «У регіон цього народу входить вороже військо.»
    s = setup()
    politics.enemy_army_entered(s, r("eastemnet"), SHADOW)
    assert s.active[ROHAN]
    politics.enemy_army_entered(s, r("bree"), FREE_PEOPLES)   # a friendly army wakes nobody
    assert not s.active[NORTH]
    politics.enemy_army_entered(s, r("hollin"), SHADOW)       # outside every nation's borders
    assert [s.active[n] for n in (DWARVES, GONDOR, NORTH)] == [False, False, False]


def test_an_attacked_army_activates_and_advances_each_nation_of_its_units_once_per_battle():
    # «Військо, до складу якого входять загони цього народу, зазнає атаки.» and «Щоразу, коли
    # військо, що містить загони цього народу, зазнає нападу (кожну битву вважають однією
    # атакою незалежно від кількості раундів).»
    s = position({"armies": {"osgiliath": {"gondor": {"regular": 2}, "rohan": {"regular": 1},
                                           "north": {"leaders": 1}}}})
    touched = politics.army_attacked(s, s.armies[r("osgiliath")], FREE_PEOPLES)
    assert touched == (GONDOR, ROHAN)
    assert (s.active[GONDOR], s.step[GONDOR]) == (True, 1)
    assert (s.active[ROHAN], s.step[ROHAN]) == (True, 2)
    # a leader is not a unit: the North's counter does not move
    assert (s.active[NORTH], s.step[NORTH]) == (False, 3)


def test_an_attacked_passive_nation_one_box_from_war_goes_to_war():
    # «Також пам’ятайте, що коли військо народу зазнає нападу, цей народ стає активним.»
    s = position({"armies": {"minas_tirith": {"gondor": {"regular": 3}}},
                  "politics": {"gondor": {"step": 1, "active": False}}})
    politics.army_attacked(s, s.armies[r("minas_tirith")], FREE_PEOPLES)
    assert politics.at_war(s, GONDOR)


def test_the_shadow_advances_when_attacked_too():
    s = setup()
    politics.army_attacked(s, s.armies[r("orthanc")], SHADOW)
    assert politics.at_war(s, ISENGARD)


def test_a_captured_settlement_advances_its_nation():
    # «Щоразу, коли суперник захоплює поселення народу (селище, місто чи фортецю).»
    s = setup()
    politics.settlement_captured(s, r("nurn"))
    assert politics.at_war(s, SAURON)


def test_the_seeds_example_of_dale():
    # «Гравець за Тінь атакує військо північан у місті Діл. Після першого раунду битви гравець
    # за Вільні народи вирішує відступити єдиним уцілілим звичайним загоном північан. Військо
    # Тіні переміщується в захоплене місто та розміщує там свій жетон контролю. Унаслідок цього
    # північани стають активними, а їхній жетон політики просувається на дві поділки далі
    # треком політики, адже їхнє військо атакували, а їхнє місто – захопили.»
    s = setup()
    politics.army_attacked(s, s.armies[r("dale")], FREE_PEOPLES)
    politics.enemy_army_entered(s, r("dale"), SHADOW)
    politics.settlement_captured(s, r("dale"))
    assert (s.active[NORTH], s.step[NORTH]) == (True, 1)


def test_the_fellowship_declared_in_a_city_or_stronghold_activates_its_nation():
    # «У місті чи фортеці цього народу оголошується Братство Персня.»
    s = setup()
    politics.fellowship_declared(s, r("westemnet"))       # a town of Rohan
    assert not s.active[ROHAN]
    politics.fellowship_declared(s, r("edoras"))          # a city of Rohan
    assert s.active[ROHAN]


def test_a_companion_activates_the_nation_of_its_symbol_in_its_unconquered_city_or_stronghold():
    # «Супутник (здатний активувати цей народ) завершує своє переміщення або входить у гру в
    # одному з міст чи фортець цього народу, якщо вони не контрольовані ворогом.»
    s = position({"control": {"dale": "shadow"}})
    politics.companion_arrived(s, r("minas_tirith"), frozenset({DWARVES}))   # Gimli in Gondor
    assert not s.active[GONDOR]
    politics.companion_arrived(s, r("erebor"), frozenset({DWARVES}))
    assert s.active[DWARVES]
    politics.companion_arrived(s, r("dale"), None)          # Gandalf, but Dale is the enemy's
    assert not s.active[NORTH]
    politics.companion_arrived(s, r("bree"), None)          # a town is not enough
    assert not s.active[NORTH]
    # «Ці персонажі здатні активувати будь-який з Вільних Народів, завершивши своє
    # переміщення в одному з його міст чи фортець.»
    politics.companion_arrived(s, r("minas_tirith"), None)
    assert s.active[GONDOR]


def test_the_witch_king_activates_all_free_peoples():
    # «Активуйте всі Вільні Народи.»
    s = setup()
    politics.activate_all_free_peoples(s)
    assert all(s.active[n] for n in B.nations_of_side(FREE_PEOPLES))


def test_a_nation_not_at_war_stays_out_of_other_nations_borders():
    # «Вони можуть переміщуватися за межі кордонів свого народу, однак ніколи не можуть
    # перетинати кордони інших народів (навіть дружніх).»
    s = setup()
    dale = s.armies[r("dale")]
    assert politics.army_may_enter(s, dale, FREE_PEOPLES, r("northern_rhovanion"))   # no nation's
    assert politics.army_may_enter(s, dale, FREE_PEOPLES, r("old_forest_road"))      # the North's own
    assert not politics.army_may_enter(s, dale, FREE_PEOPLES, r("erebor"))           # the Dwarves'
    at_war = position({"start": "setup", "politics": {"north": {"step": 0, "active": True}}})
    assert politics.army_may_enter(at_war, dale, FREE_PEOPLES, r("erebor"))


def test_a_retreat_may_cross_another_nations_border():
    # «Виняток. Невойовничі фігурки можуть перетнути кордон іншого народу, якщо вони
    # відступають з битви.» — «2 загони північан у Долі вирішили відступити з битви. Попри те
    # що північани не «у війні», їхні загони можуть відступити в Еребор»
    s = position({"armies": {"dale": {"north": {"regular": 2}}}})
    dale = s.armies[r("dale")]
    assert politics.army_may_enter(s, dale, FREE_PEOPLES, r("erebor"), retreating=True)


def test_a_nation_not_at_war_may_not_attack_even_beside_a_nation_at_war():
    # «Вони не можуть атакувати ворожі війська (але можуть захищатися, якщо їх атакують).» and
    # «Усі ці обмеження діють навіть тоді, коли фігурки невойовничого народу об’єднані в одне
    # військо з народами «у війні».»
    s = position({"armies": {"osgiliath": {"gondor": {"regular": 3}, "rohan": {"regular": 1}}},
                  "politics": {"gondor": {"step": 0, "active": True}}})
    mixed = s.armies[r("osgiliath")]
    assert not politics.may_attack(s, mixed, FREE_PEOPLES)
    alone = position({"armies": {"osgiliath": {"gondor": {"regular": 3}}},
                      "politics": {"gondor": {"step": 0, "active": True}}})
    assert politics.may_attack(alone, alone.armies[r("osgiliath")], FREE_PEOPLES)


def test_a_leader_of_a_nation_not_at_war_binds_its_army_too():
    # «Військові загони й лідери невойовничих народів повинні дотримуватися таких правил»
    s = position({"armies": {"osgiliath": {"gondor": {"regular": 3}, "rohan": {"leaders": 1}}},
                  "politics": {"gondor": {"step": 0, "active": True}}})
    assert not politics.may_attack(s, s.armies[r("osgiliath")], FREE_PEOPLES)


def test_nazgul_fight_whatever_saurons_standing():
    # «Приклад. Назґŷл може брати участь в атаці, навіть якщо Саурон ще не «у війні».»
    s = position({"armies": {"gap_of_rohan": {"isengard": {"regular": 4}, "sauron": {"nazgul": 1}}},
                  "politics": {"isengard": {"step": 0}}})
    assert s.step[SAURON] == 1
    assert politics.may_attack(s, s.armies[r("gap_of_rohan")], SHADOW)


def test_a_nation_not_at_war_is_not_mustered_with_a_die():
    # «Їх не можна найняти за допомогою результату «мобілізація» кубика дій.»
    s = position({"politics": {"gondor": {"step": 0, "active": True}}})
    assert politics.may_muster(s, GONDOR)
    assert not politics.may_muster(s, ROHAN)
