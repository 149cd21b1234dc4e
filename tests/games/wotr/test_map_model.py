"""The map model: borders, distances and the regions of each nation, by index."""

from __future__ import annotations

import pytest

from lotr_table.games.wotr.board import (
    CITY, FORTIFICATION, GONDOR, NO_NATION, ROHAN, SHADOW, STRONGHOLD, TOWN, board)

B = board()


def r(region_id: str) -> int:
    return B.region(region_id)


def test_neighbours_are_the_passable_borders_only():
    # Rivendell borders the Fords of Bruinen and the Trollshaws; the High Pass, the Goblins'
    # Gate, the Old Ford, the Eagles' Eyrie and Mount Gundabad lie beyond the mountains.
    assert {B.ids[n] for n in B.neighbours[r("rivendell")]} == {"fords_of_bruinen", "trollshaws"}
    assert {B.ids[n] for n in B.blocked[r("rivendell")]} == {
        "high_pass", "goblins_gate", "old_ford", "eagles_eyrie", "mount_gundabad"}
    for a in range(len(B.ids)):
        for n in B.neighbours[a]:
            assert B.adjacent(a, n) and not B.impassable(a, n)
        for n in B.blocked[a]:
            assert B.impassable(n, a) and not B.adjacent(a, n)


def test_distance_counts_steps_across_passable_borders():
    assert B.distance(r("rivendell"), r("rivendell")) == 0
    assert B.distance(r("rivendell"), r("moria")) == 3          # Fords of Bruinen, Hollin, Moria
    # Moria and Lórien touch across the mountains only: two steps, through Dimrill Dale.
    assert B.distance(r("moria"), r("lorien")) == 2
    assert B.distance(r("lorien"), r("moria")) == 2
    assert B.within(r("rivendell"), 1) == tuple(sorted((r("rivendell"), r("trollshaws"), r("fords_of_bruinen"))))


def test_regions_by_nation_and_settlement():
    assert {B.ids[x] for x in B.regions_of_nation[GONDOR]} == {
        "anfalas", "erech", "dol_amroth", "lamedon", "pelargir", "lossarnach", "minas_tirith",
        "druadan_forest"}
    # The Fords of Isen are a fortification: Rohan's, but not a settlement to muster in.
    assert {B.ids[x] for x in B.settlements_of_nation[ROHAN]} == {"helms_deep", "westemnet", "edoras", "folde"}
    assert B.settlement_of[r("fords_of_isen")] == FORTIFICATION and not B.is_settlement(r("fords_of_isen"))
    assert B.nation_of[r("osgiliath")] == NO_NATION and B.side_of_region(r("osgiliath")) == -1
    assert {B.ids[x] for x in B.of_settlement(CITY)} == {
        "the_shire", "dale", "edoras", "pelargir", "angmar", "far_harad"}
    assert B.side_of_region(r("umbar")) == SHADOW and B.settlement_of[r("umbar")] == STRONGHOLD
    assert B.settlement_of[r("nurn")] == TOWN


def test_coastal_regions_border_the_great_sea():
    # «Регіони, що межують з великою ділянкою моря в лівій частині ігрового поля, називають
    # прибережними регіонами.»
    assert {r("grey_havens"), r("dol_amroth"), r("umbar")} <= B.coastal
    assert r("minas_tirith") not in B.coastal and r("rivendell") not in B.coastal


def test_names_in_english_and_ukrainian():
    assert B.names[r("helms_deep")] == {"en": "Helm's Deep", "uk": "Гельмів Яр"}
    assert B.nation_names[B.nation("southrons")] == {"en": "Southrons and Easterlings",
                                                     "uk": "Південці та східняни"}


def test_an_unknown_id_is_named():
    with pytest.raises(ValueError, match="unknown region 'mordor'"):
        B.region("mordor")
    with pytest.raises(ValueError, match="unknown nation 'hobbits'"):
        B.nation("hobbits")
