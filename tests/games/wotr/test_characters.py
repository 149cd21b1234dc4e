"""The characters on the map (seed: «Персонажі», «Переміщення персонажів», «Перебіг битви»,
the character cards; Розділ IV «Запас кубиків дій»): groups of companions, characters leading
and falling with armies, Gandalf the White, Aragorn and the minions with their dice."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.wotr import battle, dice, leadership, minions, turn
from lotr_table.games.wotr.board import ELITE, FREE_PEOPLES, ISENGARD, LEADER, REGULAR, SAURON, SHADOW, SOUTHRONS, board
from lotr_table.games.wotr.characters import ARAGORN, GANDALF, GANDALF_THE_WHITE, SARUMAN, STRIDER, WITCH_KING
from lotr_table.games.wotr.invariants import invariants
from lotr_table.games.wotr.state import nazgul, slot

from tests.games.wotr.battle_kit import HIT, MISS, answer, fight, pieces, rig, war
from tests.games.wotr.play import at_actions, die, pick, play, refused, values

FP, SH = 0, 1
AT_WAR = {nation: {"step": 0, "active": True} for nation in board().nation_ids}


def r(region_id: str) -> int:
    return board().region(region_id)


# ---- groups of companions --------------------------------------------------------------------

def test_a_group_of_companions_moves_together_up_to_its_highest_level():
    # «Однак група супутників у одному регіоні може разом переміститися в інший регіон на
    # відстань, яка дорівнює найвищому рівню супутника в групі або менша за нього.»
    s = at_actions({"separated": {"legolas": "woodland_realm", "meriadoc": "woodland_realm"}},
                   ("character",), ("army",))
    s = play(s, FP, die("character"), pick("use", "move_companions"))
    assert ("legolas", "meriadoc") in values(s, FP) and ("meriadoc",) in values(s, FP)
    s = play(s, FP, pick("companions", ("meriadoc",)))
    alone = set(values(s, FP))
    s = play(s, FP, Action("back"), pick("companions", ("legolas", "meriadoc")))
    together = set(values(s, FP))
    assert max(board().distance(r("woodland_realm"), r(x)) for x in alone) == 1
    assert max(board().distance(r("woodland_realm"), r(x)) for x in together) == 2
    s = play(s, FP, pick("to", "dale"))
    assert s.separated == ((3, r("dale")), (5, r("dale"))) and invariants(s) == []


def test_several_groups_of_one_region_go_different_ways_with_one_die():
    # «Гравець за Вільні Народи може сформувати кілька груп супутників у тому самому регіоні
    # та окремо переміщувати кожну з них у різні місця на мапі.»
    s = at_actions({"separated": {"legolas": "rivendell", "gimli": "rivendell", "boromir": "rivendell"}},
                   ("character",), ("army",))
    s = play(s, FP, die("character"), pick("use", "move_companions"), pick("companions", ("boromir", "gimli")),
             pick("to", "fords_of_bruinen"), Action("another_companion"))
    assert values(s, FP) == [("legolas",)]
    s = play(s, FP, pick("companions", ("legolas",)), pick("to", "trollshaws"))
    assert dict(s.separated) == {2: r("fords_of_bruinen"), 4: r("fords_of_bruinen"), 3: r("trollshaws")}


# ---- characters with armies -----------------------------------------------------------------

def test_a_companion_leads_an_army_moved_with_a_character_result_and_goes_with_it():
    # «Гравець, що використовує результат «персонаж» кубика дій, може перемістити одне військо,
    # у складі якого є принаймні один лідер чи персонаж.»
    s = at_actions({"armies": {"minas_tirith": {"gondor": {"regular": 2}}}, "politics": AT_WAR,
                    "separated": {"boromir": "minas_tirith"}}, ("character",), ("army",))
    s = play(s, FP, die("character"), pick("use", "leader_move"), pick("army", "minas_tirith"),
             pick("units", (("gondor", "regular", 2),)), pick("to", "osgiliath"))
    assert s.pending.kind == "characters_follow"
    assert Action("stay_behind") not in s.pending.actions      # the leader of the move goes along
    s = play(s, FP, Action("follow", characters=("boromir",), region="osgiliath"))
    assert s.separated == ((2, r("osgiliath")),) and invariants(s) == []


def test_a_character_of_level_zero_does_not_move_even_with_an_army():
    # «Якщо рівень персонажа дорівнює 0, він не може переміщуватися, навіть бувши частиною
    # війська.» Saruman stays in Orthanc: no question of following is asked
    s = at_actions({"armies": {"orthanc": {"isengard": {"regular": 3}}}, "politics": AT_WAR,
                    "minions": {"saruman": "orthanc"}}, ("army",), ("army",))
    s = play(s, FP, die("army"), pick("use", "skip"))
    s = play(s, SH, die("army"), pick("use", "move"), pick("army", "orthanc"),
             pick("units", (("isengard", "regular", 1),)), pick("to", "gap_of_rohan"))
    assert s.pending.kind != "characters_follow" and s.minions == ((SARUMAN, r("orthanc")),)


def test_companions_add_their_leadership_and_captain_of_the_west_its_die():
    # «Значення лідерства війська дорівнює кількості лідерів (або назґŷлів) плюс показники
    # лідерства всіх персонажів»; «Капітан Заходу. Якщо Бурлака бере участь у битві, збільште на 1
    # бойову силу війська Вільних Народів»: 2 units + Strider roll 3 dice and re-roll 1
    s = war({"armies": {"osgiliath": {"gondor": {"regular": 2}}, "north_ithilien": {"sauron": {"regular": 3}}},
             "separated": {"strider": "osgiliath"}})
    rig(s, MISS, MISS, MISS, MISS, MISS, MISS, MISS)
    fight(s, FREE_PEOPLES, "osgiliath", "north_ithilien", pieces(gondor={"regular": 2}))
    (roll, again), _ = s.battle.dice
    assert len(roll) == 3 and len(again) == 1


def test_captain_of_the_west_never_makes_more_than_five_dice():
    # «(ви все одно можете кинути щонайбільше 5 бойових кубиків)»
    s = war({"armies": {"osgiliath": {"gondor": {"regular": 5}}, "north_ithilien": {"sauron": {"regular": 3}}},
             "separated": {"strider": "osgiliath", "boromir": "osgiliath"}})
    rig(s, *[MISS] * 13)
    fight(s, FREE_PEOPLES, "osgiliath", "north_ithilien", pieces(gondor={"regular": 5}))
    assert len(s.battle.dice[0][0]) == 5


def test_characters_fall_with_the_army_whose_last_unit_falls():
    # «Якщо всі військові загони з одного війська знищені в ході битви, негайно приберіть усіх
    # лідерів (і персонажів також), що були частиною цього війська.»
    s = war({"armies": {"osgiliath": {"gondor": {"regular": 1}}, "north_ithilien": {"sauron": {"regular": 5}}},
             "separated": {"boromir": "osgiliath"}, "minions": {"witch_king": "north_ithilien"}})
    rig(s, MISS, MISS, HIT, MISS, MISS, MISS, MISS, MISS)
    fight(s, SHADOW, "north_ithilien", "osgiliath", pieces(sauron={"regular": 5}))
    assert s.battle is None or s.battle.outcome == "destroyed"
    assert 2 in s.fallen and s.separated == () and s.minions == ((WITCH_KING, r("north_ithilien")),)
    assert invariants(s) == []


def test_the_white_rider_cancels_the_nazguls_leadership_for_the_whole_battle():
    # «Білий Вершник. Якщо Ґандальф Білий бере участь у битві, можете на початку битви позбутися
    # його лідерства, щоб скасувати все лідерство назґŷлів (а також Короля-Відьмака) до кінця
    # цієї битви.»
    s = war({"armies": {"osgiliath": {"gondor": {"regular": 3}},
                        "north_ithilien": {"sauron": {"regular": 3, "nazgul": 2}}},
             "separated": {"gandalf_the_white": "osgiliath"}, "minions": {"witch_king": "north_ithilien"}})
    rig(s, *[MISS] * 8)
    fight(s, FREE_PEOPLES, "osgiliath", "north_ithilien", pieces(gondor={"regular": 3}))
    answer(s, "battle_white_rider", "yes")
    (roll, again), (shadow_roll, shadow_again) = s.battle.dice
    assert len(roll) == 3 and len(again) == 0           # his leadership given up (no Captain on his card)
    assert len(shadow_roll) == 3 and len(shadow_again) == 0


# ---- Gandalf the White and Aragorn ---------------------------------------------------------

def test_gandalf_the_white_needs_a_minion_that_is_or_was_in_play():
    # «Якщо Ґандальф Сірий був вилучений або покинув Братство, а в грі є будь-який посіпака
    # (або був), можете використати один результат «Воля Заходу» ...»
    s = at_actions({"separated": {"gandalf_the_grey": "fangorn"}}, ("will_of_the_west",), ("army",))
    s = play(s, FP, die("will_of_the_west"))
    assert "play_character" not in values(s, FP)
    s = at_actions({"separated": {"gandalf_the_grey": "fangorn"}, "minions": {"saruman": "orthanc"}},
                   ("will_of_the_west",), ("army",))
    s = play(s, FP, die("will_of_the_west"), pick("use", "play_character"), pick("companion", "gandalf_the_white"))
    assert values(s, FP) == ["fangorn"]                 # «Якщо Ґандальф Сірий у грі, замініть його.»
    s = play(s, FP, pick("to", "fangorn"))
    assert s.separated == ((GANDALF_THE_WHITE, r("fangorn")),) and s.replaced == (GANDALF,)
    assert invariants(s) == []


def test_gandalf_the_white_after_the_grey_fell_enters_in_fangorn_or_an_elven_stronghold():
    # «Інакше розмістіть Ґандальфа Білого у Фанґорні або в незахопленій ельфійській фортеці.»
    s = at_actions({"companions": ["strider", "boromir", "legolas", "gimli", "meriadoc", "peregrin"],
                    "minions": {"saruman": "orthanc"}, "control": {"lorien": "shadow"}},
                   ("will_of_the_west",), ("army",))
    assert GANDALF in s.fallen
    s = play(s, FP, die("will_of_the_west"), pick("use", "play_character"), pick("companion", "gandalf_the_white"))
    assert sorted(values(s, FP)) == ["fangorn", "grey_havens", "rivendell", "woodland_realm"]


def test_aragorn_replaces_strider_in_an_unconquered_minas_tirith():
    # Strider's «Спадкоємець Ісільдура. Якщо Бурлака не в Братстві, його можна замінити
    # Араґорном»; Aragorn's card: Strider in Minas Tirith, Dol Amroth or Pelargir, unconquered
    s = at_actions({"separated": {"strider": "osgiliath"}}, ("will_of_the_west",), ("army",))
    s = play(s, FP, die("will_of_the_west"))
    assert "play_character" not in values(s, FP)
    s = at_actions({"separated": {"strider": "minas_tirith"}}, ("will_of_the_west",), ("army",))
    s = play(s, FP, die("will_of_the_west"), pick("use", "play_character"), pick("companion", "aragorn"),
             pick("to", "minas_tirith"))
    assert s.separated == ((ARAGORN, r("minas_tirith")),) and s.replaced == (STRIDER,)


def test_the_free_peoples_roll_one_die_more_from_the_next_turn_with_each():
    # «Гравець за Вільні Народи додає один кубик до свого запасу, коли в гру вступає Арагорн,
    # спадкоємець Ісільдура, і ще один кубик, коли з’являється Ґандальф Білий.» «кубик додають ...
    # під час фази «Повернення кубиків дій та отримання карт подій» наступного ходу»
    s = at_actions({"separated": {"aragorn": "minas_tirith", "gandalf_the_white": "fangorn"}}, ("event",), ("army",))
    assert s.pool == dice.START_POOL                    # this turn's pool stays
    assert dice.pool_of(s) == (6, 7)
    s = play(s, FP, die("event"), pick("use", "skip"))
    s = play(s, SH, die("army"), pick("use", "skip"))
    assert s.turn == 2 and s.pool == (6, 7)


# ---- the minions ------------------------------------------------------------------------------

def test_the_witch_king_enters_with_a_muster_result_where_sauron_has_units_and_wakes_every_free_nation():
    # «Якщо Саурон і принаймні один з Вільних Народів «у війні», можете використати один
    # результат «мобілізація» кубика дій, щоб розмістити Короля-Відьмака в будь-якому регіоні з
    # військом Тіні, у складі якого є принаймні один загін Саурона. Активуйте всі Вільні Народи.»
    spec = {"armies": {"minas_morgul": {"sauron": {"regular": 2}}, "orthanc": {"isengard": {"regular": 2}}},
            "politics": {"sauron": {"step": 0}, "gondor": {"step": 0, "active": True}}}
    s = at_actions(spec, ("event",), ("muster",))
    s = play(s, FP, die("event"), pick("use", "skip"), )
    s = play(s, SH, die("muster"), pick("use", "play_minion"))
    assert "witch_king" in values(s, SH)
    s = play(s, SH, pick("minion", "witch_king"))
    assert values(s, SH) == ["minas_morgul"]
    s = play(s, SH, pick("to", "minas_morgul"))
    assert s.minions == ((WITCH_KING, r("minas_morgul")),)
    assert all(s.active[n] for n in board().nations_of_side(FREE_PEOPLES))
    assert dice.pool_of(s) == (4, 8)                   # «один кубик за ... Короля-Відьмака»


def test_no_minion_enters_while_his_condition_fails():
    # the Witch-king: «Якщо Саурон і принаймні один з Вільних Народів «у війні»»: no Free
    # nation At War here; Saruman (his card): Isengard At War
    spec = {"armies": {"minas_morgul": {"sauron": {"regular": 2}}}, "politics": {"sauron": {"step": 0}}}
    s = at_actions(spec, ("event",), ("muster",))
    assert minions.playable(s) == ()
    s = play(s, FP, die("event"), pick("use", "skip"))
    s = play(s, SH, die("muster"))
    assert "play_minion" not in values(s, SH)
    assert refused(s, SH, pick("use", "play_minion")) == "A die showing {result} does not allow that."


def test_saruman_enters_in_orthanc_and_never_leaves_it():
    # «Саруман не може покинути регіон Ортанк.»
    s = at_actions({"politics": {"isengard": {"step": 0}}}, ("event",), ("muster", "character"))
    s = play(s, FP, die("event"), pick("use", "skip"))
    s = play(s, SH, die("muster"), pick("use", "play_minion"), pick("minion", "saruman"), pick("to", "orthanc"))
    assert s.minions == ((SARUMAN, r("orthanc")),)
    assert minions.destinations(s, SARUMAN) == () and minions.movable(s) == ()


def test_the_mouth_of_sauron_moves_at_most_three_regions_and_never_into_a_free_stronghold():
    # «Якщо Речник Саурона мандрує наодинці, то може переміститися на відстань щонайбільше в 3
    # регіони»; «будь-який посіпака, що переміщується без війська, не може ввійти в регіон, де є
    # фортеця, контрольована Вільними Народами»
    s = at_actions({"minions": {"mouth_of_sauron": "osgiliath"}}, (), ())
    found = minions.destinations(s, 1)
    assert found and all(board().distance(r("osgiliath"), x) <= 3 for x in found)
    assert r("minas_tirith") not in found


def test_the_witch_king_moves_anywhere_like_a_nazgul_but_into_a_free_stronghold_not_besieged():
    # «він може перемістити кожного назґŷла (і Короля-Відьмака теж) у будь-який регіон ігрового
    # поля за один рух ... назґŷли ніколи не зможуть переміститися так у регіон, де є фортеця,
    # контрольована гравцем за Вільні народи»
    s = at_actions({"minions": {"witch_king": "minas_morgul"}}, (), ())
    found = minions.destinations(s, WITCH_KING)
    assert r("weather_hills") in found and r("rivendell") not in found and r("minas_tirith") not in found


def _nazgul_board(extra: dict | None = None) -> dict:
    armies = {"minas_morgul": {"sauron": {"regular": 2, "nazgul": 2}}, "dol_guldur": {"sauron": {"nazgul": 1}},
              "minas_tirith": {"gondor": {"regular": 3}}}
    return {"start": "empty", "armies": armies | (extra or {})}


def test_each_nazgul_flies_anywhere_once_with_one_character_die():
    # «він може перемістити кожного назґŷла (і Короля-Відьмака теж) у будь-який регіон ігрового
    # поля за один рух. Один, кілька чи всі назґŷли можуть у такий спосіб переміщуватися за
    # допомогою результату кидка одного кубика.»
    s = at_actions(_nazgul_board(), (), ("character",))
    s = play(s, SH, die("character"), pick("use", "move_minions"), pick("minion", "nazgul"))
    assert values(s, SH) == ["dol_guldur", "minas_morgul"]
    s = play(s, SH, pick("from", "minas_morgul"))
    assert "weather_hills" in values(s, SH) and "minas_morgul" not in values(s, SH)
    s = play(s, SH, pick("to", "weather_hills"), Action("another_minion"), pick("minion", "nazgul"),
             pick("from", "minas_morgul"), pick("to", "fangorn"), Action("another_minion"), pick("minion", "nazgul"))
    # the two who flew have moved with this die: only Dol Guldur's may still go
    assert values(s, SH) == ["dol_guldur"]
    s = play(s, SH, pick("from", "dol_guldur"), pick("to", "weather_hills"))
    assert [nazgul(s, r(x)) for x in ("minas_morgul", "dol_guldur", "weather_hills", "fangorn")] == [0, 0, 2, 1]
    assert s.armies[r("minas_morgul")][slot(SAURON, REGULAR)] == 2      # the army's units stay
    assert s.pending is None or s.pending.kind != "more_minions"        # each has moved once
    assert "character" not in s.rolled[SH] and invariants(s) == []


def test_a_nazgul_never_flies_into_a_free_stronghold_unless_the_shadow_besieges_it():
    # «назґŷли ніколи не зможуть переміститися так у регіон, де є фортеця, контрольована гравцем
    # за Вільні народи. Однак, якщо така фортеця обложена військом Тіні, то гравець може
    # перемістити назґŷлів у цей регіон.»
    s = at_actions(_nazgul_board(), (), ("character",))
    s = play(s, SH, die("character"), pick("use", "move_minions"), pick("minion", "nazgul"), pick("from", "dol_guldur"))
    assert "minas_tirith" not in values(s, SH) and "rivendell" not in values(s, SH)
    assert "osgiliath" in values(s, SH)                  # a region with no stronghold
    besieged = at_actions({"start": "empty", "armies": {"dol_guldur": {"sauron": {"nazgul": 1}},
                                                        "minas_tirith": {"sauron": {"regular": 4}}},
                           "besieged": {"minas_tirith": {"gondor": {"regular": 3}}}}, (), ("character",))
    besieged = play(besieged, SH, die("character"), pick("use", "move_minions"), pick("minion", "nazgul"),
                    pick("from", "dol_guldur"))
    assert "minas_tirith" in values(besieged, SH)
    besieged = play(besieged, SH, pick("to", "minas_tirith"))
    assert besieged.armies[r("minas_tirith")][slot(SAURON, LEADER)] == 1 and invariants(besieged) == []


def test_a_nazgul_besieged_in_a_shadow_stronghold_flies_out_and_one_flies_in_to_the_box():
    # «у будь-який регіон ігрового поля»: the seed bars only the Free Peoples' strongholds, so a
    # Nazgûl leaves a besieged Shadow stronghold and another joins the army besieged there
    s = at_actions({"start": "empty", "armies": {"dol_guldur": {"elves": {"regular": 4}}, "morannon": {"sauron": {"nazgul": 1}}},
                    "besieged": {"dol_guldur": {"sauron": {"regular": 2, "nazgul": 1}}}}, (), ("character",))
    s = play(s, SH, die("character"), pick("use", "move_minions"), pick("minion", "nazgul"), pick("from", "dol_guldur"),
             pick("to", "weather_hills"), Action("another_minion"), pick("minion", "nazgul"), pick("from", "morannon"),
             pick("to", "dol_guldur"))
    assert s.besieged[r("dol_guldur")][slot(SAURON, LEADER)] == 1 and s.armies[r("dol_guldur")][slot(SAURON, LEADER)] == 0
    assert nazgul(s, r("weather_hills")) == 1 and invariants(s) == []


def test_an_isengard_elite_leads_a_character_move_while_saruman_is_in_play():
    # Saruman's «Servants of the White Hand» (published card); the seed's sentence for three or
    # four players: «кожен елітний загін Ісенґарду трактують не лише як військовий підрозділ, а
    # і як лідера під час переміщення чи в битві»
    spec = {"armies": {"north_dunland": {"isengard": {"regular": 1, "elite": 1}}, "orthanc": {"isengard": {"regular": 1}},
                       "south_dunland": {"isengard": {"regular": 2}}}, "politics": AT_WAR}
    without = at_actions(spec, (), ("character",))
    without = play(without, SH, die("character"))
    assert "leader_move" not in values(without, SH)
    s = at_actions(spec | {"minions": {"saruman": "orthanc"}}, (), ("character",))
    s = play(s, SH, die("character"), pick("use", "leader_move"))
    assert values(s, SH) == ["north_dunland"]
    s = play(s, SH, pick("army", "north_dunland"))
    assert values(s, SH) == [(("isengard", "regular", 1), ("isengard", "elite", 1)), (("isengard", "elite", 1),)]
    s = play(s, SH, pick("units", (("isengard", "elite", 1),)), pick("to", "tharbad"))
    assert s.armies[r("tharbad")][slot(ISENGARD, ELITE)] == 1 and invariants(s) == []


def test_southron_elites_lead_too_with_three_or_four_players_while_saruman_is_in_play():
    # «Під час партії втрьох чи вчотирьох, коли Саруман у грі, кожен елітний загін південців і
    # східнян ... трактують не лише як військовий підрозділ, а і як лідера під час переміщення чи
    # в битві.»
    s = at_actions({"options": {"players": 4}, "armies": {"far_harad": {"southrons": {"elite": 2}}},
                    "minions": {"saruman": "orthanc"}, "politics": AT_WAR}, (), ())
    two = at_actions({"armies": {"far_harad": {"southrons": {"elite": 2}}},
                      "minions": {"saruman": "orthanc"}, "politics": AT_WAR}, (), ())
    assert leadership.servants(s, SHADOW) == (slot(ISENGARD, ELITE), slot(SOUTHRONS, ELITE))
    assert leadership.servants(two, SHADOW) == (slot(ISENGARD, ELITE),)
    assert leadership.rating(s, r("far_harad"), SHADOW, s.armies[r("far_harad")]) == 2
    assert leadership.rating(two, r("far_harad"), SHADOW, two.armies[r("far_harad")]) == 0


def test_a_fallen_minion_takes_his_die_with_him_at_the_next_turn():
    # «Обидва гравці втрачають додатковий кубик, якщо відповідного персонажа вилучають із гри.»
    s = at_actions({"minions": {"witch_king": "minas_morgul", "saruman": "orthanc"}}, (), ())
    assert dice.pool_of(s) == (4, 9)
    minions.fall(s, SARUMAN)
    assert dice.pool_of(s) == (4, 8) and s.minions_fallen == (SARUMAN,) and invariants(s) == []


def test_the_recovery_phase_sets_the_pools_from_the_characters_in_play():
    s = at_actions({"minions": {"witch_king": "minas_morgul"}}, (), ())
    s.phase = turn.RECOVER
    s.pending = None
    turn._recover(s)
    assert s.pool == (4, 8)


def test_battle_strength_reads_the_captains():
    assert battle.strength(pieces(gondor={"regular": 3}), FREE_PEOPLES, 1) == 4


def test_the_companions_retreat_with_their_army():
    # «Якщо захисник вирішує відступити, то все його військо мусить негайно відступити в
    # сусідній вільний регіон», and «Усі дружні військові загони, лідери й персонажі в одному
    # регіоні утворюють військо»: Boromir goes with the army of Pelargir
    s = war({"armies": {"pelargir": {"gondor": {"regular": 2}}, "west_harondor": {"southrons": {"regular": 3}}},
             "separated": {"boromir": "pelargir"}})
    rig(s, MISS, MISS, MISS, MISS, MISS, MISS, MISS)
    fight(s, SHADOW, "west_harondor", "pelargir", pieces(southrons={"regular": 3}))
    answer(s, "battle_continue", "yes")
    answer(s, "battle_retreat", "retreat", region="lossarnach")
    assert s.separated == ((2, r("lossarnach")),)


def test_the_witch_king_with_the_fellowship_gives_the_hunt_its_nazgul_reroll():
    # «Якщо під час гонитви Персненосці перебувають у регіоні, де є назґŷли»: «Короля-Відьмака
    # вважають назґŷлом»
    from lotr_table.games.wotr import hunt
    s = at_actions({"fellowship": "dimrill_dale", "minions": {"witch_king": "dimrill_dale"}}, (), ())
    assert hunt.rerolls(s) == 1
    s = at_actions({"fellowship": "dimrill_dale"}, (), ())
    assert hunt.rerolls(s) == 0


def test_the_voice_of_saruman_musters_a_regular_in_every_isengard_settlement():
    # Saruman's card (published): «As long as Orthanc is under your control and not under siege,
    # you may use a Muster Action die result to recruit one Regular Isengard unit in every
    # Isengard Settlement or to replace two Regular Isengard units in Orthanc with two Elite units.»
    spec = {"armies": {"orthanc": {"isengard": {"regular": 2}}}, "politics": {"isengard": {"step": 0}},
            "minions": {"saruman": "orthanc"}}
    s = at_actions(spec, ("event",), ("muster",))
    s = play(s, FP, die("event"), pick("use", "skip"))
    s = play(s, SH, die("muster"), pick("use", "voice_of_saruman_recruit"))
    isengard = board().nation("isengard")
    assert [s.armies[r(x)][isengard * 3] for x in ("north_dunland", "south_dunland", "orthanc")] == [1, 1, 3]
    assert invariants(s) == []
    s = at_actions(spec, ("event",), ("muster",))
    s = play(s, FP, die("event"), pick("use", "skip"))
    s = play(s, SH, die("muster"), pick("use", "voice_of_saruman_elites"))
    assert s.armies[r("orthanc")][isengard * 3:isengard * 3 + 2] == (0, 2) and invariants(s) == []


def test_without_saruman_a_muster_has_no_voice():
    s = at_actions({"armies": {"orthanc": {"isengard": {"regular": 2}}}, "politics": {"isengard": {"step": 0}}},
                   ("event",), ("muster",))
    s = play(s, FP, die("event"), pick("use", "skip"), )
    s = play(s, SH, die("muster"))
    assert not {"voice_of_saruman_recruit", "voice_of_saruman_elites"} & set(values(s, SH))


def test_the_mouth_of_sauron_uses_one_muster_a_turn_as_an_army():
    # his card (published) «Messenger of the Dark Tower»: «Once per turn, you may use a Muster
    # Action die result as an Army Action die result instead.»
    spec = {"armies": {"gorgoroth": {"sauron": {"regular": 2}}}, "politics": {"sauron": {"step": 0}},
            "minions": {"mouth_of_sauron": "barad_dur"}}
    s = at_actions(spec, ("event", "event"), ("muster", "muster"))
    s = play(s, FP, die("event"), pick("use", "skip"))
    s = play(s, SH, die("muster"))
    assert "move" in values(s, SH)
    s = play(s, SH, pick("use", "move"), pick("army", "gorgoroth"), pick("units", (("sauron", "regular", 2),)),
             pick("to", "nurn"))
    if s.pending.kind == "second_army":
        s = play(s, SH, Action("done"))
    s = play(s, FP, die("event"), pick("use", "skip"))
    s = play(s, SH, die("muster"))
    assert "move" not in values(s, SH)                  # once per turn


def test_with_four_players_the_saruman_player_moves_the_nazgul_but_not_the_witch_kings_minions():
    # «Будь-який гравець може переміщувати назґулів, але тільки гравець за Короля-Відьмака може
    # наймати назґулів.» and «Гравець за Короля-Відьмака контролює народ Саурона, Короля-Відьмака
    # й Речника Саурона.» Seat 3 plays Isengard and the Southrons & Easterlings and acts first.
    board_ = _nazgul_board()
    s = at_actions({**board_, "options": {"players": 4}, "minions": {"witch_king": "minas_morgul"}},
                   ("event",), ("character",))
    s = play(s, 2, die("event"), pick("use", "skip"))
    assert s.pending.seat == 3
    s = play(s, 3, die("character"))
    assert "move_minions" in values(s, 3)
    s = play(s, 3, pick("use", "move_minions"))
    assert values(s, 3) == ["nazgul"]
    s = play(s, 3, pick("minion", "nazgul"), pick("from", "dol_guldur"), pick("to", "fangorn"))
    assert nazgul(s, r("fangorn")) == 1
