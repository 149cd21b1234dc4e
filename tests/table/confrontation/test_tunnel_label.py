"""Issue 27, point 3: "the Moria tunnel label sits over «Карадрас» on the turned board". The
label runs up the tunnel (turned a quarter), and a region's name stands upright: on either
board the label's letters end short of Caradhras's name."""

from __future__ import annotations

import pytest

from lotr_table.games.confrontation import layout as geometry

LABEL_HALF = 70.0        # half the label «Туннель Мории» at the board's size, in board units
NAME_HALF_H = 12.0


@pytest.mark.parametrize("flip", [False, True], ids=["Fellowship's board", "Sauron's board"])
def test_the_tunnel_label_stays_clear_of_caradhras_name(flip):
    lay = geometry.Layout("sauron" if flip else "fellowship")
    lx, ly = lay.tunnel_label
    nx, ny = lay.regions["caradhras"].name_centre
    beside = abs(lx - nx) < 60                      # the label's column passes by the name
    assert not beside or abs(ly - ny) >= LABEL_HALF + NAME_HALF_H, (lay.tunnel_label, (nx, ny))
