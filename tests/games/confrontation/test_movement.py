"""The compulsory move and every ability move (seed 001: ХОД, ПЕРЕДВИЖЕНИЕ and the hero
texts; digest 5.2-5.4 and 12.1-12.11)."""

from __future__ import annotations

from lotr_table.engine.action import Action
from lotr_table.games.confrontation.state import HIDDEN
from tests.games.confrontation.scenario import (
    FP, SAU, act, destinations, kinds, legal, movers, piece, refused, start, where,
)

# ----------------------------------------------------------------------------- the turn


def test_the_move_is_compulsory_there_is_no_pass():
    # seed 001: "ПЕРЕДВИЖЕНИЕ. Обязательно переместить вперед одного из своих героев"
    s = start({"fellowship": {"shire": ["frodo_c", "gimli"]}, "sauron": {"mordor": ["cavetroll"]},
               "active": "fellowship"})
    assert kinds(s, FP) == {"move"}
    refused(s, FP, Action("pass"), "That is not possible now: you must move one of your heroes.")


def test_exactly_one_hero_moves_and_then_the_other_side_moves():
    # seed 001: "ХОД. По очереди" ... "Обязательно переместить вперед одного из своих героев"
    s = start({"fellowship": {"shire": ["frodo_c", "gimli"]}, "sauron": {"mordor": ["cavetroll", "warg"]},
               "active": "fellowship"})
    s = act(s, FP, Action("move", hero="gimli", to="arthedain"))
    assert where(s, "frodo_c") == "shire"
    refused(s, FP, Action("move", hero="frodo_c", to="cardolan"), "It is not your turn.")
    assert movers(s, SAU) == {"cavetroll", "warg"}


def test_only_the_side_to_move_may_move():
    # seed 001: "ХОД. По очереди, начинает игрок Саурана."
    s = start({"fellowship": {"shire": ["frodo_c"]}, "sauron": {"mordor": ["cavetroll"]}})
    assert movers(s, FP) == set()
    refused(s, FP, Action("move", hero="frodo_c", to="arthedain"), "It is not your turn.")


def test_moving_into_enemy_heroes_is_an_attack_and_starts_a_battle():
    # seed 001: "Если герой входит в занятую врагами область (это также называют атакой),
    # происходит битва."
    s = start({"fellowship": {"shire": ["frodo_c"], "rhudaur": ["gimli"]}, "sauron": {"high_pass": ["cavetroll"]},
               "active": "fellowship"})
    s = act(s, FP, Action("move", hero="gimli", to="high_pass"))
    assert s.battle is not None
    assert s.battle.attacker == piece(s, "gimli")


def test_sam_cannot_join_frodo_in_a_mountain_region():
    # seed 001: Sam: "Не может сопровождать Frodo в горах, т.к. лимит своих героев в данных
    # областях = 1."
    s = start({"fellowship": {"high_pass": ["frodo_c"], "rhudaur": ["sam_c"]}, "active": "fellowship"})
    assert destinations(s, FP, "sam_c") == {"misty_mountains"}
    refused(s, FP, Action("move", hero="sam_c", to="high_pass"),
            "The High Pass already holds as many heroes of your side as it may.")


def test_no_move_into_a_region_full_of_own_heroes_even_by_an_ability():
    # seed 001: "Нельзя двигаться в/через область, уже содержащую максимальное количество своих
    # героев, даже за счет использования карт или текста на плитке"
    s = start({"fellowship": {"shire": ["frodo_c"], "arthedain": ["aragorn_c"],
                              "eregion": ["gimli", "legolas"]},
               "sauron": {"rhudaur": ["cavetroll"]}, "active": "fellowship"})
    assert "eregion" not in destinations(s, FP, "aragorn_c")
    refused(s, FP, Action("move", hero="aragorn_c", to="eregion"),
            "Eregion already holds as many heroes of your side as it may.")


# ------------------------------------------------------------------- Aragorn (classic)


def test_aragorn_may_attack_sideways_and_backward():
    # seed 001: Aragorn (классическая): "Может переместиться в любую соседнюю область
    # (вперед/вбок/назад), если при этом он нападет на как минимум 1 вражеского героя"
    s = start({"fellowship": {"eregion": ["aragorn_c"], "shire": ["frodo_c"]},
               "sauron": {"rhudaur": ["cavetroll"], "arthedain": ["shelob"]}, "active": "fellowship"})
    assert destinations(s, FP, "aragorn_c") == {"misty_mountains", "caradhras", "fangorn/tunnel",
                                                "rhudaur", "arthedain"}
    s2 = act(s, FP, Action("move", hero="aragorn_c", to="arthedain"))
    assert where(s2, "aragorn_c") == "arthedain" and s2.battle is not None


def test_aragorn_may_not_step_sideways_or_back_without_attacking():
    # seed 001: Aragorn: "если при этом он нападет на как минимум 1 вражеского героя ... Иначе
    # двигается как обычно."
    s = start({"fellowship": {"eregion": ["aragorn_c"], "shire": ["frodo_c"]},
               "sauron": {"mordor": ["cavetroll"]}, "active": "fellowship"})
    refused(s, FP, Action("move", hero="aragorn_c", to="rhudaur"),
            "Aragorn may only move forward into an adjacent region, unless its text allows more.")
    refused(s, FP, Action("move", hero="aragorn_c", to="cardolan"),
            "Aragorn may only move forward into an adjacent region, unless its text allows more.")


def test_aragorn_may_not_attack_sideways_in_the_mountains():
    # seed 001: Aragorn: "нельзя вбок, находясь в горах"
    s = start({"fellowship": {"caradhras": ["aragorn_c"], "shire": ["frodo_c"]},
               "sauron": {"misty_mountains": ["cavetroll"], "enedwaith": ["warg"]}, "active": "fellowship"})
    assert destinations(s, FP, "aragorn_c") == {"fangorn", "rohan", "enedwaith"}
    refused(s, FP, Action("move", hero="aragorn_c", to="misty_mountains"),
            "No moving sideways in the mountains.")


def test_aragorn_may_attack_the_warg():
    # seed 001: Aragorn: "так можно атаковать Warg'a — способность используется перед входом в
    # область"
    s = start({"fellowship": {"cardolan": ["aragorn_c"], "shire": ["frodo_c"]},
               "sauron": {"arthedain": ["warg"]}, "active": "fellowship"})
    s = act(s, FP, Action("move", hero="aragorn_c", to="arthedain"))
    assert s.battle is not None and where(s, "aragorn_c") == "arthedain"


def test_aragorn_may_not_attack_up_the_anduin():
    # seed 001: "Перемещение в обратном направлении (Rohan → Fangorn или Fangorn → Mirkwood)
    # запрещено." [Reading A-03: the upstream ban applies to every Fellowship relocation]
    s = start({"fellowship": {"rohan": ["aragorn_c"], "shire": ["frodo_c"]},
               "sauron": {"fangorn": ["cavetroll"]}, "active": "fellowship"})
    refused(s, FP, Action("move", hero="aragorn_c", to="fangorn"),
            "No hero may travel up the Anduin against its current.")


def test_aragorn_may_not_attack_back_through_the_tunnel():
    # seed 001: the tunnel "не могут этого сделать в обратном направлении (Fangorn → Eregion)"
    s = start({"fellowship": {"fangorn": ["aragorn_c"], "shire": ["frodo_c"]},
               "sauron": {"eregion": ["cavetroll"]}, "active": "fellowship"})
    assert "eregion" not in destinations(s, FP, "aragorn_c")


# ------------------------------------------------------------------ Witch King (classic)


def test_witch_king_may_attack_sideways():
    # seed 001: Witch King (классическая): "Может переместиться вбок на соседнюю область, если
    # при этом он нападет на как минимум 1 вражеского героя"
    s = start({"fellowship": {"rhudaur": ["gimli"], "shire": ["frodo_c"]}, "sauron": {"eregion": ["witchking_c"]}})
    assert destinations(s, SAU, "witchking_c") == {"arthedain", "cardolan", "rhudaur"}
    s = act(s, SAU, Action("move", hero="witchking_c", to="rhudaur"))
    assert s.battle is not None


def test_witch_king_may_not_step_sideways_without_attacking():
    # seed 001: Witch King: "если при этом он нападет ... Иначе двигается как обычно."
    s = start({"fellowship": {"shire": ["frodo_c"]}, "sauron": {"eregion": ["witchking_c"]}})
    refused(s, SAU, Action("move", hero="witchking_c", to="rhudaur"),
            "Witch King may only move forward into an adjacent region, unless its text allows more.")
    refused(s, SAU, Action("move", hero="witchking_c", to="enedwaith"),
            "Witch King may only move forward into an adjacent region, unless its text allows more.")


def test_witch_king_may_not_attack_sideways_in_the_mountains():
    # seed 001: Witch King: "нельзя, находясь в горах"
    s = start({"fellowship": {"misty_mountains": ["gimli"], "shire": ["frodo_c"]},
               "sauron": {"caradhras": ["witchking_c"]}})
    refused(s, SAU, Action("move", hero="witchking_c", to="misty_mountains"),
            "No moving sideways in the mountains.")


def test_witch_king_may_not_attack_backward():
    # seed 001: Witch King may only go "вбок"; "нельзя вбок или назад" otherwise
    s = start({"fellowship": {"gondor": ["gimli"], "shire": ["frodo_c"]}, "sauron": {"rohan": ["witchking_c"]}})
    refused(s, SAU, Action("move", hero="witchking_c", to="gondor"),
            "Witch King may only move forward into an adjacent region, unless its text allows more.")


# --------------------------------------------------------------- Flying Nazgul (classic)


def test_flying_nazgul_may_fly_to_any_region_held_by_a_single_fellowship_hero():
    # seed 001: Flying Nazgul (классическая): "Может переместиться в любую область, занятую
    # единственным героем Братства" [Reading A-06: anywhere on the board]
    s = start({"fellowship": {"shire": ["frodo_c"], "cardolan": ["gimli"]},
               "sauron": {"mordor": ["flyingnazgul_c"]}})
    assert destinations(s, SAU, "flyingnazgul_c") == {"dagorlad", "gondor", "shire", "cardolan"}
    s = act(s, SAU, Action("move", hero="flyingnazgul_c", to="cardolan"))
    assert where(s, "flyingnazgul_c") == "cardolan" and s.battle is not None


def test_flying_nazgul_may_attack_an_adjacent_mountain_sideways():
    # seed 001: Flying Nazgul: "(что позволяет атаковать соседнюю горную область)"
    s = start({"fellowship": {"misty_mountains": ["gimli"], "shire": ["frodo_c"]},
               "sauron": {"caradhras": ["flyingnazgul_c"]}})
    assert "misty_mountains" in destinations(s, SAU, "flyingnazgul_c")


def test_flying_nazgul_may_not_fly_to_a_region_with_two_fellowship_heroes():
    # seed 001: Flying Nazgul: "занятую единственным героем Братства"
    s = start({"fellowship": {"shire": ["frodo_c"], "arthedain": ["gimli", "legolas"]},
               "sauron": {"mordor": ["flyingnazgul_c"]}})
    refused(s, SAU, Action("move", hero="flyingnazgul_c", to="arthedain"),
            "Flying Nazgul may only move forward into an adjacent region, unless its text allows more.")


def test_flying_nazgul_may_not_fly_to_an_empty_region():
    # seed 001: Flying Nazgul: "в любую область, занятую единственным героем Братства ... Иначе
    # двигается как обычно."
    s = start({"fellowship": {"shire": ["frodo_c"]}, "sauron": {"mordor": ["flyingnazgul_c"]}})
    refused(s, SAU, Action("move", hero="flyingnazgul_c", to="eregion"),
            "Flying Nazgul may only move forward into an adjacent region, unless its text allows more.")


# ----------------------------------------------------------- Flying Nazgul (alternative)


def test_alternative_flying_nazgul_jumps_over_a_region_full_of_sauron_heroes_to_attack():
    # seed 001: Flying Nazgul (альтернативная): "Может переместиться вперед через 1 область (в
    # т.ч. с максимальным количеством героев Саурана или с героями Братства), чтобы напасть."
    s = start({"options": {"heroes": "alternative"},
               "fellowship": {"misty_mountains": ["elrond"], "shire": ["frodo_a"]},
               "sauron": {"dagorlad": ["flyingnazgul_a"], "mirkwood": ["orcs_a", "gollum"], "fangorn": ["mouth"]}})
    # Fangorn too is passed through; Mirkwood is full, yet both routes lead over one region
    assert destinations(s, SAU, "flyingnazgul_a") == {"fangorn", "misty_mountains"}
    s = act(s, SAU, Action("move", hero="flyingnazgul_a", to="misty_mountains"))
    assert where(s, "flyingnazgul_a") == "misty_mountains" and s.battle is not None


def test_alternative_flying_nazgul_jumps_over_fellowship_heroes():
    # seed 001: Flying Nazgul (альтернативная): "(в т.ч. ... с героями Братства)"
    s = start({"options": {"heroes": "alternative"},
               "fellowship": {"high_pass": ["elrond"], "rhudaur": ["faramir"], "shire": ["frodo_a"]},
               "sauron": {"mirkwood": ["flyingnazgul_a"]}})
    assert "rhudaur" in destinations(s, SAU, "flyingnazgul_a")


def test_alternative_flying_nazgul_does_not_jump_without_attacking():
    # seed 001: Flying Nazgul (альтернативная): "чтобы напасть. Иначе двигается как обычно."
    s = start({"options": {"heroes": "alternative"}, "fellowship": {"shire": ["frodo_a"]},
               "sauron": {"mordor": ["flyingnazgul_a"]}})
    assert destinations(s, SAU, "flyingnazgul_a") == {"dagorlad", "gondor"}
    refused(s, SAU, Action("move", hero="flyingnazgul_a", to="fangorn"),
            "Flying Nazgul may only move forward into an adjacent region, unless its text allows more.")


# ------------------------------------------------------------------------- Black Rider


def test_black_rider_rides_any_distance_forward_to_attack():
    # seed 001: Black Rider: "Может пройти вперед любое количество областей, если при этом он
    # нападет на как минимум 1 вражеского героя"
    s = start({"fellowship": {"shire": ["frodo_c"], "arthedain": ["gimli"]}, "sauron": {"gondor": ["blackrider"]}})
    assert {"arthedain", "shire"} <= destinations(s, SAU, "blackrider")
    s = act(s, SAU, Action("move", hero="blackrider", to="arthedain"))
    assert where(s, "blackrider") == "arthedain" and s.battle is not None


def test_black_rider_does_not_ride_far_without_attacking():
    # seed 001: Black Rider: "нельзя без нападения"
    s = start({"fellowship": {"dagorlad": ["frodo_c"]}, "sauron": {"gondor": ["blackrider"]}})
    assert destinations(s, SAU, "blackrider") == {"fangorn", "rohan"}
    refused(s, SAU, Action("move", hero="blackrider", to="caradhras"),
            "Black Rider may only move forward into an adjacent region, unless its text allows more.")


def test_black_rider_does_not_ride_through_fellowship_heroes():
    # seed 001: Black Rider: "нельзя через области с героями Братства"
    # the Shire lies only beyond Cardolan, where Gimli stands
    s = start({"fellowship": {"shire": ["frodo_c"], "cardolan": ["gimli"], "arthedain": ["legolas"]},
               "sauron": {"enedwaith": ["blackrider"]}})
    assert "shire" not in destinations(s, SAU, "blackrider")
    refused(s, SAU, Action("move", hero="blackrider", to="shire"),
            "Black Rider may only move forward into an adjacent region, unless its text allows more.")


def test_black_rider_does_not_ride_through_a_region_full_of_sauron_heroes():
    # seed 001: Black Rider: "нельзя в/через области с максимальным количеством героев Сауона"
    s = start({"fellowship": {"shire": ["frodo_c"]},
               "sauron": {"rhudaur": ["blackrider"], "arthedain": ["orcs_c", "warg"]}})
    assert destinations(s, SAU, "blackrider") == set()
    refused(s, SAU, Action("move", hero="blackrider", to="shire"),
            "Black Rider may only move forward into an adjacent region, unless its text allows more.")


# --------------------------------------------------------------------------- Uruk-Hai


def test_uruk_hai_marches_any_distance_to_an_empty_region():
    # seed 001: Uruk-Hai: "Можно раскрыть, чтобы пройти вперед любое количество областей и
    # закончить движение на пустой области"
    s = start({"options": {"heroes": "alternative"}, "fellowship": {"shire": ["frodo_a"]},
               "sauron": {"gondor": ["urukhai"]}})
    assert "cardolan" in destinations(s, SAU, "urukhai")
    s = act(s, SAU, Action("move", hero="urukhai", to="cardolan"))
    assert where(s, "urukhai") == "cardolan"
    assert s.battle is None
    # [Reading A-26] shown for the march, hidden again when it ends
    assert s.rev[piece(s, "urukhai")] == HIDDEN


def test_uruk_hai_march_may_not_end_in_an_attack():
    # seed 001: Uruk-Hai: "закончить движение на пустой области"
    s = start({"options": {"heroes": "alternative"}, "fellowship": {"shire": ["frodo_a"], "eregion": ["elrond"]},
               "sauron": {"gondor": ["urukhai"]}})
    assert "eregion" not in destinations(s, SAU, "urukhai")
    assert "shire" not in destinations(s, SAU, "urukhai")
    refused(s, SAU, Action("move", hero="urukhai", to="eregion"),
            "Uruk-Hai may only move forward into an adjacent region, unless its text allows more.")


def test_uruk_hai_march_may_not_end_where_sauron_heroes_stand():
    # seed 001: Uruk-Hai: "закончить движение на пустой области" [Reading A-26: empty = no hero
    # of either side]
    s = start({"options": {"heroes": "alternative"}, "fellowship": {"shire": ["frodo_a"]},
               "sauron": {"gondor": ["urukhai"], "caradhras": ["gollum"]}})
    refused(s, SAU, Action("move", hero="urukhai", to="caradhras"),
            "Uruk-Hai may only move forward into an adjacent region, unless its text allows more.")


def test_uruk_hai_does_not_march_through_fellowship_heroes():
    # seed 001: Uruk-Hai: "нельзя через области с героями Братства"
    s = start({"options": {"heroes": "alternative"},
               "fellowship": {"shire": ["frodo_a"], "enedwaith": ["elrond"]},
               "sauron": {"gap_of_rohan": ["urukhai"]}})
    # Cardolan lies only beyond Enedwaith, where Elrond stands
    assert destinations(s, SAU, "urukhai") == {"enedwaith"}
    refused(s, SAU, Action("move", hero="urukhai", to="cardolan"),
            "Uruk-Hai may only move forward into an adjacent region, unless its text allows more.")


def test_uruk_hai_does_not_march_through_a_region_full_of_sauron_heroes():
    # seed 001: Uruk-Hai: "нельзя в/через области с максимальным количеством героев Саурана"
    s = start({"options": {"heroes": "alternative"}, "fellowship": {"shire": ["frodo_a"]},
               "sauron": {"gap_of_rohan": ["urukhai"], "enedwaith": ["gollum", "mouth"]}})
    assert destinations(s, SAU, "urukhai") == set()


# -------------------------------------------------------------------------- Treebeard


def test_treebeard_strides_from_anywhere_into_fangorn_held_by_one_sauron_hero():
    # seed 001: Treebeard: "Может переместиться из любой области в Fangorn, занятый единственным
    # героем Саурана."
    s = start({"options": {"heroes": "alternative"}, "fellowship": {"shire": ["frodo_a", "treebeard"]},
               "sauron": {"fangorn": ["orcs_a"]}, "active": "fellowship"})
    assert "fangorn" in destinations(s, FP, "treebeard")
    s = act(s, FP, Action("move", hero="treebeard", to="fangorn"))
    assert where(s, "treebeard") == "fangorn" and s.battle is not None


def test_treebeard_does_not_stride_into_fangorn_held_by_two_sauron_heroes():
    # seed 001: Treebeard: "в Fangorn, занятый единственным героем Саурана"
    s = start({"options": {"heroes": "alternative"}, "fellowship": {"shire": ["frodo_a", "treebeard"]},
               "sauron": {"fangorn": ["orcs_a", "gollum"]}, "active": "fellowship"})
    refused(s, FP, Action("move", hero="treebeard", to="fangorn"),
            "Treebeard may only move forward into an adjacent region, unless its text allows more.")


def test_treebeard_does_not_stride_into_an_empty_fangorn():
    # seed 001: Treebeard: "занятый единственным героем Саурана ... Иначе двигается как обычно."
    s = start({"options": {"heroes": "alternative"}, "fellowship": {"shire": ["frodo_a", "treebeard"]},
               "sauron": {"mordor": ["orcs_a"]}, "active": "fellowship"})
    refused(s, FP, Action("move", hero="treebeard", to="fangorn"),
            "Treebeard may only move forward into an adjacent region, unless its text allows more.")


# ------------------------------------------------------------------------- The Watcher


def test_revealed_watcher_cannot_move_forward():
    # seed 001: The Watcher: "Однажды раскрывшись, до окончания партии остается раскрытым и
    # теряет возможность перемещаться вперед"
    s = start({"options": {"heroes": "alternative"}, "fellowship": {"shire": ["frodo_a"]},
               "sauron": {"rohan": ["watcher"], "mordor": ["orcs_a"]}, "revealed": ["watcher"]})
    assert destinations(s, SAU, "watcher") == set()
    refused(s, SAU, Action("move", hero="watcher", to="caradhras"),
            "The Watcher, once revealed, can no longer move forward.")


def test_hidden_watcher_moves_as_usual():
    # seed 001: The Watcher: "Однажды раскрывшись ... теряет возможность перемещаться вперед"
    # (until then it is an ordinary hero)
    s = start({"options": {"heroes": "alternative"}, "fellowship": {"shire": ["frodo_a"]},
               "sauron": {"rohan": ["watcher"]}})
    assert destinations(s, SAU, "watcher") == {"caradhras", "gap_of_rohan"}


def test_legal_moves_are_exactly_what_the_engine_accepts():
    # seed 001: "Обязательно переместить вперед одного из своих героев" — every listed move is
    # accepted and leaves the mover where it said
    s = start({"fellowship": {"shire": ["frodo_c", "sam_c"], "eregion": ["aragorn_c"], "fangorn": ["gimli"]},
               "sauron": {"rhudaur": ["cavetroll"], "gondor": ["warg"]}, "active": "fellowship"})
    for a in legal(s, FP):
        s2 = act(s, FP, a)
        assert where(s2, a["hero"]) in (a["to"], None)
