"""Issue 27, point 3: the Moria tunnel's label sat over «Карадрас» on the turned board, and then
lay hidden under a hero standing in Caradhras. It stands in Caradhras's lowest corner now:
clear of its name and of every hero that may stand in Caradhras or beside it, on either board."""

from __future__ import annotations

import pytest

from lotr_table.games.confrontation import layout as geometry

NAME_HALF_H = 12.0
NEAR = ("caradhras", "eregion", "fangorn", "misty_mountains", "enedwaith", "gap_of_rohan", "rohan")


def _meet(a, b) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


@pytest.mark.parametrize("flip", [False, True], ids=["Fellowship's board", "Sauron's board"])
def test_the_tunnel_label_lies_under_no_hero_and_clear_of_caradhras_name(flip):
    lay = geometry.Layout("sauron" if flip else "fellowship")
    label = lay.tunnel_label_rect
    nx, ny = lay.regions["caradhras"].name_centre
    assert not _meet(label, (nx - 60, ny - NAME_HALF_H, 120, 2 * NAME_HALF_H))
    for region in NEAR:
        for count in range(1, 5):
            for slot in lay.slots(region, count):
                w, h = geometry.TILE_W * slot.scale, geometry.TILE_H * slot.scale
                tile = (slot.centre[0] - w / 2, slot.centre[1] - h / 2, w, h)
                assert not _meet(label, tile), (region, count, tile, label)
