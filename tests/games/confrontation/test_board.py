"""The board: 16 regions, capacities, directions, mountains, the Anduin and the Moria tunnel
(seed 001: ПЕРЕДВИЖЕНИЕ; digest sections 3 and 5.3)."""

from __future__ import annotations

import pytest

from lotr_table.engine.action import Action
from lotr_table.games.confrontation.board import board
from tests.games.confrontation.scenario import FP, SAU, act, destinations, legal, refused, start, where

# The published map (digest 3.4, reading A-01): each side's ordinary forward neighbours, with the
# Fellowship-only river and tunnel links that count as forward for the Fellowship.
FELLOWSHIP_FORWARD = {
    "shire": {"arthedain", "cardolan"},
    "arthedain": {"rhudaur", "eregion"},
    "cardolan": {"eregion", "enedwaith"},
    "rhudaur": {"high_pass", "misty_mountains"},
    "eregion": {"misty_mountains", "caradhras", "fangorn/tunnel"},
    "enedwaith": {"caradhras", "gap_of_rohan"},
    "high_pass": {"mirkwood"},
    "misty_mountains": {"mirkwood", "fangorn"},
    "caradhras": {"fangorn", "rohan"},
    "gap_of_rohan": {"rohan"},
    "mirkwood": {"dagorlad", "fangorn"},
    "fangorn": {"dagorlad", "gondor", "rohan"},
    "rohan": {"gondor"},
    "dagorlad": {"mordor"},
    "gondor": {"mordor"},
    "mordor": set(),
}
SAURON_FORWARD = {
    "mordor": {"dagorlad", "gondor"},
    "dagorlad": {"mirkwood", "fangorn"},
    "gondor": {"fangorn", "rohan"},
    "mirkwood": {"high_pass", "misty_mountains"},
    "fangorn": {"misty_mountains", "caradhras"},
    "rohan": {"caradhras", "gap_of_rohan"},
    "high_pass": {"rhudaur"},
    "misty_mountains": {"rhudaur", "eregion"},
    "caradhras": {"eregion", "enedwaith"},
    "gap_of_rohan": {"enedwaith"},
    "rhudaur": {"arthedain"},
    "eregion": {"arthedain", "cardolan"},
    "enedwaith": {"cardolan"},
    "arthedain": {"shire"},
    "cardolan": {"shire"},
    "shire": set(),
}


def test_sixteen_regions_in_a_diamond_with_the_seed_capacities():
    # seed 001: "Нельзя расположить в Shire или Mordor больше 4 своих героев. В каждой горной
    # области можно расположить только 1 своего героя. В любой другой области можно
    # расположить не больше 2 своих героев." (map: reading A-01)
    b = board()
    assert len(b.ids) == 16
    rows = [sum(1 for r in b.row if r == n) for n in range(1, 8)]
    assert rows == [1, 2, 3, 4, 3, 2, 1]
    cap = dict(zip(b.ids, b.capacity))
    assert cap["shire"] == cap["mordor"] == 4
    mountains = {rid for rid, m in zip(b.ids, b.mountain) if m}
    assert mountains == {"high_pass", "misty_mountains", "caradhras", "gap_of_rohan"}
    assert all(cap[m] == 1 for m in mountains)
    assert all(cap[r] == 2 for r in b.ids if r not in mountains | {"shire", "mordor"})


@pytest.mark.parametrize("region", sorted(FELLOWSHIP_FORWARD))
def test_fellowship_ordinary_move_goes_only_forward_to_an_adjacent_region(region):
    # seed 001: "Только вперед на соседнюю область; нельзя вбок или назад"; "Любое движение по
    # стрелкам реки считается перемещением вперед"; the tunnel: "пройти вперед через туннель"
    # (map: reading A-01)
    s = start({"fellowship": {region: ["gimli"], "shire" if region != "shire" else "arthedain": ["frodo_c"]},
               "active": "fellowship"})
    assert destinations(s, FP, "gimli") == FELLOWSHIP_FORWARD[region]


@pytest.mark.parametrize("region", sorted(SAURON_FORWARD))
def test_sauron_ordinary_move_goes_only_forward_toward_the_shire(region):
    # seed 001: "Только вперед на соседнюю область; нельзя вбок или назад"; "Герои Саурана не
    # могут пользоваться рекой"; "Герои Саурана не могут использовать туннель для прохода"
    s = start({"fellowship": {"mordor" if region != "mordor" else "gondor": ["gimli"]},
               "sauron": {region: ["cavetroll"]}})
    assert destinations(s, SAU, "cavetroll") == SAURON_FORWARD[region]


def test_sideways_ordinary_move_is_refused():
    # seed 001: "Только вперед на соседнюю область; нельзя вбок или назад"
    s = start({"fellowship": {"eregion": ["gimli"], "shire": ["frodo_c"]}, "active": "fellowship"})
    refused(s, FP, Action("move", hero="gimli", to="rhudaur"),
            "Gimli may only move forward into an adjacent region, unless its text allows more.")
    refused(s, FP, Action("move", hero="gimli", to="enedwaith"),
            "Gimli may only move forward into an adjacent region, unless its text allows more.")


def test_backward_ordinary_move_is_refused():
    # seed 001: "Только вперед на соседнюю область; нельзя вбок или назад"
    s = start({"fellowship": {"shire": ["frodo_c"]}, "sauron": {"gondor": ["cavetroll"]}})
    refused(s, SAU, Action("move", hero="cavetroll", to="mordor"),
            "Cave Troll may only move forward into an adjacent region, unless its text allows more.")


def test_a_region_two_steps_ahead_is_not_adjacent():
    # seed 001: "Только вперед на соседнюю область"
    s = start({"fellowship": {"shire": ["frodo_c", "gimli"]}, "active": "fellowship"})
    refused(s, FP, Action("move", hero="gimli", to="eregion"),
            "Gimli may only move forward into an adjacent region, unless its text allows more.")


def test_mountain_region_holds_one_hero_of_a_side():
    # seed 001: "В каждой горной области можно расположить только 1 своего героя"
    s = start({"fellowship": {"rhudaur": ["gimli"], "high_pass": ["legolas"], "shire": ["frodo_c"]},
               "active": "fellowship"})
    assert destinations(s, FP, "gimli") == {"misty_mountains"}
    refused(s, FP, Action("move", hero="gimli", to="high_pass"),
            "The High Pass already holds as many heroes of your side as it may.")


def test_plain_region_holds_two_heroes_of_a_side():
    # seed 001: "В любой другой области можно расположить не больше 2 своих героев"
    s = start({"fellowship": {"shire": ["frodo_c", "gimli"], "arthedain": ["legolas", "merry"],
                              "cardolan": ["pippin"]}, "active": "fellowship"})
    assert destinations(s, FP, "gimli") == {"cardolan"}
    refused(s, FP, Action("move", hero="gimli", to="arthedain"),
            "Arthedain already holds as many heroes of your side as it may.")
    s = act(s, FP, Action("move", hero="gimli", to="cardolan"))
    assert where(s, "gimli") == "cardolan"


def test_mordor_holds_at_most_four_fellowship_heroes():
    # seed 001: "Нельзя расположить в Shire или Mordor больше 4 своих героев"
    s = start({"fellowship": {"mordor": ["gimli", "legolas", "merry", "pippin"], "dagorlad": ["boromir"],
                              "shire": ["frodo_c"]}, "active": "fellowship"})
    assert destinations(s, FP, "boromir") == set()
    refused(s, FP, Action("move", hero="boromir", to="mordor"),
            "Mordor already holds as many heroes of your side as it may.")


def test_enemy_heroes_do_not_count_against_capacity():
    # seed 001: capacity counts "своих героев" only; "Если герой входит в занятую врагами
    # область (это также называют атакой), происходит битва"
    s = start({"fellowship": {"shire": ["frodo_c", "gimli"]},
               "sauron": {"arthedain": ["cavetroll", "warg"]}, "active": "fellowship"})
    assert "arthedain" in destinations(s, FP, "gimli")
    s = act(s, FP, Action("move", hero="gimli", to="arthedain"))
    assert s.battle is not None and where(s, "gimli") == "arthedain"


def test_anduin_downstream_is_a_fellowship_forward_move():
    # seed 001: "герои Братства могут перемещаться по течению из Mirkwood в Fangorn или из
    # Fangorn в Rohan. Любое движение по стрелкам реки считается перемещением вперед."
    s = start({"fellowship": {"mirkwood": ["gimli"], "shire": ["frodo_c"]}, "active": "fellowship"})
    s = act(s, FP, Action("move", hero="gimli", to="fangorn"))
    assert where(s, "gimli") == "fangorn"
    assert s.active == 1  # the turn's one move is made


def test_anduin_upstream_is_refused_for_the_fellowship():
    # seed 001: "Перемещение в обратном направлении (Rohan → Fangorn или Fangorn → Mirkwood)
    # запрещено."
    s = start({"fellowship": {"rohan": ["gimli"], "fangorn": ["legolas"], "shire": ["frodo_c"]},
               "active": "fellowship"})
    refused(s, FP, Action("move", hero="gimli", to="fangorn"),
            "No hero may travel up the Anduin against its current.")
    refused(s, FP, Action("move", hero="legolas", to="mirkwood"),
            "No hero may travel up the Anduin against its current.")


def test_sauron_heroes_cannot_use_the_anduin():
    # seed 001: "Герои Саурана не могут пользоваться рекой."
    s = start({"fellowship": {"shire": ["frodo_c"]}, "sauron": {"mirkwood": ["cavetroll"], "fangorn": ["warg"]}})
    refused(s, SAU, Action("move", hero="cavetroll", to="fangorn"), "Sauron heroes cannot use the Anduin.")
    refused(s, SAU, Action("move", hero="warg", to="rohan"), "Sauron heroes cannot use the Anduin.")


def test_fellowship_hero_goes_through_the_moria_tunnel_from_eregion_to_fangorn():
    # seed 001: "герои Братства при желании могут пройти вперед через туннель (из Eregion сразу
    # в Fangorn)"
    s = start({"fellowship": {"eregion": ["gimli"], "shire": ["frodo_c"]}, "active": "fellowship"})
    s = act(s, FP, Action("move", hero="gimli", to="fangorn", via="tunnel"))
    assert where(s, "gimli") == "fangorn"
    assert s.active == 1


def test_moria_tunnel_cannot_be_used_backwards():
    # seed 001: "но не могут этого сделать в обратном направлении (Fangorn → Eregion)"
    s = start({"fellowship": {"fangorn": ["gimli"], "shire": ["frodo_c"]}, "active": "fellowship"})
    assert "eregion" not in destinations(s, FP, "gimli")
    refused(s, FP, Action("move", hero="gimli", to="eregion", via="tunnel"),
            "The Moria tunnel leads only from Eregion to Fangorn.")


def test_sauron_heroes_cannot_use_the_moria_tunnel():
    # seed 001: "Герои Саурана не могут использовать туннель для прохода или отступления."
    s = start({"fellowship": {"shire": ["frodo_c"]}, "sauron": {"fangorn": ["cavetroll"]}})
    assert "eregion" not in destinations(s, SAU, "cavetroll")
    refused(s, SAU, Action("move", hero="cavetroll", to="eregion", via="tunnel"),
            "Sauron heroes cannot use the Moria tunnel.")


def test_moria_tunnel_is_usable_whoever_holds_caradhras():
    # seed 001: "Герои Братства могут воспользоваться туннелем независимо от того, кем занят
    # Caradhras." (here a Fellowship hero fills Caradhras, and the tunnel passes under it)
    s = start({"fellowship": {"eregion": ["gimli"], "caradhras": ["legolas"], "shire": ["frodo_c"]},
               "active": "fellowship"})
    assert "fangorn/tunnel" in destinations(s, FP, "gimli")
    s = act(s, FP, Action("move", hero="gimli", to="fangorn", via="tunnel"))
    assert where(s, "gimli") == "fangorn"


def test_moria_tunnel_may_not_lead_into_a_full_fangorn():
    # seed 001: "Нельзя двигаться в/через область, уже содержащую максимальное количество
    # своих героев"
    s = start({"fellowship": {"eregion": ["gimli"], "fangorn": ["legolas", "merry"], "shire": ["frodo_c"]},
               "active": "fellowship"})
    refused(s, FP, Action("move", hero="gimli", to="fangorn", via="tunnel"),
            "Fangorn already holds as many heroes of your side as it may.")


def test_balrog_in_caradhras_kills_a_tunnel_traveller_without_a_battle():
    # seed 001: "Если игрок Саурана раскрывает Balrog в области Caradhras в тот момент, когда
    # герой проходит через туннель, последний немедленно погибает без боя."; Balrog: "Погибшие
    # таким образом герои Братства не достигают Fangorn, поэтому герои Сауона в этой области
    # не раскрываются."
    s = start({"fellowship": {"eregion": ["gimli"], "shire": ["frodo_c"]},
               "sauron": {"caradhras": ["balrog"], "fangorn": ["orcs_c"]}, "active": "fellowship"})
    s = act(s, FP, Action("move", hero="gimli", to="fangorn", via="tunnel"))
    assert Action("ambush") in legal(s, SAU)
    s = act(s, SAU, Action("ambush"))
    assert where(s, "gimli") is None
    assert where(s, "balrog") == "caradhras"
    assert s.battle is None
    assert s.rev[s.hero.index("orcs_c")] == 0  # Fangorn's Sauron hero stays hidden
    assert s.active == SAU


def test_sauron_may_let_a_tunnel_traveller_pass_the_balrog():
    # seed 001: Balrog: "при желании можно раскрыть" — the ambush is optional
    s = start({"fellowship": {"eregion": ["gimli"], "shire": ["frodo_c"]},
               "sauron": {"caradhras": ["balrog"]}, "active": "fellowship"})
    s = act(s, FP, Action("move", hero="gimli", to="fangorn", via="tunnel"))
    s = act(s, SAU, Action("pass"))
    assert where(s, "gimli") == "fangorn"
