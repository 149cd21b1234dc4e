"""The uses of each action die result, from set-up boards, as the seed's «Довідкова таблиця
кубиків дій» and Розділ VI state them. Each use is asked in steps: the die, then what, then
where."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.wotr import refusal as reasons, turn
from lotr_table.games.wotr.board import ELITE, FREE_PEOPLES, LEADER, REGULAR, SHADOW, board
from lotr_table.games.wotr.game import GAME
from lotr_table.games.wotr.setup import position
from lotr_table.games.wotr.state import slot

from tests.games.wotr.play import BACK, at_actions, die, pick, play, refused, values

FP, SH = 0, 1
B = board()
GONDOR, ROHAN, SAURON = B.nation("gondor"), B.nation("rohan"), B.nation("sauron")
AT_WAR = {"step": 0, "active": True}


def r(region_id: str) -> int:
    return B.region(region_id)


def pieces(s, region: str, nation: int, kind: int) -> int:
    return s.armies[r(region)][slot(nation, kind)]


# ---- Muster ----------------------------------------------------------------------------

def test_muster_recruits_one_elite_in_a_free_settlement_of_a_nation_at_war():
    # «1 елітний загін у будь-яке дружнє вільне поселення» — «Лише для народів «у війні»»
    s = at_actions({"politics": {"gondor": AT_WAR}}, ["muster"], [])
    s = play(s, FP, die("muster"))
    assert "recruit_elite" in values(s, FP)
    s = play(s, FP, pick("use", "recruit_elite"))
    assert sorted(values(s, FP)) == ["dol_amroth", "lamedon", "lossarnach", "minas_tirith", "pelargir"]
    reserve = s.reserve[slot(GONDOR, ELITE)]
    s = play(s, FP, pick("settlement", "minas_tirith"))
    assert pieces(s, "minas_tirith", GONDOR, ELITE) == 1
    assert s.reserve[slot(GONDOR, ELITE)] == reserve - 1 and s.rolled[FREE_PEOPLES] == ()


def test_a_nation_not_at_war_is_not_recruited_with_a_die():
    # «Їх не можна найняти за допомогою результату «мобілізація» кубика дій.»
    s = at_actions({"politics": {"gondor": AT_WAR}}, ["muster"], [])
    s = play(s, FP, die("muster"), pick("use", "recruit_elite"))
    assert "edoras" not in values(s, FP)
    assert refused(s, FP, pick("settlement", "edoras")) == reasons.NOT_AT_WAR
    s = at_actions({}, ["muster"], [])
    s = play(s, FP, die("muster"))
    assert not any(v.startswith("recruit") for v in values(s, FP))


def test_two_regulars_go_to_two_different_settlements():
    # «2 звичайні загони в будь-які два різні дружні вільні поселення»
    s = at_actions({"politics": {"gondor": AT_WAR}}, ["muster"], [])
    s = play(s, FP, die("muster"), pick("use", "recruit_two_regulars"), pick("first", "pelargir"))
    assert "pelargir" not in values(s, FP) and "minas_tirith" in values(s, FP)
    s = play(s, FP, pick("second", "minas_tirith"))
    assert pieces(s, "pelargir", GONDOR, REGULAR) == pieces(s, "minas_tirith", GONDOR, REGULAR) == 1


def test_no_muster_in_a_captured_settlement_or_among_enemy_units():
    # «дружнє вільне поселення»: a region free of enemy armies and of the enemy's control
    s = at_actions({"politics": {"gondor": AT_WAR}, "control": {"pelargir": "shadow"},
                    "armies": {"lossarnach": {"sauron": {"regular": 1}}}}, ["muster"], [])
    s = play(s, FP, die("muster"), pick("use", "recruit_elite"))
    assert sorted(values(s, FP)) == ["dol_amroth", "lamedon", "minas_tirith"]
    assert refused(s, FP, pick("settlement", "pelargir")) == reasons.NO_RECRUIT


def test_nazgul_are_recruited_only_in_saurons_strongholds():
    # «Назґŷлів можна наймати лише у фортецях Саурона.»
    s = at_actions({"politics": {"sauron": AT_WAR}}, [], ["muster"])
    s = play(s, SH, die("muster"), pick("use", "recruit_two_leaders"))
    offered = set(values(s, SH))
    assert offered == {"mount_gundabad", "moria", "dol_guldur", "morannon", "minas_morgul", "barad_dur"}
    s = play(s, SH, pick("first", "barad_dur"), pick("second", "moria"))
    assert pieces(s, "barad_dur", SAURON, LEADER) == pieces(s, "moria", SAURON, LEADER) == 1


STACKING = ("«Якщо після завершення будь-якої дії (як-от переміщення чи мобілізації) в одному регіоні "
            "опинилося понад 10 загонів, то гравець, якому вони належать, вилучає з гри зайві. Вилучені таким "
            "способом загони пізніше можуть повернутися у гру як підкріплення.»")


def test_a_muster_of_an_eleventh_unit_stands_and_its_player_removes_the_excess():
    # STACKING: the muster is not refused; after it the Free Peoples choose the unit that goes
    s = at_actions({"politics": {"gondor": AT_WAR},
                    "armies": {"minas_tirith": {"gondor": {"regular": 6, "elite": 4}}}}, ["muster"], ["event"])
    s = play(s, FP, die("muster"), pick("use", "recruit_two_regulars"))
    assert "minas_tirith" in values(s, FP)
    regulars = s.reserve[slot(GONDOR, REGULAR)]
    s = play(s, FP, pick("first", "minas_tirith"), pick("second", "pelargir"))
    assert s.pending.kind == "over_limit" and s.pending.seat == FP
    assert set(s.pending.actions) == {Action("remove", nation="gondor", piece="regular"),
                                      Action("remove", nation="gondor", piece="elite")}
    s = play(s, FP, Action("remove", nation="gondor", piece="elite"))
    assert (pieces(s, "minas_tirith", GONDOR, REGULAR), pieces(s, "minas_tirith", GONDOR, ELITE)) == (7, 3)
    # «можуть повернутися у гру як підкріплення»: the elite is back among the reinforcements
    assert s.reserve[slot(GONDOR, REGULAR)] == regulars - 2 and s.reserve[slot(GONDOR, ELITE)] > 0
    assert s.pending.kind == "opportunity" and s.pending.seat == SH


def test_a_move_beyond_ten_stands_and_the_excess_is_removed_after_it():
    # STACKING, and «Після переміщення війська в регіон його розмір не може перевищувати обмеження
    # в 10 загонів»: the move is made, then the player takes off what is over 10
    s = at_actions({"politics": {"gondor": AT_WAR}, "armies": {"minas_tirith": {"gondor": {"regular": 8}},
                                                               "osgiliath": {"gondor": {"regular": 4}}}},
                   ["army"], ["event"])
    s = play(s, FP, die("army"), pick("use", "move"), pick("army", "osgiliath"),
             pick("units", (("gondor", "regular", 4),)))
    assert "minas_tirith" in values(s, FP)
    s = play(s, FP, pick("to", "minas_tirith"))
    # one kind of unit only: nothing to choose, two regulars go back to the reinforcements
    assert pieces(s, "minas_tirith", GONDOR, REGULAR) == 10
    assert s.pending.kind == "opportunity" and s.pending.seat == SH


def test_the_diplomatic_action_moves_a_friendly_nation_one_step():
    # «Дипломатична дія. Перемістіть жетон дружнього народу на треку політики на одну поділку
    # вперед (будь-який з Вільних Народів може опинитися на поділці «у війні» тільки тоді,
    # коли він активний).»
    s = at_actions({"politics": {"rohan": {"step": 1, "active": False}}}, ["muster"], [])
    s = play(s, FP, die("muster"), pick("use", "diplomacy"))
    assert "rohan" not in values(s, FP) and "gondor" in values(s, FP)
    s = play(s, FP, pick("nation", "gondor"))
    assert s.step[GONDOR] == 1


# ---- Army --------------------------------------------------------------------------------

def test_an_army_result_moves_two_different_armies():
    # «Перемістіть до двох різних військ зі свого регіону (-ів) у сусідній вільний для
    # переміщення військ регіон (-и).»
    s = at_actions({"politics": {"sauron": AT_WAR},
                    "armies": {"minas_morgul": {"sauron": {"regular": 2}},
                               "barad_dur": {"sauron": {"regular": 1}}}}, [], ["army"])
    s = play(s, SH, die("army"), pick("use", "move"))
    assert set(values(s, SH)) == {"minas_morgul", "barad_dur"}
    s = play(s, SH, pick("army", "minas_morgul"))
    assert values(s, SH) == [(("sauron", "regular", 2),), (("sauron", "regular", 1),)]
    s = play(s, SH, pick("units", (("sauron", "regular", 1),)), pick("to", "north_ithilien"))
    assert s.pending.kind == "second_army"
    s = play(s, SH, Action("move_another"))
    # the same army never moves twice: not from where it went, nor what it left behind
    assert values(s, SH) == ["barad_dur"]
    s = play(s, SH, pick("army", "barad_dur"), pick("units", (("sauron", "regular", 1),)), pick("to", "gorgoroth"))
    assert pieces(s, "north_ithilien", SAURON, REGULAR) == pieces(s, "minas_morgul", SAURON, REGULAR) == 1
    assert pieces(s, "gorgoroth", SAURON, REGULAR) == 1 and s.rolled[SHADOW] == ()


def test_an_army_does_not_move_onto_enemy_units():
    # «Якщо регіон зайнятий загонами суперника, то гравець, щоб перемістити туди своє військо,
    # повинен атакувати регіон»: an enemy army is attacked, not entered (a friendly army of 8 is
    # entered: the excess over 10 is removed after the move, STACKING)
    s = at_actions({"politics": {"gondor": AT_WAR},
                    "armies": {"minas_tirith": {"gondor": {"regular": 3}},
                               "lossarnach": {"gondor": {"regular": 8}},
                               "osgiliath": {"sauron": {"regular": 1}}}}, ["army_muster"], [])
    s = play(s, FP, die("army_muster"), pick("use", "move"), pick("army", "minas_tirith"))
    s = play(s, FP, pick("units", (("gondor", "regular", 3),)))
    assert values(s, FP) == ["lossarnach", "druadan_forest"]
    assert refused(s, FP, pick("to", "osgiliath")) == reasons.NO_ENTRY


def test_a_nation_not_at_war_stays_inside_its_own_borders():
    # «Якщо до складу війська входять загони народів, які ще не «у війні», воно не може
    # увійти в регіон, що лежить у межах кордонів іншого народу (навіть дружнього).»
    s = at_actions({"armies": {"folde": {"rohan": {"regular": 2}}}}, ["army_muster"], [])
    s = play(s, FP, die("army_muster"), pick("use", "move"), pick("army", "folde"),
             pick("units", (("rohan", "regular", 2),)))
    assert values(s, FP) == ["westemnet", "edoras", "eastemnet"]      # not Drúadan Forest, Gondor's
    assert refused(s, FP, pick("to", "druadan_forest")) == reasons.NOT_AT_WAR_ENTRY       # the reason said


def test_leaders_follow_an_army_that_leaves_its_region():
    # «Лідери Вільних Народів ніколи не можуть перебувати в регіоні без бойових одиниць, тому,
    # якщо військо повністю залишає регіон, усі лідери повинні піти за ним.»
    s = at_actions({"politics": {"gondor": AT_WAR},
                    "armies": {"minas_tirith": {"gondor": {"regular": 1, "leaders": 1}}}}, ["army_muster"], [])
    s = play(s, FP, die("army_muster"), pick("use", "move"), pick("army", "minas_tirith"))
    assert values(s, FP) == [(("gondor", "regular", 1), ("gondor", "leaders", 1))]


def test_an_army_entering_an_enemy_town_captures_it():
    # «Поселення вважають захопленим, коли: вороже військо входить в регіон з містом, селищем
    # або незайнятою фортецею»
    s = at_actions({"politics": {"sauron": AT_WAR, "gondor": {"step": 2, "active": True}},
                    "armies": {"osgiliath": {"sauron": {"regular": 2}}}}, [], ["army"])
    s = play(s, SH, die("army"), pick("use", "move"), pick("army", "osgiliath"),
             pick("units", (("sauron", "regular", 2),)), pick("to", "pelargir"))
    assert s.controller[r("pelargir")] == SHADOW
    assert s.step[GONDOR] == 1          # its nation advances toward war
    assert GAME.view(s, FP)["victory_points"]["shadow"] == 1


# ---- Character, Event, Will of the West --------------------------------------------------

def test_a_character_result_moves_one_army_with_a_leader():
    # «Переміщення/атака лідером з військом. Перемістіть військо з лідером у сусідній регіон,
    # який повинен бути вільний для переміщення війська»
    s = at_actions({"politics": {"sauron": AT_WAR},
                    "armies": {"minas_morgul": {"sauron": {"regular": 1, "nazgul": 1}},
                               "barad_dur": {"sauron": {"regular": 3}}}}, [], ["character"])
    s = play(s, SH, die("character"), pick("use", "leader_move"))
    assert values(s, SH) == ["minas_morgul"]
    s = play(s, SH, pick("army", "minas_morgul"))
    assert values(s, SH) == [(("sauron", "regular", 1), ("sauron", "leaders", 1))]
    s = play(s, SH, pick("units", (("sauron", "regular", 1), ("sauron", "leaders", 1))), pick("to", "gorgoroth"))
    assert s.pending.kind != "second_army" and pieces(s, "gorgoroth", SAURON, LEADER) == 1


def test_an_event_result_draws_a_card_from_either_deck():
    # «Узяти карту події. Візьміть одну карту з будь-якої вашої колоди подій.»
    s = at_actions({}, ["event"], ["event"])
    s = play(s, FP, die("event"), pick("use", "draw"))
    assert values(s, FP) == ["character", "strategy"]
    s = play(s, FP, pick("deck", "strategy"))
    assert len(s.hands[FP]) == 1 and s.hands[FP][0].startswith("fp_str")


def test_the_will_of_the_west_is_used_as_any_other_result():
    # «гравець за Вільні Народи може змінити результат «Воля Заходу» на будь-який інший символ
    # і виконати відповідну дію»
    s = at_actions({"politics": {"gondor": AT_WAR}}, ["will_of_the_west"], [])
    s = play(s, FP, die("will_of_the_west"))
    assert {"recruit_elite", "diplomacy", "draw", "skip"} <= set(values(s, FP))
    s = play(s, FP, pick("use", "recruit_elite"), pick("settlement", "dol_amroth"))
    assert pieces(s, "dol_amroth", GONDOR, ELITE) == 1


def test_back_returns_from_a_use_to_the_choice_of_die():
    s = at_actions({}, ["event", "muster"], [])
    s = play(s, FP, die("event"), pick("use", "draw"), BACK, BACK)
    assert s.pending.kind == "opportunity" and s.rolled[FREE_PEOPLES] == ("muster", "event")


# ---- the Elven Rings ----------------------------------------------------------------------

def test_an_elven_ring_changes_a_die_and_passes_to_the_shadow():
    # «він може використати Ельфійський Перстень, щоб змінити результат кидка одного зі своїх
    # невикористаних кубиків дій на будь-який інший результат»; «Гравець за Вільні Народи не
    # може використати Ельфійський Перстень, щоб змінити результат кубика дій на «Волю Заходу».»
    s = at_actions({}, ["character", "event"], ["event"])
    s = play(s, FP, Action("ring"), pick("die", "character"))
    assert "will_of_the_west" not in values(s, FP)
    s = play(s, FP, pick("result", "muster"))
    assert s.rolled[FREE_PEOPLES] == ("muster", "event") and s.rings == (2, 1)
    # «Той самий гравець протягом одного ходу може використати лише один Ельфійський Перстень.»
    assert GAME.to_act(s) == [FP] and Action("ring") not in GAME.legal_actions(s, FP)
    assert refused(s, FP, Action("ring")) == reasons.RING_USED


def test_the_shadow_may_turn_a_die_into_an_eye_without_spending_its_action():
    # «Гравець за Тінь може використати Ельфійський Перстень, щоб змінити результат кубика на
    # «Око» (цей кубик треба негайно покласти в комірку гонитви). Це не вважають дією»
    s = position({})
    s.rings = (2, 1)
    turn.at_actions(s, (), ("event", "army"))
    s = play(s, SH, Action("ring"), pick("die", "event"), pick("result", "eye"))
    assert s.hunt_box == 1 and s.rings == (2, 0) and s.rolled[SHADOW] == ("army",)
    assert GAME.to_act(s) == [SH] and s.pending.kind == "opportunity"


# ---- three players -------------------------------------------------------------------------

def test_with_three_players_the_free_peoples_never_act_twice_in_a_row_for_one_nation():
    # «Гравець за Вільні Народи не може використовувати дві послідовні дії за один і той самий
    # народ (наприклад, не може використовувати дві дії поспіль для наймання і переміщення
    # військ Ґондору).»
    spec = {"options": {"players": 3}, "politics": {"gondor": AT_WAR, "rohan": AT_WAR},
            "armies": {"minas_tirith": {"gondor": {"regular": 2}}, "edoras": {"rohan": {"regular": 1}}}}
    s = at_actions(spec, ["muster", "army_muster"], ["event", "event", "event"])
    s = play(s, FP, die("muster"), pick("use", "recruit_elite"), pick("settlement", "pelargir"))
    assert GAME.to_act(s) == [2]                 # the Shadow's non-leading player: Saruman's
    s = play(s, 2, die("event"), pick("use", "skip"))
    s = play(s, FP, die("army_muster"), pick("use", "move"))
    assert values(s, FP) == ["edoras"]           # no Gondor army right after a Gondor muster
    s = play(s, FP, BACK, pick("use", "recruit_elite"))
    assert all(B.nation_of[r(v)] != GONDOR for v in values(s, FP))


def test_four_players_each_move_only_their_own_nations_political_counters():
    # «Виключно гравець, який контролює народ, може переміщувати його жетон політики, за
    # винятком тих ситуацій, коли використовується особливе вміння персонажа.»
    s = at_actions({"options": {"players": 4}}, ["muster"], ["event"])
    assert GAME.to_act(s) == [2]                 # Rohan, the North and the Dwarves
    s = play(s, 2, die("muster"), pick("use", "diplomacy"))
    assert set(values(s, 2)) <= {"rohan", "north", "dwarves"} and values(s, 2)
    assert refused(s, 2, pick("nation", "gondor")) == reasons.NOT_YOURS


# ---- recruiting, the rest of its rules --------------------------------------------------------

def test_two_pieces_may_be_of_two_nations_at_war_each_in_its_own_nations_settlement():
    # «ці фігурки можуть належати до різних народів, якщо обидва народи перебувають «у війні»
    # ..., а кожну фігурку розміщують у селищі, місті чи фортеці, що належать до відповідного народу»
    s = at_actions({"politics": {"gondor": AT_WAR, "rohan": AT_WAR}}, ["muster"], [])
    s = play(s, FP, die("muster"), pick("use", "recruit_two_regulars"), pick("first", "minas_tirith"))
    assert {"edoras", "helms_deep", "pelargir"} <= set(values(s, FP))
    s = play(s, FP, pick("second", "edoras"))
    assert pieces(s, "minas_tirith", GONDOR, REGULAR) == pieces(s, "edoras", ROHAN, REGULAR) == 1
    s = at_actions({"politics": {"gondor": AT_WAR}}, ["muster"], [])
    s = play(s, FP, die("muster"), pick("use", "recruit_two_regulars"), pick("first", "minas_tirith"))
    assert all(B.nation_of[r(v)] == GONDOR for v in values(s, FP))


def test_no_muster_in_a_stronghold_besieged_by_the_enemy():
    # «Ви не можете мобілізовувати війська в фортеці, обложеній суперником»
    s = at_actions({"politics": {"gondor": AT_WAR}, "besieged": {"minas_tirith": {"gondor": {"regular": 1}}},
                    "armies": {"minas_tirith": {"sauron": {"regular": 3}}}}, ["muster"], [])
    s = play(s, FP, die("muster"), pick("use", "recruit_elite"))
    assert "minas_tirith" not in values(s, FP) and "pelargir" in values(s, FP)


def test_reinforcements_are_limited_to_the_figures_available():
    # «Підкріплення обмежене кількістю доступних фігурок. Отже, якщо всі фігурки певного типу
    # вже у грі, гравець більше не може наймати такі фігурки.»
    s = at_actions({"politics": {"gondor": AT_WAR},
                    "armies": {"lossarnach": {"gondor": {"elite": 5}}}}, ["muster"], [])
    assert s.reserve[slot(GONDOR, ELITE)] == 0
    s = play(s, FP, die("muster"))
    assert "recruit_elite" not in values(s, FP) and "recruit_two_regulars" in values(s, FP)


# ---- moving, the rest of its rules -------------------------------------------------------------

def test_an_army_moving_onto_a_friendly_army_joins_it():
    # «Якщо військо переміщується в регіон, зайнятий іншим дружнім військом, то після
    # завершення дії ці два війська об’єднуються в одне військо.»
    s = at_actions({"politics": {"gondor": AT_WAR},
                    "armies": {"minas_tirith": {"gondor": {"regular": 2}}, "osgiliath": {"gondor": {"regular": 1}}}},
                   ["army"], ["event"])
    s = play(s, FP, die("army"), pick("use", "move"), pick("army", "minas_tirith"),
             pick("units", (("gondor", "regular", 2),)), pick("to", "osgiliath"))
    assert pieces(s, "osgiliath", GONDOR, REGULAR) == 3 and pieces(s, "minas_tirith", GONDOR, REGULAR) == 0


def test_nazgul_may_stay_behind_when_their_army_moves_on():
    # «Пам’ятайте, що персонажі (супутники й посіпаки) чи назґŷли не зобов’язані переміщуватися
    # разом з військом і можуть залишатися в регіоні самостійно.»
    s = at_actions({"politics": {"sauron": AT_WAR},
                    "armies": {"minas_morgul": {"sauron": {"regular": 2, "nazgul": 1}}}}, [], ["army"])
    s = play(s, SH, die("army"), pick("use", "move"), pick("army", "minas_morgul"))
    assert (("sauron", "regular", 2),) in values(s, SH)
    s = play(s, SH, pick("units", (("sauron", "regular", 2),)), pick("to", "north_ithilien"))
    assert pieces(s, "minas_morgul", SAURON, LEADER) == 1 and pieces(s, "minas_morgul", SAURON, REGULAR) == 0


def test_no_army_crosses_an_impassable_border():
    # «Якщо кордон між двома регіонами повністю позначений такою лінією, то ці регіони ніколи не
    # вважають сусідніми для визначення будь-яких умов.» Minas Tirith and Lamedon touch only so.
    assert r("lamedon") in B.blocked[r("minas_tirith")]
    s = at_actions({"politics": {"gondor": AT_WAR}, "armies": {"minas_tirith": {"gondor": {"regular": 1}}}},
                   ["army"], [])
    s = play(s, FP, die("army"), pick("use", "move"), pick("army", "minas_tirith"),
             pick("units", (("gondor", "regular", 1),)))
    assert "lamedon" not in values(s, FP)
    assert refused(s, FP, pick("to", "lamedon")) == reasons.NO_ENTRY


def test_an_army_of_ten_moves_into_lossarnach():
    # The seed's example of the army boxes: «Гравець за Вільні Народи переміщує в Лоссарнах
    # військо, що складається з 10 звичайних загонів Ґондору» — ten units are within the limit.
    s = at_actions({"politics": {"gondor": AT_WAR}, "armies": {"minas_tirith": {"gondor": {"regular": 10}}}},
                   ["army"], [])
    s = play(s, FP, die("army"), pick("use", "move"), pick("army", "minas_tirith"),
             pick("units", (("gondor", "regular", 10),)), pick("to", "lossarnach"))
    assert pieces(s, "lossarnach", GONDOR, REGULAR) == 10


def test_an_army_muster_result_offers_the_uses_of_both():
    # «Виберіть будь-яку дію з наведених у розділі «Мобілізація» або «Військо»»
    s = at_actions({"politics": {"gondor": AT_WAR}, "armies": {"minas_tirith": {"gondor": {"regular": 1}}}},
                   ["army_muster"], [])
    s = play(s, FP, die("army_muster"))
    assert {"move", "diplomacy", "recruit_elite", "recruit_two_regulars", "skip"} <= set(values(s, FP))
    assert "draw" not in values(s, FP) and "leader_move" not in values(s, FP)
