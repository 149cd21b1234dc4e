"""The map data against the facts: the seed's setup and components, and the counts on which
the public sources agree (research/data-sources.md §2: 105 regions, 232 borders, 47
impassable pairs, 16 strongholds, 6 cities, 14 towns, 2 fortifications)."""

from __future__ import annotations

import copy
import json

import pytest

from lotr_table.games.wotr.board import (
    CITY, FORTIFICATION, FREE_PEOPLES, SHADOW, STRONGHOLD, TOWN, UNREACHABLE, board)
from lotr_table.games.wotr.data import DATA_DIR, content, parse

MAP = json.loads((DATA_DIR / "map.json").read_text(encoding="utf-8"))
NATIONS = json.loads((DATA_DIR / "nations.json").read_text(encoding="utf-8"))

# The seed's "Приготування військ": on the map, then the reinforcements set aside.
SEED_DEPLOYMENT = {
    "dwarves": {"erebor": (1, 2, 1), "ered_luin": (1, 0, 0), "iron_hills": (1, 0, 0)},
    "elves": {"grey_havens": (1, 1, 1), "rivendell": (0, 2, 1), "woodland_realm": (1, 1, 1),
              "lorien": (1, 2, 1)},
    "gondor": {"minas_tirith": (3, 1, 1), "dol_amroth": (3, 0, 0), "osgiliath": (2, 0, 0),
               "pelargir": (1, 0, 0)},
    "north": {"bree": (1, 0, 0), "carrock": (1, 0, 0), "dale": (1, 0, 1), "north_downs": (0, 1, 0),
              "the_shire": (1, 0, 0)},
    "rohan": {"edoras": (1, 1, 0), "fords_of_isen": (2, 0, 1), "helms_deep": (1, 0, 0)},
    "isengard": {"orthanc": (4, 1, 0), "north_dunland": (1, 0, 0), "south_dunland": (1, 0, 0)},
    "sauron": {"barad_dur": (4, 1, 1), "dol_guldur": (5, 1, 1), "gorgoroth": (3, 0, 0),
               "minas_morgul": (5, 0, 1), "moria": (2, 0, 0), "mount_gundabad": (2, 0, 0),
               "nurn": (2, 0, 0), "morannon": (5, 0, 1)},
    "southrons": {"far_harad": (3, 1, 0), "near_harad": (3, 1, 0), "north_rhun": (2, 0, 0),
                  "south_rhun": (3, 1, 0), "umbar": (3, 0, 0)},
}
SEED_RESERVES = {"dwarves": (2, 3, 3), "elves": (2, 4, 0), "gondor": (6, 4, 3), "north": (6, 4, 3),
                 "rohan": (6, 4, 3), "isengard": (6, 5, 0), "sauron": (8, 4, 4), "southrons": (10, 3, 0)}
# Map and reserve together: every figure of the nation (regular, elite, leaders/Nazgûl).
TOTALS = {"dwarves": (5, 5, 4), "elves": (5, 10, 4), "gondor": (15, 5, 4), "north": (10, 5, 4),
          "rohan": (10, 5, 4), "isengard": (12, 6, 0), "sauron": (36, 6, 8), "southrons": (24, 6, 0)}


def _edges(kind: str) -> set[frozenset[str]]:
    return {frozenset((r.id, o)) for r in content().regions for o in getattr(r, kind)}


def test_the_board_has_105_regions_with_distinct_names_in_english_and_ukrainian():
    regions = content().regions
    assert len(regions) == 105
    assert len({r.name.en for r in regions}) == 105
    assert len({r.name.uk for r in regions}) == 105


def test_232_passable_borders_listed_from_both_sides():
    assert len(_edges("adjacent")) == 232
    for r in content().regions:
        for o in r.adjacent:
            assert board().adjacent(board().region(o), board().region(r.id))


def test_47_impassable_pairs_none_of_them_also_passable():
    impassable = _edges("impassable")
    assert len(impassable) == 47
    assert not impassable & _edges("adjacent")


def test_the_seeds_examples_of_borders():
    # The seed's examples: the Fellowship's road south and the Dale–Erebor retreat.
    b = board()
    for a, c in [("rivendell", "fords_of_bruinen"), ("fords_of_bruinen", "hollin"), ("hollin", "moria"),
                 ("moria", "dimrill_dale"), ("dimrill_dale", "lorien"), ("fords_of_bruinen", "high_pass"),
                 ("high_pass", "goblins_gate"), ("dale", "erebor")]:
        assert b.adjacent(b.region(a), b.region(c)), (a, c)
    # «Якщо кордон між двома регіонами повністю складається з такої лінії, ці регіони не
    # вважають сусідніми»: Moria and Lórien touch across the mountains only.
    assert b.impassable(b.region("moria"), b.region("lorien"))
    assert not b.adjacent(b.region("moria"), b.region("lorien"))


def test_settlements_16_strongholds_6_cities_14_towns_2_fortifications():
    b = board()
    assert [len(b.of_settlement(k)) for k in (STRONGHOLD, CITY, TOWN, FORTIFICATION)] == [16, 6, 14, 2]
    # «На мапі є два укріплення: в регіонах Осґіліат та Ісенські Броди.»
    assert {b.ids[r] for r in b.of_settlement(FORTIFICATION)} == {"osgiliath", "fords_of_isen"}


def test_each_side_holds_8_strongholds_and_the_victory_points_at_stake():
    # The Shadow wins with 10 points taken from 8 FP strongholds and 4 FP cities (at most 20);
    # the Free Peoples can take 8 Shadow strongholds and 2 Shadow cities (at most 18).
    b = board()
    for side, strongholds, cities, points in [(FREE_PEOPLES, 8, 4, 20), (SHADOW, 8, 2, 18)]:
        mine = [r for r in range(105) if b.is_settlement(r) and b.side_of_region(r) == side]
        assert sum(b.settlement_of[r] == STRONGHOLD for r in mine) == strongholds
        assert sum(b.settlement_of[r] == CITY for r in mine) == cities
        assert sum(b.vp_of[r] for r in mine) == points


def test_every_settlement_lies_in_its_nations_borders_and_each_stronghold_has_its_box():
    for r in content().regions:
        if r.settlement in ("stronghold", "city", "town"):
            assert r.nation is not None, r.id
        assert r.stronghold_box == (r.settlement == "stronghold"), r.id
    b = board()
    # Seed facts: Dale is a city of the North, Lórien an Elven stronghold, Moria a Shadow one.
    assert (b.nation_of[b.region("dale")], b.settlement_of[b.region("dale")]) == (b.nation("north"), CITY)
    assert b.settlement_of[b.region("lorien")] == STRONGHOLD
    assert b.nation_of[b.region("lorien")] == b.nation("elves")
    assert b.side_of_region(b.region("moria")) == SHADOW
    assert b.settlement_of[b.region("moria")] == STRONGHOLD


def test_sixteen_coastal_regions_from_the_grey_havens_to_umbar():
    coastal = {r.id for r in content().regions if r.coast}
    assert coastal == {"forlindon", "north_ered_luin", "grey_havens", "harlindon", "evendim",
                       "south_ered_luin", "minhiriath", "enedwaith", "druwaith_iaur", "andrast",
                       "anfalas", "dol_amroth", "lamedon", "pelargir", "west_harondor", "umbar"}


def test_every_region_is_reachable_from_every_other():
    b = board()
    assert all(UNREACHABLE not in row for row in b.distances)


def test_the_starting_armies_are_the_seeds():
    deployed: dict[str, dict[str, tuple[int, int, int]]] = {}
    for r in content().regions:
        if r.setup is not None:
            assert r.setup.source == "seed"
            deployed.setdefault(r.setup.nation, {})[r.id] = (r.setup.regular, r.setup.elite, r.setup.leaders)
    assert deployed == SEED_DEPLOYMENT


def test_reinforcements_and_totals_per_nation_map_and_reserve_together():
    for n in content().nations:
        reserve = (n.reinforcements.regular, n.reinforcements.elite, n.reinforcements.leaders)
        assert reserve == SEED_RESERVES[n.id], n.id
        on_map = [sum(x) for x in zip(*SEED_DEPLOYMENT[n.id].values())]
        assert tuple(a + b for a, b in zip(on_map, reserve)) == TOTALS[n.id], n.id


def test_the_figure_counts_of_the_box():
    # «90 червоних фігурок військових загонів Тіні; 75 синіх фігурок військових загонів
    # Вільних Народів; 20 сірих фігурок лідерів Вільних Народів і 8 фігурок назґŷлів»
    b = board()
    units = {side: sum(TOTALS[b.nation_ids[n]][0] + TOTALS[b.nation_ids[n]][1]
                       for n in b.nations_of_side(side)) for side in (FREE_PEOPLES, SHADOW)}
    assert units == {FREE_PEOPLES: 75, SHADOW: 90}
    assert sum(TOTALS[b.nation_ids[n]][2] for n in b.nations_of_side(FREE_PEOPLES)) == 20
    assert TOTALS["sauron"][2] == 8


def test_political_start_is_the_seeds():
    # «Жетони політики ельфів і всіх народів Тіні викладають «активною» стороною догори ...
    # Рогану, північан, ельфів і ґномів на першу (верхню) поділку, жетони політики Ґондору,
    # південців і східнян – на другу, а жетони політики Саурона й Ісенґарда на третю»
    start = {n.id: (n.political.step, n.political.active, n.side) for n in content().nations}
    assert start == {
        "dwarves": (3, False, "free_peoples"), "elves": (3, True, "free_peoples"),
        "gondor": (2, False, "free_peoples"), "north": (3, False, "free_peoples"),
        "rohan": (3, False, "free_peoples"), "isengard": (1, True, "shadow"),
        "sauron": (1, True, "shadow"), "southrons": (2, True, "shadow")}


def test_the_disputed_wilderness_regions_record_their_choice():
    regions = {r.id: r for r in content().regions}
    for rid, nation in [("druadan_forest", "gondor"), ("southern_mirkwood", "sauron"), ("forlindon", None)]:
        assert regions[rid].nation == nation
        assert regions[rid].note, rid


def test_a_border_given_on_one_side_only_is_refused_with_its_name():
    broken = copy.deepcopy(MAP)
    shire = next(r for r in broken["regions"] if r["id"] == "the_shire")
    shire["adjacent"].append("bree")
    with pytest.raises(ValueError, match="region 'the_shire': adjacent to 'bree' but not back"):
        parse(broken, NATIONS)


def test_a_border_both_passable_and_impassable_is_refused():
    broken = copy.deepcopy(MAP)
    for r in broken["regions"]:
        if r["id"] in ("moria", "lorien"):
            r["adjacent"].append("lorien" if r["id"] == "moria" else "moria")
    with pytest.raises(ValueError, match="both passable and impassable"):
        parse(broken, NATIONS)


def test_a_city_worth_the_wrong_points_is_refused():
    broken = copy.deepcopy(MAP)
    next(r for r in broken["regions"] if r["id"] == "dale")["vp"] = 2
    with pytest.raises(ValueError, match="region 'dale': city is worth 1 VP, not 2"):
        parse(broken, NATIONS)
