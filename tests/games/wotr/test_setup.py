"""The start of the game (seed: Розділ III), readable positions, and the state's invariants."""

from __future__ import annotations

import pytest

from lotr_table.games.wotr.board import (
    ELITE, FREE_PEOPLES, LEADER, NATIONS, REGULAR, SHADOW, board)
from lotr_table.games.wotr.invariants import invariants
from lotr_table.games.wotr.setup import PositionError, position, setup
from lotr_table.games.wotr.state import (
    NO_CONTROL, captured, nazgul, on_map, put, slot, victory_points)

B = board()
GONDOR, ROHAN, SAURON = B.nation("gondor"), B.nation("rohan"), B.nation("sauron")


def r(region_id: str) -> int:
    return B.region(region_id)


def test_setup_deploys_every_nation_as_the_seed_lists_it():
    # «Приготування військ»: Gondor in Minas Tirith 3 regular, 1 elite, 1 leader; 6/4/3 aside.
    s = setup()
    mt = s.armies[r("minas_tirith")]
    assert (mt[slot(GONDOR, REGULAR)], mt[slot(GONDOR, ELITE)], mt[slot(GONDOR, LEADER)]) == (3, 1, 1)
    assert s.reserve[slot(GONDOR, REGULAR):slot(GONDOR, LEADER) + 1] == [6, 4, 3]
    assert nazgul(s, r("barad_dur")) == 1 and nazgul(s, r("moria")) == 0
    # Osgiliath lies outside every border; the 2 regulars there are Gondor's.
    assert s.armies[r("osgiliath")][slot(GONDOR, REGULAR)] == 2
    assert invariants(s) == []


def test_map_and_reserve_hold_every_figure_of_every_nation():
    s = setup()
    totals = {n: tuple(on_map(s, k, kind) + s.reserve[slot(k, kind)] for kind in (REGULAR, ELITE, LEADER))
              for k, n in enumerate(NATIONS)}
    assert totals == {"dwarves": (5, 5, 4), "elves": (5, 10, 4), "gondor": (15, 5, 4), "north": (10, 5, 4),
                      "rohan": (10, 5, 4), "isengard": (12, 6, 0), "sauron": (36, 6, 8),
                      "southrons": (24, 6, 0)}


def test_setup_places_the_ring_bearers_in_rivendell_and_each_side_controls_its_settlements():
    # «Розмістіть фігурку Персненосців у Рівендолі» and «Покладіть жетон поступу Братства на
    # поділку «0» треку Братства, «прихованою» стороною догори. Туди ж покладіть і жетон споганення.»
    s = setup()
    assert s.fellowship_region == r("rivendell")
    assert (s.fellowship_progress, s.fellowship_hidden, s.corruption) == (0, True, 0)
    assert s.controller[r("minas_tirith")] == FREE_PEOPLES
    assert s.controller[r("orthanc")] == SHADOW
    assert s.controller[r("osgiliath")] == NO_CONTROL       # a fortification is not controlled
    assert victory_points(s, FREE_PEOPLES) == victory_points(s, SHADOW) == 0


def test_the_seed_sets_the_random_state():
    assert setup(seed=1).rng == setup(seed=1).rng != setup(seed=2).rng


def test_captured_settlements_score_one_point_a_city_two_a_stronghold():
    # «Кожне вороже місто, контрольоване гравцем, дає йому 1 переможне очко, а кожна
    # контрольована ворожа фортеця – 2 переможні очки.»
    s = position({"control": {"dale": "shadow", "minas_tirith": "shadow", "bree": "shadow",
                              "orthanc": "free_peoples"}})
    assert captured(s, r("dale")) and not captured(s, r("edoras"))
    assert victory_points(s, SHADOW) == 3                  # Bree is a town: nothing
    assert victory_points(s, FREE_PEOPLES) == 2


def test_a_position_builds_the_board_it_reads_and_keeps_the_rest_in_reserve():
    s = position({"armies": {"osgiliath": {"gondor": {"regular": 2, "leaders": 1}},
                             "minas_morgul": {"sauron": {"regular": 5, "nazgul": 1}}},
                  "besieged": {"minas_tirith": {"gondor": {"regular": 3, "elite": 1}}},
                  "casualties": {"gondor": {"regular": 1}},
                  "politics": {"gondor": {"step": 1, "active": True}},
                  "fellowship": "moria"})
    assert s.besieged[r("minas_tirith")][slot(GONDOR, REGULAR)] == 3
    assert s.reserve[slot(GONDOR, REGULAR)] == 15 - 2 - 3 - 1
    assert s.reserve[slot(SAURON, LEADER)] == 7
    assert (s.step[GONDOR], s.active[GONDOR]) == (1, True)
    assert s.fellowship_region == r("moria")
    assert invariants(s) == ["minas_tirith: a siege without besiegers"]


def test_a_position_from_the_setup_replaces_only_the_regions_it_names():
    s = position({"start": "setup", "armies": {"osgiliath": {"sauron": {"regular": 4}}}})
    assert s.armies[r("osgiliath")][slot(GONDOR, REGULAR)] == 0
    assert s.reserve[slot(GONDOR, REGULAR)] == 8          # Osgiliath's two went back to the box
    assert s.armies[r("minas_tirith")] == setup().armies[r("minas_tirith")]
    assert invariants(s) == []


def test_a_position_with_more_figures_than_the_nation_has_is_refused():
    with pytest.raises(PositionError, match="rohan: 11 regular placed or lost, only 10 exist"):
        position({"armies": {"edoras": {"rohan": {"regular": 6}}, "westemnet": {"rohan": {"regular": 5}}}})
    with pytest.raises(PositionError, match="sauron: 9 Nazgûl placed or lost, only 8 exist"):
        position({"armies": {"barad_dur": {"sauron": {"nazgul": 9}}}})


def test_a_position_names_what_it_cannot_read():
    with pytest.raises(PositionError, match="unknown region 'mordor'"):
        position({"armies": {"mordor": {"sauron": {"regular": 1}}}})
    with pytest.raises(PositionError, match="only Sauron has Nazgûl, not isengard"):
        position({"armies": {"orthanc": {"isengard": {"nazgul": 1}}}})
    with pytest.raises(PositionError, match="hollin has no settlement to control"):
        position({"control": {"hollin": "shadow"}})


def test_stacking_at_most_ten_units_in_a_region():
    # «В одному регіоні може перебувати щонайбільше 10 військових загонів.»
    s = position({"armies": {"edoras": {"rohan": {"regular": 6, "elite": 4}}}})
    assert invariants(s) == []
    put(s, r("edoras"), ROHAN, REGULAR, 1)
    s.reserve[slot(ROHAN, REGULAR)] -= 1
    assert invariants(s) == ["edoras: 11 free_peoples units, more than 10"]


def test_at_most_five_units_inside_a_besieged_stronghold():
    # «Військо може складатися щонайбільше з десяти загонів або з п’яти загонів, якщо воно
    # перебуває в обложеній фортеці.»
    s = position({"armies": {"helms_deep": {"isengard": {"regular": 6}}},
                  "besieged": {"helms_deep": {"rohan": {"regular": 4, "elite": 2}}}})
    assert invariants(s) == ["helms_deep: 6 units besieged, more than 5"]


def test_a_unit_that_vanishes_breaks_the_count():
    s = setup()
    put(s, r("edoras"), ROHAN, REGULAR, -1)
    assert invariants(s) == ["rohan regular: 3 on the map + 6 in reserve + 0 casualties != 10 figures"]


def test_free_peoples_leaders_never_stand_without_an_army_and_enemies_do_not_share_a_field():
    s = position({"armies": {"edoras": {"rohan": {"leaders": 1}},
                             "osgiliath": {"gondor": {"regular": 1}, "sauron": {"regular": 1}}}})
    assert invariants(s) == ["edoras: Free Peoples' leaders without an army",
                             "osgiliath: units of both sides outside a stronghold box"]


def test_a_nazgul_may_stand_alone_and_beside_enemy_units():
    s = position({"armies": {"osgiliath": {"gondor": {"regular": 1}, "sauron": {"nazgul": 1}},
                             "hollin": {"sauron": {"nazgul": 1}}}})
    assert invariants(s) == []


def test_the_political_track_holds_its_rules():
    s = setup()
    s.step[B.nation("gondor")] = 0
    s.active[SAURON] = False
    assert invariants(s) == ["gondor: passive and At War", "sauron: a passive Shadow nation"]


def test_shadow_casualties_return_to_the_reinforcements():
    # «Тому всі втрати гравця за Тінь знову стають доступними підкріпленнями.»
    s = setup()
    put(s, r("moria"), SAURON, REGULAR, -1)
    s.casualties[slot(SAURON, REGULAR)] += 1
    assert invariants(s) == ["sauron regular: Shadow casualties go back to the reinforcements"]


def test_a_negative_count_is_named():
    s = position({})
    put(s, r("edoras"), ROHAN, ELITE, -1)
    s.reserve[slot(ROHAN, ELITE)] += 1
    assert invariants(s) == ["rohan elite: a negative count"]
